## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## bench_casts.m: the casts and the new elementwise functions of gpuArray
## against the device's copy rate, and arrayfun's whole-array path against
## the same expression written with operators.  For each operation on an
## array of GPUAXIS_BENCH_MAX_GIB GiB (default 1) of its input class: the
## median time of a call (each waited for), the bytes it moves (input read
## and result written) over that time as a fraction of a device-to-device
## copy of the input's bytes (__gpu_array__ ("ew", "copy", ...)).  Prints a
## markdown table.  Runs on the GPU host; without a GPU it measures the
## CPU fallback (64 MiB by default there).  From the repository root:
##
##   octave-cli --no-history --norc --eval \
##     "addpath ([pwd '/src'], [pwd '/inst']); run ('bench/bench_casts.m')"
##
## Environment: GPUAXIS_BENCH_MAX_GIB, GPUAXIS_BENCH_LOOPS (calls per
## median, default 9).

1;

source (fullfile (fileparts (mfilename ("fullpath")), "bench_timing.m"));

[out, gib] = bench_env (1);
R = str2double (getenv ("GPUAXIS_BENCH_LOOPS"));
if (isnan (R))
  R = 9;
endif
if (! __gpu_axis_cuda_ok__ ())
  printf ("no usable CUDA device: the CPU fallback is measured (host memory)\n");
  if (isempty (getenv ("GPUAXIS_BENCH_MAX_GIB")))
    gib = 1 / 16;
  endif
endif
bytes = gib * 2^30;
## {name, input class, function, result bytes per input byte}
ops = {"double -> single", "double", @single, 0.5;
       "single -> double", "single", @double, 2;
       "double -> int32", "double", @int32, 0.5;
       "int32 -> double", "int32", @double, 2;
       "double -> uint8", "double", @uint8, 0.125;
       "double -> logical", "double", @logical, 0.125;
       "complex (double)", "double", @complex, 2;
       "tan (double)", "double", @tan, 1;
       "atan2 (double, double)", "double", @(g) atan2 (g, g), 1;
       "mod (double, 3)", "double", @(g) mod (g, 3), 1;
       "arrayfun (@(x) 2*x + 1)", "double", @(g) arrayfun (@(x) 2*x + 1, g), 1;
       "2*G + 1 (operators)", "double", @(g) 2*g + 1, 1};
printf ("| operation | GiB in | ms | bytes moved / copy time |\n|---|---:|---:|---:|\n");
last = "";
for k = 1:rows (ops)
  [name, cls, f, ratio] = ops{k, :};
  if (! strcmp (cls, last))
    clear G;
    n = floor (bytes / numel (typecast (zeros (1, 1, cls), "uint8")));
    G = gpuArray (cast (rand (n, 1) * 100, cls));
    tc = med_calls (@() __gpu_array__ ("ew", "copy", 1, struct (G).m), R);
    last = cls;
  endif
  t = med_calls (@() keep (f (G)), R);
  ## a copy moves 2 x the input's bytes; the operation input + result
  printf ("| %s | %.3g | %.3f | %.2f |\n", name, gib, t * 1e3,
          ((1 + ratio) / 2) * tc / t);
endfor
