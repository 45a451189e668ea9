## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## bench_call_cost.m: what one gpuArray method call costs from Octave, for
## arrays where the work itself is small (1x1) and for 1000x1000 ones:
## sum (G, 1), G + 1, G .* H, exp (G), G(1:10), gpuArray (x), gather (G),
## each against the bare MEX calls it makes (__gpu_array__ ("ew", ...) and
## the free of its result), and the pieces of Octave a method is built of
## (an anonymous call, onCleanup, isa, ...).  Prints one markdown table of
## us per call (bench/results/call-cost-cpu.md holds a run).  Standalone,
## from the repository root:
##
##   octave-cli --no-history --norc --eval \
##     "addpath ([pwd '/src'], [pwd '/inst']); run ('bench/bench_call_cost.m')"
##
## Environment:
##   GPUAXIS_BENCH_CALLS   calls per loop for the 1x1 rows (default 2000;
##                         the 1000x1000 rows make a hundredth as many, at
##                         least 10)
##   GPUAXIS_BENCH_LOOPS   loops per row (default 9)
##   GPUAXIS_BENCH_SIZES   the N of the NxN rows (default "1 1000")
##
## Each row: median and least over the loops of (loop time / calls), the
## queued work waited for at the end of each loop, and the median of the
## process's CPU time per call (med_loops in bench_timing.m).  Where other
## work shares the CPU, wall times grow with it; the CPU time of the 1x1
## rows (one thread) stays put, so it is the figure to compare there.  Each
## call is f () of an anonymous function, whose result Octave keeps in ans
## until the next call replaces it, so a result's free is in the next call.

1;

source (fullfile (fileparts (mfilename ("fullpath")), "bench_timing.m"));

function n = env_num (name, default)
  n = str2double (getenv (name));
  if (isnan (n))
    n = default;
  endif
endfunction

function r = empty_fn ()
  r = [];
endfunction

[~, ~] = bench_env (1);
K1 = env_num ("GPUAXIS_BENCH_CALLS", 2000);
R = env_num ("GPUAXIS_BENCH_LOOPS", 9);
be = gpu_axis_backend ();
rows_ = {};

sizes = str2num (getenv ("GPUAXIS_BENCH_SIZES"));
if (isempty (sizes))
  sizes = [1, 1000];
endif
for n = sizes
  K = K1;
  if (n > 1)
    K = max (10, round (K1 / 100));
  endif
  x = rand (n);
  G = gpuArray (x);
  H = gpuArray (rand (n));
  gm = struct (G).m;                     # the metadata row, for the bare MEX
  cases = {"sum (G, 1)", @() sum (G, 1);
           "G + 1", @() G + 1;
           "G .* H", @() G .* H;
           "exp (G)", @() exp (G);
           "G(1:10)", @() G(1:min (10, n * n));
           "gpuArray (x)", @() gpuArray (x);
           "gather (G)", @() gather (G);
           "MEX ew plus + free (no method)", ...
           @() __gpu_array__ (0, __gpu_array__ ("ew", "plus", 1, gm, 1));
           "MEX sum + free (no method)", ...
           @() __gpu_array__ (0, __gpu_array__ (1, gm, 1))};
  for k = 1:rows (cases)
    [t, tmin, tcpu] = med_loops (cases{k,2}, K, R);
    rows_(end+1,:) = {sprintf("%dx%d", n, n), cases{k,1}, t, tmin, tcpu};
    printf ("%-10s %-42s %8.1f %8.1f %8.1f us\n", rows_{end,1:2},
            1e6 * [rows_{end,3:5}]);
    fflush (stdout);
  endfor
  clear G H x gm cases
endfor

## The pieces a method is made of (1x1 gpuArray g).
g = gpuArray (1);
id = 0;
pieces = {"anonymous call of a constant", @() 1;
          "call of an empty m-function", @() empty_fn ();
          "onCleanup (@() 1) made and dropped", @() onCleanup (@() 1);
          "isa (g, \"gpuArray\")", @() isa (g, "gpuArray");
          "isobject (g)", @() isobject (g);
          "class (g)", @() class (g)};
if (exist ("__gpu_array_handle__") == 3)
  pieces(end+1,:) = {"__gpu_array_handle__ (0) made and dropped", ...
                     @() __gpu_array_handle__ (0)};
endif
for k = 1:rows (pieces)
  [t, tmin, tcpu] = med_loops (pieces{k,2}, K1, R);
  rows_(end+1,:) = {"-", pieces{k,1}, t, tmin, tcpu};
  printf ("%-10s %-42s %8.1f %8.1f %8.1f us\n", rows_{end,1:2},
          1e6 * [rows_{end,3:5}]);
  fflush (stdout);
endfor
clear g

printf ("\nbackend %s, %s, Octave %s; median of %d loops of %d calls (1x1) / %d (1000x1000)\n\n",
        be, datestr (now (), "yyyy-mm-dd HH:MM"), OCTAVE_VERSION, R, K1,
        max (10, round (K1 / 100)));
printf (["| size | call | us per call (median) | (least) | CPU us per call |\n" ...
         "|---|---|---:|---:|---:|\n"]);
for k = 1:rows (rows_)
  printf ("| %s | %s | %.1f | %.1f | %.1f |\n", rows_{k,1:2}, 1e6 * [rows_{k,3:5}]);
endfor
