## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{d} =} det (@var{G})
## The determinant of the square gpuArray @var{G} from its LU factors
## (cuSOLVER's getrf; LAPACK's on the CPU fallback), as Octave computes
## it: the product of U's diagonal, its sign flipped for each row swap.
##
## @example
## @group
## gather (det (gpuArray ([4 1; 2 3])))
## @end group
## @end example
## @seealso{lu, inv}
## @end deftypefn

function d = det (G)
  if (nargin != 1)
    print_usage ();
  endif
  __la_square__ (G, "det");
  [F, piv] = __la_call__ ("lu", "det", G);
  n = rows (G);
  d = prod (subsref (F, substruct ("()", {1:n+1:n*n})));   # F's diagonal
  if (mod (sum (piv != 1:n), 2))
    d = -d;
  endif
endfunction
