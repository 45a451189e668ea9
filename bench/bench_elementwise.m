## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## bench_elementwise.m: the elementwise operations of gpuArray on the GPU
## host: resident arrays of 1 GiB and more (plus, times, exp, sqrt, a
## comparison, a broadcast row and column, scalar times, G .^ 2; logical
## and complex operands of the same element count), each against the
## same run's device-to-device copy rate and (when its CSV is given)
## torch's same op; the per-call time of a 1000x1000 G + 1 from Octave;
## sum (G .^ 2, 1) against sumsq (G, 1).  Prints one markdown table (and
## elementwise.csv).  Standalone:
##
##   python3 bench/torch_elementwise.py --csv /tmp/torch_elementwise.csv
##   GPUAXIS_BENCH_TORCH_CSV=/tmp/torch_elementwise.csv octave-cli \
##     --no-history --norc --eval \
##     "addpath ([pwd '/src'], [pwd '/inst']); run ('bench/bench_elementwise.m')"
##
## Environment:
##   GPUAXIS_BENCH_OUT        folder for elementwise.csv (default bench/out)
##   GPUAXIS_BENCH_MAX_GIB    size of the first operand, GiB (default 1; the
##                            targets are for >= 1 GiB; 0.0625 for a quick run)
##   GPUAXIS_BENCH_TORCH_CSV  torch_elementwise.py's CSV: its times in a column
##   GPUAXIS_BENCH_EW_ROWS    "lc": the copy and the logical and complex rows
##                            alone (with GPUAXIS_EW_LC=1 their generic kernel)
##
## Each big-array row: median of 5 calls after a warm-up, each waited for
## (__gpu_array__ ("sync")); GB/s = (bytes read + bytes written) / time
## (GB = 1e9 bytes); "% copy" = that rate over the same run's rate of a
## device-to-device copy of the first operand (cudaMemcpyAsync: read +
## write).  Queued: 20 calls in a loop, then one wait, per call, median
## of 5 loops (bench_timing.m's med_loops): a method returns once its
## kernel is launched, so Octave's ~25 us of dispatch overlaps the kernel
## before; torch is timed both ways too (torch_elementwise.py), and the
## queued copy is the queued rows' 100%.  Targets: >= 90% of copy, and no
## slower than torch.  The
## small-call rows: median over 7 loops of 2000 calls (20 on the CPU
## fallback), us per call (target
## under 50 us).

1;

source (fullfile (fileparts (mfilename ("fullpath")), "bench_timing.m"));

function s = ifelse_s (c, a, b)
  if (c)
    s = a;
  else
    s = b;
  endif
endfunction

function rows_ = timed_rows (rows_, ops)
  ## a row {what, array, waited s, bytes, queued s} of each {what, array,
  ## f, bytes} in ops
  for k = 1:rows (ops)
    [what, lab, f, bytes] = ops{k,:};
    t = med_calls (f, 5);
    tq = med_loops (f, 20, 5);
    rows_(end+1,:) = {what, lab, t, bytes, tq};
  endfor
endfunction

function [m, mq] = torch_times (file)
  ## operation -> seconds (waited, queued), from torch_elementwise.py's CSV
  m = containers.Map ();
  mq = containers.Map ();
  if (isempty (file) || ! exist (file, "file"))
    return;
  endif
  fid = fopen (file, "r");
  fgetl (fid);                           # header
  while (ischar (l = fgetl (fid)))
    c = regexp (l, '^"([^"]*)","[^"]*",([^,]*),[^,]*,?([^,]*)', "tokens", "once");
    if (! isempty (c))
      m(c{1}) = str2double (c{2});
      mq(c{1}) = str2double (c{3});      # NaN where the CSV has none
    endif
  endwhile
  fclose (fid);
endfunction

