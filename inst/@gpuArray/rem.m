## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} rem (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's rem taking the object for something else.  Use
## @code{rem} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = rem (varargin)
  __not_supported__ ("rem");
endfunction
