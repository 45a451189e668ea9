## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{r} =} isrow (@var{G})
## True if the gpuArray @var{G} is 1xN.
## No device work.
##
## @example
## @group
## isrow (gpuArray (1:3))
##   @result{} 1
## @end group
## @end example
##
## @seealso{gpuArray, size}
## @end deftypefn

function r = isrow (G)
  r = numel (G.m) == 5 && G.m(4) == 1;
endfunction
