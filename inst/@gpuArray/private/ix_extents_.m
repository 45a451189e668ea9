## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## EXT = ix_extents_ (SZ, NS): the extent of each of NS subscripts of an
## array of size SZ, as Octave folds them: one subscript spans every
## element, fewer subscripts than dims fold the trailing dims into the
## last, more add dims of 1.

function ext = ix_extents_ (sz, ns)
  if (ns == 1)
    ext = prod (sz);
  elseif (ns < numel (sz))
    ext = [sz(1:ns-1), prod(sz(ns:end))];
  else
    ext = [sz, ones(1, ns - numel (sz))];
  endif
endfunction
