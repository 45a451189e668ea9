## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} mode (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's mode taking the object for something else.  Use
## @code{mode} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = mode (varargin)
  __not_supported__ ("mode");
endfunction
