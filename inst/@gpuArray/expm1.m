## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} expm1 (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's expm1 taking the object for something else.  Use
## @code{expm1} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = expm1 (varargin)
  __not_supported__ ("expm1");
endfunction
