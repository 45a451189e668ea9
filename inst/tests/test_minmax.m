## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## test_minmax.m: gpu_axis_max and gpu_axis_min answer what Octave 7.3's
## max (A, [], DIM) and min (A, [], DIM) answer, with the index.
##
## Run with:  test ("inst/tests/test_minmax.m")  (package on the path).
##
## Every check is a %!function run on the "cpu" backend, and again on
## "cuda" when a device is usable (%!testif ; __gpu_axis_cuda_ok__ ()).
## The oracle is inst/__gpu_axis_check__.m; max and min select, so M must
## equal the built-in's exactly (class kept, char -> double; the sign of a
## zero; NaN skipped, an all-NaN slice gives NaN with index 1; ties give
## the first index; complex compares by modulus, then angle), and I (a
## double array of M's size) exactly.  The contract and Octave 7.3's
## behaviour are in notes/octave-family.md.  Deliberate differences:
## the two-argument (elementwise) form and a non-empty second argument
## are errors gpuaxis:elementwise; DIM vectors, "all" and
## "omitnan"/"includenan" are accepted (I is then the linear index into
## the reduced dimensions; "includenan" gives a slice's first NaN and its
## index); bad DIMs are errors.

%!function r = expect (op, x, varargin)
%!  ## [M, I] = gpu_axis_OP (x, varargin{:}) and M = gpu_axis_OP (...),
%!  ## both accepted by the oracle; returns {M, I}.
%!  r = __gpu_axis_check__ ("expect", op, x, varargin, 2);
%!  __gpu_axis_check__ ("expect", op, x, varargin, 1);
%!endfunction

%!function expect_mi (op, x, args, m, i)
%!  ## ... and equal to the literal M and I (class and sign of zeros too).
%!  r = expect (op, x, args{:});
%!  assert (r{1}, m);
%!  if (isfloat (m))
%!    assert (isequal (signbit (real (r{1})), signbit (real (m))));
%!  endif
%!  assert (r{2}, i);
%!endfunction

%!function sweep_classes ()
%!  all14 = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", ...
%!           "uint32", "int64", "uint64", "logical", "char", "complex double", ...
%!           "complex single"};
%!  for op = {"max", "min"}
%!    n = __gpu_axis_check__ ("sweep", op{1}, all14, {{}, {"includenan"}}, 2);
%!    assert (n, (10 + 4 * 3) * 13 * 9 * 2);
%!    n = __gpu_axis_check__ ("sweep", op{1}, {"double", "int8", "complex single"}, ...
%!                            {{"omitnan"}, {"includenan"}}, 1);
%!    assert (n, (1 + 2 * 3) * 13 * 9 * 2);
%!  endfor
%!endfunction

%!function class_table ()
%!  ## the class is kept (logical too); char gives double
%!  for c = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", ...
%!           "uint32", "int64", "uint64", "logical"}
%!    x = cast ([1 0 1; 0 0 1], c{1});
%!    expect_mi ("max", x, {}, cast ([1 0 1], c{1}), [1 1 1]);
%!    expect_mi ("min", x, {}, cast ([0 0 1], c{1}), [2 1 1]);
%!    expect_mi ("max", x, {[], 2}, cast ([1; 1], c{1}), [1; 3]);
%!  endfor
%!  expect_mi ("max", "abc", {}, 99, 3);
%!  expect_mi ("min", "abc", {[], 1}, [97 98 99], [1 1 1]);
%!  expect_mi ("max", int8 ([-128 127]), {}, int8 (127), 2);
%!  expect_mi ("min", int8 ([-128 127]), {}, int8 (-128), 1);
%!  expect_mi ("max", uint64 ([2^64-1 0]), {}, intmax ("uint64"), 1);
%!  expect_mi ("max", [intmax("int64") - 1, intmax("int64")], {}, intmax ("int64"), 2);
%!  expect_mi ("min", [intmin("int64") + 1, intmin("int64")], {}, intmin ("int64"), 2);
%!  ## values 2^53 + 1 apart from 2^53: compared exactly, not through double
%!  expect_mi ("max", [int64(2)^53 + 1, int64(2)^53], {}, int64 (2)^53 + 1, 1);
%!  expect_mi ("max", [int64(2)^53, int64(2)^53 + 1], {}, int64 (2)^53 + 1, 2);
%!  expect_mi ("max", 1:5, {}, 5, 5);                 # a range
%!endfunction

