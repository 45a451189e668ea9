## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} int64 (@var{G})
## The gpuArray @var{G} converted to class int64 where its data is, as
## Octave's @code{int64} converts (README: gpuArray casts).
##
## @example
## @group
## gather (int64 (gpuArray ([-2.5 2^53])))
## @end group
## @end example
## @seealso{cast, classUnderlying, gather}
## @end deftypefn

function R = int64 (G)
  R = __cast__ (G, "int64");
endfunction
