## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} atanh (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's atanh taking the object for something else.  Use
## @code{atanh} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = atanh (varargin)
  __not_supported__ ("atanh");
endfunction
