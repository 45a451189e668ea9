## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{r} =} isnumeric (@var{G})
## True if the elements of the gpuArray @var{G} are of a numeric class (not logical).
## No device work.
##
## @example
## @group
## isnumeric (gpuArray (1)), isnumeric (gpuArray (true))
##   @result{} 1, 0
## @end group
## @end example
##
## @seealso{gpuArray, size}
## @end deftypefn

function r = isnumeric (G)
  r = G.m(2) <= 10;
endfunction
