## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## bench_scan.m: cumsum of resident gpuArrays (>= 1 GiB of double along
## dim 1 and dim 2, and one long column), against the copy rate and
## torch.cumsum (bench/torch_scan.py, the same sizes) in one table; then
## gpu_axis_cumsum of host arrays against Octave's cumsum.  On the GPU
## host:
##
##   python3 bench/torch_scan.py --csv /tmp/torch_scan.csv
##   GPUAXIS_BENCH_TORCH_CSV=/tmp/torch_scan.csv octave-cli --no-history \
##     --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('bench/bench_scan.m')"
##
## (without GPUAXIS_BENCH_TORCH_CSV, where a device is usable, the script
## runs torch_scan.py itself first, in the same run; where python3 or
## torch is missing the torch column is NaN).
##
## Environment:
##   GPUAXIS_BENCH_QUICK=1    small sizes (runs on the CPU backend too)
##   GPUAXIS_BENCH_HOST=1     only the host arrays' table (gpu_axis_cumsum
##                            against cumsum), e.g. on a machine without a GPU
##   GPUAXIS_BENCH_TORCH_CSV  torch_scan.py's CSV (name,seconds): a column
##   GPUAXIS_BENCH_OUT        folder for scan.csv (default bench/out)
##
## Each row: median of 5 calls after a warm-up, each waited for
## (__gpu_array__ ("sync")); GB/s = bytes read + written once / time
## (GB = 1e9); "of copy" the share of the copy row's rate (X + 0, the
## same bytes).  Targets (the GPU run): >= 90% of the copy rate and no
## slower than torch.cumsum.  Rows marked "(layout 1)" run with
## GPUAXIS_SCAN_LAYOUT=1, the plan before the TILES layout (scan.h),
## "(layout 2)" with 2, the plan before STRIPS and CHUNKS, for the
## old-against-new comparison in the same run.

1;

source (fullfile (fileparts (mfilename ("fullpath")), "bench_timing.m"));

quick = strcmp (getenv ("GPUAXIS_BENCH_QUICK"), "1");
host_only = strcmp (getenv ("GPUAXIS_BENCH_HOST"), "1");
[out, ~] = bench_env (1);
if (quick)
  [r, c] = deal (1024, 512);
  [hr, hc] = deal (512, 512);
else
  [r, c] = deal (16384, 8192);        # 2^27 doubles: 1 GiB
  [hr, hc] = deal (4096, 4096);
endif
randn ("state", 1);
function row = row_ (name, f, bytes)
  t = med_calls (f, 5);
  row = {name, t, bytes / t / 1e9};
endfunction

