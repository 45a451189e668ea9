## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} tan (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's tan taking the object for something else.  Use
## @code{tan} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = tan (varargin)
  __not_supported__ ("tan");
endfunction
