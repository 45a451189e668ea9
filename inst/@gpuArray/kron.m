## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{K} =} kron (@var{A}, @var{B})
## The Kronecker product of two 2-D floating-point arrays, as a gpuArray:
## one broadcast product of @var{B} as an mb x 1 x nb x 1 array with
## @var{A} as 1 x ma x 1 x na, reshaped, where the data is.  Other forms
## (more operands, integer classes) are Octave's @code{kron} on the host.
##
## @example
## @group
## gather (kron (gpuArray ([1 2]), [1; 1]))
## @end group
## @end example
## @seealso{mtimes, times}
## @end deftypefn

function K = kron (A, B, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  if (nargin > 2 || ndims (A) > 2 || ndims (B) > 2 || ! __la_is_float__ (A) || ! __la_is_float__ (B))
    K = __la_host__ ("kron", A, B, varargin{:});
    return;
  endif
  [ma, na] = size (A);
  [mb, nb] = size (B);
  K = reshape (reshape (B, mb, 1, nb, 1) .* reshape (A, 1, ma, 1, na), mb * ma, nb * na);
endfunction
