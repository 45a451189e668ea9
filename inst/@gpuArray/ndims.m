## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{r} =} ndims (@var{G})
## The number of dimensions of the gpuArray @var{G} (at least 2).
## No device work.
##
## @example
## @group
## ndims (gpuArray (ones (2, 3, 4)))
##   @result{} 3
## @end group
## @end example
##
## @seealso{gpuArray, size}
## @end deftypefn

function r = ndims (G)
  r = numel (G.m) - 3;
endfunction
