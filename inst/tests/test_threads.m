## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## test_threads.m: the CPU backend's threads (gpu_axis_threads).
##
## Run with:  test ("inst/tests/test_threads.m")  (package on the path).
##
## gpu_axis_threads: get, set and restore; bad N gives gpuaxis:invalid-threads;
## OMP_NUM_THREADS sets the count of a fresh session.  Then every reduction
## on inputs large enough to be shared among threads (above 512 KiB; see
## src/engine/cpu/cpu_split.c), on 1 and on 2 threads: both must agree with the
## built-ins (the oracle inst/__gpu_axis_check__.m: exact for integers,
## logicals, max/min with index and any/all, within a rounding bound for
## floating-point sums and products), and the two must be identical where
## the outputs are shared (many outputs: each computed as on one thread)
## and wherever the result is exact.

%!function with_threads (f)
%!  ## f () on the CPU backend; the thread count and backend restored.
%!  old = gpu_axis_threads ();
%!  unwind_protect
%!    gpu_axis_backend ("cpu");
%!    f ();
%!  unwind_protect_cleanup
%!    gpu_axis_threads (old);
%!    gpu_axis_backend ("auto");
%!  end_unwind_protect
%!endfunction

%!function r = on_threads (T, op, x, args, nout)
%!  ## gpu_axis_OP (x, args{:}) on T threads, checked by the oracle.
%!  gpu_axis_threads (T);
%!  r = __gpu_axis_check__ ("expect", op, x, args, nout);
%!endfunction

%!function agree (op, x, args, same)
%!  ## 1 and 2 threads agree with the built-in; identical to each other
%!  ## when SAME.
%!  nout = 1 + any (strcmp (op, {"max", "min"}));
%!  r1 = on_threads (1, op, x, args, nout);
%!  r2 = on_threads (2, op, x, args, nout);
%!  if (same && ! isequaln (r1, r2))
%!    error ("%s: 2 threads differ from 1", ...
%!           __gpu_axis_check__ ("describe", op, x, args));
%!  endif
%!endfunction

