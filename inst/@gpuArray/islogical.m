## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{r} =} islogical (@var{G})
## True if the elements of the gpuArray @var{G} are logical.
## No device work.
## @seealso{gpuArray, size}
## @end deftypefn

function r = islogical (G)
  r = G.m(2) == 11;
endfunction
