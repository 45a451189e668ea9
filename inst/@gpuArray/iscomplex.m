## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} iscomplex (@var{G})
## True when the gpuArray @var{G} is complex: the negation of
## @code{isreal (@var{G})}.
##
## @example
## @group
## iscomplex (gpuArray (1 + 2i))
## @end group
## @end example
## @seealso{isreal, gpuArray}
## @end deftypefn

function tf = iscomplex (G)
  tf = ! isreal (G);
endfunction
