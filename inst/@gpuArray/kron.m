## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} kron (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's kron taking the object for something else.  Use
## @code{kron} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = kron (varargin)
  __not_supported__ ("kron");
endfunction
