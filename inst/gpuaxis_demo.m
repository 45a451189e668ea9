## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} gpuaxis_demo ()
## Show gpuaxis at work: the backend in use, the seed example (an 8x16
## matrix with element = row*10 + col, summed down the columns and across
## the rows), and a comparison of @code{gpu_axis_sum} with @code{sum} on a
## few arrays (agreement and time).  @code{make demo} runs this.
## @seealso{gpu_axis_sum, gpu_axis_info}
## @end deftypefn

function gpuaxis_demo ()
  info = gpu_axis_info ();
  if (strcmp (info.backend, "cuda"))
    printf ("gpuaxis backend: cuda on %s (compute capability %s)\n",
            info.device_name, info.compute_capability);
  else
    printf ("gpuaxis backend: cpu (%s)\n", info.reason);
    warning ("off", "gpuaxis:no-gpu", "local");
  endif

  A = (0:7)' * 10 + (0:15);
  printf ("\nSeed example, 8x16, element = row*10 + col\n");
  printf ("gpu_axis_sum (A, 1) = %s\n", mat2str (gpu_axis_sum (A, 1)));
  printf ("gpu_axis_sum (A, 2) = %s'\n", mat2str (gpu_axis_sum (A, 2)'));
  printf ("equal to sum: dim 1 %d, dim 2 %d\n",
          isequal (gpu_axis_sum (A, 1), sum (A, 1)),
          isequal (gpu_axis_sum (A, 2), sum (A, 2)));

  printf ("\n%-22s %4s %12s %12s %14s\n", "array", "dim", "sum (ms)",
          "gpu (ms)", "max rel diff");
  rand ("seed", 1);
  cases = {rand(1000), "rand (1000)"; single(rand(3000)), "single rand (3000)";
           randi(100, 2000, 500, "int32"), "int32 2000x500"};
  for i = 1:rows (cases)
    X = cases{i,1};
    for dim = 1:2
      t0 = tic; s = sum (X, dim); ts = toc (t0);
      g = gpu_axis_sum (X, dim);           # first call may start the device
      t0 = tic; g = gpu_axis_sum (X, dim); tg = toc (t0);
      rel = max (abs (double (g(:)) - double (s(:))) ./ max (abs (double (s(:))), 1));
      printf ("%-22s %4d %12.3f %12.3f %14.2e\n", cases{i,2}, dim, 1e3*ts, 1e3*tg, rel);
    endfor
  endfor
endfunction

%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! out = evalc ("gpuaxis_demo ()");
%! assert (! isempty (strfind (out, "equal to sum: dim 1 1, dim 2 1")));
