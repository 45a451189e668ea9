## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{e} =} end (@var{G}, @var{k}, @var{n})
## The value of @code{end} in position @var{k} of @var{n} indices of the
## gpuArray @var{G}, as for an Octave array of its size.
##
## @example
## @group
## G = gpuArray (1:5);
## gather (G(end - 1:end))
##   @result{} 4   5
## @end group
## @end example
##
## @seealso{subsref, size}
## @end deftypefn

function e = end (G, k, n)
  sz = G.m(4:end);
  if (n == 1)
    e = prod (sz);
  elseif (k < n)
    e = 1;
    if (k <= numel (sz))
      e = sz(k);
    endif
  else
    e = prod (sz(k:end));
  endif
endfunction
