## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## bench_cpu_backend.m: the CPU backend (what runs without a GPU) against
## Octave's sum, on arrays of 16e6 elements in a few shapes, both dims.
## Prints a Markdown table; times are the best of cb_reps runs.
##
##   octave-cli --no-history --eval 'pkg load gpuaxis; run bench/bench_cpu_backend.m'
##
## Variables read if set before the run: cb_reps (default 5).
if (! exist ("cb_reps", "var")) cb_reps = 5; endif
warning ("off", "gpuaxis:no-gpu");
gpu_axis_backend ("cpu");
printf ("| class | size | dim | CPU backend ms | sum ms | ratio |\n|---|---|---|---|---|---|\n");
for c = {"double", "single", "int32"}
  for sz = {[4000 4000], [2 8e6], [8e6 2], [1 1.6e7]}
    A = cast (reshape (mod (1:prod (sz{1}), 7), sz{1}), c{1});
    for d = 1:2
      tg = ts = Inf;
      for r = 1:cb_reps
        tic; x = gpu_axis_sum (A, d); tg = min (tg, toc); clear x
        tic; y = sum (A, d); ts = min (ts, toc); clear y
      endfor
      printf ("| %s | %s | %d | %.1f | %.1f | %.2f |\n", c{1}, mat2str (sz{1}), d,
              tg * 1e3, ts * 1e3, tg / ts);
    endfor
  endfor
endfor
gpu_axis_backend ("auto");
