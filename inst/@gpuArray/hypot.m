## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{C} =} hypot (@var{A}, @var{B})
## @code{hypot (@var{A}, @var{B})} elementwise where either is a gpuArray,
## computed where the data is, with broadcasting: single if either is
## single, else double (integer operands too).  Complex or logical
## operands are errors, as in Octave (complex: @code{gpuaxis:not-supported}).
## @end deftypefn

function C = hypot (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  C = __ew__ ("hypot", A, B);
endfunction
