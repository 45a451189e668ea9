## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} cosh (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's cosh taking the object for something else.  Use
## @code{cosh} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = cosh (varargin)
  __not_supported__ ("cosh");
endfunction
