## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## bench_gpuarray.m: the gpuArray class on the GPU host: per-call overhead
## of methods on resident arrays, reductions of resident arrays of 1 GiB
## and more, and the transfers gpuArray (A) and gather (G).  Prints one
## markdown table (and bench/out/gpuarray.csv).  Standalone:
##
##   octave-cli --no-history --norc --eval \
##     "addpath ([pwd '/src'], [pwd '/inst']); run ('bench/bench_gpuarray.m')"
##
## (or with the package installed: it is loaded with pkg when gpuArray is
## not on the path).  Environment:
##   GPUAXIS_BENCH_OUT      folder for gpuarray.csv (default bench/out)
##   GPUAXIS_BENCH_MAX_GIB  largest array, GiB (default 4; 1 GiB at least
##                          for the targets; 0.0625 for a quick run)
##
## What each row is:
##   overhead rows   median over 7 loops of K calls on a resident array,
##                   device work waited for at the end of each loop
##                   (wait (gpuDevice ())); us per call.  Targets: sum (G, 1)
##                   of a 1000x1000 double under 40 us.  The pieces
##                   beside it (the MEX call alone, an empty method, an
##                   onCleanup) say where the time goes.
##   reduction rows  median of 5 calls after a warm-up, each waited for;
##                   GB/s = input bytes / time (GB = 1e9 bytes).  Target:
##                   >= 90% of the kernels' own rate (bench/run_kernels.sh)
##                   for >= 1 GiB.
##   transfer rows   gpuArray (A) (waited for) and gather (G), median of 5;
##                   GB/s = bytes / time.  Target >= 45 GB/s for >= 1 GiB.
##                   gather writes a fresh Octave array (uninitialised,
##                   huge pages advised: gateway/uninit_array.cc) whose
##                   first touch is made by the copy threads; that first
##                   touch bounds it (2026-12-01, GPU host: 16 threads copy
##                   into fresh pages at 22 GB/s, into touched ones at 32,
##                   bench/probes/touch_probe.c; gather 18
##                   GB/s while gpuArray (A) ran at 51).  Octave's zeros of
##                   the same size (single-threaded, 4 KiB pages, a zero
##                   fill) is shown in the row "Octave zeros (same size)".

1;

source (fullfile (fileparts (mfilename ("fullpath")), "bench_timing.m"));

function max_index (G)
  [m, i] = max (G, [], 1);
endfunction


[out, maxgib] = bench_env (4);
cuda = __gpu_axis_cuda_ok__ ();
rows_ = {};
function r = row (rows_, what, size_s, t, bytes, unit)
  r = [rows_; {what, size_s, t, bytes, unit}];
endfunction

if (cuda)
  D = gpuDevice ();
  printf ("device: %s, %.1f GB; backend %s\n", D.Name, D.TotalMemory / 1e9, gpu_axis_backend ());
else
  printf ("no usable CUDA device: the CPU fallback is measured (host memory)\n");
endif

## ------------------------------------------------------- overhead
A = rand (1000);
G = gpuArray (A);
g = gpuArray (rand (10));
m = struct (G).m;
K = 2000;
rows_ = row (rows_, "sum (G, 1)", "1000x1000 double", med_loops (@() sum (G, 1), K, 7), 0, "us");
rows_ = row (rows_, "sum (G, 2)", "1000x1000 double", med_loops (@() sum (G, 2), K, 7), 0, "us");
rows_ = row (rows_, "max (G, [], 1)", "1000x1000 double", med_loops (@() max (G, [], 1), K, 7), 0, "us");
rows_ = row (rows_, "[M, I] = max (G, [], 1)", "1000x1000 double", ...
             med_loops (@() max_index (G), K, 7), 0, "us");
rows_ = row (rows_, "mean (G, 1)", "1000x1000 double", med_loops (@() mean (G, 1), K, 7), 0, "us");
rows_ = row (rows_, "gpu_axis_sum (G, 1)", "1000x1000 double", med_loops (@() gpu_axis_sum (G, 1), K, 7), 0, "us");
rows_ = row (rows_, "sum (G, 1)", "10x10 double", med_loops (@() sum (g, 1), K, 7), 0, "us");
rows_ = row (rows_, "  piece: __gpu_array__ reduce + free", "10x10 double", ...
             med_loops (@() __gpu_array__ (0, __gpu_array__ (1, struct (g).m, 1)), K, 7), 0, "us");
