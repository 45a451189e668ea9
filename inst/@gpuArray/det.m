## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} det (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's det taking the object for something else.  Use
## @code{det} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = det (varargin)
  __not_supported__ ("det");
endfunction
