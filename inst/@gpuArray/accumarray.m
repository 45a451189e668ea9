## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} accumarray (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's accumarray taking the object for something else.  Use
## @code{accumarray} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = accumarray (varargin)
  __not_supported__ ("accumarray");
endfunction
