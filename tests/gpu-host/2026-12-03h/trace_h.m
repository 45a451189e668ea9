## trace_h.m (session 2026-12-03h): where the time of small gpuArray calls
## and of sqrt on 1 GiB goes, with the call trace on (GPUAXIS_TRACE_CALLS=1:
## __gpu_array__ ("trace")).  Per case: wall us per call of K queued calls
## (one wait at the end), then each traced phase's us per call.  The
## Octave-only rows (a plain m-function, a method without MEX work, a
## builtin, the handle) split a method call's cost into its parts.
##   GPUAXIS_TRACE_CALLS=1 octave-cli --no-history --norc --eval \
##     "addpath ([pwd '/src'], [pwd '/inst'], [pwd '/tests/gpu-host/2026-12-03h']); \
##      run ('tests/gpu-host/2026-12-03h/trace_h.m')"

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

function t = waited (f, K)
  f (); f ();
  __gpu_array__ ("sync");
  __gpu_array__ ("trace", "reset");
  t0 = tic;
  for k = 1:K
    f ();
    __gpu_array__ ("sync");
  endfor
  t = toc (t0);
endfunction

function r = plain_fn (s)
  r = s;
endfunction

warning ("off", "gpuaxis:no-gpu");
tr = __gpu_array__ ("trace");
printf ("trace on: %d; backend %s\n", tr.on, gpu_axis_backend ());
G = gpuArray (rand (1000));
H = gpuArray (rand (1000));
m = struct (G).m;
s = struct ("m", m);
K = 2000;
for round = 1:2
  printf ("==== round %d\n", round);
  show ("sum (G, 1), 1000x1000", K, loop (@() sum (G, 1), K));
  show ("G + 1, 1000x1000", K, loop (@() G + 1, K));
  show ("G .* H, 1000x1000", K, loop (@() G .* H, K));
  show ("exp (G), 1000x1000", K, loop (@() exp (G), K));
  show ("sqrt (G), 1000x1000 (waits on its check)", K, loop (@() sqrt (G), K));
  show ("MEX ew plus + free (no method)", K, loop (@() __gpu_array__ (0, __gpu_array__ ("ew", "plus", 1, m, 1)), K));
  show ("MEX ew times + free (no method)", K, loop (@() __gpu_array__ (0, __gpu_array__ ("ew", "times", 3, m, m)), K));
  show ("MEX sum + free (no method)", K, loop (@() __gpu_array__ (0, __gpu_array__ (1, m, 1)), K));
  show ("G + 1, waited each", K, waited (@() G + 1, K));
  show ("size (G) (method, no MEX)", K, loop (@() size (G), K));
  show ("isreal (G) (method, one line)", K, loop (@() isreal (G), K));
  show ("plain m-function of a struct", K, loop (@() plain_fn (s), K));
  show ("isa (G, 'gpuArray')", K, loop (@() isa (G, "gpuArray"), K));
  show ("__gpu_array_handle__ (G, 0)", K, loop (@() __gpu_array_handle__ (G, 0), K));
  show ("__gpu_array__ ('sync') (MEX, no work)", K, loop (@() __gpu_array__ ("sync"), K));
  show ("anonymous call of a constant", K, loop (@() 1, K));
endfor
clear G H

## sqrt, exp, .^2 of 1 GiB: waited and queued (20 calls, one wait)
G = gpuArray.rand (16384, 8192);
for round = 1:2
  printf ("==== 1 GiB, round %d\n", round);
  show ("sqrt (G) 1 GiB, waited", 5, waited (@() sqrt (G), 5));
  show ("exp (G) 1 GiB, waited", 5, waited (@() exp (G), 5));
  show ("G .^ 2 1 GiB, waited", 5, waited (@() G .^ 2, 5));
  show ("sqrt (G) 1 GiB, queued", 20, loop (@() sqrt (G), 20));
  show ("exp (G) 1 GiB, queued", 20, loop (@() exp (G), 20));
  show ("G .^ 2 1 GiB, queued", 20, loop (@() G .^ 2, 20));
  show ("copy 1 GiB, queued", 20, loop (@() __gpu_array__ (0, __gpu_array__ ("ew", "copy", 1, struct (G).m)), 20));
endfor
