## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} pinv (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's pinv taking the object for something else.  Use
## @code{pinv} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = pinv (varargin)
  __not_supported__ ("pinv");
endfunction
