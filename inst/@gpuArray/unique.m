## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} unique (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's unique taking the object for something else.  Use
## @code{unique} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = unique (varargin)
  __not_supported__ ("unique");
endfunction
