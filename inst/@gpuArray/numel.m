## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{r} =} numel (@var{G})
## The number of elements of the gpuArray @var{G}.
## No device work.
## @seealso{gpuArray, size}
## @end deftypefn

function r = numel (G)
  r = prod (G.m(4:end));
endfunction
