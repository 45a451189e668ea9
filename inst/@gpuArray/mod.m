## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} mod (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's mod taking the object for something else.  Use
## @code{mod} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = mod (varargin)
  __not_supported__ ("mod");
endfunction
