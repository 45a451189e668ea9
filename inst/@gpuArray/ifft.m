## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} ifft (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's ifft taking the object for something else.  Use
## @code{ifft} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = ifft (varargin)
  __not_supported__ ("ifft");
endfunction
