## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{r} =} isscalar (@var{G})
## True if the gpuArray @var{G} is 1x1.
## No device work.
##
## @example
## @group
## isscalar (gpuArray (7))
##   @result{} 1
## @end group
## @end example
##
## @seealso{gpuArray, size}
## @end deftypefn

function r = isscalar (G)
  r = numel (G.m) == 5 && all (G.m(4:5) == 1);
endfunction
