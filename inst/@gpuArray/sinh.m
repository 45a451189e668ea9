## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} sinh (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's sinh taking the object for something else.  Use
## @code{sinh} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = sinh (varargin)
  __not_supported__ ("sinh");
endfunction
