## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} vertcat (@dots{})
## @code{[@var{A1}; @var{A2}; @dots{}]} of arrays of which some are
## gpuArrays, as a gpuArray (see @code{cat}; the size rules of Octave's
## @code{[ ]}).
##
## @example
## @group
## G = [gpuArray([1 2]); [3 4]];   # a row of several elements in brackets
## size (G)
##   @result{} 2   2
## @end group
## @end example
##
## @seealso{cat, horzcat, gpuArray}
## @end deftypefn

function B = vertcat (varargin)
  B = ix_cat_ (1, varargin, "vertcat");
endfunction
