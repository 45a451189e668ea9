## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} log10 (@var{G})
## @code{log10 (@var{G})} of the gpuArray @var{G} elementwise, as a gpuArray computed
## where its data is; classes as Octave's (README: gpuArray).
## @end deftypefn

function R = log10 (G)
  R = __ew__ ("log10", G);
endfunction
