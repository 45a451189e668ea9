## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## Y = fft_dims_ (NAME, INVERSE, X, DIMS, LENS, SYM): the transform over the
## dimensions DIMS (ascending) to the lengths LENS, checked by the caller
## (fft2.m, fftn.m and their inverses).

function Y = fft_dims_ (name, inverse, X, dims, lens, sym)
  try
    Y = __gpu_array_handle__ (X, __gpu_array__ ("fft", X.m, dims, lens,
                                                inverse, sym));
  catch err
    __gpu_array_rethrow__ (err, name);
  end_try_catch
endfunction
