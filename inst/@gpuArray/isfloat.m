## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{r} =} isfloat (@var{G})
## True if the elements of the gpuArray @var{G} are double or single.
## No device work.
##
## @example
## @group
## isfloat (gpuArray (single (1))), isfloat (gpuArray (int8 (1)))
##   @result{} 1, 0
## @end group
## @end example
##
## @seealso{gpuArray, size}
## @end deftypefn

function r = isfloat (G)
  r = G.m(2) <= 2;
endfunction
