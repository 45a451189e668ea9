## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## bench_resident.m: the resident-array table.  Every configuration
## of a bench_kernels run (its CSV) whose input is >= 1 GiB, called as the
## gpuArray method from Octave (sum (G, DIM), [M, I] = max (G, [], DIM),
## ...) on a device array of the same shape and class, beside the C
## kernel's time and torch's (torch_cupy.py's CSV) from the same call.
## Run by bench/run_resident.sh after run_kernels.sh; standalone:
##
##   GPUAXIS_BENCH_KERNELS_CSV=bench/out/kernels.csv \
##   GPUAXIS_BENCH_TORCH_CSV=bench/out/torch_cupy.csv \
##   octave-cli --no-history --norc --eval \
##     "addpath ([pwd '/src'], [pwd '/inst']); run ('bench/bench_resident.m')"
##
## Environment: GPUAXIS_BENCH_OUT (folder of resident.csv, default
## bench/out), GPUAXIS_BENCH_MIN_GIB (smallest input, default 1).
##
## Columns: C kernel: bench_kernels' median (CUDA events around one
## ga_cuda_run_device call, waited for).  waited: median of 10 method
## calls after a warm-up, each waited for (__gpu_array__ ("sync")): what
## one call costs a user who needs its result now, Octave's dispatch
## (~25 us before the kernel starts) included.  queued: 20 calls in a loop,
## then one wait, per call, median of 5 loops: what a loop of reductions
## costs (a method returns once its kernels are launched, so Octave's
## dispatch of the next call overlaps this one's kernel).  % of C: C
## kernel time / Octave time.  torch: torch_cupy.py's median (CUDA events
## around one call from Python, waited for); torch queued: torch_cupy.py's
## 20 calls in a loop from Python, then one synchronize, per call; vs
## torch: torch time / Octave's time, waited against waited and queued
## against queued (> 1: Octave faster).  The arrays are
## gpuArray.rand (randi for int32) of the configuration's shape and class.

1;

source (fullfile (fileparts (mfilename ("fullpath")), "bench_timing.m"));

function rows = read_csv (path)
  ## the data lines of a bench CSV as a struct array keyed by its header
  rows = struct ([]);
  if (isempty (path) || ! exist (path, "file"))
    return;
  endif
  lines = strsplit (fileread (path), "\n");
  lines = lines(! cellfun (@isempty, lines) & ! strncmp (lines, "#", 1));
  if (isempty (lines))
    return;
  endif
  head = strsplit (lines{1}, ",");
  for k = 2:numel (lines)
    f = strsplit (lines{k}, ",");
    if (numel (f) != numel (head))
      continue;
    endif
    r = struct ();
    for h = 1:numel (head)
      r.(head{h}) = f{h};
    endfor
    rows = [rows; r];
  endfor
endfunction

function key = cfg_key (r)
  key = sprintf ("%s %s %s %s", r.op, r.shape, r.dim, r.class);
endfunction

function m_index (G, dim, name)
  [m, i] = feval (name, G, [], dim);
endfunction

function f = method_call (op, G, dim, cls)
  ## the gpuArray method a user would call for bench_kernels' op
  switch (op)
    case "sum"
      if (strcmp (cls, "int32"))
        f = @() sum (G, dim, "native");
      else
        f = @() sum (G, dim);
      endif
    case "mean",  f = @() mean (G, dim);
    case "prod",  f = @() prod (G, dim);
    case "sumsq", f = @() sumsq (G, dim);
    case "max",   f = @() max (G, [], dim);
    case "min",   f = @() min (G, [], dim);
    case "maxi",  f = @() m_index (G, dim, "max");
    case "mini",  f = @() m_index (G, dim, "min");
    case "any",   f = @() any (G, dim);
    case "all",   f = @() all (G, dim);
    otherwise,    f = [];
  endswitch
endfunction

[out, ~] = bench_env (1);
kcsv = getenv ("GPUAXIS_BENCH_KERNELS_CSV");
tcsv = getenv ("GPUAXIS_BENCH_TORCH_CSV");
min_gib = str2double (getenv ("GPUAXIS_BENCH_MIN_GIB"));
if (isnan (min_gib))
  min_gib = 1;
endif
K = read_csv (kcsv);
T = read_csv (tcsv);
if (isempty (K))
  error ("bench_resident: no configurations in '%s' (GPUAXIS_BENCH_KERNELS_CSV)", kcsv);
