## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## m = fft_good_size_ (n): the least m >= n with no prime factor above 7,
## a length that cuFFT and FFTW transform at their fastest.

function m = fft_good_size_ (n)
  m = max (n, 1);
  while (max (factor (m)) > 7)
    m++;
  endwhile
endfunction
