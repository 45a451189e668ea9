## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{C} =} mtimes (@var{A}, @var{B})
## @code{@var{A} * @var{B}} where either operand is a scalar: elementwise (@code{times}), as a gpuArray.
## Otherwise a @code{gpuaxis:not-supported} error: the matrix product is not
## computed on gpuArrays.
## @end deftypefn

function C = mtimes (A, B)
  C = __scalar_only__ ("mtimes", @times, A, B, isscalar (A) || isscalar (B), "the matrix product");
endfunction
