## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## V = fft_scalar_ (V): a size or dimension argument of the FFT family
## as Octave's double_value () reads it (the first element, on the host).

function v = fft_scalar_ (v)
  v = gather (v);
  if (ischar (v))
    error ("gpuaxis:invalid-input",
           "invalid conversion from string to real scalar");
  elseif (isempty (v) || ! (isnumeric (v) || islogical (v)))
    error ("gpuaxis:invalid-input", "invalid conversion from %s to real scalar",
           class (v));
  endif
  v = double (real (v(1)));
endfunction
