## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} qr (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's qr taking the object for something else.  Use
## @code{qr} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = qr (varargin)
  __not_supported__ ("qr");
endfunction
