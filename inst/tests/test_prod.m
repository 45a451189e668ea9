## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## test_prod.m: gpu_axis_prod answers what Octave 7.3's prod answers.
##
## Run with:  test ("inst/tests/test_prod.m")  (package on the path).
##
## Every check is a %!function run on the "cpu" backend, and again on
## "cuda" when a device is usable (%!testif ; __gpu_axis_cuda_ok__ ()).
## The oracle is inst/__gpu_axis_check__.m: class, size and complexity
## exactly, integers and logicals exactly (a "native" integer product
## saturates at every step, in index order), floats within 2 (n + 1) eps
## relative (order-dependent overflow/underflow of partial products
## accepted).  The contract and Octave 7.3's behaviour are in
## notes/octave-family.md.  Deliberate differences from 7.3's prod: DIM
## vectors, "all", "omitnan"/"includenan" and "default" are accepted, bad
## DIMs are errors, and prod (single, DIM, "double") is the product in
## double along every DIM (7.3 gives zeros along DIM >= 2 of a matrix).

%!function r = expect (x, varargin)
%!  ## gpu_axis_prod (x, varargin{:}), which the oracle must accept.
%!  r = __gpu_axis_check__ ("expect", "prod", x, varargin){1};
%!endfunction

%!function sweep_classes ()
%!  ## every class x shape x DIM form x TYPE, through the oracle
%!  all14 = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", ...
%!           "uint32", "int64", "uint64", "logical", "char", "complex double", ...
%!           "complex single"};
%!  n = __gpu_axis_check__ ("sweep", "prod", all14, {{}, {"native"}, {"double"}});
%!  assert (n, 14 * 13 * 9 * 3 + 4 * 2 * 13 * 9 * 3);
%!endfunction

%!function sweep_options ()
%!  ## nanflags and "default", alone and with a TYPE, in either order
%!  n = __gpu_axis_check__ ("sweep", "prod", {"double", "complex single", "int16"}, ...
%!                          {{"omitnan"}, {"includenan"}, {"default"}, {"omitnan", "native"}});
%!  assert (n, (2 * 3 + 1) * 13 * 9 * 4);
%!endfunction

%!function classes_and_values ()
%!  ## Octave 7.3's class table: double -> double, single -> single,
%!  ## int/logical/char -> double; "native" keeps int and logical;
%!  ## "double" -> double.
%!  assert (expect ([1 2 3; 4 5 6]), [4 10 18]);
%!  assert (expect (single ([1 2 3])), single (6));
%!  assert (expect (int8 ([1 2 3])), 6);
%!  assert (expect (uint64 ([1 2 3]), "native"), uint64 (6));
%!  assert (expect (true (2, 2)), [1 1]);
%!  assert (expect (true (2, 2), "native"), true (1, 2));
%!  assert (expect ([true false], "native"), false);
%!  assert (expect ("ab"), 9506);
%!  assert (expect ("ab", "native"), 9506);
%!  assert (expect (single ([1e30 1e30])), single (Inf));
%!  assert (expect (single ([1e30 1e30]), "double"), double (single (1e30))^2);
%!  assert (expect (int8 ([100 100]), "double"), 10000);
%!  assert (expect ([1+2i 3i]), -6+3i);
%!  r = expect (single ([1+2i 3i]), "native");
%!  assert (r, single (-6+3i));
%!  assert (expect (1:5), 120);                      # a range
%!  assert (expect (magic (3), 2, "default"), [48; 105; 72]);
%!endfunction