%!function x = data (sz, cls)
%!  ## Reproducible values of class CLS: doubles in [-1, 1) with NaN, Inf,
%!  ## -0 and ties sprinkled ("clean": none); integers over their whole
%!  ## range (saturating "native" sums); logical mostly true.
%!  n = prod (sz);
%!  u = mod ((1:n)' * 0.6180339887498949, 1);
%!  switch (cls)
%!    case {"double", "single"}
%!      x = 2 * u - 1;
%!      x(1:997:end) = NaN;  x(5:1999:end) = Inf;  x(7:2003:end) = -Inf;
%!      x(11:1009:end) = -0;  x(13:101:end) = 0.5;
%!      x = cast (x, cls);
%!    case "clean"
%!      x = 2 * u - 1;
%!    case "logical"
%!      x = u > 0.001;
%!    case "prod"                       # near 1: no overflow
%!      x = 1 + (u - 0.5) * 1e-5;
%!    otherwise
%!      x = cast (intmin (cls) + u * (double (intmax (cls)) - double (intmin (cls))), cls);
%!  endswitch
%!  x = reshape (x, sz);
%!endfunction

%!function c = merge (minmax, a, b)
%!  ## a when minmax, else b
%!  if (minmax)
%!    c = a;
%!  else
%!    c = b;
%!  endif
%!endfunction

%!test
%! old = gpu_axis_threads ();
%! unwind_protect
%!   gpu_axis_threads (2);
%!   assert (gpu_axis_threads (), 2);
%!   assert (gpu_axis_info ().cpu_threads, 2);
%!   assert (gpu_axis_threads (7), 7);
%!   assert (gpu_axis_threads (uint16 (1)), 1);
%! unwind_protect_cleanup
%!   gpu_axis_threads (old);
%! end_unwind_protect
%! assert (gpu_axis_threads (), old);

## Bad N: the id and a message naming the function; the count unchanged.
%!test
%! old = gpu_axis_threads ();
%! bads = {0, -3, 2.5, NaN, Inf, -Inf, 1025, 1e10, [2 2], [], zeros(0, 1), ...
%!         "4", true, 3i, {3}, struct("n", 3), int8(-1), uint64(2000)};
%! bads{end+1} = sparse (2);
%! for b = bads
%!   __gpu_axis_check__ ("errors", "gpuaxis:invalid-threads", {@() gpu_axis_threads(b{1})});
%! endfor
%! assert (gpu_axis_threads (), old);
%!error <Invalid call to gpu_axis_threads> gpu_axis_threads (1, 2)
%!error <Invalid call to gpu_axis_threads> [a, b] = gpu_axis_threads ()

## OMP_NUM_THREADS, as a fresh session reads it (until gpu_axis_threads (N)).
%!test
%! exe = fullfile (OCTAVE_HOME (), "bin", "octave-cli");
%! mexdir = fileparts (which ("gpu_axis_threads"));
%! if (exist (exe, "file"))
%!   cmd = sprintf (["OMP_NUM_THREADS=%s '%s' --no-history --norc --quiet --eval ", ...
%!                   "\"addpath ('%s'); printf ('%%d\\n', gpu_axis_threads ())\""], ...
%!                  "3,1", exe, mexdir);
%!   [st, out] = system (cmd);
%!   assert (st, 0);
%!   assert (str2double (strtrim (out)), 3);
%! endif

## Many outputs (shared by outputs): identical on 1 and 2 threads.
%!function many_outputs ()
%!  x = data ([1400 600], "double");
%!  xc = data ([1400 600], "clean");
%!  for d = {1, 2}
%!    for op = {"sum", "mean", "sumsq"}
%!      agree (op{1}, xc, d, true);
%!    endfor
%!    for op = {"sum", "max", "min", "any", "all"}
%!      agree (op{1}, x, merge (any (strcmp (op{1}, {"max", "min"})), {[], d{1}}, d), true);
%!    endfor
%!    agree ("prod", data ([1400 600], "prod"), d, true);
%!    agree ("sum", single (xc), d, true);
%!    agree ("sum", data ([1400 600], "int16"), [d, {"native"}], true);
%!    agree ("max", data ([1400 600], "uint8"), {[], d{1}}, true);
%!  endfor
%!  ## vecdim over non-adjacent dims: two passes
%!  agree ("sum", data ([60 50 60], "clean"), {[1 3]}, true);
%!  agree ("max", data ([60 50 60], "int32"), {[], [1 3]}, true);
%!endfunction
%!test
%! with_threads (@() many_outputs ());

## Few outputs, a long reduction (cut into chunks): within the bound for
## floating-point sums and products, identical for the exact ones.
%!function few_outputs ()
%!  for sz = {[1200000 1], [400000 3]}
%!    x = data (sz{1}, "double");
%!    xc = data (sz{1}, "clean");
%!    for op = {"sum", "mean", "sumsq"}
%!      agree (op{1}, xc, {1}, false);
%!    endfor
%!    agree ("sum", x, {1}, false);          # NaN and Inf
%!    agree ("sum", xc, {1, "extra"}, false);
%!    agree ("sum", single (xc), {1}, false);
%!    agree ("prod", data (sz{1}, "prod"), {1}, false);
%!    for op = {"max", "min"}
%!      agree (op{1}, x, {[], 1}, true);
%!      agree (op{1}, single (x), {[], 1}, true);
%!      agree (op{1}, data (sz{1}, "int64"), {[], 1}, true);
%!      agree (op{1}, data (sz{1}, "uint16"), {[], 1}, true);
%!    endfor
%!    agree ("any", x, {1}, true);
%!    agree ("all", x, {1}, true);
%!    agree ("all", data (sz{1}, "logical"), {1}, true);
%!    for c = {"int8", "int16", "int32", "int64", "uint8", "uint32", "uint64"}
%!      xi = data (sz{1}, c{1});
%!      agree ("sum", xi, {1, "native"}, true);
%!      agree ("sum", xi, {1}, false);
%!      xp = sign (xi) + (xi == 0);      # +-1, and a few 3: saturates
%!      xp(1:40000:end) = 3;
%!      agree ("prod", xp, {1, "native"}, true);
%!    endfor
%!    agree ("sum", data (sz{1}, "logical"), {1, "native"}, true);
%!    agree ("mean", data (sz{1}, "int8"), {1, "native"}, true);
%!  endfor
%!  ## strided, few outputs: [3 N] along dim 2
%!  agree ("sum", data ([3 400000], "clean"), {2}, false);
%!  agree ("max", data ([3 400000], "double"), {[], 2}, true);
%!  agree ("sum", data ([3 400000], "int32"), {2, "native"}, true);
%!endfunction
%!test
%! with_threads (@() few_outputs ());

## Complex max/min are shared by outputs only: a NaN with an infinite part
## wins in Octave's loop once a number was met, wherever it stands.
%!function complex_minmax ()
%!  n = 300000;
%!  for pos = [2, n/2 + 1, n/4 + 1, n/8 + 1, n/3 + 1, n - 1]
%!    z = complex (0.5 * ones (n, 1), zeros (n, 1));
%!    z(1) = 1;
%!    z(pos) = complex (NaN, Inf);
%!    agree ("max", z, {[], 1}, true);
%!    gpu_axis_threads (2);
%!    [m, i] = gpu_axis_max (z);
%!    assert (i, pos);
%!  endfor
%!  agree ("min", complex (data ([n 1], "double"), 1), {[], 1}, true);
%!endfunction
%!test
%! with_threads (@() complex_minmax ());
