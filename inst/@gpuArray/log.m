## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} log (@var{G})
## @code{log (@var{G})} of the gpuArray @var{G} elementwise, as a gpuArray computed
## where its data is; classes as Octave's (README: gpuArray).
## @end deftypefn

function R = log (G)
  R = __ew__ ("log", G);
endfunction
