## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{C} =} xor (@var{A}, @var{B}, @dots{})
## Exclusive or of the operands elementwise (any of them a gpuArray), as
## a logical gpuArray; with more than two, as Octave's, from left to right.
##
## @example
## @group
## gather (xor (gpuArray ([1 0 1]), [1 1 0]))
##   @result{} 0   1   1
## @end group
## @end example
##
## @end deftypefn

function C = xor (A, B, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  C = __ew__ ("xor", A, B);
  for k = 1:numel (varargin)
    C = __ew__ ("xor", C, varargin{k});
  endfor
endfunction
