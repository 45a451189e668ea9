## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## long_run_gpuarray.m: many create / reduce / clear cycles of gpuArrays in
## one Octave session; the arrays, the device memory and the host RSS must
## stay flat.  A script; optional variables:
##
##   lr_ncycles  number of cycles (default 100000: the GPU host's run; CI
##               runs a short one, e.g. 2000)
##   lr_every    a checkpoint every this many cycles (default lr_ncycles/10)
##   lr_backend  "auto" (default), "cpu" or "cuda"
##   lr_seed     seed of the cycle sequence (default 1)
##
## e.g.  octave-cli --eval 'pkg load gpuaxis; lr_ncycles = 2000; run tests/long_run_gpuarray.m'
##
## A cycle: gpuArray of one input of a fixed pool (10x10 .. 1000x1000, a few
## 3-D and vector shapes; double, single, int8, int32, uint8, logical,
## complex), one to three reductions of it or of the result (every op, DIM
## 1, 2, default, "all", TYPE words, [M, I]), sometimes a copy, a gather of
## the last result, then everything cleared.  Every 53rd cycle's result is
## checked against the host function gpu_axis_OP; one cycle in 500 makes an
## invalid call (its error is caught: error paths must not leak), one in
## 2000 a larger array (2000x2000 single, 16 MB).  Every other cycle first
## puts the gpuArray through one step of arithmetic (lr_arith: an
## elementwise operation, a comparison, indexing, an indexed assignment, a
## concatenation, a transpose or reshape, a device constructor), done to
## the host copy alike, so the temporaries of the gpuArray methods are in
## the run and the checked cycles compare them too.  A warm-up runs every
## input with every op and every arithmetic step first.
##
## At each checkpoint: the live gpuArrays (must be 0 between cycles), the
## pool's reserved bytes, the device's free memory (gpu_axis_info) and the
## process's VmRSS.  Verdict, from the first checkpoint to the last: RSS
## grows by less than max (64 MiB, 5%) and does not climb at every
## checkpoint of the second half (by 256 kB or more); the pool's reserved
## bytes in the second half stay within 64 MB of the first half's most,
## and device free memory falls by less than 64 MiB.  Ends with exactly one line
##   long: N passed, N failed
## (the checked results, the zero-arrays checks and the flatness verdicts).

1;

function c = lr_checkpoint (cycle)
  ## what is held now: live gpuArrays, the pool, device free memory, RSS
  info = __gpu_array__ ("info");
  status = fileread ("/proc/self/status");
  c = struct ("cycle", cycle, "arrays", info.arrays, ...
              "pool", info.pool_reserved_bytes, "free", gpu_axis_info ().free_memory, ...
              "rss_kb", str2double (regexp (status, 'VmRSS:\s+(\d+)', "tokens", "once")));
endfunction

function inputs = lr_inputs ()
  inputs = {};
  for sz = {[10 10], [100 100], [1000 1000], [100 30 7], [1 5000], [4096 1]}
    x = reshape (mod (0:prod (sz{1}) - 1, 97), sz{1}) - 40;
    inputs(end+1:end+7) = {x, single(x), int8(x), int32(x), uint8(abs(x)), x > 0, ...
                           complex(x, -x)};
  endfor
endfunction

function [args, nout, fn] = lr_call (k)
  ## the k-th call form: op, arguments after G, outputs
  ops = {"sum", "prod", "mean", "max", "min", "any", "all", "sumsq"};
  fn = ops{mod (k, 8) + 1};
  forms = {{}, {1}, {2}, {"all"}};
  args = forms{mod (floor (k / 8), 4) + 1};
  nout = 1;
  if (any (strcmp (fn, {"max", "min"})))
    if (! isempty (args))
      args = [{[]}, args];
    endif
    nout = 1 + mod (k, 2);
  elseif (any (strcmp (fn, {"sum", "prod", "mean"})) && mod (k, 5) == 0)
    args = [args, {"double"}];
  elseif (strcmp (fn, "sum") && mod (k, 7) == 0)
    args = [args, {"native"}];
  endif
