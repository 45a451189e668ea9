## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{s} =} svd (@var{G})
## The singular values of the 2-D gpuArray @var{G}, descending, as a
## gpuArray column (cuSOLVER's gesvd; LAPACK's on the CPU fallback; a wide
## @var{G} is handed over transposed, as cuSOLVER takes only tall ones).
## The singular vectors (@code{[U, S, V] = svd (G)}) are not computed on
## gpuArrays yet: a @code{gpuaxis:not-supported} error.
## @seealso{norm, rank, eig}
## @end deftypefn

function s = svd (G, varargin)
  if (nargin < 1)
    print_usage ();
  endif
  if (nargout > 1 || nargin > 1)
    __not_supported__ ("svd", "only the singular values, s = svd (G), are");
  endif
  if (ndims (G) > 2)
    error ("gpuaxis:invalid-input", "svd: A must be a 2-D matrix");
  endif
  if (rows (G) < columns (G))
    G = G.';
  endif
  s = __la_call__ ("svd", "svd", G);
endfunction
