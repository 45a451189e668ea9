## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {[@var{M}, @var{F}, @var{C}] =} mode (@var{X})
## @deftypefnx {} {[@var{M}, @var{F}, @var{C}] =} mode (@var{X}, @var{DIM})
## The most frequent value of the gpuArray @var{X} along @var{DIM} (by
## default its first dimension whose length is not 1), as Octave's
## @code{mode}: the smallest of the most frequent, @var{F} its frequency
## (double), @var{C} a cell array of each slice's most frequent values (a
## sorted column each).  Runs are what Octave's @code{diff} of the sorted
## slice says: each NaN, and each infinity, counts once.  @var{M} and
## @var{F} come from the device (a stable sort of the slices, then their
## runs); @var{C}, and the result of an empty @var{X}, are computed on the
## host from the gathered data.
##
## @example
## @group
## [M, F] = mode (gpuArray ([1 2 2 3 3]));
## gather (M), gather (F)
## @end group
## @end example
## @seealso{median, sort, unique}
## @end deftypefn

function [M, F, C] = mode (X, varargin)
  if (__octave9__ ())                   # Octave 9 rewrote mode
    out = cell (1, max (nargout, 1));
    [out{:}] = __host_fn__ ("mode", numel (out), X, varargin{:});
    M = out{1};
    if (nargout > 1)
      F = out{2};
    endif
    if (nargout > 2)
      C = out{3};
    endif
    return;
  endif
  if (nargin < 1 || nargin > 2)
    print_usage ();
  endif
  if (! isa (X, "gpuArray"))            # mode (x, gpuArray DIM)
    [M, F, C] = mode (X, gather (varargin{1}));
    return;
  endif
  sz = size (X);
  dim = stat_dim_ ("mode", X, varargin);
  if (isempty (X) || nargout > 2)
    ## Octave's own on the gathered data (its errors with a gpuaxis: id)
    x = gather (X);
    if (! isreal (X) && isreal (x))     # gather narrows an all-zero imag
      x = complex (x);
    endif
    try
      [m, f, c] = mode (x, dim);
    catch err
      error (gpuaxis_id_ (err));
    end_try_catch
    if (nargout > 2)
      C = cellfun (@gpuArray, c, "UniformOutput", false);
    endif
    if (isempty (X))
      M = gpuArray (m);
      F = gpuArray (f);
      return;
    endif
  endif
  try
    [m, f] = __gpu_array__ ("mode", X.m, min (dim, ndims (X) + 1));
  catch err
    __gpu_array_rethrow__ (err, "mode");
  end_try_catch
  M = __gpu_array_handle__ (X, m);
  F = __gpu_array_handle__ (X, f);
  if (! isreal (M) && dim <= ndims (X))
    ## Octave's mode reads each value out as a scalar, which drops a zero
    ## imaginary part, and stores it back as +0i
    M = complex (real (M), imag (M) + 0);
  endif
endfunction

%!test
%! x = [1 2 2 1; NaN NaN 3 3; Inf Inf 1 2];
%! [M, F] = mode (gpuArray (x), 2);
%! [m, f] = mode (x, 2);
%! assert (gather (M), m);
%! assert (gather (F), f);
