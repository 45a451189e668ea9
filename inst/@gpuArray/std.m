## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} std (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's std taking the object for something else.  Use
## @code{std} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = std (varargin)
  __not_supported__ ("std");
endfunction
