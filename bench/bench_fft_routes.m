## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## bench_fft_routes.m: fft along dim 2 of resident S x N x K gpuArrays by
## each route of a transform above the first dimension (GPUAXIS_FFT_STRIDED:
## one strided plan, the transform from the strided input into the
## contiguous order and a transpose back, or a transpose each way around a
## contiguous transform) and by the package's choice
## (src/engine/fft_plan.c's ga_fft_strided_route), over the strides S and
## lengths N that choice is made by.  On the GPU host:
##
##   octave-cli --no-history --norc \
##     --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('bench/bench_fft_routes.m')"
##
## Each cell: median of 5 calls after a warm-up, each waited for
## (__gpu_array__ ("sync")), ms; "chosen / best": the package's choice's
## time over the least of the three.  GPUAXIS_BENCH_QUICK=1: arrays of
## 2^14 elements instead of 2^24 and 2^26 (runs on the CPU backend too).

1;

source (fullfile (fileparts (mfilename ("fullpath")), "bench_timing.m"));

quick = strcmp (getenv ("GPUAXIS_BENCH_QUICK"), "1");
bench_env (1);
routes = {"strided", "strided-in", "transpose", ""};
big = 2^24;
if (quick)
  big = 2^14;
endif
## {class, complex, [S N K]}: the grid of S and N at 2^24 elements, large
## S at 2^26, one slab of small arrays, real input
shapes = {};
for c = {"single", "double"}
  total = big / (1 + strcmp (c{1}, "double"));
  for N = [256 2048 4096 8192 65536]
    for S = [2 4 8 16 32 64 128 256 1024 16384]
      if (S * N <= total)
        shapes(end+1,:) = {c{1}, true, [S, N, total / (S * N)]};
      endif
    endfor
  endfor
endfor
if (! quick)
  for N = [64 1024 4096 8192 16384 32768]
    shapes(end+1,:) = {"single", true, [2^26 / N, N, 1]};
  endfor
  for sn = {[2 4096], [32 4096], [128 4096], [8 65536], [32 65536], [2 2^20], [16 2^20]}
    shapes(end+1,:) = {"single", true, [sn{1}, 1]};
  endfor
  for sk = {[8 4096 512], [64 4096 64], [16384 4096 1], [8192 8192 1]}
    shapes(end+1,:) = {"single", false, sk{1}};
  endfor
endif

old = getenv ("GPUAXIS_FFT_STRIDED");
printf ("| class | S x N x K | strided ms | strided-in ms | transpose ms | chosen ms | chosen / best |\n");
printf ("|---|---|---:|---:|---:|---:|---:|\n");
unwind_protect
  for i = 1:rows (shapes)
    [c, cplx, sz] = shapes{i, :};
    if (cplx)
      X = gpuArray (complex (ones (sz, c), cast (1, c)));
      name = ["complex " c];
    else
      X = gpuArray (ones (sz, c));
      name = ["real " c];
    endif
    t = zeros (1, 4);
    for r = 1:4
      setenv ("GPUAXIS_FFT_STRIDED", routes{r});
      t(r) = med_calls (@() fft (X, [], 2), 5);
    endfor
    printf ("| %s | %dx%dx%d | %.3f | %.3f | %.3f | %.3f | %.2f |\n", name, sz,
            1e3 * t, t(4) / min (t(1:3)));
    fflush (stdout);
    clear X;
  endfor
unwind_protect_cleanup
  setenv ("GPUAXIS_FFT_STRIDED", old);
end_unwind_protect
