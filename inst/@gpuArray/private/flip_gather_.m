## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## B = flip_gather_ (G, perm, rev): one device gather for flip, rot90:
## output dimension k reads G's dimension perm(k), backwards where rev(k)
## (no host index lists, no second pass for rot90's transpose and flip).

function B = flip_gather_ (G, perm, rev)
  sz = G.m(4:end);
  nd = max (numel (sz), numel (perm));
  sz(end+1:nd) = 1;
  perm(end+1:nd) = numel (perm)+1:nd;
  rev(end+1:nd) = false;
  stride = [1, cumprod(sz(1:end-1))];
  n = sz(perm)';
  back = rev(:) & n > 0;
  D = [n, stride(perm)', back .* (n - 1), 1 - 2 * back, zeros(nd, 1), n];
  B = __gpu_array_handle__ (G, __gpu_array__ ("ix_gather", G.m, ix_chop_ (n'), D, {}));
endfunction
