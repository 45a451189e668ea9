## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} trace (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's trace taking the object for something else.  Use
## @code{trace} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = trace (varargin)
  __not_supported__ ("trace");
endfunction