endfunction

function a = lr_assign (a)
  ## an indexed assignment (value semantics: the caller's array is untouched)
  a(1) = a(end);
endfunction

function a = lr_ones (a)
  ## a device constructor beside its host twin, added to the array
  if (islogical (a))
    a = a | false (size (a));
  elseif (isa (a, "gpuArray"))
    a = a + gpuArray.ones (size (a), classUnderlying (a));
  else
    a = a + ones (size (a), class (a));
  endif
endfunction

function a = lr_transpose (a)
  ## .' of a matrix, permute of an N-D array
  if (ismatrix (a))
    a = a.';
  else
    a = permute (a, [2 1 3]);
  endif
endfunction

function f = lr_arith (k)
  ## the k-th arithmetic step, valid for every class of lr_inputs
  steps = {@(a) a + 1, @(a) 2 .* a, @(a) -a, @(a) abs (a), @(a) a > 0, ...
           @(a) max (a, a(1)), @(a) a(:, 1:min (end, 3)), @(a) a(end:-1:1), ...
           @(a) [a, a], @(a) [a; a], @lr_transpose, @(a) a(:), ...
           @lr_assign, @lr_ones, @(a) a(a != 0)};
  f = steps{mod (floor (k / 2), numel (steps)) + 1};
endfunction

function ok = lr_cycle (x, k, check)
  ok = true;
  G = gpuArray (x);
  if (mod (k, 2) == 1)                     # arithmetic on the device first
    f = lr_arith (k);
    G = f (G);
    x = f (x);
  endif
  [args, nout, fn] = lr_call (k);
  r = cell (1, nout);
  [r{:}] = feval (fn, G, args{:});
  if (mod (k, 3) == 0)
    H = r{1};                              # a copy, then a second reduction
    r{1} = sum (H, 1);
    args = {};
    fn = "";
  endif
  y = gather (r{1});
  if (check && ! isempty (fn))
    want = cell (1, nout);
    [want{:}] = feval (["gpu_axis_" fn], x, args{:});
    ok = strcmp (class (y), class (want{1})) && lr_agree (y, want{1}, x, fn, args);
  endif
endfunction

function ok = lr_agree (y, w, x, fn, args)
  ## y (the gpuArray method's result) against w (the host function's):
  ## exact for integer, logical and char results and for max, min, any,
  ## all; for the floating-point sums (sum, mean, sumsq) within 4 n eps of
  ## the sum of the magnitudes (the CUDA engine adds in a tree, the CPU
  ## engine left to right: README, "Deliberate differences"); for prod
  ## within 4 n eps where every partial product stays inside the class's
  ## range, and not compared where it may not (the tree may then give
  ## another of Inf, 0 or NaN, as documented)
  if (! isequal (size (y), size (w)))
    ok = false;
    return;
  endif
  if (! isfloat (w) || any (strcmp (fn, {"max", "min", "any", "all"})))
    ok = isequaln (y, w);
    return;
  endif
  n = max (1, numel (x) / max (1, numel (w)));
  e = 4 * n * double (eps (class (w)));
  ax = abs (double (x));
  dims = args(cellfun (@isnumeric, args) | strcmp (args, "all"));
  if (strcmp (fn, "prod"))
    ## |log| of every factor (zeros count 0: a zero makes the product 0 in
    ## any order); their sum bounds |log| of every partial product
    L = abs (log (ax));
    L(ax == 0) = 0;
    safe = gpu_axis_sum (L, dims{:}) < log (double (realmax (class (w)))) - 1;
    ref = abs (double (w));
  else          # sum, mean, sumsq: the same reduction of |x| bounds the error
    safe = true (size (w));
    ref = double (feval (["gpu_axis_" fn], ax, dims{:}));
  endif
  d = abs (double (y) - double (w));
  same = (isnan (y) & isnan (w)) | (y == w);
  bad = ! (same(:) | ! safe(:) | d(:) <= e * ref(:));
  ok = ! any (bad);
  if (! ok)
    k = find (bad, 1);
    printf ("  %s: at %d %.17g vs %.17g (bound %.3g)\n", fn, k, double (y(k)), double (w(k)), e * ref(k));
  endif
