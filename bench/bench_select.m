## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## bench_select.m: find of a logical mask and std along each dimension of
## a square single matrix, on resident gpuArrays, beside torch.nonzero and
## torch.std (bench/torch_select.py, the same operations and sizes) in one
## table.  Standalone on the GPU host:
##
##   python3 bench/torch_select.py --csv /tmp/torch_select.csv
##   GPUAXIS_BENCH_TORCH_CSV=/tmp/torch_select.csv octave-cli --no-history \
##     --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('bench/bench_select.m')"
##
## Environment:
##   GPUAXIS_BENCH_QUICK=1    small sizes (runs on the CPU backend too)
##   GPUAXIS_BENCH_TORCH_CSV  torch_select.py's CSV (name,seconds): a column
##   GPUAXIS_BENCH_OUT        folder for select.csv (default bench/out)
##
## Sizes: a 32768 x 32768 logical mask (1 GiB) at densities 0.5 and 0.01;
## std of 16384 x 16384 single along dim 1 and dim 2.  Each row: median
## of 5 calls after a warm-up, each waited for (__gpu_array__ ("sync"));
## GB/s = bytes read + written once / time (GB = 1e9): find reads the mask
## twice (count, then select) and writes 8 bytes a position; std reads the
## matrix once (count, mean and M2 by Welford's update, devsq.h's
## moments); its "(two-pass)" rows, GPUAXIS_VAR_FUSED=2, read it twice
## (mean, then the fused sum of squared deviations); its "(unfused)" rows,
## GPUAXIS_VAR_FUSED=1, the older passes, also write the centred array
## and read it again.  The copy row is the rate to compare with.  Targets:
## no slower than torch.

1;

source (fullfile (fileparts (mfilename ("fullpath")), "bench_timing.m"));

quick = strcmp (getenv ("GPUAXIS_BENCH_QUICK"), "1");
[out, ~] = bench_env (1);
if (quick)
  s = struct ("nm", 1024, "ns", 512);
else
  s = struct ("nm", 32768, "ns", 16384);
endif
rows_ = {};
function r = row_ (name, f, bytes)
  t = med_calls (f, 5);
  r = {name, t, bytes / t / 1e9};
endfunction

gpurng (1);
for density = [0.5 0.01]
  M = gpuArray.rand (s.nm, s.nm, "single") < density;
  k = nnz (M);
  if (density == 0.5)
    rows_(end+1,:) = row_ (sprintf ("copy %dx%d logical", s.nm, s.nm), @() M & true,
                           2 * s.nm^2);
  endif
  rows_(end+1,:) = row_ (sprintf ("find %dx%d logical density %g", s.nm, s.nm, density),
                         @() find (M), 2 * s.nm^2 + 8 * k);
  clear M
endfor
S = gpuArray.randn (s.ns, s.ns, "single");
rows_(end+1,:) = row_ (sprintf ("copy %dx%d single", s.ns, s.ns), @() S + 0, 2 * 4 * s.ns^2);
for dim = 1:2
  rows_(end+1,:) = row_ (sprintf ("std dim %d %dx%d single", dim, s.ns, s.ns),
                         @() std (S, 0, dim), 4 * s.ns^2);
  setenv ("GPUAXIS_VAR_FUSED", "2");     # mean, then the squared deviations
  rows_(end+1,:) = row_ (sprintf ("std dim %d %dx%d single (two-pass)", dim, s.ns, s.ns),
                         @() std (S, 0, dim), 2 * 4 * s.ns^2);
  setenv ("GPUAXIS_VAR_FUSED", "1");     # the older passes
  rows_(end+1,:) = row_ (sprintf ("std dim %d %dx%d single (unfused)", dim, s.ns, s.ns),
                         @() std (S, 0, dim), 4 * 4 * s.ns^2);
  unsetenv ("GPUAXIS_VAR_FUSED");
endfor
clear S

torch = seconds_of (getenv ("GPUAXIS_BENCH_TORCH_CSV"));
printf ("backend: %s\n", gpu_axis_backend ());
printf ("| operation | gpuaxis ms | GB/s | torch ms | torch / gpuaxis |\n|---|---:|---:|---:|---:|\n");
if (! exist (out, "dir"))
  mkdir (out);
endif
fid = fopen (fullfile (out, "select.csv"), "w");
for i = 1:rows (rows_)
  tt = NaN;
  if (isKey (torch, rows_{i,1}))
    tt = torch(rows_{i,1});
  endif
  printf ("| %s | %.3f | %.1f | %.3f | %.2f |\n", rows_{i,1}, 1e3 * rows_{i,2},
          rows_{i,3}, 1e3 * tt, tt / rows_{i,2});
  fprintf (fid, "%s,%g,%g,%g\n", rows_{i,1}, rows_{i,2}, rows_{i,3}, tt);
endfor
fclose (fid);
