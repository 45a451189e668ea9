## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## test_gpuarray_stats.m: std and var of gpuArray against Octave 7.3's own
## on the gathered data.
##
## Run with:  test ("inst/tests/test_gpuarray_stats.m")  (package on the
## path).
##
## Every check runs with the "cpu" backend and again with "cuda" when a
## device is usable.  Classes and sizes must be Octave's exactly; values
## within the two-pass algorithm's bound (var.m states it): for N values
## along DIM, |v - v0| <= 16 (N + 2) eps v0 + 16 (N eps)^2 mean (|x|^2),
## eps the result class's (both Octave's sums and the engine's round, in
## different orders).  NaN and Inf where Octave has them.  Errors must
## carry a gpuaxis: identifier and Octave's message.  The one-read form
## (the default) is checked again against a tighter bound where the mean
## is large: Octave's var of the data less its mean, subtracted exactly,
## within 16 (N + 2) eps (double) for double and 2 eps (single) for
## single; the two-pass form (GPUAXIS_VAR_FUSED=2) runs check_fused too.

%!function x = rnd (cls, sz, cplx, seed)
%!  rand ("seed", seed);
%!  x = 10 * rand (sz) - 3;
%!  if (cplx)
%!    x = complex (x, rand (sz) - 0.5);
%!  endif
%!  if (strcmp (cls, "logical"))
%!    x = x > 2;
%!  else
%!    x = cast (x, cls);
%!  endif
%!endfunction

%!function close_to (got, want, x, n, what)
%!  assert (isa (got, "gpuArray"), "%s: not a gpuArray", what);
%!  g = gather (got);
%!  assert (strcmp (class (g), class (want)), "%s: class %s, not %s", what,
%!          class (g), class (want));
%!  assert (isequal (size (g), size (want)), "%s: size %s, not %s", what,
%!          mat2str (size (g)), mat2str (size (want)));
%!  assert (isequal (isnan (g), isnan (want)), "%s: NaN differ", what);
%!  e = eps (class (want));
%!  xx = double (x);
%!  scale = mean (abs (xx(:)) .^ 2);
%!  if (isempty (scale) || ! isfinite (scale))
%!    scale = 0;
%!  endif
%!  ok = ! isnan (want);
%!  bound = 16 * (n + 2) * e * abs (double (want(ok))) + 16 * (n * e) ^ 2 * scale + realmin;
%!  d = abs (double (g(ok)) - double (want(ok)));
%!  assert (all (d(:) <= bound(:) | (isinf (g(ok)(:)) & g(ok)(:) == want(ok)(:))),
%!          "%s: off by %g (bound %g)", what, max (d(:)), max (bound(:)));
%!endfunction

%!function same_error (fgpu, fhost, what)
%!  try
%!    fhost ();
%!    want = "";
%!  catch e
%!    want = e.message;
%!  end_try_catch
%!  assert (! isempty (want), "%s: Octave gave no error", what);
%!  try
%!    fgpu ();
%!  catch e
%!    assert (strncmp (e.identifier, "gpuaxis:", 8), "%s: identifier '%s'",
%!            what, e.identifier);
%!    if (strncmp (want, "Invalid call to", 15))
%!      want = strtok (want, ".");
%!    endif
%!    assert (strncmp (e.message, want, numel (want)), "%s: '%s', not '%s'",
%!            what, e.message, want);
%!    return;
%!  end_try_catch
%!  error ("%s: no error", what);
%!endfunction

%!function check_one (x, args, what)
%!  ## var and std of x with args, against Octave's
%!  G = gpuArray (x);
%!  if (numel (args) > 1 && ! isempty (args{2}) && isnumeric (args{2}))
%!    n = prod (size (x)(args{2}(args{2} <= ndims (x))));
%!  elseif (numel (args) > 1 && ischar (args{2}))
%!    n = numel (x);
%!  else
%!    n = max ([size(x), 1]);
%!  endif
%!  try
%!    v0 = var (x, args{:});
%!  catch
%!    ## Octave 7.3 itself fails (a vector DIM past ndims): so must we
%!    same_error (@() var (G, args{:}), @() var (x, args{:}), ["var " what]);
%!    return;
%!  end_try_catch
%!  close_to (var (G, args{:}), v0, x, n, ["var " what]);
%!  close_to (std (G, args{:}), std (x, args{:}), x, n, ["std " what]);
%!endfunction

