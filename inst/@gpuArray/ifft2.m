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
  if (nargin == 1 && isa (X, "gpuArray"))
    m = X.m;
    if (m(2) <= 2 && m(3) != 2 && m(4) > 0 && m(5) > 0)
      ## a non-empty single or double G with no sizes: straight to the
      ## gateway (ifft2 (fft2 (U) .* H) of an 8x8 on a 2-core machine:
      ## 155 -> 76 us a call)
      try
        Y = __gpu_array_handle__ (X, __gpu_array__ ("fft", m, [1 2], m(4:5),
                                                    true, false));
      catch err
        __gpu_array_rethrow__ (err, "ifft2");
      end_try_catch
      return;
    endif
  endif
  if (isempty (varargin))                # (fft_options_ is an m-file call)
    [args, sym] = deal ({}, false);
  else
    [args, sym] = fft_options_ ("ifft2", varargin, 2);
  endif
  Y = fft2_ ("ifft2", true, X, args, sym);
endfunction