%!function nan_and_ties ()
%!  expect_mi ("max", [1 NaN 3], {}, 3, 3);
%!  expect_mi ("max", [NaN 1 NaN], {}, 1, 2);
%!  expect_mi ("min", [NaN NaN 1], {}, 1, 3);
%!  expect_mi ("max", [NaN NaN], {}, NaN, 1);
%!  expect_mi ("min", single ([NaN NaN NaN]), {}, single (NaN), 1);
%!  expect_mi ("max", [NaN 1; NaN NaN], {}, [NaN 1], [1 1]);
%!  expect_mi ("max", [Inf NaN -Inf], {}, Inf, 1);
%!  expect_mi ("min", [Inf NaN -Inf], {}, -Inf, 3);
%!  expect_mi ("max", [-Inf -Inf], {}, -Inf, 1);
%!  ## ties: the first index
%!  expect_mi ("max", [3 1 3], {}, 3, 1);
%!  expect_mi ("min", [1 3 1], {}, 1, 1);
%!  expect_mi ("max", [2 5 5 5], {}, 5, 2);
%!  expect_mi ("max", int8 ([7 7 7]), {}, int8 (7), 1);
%!  expect_mi ("max", true (1, 4), {}, true, 1);
%!  expect_mi ("min", false (1, 4), {}, false, 1);
%!  ## signed zeros: compared equal, so the first one wins
%!  expect_mi ("max", [-0 0], {}, -0, 1);
%!  expect_mi ("max", [0 -0], {}, 0, 1);
%!  expect_mi ("min", [0 -0], {}, 0, 1);
%!  expect_mi ("min", [-0 0], {}, -0, 1);
%!  expect_mi ("max", [-1 -0 0], {}, -0, 2);
%!  expect_mi ("max", single ([-0 -1 0]), {}, single (-0), 1);
%!  expect_mi ("max", -0, {}, -0, 1);
%!endfunction

%!function complex_order ()
%!  ## by modulus, then by angle (in (-pi, pi]); the result is complex only
%!  ## where some imaginary part is nonzero
%!  expect_mi ("max", [1i -1i 1 -1], {}, -1, 4);      # angle pi wins
%!  expect_mi ("min", [1i -1i 1 -1], {}, -1i, 2);     # angle -pi/2
%!  expect_mi ("max", [1+1i -1-1i], {}, 1+1i, 1);
%!  expect_mi ("max", [-1-1i 1+1i], {}, 1+1i, 2);
%!  expect_mi ("max", [1i 1], {}, 1i, 1);
%!  expect_mi ("max", [3+4i 5 -5], {}, -5, 3);
%!  expect_mi ("min", [3+4i 5 -5 4+3i], {}, 5, 2);
%!  expect_mi ("max", complex ([-2 1], [0 0]), {}, -2, 1);
%!  assert (isreal (expect ("max", complex ([-2 1], [0 0])){1}));
%!  expect_mi ("max", complex ([-0 0], [0 0]), {}, -0, 1);
%!  expect_mi ("max", complex ([0 -0], [0 0]), {}, -0, 2);
%!  expect_mi ("max", complex ([-1 -1], [0 -0]), {}, -1, 1);
%!  expect_mi ("max", complex ([NaN 1], [0 0]), {}, 1, 2);
%!  expect_mi ("max", complex ([Inf 1], [NaN 0]), {}, 1, 2);
%!  expect_mi ("max", complex ([1 Inf], [0 0]), {}, Inf, 2);
%!  expect_mi ("max", [1+NaN*1i 2], {}, 2, 2);
%!  expect_mi ("min", single ([1+1i 2 1-1i]), {}, single (1-1i), 3);
%!  m = expect ("max", complex ([1 2; 3 4], [0 0; 1 0])){1};
%!  assert (m, [3+1i 4]);
%!  assert (iscomplex (m));
%!  m = expect ("min", [1+1i 2]){1};
%!  assert (m, 1+1i);
%!  expect ("max", complex (magic (4), -magic (4)), [], 2);
%!endfunction

