## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## bench_fft.m: the FFT family, filter and conv2 of gpuArray on resident
## arrays, beside torch.fft (bench/torch_fft.py, the same operations and
## sizes) in one table.  Standalone on the GPU host:
##
##   make -C bench fft_cufft && bench/build/fft_cufft > /tmp/cufft.csv
##   python3 bench/torch_fft.py --csv /tmp/torch_fft.csv
##   GPUAXIS_BENCH_C_CSV=/tmp/cufft.csv GPUAXIS_BENCH_TORCH_CSV=/tmp/torch_fft.csv \
##     octave-cli --no-history --norc \
##     --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('bench/bench_fft.m')"
##
## Environment:
##   GPUAXIS_BENCH_QUICK=1    small sizes (runs on the CPU backend too;
##                            fft_cufft takes --quick for the same)
##   GPUAXIS_BENCH_C_CSV      fft_cufft's CSV (name,seconds): the bare cuFFT
##                            calls of the same rows, timed in C
##   GPUAXIS_BENCH_TORCH_CSV  torch_fft.py's CSV (name,seconds): a column
##   GPUAXIS_BENCH_OUT        folder for fft.csv (default bench/out)
##
## The conv2 rows by each path (direct sum, FFT; forced with GPUAXIS_CONV2)
## show where the device's crossover lies (conv2_by_fft_.m's RATIO_CUDA;
## bench/bench_conv2_crossover.m fits it).
##
## The operands are made on the host and uploaded once (the casts of
## gpuArray are not needed).  Each row: median of 5 calls after a warm-up, each waited for
## (__gpu_array__ ("sync")); GB/s = bytes read + written once / time (GB =
## 1e9), for the memory-bound ones against the copy row.  Targets: no
## slower than torch; >= 90% of the same cuFFT call timed in C (the
## "% of C" column: C time / gpuaxis time).

1;

source (fullfile (fileparts (mfilename ("fullpath")), "bench_timing.m"));

quick = strcmp (getenv ("GPUAXIS_BENCH_QUICK"), "1");
[out, ~] = bench_env (1);
if (quick)
  s = struct ("n1", 2^16, "sq", 512, "f2", 256, "fr", 2^12, "fc", 8, "c2", 256);
else
  s = struct ("n1", 2^26, "sq", 8192, "f2", 4096, "fr", 2^24, "fc", 64, "c2", 4096);
endif
randn ("state", 1);
rows_ = {};
function r = row_ (name, f, bytes)
  t = med_calls (f, 5);
  r = {name, t, bytes / t / 1e9};
  fprintf (stderr, "%s: %.3f ms\n", name, 1e3 * t);   # progress, in case the table is cut off
endfunction

X = gpuArray (complex (randn (s.n1, 1), randn (s.n1, 1)));
rows_(end+1,:) = row_ (sprintf ("fft %d complex double", s.n1), @() fft (X), 2 * 16 * s.n1);
X = gpuArray (single (complex (randn (s.sq), randn (s.sq))));
rows_(end+1,:) = row_ (sprintf ("copy %dx%d complex single", s.sq, s.sq), @() X + 0, 2 * 8 * s.sq^2);
rows_(end+1,:) = row_ (sprintf ("fft dim 1 %dx%d complex single", s.sq, s.sq), @() fft (X, [], 1), 2 * 8 * s.sq^2);
rows_(end+1,:) = row_ (sprintf ("fft dim 2 %dx%d complex single", s.sq, s.sq), @() fft (X, [], 2), 2 * 8 * s.sq^2);
## the same result beside torch's made contiguous (torch returns a strided view)
rows_(end+1,:) = [{sprintf ("fft dim 2 %dx%d complex single (torch's result made contiguous)", s.sq, s.sq)}, rows_(end,2:3)];
## each route by name too (GPUAXIS_FFT_STRIDED)
old_route = getenv ("GPUAXIS_FFT_STRIDED");
for route = {"strided", "transpose", "strided-in"}
  setenv ("GPUAXIS_FFT_STRIDED", route{1});
  rows_(end+1,:) = row_ (sprintf ("fft dim 2 %dx%d complex single %s", s.sq, s.sq, route{1}),
                         @() fft (X, [], 2), 2 * 8 * s.sq^2);