%!function native_saturation ()
%!  ## "native": saturating at every step, in index order
%!  assert (expect (int8 ([100 2 -1]), "native"), int8 (-127));
%!  assert (expect (int8 ([-1 100 2]), "native"), int8 (-128));
%!  assert (expect (int8 ([-128 -1]), "native"), int8 (127));
%!  assert (expect (int8 ([-128 -1 -1]), "native"), int8 (-127));
%!  assert (expect (int8 ([127 127 0]), "native"), int8 (0));
%!  assert (expect (uint8 ([200 2]), "native"), uint8 (255));
%!  assert (expect (uint8 ([200 2 0]), "native"), uint8 (0));
%!  big = int64 (3037000500);                        # big^2 > intmax
%!  assert (expect ([big big], "native"), intmax ("int64"));
%!  assert (expect ([-big big], "native"), intmin ("int64"));
%!  assert (expect ([-big -big], "native"), intmax ("int64"));
%!  r = expect (int64 ([3037000499 3037000499]), "native");
%!  assert (r == int64 (9223372030926249001));      # exact, not via double
%!  r = expect ([int64(2)^53 + 1, int64(3)], "native");
%!  assert (r == int64 (27021597764222979));
%!  assert (expect ([int64(2)^62, int64(2)], "native"), intmax ("int64"));
%!  assert (expect ([int64(2)^62, int64(-2)], "native"), intmin ("int64"));
%!  assert (expect ([int64(2)^62, int64(2), int64(-1)], "native"), -intmax ("int64"));
%!  assert (expect ([intmin("int64"), int64(-1)], "native"), intmax ("int64"));
%!  assert (expect (uint64 ([2^32 2^32-1]), "native") == uint64 (18446744069414584320));
%!  assert (expect (uint64 ([2^32 2^32]), "native"), intmax ("uint64"));
%!  ## in the default class (double) the same products do not saturate
%!  assert (expect (int8 ([100 2 -1])), -200);
%!  assert (expect ([big big]), 3037000500^2);
%!  ## along each dimension and DIM vector, in index order
%!  x = int8 (cat (3, [100 2; -1 3], [2 -1; 100 1]));
%!  for d = {1, 2, 3, [1 2], [1 3], [2 3], "all"}
%!    expect (x, d{1}, "native");
%!  endfor
%!  assert (expect (x, [1 2 3], "native"), int8 (127));  # 100*-1*2 -> -128 ... *-1 -> 127
%!endfunction

%!function empty_shapes ()
%!  assert (expect ([]), 1);
%!  assert (expect (zeros (0, 3)), ones (1, 3));
%!  assert (expect (zeros (3, 0)), zeros (1, 0));
%!  ## a 0x0 input along DIM 1: 7.3 and 9 give 1, 11 MATLAB's 1x0
%!  if (compare_versions (OCTAVE_VERSION (), "11.0.0", ">="))
%!    assert (expect ([], 1), ones (1, 0));
%!  else
%!    assert (expect ([], 1), 1);
%!  endif
%!  assert (expect ([], 2), zeros (0, 1));
%!  assert (expect (zeros (0, 3), 2), zeros (0, 1));
%!  assert (expect (zeros (2, 0, 3)), ones (1, 0, 3));
%!  assert (expect (zeros (2, 0, 3), 2), ones (2, 1, 3));
%!  assert (expect (zeros (1, 0)), 1);
%!  assert (expect (zeros (0, 1)), 1);
%!  assert (expect (int8 (zeros (0, 3)), "native"), int8 (ones (1, 3)));
%!  assert (expect (single (zeros (0, 3))), single (ones (1, 3)));
%!  assert (expect (false (0, 2), "native"), true (1, 2));
%!  assert (expect (zeros (0, 3), "all"), 1);
%!  assert (expect ([], [1 2]), 1);
%!  assert (expect (zeros (2, 0, 3), [1 3]), ones (1, 0));
%!  assert (size (expect (zeros (0, 3), 3)), [0 3]);
%!endfunction

%!function specials_and_zeros ()
%!  ## NaN, Inf, 0 * Inf, and the sign of zero and infinite products
%!  assert (expect ([NaN 0]), NaN);
%!  assert (expect ([Inf 0]), NaN);
%!  assert (expect ([Inf -2]), -Inf);
%!  assert (expect ([-Inf -Inf]), Inf);
%!  r = expect ([-0 1]);
%!  assert (r == 0 && signbit (r));
%!  r = expect ([0 -1]);
%!  assert (r == 0 && signbit (r));
%!  r = expect ([-0 -1]);
%!  assert (r == 0 && ! signbit (r));
%!  r = expect (-0);
%!  assert (signbit (r));
%!  r = expect (single ([-0 3]));
%!  assert (signbit (r) && isa (r, "single"));
%!  ## overflow and underflow, in any order
%!  expect ([1e200 1e200 1e-200]);
%!  expect ([1e-200 1e-200 1e200]);
%!  expect ([1e200 1e200 0]);
%!  expect (single ([1e20 1e20 1e-20 1e-20]));
%!  expect (realmax * [1; 1; 0.5]);
%!  expect ([realmin realmin 2^60]);
%!  x = [2 NaN; Inf 3; -0 -1];
%!  for d = {1, 2, 3, [1 2], "all"}
%!    expect (x, d{1});
%!  endfor
%!endfunction

