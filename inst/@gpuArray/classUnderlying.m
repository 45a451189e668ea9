## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{c} =} classUnderlying (@var{G})
## The class of the elements of the gpuArray @var{G}: "double", "single",
## "int8", @dots{}, "uint64" or "logical".
##
## @example
## @group
## class (gpuArray (single (1))), classUnderlying (gpuArray (single (1)))
##   @result{} gpuArray, single
## @end group
## @end example
##
## @seealso{gpuArray, underlyingType}
## @end deftypefn

function c = classUnderlying (G)
  persistent names = {"double", "single", "int8", "uint8", "int16", ...
                      "uint16", "int32", "uint32", "int64", "uint64", "logical"};
  c = names{G.m(2)};
endfunction
