## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} histc (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's histc taking the object for something else.  Use
## @code{histc} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = histc (varargin)
  __not_supported__ ("histc");
endfunction
