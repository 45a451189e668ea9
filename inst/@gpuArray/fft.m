## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{Y} =} fft (@var{X})
## @deftypefnx {} {@var{Y} =} fft (@var{X}, @var{N})
## @deftypefnx {} {@var{Y} =} fft (@var{X}, @var{N}, @var{DIM})
## The discrete Fourier transform of the gpuArray @var{X} along @var{DIM}
## (by default its first dimension whose length is not 1), padded with
## zeros or truncated to @var{N} points, as Octave's @code{fft}: on cuFFT
## where the data is on the device, on FFTW on the CPU backend, with the
## same plan.  Real input goes through a real-to-complex transform and the
## other half is filled in by symmetry; single stays single, integer and
## logical input is taken as double.
##
## @example
## @group
## X = gpuArray ([1 0 0 0]);
## gather (fft (X))
## @end group
## @end example
## @seealso{ifft, fft2, fftn}
## @end deftypefn

function Y = fft (X, varargin)
  if (nargin < 1 || nargin > 3)
    error ("gpuaxis:invalid-call", "Invalid call to fft");
  endif
  if (isa (X, "gpuArray") && nargin <= 3)
    ## the common call, checked in C ([] otherwise): 53 -> 23 us a call of
    ## an 8x8 on a 2-core machine
    try
      r = __gpu_array__ ("fft_fast", X.m, false, varargin{:});
    catch err
      __gpu_array_rethrow__ (err, "fft");
    end_try_catch
    if (! isempty (r))
      Y = __gpu_array_handle__ (X, r);
      return;
    endif
  endif
  varargin(end+1:2) = {[]};
  Y = fft_axis_ ("fft", false, X, varargin{1}, varargin{2}, false);
endfunction
