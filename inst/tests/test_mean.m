## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## test_mean.m: gpu_axis_mean answers what the running Octave's mean answers
## (7.3, 9 and 11 differ: doc/octave-versions.md).
##
## Run with:  test ("inst/tests/test_mean.m")  (package on the path).
##
## Every check is a %!function run on the "cpu" backend, and again on
## "cuda" when a device is usable (%!testif ; __gpu_axis_cuda_ok__ ()).
## The oracle is inst/__gpu_axis_check__.m: Octave 7.3's mean is
## sum (x, dim) / n (a double sum for integers and logical, single for
## single; then OUTTYPE: "double" converts, "native" casts, except logical
## which stays double); class, size and complexity exactly, floats within
## (2 eps n sum|x| + n realmin) / n + 2 eps |mean|, "native" integers
## exactly (64-bit ones within the double sum's rounding + 1).  mean's
## default DIM is the first dimension of size > 1 (not sum's first
## non-singleton one: mean (zeros (0, 3)) is 0x1).  The contract and
## Octave 7.3's behaviour are in notes/octave-family.md.  Deliberate
## differences: DIM vectors, "all", "omitnan"/"includenan" are accepted;
## "g" and "h" (geometric, harmonic) are errors.

%!function r = expect (x, varargin)
%!  ## gpu_axis_mean (x, varargin{:}), which the oracle must accept.
%!  r = __gpu_axis_check__ ("expect", "mean", x, varargin){1};
%!endfunction

%!function sweep_classes ()
%!  ## every class (char is an error) x shape x DIM form x OUTTYPE
%!  all13 = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", ...
%!           "uint32", "int64", "uint64", "logical", "complex double", "complex single"};
%!  n = __gpu_axis_check__ ("sweep", "mean", all13, {{}, {"native"}, {"double"}});
%!  assert (n, (9 + 4 * 3) * 13 * 9 * 3);
%!endfunction

%!function sweep_options ()
%!  opts = {{"omitnan"}, {"includenan"}, {"default"}, {"native", "omitnan"}};
%!  if (compare_versions (OCTAVE_VERSION, "9", "<"))
%!    opts{end+1} = {"a"};              # gone from Octave 9's mean
%!  endif
%!  n = __gpu_axis_check__ ("sweep", "mean", {"double", "complex single", "int32"}, opts);
%!  assert (n, (2 * 3 + 1) * 13 * 9 * numel (opts));
%!endfunction

%!function tf = mean_errors (args)
%!  ## Both Octave's mean and gpu_axis_mean refuse args (the option "a" on
%!  ## Octave 9 and later).
%!  tf = true;
%!  try
%!    mean (args{:});
%!    tf = false;
%!  end_try_catch
%!  try
%!    gpu_axis_mean (args{:});
%!    tf = false;
%!  catch err
%!    tf = tf && strncmp (err.identifier, "gpuaxis:", 8);
%!  end_try_catch
%!endfunction

%!function mean_default_dim ()
%!  ## The default DIM: 7.3's mean takes the first dimension of size > 1
%!  ## (mean (zeros (0, 3)) is 0x1), Octave 9's the first non-singleton one
%!  ## (1x3 NaN); given a DIM, 9's mean keeps 0x0 as MATLAB does (mean ([],
%!  ## 1) is 1x0; 7.3: NaN).  Each answer is the running Octave's.
%!  want = @(varargin) __gpu_axis_check__ ("reference", "mean", varargin{1}, varargin(2:end));
%!  assert (expect (zeros (0, 3)), want (zeros (0, 3)));
%!  assert (expect ([]), want ([]));
%!  assert (expect (zeros (3, 0)), want (zeros (3, 0)));
%!  assert (expect (zeros (1, 0)), want (zeros (1, 0)));
%!  assert (expect (zeros (0, 1)), want (zeros (0, 1)));
%!  assert (expect (zeros (1, 1, 3)), want (zeros (1, 1, 3)));
%!  assert (expect (zeros (1, 0, 3)), want (zeros (1, 0, 3)));
%!  assert (expect (zeros (2, 0, 3)), want (zeros (2, 0, 3)));
%!  assert (expect (zeros (0, 1, 3)), want (zeros (0, 1, 3)));
%!  assert (expect ([1 2 3 4]), want ([1 2 3 4]));
%!  assert (expect ([1; 2; 3; 4]), want ([1; 2; 3; 4]));
%!  assert (expect (reshape (1:4, 1, 1, 4)), want (reshape (1:4, 1, 1, 4)));
%!  assert (expect (5), want (5));
%!  assert (expect (magic (4)), want (magic (4)));
%!  assert (expect (zeros (0, 3), 1), want (zeros (0, 3), 1));
%!  assert (expect (zeros (0, 3), 2), want (zeros (0, 3), 2));
%!  assert (expect ([], 1), want ([], 1));
%!  assert (expect ([], 2), want ([], 2));
%!  assert (expect (zeros (3, 0), 2), want (zeros (3, 0), 2));
%!  assert (expect (magic (3), 3), want (magic (3), 3));
%!  assert (expect (zeros (0, 3), "all"), want (zeros (0, 3), "all"));
%!  assert (expect ([], [1 2]), want ([], [1 2]));
%!endfunction

