## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} nnz (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's nnz taking the object for something else.  Use
## @code{nnz} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = nnz (varargin)
  __not_supported__ ("nnz");
endfunction
