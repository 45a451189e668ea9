## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} uint16 (@var{G})
## The gpuArray @var{G} converted to class uint16 where its data is, as
## Octave's @code{uint16} converts (README: gpuArray casts).
##
## @example
## @group
## gather (uint16 (gpuArray ([-1 2.5 1e5])))
## @end group
## @end example
## @seealso{cast, classUnderlying, gather}
## @end deftypefn

function R = uint16 (G)
  R = __cast__ (G, "uint16");
endfunction
