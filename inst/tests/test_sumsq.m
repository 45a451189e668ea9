## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## test_sumsq.m: gpu_axis_sumsq answers what Octave 7.3's sumsq answers;
## and gpu_axis_sum's new options ("omitnan", "includenan", "default"),
## which the family shares.
##
## Run with:  test ("inst/tests/test_sumsq.m")  (package on the path).
##
## Every check is a %!function run on the "cpu" backend, and again on
## "cuda" when a device is usable (%!testif ; __gpu_axis_cuda_ok__ ()).
## The oracle is inst/__gpu_axis_check__.m: sumsq of single is single, of
## every other class double (complex: the real sum of |x|^2); class and
## size exactly, values within 2 eps n sum|x|^2 + n realmin, squares or
## partial sums that reach realmax in some order may give Inf.  The
## contract and Octave 7.3's behaviour are in notes/octave-family.md.
## Deliberate differences from 7.3's sumsq: DIM vectors, "all" and
## "omitnan"/"includenan" are accepted, bad DIMs (7.3 takes 0) are errors.

%!function r = expect (op, x, varargin)
%!  ## gpu_axis_OP (x, varargin{:}), which the oracle must accept.
%!  r = __gpu_axis_check__ ("expect", op, x, varargin){1};
%!endfunction

%!function sweep_classes ()
%!  all13 = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", ...
%!           "uint32", "int64", "uint64", "logical", "complex double", "complex single"};
%!  n = __gpu_axis_check__ ("sweep", "sumsq", all13, {{}, {"omitnan"}});
%!  assert (n, (9 + 4 * 3) * 13 * 9 * 2);
%!  n = __gpu_axis_check__ ("sweep", "sumsq", {"single", "complex double"}, {{"includenan"}});
%!  assert (n, 2 * 3 * 13 * 9);
%!endfunction

%!function sweep_sum_options ()
%!  ## gpu_axis_sum with the family's options, every class
%!  all14 = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", ...
%!           "uint32", "int64", "uint64", "logical", "char", "complex double", ...
%!           "complex single"};
%!  n = __gpu_axis_check__ ("sweep", "sum", all14, {{"omitnan"}, {"default"}});
%!  assert (n, (10 + 4 * 3) * 13 * 9 * 2);
%!  n = __gpu_axis_check__ ("sweep", "sum", {"double", "single", "int8"}, ...
%!                          {{"includenan"}, {"native", "omitnan"}, ...
%!                           {"omitnan", "extra"}, {"double", "omitnan"}});
%!  assert (n, (2 * 3 + 1) * 13 * 9 * 4);
%!endfunction

%!function sumsq_values ()
%!  assert (expect ("sumsq", [1 2; 3 4]), [10 20]);
%!  assert (expect ("sumsq", [1 2; 3 4], 2), [5; 25]);
%!  assert (expect ("sumsq", single ([1 2])), single (5));
%!  assert (expect ("sumsq", int8 ([100 100])), 20000);     # no saturation
%!  assert (expect ("sumsq", uint8 ([200 200])), 80000);
%!  assert (expect ("sumsq", true (1, 3)), 3);
%!  assert (expect ("sumsq", [1+2i 3]), 14);
%!  assert (isreal (expect ("sumsq", [1+2i 3])));
%!  assert (expect ("sumsq", single ([1+2i 3])), single (14));
%!  assert (expect ("sumsq", complex ([3 0], [4 0])), 25);
%!  assert (expect ("sumsq", int64 ([3037000500 1])), 3037000500^2 + 1, -eps);
%!  assert (expect ("sumsq", intmin ("int64")), 2^126);
%!  assert (expect ("sumsq", 1:4), 30);                 # a range
%!  assert (expect ("sumsq", [1 NaN]), NaN);
%!  assert (expect ("sumsq", complex (1, NaN)), NaN);
%!  assert (expect ("sumsq", [Inf -Inf]), Inf);
%!  assert (expect ("sumsq", complex (0, -Inf)), Inf);
%!  assert (expect ("sumsq", single ([1e20 1e20])), single (Inf));
%!  assert (expect ("sumsq", [1e200 1e200]), Inf);
%!  expect ("sumsq", single ([1.5e19 1.5e19 -1e19]));
%!  expect ("sumsq", [1e-200 1e-200 1]);
%!  expect ("sumsq", single ([1e-30 1e-25 3]));
%!  r = expect ("sumsq", -0);
%!  assert (r == 0 && ! signbit (r));
%!  r = expect ("sumsq", single (-zeros (2, 3)), 2);
%!  assert (all (r == 0 & ! signbit (r)));
%!  r = expect ("sumsq", complex (-0, -0));
%!  assert (r == 0 && ! signbit (r) && isreal (r));
%!endfunction

