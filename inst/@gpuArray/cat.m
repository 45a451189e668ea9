## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} cat (@var{dim}, @var{A1}, @var{A2}, @dots{})
## Octave's @code{cat} of arrays of which some are gpuArrays (the others
## host arrays), as a gpuArray: Octave's class and size rules, each operand
## written into its part of the result where the data is (host operands
## uploaded first).
##
## @example
## @group
## G = cat (3, gpuArray (ones (2)), zeros (2));
## size (G)
##   @result{} 2   2   2
## @end group
## @end example
##
## @seealso{horzcat, vertcat, repmat, gpuArray}
## @end deftypefn

function B = cat (dim, varargin)
  if (nargin < 1)
    print_usage ();
  endif
  dim = gather (dim);
  if (! (isnumeric (dim) && isscalar (dim) && dim >= 1 && dim == fix (dim)))
    error ("gpuaxis:invalid-input", "cat: DIM must be a valid dimension");
  endif
  if (isempty (varargin))
    B = gpuArray (zeros (0, 0));
    return;
  endif
  if (! any (cellfun (@(a) isa (a, "gpuArray"), varargin)))
    B = cat (dim, varargin{:});
    return;
  endif
  B = ix_cat_ (double (dim), varargin, "cat");
endfunction
