## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} chol (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's chol taking the object for something else.  Use
## @code{chol} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = chol (varargin)
  __not_supported__ ("chol");
endfunction
