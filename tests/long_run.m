## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## long_run.m: many calls of mixed sizes in one Octave session; device
## memory in use and host RSS must stay flat.  For the GPU host.  A script;
## optional variables:
##
##   lr_backend  "cuda" (default), "cpu" or "auto"
##   lr_ncalls   number of calls (default 100000)
##   lr_every    a checkpoint every this many calls (default lr_ncalls / 10)
##   lr_seed     seed of the call sequence (default 1)
##
## e.g.  octave-cli --eval 'pkg load gpuaxis; run tests/long_run.m'
##
## The calls draw from a fixed pool of inputs: 10x10 .. 1000x1000 (and a few
## 3-D and vector shapes), in double, single, int8, int32, uint8, logical
## and complex, with DIM 1, 2, default, "all" or [1 2] and every TYPE; about
## one call in 500 uses a larger input (up to 4000x4000 single, 64 MB), and
## one in 1000 is an invalid call (its error is caught: the error paths must
## not leak either).  A warm-up before the counted calls uses every input
## with every DIM (the large ones with every TYPE too), so the package's
## buffers reach their largest size before the first checkpoint.
## Every 37th call's result is checked against sum (exact for integer
## classes, logical and integer-valued floats).
##
## At each checkpoint: gpu_axis_info's free_memory and held_device_bytes /
## held_pinned_bytes, and the process's VmRSS from /proc/self/status.  The
## verdict: flat when, from the first checkpoint to the last, RSS grows by
## less than max (64 MiB, 5%), and over the second half of the run it does
## not climb at every checkpoint (by 256 kB or more: a leak of about 26
## bytes a call) and steps up by more than 1 MiB at most once (the C
## library's heap may keep a step after a large result); device free memory
## falls by less than 16 MiB and held device bytes do not grow.  Ends with exactly one line
##   long: N passed, N failed
## (the checked results, plus the two flatness verdicts).

1;   # a script file

function kb = lr_rss_kb ()
  kb = NaN;
  txt = fileread ("/proc/self/status");
  t = regexp (txt, 'VmRSS:\s+(\d+)', "tokens", "once");
  if (! isempty (t))
    kb = str2double (t{1});
  endif
endfunction

function w = lr_word (ok)
  if (ok)
    w = "flat";
  else
    w = "GROWING";
  endif
endfunction

function want = lr_ref (x, args)
  ## sum over the same dims; "all" and [1 2] over the summed elements in
  ## column-major order (what "native" saturation follows)
  d = {};
  t = {};
  for i = 1:numel (args)
    if (ischar (args{i}) && ! strcmp (args{i}, "all"))
      t = args(i);
    else
      d = args(i);
    endif
  endfor
  if (isempty (d))
    want = sum (x, t{:});
  elseif (ischar (d{1}))
    want = sum (x(:), 1, t{:});
  elseif (isequal (d{1}, [1 2]))
    sz = size (x);
    want = sum (reshape (x, [sz(1) * sz(2), 1, sz(3:end)]), 1, t{:});
    want = reshape (want, [1, 1, sz(3:end)]);
  else
    want = sum (x, d{1}, t{:});
  endif
endfunction

function x = lr_make (cls, sz)
  ## integer-valued data: sums are exact in any order
  n = prod (sz);
  switch (cls)
    case "double"
      x = reshape (mod (0:n-1, 13) - 6, sz);
    case "single"
      x = single (reshape (mod (0:n-1, 11) - 5, sz));
    case "complex"
      x = complex (reshape (mod (0:n-1, 5), sz), reshape (mod (0:n-1, 3) - 1, sz));
    case "logical"
      x = reshape (mod (0:n-1, 3) == 0, sz);
    otherwise
      lo = double (intmin (cls));
      x = cast (reshape (mod (0:n-1, 9) * 30 + max (lo, -120), sz), cls);
  endswitch
endfunction

if (! exist ("lr_backend", "var"))
  lr_backend = "cuda";
endif
if (! exist ("lr_ncalls", "var"))
  lr_ncalls = 100000;
endif
if (! exist ("lr_every", "var"))
  lr_every = max (1, round (lr_ncalls / 10));
