## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} sqrt (@var{G})
## @code{sqrt (@var{G})} of the gpuArray @var{G} elementwise, as a gpuArray computed
## where its data is; classes as Octave's (README: gpuArray).
## @end deftypefn

function R = sqrt (G)
  R = __ew__ ("sqrt", G);
endfunction
