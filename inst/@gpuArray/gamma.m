## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} gamma (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's gamma taking the object for something else.  Use
## @code{gamma} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = gamma (varargin)
  __not_supported__ ("gamma");
endfunction
