## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{r} =} length (@var{G})
## The largest dimension of the gpuArray @var{G}; 0 when it is empty.
## No device work.
##
## @example
## @group
## length (gpuArray (ones (2, 5)))
##   @result{} 5
## @end group
## @end example
##
## @seealso{gpuArray, size}
## @end deftypefn

function r = length (G)
  sz = G.m(4:end);
  r = (! any (sz == 0)) * max (sz);
endfunction
