## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## B = ix_transpose_ (G, CONJ, NAME): G.' (CONJ false) or G' (CONJ true:
## complex elements conjugated), 2-D only, as Octave: one gather where the
## data is, run when B is first used (a matrix product reads B as G with
## an op flag instead: lazy_transpose.c).

function B = ix_transpose_ (G, conj, name)
  sz = G.m(4:end);
  if (numel (sz) > 2)
    error ("gpuaxis:invalid-input", "%s not defined for N-D objects", name);
  endif
  try
    ## made where it is first used; a product takes it as an op flag
    B = __gpu_array_handle__ (G, __gpu_array__ ("transpose", G.m, conj));
  catch err
    ix_rethrow_ (err, name);
  end_try_catch
endfunction
