## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} hypot (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's hypot taking the object for something else.  Use
## @code{hypot} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = hypot (varargin)
  __not_supported__ ("hypot");
endfunction