%!function nanflags ()
%!  ## "omitnan": NaN is the identity (1); "includenan": the default
%!  assert (expect ([2 NaN 3], "omitnan"), 6);
%!  assert (expect ([2 NaN 3], "includenan"), NaN);
%!  assert (expect ([NaN NaN], "omitnan"), 1);
%!  assert (expect ([2 NaN; NaN NaN], 1, "omitnan"), [2 1]);
%!  assert (expect ([2 NaN; 3 4], 2, "omitnan"), [2; 12]);
%!  assert (expect (single ([NaN 4]), "omitnan"), single (4));
%!  assert (expect ([2 NaN; 3 4], "all", "omitnan"), 24);
%!  assert (expect ([2 NaN; 3 4], [1 2], "omitnan"), 24);
%!  assert (expect (complex ([2 NaN], [0 1]), "omitnan"), 2);
%!  assert (expect (complex ([2i 1], [NaN 1]), "omitnan"), complex (1, 1));
%!  assert (expect ([-0 NaN], "omitnan"), -0);
%!  assert (signbit (expect ([-0 NaN], "omitnan")));
%!  assert (expect ([Inf NaN 0], "omitnan"), NaN);
%!  assert (expect (int8 ([100 2]), "native", "omitnan"), int8 (127));
%!  assert (expect (int8 ([100 2]), "omitnan", "native"), int8 (127));
%!  assert (expect ([2 NaN 3], "double", "omitnan"), 6);
%!  assert (expect (single ([2 NaN 3]), "omitnan", "double"), 6);
%!endfunction

