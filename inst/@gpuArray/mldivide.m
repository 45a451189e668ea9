## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{C} =} mldivide (@var{A}, @var{B})
## @code{@var{A} \\ @var{B}} where @var{A} is a scalar: elementwise (@code{ldivide}), as a gpuArray.
## Otherwise a @code{gpuaxis:not-supported} error: matrix left division (a linear solve) is not
## computed on gpuArrays.
## @end deftypefn

function C = mldivide (A, B)
  C = __scalar_only__ ("mldivide", @ldivide, A, B, isscalar (A), "matrix left division (a linear solve)");
endfunction
