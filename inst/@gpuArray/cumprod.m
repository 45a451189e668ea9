## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{Y} =} cumprod (@var{X})
## @deftypefnx {} {@var{Y} =} cumprod (@var{X}, @var{DIM})
## The cumulative product of the gpuArray @var{X} along @var{DIM} (by
## default its first dimension whose length is not 1; 0 also means the
## default, as in Octave), as Octave 7.3's @code{cumprod}: single gives
## single, everything else double (integer and logical data included);
## complex products as Octave's (C99's rules for infinities).  Computed
## where the data is, each slice multiplied left to right.
##
## @example
## @group
## gather (cumprod (gpuArray ([1 2 3 4])))
## @result{} 1   2   6   24
## @end group
## @end example
## @seealso{cumsum, prod, gpu_axis_cumprod}
## @end deftypefn

function Y = cumprod (X, varargin)
  if (isa (X, "gpuArray") && nargin <= 2)
    ## the common call, checked in C ([] otherwise): cumprod (G, 2) of a 64x64
    ## double on a 2-core machine 106 -> 20 us a call
    try
      r = __gpu_array__ ("scan_fast", X.m, "cumprod", varargin{:});
    catch err
      __gpu_array_rethrow__ (err, "cumprod");
    end_try_catch
    if (! isempty (r))
      Y = __gpu_array_handle__ (X, r);
      return;
    endif
  endif
  if (__gpu_axis_scan_octave11__ ("cumprod", X, varargin))
    Y = __host_fn__ ("cumprod", 1, X, varargin{:});
    return;
  endif
  [X, DIM] = scan_args_ ("cumprod", X, varargin);
  if (! isfloat (X))
    X = double (X);
  endif
  Y = scan_run_ ("cumprod", X, DIM, 1);
endfunction