%!function dims_and_shapes ()
%!  ## every DIM form on 3-D and 4-D arrays, DIM > ndims, vectors both ways
%!  x = reshape (1:24, 2, 3, 4) / 10;
%!  for d = __gpu_axis_check__ ("dimforms", "3d")
%!    expect (x, d{1}{:});
%!  endfor
%!  assert (expect (x, 5), x);
%!  assert (expect (reshape (1:4, 1, 1, 4)), 24);
%!  assert (expect ((1:4)'), 24);
%!  assert (expect (1:4, 1), 1:4);
%!  assert (expect (7), 7);
%!  assert (expect (7, 3), 7);
%!  y = reshape (1:48, 2, 3, 2, 4) / 7;
%!  for d = __gpu_axis_check__ ("dimforms", "4d")
%!    expect (y, d{1}{:});
%!  endfor
%!  assert (size (expect (y, [2 4])), [2 1 2]);
%!endfunction

%!function large_arrays ()
%!  ## sizes where an implementation may switch strategy
%!  rand ("state", 42);
%!  f = @(varargin) 1 + 0.01 * (rand (varargin{:}) - 0.5);
%!  expect (f (3, 5000), 2);                         # long rows
%!  expect (f (5000, 3), 1);                         # long columns
%!  expect (f (100000, 3), 2);                       # many short rows
%!  expect (f (3, 100000), 1);                       # many short columns
%!  expect (f (4, 131072), 1);                       # a 1 MiB result
%!  expect (f (1, 1048577));                         # one long product
%!  expect (single (f (1048577, 1)));
%!  expect (f (64, 64, 64), [1 3]);
%!  expect (f (17, 4099, 3), 2);
%!  x = int8 (ones (1, 70000));                       # native, long: 127 at 30000,
%!  x([30000 30001 50000]) = [127 2 -1];             # then -127 at 50000
%!  assert (expect (x, "native"), int8 (-127));
%!  x = ones (2, 70000, "int64");
%!  x(1, [1 2 60000]) = [3037000500, 3037000500, -1];
%!  assert (expect (x, 2, "native"), int64 ([-intmax("int64"); 1]));
%!  x = f (5000, 7);
%!  x(2:3:end) = NaN;
%!  expect (x, 1, "omitnan");
%!endfunction

%!function bad_inputs ()
%!  x = magic (3);
%!  E = @(id, calls) __gpu_axis_check__ ("errors", id, calls);
%!  E ("gpuaxis:invalid-input", {@() gpu_axis_prod({1, 2}), @() gpu_axis_prod(struct("a", 1)), ...
%!       @() gpu_axis_prod(@sin), @() gpu_axis_prod({}), @() gpu_axis_prod({1}, 1), ...
%!       @() gpu_axis_prod(struct("a", 1), "native"), @() gpu_axis_prod(@cos, 1, "omitnan")});
%!  E ("gpuaxis:invalid-dim", {@() gpu_axis_prod(x, 0), @() gpu_axis_prod(x, -1), ...
%!       @() gpu_axis_prod(x, 1.5), @() gpu_axis_prod(x, NaN), @() gpu_axis_prod(x, Inf), ...
%!       @() gpu_axis_prod(x, []), @() gpu_axis_prod(x, zeros(1, 0)), @() gpu_axis_prod(x, 1i), ...
%!       @() gpu_axis_prod(x, [1 1]), ...
%!       @() gpu_axis_prod(x, [1 0]), @() gpu_axis_prod(x, [1 2; 3 4]), ...
%!       @() gpu_axis_prod(x, {1}), @() gpu_axis_prod(x, "foo"), @() gpu_axis_prod(x, "ALL"), ...
%!       @() gpu_axis_prod(x, ""), @() gpu_axis_prod(x, "extra"), @() gpu_axis_prod(x, 0, "native"), ...
%!       @() gpu_axis_prod(x, [2 2], "omitnan"), @() gpu_axis_prod(int8(x), 1.5)});
%!  ## a complex DIM with zero imaginary part is taken, as sum takes it
%!  assert (gpu_axis_prod (x, complex (2, 0)), prod (x, 2));
%!  E ("gpuaxis:invalid-type", {@() gpu_axis_prod(x, 1, "extra"), @() gpu_axis_prod(x, 1, "foo"), ...
%!       @() gpu_axis_prod(x, 1, "Native"), @() gpu_axis_prod(x, 1, "all"), ...
%!       @() gpu_axis_prod(x, 1, ""), @() gpu_axis_prod(x, 1, 2), @() gpu_axis_prod(x, 1, true), ...
%!       @() gpu_axis_prod(x, 1, {"native"}), @() gpu_axis_prod(x, "native", "double"), ...
%!       @() gpu_axis_prod(x, "native", 2), @() gpu_axis_prod(x, 1, "native", "double"), ...
%!       @() gpu_axis_prod(x, 1, "omitnan", "includenan"), @() gpu_axis_prod(x, "omitnan", "omitnan"), ...
%!       @() gpu_axis_prod(x, "all", "OmitNaN"), @() gpu_axis_prod(x, 2, "default", "native"), ...
%!       @() gpu_axis_prod(x, 1, "a")});
%!  E ("Octave:invalid-fun-call", {@() gpu_axis_prod(), ...
%!       @() gpu_axis_prod(x, 1, "native", "omitnan", 1), ...
%!       @() __gpu_axis_check__("call", 2, "gpu_axis_prod", x), ...
%!       @() __gpu_axis_check__("call", 2, "gpu_axis_prod", x, 1, "native")});
%!endfunction

%!function accepted_spellings ()
%!  ## the valid calls next to the rejected ones above
%!  x = magic (3);
%!  assert (gpu_axis_prod (x, 2.0), [48; 105; 72]);
%!  assert (gpu_axis_prod (x, int32 (2)), [48; 105; 72]);
%!  assert (gpu_axis_prod (x, [2; 1]), 362880);
%!  assert (gpu_axis_prod (x, "all"), 362880);
%!  assert (gpu_axis_prod (x, "omitnan", "native"), [96 45 84]);
%!  assert (gpu_axis_prod (x, "includenan", "double"), [96 45 84]);
%!  assert (gpu_axis_prod (x, "default"), [96 45 84]);
%!endfunction

%!test __gpu_axis_check__ ("run", "cpu", @sweep_classes);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @sweep_classes);
%!test __gpu_axis_check__ ("run", "cpu", @sweep_options);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @sweep_options);
%!test __gpu_axis_check__ ("run", "cpu", @classes_and_values);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @classes_and_values);
%!test __gpu_axis_check__ ("run", "cpu", @native_saturation);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @native_saturation);
%!test __gpu_axis_check__ ("run", "cpu", @empty_shapes);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @empty_shapes);
%!test __gpu_axis_check__ ("run", "cpu", @specials_and_zeros);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @specials_and_zeros);
%!test __gpu_axis_check__ ("run", "cpu", @nanflags);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @nanflags);
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
