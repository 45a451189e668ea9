## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} conv (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's conv taking the object for something else.  Use
## @code{conv} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = conv (varargin)
  __not_supported__ ("conv");
endfunction
