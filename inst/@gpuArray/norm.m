## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} norm (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's norm taking the object for something else.  Use
## @code{norm} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = norm (varargin)
  __not_supported__ ("norm");
endfunction
