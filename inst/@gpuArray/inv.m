## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} inv (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's inv taking the object for something else.  Use
## @code{inv} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = inv (varargin)
  __not_supported__ ("inv");
endfunction
