## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## R = ix_wrap_ (G, M): the gpuArray of the new table entry whose metadata
## row is M (made by an __gpu_array__ command), freed when its last copy
## goes.  G is any gpuArray (an old-style object can only be made from one
## outside its constructor).

function R = ix_wrap_ (G, m)
  R = G;
  R.m = m;
  R.h = __gpu_array_handle__ (m);
endfunction
