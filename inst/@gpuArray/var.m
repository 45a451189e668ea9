## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} var (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's var taking the object for something else.  Use
## @code{var} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = var (varargin)
  __not_supported__ ("var");
endfunction
