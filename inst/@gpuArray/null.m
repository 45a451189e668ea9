## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{Z} =} null (@var{G})
## @deftypefnx {} {@var{Z} =} null (@var{G}, @var{tol})
## An orthonormal basis of the null space of the 2-D gpuArray @var{G}, as
## Octave's @code{null}: the right singular vectors (cuSOLVER's gesvd) of
## the singular values at or below @var{tol} (default
## @code{max (size (G)) * s(1) * eps}), entries below eps set to zero; an
## n x 0 gpuArray where @var{G} has full column rank.  The basis may
## differ from Octave's by the signs (or, for repeated values, a rotation)
## of its columns: its span is the same.
##
## @example
## @group
## gather (null (gpuArray ([1 1; 1 1])))
## @end group
## @end example
## @seealso{orth, svd, rank}
## @end deftypefn

function Z = null (G, varargin)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  endif
  Z = __la_basis__ ("null", G, varargin{:});
endfunction
