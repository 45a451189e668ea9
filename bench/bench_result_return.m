## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## bench_result_return.m: time gpu_axis_sum where the result is as large as
## the input (n x 2 along dim 2, 2 x n along dim 1), against sum.  For these
## shapes the cost of handing a large array back to Octave shows: Octave 7.3
## copies a MEX function's outputs on return unless Octave made them
## (src/gateway/result_array.c).
##
##   octave-cli --no-history --eval 'pkg load gpuaxis; run bench/bench_result_return.m'
##
## Variables read if set before the run: rr_backend ("auto", "cpu" or
## "cuda"; default "auto"), rr_n (default 1.5e8), rr_reps (default 5).
if (! exist ("rr_backend", "var")) rr_backend = "auto"; endif
if (! exist ("rr_n", "var")) rr_n = 1.5e8; endif
if (! exist ("rr_reps", "var")) rr_reps = 5; endif
warning ("off", "gpuaxis:no-gpu");
gpu_axis_backend (rr_backend);
A = ones (2, rr_n, "single");
B = ones (rr_n, 2, "single");
cases = {"[2 n] single, dim 1, \"double\"", @() gpu_axis_sum (A, 1, "double"), @() sum (A, 1, "double");
         "[n 2] single, dim 2, \"double\"", @() gpu_axis_sum (B, 2, "double"), @() sum (B, 2, "double");
         "[n 2] single, dim 2",             @() gpu_axis_sum (B, 2),           @() sum (B, 2)};
printf ("backend %s, n = %d, median of %d\n\n", gpu_axis_backend (), rr_n, rr_reps);
printf ("| case | result MB | gpu_axis_sum s | sum s |\n|---|---|---|---|\n");
for i = 1:rows (cases)
  tg = ts = zeros (1, rr_reps);
  for r = 1:rr_reps
    tic; x = cases{i,2} (); tg(r) = toc;
    mb = numel (x) * sizeof (x(1)) / 1e6;
    clear x
    tic; x = cases{i,3} (); ts(r) = toc; clear x
  endfor
  printf ("| %s | %.0f | %.2f | %.2f |\n", cases{i,1}, mb, median (tg), median (ts));
endfor
gpu_axis_backend ("auto");
