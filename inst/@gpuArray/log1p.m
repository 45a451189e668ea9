## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} log1p (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's log1p taking the object for something else.  Use
## @code{log1p} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = log1p (varargin)
  __not_supported__ ("log1p");
endfunction
