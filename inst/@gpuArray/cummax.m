## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} cummax (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's cummax taking the object for something else.  Use
## @code{cummax} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = cummax (varargin)
  __not_supported__ ("cummax");
endfunction
