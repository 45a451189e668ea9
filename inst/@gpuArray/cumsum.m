## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} cumsum (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's cumsum taking the object for something else.  Use
## @code{cumsum} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = cumsum (varargin)
  __not_supported__ ("cumsum");
endfunction