%!function sumsq_empty_and_dims ()
%!  assert (expect ("sumsq", []), 0);
%!  assert (expect ("sumsq", zeros (0, 3)), zeros (1, 3));
%!  assert (expect ("sumsq", zeros (3, 0)), zeros (1, 0));
%!  assert (expect ("sumsq", [], 2), zeros (0, 1));
%!  assert (expect ("sumsq", zeros (2, 0, 3)), zeros (1, 0, 3));
%!  assert (expect ("sumsq", zeros (1, 0)), 0);
%!  assert (expect ("sumsq", single (zeros (0, 3))), single (zeros (1, 3)));
%!  assert (expect ("sumsq", zeros (0, 3), "all"), 0);
%!  assert (expect ("sumsq", zeros (2, 0, 3), [1 3]), zeros (1, 0));
%!  x = reshape (1:24, 2, 3, 4) / 10;
%!  for d = __gpu_axis_check__ ("dimforms", "3d")
%!    expect ("sumsq", x, d{1}{:});
%!    expect ("sumsq", complex (x, -x), d{1}{:});
%!  endfor
%!  assert (expect ("sumsq", x, 5), x .^ 2, -4 * eps);
%!  assert (expect ("sumsq", [1 2; 3 4], [1 2]), 30);
%!endfunction

%!function nanflags ()
%!  assert (expect ("sumsq", [1 NaN 2], "omitnan"), 5);
%!  assert (expect ("sumsq", [1 NaN 2], "includenan"), NaN);
%!  assert (expect ("sumsq", [NaN NaN], "omitnan"), 0);
%!  assert (expect ("sumsq", complex ([1 2], [NaN 1]), "omitnan"), 5);
%!  assert (expect ("sumsq", single ([NaN 3]), "omitnan"), single (9));
%!  assert (expect ("sumsq", [NaN 1; 2 3], 2, "omitnan"), [1; 13]);
%!  assert (expect ("sumsq", [NaN 1; 2 3], "all", "omitnan"), 14);
%!  assert (expect ("sumsq", int8 ([3 4]), "omitnan"), 25);
%!  ## gpu_axis_sum: "omitnan" adds the non-NaN elements, "includenan" and
%!  ## "default" change nothing
%!  assert (expect ("sum", [1 NaN 2], "omitnan"), 3);
%!  assert (expect ("sum", [1 NaN 2], "includenan"), NaN);
%!  assert (expect ("sum", [NaN NaN], "omitnan"), 0);
%!  r = expect ("sum", [-0 NaN], "omitnan");
%!  assert (r == 0 && ! signbit (r));
%!  assert (expect ("sum", [NaN 1; 2 3], 1, "omitnan"), [2 4]);
%!  assert (expect ("sum", [NaN 1; 2 3], [1 2], "omitnan"), 6);
%!  assert (expect ("sum", single ([NaN 1 2]), "omitnan"), single (3));
%!  assert (expect ("sum", single ([NaN 1 2]), "omitnan", "double"), 3);
%!  assert (expect ("sum", complex ([1 NaN 3], [1 5 1]), "omitnan"), 4+2i);
%!  assert (expect ("sum", [1e16 NaN 1 -1e16], "extra", "omitnan"), 1);
%!  assert (expect ("sum", [Inf NaN 1], "omitnan", "extra"), Inf);
%!  assert (expect ("sum", int8 ([100 100]), "native", "omitnan"), int8 (127));
%!  assert (expect ("sum", int8 ([100 100]), "omitnan"), 200);
%!  assert (expect ("sum", true (1, 3), "native", "includenan"), true);
%!  assert (expect ("sum", [1 2], "default"), 3);
%!  assert (expect ("sum", int8 ([100 100]), "default"), 200);
%!  assert (expect ("sum", single ([1 2]), 2, "default"), single (3));
%!  assert (expect ("sum", "ab", "default", "omitnan"), 195);
%!  x = reshape (1:24, 2, 3, 4);
%!  x([1 5 6 24]) = NaN;
%!  for d = __gpu_axis_check__ ("dimforms", "nan")
%!    for op = {"sum", "sumsq"}
%!      expect (op{1}, x, d{1}{:}, "omitnan");
%!      expect (op{1}, x, d{1}{:}, "includenan");
%!    endfor
%!  endfor
%!endfunction

