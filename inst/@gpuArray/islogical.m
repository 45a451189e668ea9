## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{r} =} islogical (@var{G})
## True if the elements of the gpuArray @var{G} are logical.
## No device work.
##
## @example
## @group
## islogical (gpuArray ([1 2]) > 1)
##   @result{} 1
## @end group
## @end example
##
## @seealso{gpuArray, size}
## @end deftypefn

function r = islogical (G)
  r = G.m(2) == 11;
endfunction