%!function check_forms ()
%!  kinds = {{"double", 0}, {"single", 0}, {"int8", 0}, {"int32", 0}, ...
%!           {"uint16", 0}, {"logical", 0}, {"double", 1}, {"single", 1}};
%!  shapes = {[1 9], [9 1], [5 4], [3 4 2], [1 1], [1 1 4]};
%!  s = 1;
%!  for i = 1:numel (shapes)
%!    for k = 1:numel (kinds)
%!      x = rnd (kinds{k}{1}, shapes{i}, kinds{k}{2}, s++);
%!      what = sprintf ("%s%s %s", kinds{k}{1}, {"", " complex"}{kinds{k}{2} + 1},
%!                      mat2str (shapes{i}));
%!      check_one (x, {}, what);
%!      check_one (x, {1}, [what " w 1"]);
%!      check_one (x, {[]}, [what " w []"]);
%!      for dim = 1:3
%!        check_one (x, {0, dim}, sprintf ("%s dim %d", what, dim));
%!        check_one (x, {1, dim}, sprintf ("%s w 1 dim %d", what, dim));
%!      endfor
%!      check_one (x, {0, [1 2]}, [what " dims [1 2]"]);
%!      check_one (x, {1, [2 3]}, [what " dims [2 3]"]);
%!      check_one (x, {0, "all"}, [what " all"]);
%!    endfor
%!  endfor
%!endfunction

