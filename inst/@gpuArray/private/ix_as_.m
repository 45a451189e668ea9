## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## X = ix_as_ (G, X, CLS, CPLX): X (a gpuArray or a host array) as a
## gpuArray of class CLS (complex when CPLX) where G's data is: host
## arrays are uploaded (char as its codes), then converted where they are
## with Octave's conversions.

function X = ix_as_ (G, X, cls, cplx)
  if (! isa (X, "gpuArray"))
    if (ischar (X))
      X = double (X);
    endif
    X = gpuArray (X);
  endif
  if (! strcmp (classUnderlying (X), cls) || (! isreal (X)) != cplx)
    X = __gpu_array_handle__ (G, __gpu_array__ ("ix_convert", X.m,
                                                ix_code_ (cls), cplx));
  endif
endfunction
