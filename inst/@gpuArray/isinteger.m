## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{r} =} isinteger (@var{G})
## True if the elements of the gpuArray @var{G} are of an integer class.
## No device work.
##
## @example
## @group
## isinteger (gpuArray (int8 (1)))
##   @result{} 1
## @end group
## @end example
##
## @seealso{gpuArray, size}
## @end deftypefn

function r = isinteger (G)
  r = G.m(2) >= 3 && G.m(2) <= 10;
endfunction