endif
if (! exist ("lr_seed", "var"))
  lr_seed = 1;
endif

## ---- the pool
classes = {"double", "single", "int8", "int32", "uint8", "logical", "complex"};
shapes = {[10 10], [10 1000], [1000 10], [32 32], [100 100], [256 300], ...
          [500 500], [1000 1000], [1 5000], [5000 1], [20 30 40], [64 64 16]};
big_shapes = {[4000 4000], [2000 3000], [1 4e6]};
pool = {};
for c = 1:numel (classes)
  for s = 1:numel (shapes)
    if (prod (shapes{s}) >= 1e6 && ! any (strcmp (classes{c}, {"single", "int8"})))
      continue;                       # keep the pool (and host memory) modest
    endif
    pool{end+1} = lr_make (classes{c}, shapes{s});
  endfor
endfor
npool = numel (pool);
big = cellfun (@(s) lr_make ("single", s), big_shapes, "UniformOutput", false);
dimargs = {{}, {1}, {2}, {"all"}, {[1 2]}};
typeargs = {{}, {}, {"native"}, {"double"}, {"extra"}};

lr_ws = warning ();
warning ("off", "gpuaxis:no-gpu");
lr_pass = 0;
lr_fail = 0;
lr_msgs = {};
try
  lr_old = gpu_axis_info ().selected;
  gpu_axis_backend (lr_backend);
  lr_ok = true;
catch err
  printf ("FAIL cannot select backend \"%s\": %s\n", lr_backend, err.message);
  lr_ok = false;
  lr_fail = 1;
end_try_catch

