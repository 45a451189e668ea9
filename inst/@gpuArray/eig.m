## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} eig (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's eig taking the object for something else.  Use
## @code{eig} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = eig (varargin)
  __not_supported__ ("eig");
endfunction
