## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} log2 (@var{G})
## The base-2 logarithm of the gpuArray @var{G} elementwise, as a gpuArray
## (complex for negative reals, as in Octave).  The two-output form
## @code{[@var{F}, @var{E}] = log2 (@var{G})} is not supported.
##
## @example
## @group
## G = gpuArray ([1 2 8]);
## gather (log2 (G))
## @end group
## @end example
## @end deftypefn

function varargout = log2 (G)
  if (nargout > 1)
    __not_supported__ ("log2", "[F, E] = log2 (G)");
  endif
  varargout{1} = __ew__ ("log2", G);
endfunction