endif
torch = containers.Map ();
torchq = containers.Map ();
for k = 1:numel (T)
  torch(cfg_key (T(k))) = str2double (T(k).torch_ms);
  if (isfield (T(k), "torch_queued_ms"))
    torchq(cfg_key (T(k))) = str2double (T(k).torch_queued_ms);
  endif
endfor
if (! __gpu_axis_cuda_ok__ () && isempty (getenv ("GPUAXIS_BENCH_ALLOW_CPU")))  # CPU: a dry run
  error ("bench_resident: no usable CUDA device");
endif

sel = arrayfun (@(r) str2double (r.in_bytes) >= min_gib * 2^30, K);
K = K(sel);
shapes = unique (arrayfun (@(r) [r.class " " r.shape], K, "UniformOutput", false));
res = {};
for s = 1:numel (shapes)
  w = strsplit (shapes{s}, " ");
  cls = w{1};
  sz = str2double (strsplit (w{2}, "x"));
  G = [];                                     # the old array freed first
  if (strcmp (cls, "int32"))
    G = gpuArray.randi ([-1000 1000], sz, "int32");
  else
    G = gpuArray.rand (sz, cls);
  endif
  for k = find (arrayfun (@(r) strcmp ([r.class " " r.shape], shapes{s}), K))'
    r = K(k);
    f = method_call (r.op, G, str2double (r.dim), cls);
    if (isempty (f))
      continue;
    endif
    tw = med_calls (f, 10);
    tq = med_loops (f, 20, 5);
    tc = str2double (r.median_ms) / 1e3;
    key = cfg_key (r);
    tt = ttq = NaN;
    if (isKey (torch, key))
      tt = torch(key) / 1e3;
    endif
    if (isKey (torchq, key))
      ttq = torchq(key) / 1e3;
    endif
    b = str2double (r.in_bytes);
    res(end+1, :) = {r.op, r.shape, r.dim, cls, b, tc, tw, tq, tt, ttq};
  endfor
  clear f
  G = [];
endfor

printf ("\n| op | shape | dim | class | C kernel (ms) | waited (ms) | %% of C | queued (ms) | %% of C | torch (ms) | torch queued (ms) | vs torch (waited) | vs torch (queued) |\n");
printf ("|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
mkdir (out);
fid = fopen (fullfile (out, "resident.csv"), "w");
fprintf (fid, "op,shape,dim,class,in_bytes,kernel_ms,waited_ms,queued_ms,torch_ms,torch_queued_ms\n");
pw = pq = vw = vq = [];
for k = 1:rows (res)
  [op, sh, dim, cls, b, tc, tw, tq, tt, ttq] = res{k,:};
  printf ("| %s | %s | %s | %s | %.4f | %.4f | %.1f | %.4f | %.1f | %.4f | %.4f | %.2fx | %.2fx |\n", ...
          op, sh, dim, cls, tc * 1e3, tw * 1e3, 100 * tc / tw, tq * 1e3, 100 * tc / tq, ...
          tt * 1e3, ttq * 1e3, tt / tw, ttq / tq);
  fprintf (fid, "%s,%s,%s,%s,%.0f,%.6f,%.6f,%.6f,%.6f,%.6f\n", op, sh, dim, cls, b, ...
           tc * 1e3, tw * 1e3, tq * 1e3, tt * 1e3, ttq * 1e3);
  pw(end+1) = tc / tw; pq(end+1) = tc / tq; vw(end+1) = tt / tw; vq(end+1) = ttq / tq;
endfor
fclose (fid);
printf ("\n%d configurations.  %% of the C kernel: waited lowest %.1f, median %.1f; queued lowest %.1f, median %.1f.\n", ...
        rows (res), 100 * min (pw), 100 * median (pw), 100 * min (pq), 100 * median (pq));
v = ! isnan (vw);
if (any (v))
  printf ("Against torch (torch time / Octave time, > 1: Octave faster), waited (torch: CUDA events around one call): lowest %.2fx, geometric mean %.2fx, %d of %d below 1.00x.\n", ...
          min (vw(v)), exp (mean (log (vw(v)))), nnz (vw(v) < 1), nnz (v));
endif
v = ! isnan (vq);
if (any (v))
  printf ("Against torch, queued (both 20 calls then one wait, wall time per call): lowest %.2fx, geometric mean %.2fx, %d of %d below 1.00x.\n", ...
          min (vq(v)), exp (mean (log (vq(v)))), nnz (vq(v) < 1), nnz (v));
endif
info = __gpu_array__ ("info");
printf ("after the run: %d arrays, pool %.1f MB reserved\n", info.arrays, info.pool_reserved_bytes / 1e6);
