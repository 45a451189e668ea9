## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## test_anyall.m: gpu_axis_any and gpu_axis_all answer what Octave 7.3's
## any and all answer.
##
## Run with:  test ("inst/tests/test_anyall.m")  (package on the path).
##
## Every check is a %!function run on the "cpu" backend, and again on
## "cuda" when a device is usable (%!testif ; __gpu_axis_cuda_ok__ ()).
## The oracle is inst/__gpu_axis_check__.m: a logical result of the
## built-in's size, exactly equal.  A NaN element is ignored (false for
## any, true for all), -0 is zero, a complex element is true when either
## part is nonzero; empty extents give false (any) and true (all).  The
## contract and Octave 7.3's behaviour are in notes/octave-family.md.
## Deliberate differences: DIM vectors and "all" are accepted, bad DIMs
## and non-numeric input (cell, struct: 7.3's any gives []) are errors,
## and all along a dimension other than the first ignores NaN as it does
## along the first (7.3 counts NaN false there when the extent is <= 8).

%!function r = expect (op, x, varargin)
%!  ## gpu_axis_OP (x, varargin{:}), which the oracle must accept.
%!  r = __gpu_axis_check__ ("expect", op, x, varargin){1};
%!endfunction

%!function sweep_classes ()
%!  all14 = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", ...
%!           "uint32", "int64", "uint64", "logical", "char", "complex double", ...
%!           "complex single"};
%!  for op = {"any", "all"}
%!    n = __gpu_axis_check__ ("sweep", op{1}, all14, {{}});
%!    assert (n, (10 + 4 * 3) * 13 * 9);
%!  endfor
%!endfunction

%!function values_and_classes ()
%!  for c = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", ...
%!           "uint32", "int64", "uint64", "logical", "char"}
%!    x = cast ([1 0 0; 0 0 1], c{1});
%!    assert (expect ("any", x), [true false true]);
%!    assert (expect ("all", x), [false false false]);
%!    assert (expect ("any", x, 2), [true; true]);
%!    assert (expect ("all", cast ([1 2; 0 3], c{1})), [false true]);
%!  endfor
%!  assert (expect ("any", "ab"), true);
%!  assert (expect ("any", char ([0 0])), false);
%!  assert (expect ("all", intmin ("int64") * [1 1]), true);
%!  assert (expect ("any", uint64 ([0 2^64-1])), true);
%!  assert (expect ("any", 1:5), true);                  # a range
%!  ## -0, NaN, Inf, complex
%!  assert (expect ("any", [-0 0]), false);
%!  assert (expect ("all", [-0 1]), false);
%!  assert (expect ("any", single ([-0 -0])), false);
%!  assert (expect ("any", [NaN 0]), false);             # NaN is ignored
%!  assert (expect ("any", NaN), false);
%!  assert (expect ("any", [NaN NaN; 0 0]), [false false]);
%!  assert (expect ("all", [NaN 1]), true);
%!  assert (expect ("all", NaN), true);
%!  assert (expect ("all", [NaN 0]), false);
%!  assert (expect ("all", [NaN 1; 1 1], 2), [true; true]);   # 7.3: [false; true]
%!  assert (expect ("all", [NaN 1], 3), [true true]);         # 7.3: [false true]
%!  assert (expect ("any", [Inf 0]), true);
%!  assert (expect ("all", [-Inf Inf]), true);
%!  assert (expect ("any", complex (0, 1)), true);
%!  assert (expect ("any", complex (0, 0)), false);
%!  assert (expect ("any", complex ([0 0], [0 0])), false);
%!  assert (expect ("all", complex ([0 1], [1 0])), true);
%!  assert (expect ("all", complex ([0 1], [0 1])), false);
%!  assert (expect ("any", complex (0, NaN)), false);
%!  assert (expect ("all", complex (1, NaN)), true);
%!  assert (expect ("any", single (complex ([0 0], [-0 2]))), true);
%!endfunction

%!function empty_shapes ()
%!  assert (expect ("any", []), false);
%!  assert (expect ("all", []), true);
%!  assert (expect ("any", zeros (0, 3)), false (1, 3));
%!  assert (expect ("all", zeros (0, 3)), true (1, 3));
%!  assert (expect ("all", zeros (3, 0)), true (1, 0));
%!  assert (expect ("any", zeros (3, 0)), false (1, 0));
%!  assert (expect ("any", zeros (0, 3), 2), false (0, 1));
%!  assert (expect ("all", zeros (2, 0, 3)), true (1, 0, 3));
%!  assert (expect ("any", zeros (1, 0)), false);
%!  assert (expect ("all", zeros (1, 0)), true);
%!  assert (expect ("any", zeros (0, 1)), false);
%!  assert (expect ("any", zeros (0, 0, 3)), false (1, 0, 3));
%!  assert (expect ("any", [], 1), any ([], 1));      # false on 7.3; 1x0 since 11 (MATLAB's size)
%!  assert (expect ("all", [], 3), all ([], 3));      # 0x1 on 7.3; 0x0 since 11
%!  assert (expect ("all", [], 2), true (0, 1));
%!  assert (expect ("all", zeros (0, 3), "all"), true);
%!  assert (expect ("any", zeros (0, 3), [1 2]), false);
%!  assert (expect ("all", zeros (2, 0, 3), [1 3]), true (1, 0));
%!  assert (expect ("any", int8 (zeros (0, 3))), false (1, 3));
%!  assert (expect ("all", char (zeros (0, 3))), true (1, 3));
%!endfunction