endfunction

if (! exist ("lr_ncycles", "var")) lr_ncycles = 100000; endif
if (! exist ("lr_every", "var")) lr_every = max (1, round (lr_ncycles / 10)); endif
if (! exist ("lr_backend", "var")) lr_backend = "auto"; endif
if (! exist ("lr_seed", "var")) lr_seed = 1; endif
if (isempty (which ("gpuArray")))
  pkg load gpuaxis
endif
warning ("off", "gpuaxis:no-gpu");
gpu_axis_backend (lr_backend);
inputs = lr_inputs ();
big = ones (2000, "single");
npass = nfail = 0;
printf ("long_run_gpuarray: %d cycles, checkpoint every %d, backend %s\n", ...
        lr_ncycles, lr_every, gpu_axis_backend ());

## warm-up: every input with every call form
for i = 1:numel (inputs)
  for k = 0:127
    lr_cycle (inputs{i}, k, false);
  endfor
endfor
lr_cycle (big, 0, false);

rand ("seed", lr_seed);
order = floor (rand (1, lr_ncycles) * numel (inputs)) + 1;
cp = struct ("cycle", {}, "arrays", {}, "pool", {}, "free", {}, "rss_kb", {});
t0 = tic;
for c = 1:lr_ncycles
  if (mod (c, 500) == 0)
    try
      sum (gpuArray (inputs{order(c)}), 0);      # invalid DIM
    catch
    end_try_catch
  elseif (mod (c, 2000) == 0)
    lr_cycle (big, c, false);
  else
    check = mod (c, 53) == 0;
    ok = lr_cycle (inputs{order(c)}, c, check);
    if (check)
      if (ok)
        npass++;
      else
        nfail++;
        printf ("FAIL cycle %d: input %d, call %d\n", c, order(c), c);
      endif
    endif
  endif
  if (mod (c, lr_every) == 0 || c == lr_ncycles)
    cp(end+1) = lr_checkpoint (c);
    printf ("cycle %7d  %6.1f s  arrays %d  pool %8.1f MB  device free %9.1f MB  RSS %8.1f MB\n", ...
            c, toc (t0), cp(end).arrays, cp(end).pool / 1e6, cp(end).free / 1e6, ...
            cp(end).rss_kb / 1024);
    if (cp(end).arrays == 0)
      npass++;
    else
      nfail++;
      printf ("FAIL: %d gpuArrays alive between cycles\n", cp(end).arrays);
    endif
  endif
endfor

verdict = {"GROWING", "flat"};
rss = [cp.rss_kb];
half = rss(ceil (end / 2):end);
grow = rss(end) - rss(1);
climbs = numel (half) > 2 && all (diff (half) >= 256);
rss_ok = grow < max (64 * 1024, 0.05 * rss(1)) && ! climbs;
info = __gpu_array__ ("info");
pool = [cp.pool];
h = ceil (numel (pool) / 2);
pool_ok = max (pool(h:end)) <= max (pool(1:h)) + 64e6;
free_ok = ! __gpu_axis_cuda_ok__ () || (cp(1).free - cp(end).free) < 64 * 2^20;
printf ("RSS %s: %+.1f MB from the first checkpoint to the last%s\n", ...
        verdict{rss_ok + 1}, grow / 1024, {"", " (climbing)"}{climbs + 1});
printf ("device memory %s: pool at most %.1f MB (threshold %.1f MB), free memory %+.1f MB\n", ...
        verdict{(pool_ok && free_ok) + 1}, max (pool) / 1e6, ...
        info.pool_release_threshold / 1e6, (cp(end).free - cp(1).free) / 1e6);
npass += rss_ok + (pool_ok && free_ok);
nfail += ! rss_ok + ! (pool_ok && free_ok);
gpu_axis_backend ("auto");
printf ("long: %d passed, %d failed\n", npass, nfail);
