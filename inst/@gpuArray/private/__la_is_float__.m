## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## TF = __la_is_float__ (X): X (a gpuArray or an Octave array) holds
## double or single elements.

function tf = __la_is_float__ (x)
  if (isa (x, "gpuArray"))
    tf = any (strcmp (classUnderlying (x), {"double", "single"}));
  else
    tf = isfloat (x);
  endif
endfunction
