## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## T = __la_tri__ (F, PART): the upper ("upper": triu (F)) or strictly
## lower ("lower": tril (F, -1)) triangle of the 2-D gpuArray F, the rest
## zeros, made where F is: F times a mask compared from two index ranges
## (no host mask copied over).  As a product, a NaN or Inf outside the
## triangle would leave a NaN there: the factors this is for (getrf,
## potrf, geqrf) hold finite values outside it for finite input.

function T = __la_tri__ (F, part)
  [r, c] = size (F);
  i = gpuArray_static (F, "colon", {1, r}).';
  j = gpuArray_static (F, "colon", {1, c});
  if (strcmp (part, "upper"))
    T = F .* (i <= j);
  else
    T = F .* (i > j);
  endif
endfunction
