## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} interp1 (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's interp1 taking the object for something else.  Use
## @code{interp1} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = interp1 (varargin)
  __not_supported__ ("interp1");
endfunction
