## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## bench_conv2_crossover.m: conv2 of a gpuArray image with a host kernel
## by each of its two paths (the direct sum and the FFT, forced with
## GPUAXIS_CONV2), on the backend in use, and the crossover ratio of
## inst/@gpuArray/private/conv2_by_fft_.m it implies: with the direct
## path's cost taken as outputs x kernel elements and the FFT path's as
## p q log2 (p q) (p x q the padded size), each time (the least of 7
## calls, robust on a shared machine) fitted as a fixed part plus seconds
## per unit of cost; RATIO = fft's seconds per unit / direct's, and the
## FFT path's fixed part in units of direct cost: the FFT pays where
## direct cost > RATIO x fft cost + FIXED.
##
##   octave-cli --eval "addpath ([pwd '/src'], [pwd '/inst']); \
##     run ('bench/bench_conv2_crossover.m')"
##
## GPUAXIS_BENCH_QUICK=1: the small grid (for the CPU backend).  Single
## precision ("same" shape), as the large-image row of bench_fft.m.

1;

source (fullfile (fileparts (mfilename ("fullpath")), "bench_timing.m"));
bench_env (1);
addpath (fullfile (fileparts (which ("gpuArray")), "private"));   # the rule's own sizes
quick = strcmp (getenv ("GPUAXIS_BENCH_QUICK"), "1");
if (quick)
  images = [32 128 256 512];
  kernels = [3 7 11 15 21 31];
else
  images = [256 1024 4096];
  kernels = [3 7 15 31 63];
endif
old = getenv ("GPUAXIS_CONV2");
randn ("state", 2);
printf ("backend %s\n| image | kernel | direct ms | fft ms | direct cost / fft cost |\n|---:|---:|---:|---:|---:|\n",
        gpu_axis_backend ());
per = [];
for m = images
  C = gpuArray (single (randn (m)));
  for k = kernels
    K = single (randn (k));
    setenv ("GPUAXIS_CONV2", "direct");
    [~, td] = med_loops (@() conv2 (C, K, "same"), 1, 7);
    setenv ("GPUAXIS_CONV2", "fft");
    [~, tf] = med_loops (@() conv2 (C, K, "same"), 1, 7);
    p = fft_good_size_ (m + k - 1);
    dc = m * m * k * k;
    fc = p * p * log2 (p * p);
    per(end+1,:) = [dc, fc, td, tf];
    printf ("| %d | %d | %.3f | %.3f | %.2f |\n", m, k, 1e3 * td, 1e3 * tf, dc / fc);
  endfor
endfor
setenv ("GPUAXIS_CONV2", old);
## least squares t = t0 + s cost for each path
X = [ones(rows (per), 1), per(:,1)];
cd = X \ per(:,3);
X = [ones(rows (per), 1), per(:,2)];
cf = X \ per(:,4);
printf ("direct: %.3g ms + %.3g ns per cost;  fft: %.3g ms + %.3g ns per cost\n",
        1e3 * cd(1), 1e9 * cd(2), 1e3 * cf(1), 1e9 * cf(2));
printf ("RATIO %.2f  FIXED %.3g\n", cf(2) / cd(2), (cf(1) - cd(1)) / cd(2));
