## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} atan (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's atan taking the object for something else.  Use
## @code{atan} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = atan (varargin)
  __not_supported__ ("atan");
endfunction
