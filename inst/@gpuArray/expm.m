## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} expm (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's expm taking the object for something else.  Use
## @code{expm} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = expm (varargin)
  __not_supported__ ("expm");
endfunction