%!function classes_and_outtype ()
%!  assert (expect (single ([1 2])), single (1.5));
%!  assert (expect (int8 ([1 2])), 1.5);
%!  assert (expect (true (1, 3)), 1);
%!  assert (expect (uint16 ([1 2]), "double"), 1.5);
%!  assert (expect (single ([1 2]), "double"), 1.5);
%!  assert (expect (single ([1 2]), "native"), single (1.5));
%!  assert (expect ([1 2], "native"), 1.5);
%!  assert (expect (true (1, 3), "native"), 1);       # logical: double anyway
%!  assert (expect ([true false], "native"), 0.5);
%!  assert (expect (int8 ([1 2]), "native"), int8 (2));   # 1.5 rounds away from 0
%!  assert (expect (int8 ([-3 -2]), "native"), int8 (-3));
%!  assert (expect (uint8 ([1 2]), "native"), uint8 (2));
%!  assert (expect (uint8 ([255 255]), "native"), uint8 (255));
%!  assert (expect ([1 2], "default"), 1.5);
%!  assert (expect (int8 ([1 2]), "default"), 1.5);
%!  if (compare_versions (OCTAVE_VERSION, "9", "<"))
%!    ## "a" (arithmetic), which Octave 9's mean no longer takes
%!    assert (expect ([1 2], "a"), 1.5);
%!    assert (expect ([1 2; 3 4], 2, "a"), [1.5; 3.5]);
%!    assert (expect (int8 ([1 2; 3 4]), 2, "a", "native"), int8 ([2; 4]));
%!  else
%!    assert (mean_errors ({[1 2], "a"}));
%!    assert (mean_errors ({[1 2; 3 4], 2, "a"}));
%!  endif
%!  ## the integer sum is a double sum: no saturation
%!  assert (expect (int8 ([100 100])), 100);
%!  assert (expect (int8 ([127 127 127]), "native"), int8 (127));
%!  assert (expect (int8 ([-128 -128 127]), "native"), int8 (-43));
%!  m = intmax ("int64");
%!  assert (expect ([m m]), 2^63);
%!  assert (expect ([m m], "native"), m);
%!  assert (expect (intmin ("int64") * [1 1], "native"), intmin ("int64"));
%!  assert (expect (uint64 ([2^64-1 2^64-1]), "native"), intmax ("uint64"));
%!  expect ([int64(2)^53 + 1, int64(2)^53 + 1], "native");
%!  ## complex
%!  assert (expect ([1+2i 3]), 2+1i);
%!  assert (expect (single ([1+2i 3]), "native"), single (2+1i));
%!  assert (expect ([1+1i 1-1i]), 1);
%!  assert (isreal (expect ([1+1i 1-1i])));
%!  assert (expect (complex ([1 2], [0 0])), 1.5);
%!  ## signed zeros: the sum starts at +0
%!  r = expect (-0);
%!  assert (r == 0 && ! signbit (r));
%!  r = expect ([-0 -0]);
%!  assert (r == 0 && ! signbit (r));
%!  r = expect (single (-zeros (2, 3)), 2);
%!  assert (all (r == 0 & ! signbit (r)));
%!  ## NaN and Inf
%!  assert (expect ([1 NaN 3]), NaN);
%!  assert (expect ([Inf 1]), Inf);
%!  assert (expect ([Inf -Inf]), NaN);
%!  assert (expect ([1 Inf; 2 3], 1), [1.5 Inf]);
%!  expect (realmax * [1 1 -1]);
%!  expect (single (realmax ("single")) * single ([1 1]));
%!endfunction