%!function check_weights ()
%!  for cls = {"double", "single", "int16"}
%!    x = rnd (cls{1}, [4 3], false, 50);
%!    check_one (x, {[1 2 3 4]}, [cls{1} " weights dim 1"]);
%!    check_one (x, {[1 2 3]', 2}, [cls{1} " weights dim 2"]);
%!    check_one (x, {[0 1 0 2], 1}, [cls{1} " weights with zeros"]);
%!    x3 = rnd (cls{1}, [2 2 3], false, 51);
%!    check_one (x3, {[1 1 2], 3}, [cls{1} " weights dim 3"]);
%!  endfor
%!  check_one (rnd ("double", [1 5], true, 52), {[1 2 3 4 5]}, "complex weights");
%!endfunction

%!function check_empties_and_special ()
%!  ## Octave's own std tests' empties, and more
%!  empties = {{[], {}}, {[], {[], 1}}, {[], {[], 2}}, {[], {[], 3}}, ...
%!             {ones(0, 1), {}}, {ones(1, 0), {}}, {ones(1, 0), {[], 1}}, ...
%!             {ones(1, 0), {[], 2}}, {ones(1, 0), {[], 3}}, {ones(0, 1), {[], 2}}, ...
%!             {ones(1, 3, 0, 2), {}}, {ones(1, 3, 0, 2), {[], 2}}, ...
%!             {ones(1, 3, 0, 2), {[], 4}}, {single(zeros(0, 3)), {}}, ...
%!             {int8(zeros(3, 0)), {}}, {zeros(0, 3), {0, "all"}}};
%!  for k = 1:numel (empties)
%!    check_one (empties{k}{1}, empties{k}{2}, sprintf ("empty %d", k));
%!  endfor
%!  check_one (5, {}, "scalar");
%!  check_one (single (5), {}, "single scalar");
%!  check_one (5, {99}, "scalar w 99");
%!  check_one (NaN, {}, "NaN scalar");
%!  check_one ([1 Inf 3; 4 5 NaN], {}, "NaN, Inf");
%!  check_one ([1 Inf 3; 4 5 NaN], {0, 2}, "NaN, Inf dim 2");
%!  check_one ([Inf -Inf 2], {}, "Inf, -Inf");
%!  check_one ([1 2 3], {[], 3}, "dim past ndims");
%!  check_one ([1 NaN Inf]', {0, 2}, "dim of one: NaN, Inf kept");
%!  check_one (single ([1 NaN Inf]), {0, 1}, "single dim of one");
%!  check_one (int8 ([-128 127 0 5]), {}, "int8 extremes");
%!  ## a large mean: the two passes keep the spread
%!  x = 1e8 + (1:1000)';
%!  check_one (x, {}, "large mean");
%!  check_one (single (1e4 + (1:100)'), {}, "large mean single");
%!endfunction

%!function check_errors ()
%!  x = [1 2 3; 4 5 6];
%!  G = gpuArray (x);
%!  cases = {{2}, {-1}, {0.5}, {[1 -1]}, {[1 2 3 4]}, {0, 0}, {0, 1.5}, ...
%!           {0, [1 1]}, {[1 2], [1 2]}, {[1 2], "all"}, {0, "foo"}, ...
%!           {0, {1}}, {"a"}};
%!  for k = 1:numel (cases)
%!    c = cases{k};
%!    same_error (@() var (G, c{:}), @() var (x, c{:}), sprintf ("var error %d", k));
%!    same_error (@() std (G, c{:}), @() std (x, c{:}), sprintf ("std error %d", k));
%!  endfor
%!  same_error (@() var (G, 0, 1, 2), @() var (x, 0, 1, 2), "var nargin");
%!  same_error (@() std (G, 0, 1, 2), @() std (x, 0, 1, 2), "std nargin");
%!endfunction

%!function check_property ()
%!  ## random classes, shapes, normalisations and dims
%!  kinds = {"double", "single", "int32", "logical"};
%!  rand ("seed", 21);
%!  for t = 1:120
%!    nd = 1 + floor (3 * rand ());
%!    sz = 1 + floor (5 * rand (1, nd + 1));
%!    sz(rand (size (sz)) < 0.1) = 0;
%!    cls = kinds{1 + floor (numel (kinds) * rand ())};
%!    x = rnd (cls, sz, strcmp (cls, "double") && rand () < 0.3, 2000 + t);
%!    w = floor (2 * rand ());
%!    dim = 1 + floor (4 * rand ());
%!    check_one (x, {w, dim}, sprintf ("case %d: %s %s w %d dim %d", t, cls,
%!                                     mat2str (sz), w, dim));
%!  endfor
%!endfunction

%!function check_fused ()
%!  ## var's second pass (the squared deviations summed without storing
%!  ## them): every float class, dims 1 to 3, slices long enough that the
%!  ## plan cuts them into runs (a vector of 70000, 120x3000 along dim 2),
%!  ## slices of 63 and 64 (a warp a slice from 64 on along dim 1), NaN,
%!  ## Inf and a mean far from the spread
%!  shapes = {[70000 1], [1 70000], [120 3000], [63 40], [64 40], [300 5 7]};
%!  s = 300;
%!  for i = 1:numel (shapes)
%!    for c = {{"double", 0}, {"single", 0}, {"double", 1}, {"single", 1}}
%!      x = rnd (c{1}{1}, shapes{i}, c{1}{2}, s++);
%!      what = sprintf ("fused %s%s %s", c{1}{1}, {"", " complex"}{c{1}{2} + 1},
%!                      mat2str (shapes{i}));
%!      for dim = 1:numel (shapes{i})
%!        check_one (x, {0, dim}, sprintf ("%s dim %d", what, dim));
%!      endfor
%!      check_one (x, {1}, [what " w 1"]);
%!    endfor
%!  endfor
%!  x = rnd ("double", [500 4], false, 400);
%!  x(7,1) = NaN;
%!  x(300,2) = Inf;
%!  x([10 20],3) = [Inf -Inf];
%!  check_one (x, {0, 1}, "fused NaN Inf");
%!  check_one (1e8 + rnd ("double", [400 3], false, 401), {0, 1}, "fused mean 1e8");
%!  check_one (1e3 + rnd ("single", [3 400], false, 402), {1, 2}, "fused single mean 1e3");
%!  check_one (int16 (rnd ("double", [250 3], false, 403) * 1000), {0, 1}, "fused int16");
%!endfunction

%!function check_onepass ()
%!  ## the one-read form (Welford's update, lanes and runs merged by Chan's
%!  ## formula) where the mean is 1e8 (1e4 single) against a spread of 1:
%!  ## against Octave's var of x - c, exact (Sterbenz), every dim, slices
%!  ## long enough to be cut into runs (70000 along dim 1, 5000 along dim 2,
%!  ## 300 along dim 3), real and complex.  On Octave 9 and later var and
%!  ## std of a gpuArray are Octave's own on the host (__host_fn__): its
%!  ## answer, whatever its accuracy
%!  if (compare_versions (OCTAVE_VERSION (), "9.0.0", ">="))
%!    x = randn (3000, 4) + 1e8;
%!    assert (gather (var (gpuArray (x))), var (x));
%!    assert (gather (std (gpuArray (x), 0, 2)), std (x, 0, 2));
%!    return;
%!  endif
%!  randn ("seed", 7);
%!  shapes = {[70000 2], [3 5000], [20 3 300]};
%!  for i = 1:numel (shapes)
%!    for cplx = 0:1
%!      sz = shapes{i};
%!      d = randn (sz);
%!      if (cplx)
%!        d = complex (d, randn (sz));
%!      endif
%!      ## class, shift, bound: factor, power of (n + 2)
%!      cs = {{"double", 1e8 + 2e8i * cplx, 16 * eps, 1}, ...
%!            {"single", 1e4 + 3e4i * cplx, 2 * eps("single"), 0}};
%!      for k = 1:2
%!        x = cast (cs{k}{2} + d, cs{k}{1});
%!        for dim = 1:3
%!          n = size (x, dim);
%!          ref = var (double (x) - cs{k}{2}, 0, dim);
%!          got = var (gpuArray (x), 0, dim);
%!          what = sprintf ("one pass %s%s %s dim %d", cs{k}{1},
%!                          {"", " complex"}{cplx + 1}, mat2str (sz), dim);
%!          assert (strcmp (classUnderlying (got), cs{k}{1}), "%s: class", what);
%!          rel = abs (double (gather (got(:))) - ref(:)) ./ max (ref(:), realmin);
%!          assert (all (rel <= cs{k}{3} * (n + 2) ^ cs{k}{4}),
%!                  "%s: off by %g relative", what, max (rel));
%!        endfor
%!      endfor
%!    endfor
%!  endfor
%!  ## NaN and Inf in slices cut into runs (the first element too: it is
%!  ## the shift), along dim 1 and dim 2
%!  x = randn (3000, 6);
%!  x(1500,1) = NaN;
%!  x(2900,2) = Inf;
%!  x([10 2000],3) = [Inf -Inf];
%!  x(1,5) = Inf;
%!  x(1,6) = NaN;
%!  check_one (x, {0, 1}, "one pass NaN Inf dim 1");
%!  check_one (single (x.'), {1, 2}, "one pass NaN Inf dim 2");
%!  check_one (complex (x, 1), {0, 1}, "one pass NaN Inf complex");
%!  ## one element a slice (0), empty slices, a slice of two
%!  check_one ([1+2i; NaN], {1, 2}, "one pass n = 1 complex");
%!  check_one (single ([3 Inf]), {0, 1}, "one pass n = 1 single");
%!  check_one (zeros (3, 0), {0, 2}, "one pass empty slices");
%!  check_one (single (zeros (0, 4)), {1, 1}, "one pass empty single");
%!  check_one ([1e8 1e8+1], {}, "one pass n = 2");
%!endfunction

%!function check_two_pass ()
%!  ## GPUAXIS_VAR_FUSED=2: the mean, then the fused squared deviations
%!  old = getenv ("GPUAXIS_VAR_FUSED");
%!  setenv ("GPUAXIS_VAR_FUSED", "2");
%!  unwind_protect
%!    check_fused ();
%!  unwind_protect_cleanup
%!    setenv ("GPUAXIS_VAR_FUSED", old);
%!  end_unwind_protect
%!endfunction

%!function check_overflow ()
%!  ## a slice whose sum overflows its class: Octave's mean is infinite,
%!  ## so is every deviation, and its var Inf; the one pass follows it
%!  for x = {[1e308 1e308], [1e308; 1e308; 5], single([3e38 3e38]), [1e308+1i 1e308], ...
%!           [-1e308 -1e308 -1e308], [1e308 1e308; 1 2]}
%!    for d = 1:2
%!      assert (gather (var (gpuArray (x{1}), 0, d)), var (x{1}, 0, d));
%!      assert (gather (std (gpuArray (x{1}), 1, d)), std (x{1}, 1, d));
%!    endfor
%!  endfor
%!endfunction

%!test __gpu_axis_run_on__ ("cpu", @check_onepass);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_onepass);
%!test __gpu_axis_run_on__ ("cpu", @check_overflow);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_overflow);
%!test __gpu_axis_run_on__ ("cpu", @check_two_pass);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_two_pass);
%!test __gpu_axis_run_on__ ("cpu", @check_fused);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_fused);
%!test __gpu_axis_run_on__ ("cpu", @check_forms);
%!test __gpu_axis_run_on__ ("cpu", @check_weights);
%!test __gpu_axis_run_on__ ("cpu", @check_empties_and_special);
%!test __gpu_axis_run_on__ ("cpu", @check_errors);
%!test __gpu_axis_run_on__ ("cpu", @check_property);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_forms);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_weights);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_empties_and_special);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_errors);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_property);
