## bench/bench_small_calls.m: the cost of one call on a small host array,
## gpuaxis against Octave's own function, median of ROUNDS loops of N
## calls each (10x10 and 100x100 double, dim 1).  Host arrays on the CPU
## backend or, under "auto", wherever "auto" puts them.  From the
## repository root, with src/ built:
##
##   octave-cli --no-history --norc --eval \
##     "addpath ([pwd '/src']); run ('bench/bench_small_calls.m')"
##
## GPUAXIS_BENCH_CALLS (20000) and GPUAXIS_BENCH_ROUNDS (5) change N and
## ROUNDS.  Prints a markdown table.
n = str2double (getenv ("GPUAXIS_BENCH_CALLS"));
if (isnan (n)) n = 20000; endif
rounds = str2double (getenv ("GPUAXIS_BENCH_ROUNDS"));
if (isnan (rounds)) rounds = 5; endif
pairs = {"sum (A, 1)", "gpu_axis_sum (A, 1)";
         "max (A, [], 1)", "gpu_axis_max (A, [], 1)";
         "mean (A, 1)", "gpu_axis_mean (A, 1)";
         "any (A, 1)", "gpu_axis_any (A, 1)"};
info = gpu_axis_info ();
printf ("%s, Octave %s, backend %s (%s), %d calls x %d rounds\n\n", ...
        datestr (now (), "yyyy-mm-dd HH:MM"), version (), ...
        gpu_axis_backend (), info.reason, n, rounds);
warning ("off", "gpuaxis:no-gpu");
printf ("| call | array | Octave (us) | gpuaxis (us) | gpuaxis / Octave |\n|---|---|---:|---:|---:|\n");
for sz = [10 100]
  A = rand (sz);
  for k = 1:rows (pairs)
    ## each loop as one eval'd statement: the calls themselves timed, with
    ## no function handle between (a handle's call costs about 2 us here)
    loops = cellfun (@(c) sprintf ("tic; for i = 1:n, s = %s; endfor; t_ = toc;", c), ...
                     pairs(k, :), "uniformoutput", false);
    eval (strrep (loops{1}, "n,", "10,")); eval (strrep (loops{2}, "n,", "10,"));
    t = zeros (2, rounds);
    for r = 1:rounds
      for j = 1:2
        eval (loops{j});
        t(j, r) = t_ / n * 1e6;
      endfor
    endfor
    m = median (t, 2);
    printf ("| `%s` | %dx%d double | %.2f | %.2f | %.2fx |\n", pairs{k, 2}, sz, sz, m(1), m(2), m(2) / m(1));
  endfor
endfor
