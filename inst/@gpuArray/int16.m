## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} int16 (@var{G})
## The gpuArray @var{G} converted to class int16 where its data is, as
## Octave's @code{int16} converts (README: gpuArray casts).
##
## @example
## @group
## gather (int16 (gpuArray ([-1e5 2.5])))
## @end group
## @end example
## @seealso{cast, classUnderlying, gather}
## @end deftypefn

function R = int16 (G)
  R = __cast__ (G, "int16");
endfunction
