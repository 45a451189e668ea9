## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## B = __la_basis__ (KIND, G [, TOL]): Octave's null (KIND "null") or
## orth ("orth") of the gpuArray G from its SVD on the device, with
## Octave's tolerance rule and forms; unusual input (N-D, integer, empty,
## a TOL that is no number) is Octave's own on the host.

function B = __la_basis__ (kind, G, varargin)
  if (ndims (G) > 2 || ! __la_is_float__ (G) || isempty (G)
      || (numel (varargin) && ! (isnumeric (varargin{1}) && isscalar (varargin{1}))))
    B = __la_host__ (kind, G, varargin{:});
    return;                         # Octave's answers and errors
  endif
  [m, n] = size (G);
  cls = classUnderlying (G);
  if (strcmp (kind, "orth"))
    [U, S] = svd (G, "econ");
  elseif (m > n)
    [~, S, V] = svd (G, 0);         # economy: V is n x n either way
  else
    [~, S, V] = svd (G);
  endif
  s = gather (__la_diag__ (S));
  if (strcmp (kind, "orth") && (m == 1 || n == 1))
    s = s(1);                       # Octave's orth reads S(1) of a vector
  endif
  if (numel (varargin))
    tol = varargin{1};
  else
    tol = max (m, n) * s(1) * eps (cls);
  endif
  r = sum (s > tol);
  if (strcmp (kind, "orth"))
    if (r > 0)
      B = -subsref (U, substruct ("()", {":", 1:r}));
    else
      B = gpuArray_static (G, "zeros", {m, 0});    # double, as Octave's
    endif
  elseif (r < n)
    B = subsref (V, substruct ("()", {":", r+1:n}));
    B = subsasgn (B, substruct ("()", {abs(B) < eps(cls)}), 0);
  else
    B = gpuArray_static (G, "zeros", {n, 0, cls});
  endif
endfunction
