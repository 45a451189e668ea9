## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{r} =} isempty (@var{G})
## True if the gpuArray @var{G} has no elements.
## No device work.
##
## @example
## @group
## isempty (gpuArray (zeros (0, 3)))
##   @result{} 1
## @end group
## @end example
##
## @seealso{gpuArray, size}
## @end deftypefn

function r = isempty (G)
  r = any (G.m(4:end) == 0);
endfunction
