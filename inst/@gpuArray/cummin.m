## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} cummin (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's cummin taking the object for something else.  Use
## @code{cummin} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = cummin (varargin)
  __not_supported__ ("cummin");
endfunction