rows_ = row (rows_, "  piece: size (G) (a method, no MEX)", "", med_loops (@() size (G), K, 7), 0, "us");
rows_ = row (rows_, "  piece: onCleanup (@() 1)", "", med_loops (@() onCleanup (@() 1), K, 7), 0, "us");
rows_ = row (rows_, "gather (sum (G, 1))", "1000x1000 double", med_loops (@() gather (sum (G, 1)), 500, 7), 0, "us");
rows_ = row (rows_, "host gpu_axis_sum (A, 1)", "1000x1000 double", med_loops (@() gpu_axis_sum (A, 1), 200, 7), 0, "us");
rows_ = row (rows_, "host sum (A, 1)", "1000x1000 double", med_loops (@() sum (A, 1), 200, 7), 0, "us");
clear G g A

## ------------------------------------------------- big arrays
sizes = [1 2 4];
sizes = sizes(sizes <= maxgib);
if (isempty (sizes))
  sizes = maxgib;
endif
for gib = sizes
  n = round (gib * 2^30 / 8);
  c = 16384;
  r = n / c;
  label = sprintf ("%dx%d double (%.3g GiB)", r, c, gib);
  A = rand (r, c);
  bytes = numel (A) * 8;
  rows_ = row (rows_, "gpuArray (A)", label, med_calls (@() keep (gpuArray (A)), 5), bytes, "GB/s");
  G = gpuArray (A);
  rows_ = row (rows_, "gather (G)", label, med_calls (@() keep (gather (G)), 5), bytes, "GB/s");
  rows_ = row (rows_, "  piece: Octave zeros (same size)", label, med_calls (@() keep (zeros (r, c)), 5), bytes, "GB/s");
  for f = {{"sum (G, 1)", @() sum (G, 1)}, {"sum (G, 2)", @() sum (G, 2)}, ...
           {"sum (G, \"all\")", @() sum (G, "all")}, {"mean (G, 1)", @() mean (G, 1)}, ...
           {"max (G, [], 1)", @() max (G, [], 1)}, {"max (G, [], 2)", @() max (G, [], 2)}, ...
           {"prod (G, 1)", @() prod (G, 1)}, {"sumsq (G, 2)", @() sumsq (G, 2)}, ...
           {"any (G, 1)", @() any (G, 1)}}
    rows_ = row (rows_, f{1}{1}, label, med_calls (f{1}{2}, 5), bytes, "GB/s");
  endfor
  S = single (A);
  clear G f                              # f's handles hold G too
  H = gpuArray (S);
  slabel = strrep (label, "double", "single");
  rows_ = row (rows_, "sum (H, 1)", slabel, med_calls (@() sum (H, 1), 5), bytes / 2, "GB/s");
  rows_ = row (rows_, "sum (H, 2)", slabel, med_calls (@() sum (H, 2), 5), bytes / 2, "GB/s");
  clear H S A
endfor

## ------------------------------------------------------- report
printf ("\n| operation | array | time | rate |\n|---|---|---|---|\n");
mkdir (out);
fid = fopen (fullfile (out, "gpuarray.csv"), "w");
fprintf (fid, "operation,array,seconds,bytes,rate_unit,rate\n");
for k = 1:rows (rows_)
  [what, lab, t, bytes, unit] = rows_{k,:};
  if (strcmp (unit, "us"))
    printf ("| %s | %s | %.1f us | |\n", what, lab, t * 1e6);
    rate = t * 1e6;
  else
    rate = bytes / t / 1e9;
    printf ("| %s | %s | %.2f ms | %.1f GB/s |\n", what, lab, t * 1e3, rate);
  endif
  fprintf (fid, "\"%s\",\"%s\",%.9g,%.0f,%s,%.6g\n", what, lab, t, bytes, unit, rate);
endfor
fclose (fid);
info = __gpu_array__ ("info");
printf ("\nafter the run: %d arrays, pool %.1f MB reserved, %.1f MB pinned staging\n", ...
        info.arrays, info.pool_reserved_bytes / 1e6, info.pinned_bytes / 1e6);
