## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{r} =} iscolumn (@var{G})
## True if the gpuArray @var{G} is Nx1.
## No device work.
## @seealso{gpuArray, size}
## @end deftypefn

function r = iscolumn (G)
  r = numel (G.m) == 5 && G.m(5) == 1;
endfunction
