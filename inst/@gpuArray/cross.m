## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} cross (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's cross taking the object for something else.  Use
## @code{cross} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = cross (varargin)
  __not_supported__ ("cross");
endfunction
