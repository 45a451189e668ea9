## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {[@var{S}, @var{I}] =} sort (@var{X})
## @deftypefnx {} {[@var{S}, @var{I}] =} sort (@var{X}, @var{DIM})
## @deftypefnx {} {[@var{S}, @var{I}] =} sort (@var{X}, @var{MODE})
## @deftypefnx {} {[@var{S}, @var{I}] =} sort (@var{X}, @var{DIM}, @var{MODE})
## Sort the gpuArray @var{X} along @var{DIM} (by default its first
## dimension whose length is not 1), @var{MODE} @qcode{"ascend"} (the
## default) or @qcode{"descend"}, as Octave's @code{sort}: a stable sort
## (equal elements keep their order, and @var{I} says so), NaN last when
## ascending and first when descending, -0 and +0 equal, complex values by
## abs and then arg.  @var{I} is double.  On CUB's radix sorts on the
## device; on the CPU backend a radix sort of the same keys on the
## package's threads.
##
## @example
## @group
## [S, I] = sort (gpuArray ([3 NaN 1 3]));
## gather (S), gather (I)
## @end group
## @end example
## @seealso{sortrows, unique, median, mode}
## @end deftypefn

function [S, I] = sort (X, varargin)
  if (! isa (X, "gpuArray"))            # sort (x, gpuArray DIM)
    args = cellfun (@gather, varargin, "UniformOutput", false);
    if (nargout < 2)
      S = sort (X, args{:});
    else
      [S, I] = sort (X, args{:});
    endif
    return;
  endif
  if (nargin <= 2)
    ## sort (G) or sort (G, DIM), checked in C ([] otherwise): 267 -> 157 us
    ## a call of a 64x64 double on a 2-core machine
    try
      if (nargout < 2)
        s = __gpu_array__ ("sort_fast", X.m, varargin{:});
      else
        [s, i] = __gpu_array__ ("sort_fast", X.m, varargin{:});
      endif
    catch err
      __gpu_array_rethrow__ (err, "sort");
    end_try_catch
    if (! isempty (s))
      S = __gpu_array_handle__ (X, s);
      if (nargout > 1)
        I = __gpu_array_handle__ (X, i);
      endif
      return;
    endif
  endif
  sort_check_ (@sort, nargout, X, [], varargin{:});
  [dim, descend] = sort_args_ (X, varargin);
  try
    if (nargout < 2)
      S = __gpu_array_handle__ (X, __gpu_array__ ("sort", X.m, dim, descend));
    else
      [s, i] = __gpu_array__ ("sort", X.m, dim, descend);
      S = __gpu_array_handle__ (X, s);
      I = __gpu_array_handle__ (X, i);
    endif
  catch err
    __gpu_array_rethrow__ (err, "sort");
  end_try_catch
endfunction

%!test
%! assert (sort ([2 1], gpuArray (3)), [2 1]);

%!test
%! x = [3 NaN 1 3 -0 0];
%! [S, I] = sort (gpuArray (x), "descend");
%! [s, i] = sort (x, "descend");
%! assert (gather (S), s);
%! assert (gather (I), i);
