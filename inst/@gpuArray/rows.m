## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{r} =} rows (@var{G})
## The number of rows of the gpuArray @var{G}.
## No device work.
##
## @example
## @group
## rows (gpuArray (ones (2, 5)))
##   @result{} 2
## @end group
## @end example
##
## @seealso{gpuArray, size}
## @end deftypefn

function r = rows (G)
  r = G.m(4);
endfunction