%!function dims_and_shapes ()
%!  x = reshape (mod (1:24, 5) == 0, 2, 3, 4);
%!  for op = {"any", "all"}
%!    for d = __gpu_axis_check__ ("dimforms", "3d")
%!      expect (op{1}, x, d{1}{:});
%!      expect (op{1}, ! x, d{1}{:});
%!      expect (op{1}, double (x) * NaN, d{1}{:});
%!    endfor
%!  endfor
%!  assert (expect ("any", x, 5), x);
%!  assert (expect ("all", [1 2; 0 4] * 2, [1 2]), false);
%!  assert (expect ("any", zeros (2, 3, 4), "all"), false);
%!  y = rand (2, 3, 2, 4) > 0.3;
%!  for d = __gpu_axis_check__ ("dimforms", "4d")
%!    expect ("any", y, d{1}{:});
%!    expect ("all", single (y), d{1}{:});
%!  endfor
%!endfunction

%!function large_arrays ()
%!  ## one true (false) element far along: no block of the work may miss it
%!  for n = [4095 4096 4097 70000 1048577]
%!    x = false (1, n);
%!    x(n) = true;
%!    assert (expect ("any", x), true);
%!    assert (expect ("all", ! x), false);
%!    assert (expect ("any", x(1:end-1)), false);
%!    assert (expect ("all", ! x(1:end-1)), true);
%!  endfor
%!  x = zeros (3, 5000);
%!  x(2, 4999) = NaN;
%!  x(3, 5000) = -1;
%!  assert (expect ("any", x, 2), [false; false; true]);
%!  assert (expect ("all", x + 1, 2), [true; true; false]);
%!  x = int8 (rand (100000, 3) > 0.999);
%!  expect ("any", x, 2);                                  # many short rows
%!  expect ("all", x, 2);
%!  x = int8 (rand (2, 1048576) > 0.3);                    # a 1 MiB result
%!  expect ("any", x);
%!  expect ("all", x);
%!  x = single (rand (17, 4099, 3) > 0.01);
%!  expect ("all", x, 2);
%!  z = complex (zeros (64, 64, 64), double (rand (64, 64, 64) > 0.9999));
%!  expect ("any", z, [1 3]);
%!  expect ("all", z, [2 3]);
%!endfunction

%!function bad_inputs ()
%!  x = magic (3);
%!  E = @(id, calls) __gpu_axis_check__ ("errors", id, calls);
%!  for f = {@gpu_axis_any, @gpu_axis_all}
%!    g = f{1};
%!    E ("gpuaxis:invalid-input", {@() g({1, 2}), @() g({}), @() g(struct("a", 1)), ...
%!         @() g(@sin), @() g({1}, 1)});
%!    E ("gpuaxis:invalid-dim", {@() g(x, 0), @() g(x, -1), @() g(x, 1.5), @() g(x, NaN), ...
%!         @() g(x, Inf), @() g(x, []), @() g(x, 1i), @() g(x, [1 1]), @() g(x, [1 2; 3 4]), ...
%!         @() g(x, {1}), @() g(x, "foo"), @() g(x, "ALL"), @() g(x, "omitnan"), ...
%!         @() g(x, "includenan"), @() g(x, "native"), @() g(x, "")});
%!    E ("Octave:invalid-fun-call", {@() g(), @() g(x, 1, "omitnan"), @() g(x, 1, 2), ...
%!         @() g(x, "all", "omitnan"), @() __gpu_axis_check__("call", 2, func2str (g), x), ...
%!         @() __gpu_axis_check__("call", 2, func2str (g), x, 1)});
%!  endfor
%!endfunction

%!function accepted_spellings ()
%!  x = [1 0; 1 1];
%!  assert (gpu_axis_any (x, 2.0), [true; true]);
%!  assert (gpu_axis_all (x, int32 (2)), [false; true]);
%!  assert (gpu_axis_all (x, [2; 1]), false);
%!  assert (gpu_axis_any (x, "all"), true);
%!  assert (gpu_axis_all (x, uint8 (1)), [true false]);
%!endfunction

%!test __gpu_axis_check__ ("run", "cpu", @sweep_classes);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @sweep_classes);
%!test __gpu_axis_check__ ("run", "cpu", @values_and_classes);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @values_and_classes);
%!test __gpu_axis_check__ ("run", "cpu", @empty_shapes);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @empty_shapes);
%!test __gpu_axis_check__ ("run", "cpu", @dims_and_shapes);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @dims_and_shapes);
%!test __gpu_axis_check__ ("run", "cpu", @large_arrays);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @large_arrays);
%!test __gpu_axis_check__ ("run", "cpu", @bad_inputs);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @bad_inputs);
%!test __gpu_axis_check__ ("run", "cpu", @accepted_spellings);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @accepted_spellings);
