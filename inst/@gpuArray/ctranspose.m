## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} ctranspose (@var{G})
## @code{@var{G}'}: Octave's complex conjugate transpose of the 2-D
## gpuArray @var{G} (the transpose for real ones), as a gpuArray, computed
## where the data is (one gather kernel on the device).
##
## @example
## @group
## G = gpuArray ([1+2i, 3])';
## gather (G)
##   @result{} [1-2i; 3]
## @end group
## @end example
##
## @seealso{transpose, permute, gpuArray}
## @end deftypefn

function B = ctranspose (G)
  B = ix_transpose_ (G, true, "ctranspose");
endfunction
