## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{lambda} =} eig (@var{G})
## @deftypefnx {} {[@var{V}, @var{D}] =} eig (@var{G})
## Eigenvalues (and vectors) of the square gpuArray @var{G}, as gpuArrays.
## A Hermitian (real symmetric) @var{G} runs on cuSOLVER's syevd (LAPACK's
## on the CPU fallback): real values ascending, orthonormal vectors.  Any
## other @var{G} is computed by Octave's @code{eig} on the host (the data
## copied there and back): cuSOLVER's general eigensolver is not used yet.
##
## @example
## @group
## gather (eig (gpuArray ([2 1; 1 2])))
## @end group
## @end example
## @seealso{svd, chol}
## @end deftypefn

function [V, D] = eig (G, varargin)
  if (nargin != 1)
    __not_supported__ ("eig", "only eig (G) with one argument is");
  endif
  __la_square__ (G, "eig");
  if (all (all (G == G')))
    if (nargout < 2)
      V = __la_call__ ("eigh", "eig", G, false);    # the values only
    else
      [W, V] = __la_call__ ("eigh", "eig", G, true);
      D = gpuArray (diag (gather (W)));
    endif
    return;
  endif
  if (nargout < 2)
    V = gpuArray (eig (gather (G)));
  else
    [v, d] = eig (gather (G));
    V = gpuArray (v);
    D = gpuArray (d);
  endif
endfunction
