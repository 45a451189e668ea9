## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} isgpuarray (@var{X})
## True if @var{X} is a gpuArray.
##
## @example
## @group
## isgpuarray (gpuArray (1)), isgpuarray (1)
##   @result{} 1, 0
## @end group
## @end example
##
## @seealso{gpuArray}
## @end deftypefn

function tf = isgpuarray (X)
  tf = isa (X, "gpuArray");
endfunction

%!assert (isgpuarray (1), false)
%!assert (isgpuarray ({}), false)
