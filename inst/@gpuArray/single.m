## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} single (@var{G})
## The gpuArray @var{G} converted to class single where its data is, as
## Octave's @code{single} converts (README: gpuArray casts).
##
## @example
## @group
## G = gpuArray ([1.5 2]);
## classUnderlying (single (G))
## @end group
## @end example
## @seealso{cast, classUnderlying, gather}
## @end deftypefn

function R = single (G)
  R = __cast__ (G, "single");
endfunction
