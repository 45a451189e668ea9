## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## test_gpuarray_filter.m: filter of gpuArray on long signals, where the
## recurrence runs in chunks along the time axis (src/engine/
## filter_plan.c), against Octave's own filter on the gathered data.
##
## Run with:  test ("inst/tests/test_gpuarray_filter.m")  (package on the
## path).
##
## Every check runs with the "cpu" backend (the chunked plan on the CPU
## engine's threads) and again with "cuda" where a device is usable (the
## same plan in the CUDA kernels, and its results bit for bit the CPU
## engine's).  The chunks round differently from Octave's one sequential
## recurrence, so for a stable filter (poles inside the unit circle) Y is
## held to a normwise bound:
##   max |got - want| <= 64 eps (class) nab G (G max |X| + max |ZI|)
## with nab = max (numel (A), numel (B)) and G = sum (abs (h)) the l1 norm
## of the filter's impulse response (its largest gain), and ZF (sums of
## outputs and inputs weighted by the coefficients) to that bound times
## sum (abs ([A B])) / abs (A(1)).  Measured on these filters: Y's error
## at most 0.7 of its bound's eps nab G (...), ZF's at most 0.03 of its.  Where the
## plan keeps the sequential recurrence (one chunk, a marginal or unstable
## filter, a slowly decaying one, more than 32 states) and for FIR filters
## (a chunk forgets its state: the same sums in the same order) the result
## is Octave's bit for bit.

%!function ok_chunked (got, want, what, b, a, x, zi, state = false)
%!  got = gather (got);
%!  if (! strcmp (class (got), class (want)) || ! isequal (size (got), size (want)))
%!    error ("gpuaxis:test-failed", "%s: got %s %s, want %s %s", what,
%!           class (got), mat2str (size (got)), class (want), mat2str (size (want)));
%!  endif
%!  h = filter (double (b), double (a), [1; zeros(20000, 1)]);
%!  G = sum (abs (h));
%!  nab = max (numel (a), numel (b));
%!  tol = 64 * eps (class (want)) * nab * G ...
%!        * (G * norm (double (x(:)), Inf) + norm (double (zi(:)), Inf));
%!  if (state)
%!    tol *= sum (abs (double ([a(:); b(:)]))) / abs (double (a(1)));
%!  endif
%!  d = norm (double (got(:)) - double (want(:)), Inf);
%!  if (! (d <= tol) && ! isequaln (got, want))
%!    error ("gpuaxis:test-failed", "%s: error %g > %g", what, d, tol);
%!  endif
%!endfunction

%!function ok_exact (got, want, what)
%!  ## bit for bit against Octave 7.3's and 9's filter; Octave 11's rounds
%!  ## otherwise (its FIR and sequential results differ in the last bits):
%!  ## there within 64 eps of the largest value, NaN where it has NaN
%!  got = gather (got);
%!  same = strcmp (class (got), class (want)) && isequaln (got, want);
%!  if (! same && compare_versions (OCTAVE_VERSION (), "11.0.0", ">=")
%!      && strcmp (class (got), class (want)) && isequal (size (got), size (want)))
%!    w = double (want(:));  g = double (got(:));  k = isfinite (w);
%!    same = isequal (isnan (g), isnan (w)) && isequal (g(isinf (w)), w(isinf (w))) ...
%!           && all (abs (g(k) - w(k)) <= 64 * eps (class (want)) * max ([1; abs(w(k))]));
%!  endif
%!  if (! same)
%!    error ("gpuaxis:test-failed", "%s: not Octave's result bit for bit", what);
%!  endif
%!endfunction

%!function f = stable_filters ()
%!  ## B, A: stable IIR filters of 1 to 14 states (the CUDA kernels' 4, 8
%!  ## and 32 register states), a slow pole, complex coefficients, a FIR
%!  p8 = 0.9 * exp (1i * [0.3 0.7 1.1 2]);
%!  p14 = 0.8 * exp (1i * (0.2:0.25:1.7));
%!  f = {[0.0048 0.0193 0.0289 0.0193 0.0048], [1 -2.3695 2.3140 -1.0547 0.1874];
%!       0.1, [1 -0.9];
%!       1, [2 -1.998];                   # pole 0.999, A(1) != 1
%!       [1 1i], [1 -0.99i];              # a complex pole of modulus 0.99
%!       [1 2 1] / 4, real(poly ([p8, conj(p8)]));
%!       [1 0.5], real(poly ([p14, conj(p14)]));
%!       ones(1, 9) / 9, 1};
%!endfunction

