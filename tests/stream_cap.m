## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## stream_cap.m: host inputs and results larger than the device memory the
## package may use, streamed through it.  The GPU host has less
## RAM (128 GiB) than its GPU has memory (141 GiB), so the proof uses a
## test-only cap: start Octave with GPUAXIS_TEST_DEVICE_BYTES=N (the host
## path then sees a device of N bytes and keeps its buffers within a
## quarter of it, at least 256 MiB; src/engine/cuda/cuda_transfer.cu).  E.g.
##
##   GPUAXIS_TEST_DEVICE_BYTES=1073741824 octave-cli --no-history --norc \
##     --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('tests/stream_cap.m')"
##
## Every case: gpu_axis_* on "cuda" against Octave's built-in (integer
## valued data: sums are exact in any order), and the device memory the
## package held after the call (gpu_axis_info ().held_device_bytes) at most
## the budget.  Ends with one line "stream_cap: N passed, N failed".
## Optional variable sc_scale (default 1) multiplies the sizes.

1;

if (! exist ("sc_scale", "var"))
  sc_scale = 1;
endif
warning ("off", "gpuaxis:no-gpu");
cap = str2double (getenv ("GPUAXIS_TEST_DEVICE_BYTES"));
budget = max (cap / 4, 2^28);
npass = nfail = 0;
if (! __gpu_axis__ ("cuda_ok"))
  printf ("stream_cap: no usable CUDA device: nothing run\nstream_cap: 0 passed, 0 failed\n");
  return;
endif
gpu_axis_backend ("cuda");
printf ("cap %s bytes, budget %.0f MiB\n", getenv ("GPUAXIS_TEST_DEVICE_BYTES"), budget / 2^20);
n = round (2^27 * sc_scale);
cases = {  # label, size, class, function, extra args
  "4 GiB double, dim 1",          [32768 round(16384 * sc_scale)], "double", "sum",  {1};
  "4 GiB double, dim 2",          [32768 round(16384 * sc_scale)], "double", "sum",  {2};
  "[n 2] double, dim 2 (1 GiB result)", [n 2], "double", "sum", {2};
  "[2 n] double, dim 1 (1 GiB result)", [2 n], "double", "sum", {1};
  "[n 4] single, dim 2, \"double\"",    [n 4], "single", "sum", {2, "double"};
  "[n 2] double, max with index, dim 2", [n 2], "double", "max", {[], 2};
  "3-D double, dim 2 (512 MiB result)", [8192 2 round(8192 * sc_scale)], "double", "sum", {2};
};
printf ("| case | input | result | gpu s | held device MiB | verdict |\n|---|---|---|---|---|---|\n");
for c = 1:rows (cases)
  [label, sz, cls, fn, args] = cases{c, :};
  x = cast (mod (reshape (0:prod (sz) - 1, sz), 7), cls);   # integer values
  f = str2func (["gpu_axis_" fn]);
  b = str2func (fn);
  why = "";
  got = [];
  try
    t0 = tic;
    if (strcmp (fn, "max"))
      [got, gi] = f (x, args{:});
      [want, wi] = b (x, args{:});
      ok = isequal (got, want) && isequal (gi, wi);
    else
      got = f (x, args{:});
      want = b (x, args{:});
      ok = isequal (size (got), size (want)) && strcmp (class (got), class (want)) ...
           && isequal (double (got), double (want));
    endif
    tg = toc (t0);
    if (! ok)
      why = "result differs from the built-in";
    endif
  catch err
    tg = NaN;
    why = sprintf ("error [%s] %s", err.identifier, err.message);
  end_try_catch
  held = gpu_axis_info ().held_device_bytes;
  if (isempty (why) && held > budget)
    why = sprintf ("held %.0f MiB > budget", held / 2^20);
  endif
  if (isempty (why))
    npass++; v = "ok";
  else
    nfail++; v = ["FAIL " why];
  endif
  printf ("| %s | %.2f GiB | %.2f GiB | %.2f | %.0f | %s |\n", label, ...
          numel (x) * sizeof (x(1)) / 2^30, numel (got) * sizeof (got(1)) / 2^30, ...
          tg, held / 2^20, v);
  fflush (stdout);
  clear x got want gi wi
endfor
gpu_axis_backend ("auto");
printf ("stream_cap: %d passed, %d failed\n", npass, nfail);
