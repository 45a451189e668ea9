## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} size_equal (@var{A}, @var{B}, @dots{})
## True when every argument (gpuArrays among them) has the same size, as
## Octave's @code{size_equal}, by the sizes of the arrays (not of the
## gpuArray objects).
##
## @example
## @group
## size_equal (gpuArray (ones (2, 3)), zeros (2, 3))
## @end group
## @end example
## @end deftypefn

function tf = size_equal (varargin)
  tf = true;
  for k = 2:nargin
    if (! isequal (size (varargin{1}), size (varargin{k})))
      tf = false;
      return;
    endif
  endfor
endfunction
