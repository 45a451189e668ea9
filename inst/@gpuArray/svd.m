## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{s} =} svd (@var{G})
## @deftypefnx {} {[@var{U}, @var{S}, @var{V}] =} svd (@var{G})
## @deftypefnx {} {[@var{U}, @var{S}, @var{V}] =} svd (@var{G}, "econ")
## @deftypefnx {} {[@var{U}, @var{S}, @var{V}] =} svd (@var{G}, 0)
## The singular value decomposition of the 2-D gpuArray @var{G}, as
## gpuArrays: cuSOLVER's gesvd (LAPACK's on the CPU fallback), the values
## descending, @code{@var{U} * @var{S} * @var{V}' = @var{G}}.  A wide
## @var{G} is handed over (conjugate) transposed, as cuSOLVER takes only
## tall ones, and @var{U} and @var{V} swap back.
##
## @example
## @group
## gather (svd (gpuArray ([3 0; 0 4])))
## @end group
## @end example
## @seealso{norm, rank, pinv, eig}
## @end deftypefn

function [U, S, V] = svd (G, econ)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  endif
  if (nargin == 2 && ! ((ischar (econ) && strcmpi (econ, "econ"))
                        || (isnumeric (econ) && isscalar (econ) && econ == 0)))
    if (nargout < 2)              # svd (G, 2): the values, as Octave's
      U = __la_host__ ("svd", G, econ);
    else
      [U, S, V] = __la_host__ ("svd", G, econ);
    endif
    return;
  endif
  if (ndims (G) > 2)
    U = __la_host__ ("svd", G);                    # Octave's error
    return;
  endif
  [m, n] = size (G);
  wide = m < n;
  if (wide)
    G = G';
  endif
  if (nargout < 2)
    U = __la_call__ ("svd", "svd", G, "N");
    return;
  endif
  if (nargin == 2)
    [s, U, VT] = __la_call__ ("svd", "svd", G, "S");
    k = min (m, n);
    S = diag_of (s, k, k);
  else
    [s, U, VT] = __la_call__ ("svd", "svd", G, "A");
    S = diag_of (s, max (m, n), min (m, n));
  endif
  V = VT';
  if (wide)
    [U, V] = deal (V, U);
    S = S.';
  endif
endfunction

function S = diag_of (s, r, c)
  ## the r x c gpuArray with s on its diagonal
  k = numel (s);
  S = gpuArray_static (s, "zeros", {r, c, classUnderlying(s)});
  S = subsasgn (S, substruct ("()", {(0:k-1) * (r + 1) + 1}), s);
endfunction
