## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} fft2 (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's fft2 taking the object for something else.  Use
## @code{fft2} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = fft2 (varargin)
  __not_supported__ ("fft2");
endfunction
