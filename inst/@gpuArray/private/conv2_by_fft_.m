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
## on a 2-core x86-64 host shared with other builds (Octave 7.3, FFTW
## 3.3, single, "same", the least of 7 calls; milliseconds; the FFT path
## one call of the package's product of half spectra):
##
##   image  kernel   direct    fft    DIRECT / FFT
##    32      21       0.69    0.68      13.5
##    32      31       0.92    0.73      20.7
##   128       7       0.96    1.42       3.1
##   128      11       1.55    1.21       7.1
##   256       3       0.98    1.78       0.5
##   256       7       2.34    1.77       2.7
##   512       7       7.88    7.28       2.6
##   512      11      19.5     7.53       6.4
##
## (the least-squares fit gave RATIO 1.2, FIXED 4e6 with a negative
## intercept for the direct sum): RATIO_CPU = 1.5 and FIXED_CPU = 1e6 put
## the crossing between those rows as the times do.  (An earlier fit, 10
## and 4e6, paid four searches for p and q by factor () a call, up to
## 50 ms each, and the FFT path's 12 passes.)  On the device, the same
## script's full grid (images 256, 1024, 4096; kernels 3 to 63) on an
## H100 (2026-12-05, the build of 0ae8277; milliseconds):
##
##   image  kernel   direct    fft    DIRECT / FFT
##    256     15      0.566   0.630     12.5
##    256     31      0.600   0.631     46.5
##    256     63      0.746   0.640    152.6
##   1024      7      0.611   0.698      2.3
##   1024     15      0.728   0.688     10.7
##   4096      7      1.320   1.815      2.0
##   4096     15      3.185   1.826      9.3
##
## (both paths about 0.65 ms at the least: launches and one wait; the
## fit's slopes 0.00057 and 0.0031 ps a unit, RATIO 5.3, its intercepts
## a negative FIXED): RATIO_CUDA = 5.3 and FIXED_CUDA = 1e8 put each of
## the 15 points on its faster path (the earlier estimate, 1.5 and 1e8,
## put 4096 with 7 on the FFT, 0.5 ms slower).
## GPUAXIS_CONV2 ("direct" or "fft") forces a path, for those
## measurements; GPUAXIS_CONV2_RATIO and GPUAXIS_CONV2_FIXED (numbers)
## replace the backend's RATIO and FIXED, so that a fitted rule can be
## tried in the same run.

function [tf, p, q] = conv2_by_fft_ (sa, sb, v)
  RATIO_CPU = 1.5;   FIXED_CPU = 1e6;
  RATIO_CUDA = 5.3;  FIXED_CUDA = 1e8;
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
