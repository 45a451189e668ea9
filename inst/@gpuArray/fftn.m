## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{Y} =} fftn (@var{X})
## @deftypefnx {} {@var{Y} =} fftn (@var{X}, @var{SIZE})
## The N-dimensional discrete Fourier transform of the gpuArray @var{X}
## over all its dimensions, padded or truncated to @var{SIZE} (one length
## per dimension of @var{X}), as Octave's @code{fftn}; cuFFT (or FFTW)
## plans of up to three adjacent dimensions each.
##
## @example
## @group
## X = gpuArray (ones (2, 2, 2));
## gather (fftn (X))(1)
## @end group
## @end example
## @seealso{ifftn, fft, fft2}
## @end deftypefn

function Y = fftn (X, varargin)
  Y = fftn_ ("fftn", false, X, varargin, false);
endfunction
