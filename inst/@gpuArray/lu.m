## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} lu (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's lu taking the object for something else.  Use
## @code{lu} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = lu (varargin)
  __not_supported__ ("lu");
endfunction