endfor
setenv ("GPUAXIS_FFT_STRIDED", old_route);
clear X
R = gpuArray (randn (s.f2));
rows_(end+1,:) = row_ (sprintf ("fft2 %dx%d real double", s.f2, s.f2), @() fft2 (R), (8 + 16) * s.f2^2);
clear R
U = gpuArray (single (complex (randn (s.f2), randn (s.f2))));
H = gpuArray (exp (1i * single (randn (s.f2))));
rows_(end+1,:) = row_ (sprintf ("ifft2 (fft2 (U) .* H) %dx%d complex single", s.f2, s.f2),
                       @() ifft2 (fft2 (U) .* H), 4 * 8 * s.f2^2);
clear U H
[b, a] = deal ([0.0048 0.0193 0.0289 0.0193 0.0048], [1 -2.3695 2.3140 -1.0547 0.1874]);
F = gpuArray (repmat (randn (s.fr / 16, s.fc, "single"), 16, 1));   # 16 copies: generation time
rows_(end+1,:) = row_ (sprintf ("filter IIR4 %dx%d single dim 1", s.fr, s.fc),
                       @() filter (b, a, F), 2 * 4 * s.fr * s.fc);
clear F
C = gpuArray (single (randn (s.c2)));
K = single (randn (15));
rows_(end+1,:) = row_ (sprintf ("conv2 %dx%d single 15x15 same", s.c2, s.c2),
                       @() conv2 (C, K, "same"), 2 * 4 * s.c2^2);
## each path forced (GPUAXIS_CONV2), for conv2_by_fft_'s device crossover
old = getenv ("GPUAXIS_CONV2");
for k = [15 31 63]
  K = single (randn (k));
  for path = {"direct", "fft"}
    setenv ("GPUAXIS_CONV2", path{1});
    rows_(end+1,:) = row_ (sprintf ("conv2 %dx%d single %dx%d same by %s", s.c2,
                                    s.c2, k, k, path{1}),
                           @() conv2 (C, K, "same"), 2 * 4 * s.c2^2);
  endfor
endfor
setenv ("GPUAXIS_CONV2", old);
clear C

torch = seconds_of (getenv ("GPUAXIS_BENCH_TORCH_CSV"));
cfft = seconds_of (getenv ("GPUAXIS_BENCH_C_CSV"));
printf (["| operation | gpuaxis ms | GB/s | cuFFT in C ms | %% of C | torch ms | " ...
         "torch / gpuaxis |\n|---|---:|---:|---:|---:|---:|---:|\n"]);
mkdir (out);
fid = fopen (fullfile (out, "fft.csv"), "w");
for i = 1:rows (rows_)
  [tt, tc] = deal (NaN);
  if (isKey (torch, rows_{i,1}))
    tt = torch(rows_{i,1});
  endif
  if (isKey (cfft, rows_{i,1}))
    tc = cfft(rows_{i,1});
  endif
  printf ("| %s | %.3f | %.1f | %.3f | %.0f | %.3f | %.2f |\n", rows_{i,1},
          1e3 * rows_{i,2}, rows_{i,3}, 1e3 * tc, 100 * tc / rows_{i,2}, 1e3 * tt,
          tt / rows_{i,2});
  fprintf (fid, "%s,%g,%g,%g,%g\n", rows_{i,1}, rows_{i,2}, rows_{i,3}, tt, tc);
endfor
fclose (fid);

## What a waited-for call costs the package on an 8x8 complex single,
## where the device's work is a few microseconds: the part of a row's gap
## to its cuFFT call that is the call itself.
P = gpuArray (complex (single (rand (8)), single (rand (8))));
calls = {"fft (G)", @() keep (fft (P));
         "fft (G, [], 2)", @() keep (fft (P, [], 2));
         "fft2 (G)", @() keep (fft2 (P));
         "ifft2 (fft2 (G) .* G)", @() keep (ifft2 (fft2 (P) .* P));
         "G .* G", @() keep (P .* P);
         "sync alone", @() []};
printf ("\n| call on an 8x8 (waited for) | us |\n|---|---:|\n");
for i = 1:rows (calls)
  printf ("| %s | %.1f |\n", calls{i, 1}, med_calls (calls{i, 2}, 51) * 1e6);
endfor