%!function nanflags ()
%!  ## "omitnan": the mean of the non-NaN elements; "includenan": the default
%!  assert (expect ([1 NaN 3], "omitnan"), 2);
%!  assert (expect ([1 NaN 3], "includenan"), NaN);
%!  assert (expect ([NaN NaN], "omitnan"), NaN);
%!  assert (expect ([NaN 1; 2 3], 1, "omitnan"), [2 2]);
%!  assert (expect ([NaN 1; NaN 3], 1, "omitnan"), [NaN 2]);
%!  assert (expect ([NaN 1; 2 NaN], 2, "omitnan"), [1; 2]);
%!  assert (expect ([NaN 1; 2 3], "all", "omitnan"), 2);
%!  assert (expect ([NaN 1; 2 3], [1 2], "omitnan"), 2);
%!  assert (expect (single ([NaN 1 2]), "omitnan"), single (1.5));
%!  assert (expect (single ([NaN 1 2]), "omitnan", "double"), 1.5);
%!  assert (expect (single ([NaN NaN]), "omitnan"), single (NaN));
%!  assert (expect (complex ([1 NaN 3], [1 0 1]), "omitnan"), 2+1i);
%!  assert (expect (complex ([1 2 3], [1 NaN 1]), "omitnan"), 2+1i);
%!  assert (expect (int8 ([1 2]), "omitnan"), 1.5);
%!  assert (expect (int8 ([1 2]), "native", "omitnan"), int8 (2));
%!  assert (expect (int8 ([1 2]), "omitnan", "native"), int8 (2));
%!  assert (expect (zeros (0, 3), 1, "omitnan"), NaN (1, 3));
%!  assert (expect ([Inf NaN 1], "omitnan"), Inf);
%!  x = reshape (1:24, 2, 3, 4);
%!  x([1 5 6 24]) = NaN;
%!  for d = __gpu_axis_check__ ("dimforms", "nan")
%!    expect (x, d{1}{:}, "omitnan");
%!    expect (x, d{1}{:}, "includenan");
%!  endfor
%!endfunction

%!function dims_and_shapes ()
%!  x = reshape (1:24, 2, 3, 4) / 10;
%!  for d = __gpu_axis_check__ ("dimforms", "3d")
%!    expect (x, d{1}{:});
%!  endfor
%!  assert (expect (x, 5), x);
%!  assert (expect (x, [1 3]), mean (mean (x, 1), 3), -4 * eps);
%!  y = reshape (1:48, 2, 3, 2, 4);
%!  for d = __gpu_axis_check__ ("dimforms", "4d")
%!    expect (y, d{1}{:});
%!    expect (int16 (y), d{1}{:}, "native");
%!  endfor
%!  assert (size (expect (y, [2 4])), [2 1 2]);
%!endfunction