[out, gib] = bench_env (1);
[tt, ttq] = torch_times (getenv ("GPUAXIS_BENCH_TORCH_CSV"));
K = 2000;                                # small calls per loop
if (__gpu_axis_cuda_ok__ ())
  D = gpuDevice ();
  printf ("device: %s, %.1f GB; backend %s\n", D.Name, D.TotalMemory / 1e9, gpu_axis_backend ());
else
  printf ("no usable CUDA device: the CPU fallback is measured (host memory)\n");
  K = 20;
endif

## ------------------------------------------------------- big arrays
c = 16384;
r = round (gib * 2^30 / 8 / c);
n = r * c;
label = sprintf ("%dx%d double (%.3g GiB)", r, c, n * 8 / 2^30);
G = gpuArray (rand (r, c));
H = gpuArray (rand (r, c));
row = gpuArray (rand (1, c));
col = gpuArray (rand (r, 1));
b8 = n * 8;
## the copy: a new array (a bare metadata row, freed at once: stream-ordered)
f_copy = @() __gpu_array__ (0, __gpu_array__ ("ew", "copy", 1, struct (G).m));
t_copy = med_calls (f_copy, 5);
tq_copy = med_loops (f_copy, 20, 5);
copy_rate = 2 * b8 / t_copy;
copy_rate_q = 2 * b8 / tq_copy;
ops = {"copy (device to device)", [], 2 * b8;
       "G + H", @() keep (G + H), 3 * b8;
       "G .* H", @() keep (G .* H), 3 * b8;
       "exp (G)", @() keep (exp (G)), 2 * b8;
       "sqrt (G)", @() keep (sqrt (G)), 2 * b8;
       "G > H", @() keep (G > H), 2 * b8 + n;
       "G + row (broadcast 1x16384)", @() keep (G + row), 2 * b8 + c * 8;
       "G + col (broadcast Mx1)", @() keep (G + col), 2 * b8 + r * 8;
       "row .* G (broadcast, row first)", @() keep (row .* G), 2 * b8 + c * 8;
       "2.5 * G", @() keep (2.5 * G), 2 * b8;
       "G .^ 2", @() keep (G .^ 2), 2 * b8;
       "sum (G .^ 2, 1)", @() keep (sum (G .^ 2, 1)), 3 * b8 + c * 8;
       "sumsq (G, 1)", @() keep (sumsq (G, 1)), b8 + c * 8};
only_lc = strcmp (getenv ("GPUAXIS_BENCH_EW_ROWS"), "lc");
if (only_lc)
  ops = ops(1,:);
endif
rows_ = {};
for k = 1:rows (ops)
  [what, f, bytes] = ops{k,:};
  if (isempty (f))
    t = t_copy;
    tq = tq_copy;
  else
    t = med_calls (f, 5);
    tq = med_loops (f, 20, 5);
  endif
  rows_(end+1,:) = {what, label, t, bytes, tq};
endfor
L = G > 0.5;
M = H > 0.5;
clear G H row col f ops f_copy

## ------------------------------------------ logical and complex operands
## (elementwise_logical_complex.cu; the same element count as G)
lab_l = sprintf ("%dx%d logical", r, c);
lab_zs = sprintf ("%dx%d complex single", r, c);
lab_zd = sprintf ("%dx%d complex double", r, c);
ops = {"L & M", lab_l, @() keep (L & M), 3 * n;
       "L & true", lab_l, @() keep (L & true), 2 * n;
       "~L", lab_l, @() keep (! L), 2 * n};
rows_ = timed_rows (rows_, ops);
clear L M ops
Z = gpuArray (complex (single (rand (r, c)), single (rand (r, c))));
W = gpuArray (complex (single (rand (r, c)), single (rand (r, c))));
S = gpuArray (single (rand (r, c)));
ops = {"Z + W", lab_zs, @() keep (Z + W), 3 * 8 * n;
       "Z .* W", lab_zs, @() keep (Z .* W), 3 * 8 * n;
       "Z + 0", lab_zs, @() keep (Z + 0), 2 * 8 * n;
       "Z .* S (S real)", lab_zs, @() keep (Z .* S), 2 * 8 * n + 4 * n;
       "abs (Z)", lab_zs, @() keep (abs (Z)), 8 * n + 4 * n};
