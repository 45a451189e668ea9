## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {[@var{S}, @var{I}] =} sortrows (@var{A})
## @deftypefnx {} {[@var{S}, @var{I}] =} sortrows (@var{A}, @var{C})
## Sort the rows of the gpuArray @var{A} by the columns @var{C} (all of
## them, in order, by default; a negative column descending), as Octave's
## @code{sortrows}: lexicographic, stable (rows that compare equal keep
## their order), NaN last ascending and first descending, @var{I} the
## rows' index (a double column).  One stable sort on the device a key
## column, the last first, each through the permutation so far.
##
## @example
## @group
## [S, I] = sortrows (gpuArray ([3 1; 1 2; 3 0]), [1 -2]);
## gather (S), gather (I)
## @end group
## @end example
## @seealso{sort, unique}
## @end deftypefn

function [S, I] = sortrows (A, c)
  if (! isa (A, "gpuArray"))            # sortrows (a, gpuArray C)
    [S, I] = sortrows (A, gather (c));
    return;
  endif
  if (nargin < 2)
    sort_check_ (@sortrows, nargout, A, [0, size(A)(2:end)]);
    c = 1:columns (A);
  else
    c = gather (c);
    sort_check_ (@sortrows, nargout, A, [0, size(A)(2:end)], c);
  endif
  I = gpuArray ((1:rows (A))');
  if (rows (A) == 0)
    I = gpuArray (zeros (0, 1));
  endif
  for j = numel (c):-1:1
    col = subsref (A, substruct ("()", {I, abs(c(j))}));
    [~, k] = sort (col, 1, merge (c(j) < 0, "descend", "ascend"));
    I = subsref (I, substruct ("()", {k}));
  endfor
  S = subsref (A, substruct ("()", {I, ":"}));
endfunction

%!test
%! A = [3 1; 1 NaN; 3 0; 1 2];
%! [S, I] = sortrows (gpuArray (A), [1 -2]);
%! [s, i] = sortrows (A, [1 -2]);
%! assert (gather (S), s);
%! assert (gather (I), i);
