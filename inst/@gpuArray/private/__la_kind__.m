## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## K = __la_kind__ (A): the type Octave's MatrixType gives the square A for
## a solve: "U" upper or "L" lower triangular, "H" Hermitian with a
## positive real diagonal (Cholesky tried first), "F" full.  A's leading
## 4x4 block (one small gather) rules most types out; a type it leaves
## possible is checked over the whole matrix where the data is.

function k = __la_kind__ (A)
  n = rows (A);
  m = min (n, 4);
  if (isa (A, "gpuArray"))
    S = gather (subsref (A, substruct ("()", {1:m, 1:m})));
  else
    S = A(1:m, 1:m);
  endif
  d = diag (S);
  k = "F";
  if (istriu (S) && all (d != 0) && none_ (A, "lower"))
    k = "U";
  elseif (istril (S) && all (d != 0) && none_ (A.', "lower"))
    k = "L";
  elseif (isequal (S, S') && isreal (d) && all (d > 0) && hermitian_ (A))
    k = "H";
  endif
endfunction

function tf = none_ (A, part)
  ## no nonzero in the strict lower triangle of A
  if (isa (A, "gpuArray"))
    tf = ! gather (any (reshape (__la_tri__ (A, part), [], 1)));
  else
    tf = istriu (A);
  endif
endfunction

function tf = hermitian_ (A)
  if (isa (A, "gpuArray"))
    n = rows (A);
    d = gather (subsref (A, substruct ("()", {1:n+1:n*n})));
    tf = (isreal (d) && all (d > 0)
          && ! bitand (__gpu_array__ ("square_check", A.m), 2));
  else
    tf = ishermitian (A) && isreal (diag (A)) && all (diag (A) > 0);
  endif
endfunction
