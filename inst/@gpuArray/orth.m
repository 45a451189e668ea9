## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{Q} =} orth (@var{G})
## @deftypefnx {} {@var{Q} =} orth (@var{G}, @var{tol})
## An orthonormal basis of the range of the 2-D gpuArray @var{G}, as
## Octave's @code{orth}: minus the left singular vectors (cuSOLVER's
## economy gesvd) of the singular values above @var{tol} (default
## @code{max (size (G)) * s(1) * eps}; of a vector only its one value
## counts, as in Octave); an m x 0 double gpuArray where there are none.
## The basis may differ from Octave's by the signs (or, for repeated
## values, a rotation) of its columns: its span is the same.
##
## @example
## @group
## gather (orth (gpuArray ([1 1; 1 1])))
## @end group
## @end example
## @seealso{null, svd, rank}
## @end deftypefn

function Q = orth (G, varargin)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  endif
  Q = __la_basis__ ("orth", G, varargin{:});
endfunction