%!function large_arrays ()
%!  rand ("state", 7);
%!  expect (rand (3, 5000), 2);                      # long rows
%!  expect (rand (5000, 3));                         # long columns
%!  expect (rand (100000, 3), 2);                    # many short rows
%!  expect (rand (4, 131072));                       # a 1 MiB result
%!  expect (rand (1, 1048577));
%!  expect (single (rand (1048577, 1)));
%!  expect (single (rand (17, 4099, 3)), 2);
%!  expect (int32 (randi ([-2^31 2^31-1], 3, 70000)), 2);
%!  expect (int32 (randi ([-2^31 2^31-1], 3, 70000)), 2, "native");
%!  expect (uint8 (randi ([0 255], 70001, 2)), "native");
%!  expect (int64 (randi ([-2^51 2^51], 2, 40000)) * 1000, 2, "native");
%!  expect (rand (64, 64, 64) > 0.5, [1 3]);
%!  x = rand (5000, 7);
%!  x(2:3:end) = NaN;
%!  expect (x, 1, "omitnan");
%!  expect (x', 2, "omitnan");
%!endfunction

%!function bad_inputs ()
%!  x = magic (3);
%!  E = @(id, calls) __gpu_axis_check__ ("errors", id, calls);
%!  E ("gpuaxis:invalid-input", {@() gpu_axis_mean("abc"), @() gpu_axis_mean("a", 1), ...
%!       @() gpu_axis_mean(char (zeros (2, 0))), @() gpu_axis_mean({1, 2}), ...
%!       @() gpu_axis_mean(struct("a", 1)), @() gpu_axis_mean(@sin), @() gpu_axis_mean({}), ...
%!       @() gpu_axis_mean({1}, 1, "native")});
%!  E ("gpuaxis:invalid-dim", {@() gpu_axis_mean(x, 0), @() gpu_axis_mean(x, -1), ...
%!       @() gpu_axis_mean(x, 1.5), @() gpu_axis_mean(x, NaN), @() gpu_axis_mean(x, Inf), ...
%!       @() gpu_axis_mean(x, []), @() gpu_axis_mean(x, 1i), @() gpu_axis_mean(x, [1 1]), ...
%!       @() gpu_axis_mean(x, [1 2; 3 4]), @() gpu_axis_mean(x, {1}), ...
%!       @() gpu_axis_mean(x, "foo"), @() gpu_axis_mean(x, "ALL"), @() gpu_axis_mean(x, "extra"), ...
%!       @() gpu_axis_mean(x, 0, "native"), @() gpu_axis_mean(x, [3 3], "omitnan"), ...
%!       @() gpu_axis_mean(x, "OmitNaN")});
%!  E ("gpuaxis:invalid-type", {@() gpu_axis_mean(x, "g"), @() gpu_axis_mean(x, "h"), ...
%!       @() gpu_axis_mean(x, 1, "g"), @() gpu_axis_mean(x, 2, "h", "double"), ...
%!       @() gpu_axis_mean(x, 1, "extra"), @() gpu_axis_mean(x, 1, "foo"), ...
%!       @() gpu_axis_mean(x, 1, "all"), @() gpu_axis_mean(x, 1, 2), @() gpu_axis_mean(x, 1, true), ...
%!       @() gpu_axis_mean(x, 1, {"native"}), @() gpu_axis_mean(x, "native", "double"), ...
%!       @() gpu_axis_mean(x, "default", "native"), @() gpu_axis_mean(x, 1, "a", "a"), ...
%!       @() gpu_axis_mean(x, 1, "omitnan", "includenan"), @() gpu_axis_mean(x, 1, "OmitNaN"), ...
%!       @() gpu_axis_mean(x, 1, "b")});
%!  E ("Octave:invalid-fun-call", {@() gpu_axis_mean(), ...
%!       @() gpu_axis_mean(x, 1, "a", "native", "omitnan", 1), ...
%!       @() __gpu_axis_check__("call", 2, "gpu_axis_mean", x), ...
%!       @() __gpu_axis_check__("call", 2, "gpu_axis_mean", x, 2, "native")});
%!endfunction

%!function accepted_spellings ()
%!  x = magic (4);
%!  assert (gpu_axis_mean (x, 2.0), 8.5 * ones (4, 1));
%!  assert (gpu_axis_mean (x, int32 (2)), 8.5 * ones (4, 1));
%!  assert (gpu_axis_mean (x, [2; 1]), 8.5);
%!  assert (gpu_axis_mean (x, "all"), 8.5);
%!  if (compare_versions (OCTAVE_VERSION, "9", "<"))
%!    assert (gpu_axis_mean (x, 1, "a", "double", "omitnan"), 8.5 * ones (1, 4));
%!    assert (gpu_axis_mean (x, "omitnan", "native", "a"), 8.5 * ones (1, 4));
%!  else
%!    assert (mean_errors ({x, 1, "a", "double", "omitnan"}));
%!  endif
%!  assert (gpu_axis_mean (x, 1, "double", "omitnan"), 8.5 * ones (1, 4));
%!  assert (gpu_axis_mean (x, "includenan"), 8.5 * ones (1, 4));
%!endfunction

%!test __gpu_axis_check__ ("run", "cpu", @sweep_classes);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @sweep_classes);
%!test __gpu_axis_check__ ("run", "cpu", @sweep_options);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @sweep_options);
%!test __gpu_axis_check__ ("run", "cpu", @mean_default_dim);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @mean_default_dim);
%!test __gpu_axis_check__ ("run", "cpu", @classes_and_outtype);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_check__ ("run", "cuda", @classes_and_outtype);
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

## "native" mean of 64-bit integers whose double sum passes 2^53: the CPU
## backend adds in Octave's order on any number of threads (split into
## chunks on 2, the mean of 2x53613 uint64 near 9.2e18 came out 2e4 off)
%!test
%! old = gpu_axis_threads ();
%! unwind_protect
%!   gpu_axis_threads (4);
%!   n = 200000;
%!   x = intmax ("uint64") - uint64 (mod ((1:n)' * 7919, 10007)) * uint64 (1234567891);
%!   y = int64 (x / 2) - int64 (mod ((1:n)', 3)) * int64 (2^61);
%!   ## Octave 9's mean takes 64-bit integers past flintmax / n in integer
%!   ## arithmetic, which gpuaxis does not follow (doc/octave-versions.md):
%!   ## there the reference is 7.3's mean.m: the (double) sum (x, dim) / n,
%!   ## cast to the class
%!   if (compare_versions (OCTAVE_VERSION, "9", "<"))
%!     ref = @(v, varargin) mean (v, varargin{:}, "native");
%!   else
%!     ref = @(v, varargin) cast (sum (v, varargin{:}) / size (v, [varargin{:}, 1](1)), class (v));
%!   endif
%!   for v = {x, [x x], y, reshape(y, 2, [])'}
%!     f = @() assert (gpu_axis_mean (v{1}, "native"), ref (v{1}));
%!     __gpu_axis_check__ ("run", "cpu", f);
%!     f = @() assert (gpu_axis_mean (v{1}, 1, "native"), ref (v{1}, 1));
%!     __gpu_axis_check__ ("run", "cpu", f);
%!   endfor
%! unwind_protect_cleanup
%!   gpu_axis_threads (old);
%! end_unwind_protect
