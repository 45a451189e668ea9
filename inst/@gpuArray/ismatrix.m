## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{r} =} ismatrix (@var{G})
## True if the gpuArray @var{G} is 2-D.
## No device work.
##
## @example
## @group
## ismatrix (gpuArray (ones (2, 3)))
##   @result{} 1
## @end group
## @end example
##
## @seealso{gpuArray, size}
## @end deftypefn

function r = ismatrix (G)
  r = numel (G.m) == 5;
endfunction
