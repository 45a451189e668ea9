## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} median (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's median taking the object for something else.  Use
## @code{median} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = median (varargin)
  __not_supported__ ("median");
endfunction
