## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} dot (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's dot taking the object for something else.  Use
## @code{dot} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = dot (varargin)
  __not_supported__ ("dot");
endfunction
