## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{C} =} rem (@var{X}, @var{Y})
## @code{rem (@var{X}, @var{Y})} elementwise where either is a gpuArray,
## computed where the data is, as Octave 7.3's: classes as for @code{-}
## (an integer class with double or single; single with double gives
## single), integer operands converted to the integer class first,
## Octave's rules for y = 0, for non-integer y and for signs.  Complex and
## logical operands are Octave's errors.
##
## @example
## @group
## G = gpuArray ([-3 5 7]);
## gather (rem (G, 3))
## @end group
## @end example
## @seealso{mod, rem, floor, fix}
## @end deftypefn

function C = rem (X, Y)
  if (nargin != 2)
    print_usage ();
  endif
  C = __ew__ ("rem", X, Y);
endfunction
