## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## test_semantics.m: gpu_axis_sum answers what Octave's sum answers.
##
## Run with:  test ("inst/tests/test_semantics.m")  (package on the path).
##
## Every check is a %!function taking a backend name; each one runs on the
## "cpu" backend always, and again on "cuda" when a CUDA device is usable
## (%!testif ; __gpu_axis_cuda_ok__ (), skipped otherwise).  The oracle is
## Octave 7.3's sum (see shared/notes/octave-sum.md) with the package's
## deliberate differences: DIM vectors and "all" are supported, and "extra"
## returns +-Inf for infinite inputs where Octave returns NaN.
##
## Comparison rule: class, size, sparsity and complexity must match sum
## exactly; integers and logicals must be exactly equal; floating-point
## values are compared against the reference with an error bound, never
## bitwise (a tree reduction rounds differently from Octave's loop).
## The reference and the comparison are inst/__gpu_axis_check__.m, shared
## with the other suite files and tests/property_scale.m.

%!function s = short_str (v)
%!  ## A short printable form of an array, for messages.
%!  v = full (v);
%!  if (ischar (v))
%!    v = double (v);
%!  endif
%!  if (numel (v) <= 12)
%!    s = mat2str (v(:).', 17);
%!    if (ndims (v) > 2 || rows (v) > 1)
%!      s = sprintf ("%s (as a row of %s)", s, mat2str (size (v)));
%!    endif
%!  else
%!    s = sprintf ("<%s %s>", mat2str (size (v)), class (v));
%!  endif
%!endfunction


%!function got = expect_sum (x, varargin)
%!  ## gpu_axis_sum (x, varargin{:}) must agree with the reference.
%!  got = gpu_axis_sum (x, varargin{:});
%!  msg = __gpu_axis_check__ (got, x, varargin);
%!  if (! isempty (msg))
%!    error ("%s: %s", __gpu_axis_check__ ("describe", x, varargin), msg);
%!  endif
%!endfunction

%!function expect_equal (got, want, what)
%!  ## Exact equality of class, size, complexity, sparsity and values
%!  ## (NaNs equal).  Only for answers that are exact in any order.
%!  ok = strcmp (class (got), class (want)) && isequal (size (got), size (want)) ...
%!       && iscomplex (got) == iscomplex (want) && issparse (got) == issparse (want) ...
%!       && isequaln (got, want);
%!  if (! ok)
%!    error ("%s: got <%s %s%s> %s, want <%s %s%s> %s", what, ...
%!           mat2str (size (got)), class (got), ifelse_str (iscomplex (got), " complex"), ...
%!           short_str (got), mat2str (size (want)), class (want), ...
%!           ifelse_str (iscomplex (want), " complex"), short_str (want));
%!  endif
%!endfunction

%!function s = ifelse_str (c, s)
%!  if (! c)
%!    s = "";
%!  endif
%!endfunction

%!function expect_pos_zero (r, what)
%!  ## Every zero in r is +0 (accumulation starts at +0, so -0 becomes +0).
%!  r = full (r);
%!  z = [real(r(:)); imag(r(:))];
%!  z = z(z == 0);
%!  if (any (1 ./ z < 0))
%!    error ("%s: got -0 where sum gives +0", what);
%!  endif
%!endfunction

%!function use_backend (be)
%!  gpu_axis_backend (be);
%!  now = gpu_axis_backend ();
%!  if (! strcmp (now, be))
%!    error ("gpu_axis_backend (\"%s\") left backend \"%s\" in effect", be, now);
%!  endif
%!endfunction

## ---------------------------------------------------------------------
## The checks.  Each selects backend BE, runs, and restores "auto".
## ---------------------------------------------------------------------

%!function check_seed (be)
%!  ## The seed example: 8x16, element (r,c) = r*10 + c, r = 0..7, c = 0..15.
%!  warning ("off", "gpuaxis:no-gpu", "local");
%!  use_backend (be);
%!  unwind_protect
%!    A = (0:7)' * 10 + (0:15);
%!    want1 = 280 + 8 * (0:15);
%!    want2 = 120 + 160 * (0:7)';
%!    expect_equal (gpu_axis_sum (A), want1, "seed, default");
%!    expect_equal (gpu_axis_sum (A, 1), want1, "seed, dim 1");
%!    expect_equal (gpu_axis_sum (A, 2), want2, "seed, dim 2");
%!    expect_equal (gpu_axis_sum (A, 3), A, "seed, dim 3");
%!    expect_equal (gpu_axis_sum (A, "all"), sum (want1), "seed, all");
%!    expect_equal (gpu_axis_sum (single (A), 1), single (want1), "seed single, dim 1");
%!    expect_equal (gpu_axis_sum (single (A), 2), single (want2), "seed single, dim 2");
%!    expect_equal (gpu_axis_sum (int32 (A), 1, "native"), int32 (want1), "seed int32 native, dim 1");
%!    expect_equal (gpu_axis_sum (int32 (A), 2, "native"), int32 (want2), "seed int32 native, dim 2");
%!    expect_equal (gpu_axis_sum (int16 (A), 2), want2, "seed int16, dim 2");
%!    expect_equal (gpu_axis_sum (A', 2), want1', "seed transposed, dim 2");
%!    expect_equal (gpu_axis_sum (A + 1i * A, 1), want1 + 1i * want1, "seed complex, dim 1");
%!    classes = {"double", "single", "int8", "uint8", "int16", "uint16", ...
%!               "int32", "uint32", "int64", "uint64"};
%!    for k = 1:numel (classes)
%!      x = cast (A, classes{k});
%!      for d = {{}, {1}, {2}, {3}}
%!        for t = {{}, {"native"}, {"double"}, {"extra"}}
%!          expect_sum (x, d{1}{:}, t{1}{:});
%!        endfor
%!      endfor
%!      expect_sum (reshape (x, 8, 4, 4), 2);
%!      expect_sum (reshape (x, 8, 4, 4), 3, "native");
%!    endfor
%!  unwind_protect_cleanup
%!    gpu_axis_backend ("auto");
%!  end_unwind_protect
%!endfunction

%!function check_default_dim (be)
%!  ## Default DIM: first dimension whose size is not 1; 1 if none.
%!  warning ("off", "gpuaxis:no-gpu", "local");
%!  use_backend (be);
%!  unwind_protect
%!    cases = { ...
%!      [5 1],       [1 1];
%!      [1 5],       [1 1];
%!      [1 1 5],     [1 1];
%!      [1 1 1 4],   [1 1];
%!      [1 1],       [1 1];
%!      [3 4],       [1 4];
%!      [1 3 4],     [1 1 4];
%!      [1 1 3 2],   [1 1 1 2];
%!      [2 3 4],     [1 3 4];
%!      [1 0],       [1 1];
%!      [1 1 0],     [1 1];
%!      [0 0],       [1 1];
%!      [1 0 3],     [1 1 3]};
%!    for k = 1:rows (cases)
%!      sz = cases{k, 1};
%!      x = reshape (1:prod (sz), [sz 1]);
%!      got = expect_sum (x);
%!      if (! isequal (size (got), cases{k, 2}))
%!        error ("default dim of %s: size %s, want %s", mat2str (sz), ...
%!               mat2str (size (got)), mat2str (cases{k, 2}));
%!      endif
%!      expect_sum (int8 (x), "native");
%!      expect_sum (single (x));
%!      expect_sum (x > 2, "native");
%!    endfor
%!    expect_equal (gpu_axis_sum (1:5), 15, "1x5 default");
%!    expect_equal (gpu_axis_sum ((1:5)'), 15, "5x1 default");
%!    expect_equal (gpu_axis_sum (reshape (1:5, 1, 1, 5)), 15, "1x1x5 default");
%!    expect_equal (gpu_axis_sum (7), 7, "scalar default");
%!    expect_equal (gpu_axis_sum ([1 2; 3 4]), [4 6], "2x2 default");
%!  unwind_protect_cleanup
%!    gpu_axis_backend ("auto");
%!  end_unwind_protect
%!endfunction

%!function check_dim_beyond (be)
%!  ## DIM > ndims (x): x's size, computed as 0 + x in the mode's class.
%!  warning ("off", "gpuaxis:no-gpu", "local");
%!  use_backend (be);
%!  unwind_protect
%!    expect_equal (gpu_axis_sum (int8 (5), 3), 5, "sum (int8 (5), 3)");
%!    expect_equal (gpu_axis_sum (int8 (5), 3, "native"), int8 (5), "sum (int8 (5), 3, native)");
%!    expect_equal (gpu_axis_sum (int8 (5), 3, "double"), 5, "sum (int8 (5), 3, double)");
%!    expect_equal (gpu_axis_sum (uint64 (7), 4, "native"), uint64 (7), "uint64 dim 4 native");
%!    r = gpu_axis_sum (-0, 3);
%!    expect_equal (r, 0, "sum (-0, 3)");
%!    expect_pos_zero (r, "sum (-0, 3)");
%!    r = gpu_axis_sum (single ([-0 1; 2 -0]), 3);
%!    expect_equal (r, single ([0 1; 2 0]), "sum (single (-0...), 3)");
%!    expect_pos_zero (r, "sum (single (-0...), 3)");
%!    r = gpu_axis_sum ([-0 -0], 5, "double");
%!    expect_pos_zero (r, "sum ([-0 -0], 5, double)");
%!    M = magic (4);
%!    expect_equal (gpu_axis_sum (M, 3), M, "magic (4), dim 3");
%!    expect_equal (gpu_axis_sum (M, 100), M, "magic (4), dim 100");
%!    expect_equal (gpu_axis_sum (int16 (M), 5), M, "int16, dim 5");
%!    expect_equal (gpu_axis_sum (int16 (M), 5, "native"), int16 (M), "int16, dim 5, native");
%!    expect_equal (gpu_axis_sum (true (2), 3), ones (2), "logical, dim 3");
%!    expect_equal (gpu_axis_sum (true (2), 3, "native"), true (2), "logical, dim 3, native");
%!    expect_equal (gpu_axis_sum ("ab", 3), [97 98], "char, dim 3");
%!    expect_equal (gpu_axis_sum ("ab", 3, "native"), [97 98], "char, dim 3, native");
%!    expect_equal (gpu_axis_sum (single (2), 3), single (2), "single, dim 3");
%!    expect_equal (gpu_axis_sum (single (2), 3, "double"), 2, "single, dim 3, double");
%!    expect_equal (gpu_axis_sum (single (2), 3, "extra"), 2, "single, dim 3, extra");
%!    expect_equal (gpu_axis_sum (complex (1, 0), 3), 1, "complex (1, 0), dim 3");
%!    expect_equal (gpu_axis_sum (complex ([1 2], [0 1]), 3), [1, 2+1i], "complex, dim 3");
%!    expect_equal (gpu_axis_sum (ones (2, 3, 4), 4), ones (2, 3, 4), "3-D, dim 4");
%!    expect_equal (gpu_axis_sum (ones (2, 3, 4), 7), ones (2, 3, 4), "3-D, dim 7");
%!    x = reshape (1:24, 2, 3, 4);
%!    for d = 3:6
%!      for t = {{}, {"native"}, {"double"}, {"extra"}}
%!        expect_sum (x(:, :, 1), d, t{1}{:});
%!        expect_sum (int8 (x), d + 1, t{1}{:});
%!        expect_sum (x > 3, d, t{1}{:});
%!      endfor
%!    endfor
%!  unwind_protect_cleanup
%!    gpu_axis_backend ("auto");
%!  end_unwind_protect
%!endfunction

%!function check_empties (be)
%!  ## The Empties table of octave-sum.md, for every class.
%!  warning ("off", "gpuaxis:no-gpu", "local");
%!  use_backend (be);
%!  unwind_protect
%!    ## input size, then result size for default, dim 1, dim 2, dim 3
%!    table = { ...
%!      [0 0],   [1 1],   [1 1],   [0 1],   [0 1];
%!      [0 3],   [1 3],   [1 3],   [0 1],   [0 3];
%!      [3 0],   [1 0],   [1 0],   [3 1],   [3 0];
%!      [0 3 2], [1 3 2], [1 3 2], [0 1 2], [0 3];
%!      [1 0],   [1 1],   [1 0],   [1 1],   [1 0];
%!      [0 0 5], [1 0 5], [1 0 5], [0 1 5], [0 0]};
%!    dimargs = {{}, {1}, {2}, {3}};
%!    for k = 1:rows (table)
%!      x = zeros (table{k, 1});
%!      for j = 1:4
%!        want = zeros (table{k, j+1});
%!        if (compare_versions (OCTAVE_VERSION, "11", ">="))
%!          ## Octave 11 keeps 0x0 with a DIM (MATLAB's sizes): its own sum's
%!          want = zeros (size (sum (x, dimargs{j}{:})));
%!        endif
%!        what = sprintf ("zeros (%s), dim %s", mat2str (table{k, 1}), ...
%!                        mat2str ([dimargs{j}{:}]));
%!        expect_equal (gpu_axis_sum (x, dimargs{j}{:}), want, what);
%!        expect_equal (gpu_axis_sum (single (x), dimargs{j}{:}), single (want), [what " single"]);
%!        expect_equal (gpu_axis_sum (single (x), dimargs{j}{:}, "double"), want, [what " single double"]);
%!        expect_equal (gpu_axis_sum (int8 (x), dimargs{j}{:}), want, [what " int8"]);
%!        expect_equal (gpu_axis_sum (int8 (x), dimargs{j}{:}, "native"), int8 (want), [what " int8 native"]);
%!        expect_equal (gpu_axis_sum (uint64 (x), dimargs{j}{:}, "native"), uint64 (want), [what " uint64 native"]);
%!        expect_equal (gpu_axis_sum (int64 (x), dimargs{j}{:}, "extra"), want, [what " int64 extra"]);
%!        expect_equal (gpu_axis_sum (x, dimargs{j}{:}, "extra"), want, [what " extra"]);
%!        expect_equal (gpu_axis_sum (logical (x), dimargs{j}{:}), want, [what " logical"]);
%!        expect_equal (gpu_axis_sum (logical (x), dimargs{j}{:}, "native"), logical (want), [what " logical native"]);
%!        expect_equal (gpu_axis_sum (char (x), dimargs{j}{:}), want, [what " char"]);
%!        expect_equal (gpu_axis_sum (char (x), dimargs{j}{:}, "native"), want, [what " char native"]);
%!        expect_sum (complex (x, x), dimargs{j}{:});
%!        expect_sum (single (complex (x, x)), dimargs{j}{:}, "double");
%!      endfor
%!      ## vecdim and "all" on empties
%!      expect_equal (gpu_axis_sum (x, "all"), 0, [mat2str(table{k, 1}) " all"]);
%!      expect_equal (gpu_axis_sum (int16 (x), "all", "native"), int16 (0), [mat2str(table{k, 1}) " all native"]);
%!      expect_equal (gpu_axis_sum (logical (x), "all", "native"), false, [mat2str(table{k, 1}) " all logical native"]);
%!      expect_sum (x, [1 2]);
%!      expect_sum (x, [2 3]);
%!      expect_sum (x, [1 3], "native");
%!      expect_sum (single (x), [1 2 3]);
%!    endfor
%!    ## the empty range and the empty string
%!    expect_equal (gpu_axis_sum (1:0), 0, "sum (1:0)");
%!    expect_equal (gpu_axis_sum (""), 0, "sum ('')");
%!    expect_equal (gpu_axis_sum (zeros (1, 1, 0)), 0, "sum (zeros (1, 1, 0))");
%!    expect_equal (gpu_axis_sum (zeros (2, 0, 3), 2), zeros (2, 1, 3), "sum (zeros (2, 0, 3), 2)");
%!  unwind_protect_cleanup
%!    gpu_axis_backend ("auto");
%!  end_unwind_protect
%!endfunction

%!function check_classes (be)
%!  ## The class table: every input class under every mode.
%!  warning ("off", "gpuaxis:no-gpu", "local");
%!  use_backend (be);
%!  unwind_protect
%!    base = [1 2 3 4; 5 6 7 8; 9 10 11 12];
%!    ## name, data, classes for {default, "native", "double", "extra"}
%!    cases = { ...
%!      "double",  base,                       {"double", "double", "double", "double"};
%!      "single",  single(base),              {"single", "single", "double", "double"};
%!      "logical", base > 5,                   {"double", "logical", "double", "double"};
%!      "char",    char(base + 64),           {"double", "double", "double", "double"};
%!      "complex", base + 1i * fliplr(base),  {"double", "double", "double", "double"};
%!      "complex single", single(base + 1i * fliplr(base)), ...
%!                                             {"single", "single", "double", "double"}};
%!    for c = {"int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64"}
%!      cases(end+1, :) = {c{1}, cast(base * 10, c{1}), {"double", c{1}, "double", "double"}};
%!    endfor
%!    types = {{}, {"native"}, {"double"}, {"extra"}};
%!    for k = 1:rows (cases)
%!      x = cases{k, 2};
%!      for j = 1:4
%!        for d = {{}, {1}, {2}, {3}, {"all"}, {[1 2]}}
%!          got = expect_sum (x, d{1}{:}, types{j}{:});
%!          if (! strcmp (class (got), cases{k, 3}{j}))
%!            error ("%s input, mode %s: class %s, want %s", cases{k, 1}, ...
%!                   [types{j}{:}], class (got), cases{k, 3}{j});
%!          endif
%!          if (iscomplex (x) != iscomplex (got))
%!            error ("%s input, mode %s: complexity changed", cases{k, 1}, [types{j}{:}]);
%!          endif
%!        endfor
%!      endfor
%!    endfor
%!    ## explicit values
%!    expect_equal (gpu_axis_sum ("abc"), 294, "sum ('abc')");
%!    expect_equal (gpu_axis_sum ("abc", "native"), 294, "sum ('abc', native)");
%!    expect_equal (gpu_axis_sum (char ([200 255 0 1])), 456, "char codes above 127");
%!    expect_equal (gpu_axis_sum (char ([200; 255]), 1, "native"), 455, "char codes above 127, native");
%!    expect_equal (gpu_axis_sum (true (3, 2)), [3 3], "logical");
%!    expect_equal (gpu_axis_sum (true (3, 2), "native"), true (1, 2), "logical native");
%!    expect_equal (gpu_axis_sum ([false false true], "native"), true, "logical native = any");
%!    expect_equal (gpu_axis_sum (false (4, 3), "native"), false (1, 3), "logical native, all false");
%!    expect_equal (gpu_axis_sum ([true false; false false], 2, "native"), [true; false], "logical native, dim 2");
%!    expect_equal (gpu_axis_sum (single ([1 2]), "double"), 3, "single double");
%!    expect_equal (gpu_axis_sum (single ([1 2]), "extra"), 3, "single extra");
%!    expect_equal (gpu_axis_sum (int8 ([1 2]), "extra"), 3, "int8 extra");
%!    expect_equal (gpu_axis_sum (uint16 ([1 2]), "double"), 3, "uint16 double");
%!    ## single accumulates in single by default, in double under "double"
%!    x = single ([2^24, 1, 1, 1, 1]);
%!    expect_equal (gpu_axis_sum (x, "double"), 2^24 + 4, "single [2^24 1 1 1 1], double");
%!    expect_sum (x);
%!  unwind_protect_cleanup
%!    gpu_axis_backend ("auto");
%!  end_unwind_protect
%!endfunction

%!function check_saturation (be)
%!  ## Integer "native": saturating at every step, in index order.
%!  warning ("off", "gpuaxis:no-gpu", "local");
%!  use_backend (be);
%!  unwind_protect
%!    expect_equal (gpu_axis_sum (int8 ([100 100 -100]), "native"), int8 (27), "int8 [100 100 -100]");
%!    expect_equal (gpu_axis_sum (int8 ([-100 100 100]), "native"), int8 (100), "int8 [-100 100 100]");
%!    expect_equal (gpu_axis_sum (int8 ([100; 100; -100]), 1, "native"), int8 (27), "int8 column");
%!    expect_equal (gpu_axis_sum (int8 (reshape ([100 100 -100], 1, 1, 3)), 3, "native"), int8 (27), "int8 dim 3");
%!    expect_equal (gpu_axis_sum (int8 ([100 100 -100; -100 100 100]), 2, "native"), int8 ([27; 100]), "int8 rows");
%!    expect_equal (gpu_axis_sum (int8 ([100 -100; 100 100; -100 100]), 1, "native"), int8 ([27 100]), "int8 columns");
%!    expect_equal (gpu_axis_sum (int8 ([100 100 -100])), 100, "int8 default is double");
%!    expect_equal (gpu_axis_sum (int8 ([100 100 -100]), "double"), 100, "int8 double");
%!    expect_equal (gpu_axis_sum (int8 ([-128 -128 127]), "native"), int8 (-1), "int8 low");
%!    expect_equal (gpu_axis_sum (uint8 ([200 100]), "native"), uint8 (255), "uint8 top");
%!    expect_equal (gpu_axis_sum (uint8 ([255 0 1]), "native"), uint8 (255), "uint8 stays at top");
%!    expect_equal (gpu_axis_sum (int16 ([32000 1000 -1000]), "native"), int16 (31767), "int16");
%!    expect_equal (gpu_axis_sum (uint16 ([60000 6000]), "native"), intmax ("uint16"), "uint16");
%!    expect_equal (gpu_axis_sum ([intmax("int32") 1 -1], "native"), intmax ("int32") - 1, "int32 top");
%!    expect_equal (gpu_axis_sum ([intmin("int32") -1 1], "native"), intmin ("int32") + 1, "int32 bottom");
%!    expect_equal (gpu_axis_sum ([intmax("uint32") 1], "native"), intmax ("uint32"), "uint32");
%!    expect_equal (gpu_axis_sum ([intmax("int64") 1 -1], "native"), intmax ("int64") - 1, "int64 top");
%!    expect_equal (gpu_axis_sum ([intmin("int64") -5 3], "native"), intmin ("int64") + 3, "int64 bottom");
%!    expect_equal (gpu_axis_sum ([intmax("int64") intmax("int64") intmin("int64")], "native"), ...
%!                  int64 (-1), "int64 top then bottom");
%!    expect_equal (gpu_axis_sum ([intmax("uint64") 1], "native"), intmax ("uint64"), "uint64 top");
%!    expect_equal (gpu_axis_sum (uint64 (2)^63 + uint64 ([0 0]), "native"), intmax ("uint64"), "uint64 2^63 + 2^63");
%!    ## order dependence in a longer vector and across every dimension
%!    v = int8 (repmat ([120 120 -120 -120 5 -128 127], 1, 30));
%!    expect_sum (v, "native");
%!    expect_sum (v', "native");
%!    expect_sum (reshape (v, 1, 1, []), "native");
%!    expect_sum (reshape (v, 7, 30), 1, "native");
%!    expect_sum (reshape (v, 7, 30), 2, "native");
%!    expect_sum (reshape (v, 7, 3, 10), 2, "native");
%!    expect_sum (reshape (v, 7, 3, 10), 3, "native");
%!    expect_sum (reshape (v, 3, 7, 2, 5), 4, "native");
%!    for c = {"int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64"}
%!      lo = intmin (c{1});
%!      hi = intmax (c{1});
%!      x = [hi, hi, lo, lo, hi, cast(3, c{1}), lo, hi - 1, lo + 2, hi];
%!      for d = {{}, {1}, {2}, {3}}
%!        expect_sum (x, d{1}{:}, "native");
%!        expect_sum (x', d{1}{:}, "native");
%!        expect_sum (reshape (x, 2, 5), d{1}{:}, "native");
%!        expect_sum (reshape (x, 5, 1, 2), d{1}{:}, "native");
%!        expect_sum (x, d{1}{:});
%!        expect_sum (x, d{1}{:}, "extra");
%!      endfor
%!    endfor
%!  unwind_protect_cleanup
%!    gpu_axis_backend ("auto");
%!  end_unwind_protect
%!endfunction

%!function check_int64_exact (be)
%!  ## int64/uint64 "native" is exact integer arithmetic (no trip via double).
%!  warning ("off", "gpuaxis:no-gpu", "local");
%!  use_backend (be);
%!  unwind_protect
%!    x = [int64(2)^62 + 1, int64(3)];
%!    want = int64 (4611686018427387904) + 4;   # 4611686018427387908
%!    expect_equal (gpu_axis_sum (x, "native"), want, "int64 [2^62+1, 3] native");
%!    expect_equal (gpu_axis_sum (x', 1, "native"), want, "int64 [2^62+1; 3] native");
%!    expect_sum (x);                          # default: rounds to double first
%!    assert (isa (gpu_axis_sum (x), "double"));
%!    y = int64 (2)^53 + int64 ([1; 1; 1]);
%!    expect_equal (gpu_axis_sum (y, "native"), 3 * int64 (2)^53 + 3, "int64 3*(2^53+1)");
%!    expect_equal (gpu_axis_sum ([y y], 1, "native"), (3 * int64 (2)^53 + 3) * [1 1], "int64 columns");
%!    expect_equal (gpu_axis_sum ([y y]', 2, "native"), (3 * int64 (2)^53 + 3) * [1; 1], "int64 rows");
%!    u = uint64 (2)^63 + uint64 ([7 9]);
%!    expect_equal (gpu_axis_sum (u, "native"), intmax ("uint64"), "uint64 saturates");
%!    expect_equal (gpu_axis_sum ([uint64(2)^63 + 7, uint64(9)], "native"), uint64 (2)^63 + 16, "uint64 exact");
%!    expect_equal (gpu_axis_sum ([intmax("int64") - 1, int64(1), int64(-1)], "native"), ...
%!                  intmax ("int64") - 1, "int64 near top, exact");
%!    expect_equal (gpu_axis_sum (int64 ([-3 -4]) + intmin ("int64") / 2, "native"), ...
%!                  intmin ("int64") + 0, "int64 bottom");
%!  unwind_protect_cleanup
%!    gpu_axis_backend ("auto");
%!  end_unwind_protect
%!endfunction

%!function check_complex (be)
%!  ## Complex sums per component; an all-zero imaginary result comes back real.
%!  warning ("off", "gpuaxis:no-gpu", "local");
%!  use_backend (be);
%!  unwind_protect
%!    expect_equal (gpu_axis_sum (complex ([1 2], [1 -1])), 3, "imaginary parts cancel");
%!    expect_equal (gpu_axis_sum (single (complex ([1 2], [1 -1]))), single (3), "single, imaginary parts cancel");
%!    expect_equal (gpu_axis_sum (single (complex ([1 2], [1 -1])), "double"), 3, "single, double mode");
%!    expect_equal (gpu_axis_sum (complex ([1 2], [0 0])), 3, "complex with zero imaginary parts");
%!    expect_equal (gpu_axis_sum ([1+1i 2; 3-1i 4]), [4 6], "every column real");
%!    expect_equal (gpu_axis_sum ([1+1i 2+1i; 3-1i 4]), [4, 6+1i], "one column complex");
%!    expect_equal (gpu_axis_sum ([1+1i 2+1i; 3-1i 4], 2), [3+2i; 7-1i], "dim 2");
%!    expect_equal (gpu_axis_sum ([1+2i 3-4i], "native"), 4-2i, "native");
%!    expect_equal (gpu_axis_sum (single ([1+2i 3-4i]), "double"), 4-2i, "single, double mode");
%!    expect_equal (gpu_axis_sum (single ([1+2i 3-4i])), single (4-2i), "single");
%!    expect_equal (gpu_axis_sum ([1+1i 2-1i], 3), [1+1i 2-1i], "dim 3 keeps complex");
%!    r = gpu_axis_sum ([1e16+1i, 1, -1e16], "extra");
%!    assert (iscomplex (r) && abs (real (r) - 1) <= 4 * eps && imag (r) == 1, ...
%!            "extra on complex: got %s", num2str (r));
%!    expect_equal (gpu_axis_sum ([complex(0, NaN), 1]), complex (1, NaN), "NaN imaginary");
%!    expect_equal (gpu_axis_sum ([Inf+1i, 1-1i]), Inf, "Inf real, imaginary cancels");
%!    z = reshape ((1:24) + 1i * (24:-1:1), 2, 3, 4);
%!    for d = {{}, {1}, {2}, {3}, {4}, {"all"}, {[1 3]}, {[2 3]}}
%!      for t = {{}, {"native"}, {"double"}, {"extra"}}
%!        expect_sum (z, d{1}{:}, t{1}{:});
%!        expect_sum (single (z), d{1}{:}, t{1}{:});
%!        expect_sum (complex (real (z), 0 * real (z)), d{1}{:}, t{1}{:});
%!      endfor
%!    endfor
%!  unwind_protect_cleanup
%!    gpu_axis_backend ("auto");
%!  end_unwind_protect
%!endfunction

%!function check_nonfinite (be)
%!  ## NaN, Inf and signed zeros follow IEEE; accumulation starts at +0.
%!  warning ("off", "gpuaxis:no-gpu", "local");
%!  use_backend (be);
%!  unwind_protect
%!    expect_equal (gpu_axis_sum ([NaN 1]), NaN, "[NaN 1]");
%!    expect_equal (gpu_axis_sum ([Inf 1]), Inf, "[Inf 1]");
%!    expect_equal (gpu_axis_sum ([-Inf 1]), -Inf, "[-Inf 1]");
%!    expect_equal (gpu_axis_sum ([Inf -Inf]), NaN, "[Inf -Inf]");
%!    expect_equal (gpu_axis_sum ([Inf Inf]), Inf, "[Inf Inf]");
%!    expect_equal (gpu_axis_sum ([Inf NaN]), NaN, "[Inf NaN]");
%!    expect_equal (gpu_axis_sum (single ([Inf -Inf])), single (NaN), "single [Inf -Inf]");
%!    expect_equal (gpu_axis_sum (single ([-Inf 2])), single (-Inf), "single [-Inf 2]");
%!    expect_equal (gpu_axis_sum (single ([Inf 2]), "double"), Inf, "single [Inf 2], double");
%!    expect_equal (gpu_axis_sum ([realmax realmax]), Inf, "overflow");
%!    expect_equal (gpu_axis_sum (single ([3e38 3e38])), single (Inf), "single overflow");
%!    expect_equal (gpu_axis_sum ([1 NaN; 2 3]), [3 NaN], "NaN in one column");
%!    expect_equal (gpu_axis_sum ([1 Inf; 2 -Inf], 2), [Inf; -Inf], "Inf per row");
%!    ## "extra" is IEEE for infinities (deliberate difference from Octave 7.3)
%!    expect_equal (gpu_axis_sum ([Inf 1], "extra"), Inf, "[Inf 1] extra");
%!    expect_equal (gpu_axis_sum ([-Inf 1 2], "extra"), -Inf, "[-Inf 1 2] extra");
%!    expect_equal (gpu_axis_sum ([Inf -Inf], "extra"), NaN, "[Inf -Inf] extra");
%!    expect_equal (gpu_axis_sum ([NaN 1], "extra"), NaN, "[NaN 1] extra");
%!    expect_equal (gpu_axis_sum ([1 Inf; 2 3], "extra"), [3 Inf], "Inf in one column, extra");
%!    expect_equal (gpu_axis_sum (single ([Inf 1]), "extra"), Inf, "single [Inf 1] extra");
%!    expect_equal (gpu_axis_sum ([Inf+1i 1], "extra"), Inf+1i, "complex [Inf+1i 1] extra");
%!    ## "extra" is compensated
%!    r = gpu_axis_sum ([1e16 1 -1e16], "extra");
%!    assert (abs (r - 1) <= 4 * eps, "[1e16 1 -1e16] extra: got %.17g, want 1", r);
%!    r = gpu_axis_sum ([1; 1e100; 1; -1e100], 1, "extra");
%!    assert (abs (r - 2) <= 8 * eps, "[1 1e100 1 -1e100] extra: got %.17g, want 2", r);
%!    ## signed zeros: accumulation starts at +0
%!    for c = {"double", "single"}
%!      for t = {{}, {"native"}, {"double"}, {"extra"}}
%!        x = -zeros (3, 4, c{1});
%!        for d = {{}, {1}, {2}, {3}, {"all"}}
%!          what = __gpu_axis_check__ ("describe", x, [d{1}, t{1}]);
%!          r = gpu_axis_sum (x, d{1}{:}, t{1}{:});
%!          assert (all (r(:) == 0), what);
%!          expect_pos_zero (r, what);
%!        endfor
%!      endfor
%!    endfor
%!    r = gpu_axis_sum (-0);
%!    expect_pos_zero (r, "sum (-0)");
%!    r = gpu_axis_sum (complex (-0, -0), 2);
%!    expect_pos_zero (r, "sum (complex (-0, -0), 2)");
%!    ## every dim, every mode, with NaN/Inf sprinkled in
%!    x = reshape (1:60, 3, 4, 5) / 7;
%!    x(2, 3, 1) = NaN;
%!    x(1, 1, 2) = Inf;
%!    x(3, 2, 3) = -Inf;
%!    x(1, 2, 4) = Inf;
%!    x(1, 2, 5) = -Inf;
%!    x(3, 4, :) = -0;
%!    for d = {{}, {1}, {2}, {3}, {4}, {"all"}, {[1 2]}, {[2 3]}, {[1 3]}}
%!      for t = {{}, {"native"}, {"double"}, {"extra"}}
%!        expect_sum (x, d{1}{:}, t{1}{:});
%!        expect_sum (single (x), d{1}{:}, t{1}{:});
%!        expect_sum (complex (x, fliplr (x)), d{1}{:}, t{1}{:});
%!      endfor
%!    endfor
%!  unwind_protect_cleanup
%!    gpu_axis_backend ("auto");
%!  end_unwind_protect
%!endfunction

%!function check_ranges (be)
%!  ## Ranges are summed like the matrices they stand for.
%!  warning ("off", "gpuaxis:no-gpu", "local");
%!  use_backend (be);
%!  unwind_protect
%!    expect_equal (gpu_axis_sum (1:10), 55, "1:10");
%!    expect_equal (gpu_axis_sum ((1:10)'), 55, "(1:10)'");
%!    expect_equal (gpu_axis_sum (10:-1:1), 55, "10:-1:1");
%!    expect_equal (gpu_axis_sum (1:10, 1), 1:10, "1:10, dim 1");
%!    expect_equal (gpu_axis_sum (1:10, 2), 55, "1:10, dim 2");
%!    expect_equal (gpu_axis_sum (1:10, 3), 1:10, "1:10, dim 3");
%!    expect_equal (gpu_axis_sum (1:10, "native"), 55, "1:10, native");
%!    expect_equal (gpu_axis_sum (1:10, "all"), 55, "1:10, all");
%!    expect_equal (gpu_axis_sum (-5:5), 0, "-5:5");
%!    expect_equal (gpu_axis_sum (1:100000), 5000050000, "1:100000");
%!    expect_equal (gpu_axis_sum (1:0), 0, "1:0");
%!    expect_equal (gpu_axis_sum (1:0, 1), zeros (1, 0), "1:0, dim 1");
%!    expect_sum (0:0.1:1);
%!    expect_sum (0:0.1:1, "extra");
%!    expect_sum (-1:0.25:1, 2, "double");
%!    expect_sum ((0:0.1:1)', 1);
%!    expect_sum (int8 (1):int8 (20), "native");
%!    expect_sum (single (0):single (0.5):single (100));
%!  unwind_protect_cleanup
%!    gpu_axis_backend ("auto");
%!  end_unwind_protect
%!endfunction

%!function check_nd (be)
%!  ## N-D arrays, every dimension, singleton dimensions anywhere.
%!  warning ("off", "gpuaxis:no-gpu", "local");
%!  use_backend (be);
%!  unwind_protect
%!    x = reshape (1:120, 2, 3, 4, 5);
%!    expect_equal (gpu_axis_sum (x, 3), sum (x, 3), "4-D dim 3 (integer-valued: exact)");
%!    expect_equal (size (gpu_axis_sum (x, 4)), [2 3 4], "4-D dim 4 drops trailing singleton");
%!    w = sin (reshape (1:360, 3, 4, 5, 6)) * 100;
%!    shapes = {[2 3 4 5], [3 1 4], [1 3 1 4], [1 1 3 2], [4 3 2 1 2], [3 4 5 6]};
%!    for s = shapes
%!      sz = s{1};
%!      v = reshape (w(1:prod (sz)), sz);
%!      for d = {{}, {1}, {2}, {3}, {4}, {5}}
%!        for t = {{}, {"native"}, {"double"}, {"extra"}}
%!          expect_sum (v, d{1}{:}, t{1}{:});
%!          expect_sum (single (v), d{1}{:}, t{1}{:});
%!          expect_sum (int16 (v * 300), d{1}{:}, t{1}{:});
%!          expect_sum (uint32 (abs (v)), d{1}{:}, t{1}{:});
%!          expect_sum (v > 0, d{1}{:}, t{1}{:});
%!        endfor
%!      endfor
%!    endfor
%!  unwind_protect_cleanup
%!    gpu_axis_backend ("auto");
%!  end_unwind_protect
%!endfunction

%!function check_sparse (be)
%!  ## Sparse input: sparse result of the same class, as sum gives.
%!  warning ("off", "gpuaxis:no-gpu", "local");
%!  ws = warning ();                   # sum warns (no id) for sparse "extra"
%!  warning ("off", "all");
%!  use_backend (be);
%!  unwind_protect
%!    S = sparse ([1 0 2; 0 0 3; 4 5 0]);
%!    r = gpu_axis_sum (S);
%!    assert (issparse (r), "sum of sparse is sparse");
%!    expect_equal (r, sparse ([5 5 5]), "sparse default");
%!    expect_equal (gpu_axis_sum (S, 2), sparse ([3; 3; 9]), "sparse dim 2");
%!    cases = {S, sparse([1+1i 0; 0 2-1i; 3 0]), sparse([true false; true true]), ...
%!             sparse(0, 3), sparse(3, 0), sparse([0 0; 0 0]), sparse([1+1i; 1-1i])};
%!    for k = 1:numel (cases)
%!      for d = {{}, {1}, {2}}
%!        for t = {{}, {"native"}, {"double"}, {"extra"}}
%!          got = expect_sum (cases{k}, d{1}{:}, t{1}{:});
%!          assert (issparse (got), "sparse in, sparse out");
%!        endfor
%!      endfor
%!    endfor
%!    expect_equal (gpu_axis_sum (sparse ([true false; true true]), "native"), ...
%!                  sparse ([true true]), "sparse logical native");
%!    expect_equal (gpu_axis_sum (sparse ([true false; true true])), ...
%!                  sparse ([2 1]), "sparse logical");
%!  unwind_protect_cleanup
%!    warning (ws);
%!    gpu_axis_backend ("auto");
%!  end_unwind_protect
%!endfunction

%!function check_vecdim (be)
%!  ## DIM vectors (MATLAB vecdim): the sum over all the listed dims.
%!  warning ("off", "gpuaxis:no-gpu", "local");
%!  use_backend (be);
%!  unwind_protect
%!    x = reshape (1:24, 2, 3, 4);
%!    expect_equal (gpu_axis_sum (x, [1 2]), reshape ([21 57 93 129], 1, 1, 4), "[1 2]");
%!    expect_equal (gpu_axis_sum (x, [2 1]), reshape ([21 57 93 129], 1, 1, 4), "[2 1]");
%!    expect_equal (gpu_axis_sum (x, [1 3]), sum (sum (x, 1), 3), "[1 3]");
%!    expect_equal (gpu_axis_sum (x, [3 1]), sum (sum (x, 1), 3), "[3 1]");
%!    expect_equal (gpu_axis_sum (x, [2 3]), sum (sum (x, 2), 3), "[2 3]");
%!    expect_equal (gpu_axis_sum (x, [1 2 3]), 300, "[1 2 3]");
%!    expect_equal (gpu_axis_sum (x, [3 2 1]), 300, "[3 2 1]");
%!    expect_equal (gpu_axis_sum (x, [1 2 3 4]), 300, "[1 2 3 4]");
%!    expect_equal (gpu_axis_sum (x, [1 4]), sum (x, 1), "[1 4]");
%!    expect_equal (gpu_axis_sum (x, [2 7]), sum (x, 2), "[2 7]");
%!    expect_equal (gpu_axis_sum (x, [4 5]), x, "[4 5]: 0 + x");
%!    expect_equal (gpu_axis_sum (x, [1; 2]), reshape ([21 57 93 129], 1, 1, 4), "column [1; 2]");
%!    expect_equal (gpu_axis_sum (x, 2), sum (x, 2), "scalar DIM");
%!    expect_equal (gpu_axis_sum (int8 (x), [1 2]), reshape ([21 57 93 129], 1, 1, 4), "int8 [1 2] -> double");
%!    expect_equal (gpu_axis_sum (int8 (x), [1 2], "native"), int8 (reshape ([21 57 93 127], 1, 1, 4)), ...
%!                  "int8 [1 2] native saturates");
%!    expect_equal (gpu_axis_sum (x > 12, [1 3], "native"), true (1, 3), "logical [1 3] native");
%!    expect_equal (gpu_axis_sum (x > 12, [1 3]), [4 4 4], "logical [1 3]");
%!    ## integer "native" over adjacent dims: column-major order of the elements
%!    y = int8 (reshape ([100 100 -100 -100 100 -100 100 -100], 2, 2, 2));
%!    expect_equal (gpu_axis_sum (y, [1 2], "native"), int8 (reshape ([-73 0], 1, 1, 2)), ...
%!                  "int8 [1 2] native, order");
%!    expect_sum (y, [2 3], "native");
%!    expect_sum (y, [1 2 3], "native");
%!    z = int8 (reshape (repmat ([120 120 -120 -120 7], 1, 24), 4, 5, 6));
%!    for d = {[1 2], [2 3], [1 2 3], [3 2], [2 1]}
%!      expect_sum (z, d{1}, "native");
%!    endfor
%!    ## other classes and modes (values small: no saturation for [1 3])
%!    w = sin (reshape (1:120, 2, 3, 4, 5)) * 10;
%!    for d = {[1 2], [1 3], [2 4], [1 2 3 4], [4 1], [1 5], [3 6], [2 3 4]}
%!      for t = {{}, {"native"}, {"double"}, {"extra"}}
%!        expect_sum (w, d{1}, t{1}{:});
%!        expect_sum (single (w), d{1}, t{1}{:});
%!        expect_sum (int32 (w), d{1}, t{1}{:});
%!        expect_sum (uint8 (abs (w)), d{1}, t{1}{:});
%!        expect_sum (w > 0, d{1}, t{1}{:});
%!        expect_sum (char (65 + abs (w)), d{1}, t{1}{:});
%!        expect_sum (w + 1i * round (w), d{1}, t{1}{:});
%!      endfor
%!    endfor
%!  unwind_protect_cleanup
%!    gpu_axis_backend ("auto");
%!  end_unwind_protect
%!endfunction

%!function check_all (be)
%!  ## "all": sum (A(:)), a 1x1 result.
%!  warning ("off", "gpuaxis:no-gpu", "local");
%!  use_backend (be);
%!  unwind_protect
%!    expect_equal (gpu_axis_sum (reshape (1:24, 2, 3, 4), "all"), 300, "all of 2x3x4");
%!    expect_equal (gpu_axis_sum (magic (4), "all"), 136, "all of magic (4)");
%!    expect_equal (gpu_axis_sum (5, "all"), 5, "all of a scalar");
%!    expect_equal (gpu_axis_sum (int8 (5), "all"), 5, "all of int8 scalar is double");
%!    expect_equal (gpu_axis_sum (int8 (5), "all", "native"), int8 (5), "all of int8, native");
%!    expect_equal (gpu_axis_sum (int8 ([100 -100; 100 -100]), "all", "native"), int8 (-73), ...
%!                  "all native: column-major order");
%!    expect_equal (gpu_axis_sum (int8 ([100 -100; 100 -100]), "all"), 0, "all default");
%!    expect_equal (gpu_axis_sum ([true false; false false], "all", "native"), true, "all logical native");
%!    expect_equal (gpu_axis_sum ([true false; true false], "all"), 2, "all logical");
%!    expect_equal (gpu_axis_sum ("ab", "all"), 195, "all char");
%!    expect_equal (gpu_axis_sum ([1+1i 2; 3 4-1i], "all"), 10, "all complex, narrowed");
%!    expect_equal (gpu_axis_sum ([Inf 1; 2 3], "all", "extra"), Inf, "all extra Inf");
%!    expect_equal (gpu_axis_sum (zeros (0, 3), "all"), 0, "all of 0x3");
%!    expect_equal (gpu_axis_sum (single ([]), "all"), single (0), "all of single []");
%!    x = sin (reshape (1:210, 5, 6, 7)) * 1000;
%!    for t = {{}, {"native"}, {"double"}, {"extra"}}
%!      expect_sum (x, "all", t{1}{:});
%!      expect_sum (single (x), "all", t{1}{:});
%!      expect_sum (int16 (x * 30), "all", t{1}{:});
%!      expect_sum (int64 (x * 1e15), "all", t{1}{:});
%!      expect_sum (uint64 (abs (x) * 1e16), "all", t{1}{:});
%!      expect_sum (x > 0, "all", t{1}{:});
%!      expect_sum (char (65 + abs (x / 100)), "all", t{1}{:});
%!      expect_sum (x + 1i * x, "all", t{1}{:});
%!      expect_sum (1:1000, "all", t{1}{:});
%!    endfor
%!  unwind_protect_cleanup
%!    gpu_axis_backend ("auto");
%!  end_unwind_protect
%!endfunction

%!function check_large (be)
%!  ## Sizes that span many blocks/threads on a device, every layout.
%!  warning ("off", "gpuaxis:no-gpu", "local");
%!  use_backend (be);
%!  unwind_protect
%!    v = sin (1:(2^20 + 3)) * 1000;
%!    for t = {{}, {"double"}, {"extra"}}
%!      expect_sum (v, t{1}{:});
%!      expect_sum (v', t{1}{:});
%!      expect_sum (single (v), t{1}{:});
%!    endfor
%!    expect_equal (gpu_axis_sum (ones (1, 2^20, "single")), single (2^20), "single ones 2^20");
%!    expect_equal (gpu_axis_sum (ones (2^20, 1)), 2^20, "ones 2^20 x 1");
%!    M = reshape (v(1:1000*1000), 1000, 1000);
%!    expect_sum (M, 1);
%!    expect_sum (M, 2);
%!    expect_sum (M, "all", "extra");
%!    expect_sum (single (M), 2);
%!    C = reshape (v(1:64^3), 64, 64, 64);
%!    for d = 1:3
%!      expect_sum (C, d);
%!      expect_sum (int16 (C * 30), d, "native");
%!      expect_sum (single (C) + 1i, d);
%!    endfor
%!    T = reshape (v(1:3*200000), 3, 200000);
%!    expect_sum (T, 2);
%!    expect_sum (T', 1);
%!    ## saturation patterns over long vectors
%!    s = int8 (repmat ([127 127 -128 -128 5], 1, 200000));
%!    expect_sum (s, "native");
%!    expect_sum (reshape (s, 1000, 1000), 1, "native");
%!    expect_sum (reshape (s, 1000, 1000), 2, "native");
%!    expect_sum (reshape (s, 100, 100, 100), 2, "native");
%!    expect_sum (s, "all", "native");
%!    q = repmat ([intmax("int64"), intmin("int64"), int64(-7), intmax("int64")], 1, 100001);
%!    expect_sum (q, "native");
%!    expect_sum (q, "double");
%!    u = repmat (uint64 ([1 2 3]), 1, 300001);
%!    u(end) = intmax ("uint64") - 5;
%!    expect_sum (u, "native");
%!    expect_sum (u(1:end-1), "native");
%!    b = false (1, 2^20 + 1);
%!    expect_equal (gpu_axis_sum (b, "native"), false, "long all-false logical native");
%!    b(end) = true;
%!    expect_equal (gpu_axis_sum (b, "native"), true, "long logical native, true at the end");
%!    expect_equal (gpu_axis_sum (b), 1, "long logical");
%!  unwind_protect_cleanup
%!    gpu_axis_backend ("auto");
%!  end_unwind_protect
%!endfunction

%!function check_large_results (be)
%!  ## Results of 1 MiB and more are made by Octave's builtin zeros/false and
%!  ## filled in place (src/gateway/result_array.c); smaller ones by mxCreate*.  Both
%!  ## sides of that line, every result class, N-D results, and results
%!  ## that must not share storage with anything.
%!  warning ("off", "gpuaxis:no-gpu", "local");
%!  use_backend (be);
%!  unwind_protect
%!    n = 2^17;                      # 2^17 doubles = 1 MiB of result
%!    v = mod (1:(2 * (n + 1)), 97) - 40;
%!    for m = [n - 1, n, n + 1]
%!      A = reshape (v(1:2*m), 2, m);
%!      expect_sum (A, 1);                               # [1 m] double
%!      expect_sum (A', 2);                              # [m 1] double
%!      expect_sum (single (A), 1);
%!      expect_sum (single (A), 1, "double");
%!    endfor
%!    for c = {"single", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64"}
%!      m = 2^20 / sizeof (ones (1, c{1})) + 1;        # just over 1 MiB of result
%!      X = cast (reshape (mod (1:2*m, 97) * 3, 2, m), c{1});
%!      if (! strcmp (c{1}, "single"))
%!        X(1, 1:7:end) = intmax (c{1});              # saturates in "native"
%!      endif
%!      expect_sum (X, 1, "native");
%!      expect_sum (X', 2, "native");
%!      expect_sum (X(:, 1:end-2), 1, "native");      # just under
%!    endfor
%!    A = reshape (v(1:2*(n+1)), 2, n + 1);
%!    L = reshape (mod (1:2*(2^20 + 1), 3) == 0, 2, 2^20 + 1);
%!    expect_sum (L, 1, "native");                       # 1 MiB logical
%!    expect_sum (L, 1);
%!    Z = complex (A, 0 * A);                            # complex, all-real sum
%!    expect_sum (Z, 1);
%!    expect_sum (complex (A, A), 1);
%!    ## N-D results, reduced dims in the middle and at the end
%!    B = reshape (v(1:6*21846), 21846, 2, 3);
%!    B = repmat (B, 3, 1, 1);                           # [65538 2 3]
%!    expect_sum (B, 2);                                 # [65538 1 3]
%!    expect_sum (B, 3);                                 # [65538 2]
%!    expect_sum (B, [2 3]);
%!    ## Each call's result is its own array: changing one leaves the others.
%!    r1 = gpu_axis_sum (A, 1);
%!    r2 = gpu_axis_sum (A, 1);
%!    want = r1;
%!    r1(:) = -1;
%!    expect_equal (r2, want, "second large result after the first was changed");
%!    r3 = gpu_axis_sum (A, 1);
%!    expect_equal (r3, want, "third large result after the first was changed");
%!  unwind_protect_cleanup
%!    gpu_axis_backend ("auto");
%!  end_unwind_protect
%!endfunction

%!function check_shadowed_zeros (be)
%!  ## A user's zeros.m, false.m or __gpu_axis_uninit__.m on the path must
%!  ## not change results: large results are made by the package's
%!  ## __gpu_axis_uninit__, checked, else by builtin ("zeros", ...).
%!  warning ("off", "gpuaxis:no-gpu", "local");
%!  use_backend (be);
%!  d = tempname ();
%!  mkdir (d);
%!  unwind_protect
%!    for f = {"zeros", "false", "__gpu_axis_uninit__"}
%!      fid = fopen (fullfile (d, [f{1} ".m"]), "w");
%!      fprintf (fid, "function z = %s (varargin)\n  z = int8 (7);\nendfunction\n", f{1});
%!      fclose (fid);
%!    endfor
%!    addpath (d);
%!    A = reshape (mod (1:2*2^17, 13), 2, 2^17);
%!    expect_sum (A, 1);
%!    expect_sum (int16 (A), 1, "native");
%!    expect_sum (A > 5, 1, "native");
%!  unwind_protect_cleanup
%!    rmpath (d);
%!  end_unwind_protect
%!  ## and made uninitialised (the package's own __gpu_axis_uninit__ again)
%!  unwind_protect
%!    A = reshape (mod (1:2*2^17, 13), 2, 2^17);
%!    expect_sum (A, 1);
%!    expect_sum (single (A), 1, "double");
%!    expect_sum (uint8 (A), 1, "native");
%!    expect_sum (A > 5, 1, "native");
%!    [m, i] = gpu_axis_max (A, [], 1);
%!    [m2, i2] = max (A, [], 1);
%!    assert (isequal (m, m2) && isequal (i, i2));
%!    assert (isequal (gpu_axis_any (A > 11, 1), any (A > 11, 1)));
%!  unwind_protect_cleanup
%!    confirm_recursive_rmdir (false, "local");
%!    rmdir (d, "s");
%!    gpu_axis_backend ("auto");
%!  end_unwind_protect
%!endfunction

%!function check_backend_api (be)
%!  ## gpu_axis_backend and gpu_axis_info report the backend in effect.
%!  warning ("off", "gpuaxis:no-gpu", "local");
%!  use_backend (be);
%!  unwind_protect
%!    assert (strcmp (gpu_axis_backend (), be));
%!    info = gpu_axis_info ();
%!    assert (isstruct (info) && isscalar (info));
%!    for f = {"backend", "built_with_cuda", "device_name", "compute_capability", ...
%!             "total_memory", "free_memory", "driver_version", "runtime_version"}
%!      assert (isfield (info, f{1}), "gpu_axis_info: no field %s", f{1});
%!    endfor
%!    assert (ischar (info.backend) && strcmp (info.backend, be), ...
%!            "gpu_axis_info().backend is '%s', want '%s'", info.backend, be);
%!    ok = __gpu_axis_cuda_ok__ ();
%!    assert (isscalar (ok) && (islogical (ok) || isnumeric (ok)));
%!    if (ok)
%!      assert (logical (info.built_with_cuda));
%!    endif
%!    if (strcmp (be, "cuda"))
%!      assert (ok);
%!      assert (ischar (info.device_name) && ! isempty (info.device_name));
%!      assert (info.total_memory > 0);
%!      assert (info.free_memory <= info.total_memory);
%!    endif
%!    expect_equal (gpu_axis_sum ([1 2 3]), 6, "a sum after gpu_axis_info");
%!  unwind_protect_cleanup
%!    gpu_axis_backend ("auto");
%!  end_unwind_protect
%!endfunction

## ---------------------------------------------------------------------
## The tests: every check on "cpu", and on "cuda" when a device is usable.
## ---------------------------------------------------------------------

%!test check_seed ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_seed ("cuda");

%!test check_default_dim ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_default_dim ("cuda");

%!test check_dim_beyond ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_dim_beyond ("cuda");

%!test check_empties ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_empties ("cuda");

%!test check_classes ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_classes ("cuda");

%!test check_saturation ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_saturation ("cuda");

%!test check_int64_exact ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_int64_exact ("cuda");

%!test check_complex ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_complex ("cuda");

%!test check_nonfinite ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_nonfinite ("cuda");

%!test check_ranges ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_ranges ("cuda");

%!test check_nd ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_nd ("cuda");

%!test check_sparse ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_sparse ("cuda");

%!test check_vecdim ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_vecdim ("cuda");

%!test check_all ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_all ("cuda");

%!test check_large ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_large ("cuda");

%!test check_large_results ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_large_results ("cuda");

%!test check_shadowed_zeros ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_shadowed_zeros ("cuda");

%!test check_backend_api ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_backend_api ("cuda");

## Under "auto", the backend in effect is "cuda" exactly when a device is usable.
%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! gpu_axis_backend ("auto");
%! b = gpu_axis_backend ();
%! assert (any (strcmp (b, {"cuda", "cpu"})));
%! if (__gpu_axis_cuda_ok__ ())
%!   assert (b, "cuda");
%! else
%!   assert (b, "cpu");
%! endif
%! assert (gpu_axis_sum ([1 2; 3 4]), [4 6]);
