## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} cos (@var{G})
## @code{cos (@var{G})} of the gpuArray @var{G} elementwise, as a gpuArray computed
## where its data is; classes as Octave's (README: gpuArray).
## @end deftypefn

function R = cos (G)
  R = __ew__ ("cos", G);
endfunction
