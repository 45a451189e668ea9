## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} uint8 (@var{G})
## The gpuArray @var{G} converted to class uint8 where its data is, as
## Octave's @code{uint8} converts (README: gpuArray casts).
##
## @example
## @group
## gather (uint8 (gpuArray ([-1 2.5 300])))
## @end group
## @end example
## @seealso{cast, classUnderlying, gather}
## @end deftypefn

function R = uint8 (G)
  R = __cast__ (G, "uint8");
endfunction
