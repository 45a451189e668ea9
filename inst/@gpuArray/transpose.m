## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} transpose (@var{G})
## @code{@var{G}.'}: Octave's transpose of the 2-D gpuArray @var{G}, as a
## gpuArray, computed where the data is (one gather kernel on the device).
##
## @example
## @group
## G = gpuArray ([1 2 3]).';
## size (G)
##   @result{} 3   1
## @end group
## @end example
##
## @seealso{ctranspose, permute, gpuArray}
## @end deftypefn

function B = transpose (G)
  B = ix_transpose_ (G, false, "transpose");
endfunction
