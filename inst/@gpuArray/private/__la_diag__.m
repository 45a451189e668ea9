## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## s = __la_diag__ (S): the diagonal of the gpuArray S (svd's S, of any
## shape) as a gpuArray column.

function s = __la_diag__ (S)
  k = min (size (S));
  s = subsref (S, substruct ("()", {(0:k-1).' * (rows (S) + 1) + 1}));
endfunction