%!function large_arrays ()
%!  rand ("state", 11);
%!  expect ("sumsq", rand (3, 5000), 2);             # long rows
%!  expect ("sumsq", rand (5000, 3));                # long columns
%!  expect ("sumsq", rand (100000, 3), 2);           # many short rows
%!  expect ("sumsq", rand (4, 131072));              # a 1 MiB result
%!  expect ("sumsq", rand (1, 1048577) - 0.5);
%!  expect ("sumsq", single (rand (1048577, 1)));
%!  expect ("sumsq", complex (single (rand (17, 4099, 3)), 1), 2);
%!  expect ("sumsq", int32 (randi ([-2^31 2^31-1], 3, 70000)), 2);
%!  expect ("sumsq", uint8 (randi ([0 255], 70001, 2)));
%!  x = rand (5000, 7);
%!  x(2:3:end) = NaN;
%!  expect ("sumsq", x, 1, "omitnan");
%!  expect ("sum", x', 2, "omitnan");
%!  expect ("sum", single (x), 1, "omitnan");
%!endfunction

%!function bad_inputs ()
%!  x = magic (3);
%!  E = @(id, calls) __gpu_axis_check__ ("errors", id, calls);
%!  E ("gpuaxis:invalid-input", {@() gpu_axis_sumsq("abc"), @() gpu_axis_sumsq("a", 1), ...
%!       @() gpu_axis_sumsq({1, 2}), @() gpu_axis_sumsq(struct("a", 1)), @() gpu_axis_sumsq(@sin), ...
%!       @() gpu_axis_sumsq({}), @() gpu_axis_sumsq({1}, 1, "omitnan")});
%!  E ("gpuaxis:invalid-dim", {@() gpu_axis_sumsq(x, 0), @() gpu_axis_sumsq(x, -1), ...
%!       @() gpu_axis_sumsq(x, 1.5), @() gpu_axis_sumsq(x, NaN), @() gpu_axis_sumsq(x, Inf), ...
%!       @() gpu_axis_sumsq(x, []), @() gpu_axis_sumsq(x, 1i), @() gpu_axis_sumsq(x, [1 1]), ...
%!       @() gpu_axis_sumsq(x, [1 2; 3 4]), @() gpu_axis_sumsq(x, {1}), ...
%!       @() gpu_axis_sumsq(x, "foo"), @() gpu_axis_sumsq(x, "ALL"), ...
%!       @() gpu_axis_sumsq(x, "native"), @() gpu_axis_sumsq(x, "double"), ...
%!       @() gpu_axis_sumsq(x, 0, "omitnan")});
%!  E ("gpuaxis:invalid-type", {@() gpu_axis_sumsq(x, 1, "native"), ...
%!       @() gpu_axis_sumsq(x, 1, "double"), @() gpu_axis_sumsq(x, 1, "default"), ...
%!       @() gpu_axis_sumsq(x, 1, "foo"), @() gpu_axis_sumsq(x, 1, "all"), ...
%!       @() gpu_axis_sumsq(x, 1, 2), @() gpu_axis_sumsq(x, 1, {"omitnan"}), ...
%!       @() gpu_axis_sumsq(x, "omitnan", "includenan"), @() gpu_axis_sumsq(x, "all", "OmitNaN")});
%!  E ("Octave:invalid-fun-call", {@() gpu_axis_sumsq(), ...
%!       @() gpu_axis_sumsq(x, 1, "omitnan", 1), ...
%!       @() __gpu_axis_check__("call", 2, "gpu_axis_sumsq", x), ...
%!       @() __gpu_axis_check__("call", 2, "gpu_axis_sumsq", x, 2)});
%!  ## gpu_axis_sum with the new options
%!  E ("gpuaxis:invalid-type", {@() gpu_axis_sum(x, 1, "omitnan", "includenan"), ...
%!       @() gpu_axis_sum(x, "omitnan", "omitnan"), @() gpu_axis_sum(x, 1, "native", "double"), ...
%!       @() gpu_axis_sum(x, 1, "default", "native"), @() gpu_axis_sum(x, 1, "OmitNaN"), ...
%!       @() gpu_axis_sum(x, "all", "omitnan", 2), @() gpu_axis_sum(x, 1, "Default")});
%!  E ("gpuaxis:invalid-dim", {@() gpu_axis_sum(x, "OmitNaN"), @() gpu_axis_sum(x, 0, "omitnan")});
%!  E ("Octave:invalid-fun-call", {@() gpu_axis_sum(x, 1, "native", "omitnan", 1), ...
%!       @() gpu_axis_sum(x, 1, "native", "omitnan", "extra")});
%!endfunction

%!function accepted_spellings ()
%!  x = magic (3);
%!  assert (gpu_axis_sumsq (x, 2.0), [101; 83; 101]);
%!  assert (gpu_axis_sumsq (x, int32 (2)), [101; 83; 101]);
%!  assert (gpu_axis_sumsq (x, [2; 1]), 285);
%!  assert (gpu_axis_sumsq (x, "all"), 285);
%!  assert (gpu_axis_sumsq (x, "omitnan"), [89 107 89]);
%!  assert (gpu_axis_sumsq (x, 1, "includenan"), [89 107 89]);
%!  assert (gpu_axis_sum (x, "omitnan", "native"), [15 15 15]);
%!  assert (gpu_axis_sum (x, 2, "includenan", "extra"), [15; 15; 15]);
%!  assert (gpu_axis_sum (x, "all", "default", "omitnan"), 45);
%!endfunction

%!test __gpu_axis_check__ ("run", "cpu", @sweep_classes);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @sweep_classes);
%!test __gpu_axis_check__ ("run", "cpu", @sweep_sum_options);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @sweep_sum_options);
%!test __gpu_axis_check__ ("run", "cpu", @sumsq_values);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @sumsq_values);
%!test __gpu_axis_check__ ("run", "cpu", @sumsq_empty_and_dims);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @sumsq_empty_and_dims);
%!test __gpu_axis_check__ ("run", "cpu", @nanflags);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @nanflags);
%!test __gpu_axis_check__ ("run", "cpu", @large_arrays);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @large_arrays);
%!test __gpu_axis_check__ ("run", "cpu", @bad_inputs);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @bad_inputs);
%!test __gpu_axis_check__ ("run", "cpu", @accepted_spellings);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @accepted_spellings);
