## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## m = fft_good_size_ (n): the least m >= n with no prime factor above 7,
## a length that cuFFT and FFTW transform at their fastest.  The products
## 2^a 3^b 5^c 7^d up to the next power of 2 are made at once: trying
## m = n, n + 1, ... with factor () cost 52 ms for n = 4126 (74 tries)
## on a 2-core host, more than the transforms it sizes.

function m = fft_good_size_ (n)
  n = max (n, 1);
  top = 2 ^ ceil (log2 (n));                # itself a candidate
  c = kron (kron (7 .^ (0:floor (log (top) / log (7))),
                  5 .^ (0:floor (log (top) / log (5)))),
            3 .^ (0:floor (log (top) / log (3))));
  c = c(c <= top);                          # the odd parts 3^b 5^c 7^d
  c = c .* 2 .^ max (ceil (log2 (n ./ c)), 0);  # each times the least 2^a
  m = min (c(c >= n));
endfunction
