## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} acos (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's acos taking the object for something else.  Use
## @code{acos} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = acos (varargin)
  __not_supported__ ("acos");
endfunction
