## trace_calls.m: where the time of a gpuArray call goes, with the call
## trace on (GPUAXIS_TRACE_CALLS=1: __gpu_array__ ("trace")).  Prints, per
## case, the wall time per call and each phase's microseconds per call
## (and its count per call).  Run by calls.sh; GPUAXIS_TRACE_GIB (default
## 1) sizes the transfer cases (0: none).
##   GPUAXIS_TRACE_CALLS=1 octave-cli --eval "addpath ([pwd '/src'], [pwd '/inst']); \
##     run ('tests/gpu-host/2026-12-01d/trace_calls.m')"

1;

function show (what, K, t)
  tr = __gpu_array__ ("trace", "reset");
  printf ("-- %s: %.1f us per call (wall, %d calls)\n", what, t / K * 1e6, K);
  f = fieldnames (tr);
  for i = 1:numel (f)
    v = tr.(f{i});
    if (numel (v) == 2 && v(2) > 0)
      printf ("   %-10s %9.2f us/call  %6.2f per call\n", f{i}, v(1) / K * 1e6, v(2) / K);
    endif
  endfor
endfunction

function t = loop (f, K)
  f (); f ();
  __gpu_array__ ("sync");
  __gpu_array__ ("trace", "reset");
  t0 = tic;
  for k = 1:K
    f ();
  endfor
  __gpu_array__ ("sync");
  t = toc (t0);
endfunction

warning ("off", "gpuaxis:no-gpu");
tr = __gpu_array__ ("trace");
printf ("trace on: %d; backend %s\n", tr.on, gpu_axis_backend ());
G = gpuArray (rand (1000));
H = gpuArray (rand (1000));
m = struct (G).m;
K = 2000;
show ("sum (G, 1), 1000x1000", K, loop (@() sum (G, 1), K));
show ("G + 1, 1000x1000", K, loop (@() G + 1, K));
show ("G .* H, 1000x1000", K, loop (@() G .* H, K));
show ("__gpu_array__ (0, __gpu_array__ (1, m, 1)) (MEX only)", K, ...
      loop (@() __gpu_array__ (0, __gpu_array__ (1, m, 1)), K));
show ("size (G)", K, loop (@() size (G), K));
clear G H

gib = str2double (getenv ("GPUAXIS_TRACE_GIB"));
if (isnan (gib))
  gib = 1;
endif
if (gib > 0)
  A = rand (round (gib * 2^30 / 8 / 16384), 16384);
  bytes = numel (A) * 8;
  G = gpuArray (A);               # warm: pool, staging, threads
  X = gather (G);
  clear G X
  __gpu_array__ ("sync");
  __gpu_array__ ("trace", "reset");
  R = 3;
  t0 = tic;
  for r = 1:R
    G = gpuArray (A);
    __gpu_array__ ("sync");
    clear G
  endfor
  t = toc (t0);
  printf ("gpuArray (A) %.3g GiB: %.1f ms, %.1f GB/s\n", gib, t / R * 1e3, bytes / (t / R) / 1e9);
  show ("gpuArray (A)", R, t);
  G = gpuArray (A);
  X = gather (G); clear X;
  __gpu_array__ ("trace", "reset");
  t0 = tic;
  for r = 1:R
    X = gather (G);
    clear X
  endfor
  t = toc (t0);
  printf ("gather (G) %.3g GiB: %.1f ms, %.1f GB/s\n", gib, t / R * 1e3, bytes / (t / R) / 1e9);
  show ("gather (G)", R, t);
  ## gather into one array kept: its pages touched once already?  No: each
  ## gather makes a fresh array; the same again with X kept alive shows the
  ## cost of freeing it.
  t0 = tic;
  for r = 1:R
    X = gather (G);
  endfor
  t = toc (t0);
  printf ("gather (G), result kept until the next: %.1f ms, %.1f GB/s\n", t / R * 1e3, bytes / (t / R) / 1e9);
  show ("gather (G) kept", R, t);
  clear X
  t0 = tic;
  for r = 1:R
    Z = __gpu_axis_uninit__ ([rows(A), columns(A)], "double");
    Z(1:512:end) = 1;                 # first touch of each 4 KiB page
    clear Z
  endfor
  t = toc (t0);
  printf ("uninit + first touch (1 thread, every 4 KiB): %.1f ms, %.1f GB/s\n", t / R * 1e3, bytes / (t / R) / 1e9);
endif
