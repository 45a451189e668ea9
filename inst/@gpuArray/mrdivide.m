## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{C} =} mrdivide (@var{A}, @var{B})
## @code{@var{A} / @var{B}} where @var{B} is a scalar: elementwise (@code{rdivide}), as a gpuArray.
## Otherwise a @code{gpuaxis:not-supported} error: matrix right division (a linear solve) is not
## computed on gpuArrays.
## @end deftypefn

function C = mrdivide (A, B)
  C = __scalar_only__ ("mrdivide", @rdivide, A, B, isscalar (B), "matrix right division (a linear solve)");
endfunction
