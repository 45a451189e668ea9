## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## B = ix_transpose_ (G, CONJ, NAME): G.' (CONJ false) or G' (CONJ true:
## complex elements conjugated), one gather where the data is; 2-D only,
## as Octave.

function B = ix_transpose_ (G, conj, name)
  sz = G.m(4:end);
  if (numel (sz) > 2)
    error ("gpuaxis:invalid-input", "%s not defined for N-D objects", name);
  endif
  [m, n] = deal (sz(1), sz(2));
  D = [n, m, 0, 1, 0, n; m, 1, 0, 1, 0, m];
  try
    B = __gpu_array_handle__ (G, __gpu_array__ ("ix_gather", G.m, [n m], D, {},
                                                conj));
  catch err
    ix_rethrow_ (err, name);
  end_try_catch
endfunction
