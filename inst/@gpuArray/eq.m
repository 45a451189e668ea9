## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{C} =} eq (@var{A}, @var{B})
## @code{@var{A} == @var{B}} where either operand is a gpuArray, computed where its data
## is; classes, broadcasting and errors are Octave's (README: gpuArray).
## @end deftypefn

function C = eq (A, B)
  C = __ew__ ("eq", A, B);
endfunction
