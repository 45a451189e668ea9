## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} uint64 (@var{G})
## The gpuArray @var{G} converted to class uint64 where its data is, as
## Octave's @code{uint64} converts (README: gpuArray casts).
##
## @example
## @group
## gather (uint64 (gpuArray ([-1 2^53])))
## @end group
## @end example
## @seealso{cast, classUnderlying, gather}
## @end deftypefn

function R = uint64 (G)
  R = __cast__ (G, "uint64");
endfunction
