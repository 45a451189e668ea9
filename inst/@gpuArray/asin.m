## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} asin (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's asin taking the object for something else.  Use
## @code{asin} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = asin (varargin)
  __not_supported__ ("asin");
endfunction
