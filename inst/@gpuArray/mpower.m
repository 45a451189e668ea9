## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{C} =} mpower (@var{A}, @var{B})
## @code{@var{A} ^ @var{B}} where both are scalars: elementwise (@code{power}), as a gpuArray.
## Otherwise a @code{gpuaxis:not-supported} error: the matrix power is not
## computed on gpuArrays.
##
## @example
## @group
## G = gpuArray (3);
## gather (G ^ 2)
## @end group
## @end example
## @end deftypefn

function C = mpower (A, B)
  C = __scalar_only__ ("mpower", @power, A, B, isscalar (A) && isscalar (B), "the matrix power");
endfunction
