## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{C} =} ldivide (@var{A}, @var{B})
## @code{@var{A} .\ @var{B}}, that is @code{@var{B} ./ @var{A}}, where either
## operand is a gpuArray (see @code{rdivide}).
##
## @example
## @group
## G = gpuArray ([1 2 4]);
## gather (G .\ 8)
## @end group
## @end example
## @end deftypefn

function C = ldivide (A, B)
  C = __ew__ ("rdivide", B, A, "ldivide");
endfunction
