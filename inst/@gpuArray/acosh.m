## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} acosh (@dots{})
## Not computed on gpuArrays: a @code{gpuaxis:not-supported} error rather
## than Octave's acosh taking the object for something else.  Use
## @code{acosh} on @code{gather (@var{G})}.
## @end deftypefn

function varargout = acosh (varargin)
  __not_supported__ ("acosh");
endfunction
