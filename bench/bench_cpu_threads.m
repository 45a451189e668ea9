## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## bench_cpu_threads.m: the CPU backend on 1 thread against all of them
## (gpu_axis_threads), every reduction, on double arrays of ct_mib MiB in
## three layouts:
##   dim 1    [R C] along dim 1: contiguous, C outputs (shared by outputs)
##   dim 2    [R C] along dim 2: strided, R outputs (shared by outputs)
##   vector   [N 1] along dim 1: one long reduction (cut into chunks)
## with R = C = sqrt (N).  Prints a Markdown table (ms: best of ct_reps
## runs; GB/s: input bytes / time; speed-up: 1 thread's time / this time;
## Octave: the builtin's time) and checks every result against the
## builtin (within sum's rounding bound; exact for max/min, any/all).
##
##   octave-cli --no-history --eval 'pkg load gpuaxis; run bench/bench_cpu_threads.m'
##
## Variables read if set before the run: ct_mib (default 256), ct_reps
## (default 5), ct_threads (default [1, gpu_axis_threads()]), ct_ops (cell
## of names, default all eight), ct_file (also write the table there).
if (! exist ("ct_mib", "var")) ct_mib = 256; endif
if (! exist ("ct_reps", "var")) ct_reps = 5; endif
if (! exist ("ct_threads", "var")) ct_threads = unique ([1, gpu_axis_threads()]); endif
if (! exist ("ct_ops", "var"))
  ct_ops = {"sum", "prod", "mean", "sumsq", "max", "min", "any", "all"};
endif
warning ("off", "gpuaxis:no-gpu");
gpu_axis_backend ("cpu");
old_threads = gpu_axis_threads ();

N = round (ct_mib * 2^20 / 8);
R = 2^round (log2 (sqrt (N)));
C = N / R;
layouts = {"dim 1", [R C], 1; "dim 2", [R C], 2; "vector", [N 1], 1};
lines = {sprintf("| op | layout | size | threads | ms | GB/s | speed-up | Octave ms | ok |"), ...
         "|---|---|---|---|---|---|---|---|---|"};
printf ("%s\n%s\n", lines{:});
nbad = 0;
for l = 1:rows (layouts)
  sz = layouts{l, 2};  d = layouts{l, 3};
  ## values in [0.5, 1.5); prod gets values within 1e-6 of 1 (its
  ## result stays finite over 2^25 elements)
  A = 0.5 + reshape (mod ((1:N)' * 0.6180339887, 1), sz);
  P = 1 + (A - 1) * 1e-6;
  B = double (A > 0.502);                          # mostly 1
  for o = 1:numel (ct_ops)
    op = ct_ops{o};
    switch (op)
      case "prod", X = P;
      case {"any", "all"}, X = B;
      otherwise, X = A;
    endswitch
    gfun = str2func (["gpu_axis_" op]);
    if (strcmp (op, "sumsq"))
      ofun = @(x, d) sum (x .^ 2, d);
    else
      ofun = str2func (op);
    endif
    if (any (strcmp (op, {"max", "min"})))
      call_g = @() gfun (X, [], d);  call_o = @() ofun (X, [], d);
    else
      call_g = @() gfun (X, d);  call_o = @() ofun (X, d);
    endif
    to = Inf;
    for r = 1:min (ct_reps, 3)
      tic; want = call_o (); to = min (to, toc);
    endfor
    t1 = NaN;
    for T = ct_threads
      gpu_axis_threads (T);
      tg = Inf;
      for r = 1:ct_reps
        tic; got = call_g (); tg = min (tg, toc);
      endfor
      if (any (strcmp (op, {"max", "min", "any", "all"})))
        ok = isequal (got, want);
      else
        n = size (X, d);
        ok = all (abs (got(:) - want(:)) <= 4 * eps * n * abs (want(:)) + realmin);
      endif
      nbad += ! ok;
      if (T == 1) t1 = tg; endif
      line = sprintf ("| %s | %s | %s | %d | %.1f | %.2f | %.2f | %.1f | %s |", op, ...
                      layouts{l, 1}, mat2str (sz), T, tg * 1e3, numel (X) * sizeof (X(1)) ...
                      / tg / 1e9, t1 / tg, to * 1e3, {"NO", "yes"}{ok + 1});
      lines{end+1} = line;
      printf ("%s\n", line);
      clear got
    endfor
    clear X want
  endfor
  clear A P B
endfor
gpu_axis_threads (old_threads);
gpu_axis_backend ("auto");
if (exist ("ct_file", "var"))
  fid = fopen (ct_file, "w");
  fprintf (fid, "%s\n", lines{:});
  fclose (fid);
endif
if (nbad > 0)
  error ("bench_cpu_threads: %d results disagree with the builtins", nbad);
endif