if (lr_ok)
  info = gpu_axis_info ();
  printf ("## long run: %d calls, backend %s %s, pool of %d inputs + %d large\n\n", ...
          lr_ncalls, gpu_axis_backend (), info.device_name, npool, numel (big));
  rand ("state", lr_seed);
  ## the call sequence: every pool entry and every large one first, then random
  which_in = randi (npool, 1, lr_ncalls);
  rb = rand (1, lr_ncalls) < 1 / 500;
  which_in(rb) = -randi (numel (big), 1, nnz (rb));
  first_calls = [1:npool, -(1:numel(big))];
  n0 = min (numel (first_calls), lr_ncalls);
  which_in(1:n0) = first_calls(1:n0);
  which_dim = randi (numel (dimargs), 1, lr_ncalls);
  which_type = randi (numel (typeargs), 1, lr_ncalls);
  bad_call = rand (1, lr_ncalls) < 1 / 1000;

  ## Warm-up (not counted): every input with every DIM, the large ones with
  ## every DIM and TYPE, so that the package's buffers and the C library's
  ## heap reach their working size before the first checkpoint.
  for i = 1:npool
    for d = 1:numel (dimargs)
      gpu_axis_sum (pool{i}, dimargs{d}{:});
    endfor
  endfor
  for i = 1:numel (big)
    for d = 1:numel (dimargs)
      for t = 1:numel (typeargs)
        gpu_axis_sum (big{i}, dimargs{d}{:}, typeargs{t}{:});
      endfor
    endfor
  endfor

  ckpt = zeros (0, 7);   # calls, seconds, free, held dev, held pinned, RSS kB, checked
  nchecked = 0;
  t0 = tic ();
  printf ("| calls | seconds | device free (MiB) | held device (MiB) | held pinned (MiB) | host RSS (MiB) | results checked |\n");
  printf ("|---|---|---|---|---|---|---|\n");
  for k = 1:lr_ncalls
    w = which_in(k);
    if (w > 0)
      x = pool{w};
    else
      x = big{-w};
    endif
    args = [dimargs{which_dim(k)}, typeargs{which_type(k)}];
    if (bad_call(k))
      try
        gpu_axis_sum (x, 0, "native");
        lr_fail += 1;
        lr_msgs{end+1} = sprintf ("call %d: an invalid call did not fail", k);
      catch err
        if (! strcmp (err.identifier, "gpuaxis:invalid-dim"))
          lr_fail += 1;
          lr_msgs{end+1} = sprintf ("call %d: invalid call gave [%s] %s", k, ...
                                    err.identifier, err.message);
        endif
      end_try_catch
      continue;
    endif
    try
      r = gpu_axis_sum (x, args{:});
      if (mod (k, 37) == 0)
        want = lr_ref (x, args);
        nchecked += 1;
        if (strcmp (class (r), class (want)) && isequal (size (r), size (want)) ...
            && isequal (r, want))
          lr_pass += 1;
        else
          lr_fail += 1;
          lr_msgs{end+1} = sprintf ("call %d: gpu_axis_sum (<%s %s>, %s) wrong", k, ...
                                    mat2str (size (x)), class (x), ...
                                    strjoin (cellfun (@(a) mat2str (a), args, "UniformOutput", false), ", "));
        endif
      endif
    catch err
      lr_fail += 1;
      lr_msgs{end+1} = sprintf ("call %d: [%s] %s", k, err.identifier, err.message);
    end_try_catch
    if (mod (k, lr_every) == 0 || k == lr_ncalls)
      info = gpu_axis_info ();
      ckpt(end+1, :) = [k, toc(t0), info.free_memory, info.held_device_bytes, ...
                        info.held_pinned_bytes, lr_rss_kb(), nchecked];
      printf ("| %d | %.1f | %.1f | %.1f | %.1f | %.1f | %d |\n", k, toc (t0), ...
              info.free_memory / 2^20, info.held_device_bytes / 2^20, ...
              info.held_pinned_bytes / 2^20, ckpt(end, 6) / 1024, nchecked);
      fflush (stdout);
    endif
  endfor
  ttot = toc (t0);

  ## ---- verdicts: from the first checkpoint to the last
  first = ckpt(1, :);
  last = ckpt(end, :);
  drss = (last(6) - first(6)) * 1024;
  dfree = first(3) - last(3);
  dheld = last(4) - first(4);
  imid = ceil (rows (ckpt) / 2);
  mid = ckpt(imid, :);
  drss2 = (last(6) - mid(6)) * 1024;     # over the second half
  inc = diff (ckpt(imid:end, 6));        # kB, checkpoint to checkpoint
  steady = numel (inc) > 1 && all (inc > 256);   # a leak climbs every time
  steps = sum (inc > 1024);              # the C heap may step once or so
  rss_ok = drss < max (64 * 2^20, 0.05 * first(6) * 1024) && ! steady && steps <= 1;
  dev_ok = dfree < 16 * 2^20 && dheld <= 0;
  printf ("\n%d calls in %.1f s (%.1f us a call); %d results checked\n", ...
          lr_ncalls, ttot, 1e6 * ttot / lr_ncalls, nchecked);
  printf ("host RSS: %.1f MiB after %d calls, %.1f MiB after %d, %.1f MiB at the end (%+.1f MiB in all, %+.1f MiB over the second half, steps there %s kB): %s\n", ...
          first(6) / 1024, first(1), mid(6) / 1024, mid(1), last(6) / 1024, ...
          drss / 2^20, drss2 / 2^20, mat2str (inc(:).'), lr_word (rss_ok));
  printf ("device: free %.1f -> %.1f MiB (%+.1f MiB), held %.1f -> %.1f MiB: %s\n", ...
          first(3) / 2^20, last(3) / 2^20, -dfree / 2^20, first(4) / 2^20, ...
          last(4) / 2^20, lr_word (dev_ok));
  lr_pass += rss_ok + dev_ok;
  lr_fail += ! rss_ok + ! dev_ok;
  __gpu_axis__ ("release");
  info = gpu_axis_info ();
  printf ("after release: held device %d bytes, pinned %d bytes, device free %.1f MiB\n", ...
          info.held_device_bytes, info.held_pinned_bytes, info.free_memory / 2^20);
  gpu_axis_backend (lr_old);
endif
warning (lr_ws);
if (! isempty (lr_msgs))
  printf ("FAIL %s\n", lr_msgs{1:min (end, 50)});
endif
printf ("long: %d passed, %d failed\n", lr_pass, lr_fail);
