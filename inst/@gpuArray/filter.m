## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} filter (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's filter taking the object for something else.  Use
## @code{filter} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = filter (varargin)
  __not_supported__ ("filter");
endfunction
