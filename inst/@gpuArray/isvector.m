## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{r} =} isvector (@var{G})
## True if the gpuArray @var{G} is 2-D with one dimension equal to 1 (Octave 7: a scalar and a 1x0 array are vectors).
## No device work.
##
## @example
## @group
## isvector (gpuArray (1:3))
##   @result{} 1
## @end group
## @end example
##
## @seealso{gpuArray, size}
## @end deftypefn

function r = isvector (G)
  r = numel (G.m) == 5 && (G.m(4) == 1 || G.m(5) == 1);
endfunction
