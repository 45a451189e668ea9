## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} uint32 (@var{G})
## The gpuArray @var{G} converted to class uint32 where its data is, as
## Octave's @code{uint32} converts (README: gpuArray casts).
##
## @example
## @group
## gather (uint32 (gpuArray ([-1 3.5])))
## @end group
## @end example
## @seealso{cast, classUnderlying, gather}
## @end deftypefn

function R = uint32 (G)
  R = __cast__ (G, "uint32");
endfunction
