## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## bench_host.m: gpu_axis_sum of host arrays against Octave's own sum, in one
## run, on the GPU host.  Normally started by bench/run_host.sh, which
## measures the pinned host-to-device rate first (bench/pinned_rate.cu) and
## hands it over in GPUAXIS_PINNED_GBPS.  Standalone:
##
##   octave-cli --no-history --norc --eval \
##     "addpath ([pwd '/src'], [pwd '/inst']); run ('bench/bench_host.m')"
##
## (or with the package installed: it is loaded with pkg when gpu_axis_sum
## is not on the path).  Environment:
##   GPUAXIS_PINNED_GBPS     pinned H2D rate, GB/s (for the "% of pinned")
##   GPUAXIS_BENCH_OUT       folder for host.csv, host-sweep.csv, host-meta.txt
##                           (default bench/out)
##   GPUAXIS_BENCH_MAX_GIB   skip inputs larger than this (default 4.01)
##   GPUAXIS_BENCH_SWEEP     0: skip the chunk/slot/thread sweep (default 1)
##   GPUAXIS_BENCH_SWEEP_N   the sweep's N x N double input (default 16384)
##
## For every class (double, single), size (10x10 .. 32768x16384 = 4 GiB of
## double; single also 32768x32768 = 4 GiB) and dim (1, 2): sum and
## gpu_axis_sum are each checked against the other, then timed (small
## inputs: loops of calls, median of 7 loops; big ones: median of a few
## calls after a warm-up).  GB/s = (input bytes + output bytes) / time, GB =
## 1e9 bytes.  The very first gpu_axis_sum call of the process (CUDA context
## start) is timed separately.

1;

function t = time_sum (A, dim, K, R)
  ts = zeros (R, 1);
  for r = 1:R
    t0 = tic;
    for k = 1:K
      s = sum (A, dim);
    endfor
    ts(r) = toc (t0) / K;
  endfor
  t = median (ts);
endfunction

function t = time_gas (A, dim, K, R)
  ts = zeros (R, 1);
  for r = 1:R
    t0 = tic;
    for k = 1:K
      s = gpu_axis_sum (A, dim);
    endfor
    ts(r) = toc (t0) / K;
  endfor
  t = median (ts);
endfunction

## Loops of K calls, R loops: about `target` seconds per loop, given a
## guess of one call's time.
function [K, R] = reps_for (t1, big)
  if (big)
    K = 1; R = 3;
  else
    K = max (1, min (2000, round (0.02 / max (t1, 1e-7))));
    R = 7;
  endif
endfunction

function A = make_array (m, n, cls)
  if (m * n <= 9e6)
    A = rand (m, n, cls);
  else
    A = repmat (rand (m, 64, cls), 1, n / 64);   # cheap to make; n % 64 == 0
  endif
endfunction

function s = human (bytes)
  if (bytes >= 2^30)
    s = sprintf ("%.3g GiB", bytes / 2^30);
  elseif (bytes >= 2^20)
    s = sprintf ("%.3g MiB", bytes / 2^20);
  elseif (bytes >= 2^10)
    s = sprintf ("%.3g KiB", bytes / 2^10);
  else
    s = sprintf ("%d B", bytes);
  endif
endfunction

## ------------------------------------------------------------ setup
t_start = tic;
if (! exist ("gpu_axis_sum"))
  pkg load gpuaxis
endif
outdir = getenv ("GPUAXIS_BENCH_OUT");
if (isempty (outdir))
  outdir = fullfile (fileparts (mfilename ("fullpath")), "out");
endif
if (! exist (outdir, "dir"))
  mkdir (outdir);
endif
pinned = str2double (getenv ("GPUAXIS_PINNED_GBPS"));
maxgib = str2double (getenv ("GPUAXIS_BENCH_MAX_GIB"));
if (isnan (maxgib))
  maxgib = 4.01;
endif
do_sweep = ! strcmp (getenv ("GPUAXIS_BENCH_SWEEP"), "0");
sweep_n = str2double (getenv ("GPUAXIS_BENCH_SWEEP_N"));
if (isnan (sweep_n))
  sweep_n = 16384;
endif

## The first call of the process starts the CUDA context; then a second
## small call (pinned staging, device buffers and streams made once).
## The CUDA host path is what this file measures: select it, since under
## "auto" a host with 8 or more CPU threads keeps host arrays on the CPU
## engine (src/gateway/backend.c; bench_host_backends.m compares both).
if (__gpu_axis__ ("cuda_ok"))
  gpu_axis_backend ("cuda");
endif
x1 = rand (10);
t0 = tic; gpu_axis_sum (x1, 1); t_first = toc (t0);
t0 = tic; gpu_axis_sum (x1, 1); t_second = toc (t0);
info = gpu_axis_info ();
if (! strcmp (info.backend, "cuda"))
  warning ("bench_host: the CUDA backend is not in use (%s); timing the CPU backend",
           info.reason);
endif
printf ("gpu_axis_sum on %s (%s), Octave %s\n", info.device_name, info.backend, version ());
printf ("first call (CUDA context start): %.1f ms; second call: %.1f us\n",
        t_first * 1e3, t_second * 1e6);
