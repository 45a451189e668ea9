## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## bench_linalg.m: matrix products and linear algebra of gpuArray on the
## GPU host, beside the same cuBLAS/cuSOLVER calls timed in C
## (linalg_cublas.cu) and torch (torch_linalg.py, TF32 off), on resident
## arrays: DGEMM and SGEMM 8192, ZGEMM 4096, DGEMV 50000x5000, X' * X of
## a 200000x64 single three ways (G' * G: the transpose is not made, the
## product reads it as an op flag; pagemtimes (G, "transpose", G, "none");
## and with the transpose made first, what an eager transpose cost) and
## once more as one GEMM (GPUAXIS_LA_SPLIT=0: not by chunks of the rows,
## linalg_plan.c), G' * H
## at 8192, A \ b and inv of 8192 double, svd (values) and eig
## (symmetric, and general, values) of 2048 double.  Prints one markdown table with TFLOP/s (and
## linalg.csv).
##
##   make -C bench linalg_cublas && bench/build/linalg_cublas > /tmp/c.csv
##   python3 bench/torch_linalg.py --csv /tmp/t.csv
##   GPUAXIS_BENCH_C_CSV=/tmp/c.csv GPUAXIS_BENCH_TORCH_CSV=/tmp/t.csv \
##     octave-cli --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('bench/bench_linalg.m')"
##
## Quick mode (GPUAXIS_BENCH_QUICK=1, and always without a usable GPU:
## the CPU fallback, host BLAS/LAPACK): every size divided by 32 (the
## 200000 rows by 256), so it runs in seconds; the companions take
## --quick for the same sizes.
##
## Environment:
##   GPUAXIS_BENCH_OUT        folder for linalg.csv (default bench/out)
##   GPUAXIS_BENCH_C_CSV      linalg_cublas's CSV (name,seconds)
##   GPUAXIS_BENCH_TORCH_CSV  torch_linalg.py's CSV (name,seconds)
##
## Each row: median of 5 calls after a warm-up, each waited for.  FLOPs
## (the same count on every side, so the ratios are rates): GEMM 2mnk (x4
## complex), GEMV 2mn, X' * X 2 n 64^2, A \ b 2/3 n^3 + 2 n^2, inv 2 n^3,
## svd values 8/3 n^3, eig values 4/3 n^3 (symmetric), 10 n^3 (general,
## LAPACK's count for xGEEV's values).  Targets: >= 90% of the C
## call's rate and no slower than torch.

1;

source (fullfile (fileparts (mfilename ("fullpath")), "bench_timing.m"));

function s = ratio (a, b)
  if (isnan (a) || isnan (b))
    s = "";
  else
    s = sprintf ("%.2f", a / b);
  endif
endfunction

function s = ifelse_q (c, a, b)
  if (c)
    s = a;
  else
    s = b;
  endif
endfunction

function xtx_made (X)
  ## X' * X with the transpose made before the product (indexing makes it)
  T = X';
  T(1);
  keep (T * X);
endfunction

function t = lookup_s (m, k)
  t = NaN;
  if (isKey (m, k))
    t = m(k);
  endif
endfunction

[out, ~] = bench_env (1);
cm = seconds_of (getenv ("GPUAXIS_BENCH_C_CSV"));
tm = seconds_of (getenv ("GPUAXIS_BENCH_TORCH_CSV"));
quick = strcmp (getenv ("GPUAXIS_BENCH_QUICK"), "1") || ! __gpu_axis_cuda_ok__ ();
if (__gpu_axis_cuda_ok__ ())
  D = gpuDevice ();
  printf ("device: %s; backend %s%s\n", D.Name, gpu_axis_backend (),
          ifelse_q (quick, " (quick sizes)", ""));
else
  printf ("no usable CUDA device: the CPU fallback (host BLAS/LAPACK), quick sizes\n");
endif
s = 1;  sx = 1;
if (quick)
  s = 32;  sx = 256;
