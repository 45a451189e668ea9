## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} horzcat (@dots{})
## @code{[@var{A1}, @var{A2}, @dots{}]} of arrays of which some are
## gpuArrays, as a gpuArray (see @code{cat}; the size rules of Octave's
## @code{[ ]}).
##
## @example
## @group
## G = [gpuArray([1 2]), 3];
## gather (G)
##   @result{} 1   2   3
## @end group
## @end example
##
## @seealso{cat, vertcat, gpuArray}
## @end deftypefn

function B = horzcat (varargin)
  B = ix_cat_ (2, varargin, "horzcat");
endfunction
