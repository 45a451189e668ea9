## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} cumprod (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's cumprod taking the object for something else.  Use
## @code{cumprod} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = cumprod (varargin)
  __not_supported__ ("cumprod");
endfunction
