## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} find (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's find taking the object for something else.  Use
## @code{find} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = find (varargin)
  __not_supported__ ("find");
endfunction
