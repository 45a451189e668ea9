## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} transpose (@var{G})
## Octave's @code{transpose} of the gpuArray @var{G}, as a gpuArray; computed on
## the host (gathered and made a gpuArray again): correct, not fast.  (Without
## it Octave would take @var{G} for a 1x1 object and return it unchanged.)
## @seealso{gpuArray, gather}
## @end deftypefn

function B = transpose (G)
  B = gpuArray (transpose (gather (G)));
endfunction
