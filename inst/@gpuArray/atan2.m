## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} atan2 (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's atan2 taking the object for something else.  Use
## @code{atan2} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = atan2 (varargin)
  __not_supported__ ("atan2");
endfunction
