## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{r} =} rank (@var{G})
## @deftypefnx {} {@var{r} =} rank (@var{G}, @var{tol})
## The number of singular values of the 2-D gpuArray @var{G} above
## @var{tol} (default Octave's: @code{max (size (G)) * s(1) * eps}), the
## values from cuSOLVER's gesvd; a double, as Octave's.
##
## @example
## @group
## gather (rank (gpuArray ([1 2; 2 4])))
## @end group
## @end example
## @seealso{svd, pinv, null}
## @end deftypefn

function r = rank (G, tol)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  endif
  if (ndims (G) > 2 || ! __la_is_float__ (G))
    if (nargin < 2)
      r = gather (__la_host__ ("rank", G));
    else
      r = gather (__la_host__ ("rank", G, tol));
    endif
    return;
  endif
  if (isempty (G))
    r = 0;
    return;
  endif
  s = gather (svd (G));
  if (nargin < 2)
    tol = max (size (G)) * s(1) * eps (class (s));
  endif
  r = sum (s > tol);
endfunction
