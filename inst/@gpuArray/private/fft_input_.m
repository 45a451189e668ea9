## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## X = fft_input_ (X, CPLX): the data of the FFT family and filter as a
## gpuArray of class double or single, as Octave's functions take it
## (integer and logical arrays as double); complex too when CPLX.

function X = fft_input_ (X, cplx)
  if (! isa (X, "gpuArray"))
    if (ischar (X))
      error ("gpuaxis:invalid-input",
             "invalid conversion from string to real N-D array");
    endif
    X = gpuArray (X);
  endif
  cls = classUnderlying (X);
  if (! strcmp (cls, "single"))
    cls = "double";
  endif
  X = ix_as_ (X, X, cls, cplx || ! isreal (X));
endfunction
