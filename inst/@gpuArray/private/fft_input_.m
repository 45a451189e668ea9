## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## X = fft_input_ (X, CPLX): the data of the FFT family and filter as a
## gpuArray of class double or single, as Octave's functions take it
## (integer and logical arrays as double); complex too when CPLX.

function X = fft_input_ (X, cplx)
  if (isa (X, "gpuArray"))
    m = X.m;                  # class and complexity from the metadata row:
    if (m(2) <= 2 && m(3) != 2 && (m(3) || ! cplx))
      return;                 # (classUnderlying and isreal are m-file calls)
    endif
  else
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
