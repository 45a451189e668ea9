## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## bench_route.m: what the route of zeros, rand, ... to gpuArray
## (gpu_axis_route) adds to a host call that does not ask for a gpuArray:
## zeros (3), rand (3), ones (3, "single"), eye (3) with the route on and
## off, in plain loops (no anonymous function around the call), the two
## alternated over the rounds.  Prints a markdown table of the median over
## the rounds of the CPU time per call (cputime: the process's, so other
## work on the machine weighs less than in wall time) and its difference.
## Standalone, from the repository root:
##
##   octave-cli --no-history --norc --eval \
##     "addpath ([pwd '/src'], [pwd '/inst']); run ('bench/bench_route.m')"
##
## Environment: GPUAXIS_BENCH_CALLS calls per loop (default 20000),
## GPUAXIS_BENCH_LOOPS rounds (default 9).

1;

function t = per_call (which_call, n)
  ## one loop of n calls, CPU seconds per call; the calls written out so
  ## that the loop body is the call itself
  t0 = cputime ();
  switch (which_call)
    case 1
      for i = 1:n
        x = zeros (3);
      endfor
    case 2
      for i = 1:n
        x = rand (3);
      endfor
    case 3
      for i = 1:n
        x = ones (3, "single");
      endfor
    case 4
      for i = 1:n
        x = eye (3);
      endfor
  endswitch
  t = (cputime () - t0) / n;
endfunction

n = str2double (getenv ("GPUAXIS_BENCH_CALLS"));
if (isnan (n))
  n = 20000;
endif
R = str2double (getenv ("GPUAXIS_BENCH_LOOPS"));
if (isnan (R))
  R = 9;
endif
names = {"zeros (3)", "rand (3)", "ones (3, \"single\")", "eye (3)"};
was = gpu_axis_route ();
t = zeros (numel (names), 2, R);
unwind_protect
  for r = 1:R
    for k = 1:numel (names)
      for on = [false true]
        gpu_axis_route (on);
        per_call (k, 100);                 # warm: the autoload's file loaded
        t(k, on + 1, r) = per_call (k, n);
      endfor
    endfor
  endfor
unwind_protect_cleanup
  gpu_axis_route (was);
end_unwind_protect
printf ("| call | off: us | on: us | added: us |\n|---|---:|---:|---:|\n");
for k = 1:numel (names)
  off = median (t(k, 1, :)) * 1e6;
  on = median (t(k, 2, :)) * 1e6;
  printf ("| %s | %.2f | %.2f | %.2f |\n", names{k}, off, on,
          median (t(k, 2, :) - t(k, 1, :)) * 1e6);
endfor
