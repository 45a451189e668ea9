## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## bench_host_backends.m: gpu_axis_sum of host arrays on every backend,
## beside Octave's sum and torch's CPU sum, in one run.
## Normally started by bench/run_host_backends.sh.  Standalone:
##
##   octave-cli --no-history --norc --eval \
##     "addpath ([pwd '/src'], [pwd '/inst']); run ('bench/bench_host_backends.m')"
##
## Environment:
##   GPUAXIS_BENCH_OUT        folder for host-backends.csv, crossover.csv
##                            (default bench/out)
##   GPUAXIS_BENCH_TORCH_CSV  torch_host_backends.py's CSV: its times join
##                            the table (optional)
##   GPUAXIS_BENCH_PART       "crossover", "large" or "" (both; default)
##   GPUAXIS_BENCH_SHAPES     another shape list (default bench/host_shapes.txt)
##
## Part 1, the "auto" crossover: double N x N, N = 16 .. 4096, dims 1 and 2:
## gpu_axis_sum under "cpu" (all threads), "cuda" and "auto", and sum;
## median over 7 loops of K calls (about 20 ms a loop).  Says from which
## size the CUDA backend is faster than the CPU engine, the line "auto"
## should draw (src/gateway/backend.c, GPUAXIS_AUTO_CPU_BYTES).
##
## Part 2, inputs of 1 GiB and more (bench/host_shapes.txt), small and
## large results: "auto", "cuda", "cpu" on all threads and on 1, and sum;
## each result checked against sum's (relative error against the largest
## |sum|: 1e-10 double, 1e-4 single), then the median of R calls (R = 3,
## 2 for the 1-thread engine and sum).  GB/s = (input + output bytes) /
## time, GB = 1e9 bytes.

1;

function t = med_time (f, K, R)
  ts = zeros (R, 1);
  for r = 1:R
    t0 = tic;
    for k = 1:K
      f ();
    endfor
    ts(r) = toc (t0) / K;
  endfor
  t = median (ts);
endfunction

## Loops of about 20 ms, from one call's time.
function t = small_time (f)
  f ();
  t0 = tic; f (); t1 = toc (t0);
  K = max (1, min (5000, round (0.02 / max (t1, 1e-7))));
  t = med_time (f, K, 7);
endfunction

function A = make_array (sz, cls)
  n = prod (sz);
  for k = [2^20, 1e6, 1000, 1]
    if (mod (n, k) == 0 && n >= k)
      break;
    endif
  endfor
  A = reshape (repmat (rand (k, 1, cls), n / k, 1), sz);
endfunction

function [r, ok, err] = call_on (be, A, dim, args, ref, tol)
  gpu_axis_backend (be);
  r = gpu_axis_sum (A, dim, args{:});
  err = double (max (abs (double (r(:)) - ref(:)))) / max (1, max (abs (ref(:))));
  ok = isequal (size (r), size (ref)) && err < tol;
endfunction

function t = ifelse_nan (m, key)   # m(key), or NaN where torch did not run it
  t = NaN;
  if (isKey (m, key))
    t = m(key);
  endif
endfunction

function s = fmt_t (t)
  if (isnan (t))
    s = "-";
  elseif (t < 1e-3)
    s = sprintf ("%.1f us", t * 1e6);
  else
    s = sprintf ("%.1f ms", t * 1e3);
  endif
endfunction

function s = fmt_g (bytes, t)
  if (isnan (t))
    s = "-";
  else
    s = sprintf ("%.1f", bytes / t / 1e9);
  endif
endfunction

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
part = getenv ("GPUAXIS_BENCH_PART");
warning ("off", "gpuaxis:no-gpu");
gpu_axis_sum (rand (10), 1);             # the CUDA context, once
info = gpu_axis_info ();
nthr = gpu_axis_threads ();
printf ("device: %s; backend %s; CPU engine threads: %d; Octave %s; %s\n", ...
        info.device_name, info.backend, nthr, version (), datestr (now (), 31));
have_cuda = strcmp (info.backend, "cuda");

## ------------------------------------------------ part 1: the crossover
if (isempty (part) || strcmp (part, "crossover"))
  Ns = [16 32 64 128 256 362 512 724 1024 1448 2048 2896 4096];
  fid = fopen (fullfile (outdir, "crossover.csv"), "w");
  fprintf (fid, "n,bytes,dim,cpu_s,cuda_s,auto_s,sum_s\n");
  printf ("\n| N x N double | bytes | dim | cpu engine (%d threads) | cuda | auto | sum | faster |\n", nthr);
  printf ("|---|---:|---:|---:|---:|---:|---:|---|\n");
  first = [NaN NaN];
  for N = Ns
    A = rand (N);
    for dim = 1:2
      gpu_axis_backend ("cpu");  tc = small_time (@() gpu_axis_sum (A, dim));
      tg = NaN;
      if (have_cuda)
        gpu_axis_backend ("cuda"); tg = small_time (@() gpu_axis_sum (A, dim));
      endif
      gpu_axis_backend ("auto"); ta = small_time (@() gpu_axis_sum (A, dim));
      ts = small_time (@() sum (A, dim));
      fprintf (fid, "%d,%d,%d,%.6g,%.6g,%.6g,%.6g\n", N, N * N * 8, dim, tc, tg, ta, ts);
      if (tg < tc && isnan (first(dim)))
        first(dim) = N * N * 8;
      elseif (tg >= tc)
        first(dim) = NaN;                # the line is where cuda stays ahead
      endif
      printf ("| %d | %d | %d | %s | %s | %s | %s | %s |\n", N, N * N * 8, dim, fmt_t (tc), ...
              fmt_t (tg), fmt_t (ta), fmt_t (ts), {"cpu", "cuda"}{(tg < tc) + 1});
    endfor
  endfor
  fclose (fid);
  gpu_axis_backend ("auto");
  printf ("\ncrossover (smallest input from which cuda stays faster than the CPU engine): ");
  printf ("dim 1 %s, dim 2 %s bytes; auto now sends under %s bytes to the CPU\n", ...
          num2str (first(1)), num2str (first(2)), num2str (512 * 1024));
