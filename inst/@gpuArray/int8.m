## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} int8 (@var{G})
## The gpuArray @var{G} converted to class int8 where its data is, as
## Octave's @code{int8} converts (README: gpuArray casts).
##
## @example
## @group
## gather (int8 (gpuArray ([-200 2.5 NaN])))
## @end group
## @end example
## @seealso{cast, classUnderlying, gather}
## @end deftypefn

function R = int8 (G)
  R = __cast__ (G, "int8");
endfunction
