## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{r} =} isfloat (@var{G})
## True if the elements of the gpuArray @var{G} are double or single.
## No device work.
## @seealso{gpuArray, size}
## @end deftypefn

function r = isfloat (G)
  r = G.m(2) <= 2;
endfunction
