## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## bench_sort.m: sort of gpuArray keys (single and double, with and
## without the index) and median along each dimension of a square single
## matrix, on resident arrays, beside torch.sort and torch.median
## (bench/torch_sort.py: the same operations on the same data) in one
## table.  On the GPU host:
##
##   python3 bench/torch_sort.py --csv /tmp/torch_sort.csv
##   GPUAXIS_BENCH_TORCH_CSV=/tmp/torch_sort.csv octave-cli --no-history \
##     --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('bench/bench_sort.m')"
##
## Environment:
##   GPUAXIS_BENCH_QUICK=1    small sizes (2^16 keys, 256x256: runs on the
##                            CPU backend too; torch_sort.py --quick)
##   GPUAXIS_BENCH_TORCH_CSV  torch_sort.py's CSV (name,seconds): a column
##   GPUAXIS_BENCH_OUT        folder for sort.csv (default bench/out)
##
## The data is the same in both: key k of n is mod (k * 2654435761, 2^32)
## / 2^32 (Knuth's multiplicative hash, a permutation of distinct values:
## no ties), made exactly in uint64 on each side, uploaded once.  Each row:
## median of 5 calls after a warm-up, each waited for; the rate is keys
## sorted a second (1e6).  torch.sort always makes the index, so its time
## stands beside both gpuaxis rows.  torch.median along a dimension gives
## the lower middle value where Octave's median averages the two middle
## ones (gpuaxis does): close, not the same work.  Target: no slower than
## torch.

1;

source (fullfile (fileparts (mfilename ("fullpath")), "bench_timing.m"));

function x = hash_keys_ (n)
  x = double (mod (uint64 (0:n-1)' * uint64 (2654435761), uint64 (2^32))) / 2^32;
endfunction

function sort_two_ (X)
  [s, i] = sort (X);
endfunction

quick = strcmp (getenv ("GPUAXIS_BENCH_QUICK"), "1");
[out, ~] = bench_env (1);
if (quick)
  s = struct ("lg", 16, "sq", 256);
else
  s = struct ("lg", 27, "sq", 16384);
endif
n = 2^s.lg;
rows_ = {};
for cls = {"double", "single"}
  X = gpuArray (cast (hash_keys_ (n), cls{1}));
  t = med_calls (@() sort (X), 5);
  rows_(end+1,:) = {sprintf("sort 2^%d %s", s.lg, cls{1}), t, n / t / 1e6};
  t = med_calls (@() sort_two_ (X), 5);
  rows_(end+1,:) = {sprintf("sort 2^%d %s with index", s.lg, cls{1}), t, n / t / 1e6};
  clear X
endfor
M = gpuArray (reshape (single (hash_keys_ (s.sq^2)), s.sq, s.sq));
for d = 1:2
  t = med_calls (@() median (M, d), 5);
  rows_(end+1,:) = {sprintf("median dim %d %dx%d single", d, s.sq, s.sq), t, s.sq^2 / t / 1e6};
endfor
clear M
torch_table (rows_, fullfile (out, "sort.csv"), "M keys/s");
