## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} squeeze (@var{G})
## Octave's @code{squeeze}: the gpuArray @var{G} without its singleton
## dimensions (2-D arrays as they are), as a gpuArray sharing @var{G}'s data.
##
## @example
## @group
## G = squeeze (gpuArray (ones (1, 1, 3)));
## size (G)
##   @result{} 3   1
## @end group
## @end example
##
## @seealso{reshape, permute, gpuArray}
## @end deftypefn

function B = squeeze (G)
  sz = G.m(4:end);
  if (numel (sz) > 2)
    d = sz(sz != 1);            # a 1x1xN array becomes Nx1, as in Octave
    d(end+1:2) = 1;
    B = reshape (G, d);
  else
    B = reshape (G, sz);
  endif
endfunction
