## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} tanh (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's tanh taking the object for something else.  Use
## @code{tanh} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = tanh (varargin)
  __not_supported__ ("tanh");
endfunction
