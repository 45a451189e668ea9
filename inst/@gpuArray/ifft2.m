## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{Y} =} ifft2 (@var{X})
## @deftypefnx {} {@var{Y} =} ifft2 (@var{X}, @var{M}, @var{N})
## @deftypefnx {} {@var{Y} =} ifft2 (@dots{}, "symmetric")
## The inverse of @code{fft2} on the gpuArray @var{X}, as Octave's
## @code{ifft2}; @qcode{"symmetric"} as in @code{ifft}.
##
## @example
## @group
## X = gpuArray ([4 0; 0 0]);
## gather (ifft2 (X))
## @end group
## @end example
## @seealso{fft2, ifft, ifftn}
## @end deftypefn

function Y = ifft2 (X, varargin)
  if (isempty (varargin))                # (fft_options_ is an m-file call)
    [args, sym] = deal ({}, false);
  else
    [args, sym] = fft_options_ ("ifft2", varargin, 2);
  endif
  Y = fft2_ ("ifft2", true, X, args, sym);
endfunction
