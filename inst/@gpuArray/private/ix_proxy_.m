## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## P = ix_proxy_ (X, N): a 1 x N host array of the class and complexity of
## X (a gpuArray or a host array), so that Octave's own assignment and
## concatenation rules can be asked what class a result has, at no cost.

function P = ix_proxy_ (X, n)
  if (nargin < 2)
    n = 1;
  endif
  if (isa (X, "gpuArray"))
    cls = classUnderlying (X);
    cplx = ! isreal (X);
  else
    cls = class (X);
    cplx = isnumeric (X) && ! isreal (X);
  endif
  if (strcmp (cls, "logical"))
    P = false (1, n);
  elseif (strcmp (cls, "char"))
    P = repmat ("a", 1, n);
  elseif (isnumeric (X) || isa (X, "gpuArray"))
    P = zeros (1, n, cls);
  else
    P = X;                      # cell, struct, ...: Octave's own errors
    return;
  endif
  if (cplx)
    P = complex (P, ones (1, n, cls));
  endif
endfunction
