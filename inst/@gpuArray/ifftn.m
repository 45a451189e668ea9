## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{Y} =} ifftn (@var{X})
## @deftypefnx {} {@var{Y} =} ifftn (@var{X}, @var{SIZE})
## @deftypefnx {} {@var{Y} =} ifftn (@dots{}, "symmetric")
## The inverse of @code{fftn} on the gpuArray @var{X}, as Octave's
## @code{ifftn}; @qcode{"symmetric"} as in @code{ifft}.
##
## @example
## @group
## X = gpuArray (ones (2, 2, 2));
## size (ifftn (X))
## @end group
## @end example
## @seealso{fftn, ifft, ifft2}
## @end deftypefn

function Y = ifftn (X, varargin)
  if (isempty (varargin))                # (fft_options_ is an m-file call)
    [args, sym] = deal ({}, false);
  else
    [args, sym] = fft_options_ ("ifftn", varargin, 1);
  endif
  Y = fftn_ ("ifftn", true, X, args, sym);
endfunction
