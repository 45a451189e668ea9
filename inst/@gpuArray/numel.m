## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{r} =} numel (@var{G})
## @deftypefnx {} {@var{r} =} numel (@var{G}, @var{idx}@dots{})
## The number of elements of the gpuArray @var{G}; with indices, 1 (an
## index expression gives one gpuArray).
## No device work.
##
## @example
## @group
## numel (gpuArray (ones (2, 3)))
##   @result{} 6
## @end group
## @end example
##
## @seealso{gpuArray, size}
## @end deftypefn

function r = numel (G, varargin)
  if (nargin > 1)
    r = 1;                      # what G(idx...) or G{...} gives: one object
  else
    r = prod (G.m(4:end));
  endif
endfunction
