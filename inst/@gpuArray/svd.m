## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} svd (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's svd taking the object for something else.  Use
## @code{svd} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = svd (varargin)
  __not_supported__ ("svd");
endfunction
