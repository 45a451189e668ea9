## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} diff (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's diff taking the object for something else.  Use
## @code{diff} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = diff (varargin)
  __not_supported__ ("diff");
endfunction
