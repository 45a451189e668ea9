## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} sort (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's sort taking the object for something else.  Use
## @code{sort} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = sort (varargin)
  __not_supported__ ("sort");
endfunction
