## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{r} =} columns (@var{G})
## The number of columns of the gpuArray @var{G}.
## No device work.
##
## @example
## @group
## columns (gpuArray (ones (2, 5)))
##   @result{} 5
## @end group
## @end example
##
## @seealso{gpuArray, size}
## @end deftypefn

function r = columns (G)
  r = G.m(5);
endfunction
