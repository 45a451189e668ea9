## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{r} =} iscolumn (@var{G})
## True if the gpuArray @var{G} is Nx1.
## No device work.
##
## @example
## @group
## iscolumn (gpuArray ((1:3)'))
##   @result{} 1
## @end group
## @end example
##
## @seealso{gpuArray, size}
## @end deftypefn

function r = iscolumn (G)
  r = numel (G.m) == 5 && G.m(5) == 1;
endfunction
