## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{R} =} colon (@var{base}, @var{limit})
## @deftypefnx {} {@var{R} =} colon (@var{base}, @var{increment}, @var{limit})
## @code{@var{base}:@var{limit}} and @code{@var{base}:@var{increment}:@var{limit}}
## where any of them is a gpuArray: Octave's range of the gathered scalars,
## made as a gpuArray (as @code{gpuArray.colon}).
##
## @example
## @group
## G = gpuArray ([1 5]);
## gather (G(1):G(2))
## @end group
## @end example
## @seealso{gpuArray, colon}
## @end deftypefn

function R = colon (varargin)
  G = [];
  for k = 1:nargin
    if (isa (varargin{k}, "gpuArray"))
      G = varargin{k};
      break;
    endif
  endfor
  R = gpuArray_static (G, "colon", varargin);
endfunction