if (! isnan (pinned))
  printf ("pinned host-to-device rate: %.1f GB/s\n", pinned);
endif

## ------------------------------------------------------------ main table
shapes = {[10 10], [100 100], [1000 1000], [3000 3000], [8192 8192], ...
          [16384 16384], [32768 16384], [32768 32768]};
classes = {"double", "single"};
res = {};
fid = fopen (fullfile (outdir, "host.csv"), "w");
fprintf (fid, "class,rows,cols,in_bytes,out_bytes,dim,sum_s,gpu_s,speedup,gbps_gpu,gbps_sum,pct_pinned,ok,max_rel_err\n");
hdr = sprintf ("%-12s %9s %3s %-6s %11s %11s %8s %8s %8s %6s %s", "size", "bytes", ...
               "dim", "class", "sum", "gpu_axis", "speedup", "GB/s", "sum GB/s", ...
               "%pin", "ok");
printf ("\n%s\n", hdr);
for ci = 1:numel (classes)
  cls = classes{ci};
  esz = 8 - 4 * strcmp (cls, "single");
  for si = 1:numel (shapes)
    m = shapes{si}(1); n = shapes{si}(2);
    in_bytes = m * n * esz;
    if (in_bytes > maxgib * 2^30)
      continue;
    endif
    if (strcmp (cls, "double") && m * n > 2^29)
      continue;                        # 32768^2 only for single (4 GiB)
    endif
    A = make_array (m, n, cls);
    big = in_bytes >= 256 * 2^20;
    for dim = 1:2
      out_bytes = (dim == 1) * n * esz + (dim == 2) * m * esz;
      ## warm-up and check (also sizes the staging for this shape)
      t0 = tic; r_sum = sum (A, dim); t_sum1 = toc (t0);
      t0 = tic; r_gpu = gpu_axis_sum (A, dim); t_gpu1 = toc (t0);
      err = double (max (abs (r_gpu(:) - r_sum(:)))) / max (1, double (max (abs (r_sum(:)))));
      ok = isequal (size (r_gpu), size (r_sum)) && strcmp (class (r_gpu), class (r_sum)) ...
           && err < (strcmp (cls, "single") * 1e-3 + strcmp (cls, "double") * 1e-10);
      clear r_sum r_gpu
      [K, R] = reps_for (t_sum1, big);
      if (big)
        R = 2 + (in_bytes < 2^31);     # sum takes ~1 s per 4-8 GB here
      endif
      t_s = time_sum (A, dim, K, R);
      [K, R] = reps_for (t_gpu1, big);
      if (big)
        R = 5;
      endif
      t_g = time_gas (A, dim, K, R);
      moved = in_bytes + out_bytes;
      gbps = moved / t_g / 1e9;
      pct = 100 * gbps / pinned;
      fprintf (fid, "%s,%d,%d,%d,%d,%d,%.9g,%.9g,%.4g,%.4g,%.4g,%.4g,%d,%.3g\n", cls, m, n, ...
               in_bytes, out_bytes, dim, t_s, t_g, t_s / t_g, gbps, moved / t_s / 1e9, ...
               pct, ok, err);
      fflush (fid);
      if (t_g < 1e-3)
        fmt = @(t) sprintf ("%.1f us", t * 1e6);
      else
        fmt = @(t) sprintf ("%.2f ms", t * 1e3);
      endif
      printf ("%-12s %9s %3d %-6s %11s %11s %7.2fx %8.2f %8.2f %5.1f%% %s\n", ...
              sprintf ("%dx%d", m, n), human (in_bytes), dim, cls, fmt (t_s), fmt (t_g), ...
              t_s / t_g, gbps, moved / t_s / 1e9, pct, {"NO", "yes"}{ok + 1});
      res{end+1} = struct ("cls", cls, "m", m, "n", n, "bytes", in_bytes, "dim", dim, ...
                            "t_s", t_s, "t_g", t_g, "gbps", gbps, "ok", ok);
    endfor
    clear A
  endfor
endfor
fclose (fid);

## ------------------------------------------------------------ targets
printf ("\nTargets:\n");
verdict = {"MISS", "met"};
for i = 1:numel (res)
  r = res{i};
  if (r.bytes >= 2^30)
    printf ("  %-6s %dx%d dim %d (%s): %.1f GB/s (>= 40: %s), %.1fx sum (>= 5: %s)\n", ...
            r.cls, r.m, r.n, r.dim, human (r.bytes), r.gbps, verdict{(r.gbps >= 40) + 1}, ...
            r.t_s / r.t_g, verdict{(r.t_s / r.t_g >= 5) + 1});
  elseif (r.m == 1000 && r.n == 1000 && strcmp (r.cls, "double"))
    printf ("  double 1000x1000 dim %d: %.1f us vs sum %.1f us (faster: %s)\n", r.dim, ...
            r.t_g * 1e6, r.t_s * 1e6, verdict{(r.t_g < r.t_s) + 1});
  elseif (r.m == 10 && r.n == 10)
    printf ("  %-6s 10x10 dim %d: %.1f us per call (< 50 us: %s)\n", r.cls, r.dim, ...
            r.t_g * 1e6, verdict{(r.t_g < 50e-6) + 1});
  endif
