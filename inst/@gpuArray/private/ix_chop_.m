## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## D = ix_chop_ (D): dims without trailing singletons beyond the second.

function d = ix_chop_ (d)
  d(end+1:2) = 1;
  n = numel (d);
  while (n > 2 && d(n) == 1)
    n--;
  endwhile
  d = d(1:n);
endfunction