mkdir (out);
fid = fopen (fullfile (out, "scan.csv"), "w");
if (! host_only)
  tcsv = getenv ("GPUAXIS_BENCH_TORCH_CSV");
  on_gpu = __gpu_axis_cuda_ok__ ();
  if (isempty (tcsv) && on_gpu)
    tcsv = [tempname() ".csv"];
    py = fullfile (fileparts (mfilename ("fullpath")), "torch_scan.py");
    if (system (sprintf ("python3 %s %s--csv %s", py, merge (quick, "--quick ", ""), tcsv)) != 0)
      tcsv = "";
    endif
  endif
  torch = seconds_of (tcsv);

  printf ("backend: %s\n", merge (on_gpu, "cuda", "cpu"));
  rows_ = {};
  B = 2 * 8 * r * c;
  X = gpuArray (randn (r, c));
  rows_(end+1,:) = row_ (sprintf ("copy %dx%d double", r, c), @() X + 0, B);
  rows_(end+1,:) = row_ (sprintf ("cumsum dim 1 %dx%d double", r, c), @() cumsum (X, 1), B);
  setenv ("GPUAXIS_SCAN_LAYOUT", "1");     # the layout before TILES
  rows_(end+1,:) = row_ (sprintf ("cumsum dim 1 %dx%d double (layout 1)", r, c), @() cumsum (X, 1), B);
  unsetenv ("GPUAXIS_SCAN_LAYOUT");
  Xs = single (X);
  rows_(end+1,:) = row_ (sprintf ("cumsum dim 1 %dx%d single", r, c), @() cumsum (Xs, 1), B / 2);
  clear Xs
  rows_(end+1,:) = row_ (sprintf ("cumsum dim 2 %dx%d double", r, c), @() cumsum (X, 2), B);
  setenv ("GPUAXIS_SCAN_LAYOUT", "2");     # the layout before STRIPS
  rows_(end+1,:) = row_ (sprintf ("cumsum dim 2 %dx%d double (layout 2)", r, c), @() cumsum (X, 2), B);
  unsetenv ("GPUAXIS_SCAN_LAYOUT");
  clear X
  V = gpuArray (randn (r * c, 1));
  rows_(end+1,:) = row_ (sprintf ("cumsum %dx1 double", r * c), @() cumsum (V), B);
  setenv ("GPUAXIS_SCAN_LAYOUT", "2");
  rows_(end+1,:) = row_ (sprintf ("cumsum %dx1 double (layout 2)", r * c), @() cumsum (V), B);
  unsetenv ("GPUAXIS_SCAN_LAYOUT");
  clear V
  ## other slice lengths along dim 1 (the same bytes): short ones (TILES'
  ## segmented scan), and 512 or 64 long ones (CHUNKS; with layout 2 TILES
  ## and LONG, where scan_plan.c's estimate put them)
  for m = merge (quick, [64 512 65536], [64 512 262144 2097152])
    X = reshape (gpuArray (randn (r * c, 1)), m, []);
    rows_(end+1,:) = row_ (sprintf ("cumsum dim 1 %dx%d double", m, r * c / m), @() cumsum (X, 1), B);
    setenv ("GPUAXIS_SCAN_LAYOUT", "1");
    rows_(end+1,:) = row_ (sprintf ("cumsum dim 1 %dx%d double (layout 1)", m, r * c / m), @() cumsum (X, 1), B);
    if (m >= 65536)                        # CHUNKS against LONG or TILES
      setenv ("GPUAXIS_SCAN_LAYOUT", "2");
      rows_(end+1,:) = row_ (sprintf ("cumsum dim 1 %dx%d double (layout 2)", m, r * c / m), @() cumsum (X, 1), B);
    endif
    unsetenv ("GPUAXIS_SCAN_LAYOUT");
    clear X
  endfor
  ## fewer slices along dim 2 (the same bytes): STRIPS against one thread a
  ## slice (layout 2)
  for m = merge (quick, [64 32], [4096 1024])
    X = reshape (gpuArray (randn (r * c, 1)), m, []);
    rows_(end+1,:) = row_ (sprintf ("cumsum dim 2 %dx%d double", m, r * c / m), @() cumsum (X, 2), B);
    setenv ("GPUAXIS_SCAN_LAYOUT", "2");
    rows_(end+1,:) = row_ (sprintf ("cumsum dim 2 %dx%d double (layout 2)", m, r * c / m), @() cumsum (X, 2), B);
    unsetenv ("GPUAXIS_SCAN_LAYOUT");
    clear X
  endfor

  printf ("| resident gpuArray | gpuaxis ms | GB/s | of copy | torch ms | torch / gpuaxis |\n");
  printf ("|---|---:|---:|---:|---:|---:|\n");
  copy_rate = rows_{1,3};
  for i = 1:rows (rows_)
    tt = NaN;
    if (isKey (torch, rows_{i,1}))
      tt = torch(rows_{i,1});
    endif
    printf ("| %s | %.3f | %.1f | %.0f%% | %.3f | %.2f |\n", rows_{i,1},
            1e3 * rows_{i,2}, rows_{i,3}, 100 * rows_{i,3} / copy_rate,
            1e3 * tt, tt / rows_{i,2});
    fprintf (fid, "%s,%g,%g,%g\n", rows_{i,1}, rows_{i,2}, rows_{i,3}, tt);
  endfor
endif

## host arrays: gpu_axis_cumsum (CUDA where usable, else the CPU engine)
## against Octave's cumsum on this machine
A = randn (hr, hc);
printf ("\n| host array | gpu_axis_cumsum ms | Octave cumsum ms | Octave / gpu_axis |\n");
printf ("|---|---:|---:|---:|\n");
for d = 1:2
  tg = med_calls (@() gpu_axis_cumsum (A, d), 5);
  to = med_calls (@() cumsum (A, d), 5);
  name = sprintf ("host cumsum dim %d %dx%d double", d, hr, hc);
  printf ("| %s | %.3f | %.3f | %.2f |\n", name, 1e3 * tg, 1e3 * to, to / tg);
  fprintf (fid, "%s,%g,%g,%g\n", name, tg, 2 * 8 * hr * hc / tg / 1e9, to);
endfor
fclose (fid);