endfor
printf ("  first call (context start): %.1f ms, reported separately\n", t_first * 1e3);
printf ("  all results agree with sum: %s\n", verdict{all (cellfun (@(r) r.ok, res)) + 1});

## ------------------------------------------------------------ sweep
## The pipeline's knobs (environment variables read at every call): chunk
## size, where the ramp starts, staging slots, copy threads, on one 2 GiB
## input (double 16384^2) and on double 1000x1000, both dims.  Chooses
## nothing by itself: it shows whether the defaults (64 MiB, ramp from
## 1 MiB, 3 slots, all CPUs up to 16) are the best here.
sweep_bytes = sweep_n^2 * 8;
if (do_sweep && sweep_bytes <= maxgib * 2^30)
  cfgs = {  # chunk MiB, ramp-min KiB, slots, threads (0: default)
    64, 1024, 3, 0;   16, 1024, 3, 0;   32, 1024, 3, 0;   128, 1024, 3, 0;
    64, 65536, 3, 0;  64, 4096, 3, 0;   64, 256, 3, 0;    64, 1024, 2, 0;
    64, 1024, 4, 0;   64, 1024, 3, 8;   64, 1024, 3, 4;   64, 1024, 3, 1};
  A = make_array (sweep_n, sweep_n, "double");
  B = rand (1000);
  fid = fopen (fullfile (outdir, "host-sweep.csv"), "w");
  fprintf (fid, "n,chunk_mib,ramp_min_kib,slots,threads,dim,gpu_s,gbps\n");
  printf ("\nSweep: chunk MiB, ramp from KiB, slots, threads -> %dx%d double (%s) GB/s; 1000x1000 double us\n", ...
          sweep_n, sweep_n, human (sweep_bytes));
  for i = 1:size (cfgs, 1)
    c = cfgs(i, :);
    setenv ("GPUAXIS_CHUNK_BYTES", sprintf ("%d", c{1} * 2^20));
    setenv ("GPUAXIS_CHUNK_MIN", sprintf ("%d", c{2} * 2^10));
    setenv ("GPUAXIS_SLOTS", sprintf ("%d", c{3}));
    if (c{4} > 0)
      setenv ("GPUAXIS_THREADS", sprintf ("%d", c{4}));
    else
      unsetenv ("GPUAXIS_THREADS");
    endif
    g = [0 0]; u = [0 0];
    for dim = 1:2
      gpu_axis_sum (A, dim);                         # warm-up
      t = time_gas (A, dim, 1, 3);
      g(dim) = (sweep_bytes + sweep_n * 8) / t / 1e9;
      fprintf (fid, "%d,%d,%d,%d,%d,%d,%.9g,%.4g\n", sweep_n, c{1}, c{2}, c{3}, c{4}, dim, t, g(dim));
      gpu_axis_sum (B, dim);
      t = time_gas (B, dim, 30, 5);
      u(dim) = t * 1e6;
      fprintf (fid, "%d,%d,%d,%d,%d,%d,%.9g,%.4g\n", 1000, c{1}, c{2}, c{3}, c{4}, dim, t, ...
               (8e6 + 8e3) / t / 1e9);
    endfor
    printf ("  %4d %6d %2d %3s -> dim 1: %5.1f GB/s, dim 2: %5.1f GB/s; 1000^2: %6.1f us, %6.1f us\n", ...
            c{1}, c{2}, c{3}, {"all", num2str(c{4})}{(c{4} > 0) + 1}, g(1), g(2), u(1), u(2));
  endfor
  fclose (fid);
  unsetenv ("GPUAXIS_CHUNK_BYTES"); unsetenv ("GPUAXIS_CHUNK_MIN");
  unsetenv ("GPUAXIS_SLOTS"); unsetenv ("GPUAXIS_THREADS");
  clear A B
endif

gpu_axis_backend ("auto");
info = gpu_axis_info ();
printf ("\nheld between calls: %s device, %s pinned\n", human (info.held_device_bytes), ...
        human (info.held_pinned_bytes));
__gpu_axis__ ("release");
info2 = gpu_axis_info ();
printf ("after release: %s device, %s pinned\n", human (info2.held_device_bytes), ...
        human (info2.held_pinned_bytes));
fid = fopen (fullfile (outdir, "host-meta.txt"), "w");
fprintf (fid, "device=%s\nbackend=%s\noctave=%s\nfirst_call_s=%.6f\nsecond_call_s=%.9f\n", ...
         info.device_name, info.backend, version (), t_first, t_second);
fprintf (fid, "pinned_gbps=%g\nheld_device_bytes=%d\nheld_pinned_bytes=%d\n", pinned, ...
         info.held_device_bytes, info.held_pinned_bytes);
fprintf (fid, "total_s=%.1f\n", toc (t_start));
fclose (fid);
printf ("bench_host: %.0f s in all; results in %s\n", toc (t_start), outdir);
