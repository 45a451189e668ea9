## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} sign (@var{G})
## @code{sign (@var{G})} of the gpuArray @var{G} elementwise, as a gpuArray computed
## where its data is; classes as Octave's (README: gpuArray).
## @end deftypefn

function R = sign (G)
  R = __ew__ ("sign", G);
endfunction
