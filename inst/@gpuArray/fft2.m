## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{Y} =} fft2 (@var{X})
## @deftypefnx {} {@var{Y} =} fft2 (@var{X}, @var{M}, @var{N})
## The two-dimensional discrete Fourier transform of the gpuArray @var{X}
## over its first two dimensions (batched over the others), padded or
## truncated to @var{M} rows and @var{N} columns, as Octave's @code{fft2};
## one two-dimensional cuFFT (or FFTW) plan.
##
## @example
## @group
## X = gpuArray (ones (2));
## gather (fft2 (X))
## @end group
## @end example
## @seealso{ifft2, fft, fftn}
## @end deftypefn

function Y = fft2 (X, varargin)
  Y = fft2_ ("fft2", false, X, varargin, false);
endfunction
