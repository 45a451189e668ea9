## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [tf, p, q] = conv2_by_fft_ (SA, SB, V): whether conv2 of an SA image
## with an SB kernel (V: the output's rows and columns, as conv2.m plans
## them) is cheaper by FFT than by the direct sum, and the padded p x q
## size of that FFT.  The direct sum costs about
## outputs x kernel elements multiply-adds (DIRECT), the FFT path about
## p q log2 (p q) for its transforms of the padded p x q size (FFT) plus a
## fixed part (its five calls); the FFT is chosen where
## DIRECT > RATIO x FFT + FIXED.
##
## On the CPU backend, measured with
##
##   GPUAXIS_BENCH_QUICK=1 octave-cli --eval "addpath ([pwd '/src'], \
##     [pwd '/inst']); gpu_axis_backend ('cpu'); \
##     run ('bench/bench_conv2_crossover.m')"
##
## on a 2-core x86-64 host under a load of 7 to 8 (Octave 7.3, FFTW 3.3,
## single, "same", the least of 7 calls; milliseconds, the last of three
## runs, the grid images 32..512 x kernels 3..31):
##
##   image  kernel   direct    fft    DIRECT / FFT
##    32      31       1.0     6.1       20.7
##   128      21       4.9    10.3       22.2
##   128      31      18.9    13.3       42.0
##   256      15      18.9    19.4       12.5
##   256      21      34.0    29.8       22.7
##   512      11      61.9    81.7        6.4
##   512      15      83.9    76.9       11.1
##
## (the fitted RATIO was 8.8, 10.5 and 13.0 in the three runs, FIXED 2e6
## to 7e6 units of direct cost): RATIO_CPU = 10 and FIXED_CPU = 4e6 put
## the crossing between those rows, as the times do: a small image pays
## the FFT path's fixed part, a large one crosses near DIRECT = 12 FFT.
## (Those times paid four searches for p and q by factor () each, up to
## 50 ms; the search is now arithmetic: FIXED is to be fitted again.)
## The device's RATIO_CUDA and FIXED_CUDA are knobs still to be measured
## on the GPU host (the same script there, without the QUICK grid;
## bench/bench_fft.m prints the conv2 rows by each path): until then they
## are the CPU's values.  GPUAXIS_CONV2 ("direct" or
## "fft") forces a path, for those measurements; GPUAXIS_CONV2_RATIO and
## GPUAXIS_CONV2_FIXED (numbers) replace the backend's RATIO and FIXED, so
## that a fitted rule can be tried in the same run.

function [tf, p, q] = conv2_by_fft_ (sa, sb, v)
  RATIO_CPU = 10;   FIXED_CPU = 4e6;
  RATIO_CUDA = 10;  FIXED_CUDA = 4e6;    # to be measured on the device
  tf = false;
  [p, q] = deal (0);
  if (any (v(1:2) == 0) || any (sa == 0) || any (sb == 0))
    return;
  endif
  p = fft_good_size_ (sa(1) + sb(1) - 1);
  q = fft_good_size_ (sa(2) + sb(2) - 1);
  force = getenv ("GPUAXIS_CONV2");
  if (strcmp (force, "direct") || strcmp (force, "fft"))
    tf = strcmp (force, "fft");
    return;
  endif
  direct = v(1) * v(2) * sb(1) * sb(2);
  fft = p * q * log2 (max (p * q, 2));
  if (strcmp (gpu_axis_backend (), "cuda"))
    [ratio, fixed] = deal (RATIO_CUDA, FIXED_CUDA);
  else
    [ratio, fixed] = deal (RATIO_CPU, FIXED_CPU);
  endif
  v = str2double (getenv ("GPUAXIS_CONV2_RATIO"));
  if (isfinite (v))
    ratio = v;
  endif
  v = str2double (getenv ("GPUAXIS_CONV2_FIXED"));
  if (isfinite (v))
    fixed = v;
  endif
  tf = direct > ratio * fft + fixed;
endfunction
