## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} double (@var{G})
## The gpuArray @var{G} converted to class double where its data is, as
## Octave's @code{double} converts (README: gpuArray casts).
##
## @example
## @group
## G = gpuArray (single ([1.5 2]));
## class (gather (double (G)))
## @end group
## @end example
## @seealso{cast, classUnderlying, gather}
## @end deftypefn

function R = double (G)
  R = __cast__ (G, "double");
endfunction