rows_ = timed_rows (rows_, ops);
clear Z W S ops
Z = gpuArray (complex (rand (r, c), rand (r, c)));
W = gpuArray (complex (rand (r, c), rand (r, c)));
rows_ = timed_rows (rows_, {"Z .* W (double)", lab_zd, @() keep (Z .* W), 3 * 16 * n});
clear Z W

## ------------------------------------------------------- small calls
if (only_lc)
  K = 0;
endif
g = gpuArray (rand (1000));
h = gpuArray (rand (1000));
small = {"G + 1 (1000x1000 double)", @() g + 1;
         "G .* H (1000x1000 double)", @() g .* h;
         "exp (G) (1000x1000 double)", @() exp (g);
         "  piece: __gpu_array__ ew + free", @() __gpu_array__ (0, __gpu_array__ ("ew", "plus", 1, struct (g).m, 1))};
for k = 1:rows (small) * (K > 0)
  t = med_loops (small{k,2}, K, 7);
  rows_(end+1,:) = {small{k,1}, "per call", t, 0, NaN};
endfor
clear g h small

## ------------------------------------------------------- report
printf ("\n| operation | array | time | GB/s (read + written) | %% of copy | torch | vs torch | queued | GB/s | %% of copy | torch queued | vs torch queued |\n");
printf ("|---|---|---|---|---|---|---|---|---|---|---|---|\n");
mkdir (out);
fid = fopen (fullfile (out, "elementwise.csv"), "w");
fprintf (fid, "operation,array,seconds,bytes,rate_gbs,pct_copy,torch_seconds,queued_seconds,pct_copy_queued,torch_queued_seconds\n");
ms = @(c, t) ifelse_s (c, "", sprintf ("%.3f ms", t * 1e3));
rx = @(c, a, b) ifelse_s (c, "", sprintf ("%.2fx", a / b));
for k = 1:rows (rows_)
  [what, lab, t, bytes, tq] = rows_{k,:};
  key = strtrim (what);
  tw = tqw = NaN;                       # torch: waited, queued
  if (isKey (tt, key))
    tw = tt(key);
    tqw = ttq(key);
  endif
  if (bytes == 0)
    printf ("| %s | %s | %.1f us | | | %s | %s | | | | | |\n", what, lab, t * 1e6, ...
            ifelse_s (isnan (tw), "", sprintf ("%.1f us", tw * 1e6)), rx (isnan (tw), t, tw));
    rate = pct = pctq = NaN;
  else
    rate = bytes / t / 1e9;
    pct = 100 * (bytes / t) / copy_rate;
    pctq = 100 * (bytes / tq) / copy_rate_q;
    printf ("| %s | %s | %.3f ms | %.0f | %.0f%% | %s | %s | %.3f ms | %.0f | %.0f%% | %s | %s |\n", ...
            what, lab, t * 1e3, rate, pct, ms (isnan (tw), tw), rx (isnan (tw), t, tw), ...
            tq * 1e3, bytes / tq / 1e9, pctq, ms (isnan (tqw), tqw), rx (isnan (tqw), tq, tqw));
  endif
  fprintf (fid, "\"%s\",\"%s\",%.9g,%.0f,%.6g,%.6g,%.9g,%.9g,%.6g,%.9g\n", what, lab, t, ...
           bytes, rate, pct, tw, tq, pctq, tqw);
endfor
fclose (fid);
printf ("\n(vs torch: our time over torch's; <= 1.00 meets the target.  queued: 20 calls, one wait, per call; its %% of copy against the queued copy)\n");
info = __gpu_array__ ("info");
printf ("after the run: %d arrays, pool %.1f MB reserved\n", info.arrays, ...
        info.pool_reserved_bytes / 1e6);
