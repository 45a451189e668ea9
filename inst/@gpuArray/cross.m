## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{z} =} cross (@var{x}, @var{y})
## @deftypefnx {} {@var{z} =} cross (@var{x}, @var{y}, @var{dim})
## The vector cross product of 3-element vectors of one orientation, as a
## gpuArray computed where the data is.  Other forms (matrices, DIM) are
## Octave's @code{cross} on the host.
##
## @example
## @group
## gather (cross (gpuArray ([1 0 0]), [0 1 0]))
## @end group
## @end example
## @seealso{dot, kron}
## @end deftypefn

function z = cross (x, y, dim)
  if (nargin < 2 || nargin > 3)
    print_usage ();
  endif
  if (nargin == 2 && isvector (x) && numel (x) == 3 && isequal (size (x), size (y)))
    i1 = substruct ("()", {[2 3 1]});
    i2 = substruct ("()", {[3 1 2]});
    z = sub (x, i1) .* sub (y, i2) - sub (x, i2) .* sub (y, i1);
  elseif (nargin == 2)
    z = __la_host__ ("cross", x, y);
  else
    z = __la_host__ ("cross", x, y, dim);
  endif
endfunction

function v = sub (x, s)
  ## x(s) keeping x's orientation (a method's own indexing is Octave's)
  v = reshape (subsref (x, s), size (x));
endfunction