endif
n8 = 8192 / s;  n4 = 4096 / s;  n2 = 2048 / s;  gm = round (50000 / s);  gn = round (5000 / s);
xr = round (200000 / sx);
rand ("seed", 1);
A = gpuArray.rand (n8);  B = gpuArray.rand (n8);
As = single (gather (A));  As = gpuArray (As);  Bs = gpuArray (single (gather (B)));
Z = gpuArray (complex (rand (n4), rand (n4)));  W = gpuArray (complex (rand (n4), rand (n4)));
M = gpuArray.rand (gm, gn);  v = gpuArray.rand (gn, 1);
X = gpuArray (single (rand (xr, 64)));
Ad = gpuArray (rand (n8) + n8 * eye (n8));  b = gpuArray.rand (n8, 1);
S2 = rand (n2);  S2 = gpuArray (S2 + S2');  R2 = gpuArray.rand (n2);
ops = {
  "dgemm",  sprintf("%dx%d double", n8, n8),      2*n8^3,        @() keep (A * B);
  "sgemm",  sprintf("%dx%d single", n8, n8),      2*n8^3,        @() keep (As * Bs);
  "zgemm",  sprintf("%dx%d complex", n4, n4),     8*n4^3,        @() keep (Z * W);
  "dgemv",  sprintf("%dx%d double", gm, gn),      2*gm*gn,       @() keep (M * v);
  "xtx",    sprintf("X'*X, X %dx64 single", xr),  2*xr*64^2,     @() keep (X' * X);
  "xtx_opflag", sprintf("pagemtimes (X, 'transpose', X), %dx64", xr), 2*xr*64^2, ...
            @() keep (pagemtimes (X, "transpose", X, "none"));
  "xtx_made", sprintf("X'*X, the transpose made first, %dx64", xr), 2*xr*64^2, ...
            @() xtx_made (X);
  "xtx_one_gemm", sprintf("X'*X as one GEMM (GPUAXIS_LA_SPLIT=0), %dx64", xr), 2*xr*64^2, ...
            @() keep (X' * X);
  "dgemm_tn", sprintf("A'*B %dx%d double", n8, n8), 2*n8^3,       @() keep (A' * B);
  "solve",  sprintf("A\\b %dx%d double", n8, n8), 2/3*n8^3+2*n8^2, @() keep (Ad \ b);
  "inv",    sprintf("inv %dx%d double", n8, n8),  2*n8^3,        @() keep (inv (Ad));
  "svd",    sprintf("svd values %dx%d double", n2, n2), 8/3*n2^3, @() keep (svd (R2));
  "eig",    sprintf("eig symmetric values %dx%d", n2, n2), 4/3*n2^3, @() keep (eig (S2));
  "eig_general", sprintf("eig general values %dx%d", n2, n2), 10*n2^3, @() keep (eig (R2));
};
printf ("\n| op | size | gpuaxis ms | TFLOP/s | C call ms | %% of C rate | torch ms | torch / gpuaxis |\n");
printf ("|---|---|---|---|---|---|---|---|\n");
fid = fopen (fullfile (out, "linalg.csv"), "w");
if (fid < 0)
  mkdir (out);
  fid = fopen (fullfile (out, "linalg.csv"), "w");
endif
fprintf (fid, "name,size,seconds,tflops,c_seconds,torch_seconds\n");
for i = 1:size (ops, 1)
  [name, sz, fl, f] = ops{i, :};
  if (strcmp (name, "xtx_one_gemm"))
    setenv ("GPUAXIS_LA_SPLIT", "0");   # the plan before the chunks
  endif
  t = med_calls (f, 5);
  unsetenv ("GPUAXIS_LA_SPLIT");
  tc = lookup_s (cm, name);  tt = lookup_s (tm, name);
  printf ("| %s | %s | %.3f | %.3g | %s | %s | %s | %s |\n", name, sz, t * 1e3,
          fl / t / 1e12, ifelse_q (isnan (tc), "", sprintf ("%.3f", tc * 1e3)),
          ratio (tc * 100, t), ifelse_q (isnan (tt), "", sprintf ("%.3f", tt * 1e3)),
          ratio (tt, t));
  fprintf (fid, "%s,%s,%.6g,%.6g,%.6g,%.6g\n", name, sz, t, fl / t / 1e12, tc, tt);
endfor
fclose (fid);

## The C call by cuBLAS's 32-bit interface (the rows above) and by the
## 64-bit one the package calls (cublas*_64), where linalg_cublas timed
## both; then what a waited-for call costs the package on 64x64 operands,
## where the device's work is a few microseconds (the rest of a row's
## gap to its C call when the two interfaces match).
api = {"dgemm", "sgemm", "dgemv", "xtx"};
if (any (cellfun (@(n) isKey (cm, [n "_api64"]), api)))
  printf ("\n| C call | 32-bit interface ms | 64-bit interface ms |\n|---|---:|---:|\n");
  for i = 1:numel (api)
    printf ("| %s | %.3f | %.3f |\n", api{i}, lookup_s (cm, api{i}) * 1e3,
            lookup_s (cm, [api{i} "_api64"]) * 1e3);
  endfor
endif
P = gpuArray (single (rand (64)));  p1 = gpuArray (single (rand (64, 1)));
calls = {"G * H, 64x64 single", @() keep (P * P);
         "G' * G, 64x64 single", @() keep (P' * P);
         "G * v, 64x64 single", @() keep (P * p1);
         "sync alone", @() []};
printf ("\n| call (waited for) | us |\n|---|---:|\n");
for i = 1:rows (calls)
  printf ("| %s | %.1f |\n", calls{i, 1}, med_calls (calls{i, 2}, 51) * 1e6);
endfor

