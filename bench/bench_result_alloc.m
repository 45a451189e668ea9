## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## bench_result_alloc.m: what the making of a large result costs, through
## calls whose result is large: gpu_axis_sum of [2^26 2] double along dim 2
## (512 MiB result), along dim 1 (16 bytes: the reduction alone, for
## comparison) and gather of a 1 GiB gpuArray; median of 5, on the backend
## in ra_backend (default "cpu").  bench/ab_result_alloc.sh runs it with and
## without __gpu_axis_uninit__.oct (then the results come from Octave's zeros).
if (! exist ("ra_backend", "var")) ra_backend = "cpu"; endif
warning ("off", "gpuaxis:no-gpu");
gpu_axis_backend (ra_backend);
A = rand (2^26, 2); G = gpuArray (A);
t = zeros (5, 3);
for r = 1:5
  tic; s = gpu_axis_sum (A, 2); t(r,1) = toc; clear s
  tic; s = gpu_axis_sum (A, 1); t(r,2) = toc; clear s
  tic; s = gather (G); t(r,3) = toc; clear s
endfor
printf ("| %s | %s | %.0f | %.0f | %.0f |\n", getenv ("RA_TAG"), gpu_axis_backend (), 1e3 * median (t));
