## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{X} =} pinv (@var{G})
## @deftypefnx {} {@var{X} =} pinv (@var{G}, @var{tol})
## The Moore-Penrose pseudo-inverse of the 2-D gpuArray @var{G} from its
## economy SVD (cuSOLVER's gesvd): @code{V(:,1:r) * diag (1 ./ s(1:r)) *
## U(:,1:r)'} over the r singular values above @var{tol} (default
## Octave's: @code{max (size (G)) * s(1) * eps}), as a gpuArray.
##
## @example
## @group
## P = pinv (gpuArray ([1 2; 3 4; 5 6]));
## size (P)
## @end group
## @end example
## @seealso{svd, rank, mldivide}
## @end deftypefn

function X = pinv (G, tol)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  endif
  if (ndims (G) > 2 || ! __la_is_float__ (G))
    if (nargin < 2)
      X = __la_host__ ("pinv", G);
    else
      X = __la_host__ ("pinv", G, tol);
    endif
    return;
  endif
  [m, n] = size (G);
  if (m == 0 || n == 0)
    X = gpuArray_static (G, "zeros", {n, m, classUnderlying(G)});
    return;
  endif
  [U, S, V] = svd (G, "econ");
  s = gather (__la_diag__ (S));
  if (nargin < 2)
    tol = max (m, n) * s(1) * eps (class (s));
  endif
  r = sum (s > tol);
  if (r == 0)
    X = gpuArray_static (G, "zeros", {n, m, classUnderlying(G)});
    return;
  endif
  k = 1:r;
  Vr = subsref (V, substruct ("()", {":", k}));
  Ur = subsref (U, substruct ("()", {":", k}));
  X = (Vr .* reshape (1 ./ s(k), 1, [])) * Ur';   # V_r diag (1/s) U_r'
endfunction
