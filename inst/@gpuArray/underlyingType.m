## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{c} =} underlyingType (@var{G})
## The class of the elements of the gpuArray @var{G}, as
## @code{classUnderlying}.
##
## @example
## @group
## underlyingType (gpuArray (uint16 (1)))
##   @result{} uint16
## @end group
## @end example
##
## @seealso{classUnderlying}
## @end deftypefn

function c = underlyingType (G)
  c = classUnderlying (G);
endfunction