%!function check_long (be)
%!  ## columns of several chunks, each filter, class and complexity, with
%!  ## and without ZI
%!  randn ("state", 11);
%!  f = stable_filters ();
%!  for i = 1:rows (f)
%!    b = f{i,1};
%!    a = f{i,2};
%!    ns = max (numel (a), numel (b)) - 1;
%!    for c = {"double", "single"}
%!      for cplx = [false true]
%!        x = cast (randn (3000, 2), c{1});
%!        if (cplx)
%!          x = complex (x, cast (randn (3000, 2), c{1}));
%!        endif
%!        w = sprintf ("filter %d %s%s (%s)", i, c{1}, merge (cplx, " complex", ""), be);
%!        ok_chunked (filter (b, a, gpuArray (x)), filter (b, a, x), w, b, a, x, 0);
%!        zi = randn (ns, 2);
%!        [y, zf] = filter (b, a, gpuArray (x), zi);
%!        [y0, zf0] = filter (b, a, x, zi);
%!        ok_chunked (y, y0, ["ZI " w], b, a, x, zi);
%!        ok_chunked (zf, zf0, ["ZF " w], b, a, x, zi, true);
%!        if (isscalar (a))
%!          ok_exact (y, y0, ["FIR " w]);
%!          ok_exact (zf, zf0, ["FIR ZF " w]);
%!        endif
%!      endfor
%!    endfor
%!  endfor
%!  ## 10^5 samples: hundreds of chunks, and the chunked path did run
%!  [b, a] = deal (f{1,:});
%!  x = randn (1e5, 1);
%!  zi = randn (4, 1);
%!  [y, zf] = filter (b, a, gpuArray (x), zi);
%!  [y0, zf0] = filter (b, a, x, zi);
%!  ok_chunked (y, y0, ["1e5 samples " be], b, a, x, zi);
%!  ok_chunked (zf, zf0, ["1e5 samples ZF " be], b, a, x, zi, true);
%!  assert (! isequal (gather (y), y0), "1e5 samples (%s): chunks not taken", be);
%!  ## a row vector, single
%!  xs = single (randn (1, 1e5));
%!  ok_chunked (filter (b, a, gpuArray (xs)), filter (b, a, xs),
%!              ["1e5 single row " be], b, a, xs, 0);
%!endfunction

%!function check_dims (be)
%!  ## every DIM of an N-D array, with ZI of the other dimensions' shape
%!  randn ("state", 12);
%!  f = stable_filters ();
%!  shapes = {[700 2 3], [2 600 3], [3 2 500], [2 1 2 400]};
%!  for i = [1 4 6]
%!    [b, a] = deal (f{i,:});
%!    ns = max (numel (a), numel (b)) - 1;
%!    for s = 1:numel (shapes)
%!      sz = shapes{s};
%!      d = find (sz > 100);
%!      x = randn (sz);
%!      o = sz;
%!      o(d) = [];
%!      zi = randn ([ns, o]);
%!      w = sprintf ("filter %d DIM %d of %s (%s)", i, d, mat2str (sz), be);
%!      [y, zf] = filter (b, a, gpuArray (x), gpuArray (zi), d);
%!      [y0, zf0] = filter (b, a, x, zi, d);
%!      ok_chunked (y, y0, w, b, a, x, zi);
%!      ok_chunked (zf, zf0, ["ZF " w], b, a, x, zi, true);
%!      xs = single (x);
%!      ok_chunked (filter (b, a, gpuArray (xs), [], d), filter (b, a, xs, [], d),
%!                  ["single " w], b, a, xs, 0);
%!    endfor
%!  endfor
%!  ## empties with a long filtered dimension
%!  [b, a] = deal (f{1,:});
%!  for sz = {[0 300], [300 0], [2 0 400]}
%!    x = zeros (sz{1});
%!    for d = 1:numel (sz{1})
%!      [y, zf] = filter (b, a, gpuArray (x), [], d);
%!      [y0, zf0] = filter (b, a, x, [], d);
%!      ok_exact (y, y0, sprintf ("empty %s DIM %d (%s)", mat2str (sz{1}), d, be));
%!      ok_exact (zf, zf0, sprintf ("empty ZF %s DIM %d (%s)", mat2str (sz{1}), d, be));
%!    endfor
%!  endfor
%!endfunction

