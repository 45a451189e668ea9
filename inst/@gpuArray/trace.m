## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{y} =} trace (@var{G})
## The sum of the diagonal of the square gpuArray @var{G}, as a gpuArray
## (the diagonal indexed where the data is, then @code{sum}).  Other
## shapes are Octave's @code{trace} (its answer or its error).
##
## @example
## @group
## gather (trace (gpuArray (magic (3))))
## @end group
## @end example
## @seealso{det, sum}
## @end deftypefn

function y = trace (G)
  if (nargin != 1)
    print_usage ();
  endif
  sz = size (G);
  if (numel (sz) == 2 && sz(1) == sz(2) && sz(1) > 1)
    y = sum (subsref (G, substruct ("()", {1:sz(1)+1:sz(1)^2})));
  else
    y = __la_host__ ("trace", G);
  endif
endfunction
