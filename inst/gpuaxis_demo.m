## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} gpuaxis_demo ()
## Show gpuaxis at work: the backend in use, the seed example (an 8x16
## matrix with element = row*10 + col, summed down the columns and across
## the rows), each function of the family (@code{gpu_axis_prod},
## @code{gpu_axis_mean}, @code{gpu_axis_max}, @code{gpu_axis_min},
## @code{gpu_axis_any}, @code{gpu_axis_all}, @code{gpu_axis_sumsq}) beside
## Octave's own on a small array, with the backend that computed them and
## whether the values are equal, and a comparison of @code{gpu_axis_sum}
## with @code{sum} on a few arrays: agreement, and the least time of five
## calls after a warm-up, with the backend that computed each row and, on
## the CPU backend, how many threads it used.  @code{make demo} runs this.
##
## @example
## gpuaxis_demo ()
## @end example
## @seealso{gpu_axis_sum, gpu_axis_prod, gpu_axis_mean, gpu_axis_max,
## gpu_axis_min, gpu_axis_any, gpu_axis_all, gpu_axis_sumsq,
## gpu_axis_backend, gpu_axis_info}
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

  family_beside_octave ();

  ## Times: the least of NREP calls after one warm-up call each (the first
  ## call may start the device and allocate), so that a row shows the
  ## steady cost of a call, not its first.
  nrep = 5;
  printf ("\nTimes: the least of %d calls after a warm-up; gpuaxis on the %s backend",
          nrep, info.backend);
  if (strcmp (info.backend, "cpu"))
    printf (" (%d thread%s)", info.cpu_threads, {"s", ""}{(info.cpu_threads == 1) + 1});
  endif
  printf ("\n%-22s %4s %12s %14s %8s %14s\n", "array", "dim", "sum (ms)",
          "gpuaxis (ms)", "ran on", "max rel diff");
  rand ("seed", 1);
  cases = {rand(1000), "rand (1000)"; single(rand(3000)), "single rand (3000)";
           randi(100, 2000, 500, "int32"), "int32 2000x500"};
  for i = 1:rows (cases)
    X = cases{i,1};
    for dim = 1:2
      s = sum (X, dim);
      g = gpu_axis_sum (X, dim);
      ran_on = __gpu_axis__ ("last_backend");   # the backend that computed it
      ts = least_time (@() sum (X, dim), nrep);
      tg = least_time (@() gpu_axis_sum (X, dim), nrep);
      rel = max (abs (double (g(:)) - double (s(:))) ./ max (abs (double (s(:))), 1));
      printf ("%-22s %4d %12.3f %14.3f %8s %14.2e\n", cases{i,2}, dim, 1e3*ts, 1e3*tg,
              ran_on, rel);
    endfor
  endfor
endfunction

## The least wall time of NREP calls of F (seconds).
function t = least_time (f, nrep)
  t = Inf;
  for k = 1:nrep
    t0 = tic;
    f ();
    t = min (t, toc (t0));
  endfor
endfunction

## Each new function of the family beside Octave's own on small arrays:
## the call, both results, and whether they are equal (value and class).
function family_beside_octave ()
  X = [3 1 4; 1 5 9];
  gpu_axis_prod (X, 1);                 # where a call this small runs
  printf ("\nThe family beside Octave's functions, X = %s, computed by the %s backend\n",
          mat2str (X), __gpu_axis__ ("last_backend"));
  calls = {
    "prod (X, 1)",              @() gpu_axis_prod (X, 1),        @() prod (X, 1);
    "prod (int8 ([100 2 -1]), \"native\")", ...
                                @() gpu_axis_prod (int8 ([100 2 -1]), "native"), ...
                                @() prod (int8 ([100 2 -1]), "native");
    "mean (X)",                 @() gpu_axis_mean (X),           @() mean (X);
    "mean (X, 2)",              @() gpu_axis_mean (X, 2),        @() mean (X, 2);
    "[M, I] = max (X, [], 2)",  @() both (@gpu_axis_max, X, [], 2), @() both (@max, X, [], 2);
    "[M, I] = min (X)",         @() both (@gpu_axis_min, X),     @() both (@min, X);
    "any (X > 4, 2)",           @() gpu_axis_any (X > 4, 2),     @() any (X > 4, 2);
    "all (X > 1)",              @() gpu_axis_all (X > 1),        @() all (X > 1);
    "sumsq (X, 2)",             @() gpu_axis_sumsq (X, 2),       @() sumsq (X, 2);
    "prod (X, \"all\") ~ prod (X(:))", @() gpu_axis_prod (X, "all"), @() prod (X(:));
    "[M, I] = max (X, [], \"all\") ~ max (X(:))", ...
                                @() both (@gpu_axis_max, X, [], "all"), @() both (@max, X(:))};
  printf ("%-44s %-26s %-26s %s\n", "call (gpu_axis_F / Octave's F)", "gpuaxis",
          "Octave", "value equal");
  for r = 1:rows (calls)
    g = calls{r,2} ();
    o = calls{r,3} ();
    printf ("%-44s %-26s %-26s %s\n", calls{r,1}, show (g), show (o),
            {"no", "yes"}{same(g, o) + 1});
  endfor
endfunction

## {M, I} of a max/min call.
function c = both (f, varargin)
  [m, i] = f (varargin{:});
  c = {m, i};
endfunction

function t = show (v)
  if (iscell (v))
    t = sprintf ("M=%s I=%s", show (v{1}), show (v{2}));
  elseif (isinteger (v))
    t = sprintf ("%s(%s)", class (v), mat2str (double (v)));
  else
    t = mat2str (v, 5);
  endif
endfunction

function tf = same (a, b)
  if (iscell (a))
    tf = numel (a) == numel (b) && all (cellfun (@same, a, b));
  else
    tf = isequal (a, b) && strcmp (class (a), class (b)) ...
         && isequal (size (a), size (b));
  endif
endfunction

%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! out = evalc ("gpuaxis_demo ()");
%! assert (! isempty (strfind (out, "equal to sum: dim 1 1, dim 2 1")));
%! ## every function of the family beside Octave's: all equal
%! assert (! isempty (strfind (out, "computed by the cpu backend"))
%!         || ! isempty (strfind (out, "computed by the cuda backend")));
%! assert (numel (regexp (out, '\syes\n')), 11);
%! assert (isempty (regexp (out, '\sno\n', "once")));
%! ## the timing table says how it timed, and on which backend
%! assert (! isempty (regexp (out, 'the least of \d+ calls after a warm-up; gpuaxis on the (cpu|cuda) backend', "once")));
