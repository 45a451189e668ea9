## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} fft (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's fft taking the object for something else.  Use
## @code{fft} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = fft (varargin)
  __not_supported__ ("fft");
endfunction
