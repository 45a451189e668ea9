## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## bench_indexing.m: gpuArray indexing, shape and constructors on resident
## arrays of 1 GiB and more (GPU host).  Prints one markdown table (ms, GB/s,
## and torch's time for the same operation when bench/out/torch_indexing.csv
## from bench/torch_indexing.py is there) and writes bench/out/indexing.csv.
##
##   octave-cli --no-history --norc --eval \
##     "addpath ([pwd '/src'], [pwd '/inst']); run ('bench/bench_indexing.m')"
##
## Environment: GPUAXIS_BENCH_OUT (default bench/out), GPUAXIS_BENCH_GIB
## (size of G, default 1; 0.0625 for a quick run).
##
## Every row: median of 5 calls after a warm-up, each waited for (the
## result dropped, so its memory goes back to the pool).  GB/s = bytes read
## + bytes written / time (GB = 1e9 bytes).  G is an R x 8192 double of
## GIB GiB; the mask is half true (random); "G(i, j) = x" includes the copy
## of G that value semantics makes (every assignment writes a fresh copy),
## which is why it moves 2 x |G|; the in-place counterpart is torch's
## t[j, i] = x row, the copy-then-assign one its clone () row.

1;

function t = med_calls (f, R)
  ts = zeros (R + 1, 1);
  for r = 1:R+1                          # the first call is the warm-up
    t0 = tic;
    f ();
    __gpu_array__ ("sync");
    ts(r) = toc (t0);
  endfor
  t = median (ts(2:end));
endfunction

function v = env_or (name, dflt)
  v = getenv (name);
  if (isempty (v))
    v = dflt;
  endif
endfunction

function keep (x)
endfunction

function assign_one (G)
  G(7, 9) = 1;
  keep (G);
endfunction

function assign_block (G, X)
  G(:, 1:1024) = X;
  keep (G);
endfunction

if (isempty (which ("gpuArray")))
  pkg load gpuaxis
endif
warning ("off", "gpuaxis:no-gpu");
out = env_or ("GPUAXIS_BENCH_OUT", fullfile ("bench", "out"));
gib = str2double (env_or ("GPUAXIS_BENCH_GIB", "1"));
if (__gpu_axis_cuda_ok__ ())
  D = gpuDevice ();
  printf ("device: %s, %.1f GB\n", D.Name, D.TotalMemory / 1e9);
else
  printf ("no usable CUDA device: the CPU fallback is measured (host memory)\n");
endif

c = 8192;
r = round (gib * 2^30 / 8 / c);
B = r * c * 8;                               # bytes of G
lab = sprintf ("%dx%d double", r, c);
gpurng (1);
G = gpuArray.rand (r, c);
Mh = rand (r, c) > 0.5;
Mg = gpuArray (Mh);
nm = nnz (Mh);
X = gpuArray.ones (r, 1024);
G3 = reshape (G, r, 64, c / 64);
rows_ = {
  "G(:, 1:2:end)", @() keep (G(:, 1:2:end)), B / 2 + B / 2;
  "G(1:2:end, :)", @() keep (G(1:2:end, :)), B / 2 + B / 2;
  "G(mask), host mask", @() keep (G(Mh)), B + B / 8 + nm * 8 + nm * 8;
  "G(mask), gpuArray mask", @() keep (G(Mg)), B + B / 8 + nm * 8 + nm * 8;
  "G(:) (a copy)", @() keep (G(:)), 2 * B;
  "reshape (G, [], 2)", @() keep (reshape (G, [], 2)), 2 * B;
  "G.'", @() keep (G.'), 2 * B;
  "permute (G3, [3 1 2])", @() keep (permute (G3, [3 1 2])), 2 * B;
  "[G, G]", @() keep ([G, G]), 4 * B;
  "[G; G]", @() keep ([G; G]), 4 * B;
  "cat (3, G, G)", @() keep (cat (3, G, G)), 4 * B;
  "repmat (G, 2, 1)", @() keep (repmat (G, 2, 1)), 3 * B;
  "G(7, 9) = 1 (copy + write)", @() assign_one (G), 2 * B;
  "G(:, 1:1024) = X (copy + write)", @() assign_block (G, X), 2 * B + 2 * B / 8;
  "gpuArray.zeros (r, c)", @() keep (gpuArray.zeros (r, c)), B;
  "gpuArray.rand (r, c)", @() keep (gpuArray.rand (r, c)), B;
  "gpuArray.randn (r, c)", @() keep (gpuArray.randn (r, c)), B;
  "gpuArray.rand (r, c, \"single\")", @() keep (gpuArray.rand (r, c, "single")), B / 2;
  "gpuArray.randi (100, r, c)", @() keep (gpuArray.randi (100, r, c)), B;
  "gpuArray.linspace (0, 1, r * c)", @() keep (gpuArray.linspace (0, 1, r * c)), B};
t = zeros (rows (rows_), 1);
for k = 1:rows (rows_)
  t(k) = med_calls (rows_{k,2}, 5);
endfor
rows_(:,2) = {[]};                       # the handles hold G too
clear G G3 Mg X

## torch's times for the same rows (bench/torch_indexing.py), by name
torch = containers.Map ();
tf = fullfile (out, "torch_indexing.csv");
if (exist (tf, "file"))
  fid = fopen (tf);
  fgetl (fid);
  while (ischar (l = fgetl (fid)))
    p = strsplit (l, ",");
    torch(strjoin (p(1:end-1), ",")) = str2double (p{end});
  endwhile
  fclose (fid);
endif

printf ("\n| operation | G | time | rate | torch |\n|---|---|---|---|---|\n");
if (! exist (out, "dir"))
  mkdir (out);
endif
fid = fopen (fullfile (out, "indexing.csv"), "w");
fprintf (fid, "operation,array,seconds,bytes,GBps\n");
for k = 1:rows (rows_)
  rate = rows_{k,3} / t(k) / 1e9;
  key = strrep (rows_{k,1}, ",", ";");
  tt = "";
  if (isKey (torch, key))
    tt = sprintf ("%.2f ms", torch(key) * 1e3);
  endif
  printf ("| %s | %s | %.2f ms | %.1f GB/s | %s |\n", rows_{k,1}, lab, t(k) * 1e3, rate, tt);
  fprintf (fid, "\"%s\",\"%s\",%.9g,%.0f,%.6g\n", rows_{k,1}, lab, t(k), rows_{k,3}, rate);
endfor
fclose (fid);
info = __gpu_array__ ("info");
printf ("\nafter the run: %d arrays, pool %.1f MB reserved\n", info.arrays, ...
        info.pool_reserved_bytes / 1e6);