%!function complex_nan_phase ()
%!  ## Octave's loop along a dimension other than the first skips a NaN
%!  ## until a whole row of the slices is free of NaN; its loop along the
%!  ## first lets a NaN with an infinite part (abs Inf), met after a
%!  ## number, win a max.  The same data answer differently (property
%!  ## test seed 354275220 found it through the gpuArray methods).
%!  A = single ([1, complex(NaN, -Inf), 2; NaN, 1, 2]);
%!  expect_mi ("max", A, {[], 2}, single ([2; 2]), [3; 3]);
%!  r = expect ("max", A.', [], 1);
%!  assert (isnan (r{1}(1)) && imag (r{1}(1)) == -Inf && r{2}(1) == 2);
%!  ## the phase lasts while any slice's row has a NaN, here rows 1 to 3
%!  C = [NaN, 1, complex(NaN, Inf), 4; 2, NaN, 3, 1];
%!  expect_mi ("max", C, {[], 2}, [4; 3], [4; 3]);
%!  r = expect ("max", C(1,:), [], 2);
%!  assert (isnan (r{1}) && imag (r{1}) == Inf && r{2} == 3);
%!  ## a DIM vector reduces each slice as one column (MATLAB's vecdim, the
%!  ## oracle's permute and reshape): the first dimension's loop
%!  r = expect ("max", reshape (C, 2, 2, 2), [], [2 3]);
%!  assert (isnan (r{1}(1)) && r{2}(1) == 3);
%!  ## after the first clean row a NaN is compared again (7.3: max is
%!  ## [NaN+Infi; 3] at [3; 3]); Octave 11 never takes a NaN along dim 2
%!  ## ([5; 3] at [2; 3]): the running Octave's answer
%!  B = [1, 5, complex(NaN, Inf); 2, 1, 3];
%!  [m, i] = max (B, [], 2);
%!  expect_mi ("max", B, {[], 2}, m, i);
%!  expect ("min", B, [], 2);
%!  ## along dim 3, each slab [pre, n] its own phase
%!  D = cat (3, [1 NaN; 2 3], [complex(NaN, Inf) 4; 5 6], [7 8; 9 1]);
%!  expect ("max", D, [], 3);
%!  expect ("max", permute (D, [1 3 2]), [], 2);
%!  ## a whole row read where threads share it in segments: the NaN that
%!  ## keeps the phase going sits in the other half of the row
%!  old = gpu_axis_threads ();
%!  unwind_protect
%!    gpu_axis_threads (2);
%!    x = complex (reshape (1:60000, 20000, 3), 1);
%!    x(19999, 1) = NaN;
%!    x(5, 2) = complex (NaN, Inf);
%!    r = expect ("max", x, [], 2);
%!    assert ([real(r{1}(5)), r{2}(5)], [40005, 3]);
%!    expect ("max", single (x), [], 2);
%!    expect ("min", x, [], 2);
%!  unwind_protect_cleanup
%!    gpu_axis_threads (old);
%!  end_unwind_protect
%!endfunction

%!function empty_shapes ()
%!  ## an extent of 0 keeps its 0 (no identity)
%!  expect_mi ("max", zeros (0, 3), {}, zeros (0, 3), zeros (0, 3));
%!  expect_mi ("max", zeros (3, 0), {}, zeros (1, 0), zeros (1, 0));
%!  expect_mi ("max", zeros (3, 0), {[], 2}, zeros (3, 0), zeros (3, 0));
%!  expect_mi ("min", [], {}, [], []);
%!  expect_mi ("max", [], {[], 1}, [], []);
%!  expect_mi ("max", [], {[], 2}, [], []);
%!  expect_mi ("max", zeros (1, 0), {}, zeros (1, 0), zeros (1, 0));
%!  expect_mi ("max", zeros (0, 1), {}, zeros (0, 1), zeros (0, 1));
%!  expect_mi ("max", zeros (0, 3), {[], 2}, zeros (0, 1), zeros (0, 1));
%!  expect_mi ("max", zeros (0, 3), {[], 3}, zeros (0, 3), zeros (0, 3));
%!  expect_mi ("min", zeros (2, 0, 3), {}, zeros (1, 0, 3), zeros (1, 0, 3));
%!  expect_mi ("min", int8 (zeros (0, 3)), {}, int8 (zeros (0, 3)), zeros (0, 3));
%!  ## DIM vectors and "all" over nothing: 0 where the extent is 0, else 1
%!  expect_mi ("max", zeros (0, 3), {[], [1 2]}, zeros (0, 1), zeros (0, 1));
%!  expect_mi ("max", zeros (3, 0), {[], [1 2]}, zeros (1, 0), zeros (1, 0));
%!  expect_mi ("max", zeros (2, 0, 3), {[], [1 2 3]}, zeros (1, 0), zeros (1, 0));
%!  expect_mi ("max", zeros (2, 0, 3), {[], [1 3]}, zeros (1, 0), zeros (1, 0));
%!  expect_mi ("max", zeros (2, 0, 3), {[], "all"}, zeros (0, 1), zeros (0, 1));
%!  expect_mi ("max", [], {[], "all"}, zeros (0, 1), zeros (0, 1));
%!  expect_mi ("min", zeros (2, 3, 0), {[], [1 2]}, zeros (1, 1, 0), zeros (1, 1, 0));
%!endfunction

%!function dims_and_index ()
%!  x = reshape ([5 1 9 3 9 2 8 0 7 6 4 5 9 1 2 3 8 0 1 7 2 6 4 3], 2, 3, 4);
%!  for op = {"max", "min"}
%!    for d = __gpu_axis_check__ ("dimforms", "3d", true)
%!      expect (op{1}, x, d{1}{:});
%!    endfor
%!  endfor
%!  ## DIM > ndims: M is x, I is all ones
%!  expect_mi ("max", x, {[], 5}, x, ones (2, 3, 4));
%!  ## I over a DIM vector: the linear index into the reduced dimensions
%!  expect_mi ("max", reshape (1:24, 2, 3, 4), {[], [1 3]}, [20 22 24], [8 8 8]);
%!  expect_mi ("min", reshape (1:24, 2, 3, 4), {[], [2 3]}, [1; 2], [1; 1]);
%!  expect_mi ("max", reshape (1:24, 2, 3, 4), {[], [3 2]}, [23; 24], [12; 12]);
%!  ## "all": the linear index into A
%!  expect_mi ("max", magic (4), {[], "all"}, 16, 1);
%!  expect_mi ("min", magic (4), {[], "all"}, 1, 16);
%!  expect_mi ("max", [1 9; 9 1], {[], "all"}, 9, 2);
%!  y = reshape (mod ((1:48) * 7, 11), 2, 3, 2, 4);
%!  for d = __gpu_axis_check__ ("dimforms", "4d", true)
%!    expect ("max", y, d{1}{:});
%!    expect ("min", int16 (y), d{1}{:});
%!  endfor
%!endfunction

%!function nanflags ()
%!  ## "omitnan" is the default; "includenan": a NaN in the slice wins,
%!  ## with the index of its first NaN
%!  expect_mi ("max", [1 NaN 3], {[], "omitnan"}, 3, 3);
%!  expect_mi ("max", [1 NaN 3], {[], "includenan"}, NaN, 2);
%!  expect_mi ("min", [1 NaN 3 NaN], {[], 2, "includenan"}, NaN, 2);
%!  expect_mi ("max", [NaN NaN], {[], "includenan"}, NaN, 1);
%!  expect_mi ("max", [1 2; NaN 4], {[], 1, "includenan"}, [NaN 4], [2 2]);
%!  expect_mi ("max", [1 2; NaN 4], {[], 2, "includenan"}, [2; NaN], [2; 1]);
%!  expect_mi ("max", [1 2; NaN 4], {[], "all", "includenan"}, NaN, 2);
%!  expect_mi ("max", [1 2; NaN 4], {[], [1 2], "omitnan"}, 4, 4);
%!  expect_mi ("min", single ([Inf NaN -Inf]), {[], "includenan"}, single (NaN), 2);
%!  expect_mi ("max", int8 ([1 3 2]), {[], "includenan"}, int8 (3), 2);
%!  expect_mi ("max", "abc", {[], "includenan"}, 99, 3);
%!  r = expect ("max", complex ([1 NaN 3], [0 2 0]), [], "includenan");
%!  assert (isnan (r{1}) && r{2} == 2);
%!  r = expect ("max", complex ([1 2 3], [0 NaN 0]), [], 2, "includenan");
%!  assert (isnan (r{1}) && r{2} == 2);
%!  x = reshape (1:24, 2, 3, 4);
%!  x([1 5 6 24]) = NaN;
%!  for op = {"max", "min"}
%!    for d = __gpu_axis_check__ ("dimforms", "nan")
%!      for f = {"omitnan", "includenan"}
%!        expect (op{1}, x, [], d{1}{:}, f{1});
%!      endfor
%!    endfor
%!  endfor
%!endfunction

%!function zero_columns ()
%!  ## along dim 2, results that are a zero of either sign or NaN: the
%!  ## first zero wins wherever the work is split (rows y, y + ty, ... of
%!  ## several row groups: 4x600; values found again after fmax: 512x64)
%!  for c = {"double", "single"}
%!    x = cast (-ones (4, 600, 2), c{1});
%!    x(1, 2, :) = 0;
%!    x(1, [257 258], :) = -0;
%!    x(2, 258, :) = -0;
%!    x(2, 400, :) = 0;
%!    x(3, :, 1) = -0;
%!    x(3, 100, 1) = 0;
%!    x(3, :, 2) = NaN;
%!    x(4, :, :) = 0;
%!    x(4, 1:2:end, 2) = -0;
%!    y = cast (-ones (512, 64, 3), c{1});
%!    y(5, 10, :) = -0;
%!    y(5, 40, :) = 0;
%!    y(:, :, 3) = 0;
%!    y(1:2:end, 1, 3) = -0;
%!    y(7, :, 2) = NaN;
%!    for op = {"max", "min"}
%!      s = 1 - 2 * strcmp (op{1}, "min");
%!      expect (op{1}, s * x, [], 2);
%!      expect (op{1}, s * y, [], 2);
%!    endfor
%!  endfor
%!endfunction

%!function large_arrays ()
%!  ## sizes where an implementation may switch strategy, and ties across
%!  ## any blocking of the work: the first index must win
%!  rand ("state", 3);
%!  for op = {"max", "min"}
%!    expect (op{1}, rand (3, 5000), [], 2);                 # long rows
%!    expect (op{1}, rand (5000, 3));                        # long columns
%!    expect (op{1}, rand (100000, 3), [], 2);               # many short rows
%!    expect (op{1}, rand (4, 131072));                      # a 1 MiB result
%!    expect (op{1}, single (rand (17, 4099, 3)), [], 2);
%!    expect (op{1}, int8 (randi ([-128 127], 64, 64, 64)), [], [1 3]);
%!  endfor
%!  x = zeros (1048577, 1);
%!  x([300000 700000 1048577]) = 5;
%!  expect_mi ("max", x, {}, 5, 300000);
%!  expect_mi ("min", -x, {}, -5, 300000);
%!  expect_mi ("max", ones (1, 1048577, "single"), {}, single (1), 1);
%!  expect_mi ("min", int16 (ones (1048577, 1)), {}, int16 (1), 1);
%!  x = NaN (1, 70000);
%!  x([40000 69999]) = [-0 0];
%!  expect_mi ("max", x, {}, -0, 40000);
%!  expect_mi ("max", x, {[], "includenan"}, NaN, 1);
%!  x = NaN (3, 70000);
%!  x(2, 5000) = 1;
%!  expect_mi ("min", x, {[], 2}, [NaN; 1; NaN], [1; 5000; 1]);
%!  x = repmat ([1i -1i 1 -1], 3, 5000);
%!  expect_mi ("max", x, {[], 2}, [-1; -1; -1], [4; 4; 4]);
%!  x = uint8 (randi ([0 200], 4099, 300));
%!  x(4000, :) = 255;
%!  x(4001, :) = 255;
%!  expect_mi ("max", x, {}, uint8 (255 * ones (1, 300)), 4000 * ones (1, 300));
%!endfunction

%!function bad_inputs ()
%!  x = magic (3);
%!  E = @(id, calls) __gpu_axis_check__ ("errors", id, calls);
%!  for f = {@gpu_axis_max, @gpu_axis_min}
%!    g = f{1};
%!    ## the elementwise form: two arguments, or a non-empty second one
%!    E ("gpuaxis:elementwise", {@() g(x, 2), @() g(x, x), @() g(x, []), @() g(x, "all"), ...
%!         @() g(x, "omitnan"), @() g(x, 5, 2), @() g(x, x, 1), @() g(x, 0, 2, "omitnan"), ...
%!         @() g(x, {1}), @() __gpu_axis_check__("call", 2, func2str (g), x, 2)});
%!    E ("gpuaxis:invalid-input", {@() g({1, 2}), @() g(struct("a", 1)), @() g(@sin), ...
%!         @() g({}), @() g({1}, [], 1), @() g(struct("a", 1), [], "omitnan")});
%!    E ("gpuaxis:invalid-dim", {@() g(x, [], 0), @() g(x, [], -1), @() g(x, [], 1.5), ...
%!         @() g(x, [], NaN), @() g(x, [], Inf), @() g(x, [], []), @() g(x, [], 1i), ...
%!         @() g(x, [], [1 1]), @() g(x, [], [1 2; 3 4]), @() g(x, [], {1}), ...
%!         @() g(x, [], "foo"), @() g(x, [], "ALL"), @() g(x, [], "native"), ...
%!         @() g(x, [], 0, "omitnan"), @() g(x, [], [2 2], "includenan")});
%!    E ("gpuaxis:invalid-type", {@() g(x, [], 2, "foo"), @() g(x, [], 2, "native"), ...
%!         @() g(x, [], 2, 3), @() g(x, [], 2, true), @() g(x, [], "omitnan", "includenan"), ...
%!         @() g(x, [], "all", "OmitNaN"), @() g(x, [], 1, {"omitnan"}), @() g(x, [], 1, "")});
%!    E ("Octave:invalid-fun-call", {@() g(), @() g(x, [], 1, "omitnan", 1), ...
%!         @() __gpu_axis_check__("call", 3, func2str (g), x), ...
%!         @() __gpu_axis_check__("call", 3, func2str (g), x, [], 2)});
%!  endfor
%!endfunction

%!function accepted_spellings ()
%!  x = magic (3);
%!  assert (gpu_axis_max (x, [], 2.0), [8; 7; 9]);
%!  assert (gpu_axis_max (x, [], int32 (2)), [8; 7; 9]);
%!  assert (gpu_axis_max (x, [], [2; 1]), 9);
%!  assert (gpu_axis_min (x, [], "all"), 1);
%!  assert (gpu_axis_min (x, [], "omitnan"), [3 1 2]);
%!  assert (gpu_axis_min (x, [], 2, "includenan"), [1; 3; 2]);
%!  [m, i] = gpu_axis_max (x, [], "all", "omitnan");
%!  assert ([m, i], [9 6]);
%!endfunction

%!test __gpu_axis_check__ ("run", "cpu", @sweep_classes);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @sweep_classes);
%!test __gpu_axis_check__ ("run", "cpu", @class_table);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @class_table);
%!test __gpu_axis_check__ ("run", "cpu", @nan_and_ties);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @nan_and_ties);
%!test __gpu_axis_check__ ("run", "cpu", @complex_order);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @complex_order);
%!test __gpu_axis_check__ ("run", "cpu", @complex_nan_phase);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @complex_nan_phase);
%!test __gpu_axis_check__ ("run", "cpu", @empty_shapes);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @empty_shapes);
%!test __gpu_axis_check__ ("run", "cpu", @dims_and_index);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @dims_and_index);
%!test __gpu_axis_check__ ("run", "cpu", @nanflags);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @nanflags);
%!test __gpu_axis_check__ ("run", "cpu", @zero_columns);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @zero_columns);
%!test __gpu_axis_check__ ("run", "cpu", @large_arrays);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @large_arrays);
%!test __gpu_axis_check__ ("run", "cpu", @bad_inputs);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @bad_inputs);
%!test __gpu_axis_check__ ("run", "cpu", @accepted_spellings);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @accepted_spellings);
