## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} int32 (@var{G})
## The gpuArray @var{G} converted to class int32 where its data is, as
## Octave's @code{int32} converts (README: gpuArray casts).
##
## @example
## @group
## gather (int32 (gpuArray ([-2.5 2.5])))
## @end group
## @end example
## @seealso{cast, classUnderlying, gather}
## @end deftypefn

function R = int32 (G)
  R = __cast__ (G, "int32");
endfunction