endif

## ------------------------------------------------ part 2: >= 1 GiB
if (isempty (part) || strcmp (part, "large"))
  ## torch's times, if given: key "class size dim outtype threads" -> s
  torch = containers.Map ();
  tcsv = getenv ("GPUAXIS_BENCH_TORCH_CSV");
  if (! isempty (tcsv) && exist (tcsv, "file"))
    tf = fopen (tcsv);
    c = textscan (tf, "%s %s %f %s %f %f %f", "Delimiter", ",", "HeaderLines", 1);
    fclose (tf);
    for i = 1:numel (c{1})
      torch(sprintf ("%s %s %d %s %d", c{1}{i}, c{2}{i}, c{3}(i), c{4}{i}, c{5}(i))) = c{6}(i);
    endfor
  endif
  shp = getenv ("GPUAXIS_BENCH_SHAPES");
  if (isempty (shp))
    shp = fullfile (fileparts (mfilename ("fullpath")), "host_shapes.txt");
  endif
  lines = strsplit (fileread (shp), "\n");
  fid = fopen (fullfile (outdir, "host-backends.csv"), "w");
  fprintf (fid, "class,size,dim,outtype,in_bytes,out_bytes,auto_s,cuda_s,cpuN_s,cpu1_s,sum_s,torchN_s,torch1_s,ok,max_rel_err\n");
  printf ("\nGB/s = (input + output bytes) / time.  cpu N: the CPU engine on %d threads; torch N: torch.set_num_threads (%d).\n\n", nthr, nthr);
  printf ("| array | dim | out | result | auto | cuda | cpu %d | cpu 1 | sum | torch %d | torch 1 | cuda / sum | ok |\n", nthr, nthr);
  printf ("|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|\n");
  for li = 1:numel (lines)
    w = strsplit (strtrim (regexprep (lines{li}, "#.*", "")));
    if (numel (w) < 4)
      continue;
    endif
    cls = w{1}; sz = str2double (strsplit (w{2}, "x")); dim = str2double (w{3});
    args = {};
    if (! strcmp (w{4}, "-"))
      args = w(4);
    endif
    if (numel (sz) == 1)
      sz(2) = 1;
    endif
    A = make_array (sz, cls);
    ref = double (sum (A, dim, args{:}));
    esz = 8 - 4 * strcmp (cls, "single");
    osz = 8 - 4 * (strcmp (cls, "single") && isempty (args));
    in_b = numel (A) * esz; out_b = numel (ref) * osz;
    tol = 1e-10 + 1e-4 * (strcmp (cls, "single") && isempty (args));
    t = NaN (1, 5); ok = true; maxerr = 0;
    bes = {"auto", "cuda", "cpu", "cpu1"};
    for b = 1:4
      be = bes{b};
      if (strcmp (be, "cuda") && ! have_cuda)
        continue;
      endif
      if (strcmp (be, "cpu1"))
        gpu_axis_threads (1); be = "cpu";
      endif
      [r, okb, err] = call_on (be, A, dim, args, ref, tol);
      clear r
      ok = ok && okb; maxerr = max (maxerr, err);
      t(b) = med_time (@() gpu_axis_sum (A, dim, args{:}), 1, 3 - (b == 4));
      gpu_axis_threads (nthr);
    endfor
    gpu_axis_backend ("auto");
    sum (A, dim, args{:});
    t(5) = med_time (@() sum (A, dim, args{:}), 1, 2);
    key = sprintf ("%s %s %d %s", cls, w{2}, dim, w{4});
    tN = ifelse_nan (torch, sprintf ("%s %d", key, nthr));
    t1 = ifelse_nan (torch, sprintf ("%s %d", key, 1));
    fprintf (fid, "%s,%s,%d,%s,%d,%d,%.6g,%.6g,%.6g,%.6g,%.6g,%.6g,%.6g,%d,%.3g\n", cls, w{2}, dim, ...
             w{4}, in_b, out_b, t, tN, t1, ok, maxerr);
    fflush (fid);
    mv = in_b + out_b;
    printf ("| %s %s | %d | %s | %.0f MB | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", ...
            cls, w{2}, dim, w{4}, out_b / 1e6, fmt_g (mv, t(1)), fmt_g (mv, t(2)), ...
            fmt_g (mv, t(3)), fmt_g (mv, t(4)), fmt_g (mv, t(5)), fmt_g (mv, tN), ...
            fmt_g (mv, t1), strrep (sprintf ("%.2fx", t(5) / t(2)), "NaNx", "-"), {"NO", "yes"}{ok + 1});
    clear A ref
  endfor
  fclose (fid);
endif
printf ("\nbench_host_backends: %.0f s\n", toc (t_start));
