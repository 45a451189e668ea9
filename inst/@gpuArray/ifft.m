## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{Y} =} ifft (@var{X})
## @deftypefnx {} {@var{Y} =} ifft (@var{X}, @var{N})
## @deftypefnx {} {@var{Y} =} ifft (@var{X}, @var{N}, @var{DIM})
## @deftypefnx {} {@var{Y} =} ifft (@dots{}, "symmetric")
## The inverse discrete Fourier transform of the gpuArray @var{X}, as
## Octave's @code{ifft} (see @code{fft} for @var{N} and @var{DIM}).
## MATLAB's @qcode{"symmetric"} (an extension of Octave's): @var{X} taken
## as conjugate symmetric, the result real, from a complex-to-real
## transform of the first half.
##
## @example
## @group
## X = gpuArray ([4 0 0 0]);
## gather (ifft (X))
## @end group
## @end example
## @seealso{fft, ifft2, ifftn}
## @end deftypefn

function Y = ifft (X, varargin)
  if (nargin < 1)
    error ("gpuaxis:invalid-call", "Invalid call to ifft");
  endif
  if (isa (X, "gpuArray") && nargin <= 3)
    ## the common call, checked in C ([] otherwise): 53 -> 23 us a call of
    ## an 8x8 on a 2-core machine
    try
      r = __gpu_array__ ("fft_fast", X.m, true, varargin{:});
    catch err
      __gpu_array_rethrow__ (err, "ifft");
    end_try_catch
    if (! isempty (r))
      Y = __gpu_array_handle__ (X, r);
      return;
    endif
  endif
  if (isempty (varargin))                # (fft_options_ is an m-file call)
    [args, sym] = deal ({}, false);
  else
    [args, sym] = fft_options_ ("ifft", varargin, 2);
  endif
  args(end+1:2) = {[]};
  Y = fft_axis_ ("ifft", true, X, args{1}, args{2}, sym);
endfunction
