## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} rank (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's rank taking the object for something else.  Use
## @code{rank} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = rank (varargin)
  __not_supported__ ("rank");
endfunction
