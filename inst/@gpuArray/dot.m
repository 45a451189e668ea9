## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{z} =} dot (@var{x}, @var{y})
## @deftypefnx {} {@var{z} =} dot (@var{x}, @var{y}, @var{dim})
## The dot product @code{sum (conj (@var{x}) .* @var{y}, @var{dim})} of
## floating-point arrays of one size (two vectors of one length in any
## orientation), as a gpuArray computed where the data is.  Integer
## operands and other forms are Octave's @code{dot} on the host.
##
## @example
## @group
## gather (dot (gpuArray ([1 2 3]), [4 5 6]))
## @end group
## @end example
## @seealso{cross, mtimes, sum}
## @end deftypefn

function z = dot (x, y, dim)
  if (nargin < 2 || nargin > 3)
    print_usage ();
  endif
  fl = __la_is_float__ (x) && __la_is_float__ (y);
  if (fl && nargin == 2 && isvector (x) && isvector (y) && numel (x) == numel (y))
    z = sum (conj (reshape (x, [], 1)) .* reshape (y, [], 1));
  elseif (fl && isequal (size (x), size (y)) && ! isempty (x))
    if (nargin == 2)
      z = sum (conj (x) .* y);
    else
      z = sum (conj (x) .* y, dim);
    endif
  elseif (nargin == 2)
    z = __la_host__ ("dot", x, y);
  else
    z = __la_host__ ("dot", x, y, dim);
  endif
endfunction