%!function check_sequential (be)
%!  ## the cases the plan keeps sequential: Octave's result bit for bit
%!  randn ("state", 13);
%!  cases = {1, [1 -1], 3000;                 # marginal: an integrator
%!           1, [1 0 1], 3000;                # poles +-i on the unit circle
%!           1, [1 -2 1], 3000;               # a double pole at 1
%!           0.01, [1 -1.001], 3000;          # unstable
%!           1, [1 -0.99999], 1e5;            # stable, too slow to decay
%!           1, [1, 0.5 * ones(1, 33) / 33], 3000;   # 33 states
%!           [0.0048 0.0193 0.0289 0.0193 0.0048], ...
%!           [1 -2.3695 2.3140 -1.0547 0.1874], 256};  # one chunk
%!  for i = 1:rows (cases)
%!    [b, a, n] = deal (cases{i,:});
%!    ns = max (numel (a), numel (b)) - 1;
%!    for c = {"double", "single"}
%!      x = cast (randn (n, 2), c{1});
%!      zi = randn (ns, 2);
%!      w = sprintf ("sequential %d %s (%s)", i, c{1}, be);
%!      [y, zf] = filter (b, a, gpuArray (x), zi);
%!      [y0, zf0] = filter (b, a, x, zi);
%!      ok_exact (y, y0, w);
%!      ok_exact (zf, zf0, ["ZF " w]);
%!    endfor
%!  endfor
%!  ## a NaN or infinite sample: the later outputs of an IIR filter are
%!  ## NaN or infinite where Octave's are, also where M^len underflows to
%!  ## zeros (pole 0.05: 0.05^256 < realmin)
%!  for a = {[1 -0.05], [1 -0.9], [1 -2.3695 2.3140 -1.0547 0.1874]}
%!    for v = [NaN Inf -Inf]
%!      x = randn (3000, 2);
%!      x(1000, 1) = v;
%!      [y, zf] = filter (0.5, a{1}, gpuArray (x));
%!      [y0, zf0] = filter (0.5, a{1}, x);
%!      y = gather (y);
%!      zf = gather (zf);
%!      assert (isequal (isnan (y), isnan (y0)) && isequal (isinf (y), isinf (y0))
%!              && isequal (isnan (zf), isnan (zf0)) && isequal (isinf (zf), isinf (zf0)),
%!              "sample %g, A = %s (%s)", v, mat2str (a{1}), be);
%!      ok_chunked (y(:, 2), y0(:, 2), sprintf ("column beside %g (%s)", v, be),
%!                  0.5, a{1}, x(:, 2), 0);
%!    endfor
%!  endfor
%!  ## a FIR filter meets an infinite sample: no NaN spreads from a carry
%!  x = randn (5000, 2);
%!  x(1000, 1) = Inf;
%!  x(2999, 2) = -Inf;
%!  b = [1 -2 3 -2 1];
%!  ok_exact (filter (b, 1, gpuArray (x)), filter (b, 1, x), ["FIR Inf " be]);
%!  ## complex data through a FIR filter of complex taps
%!  x = complex (randn (4000, 3), randn (4000, 3));
%!  ok_exact (filter ([1 2i -1], 1, gpuArray (x)), filter ([1 2i -1], 1, x),
%!            ["FIR complex " be]);
%!endfunction

%!function check_engines ()
%!  ## the CUDA engine's chunks are the CPU engine's: the same results bit
%!  ## for bit (-fmad=false on the device, the same order of operations)
%!  randn ("state", 14);
%!  f = stable_filters ();
%!  for i = 1:rows (f)
%!    [b, a] = deal (f{i,:});
%!    ns = max (numel (a), numel (b)) - 1;
%!    for c = {"double", "single"}
%!      x = complex (cast (randn (2000, 3), c{1}), cast (randn (2000, 3), c{1}));
%!      x = {real(x), x};
%!      for k = 1:2
%!        zi = randn (ns, 3);
%!        [y1, z1] = filter (b, a, gpuArray (x{k}), zi);
%!        y1 = gather (y1);
%!        z1 = gather (z1);
%!        gpu_axis_backend ("cpu");
%!        [y2, z2] = filter (b, a, gpuArray (x{k}), zi);
%!        gpu_axis_backend ("cuda");
%!        w = sprintf ("filter %d %s %d: cuda against cpu", i, c{1}, k);
%!        ok_exact (y1, gather (y2), w);
%!        ok_exact (z1, gather (z2), ["ZF " w]);
%!      endfor
%!    endfor
%!  endfor
%!endfunction

%!test __gpu_axis_run_on__ ("cpu", @() check_long ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_long ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_dims ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_dims ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_sequential ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_sequential ("cuda"));

%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_engines ());
