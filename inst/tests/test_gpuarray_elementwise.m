## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## test_gpuarray_elementwise.m: the elementwise operations of gpuArray
## (+ - .* ./ .\ .^, comparisons, & | xor, max/min (A, B), scalar * and /,
## the unary functions) against Octave's own result on the host arrays.
##
## Run with:  test ("inst/tests/test_gpuarray_elementwise.m")  (package on
## the path).
##
## Every check runs with the "cpu" backend (data in host memory, the CPU
## engine: what CI tests without a GPU) and again with "cuda" when a device
## is usable (%!testif ; __gpu_axis_cuda_ok__ ()).  The oracle is Octave's
## op on the gathered operands: the class, the size and the complexity
## exactly; the values exactly where the arithmetic is exact (integers,
## logical, comparisons, + - .* ./ of reals, max/min, rounding) and on the
## CPU backend for everything but complex single (computed in double and
## rounded there); on the GPU the transcendental functions (CUDA's, within
## their documented ulps) and complex arithmetic within a few ulps.  Where
## Octave refuses the classes (int8 + int16, an integer with a complex,
## ...) or the sizes, the gpuArray call must fail with a gpuaxis:
## identifier; NaN to logical likewise.

%!function x = sample (c, k)
%!  ## 3x4 array of class c; k (1 or 2) picks one of two arrangements
%!  d = [-3.5 -1 -0 0 0.5 1 2 2.5 7 NaN Inf -Inf];
%!  switch (c)
%!    case {"double", "single"}
%!      x = cast (d, c);
%!    case "int64"
%!      x = [intmin("int64"), -int64(9007199254740993), -3, -1, 0, 1, 2, 3, 7, ...
%!           int64(9007199254740993), int64(2)^62, intmax("int64")];
%!    case "uint64"
%!      x = [uint64(0), 1, 2, 3, 7, 100, uint64(9007199254740993), uint64(2)^63, ...
%!           0, 5, intmax("uint64") - 1, intmax("uint64")];
%!    case "logical"
%!      x = logical ([1 0 1 1 0 0 1 0 1 1 0 1]);
%!    case "char"
%!      x = "abcAB0 xyz!~";
%!    case "cdouble"
%!      x = complex (d, [1 -2 0 -0 3 NaN 0.5 -1 2 0 1 -Inf]);
%!    case "csingle"
%!      x = single (complex (d, [1 -2 0 -0 3 NaN 0.5 -1 2 0 1 -Inf]));
%!    otherwise
%!      x = cast ([-128 -7 -2 -1 0 1 2 3 7 100 127 200], c);
%!  endswitch
%!  if (k == 2)
%!    x = x([7 12 1 5 9 3 11 2 4 10 6 8]);
%!  endif
%!  x = reshape (x, 3, 4);
%!endfunction

%!function c = all_classes ()
%!  c = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", ...
%!       "uint32", "int64", "uint64", "logical", "char", "cdouble", "csingle"};
%!endfunction

%!function g = on_gpu (x)
%!  ## char cannot be a gpuArray: it stays an Octave array
%!  if (ischar (x))
%!    g = x;
%!  else
%!    g = gpuArray (x);
%!  endif
%!endfunction

%!function t = tolerance (be, name, want)
%!  ## 0: exact
%!  t = 0;
%!  exact = {"plus", "minus", "times", "rdivide", "ldivide", "max", "min", ...
%!           "uminus", "uplus", "floor", "ceil", "round", "fix", "real", ...
%!           "imag", "conj", "abs", "sign", "mtimes", "mrdivide"};
%!  if (! isfloat (want) || islogical (want))
%!    return;
%!  endif
%!  if (iscomplex (want) && isa (want, "single")
%!      && any (strcmp (name, {"times", "rdivide", "ldivide"})))
%!    return;                  # __mulsc3 and __divsc3 on both backends
%!  endif
%!  if (iscomplex (want) && isa (want, "single") && strcmp (name, "power"))
%!    t = -1e-4;             # float log's error times exponents up to 126
%!    return;
%!  endif
%!  if (strcmp (be, "cpu"))
%!    if (iscomplex (want) && isa (want, "single"))
%!      t = -32 * eps ("single");      # < 0: finite parts only (see near)
%!    endif
%!    return;
%!  endif
%!  if (iscomplex (want) || ! any (strcmp (name, exact)))
%!    t = 8 * eps (class (want));
%!  endif
%!  if (iscomplex (want) && strcmp (name, "power"))
%!    ## exp (y * log (x)): CUDA's log, exp, sin and cos are 1-2 ulps off
%!    ## glibc's, and the angle's error grows with |y * arg (x)| (up to 16
%!    ## in these samples); the first CUDA run saw 9 ulps
%!    t = 32 * eps (class (want));
%!  endif
%!  if (iscomplex (want) && isa (want, "single"))
%!    t = -64 * eps ("single");
%!  endif
%!endfunction

%!function check_one (be, name, f, args, gpu)
%!  ## f (args{:}) with the operands gpu(k) made gpuArrays, against f on the
%!  ## host operands
%!  try
%!    want = f (args{:});
%!    werr = "";
%!  catch e
%!    werr = e.message;
%!  end_try_catch
%!  g = args;
%!  for k = find (gpu)
%!    g{k} = on_gpu (args{k});
%!  endfor
%!  if (! any (cellfun (@(v) isa (v, "gpuArray"), g)))
%!    return;                          # char only: nothing of ours runs
%!  endif
%!  try
%!    got = f (g{:});
%!    gerr = "";
%!  catch e
%!    gerr = e.message;
%!    if (! strncmp (e.identifier, "gpuaxis:", 8))
%!      mismatch_ ("%s: error without a gpuaxis: id: %s (%s)",
%!             describe (name, args, gpu), e.message, e.identifier);
%!    endif
%!  end_try_catch
%!  if (! isempty (werr) || ! isempty (gerr))
%!    if (isempty (werr) || isempty (gerr))
%!      mismatch_ ("%s: Octave says \"%s\", gpuArray \"%s\"",
%!             describe (name, args, gpu), werr, gerr);
%!    endif
%!    return;
%!  endif
%!  if (! isa (got, "gpuArray"))
%!    mismatch_ ("%s: result is a %s", describe (name, args, gpu),
%!           class (got));
%!    return;
%!  endif
%!  got = gather (got);
%!  if (! strcmp (class (got), class (want)) || ! isequal (size (got), size (want))
%!      || iscomplex (got) != iscomplex (want))
%!    mismatch_ ("%s: got %s %s%s, want %s %s%s",
%!           describe (name, args, gpu),
%!           class (got), mat2str (size (got)), ifelse_c (iscomplex (got)),
%!           class (want), mat2str (size (want)), ifelse_c (iscomplex (want)));
%!    return;
%!  endif
%!  t = tolerance (be, name, want);
%!  if (t == 0)
%!    ok = isequaln (got, want);
%!    if (ok && isfloat (want) && ! isempty (want))  # -0 and 0 told apart
%!      ok = isequal (signbit (real (got(! isnan (got)))),
%!                    signbit (real (want(! isnan (want)))));
%!    endif
%!  else
%!    ok = near (got, want, t);
%!  endif
%!  if (! ok)
%!    mismatch_ ("%s:\ngot  %s\nwant %s", describe (name, args, gpu),
%!           mat2str (double (got), 17), mat2str (double (want), 17));
%!  endif
%!endfunction

%!function mismatch_ (varargin)
%!  ## a wrong result: an error, or with GPUAXIS_TEST_KEEP_GOING set (a
%!  ## diagnosis run on the GPU host, never make check) a MISMATCH line, so
%!  ## that one run lists every wrong case
%!  msg = sprintf (varargin{:});
%!  if (isempty (getenv ("GPUAXIS_TEST_KEEP_GOING")))
%!    error ("gpuaxis:test-failed", "%s", msg);
%!  endif
%!  printf ("MISMATCH %s\n", strrep (msg, "\n", " | "));
%!endfunction

%!function what = describe (name, args, gpu)
%!  what = sprintf ("%s (%s) [%s]", name, strjoin (cellfun (@(v) [class(v) ...
%!                  mat2str(size (v))], args, "UniformOutput", false), ", "), ...
%!                  num2str (gpu));
%!endfunction

%!function s = ifelse_c (c)
%!  if (c)
%!    s = " complex";
%!  else
%!    s = "";
%!  endif
%!endfunction

%!function ok = near (got, want, t)
%!  ## within t of the larger of |want| and the array's largest finite
%!  ## |want|; t < 0: complex single computed in double and rounded, where
%!  ## Octave computes in single: an element with a part that is not
%!  ## finite in either result (0 .^ -3.5, Inf products) is not compared
%!  ok = true;
%!  if (t < 0)
%!    t = -t;
%!    keep = isfinite (got(:)) & isfinite (want(:));
%!    got = got(keep);
%!    want = want(keep);
%!  endif
%!  w = double (want(:));
%!  scale = max ([abs(w(isfinite (w))); 1e-300]);
%!  for part = {@real, @imag}
%!    a = double (part{1} (got(:)));
%!    b = double (part{1} (want(:)));
%!    same = (isnan (a) & isnan (b)) | (a == b);
%!    m = abs (double (want(:)));
%!    d = abs (a - b) <= t * max (m, 1e-300) | abs (a - b) <= t * scale;
%!    ok = ok && all (same | (d & isfinite (a) & isfinite (b)));
%!  endfor
%!endfunction

%!function check_binary_classes (be)
%!  ## every op, every class pair; array with array, with a scalar on
%!  ## either side, with a row
%!  ops = {"plus", @plus; "minus", @minus; "times", @times; "rdivide", @rdivide;
%!         "ldivide", @ldivide; "power", @power; "lt", @lt; "le", @le;
%!         "gt", @gt; "ge", @ge; "eq", @eq; "ne", @ne; "and", @and;
%!         "or", @or; "xor", @xor; "max", @max; "min", @min;
%!         "mtimes", @mtimes; "mrdivide", @mrdivide};
%!  cls = all_classes ();
%!  for i = 1:numel (cls)
%!    x = sample (cls{i}, 1);
%!    for j = 1:numel (cls)
%!      y = sample (cls{j}, 2);
%!      forms = {{x, y}, {x, y(2, 3)}, {y(1, 2), x}, {x, y(3, :)}};
%!      places = {{[1 0], [0 1], [1 1]}, {[1 0], [1 1]}, {[1 0], [0 1]}, {[1 0]}};
%!      for f = 1:numel (forms)
%!        for o = 1:rows (ops)
%!          if (any (strcmp (ops{o,1}, {"mtimes", "mrdivide"})) && (f == 1 || f == 4))
%!            continue;                # matrix forms: refused (see below)
%!          endif
%!          for gpu = places{f}
%!            check_one (be, ops{o,1}, ops{o,2}, forms{f}, gpu{1});
%!          endfor
%!        endfor
%!      endfor
%!    endfor
%!  endfor
%!endfunction

%!function check_unary (be)
%!  ops = {"uminus", "uplus", "not", "abs", "sqrt", "exp", "log", "log2", ...
%!         "log10", "sin", "cos", "floor", "ceil", "round", "fix", "sign", ...
%!         "real", "imag", "conj", "isnan", "isinf", "isfinite"};
%!  cls = all_classes ();
%!  for i = 1:numel (cls)
%!    if (strcmp (cls{i}, "char"))
%!      continue;
%!    endif
%!    for k = 1:2
%!      x = sample (cls{i}, k);
%!      for o = 1:numel (ops)
%!        f = str2func (ops{o});
%!        check_one (be, ops{o}, f, {x}, 1);
%!        check_one (be, ops{o}, f, {x(2, 3)}, 1);
%!        check_one (be, ops{o}, f, {x(:, [])}, 1);
%!      endfor
%!    endfor
%!  endfor
%!  ## real inputs that need no complex result stay real
%!  for o = {"sqrt", "log", "log2", "log10"}
%!    f = str2func (o{1});
%!    check_one (be, o{1}, f, {[0 1 4 Inf NaN]}, 1);
%!    check_one (be, o{1}, f, {single([0 1 4 Inf NaN])}, 1);
%!    check_one (be, o{1}, f, {[-0 2]}, 1);
%!    check_one (be, o{1}, f, {int8([-4 4])}, 1);
%!  endfor
%!  G = gpuArray ([4 -9]);
%!  assert (! isreal (sqrt (G)) && isreal (sqrt (abs (G))));
%!endfunction

%!function check_shapes (be)
%!  ## broadcasting in any dimension, N-D, empties, trailing singletons
%!  shapes = {{[3 4], [3 4]}, {[3 4], [1 4]}, {[3 4], [3 1]}, {[3 1], [1 4]}, ...
%!            {[1 4], [3 1]}, {[2 3 4], [2 3]}, {[2 3 4], [1 1 4]}, {[2 1 4], [1 3]}, ...
%!            {[2 3 1 5], [1 3 2]}, {[1 1 1 3], [2 1]}, {[0 3], [0 3]}, {[0 3], [1 3]}, ...
%!            {[0 3], [1 1]}, {[3 0], [3 1]}, {[1 0], [0 1]}, {[2 0 3], [2 1 3]}, ...
%!            {[3 4], [4 3]}, {[2 3], [2 3 2]}, {[3 1 2], [3 4 2]}, {[1 1], [5 1 1 2]}, ...
%!            {[5 4 3 2], [5 1 3 1]}, {[2 2 2 2 2 2], [2 1 2 1 2 1]}};
%!  for s = 1:numel (shapes)
%!    [sa, sb] = shapes{s}{:};
%!    a = reshape (mod ((1:prod (sa)) * 7, 11) - 5, [sa 1]);
%!    b = reshape (mod ((1:prod (sb)) * 5, 13) - 6, [sb 1]);
%!    for o = {@plus, @times, @rdivide, @power, @lt, @eq, @and, @max}
%!      name = func2str (o{1});
%!      for gpu = {[1 0], [0 1], [1 1]}
%!        check_one (be, name, o{1}, {a, b}, gpu{1});
%!        check_one (be, name, o{1}, {single(a), int16(b)}, gpu{1});
%!        check_one (be, name, o{1}, {complex(a, 1), b}, gpu{1});
%!      endfor
%!    endfor
%!  endfor
%!endfunction

%!function check_broadcast_paths (be)
%!  ## the CUDA broadcasting fast path (k_bcast: double or single, an M x N
%!  ## array with a 1 x N row or an M x 1 column, either side) and its
%!  ## neighbours on the generic path, against Octave bit for bit: sizes
%!  ## past one grid step (2112 blocks x 256 threads x 2 doubles or 4
%!  ## singles on the H200) with odd M (vectors across columns) and a tail
%!  ## under one vector; N-D operands that collapse to M x N
%!  exact = {@plus, @minus, @times, @rdivide, @max, @min, @lt, @le, @gt, ...
%!           @ge, @eq, @ne, @and, @or, @xor, @power};
%!  big = {"double", [1031 2099]; "single", [1033 3001]};
%!  for c = {"double", "single"}
%!    sizes = {[5 7], [2 3], [7 1 3]};
%!    if (strcmp (be, "cuda") || strcmp (c{1}, "double"))
%!      sizes{end+1} = big{strcmp (big(:,1), c{1}), 2};
%!    endif
%!    for s = 1:numel (sizes)
%!      sz = sizes{s};
%!      places = {[1 0], [0 1], [1 1]};
%!      if (prod (sz) > 1e6)
%!        places = {[1 1]};            # the same kernels; time
%!      endif
%!      a = cast (reshape (mod ((1:prod (sz)) * 7, 23) - 11.5, sz), c{1});
%!      a(1:97:end) = -0;
%!      a(5:101:end) = Inf;
%!      a(3:89:end) = NaN;
%!      row = cast (mod ((1:prod (sz(2:end))) * 5, 13) - 6, c{1});
%!      row = reshape (row, [1 sz(2:end)]);
%!      row(1:3:end) = 0.5;
%!      col = cast (mod ((1:sz(1))' * 3, 7) - 3.25, c{1});
%!      col(end) = -0;
%!      for o = 1:numel (exact)
%!        f = exact{o};
%!        x = a;
%!        if (any (strcmp (func2str (f), {"and", "or", "xor"})))
%!          x(isnan (x)) = 2;          # NaN to logical: an error (tested elsewhere)
%!        endif
%!        for b = {row, col}
%!          for gpu = places
%!            check_one (be, func2str (f), f, {x, b{1}}, gpu{1});
%!            check_one (be, func2str (f), f, {b{1}, x}, gpu{1});
%!          endfor
%!        endfor
%!        ## an outer product (generic path) and a scalar (k_fast)
%!        check_one (be, func2str (f), f, {col, row(1, :)}, [1 1]);
%!        check_one (be, func2str (f), f, {x, x(2)}, [1 1]);
%!        check_one (be, func2str (f), f, {x(2), x}, [1 1]);
%!      endfor
%!    endfor
%!  endfor
%!  ## the broadcast shapes with every class (the generic path for all but
%!  ## double and single): saturation, rounding, complex, empties
%!  forms = {{[3 4], [1 4]}, {[1 4], [3 4]}, {[3 4], [3 1]}, {[3 1], [3 4]}, ...
%!           {[3 4], [1 1]}, {[1 1], [3 4]}, {[0 4], [1 4]}, {[3 0], [3 1]}, ...
%!           {[1 0], [3 0]}, {[0 3], [1 1]}};
%!  for c = all_classes ()
%!    for s = 1:numel (forms)
%!      [sa, sb] = forms{s}{:};
%!      x = sample (c{1}, 1);
%!      y = sample (c{1}, 2);
%!      x = x(1:sa(1), 1:sa(2));
%!      y = y(1:sb(1), 1:sb(2));
%!      for o = {@plus, @rdivide, @max, @lt}
%!        for gpu = {[1 0], [0 1], [1 1]}
%!          check_one (be, func2str (o{1}), o{1}, {x, y}, gpu{1});
%!        endfor
%!        if (! any (strcmp (c{1}, {"char", "logical"})))
%!          check_one (be, func2str (o{1}), o{1}, {x, double(y) * 37}, [1 0]);
%!        endif
%!      endfor
%!    endfor
%!  endfor
%!endfunction

%!function check_integers (be)
%!  ## saturation, rounding of division, x/0, powers, 64-bit exactness
%!  big = int64 (9007199254740993);
%!  cases = {
%!    @plus, int8(100), int8(100); @minus, int8(-100), 100; @times, int8(100), 2.5;
%!    @rdivide, int8(7), int8(2); @rdivide, int8(-7), int8(2); @rdivide, int8(5), int8(-2);
%!    @rdivide, int8([5 -5 0]), 0; @rdivide, uint8([5 0]), uint8(0); @rdivide, int8(-128), -1;
%!    @rdivide, int32(7), 2; @rdivide, 7, int32(2); @ldivide, int16(2), int16(7);
%!    @power, int8(2), int8(7); @power, int8(-2), 7; @power, int8(-3), 5; @power, int8(2), -1;
%!    @power, int16(7), int16(-1); @power, int16(-1), int16(-3); @power, int8(-8), 0.5;
%!    @power, int32(7), 2.5; @power, 2, int8(3); @power, 2.5, int8(2); @power, int64(3), 39;
%!    @power, int64(3), int64(39); @power, uint64(3), 40; @power, int64(-2), 63;
%!    @plus, big, 1; @minus, big, 2.5; @plus, big, 0.5; @times, big, 3; @times, big, 1.5;
%!    @rdivide, big, 3; @rdivide, big, int64(2); @power, big, 2; @minus, int64(5), 2.5;
%!    @plus, int64(5), 2.5; @plus, big, big; @plus, int64(3), NaN; @times, int64(3), NaN;
%!    @minus, 2.5, int64(5); @minus, 1e19, int64(5); @minus, -1e19, intmin("int64");
%!    @minus, intmax("uint64"), 1; @minus, intmax("uint64"), 1.0; @rdivide, intmax("uint64"), 3;
%!    @times, intmax("uint64"), 0.5; @minus, uint64(10), 2.5; @rdivide, uint64(3), uint64(2);
%!    @plus, intmax("uint64"), -1; @minus, 3e19, uint64(5); @rdivide, 7, int64(2);
%!    @eq, big, 9007199254740992; @gt, big, 9007199254740992; @lt, big, 9007199254740994;
%!    @eq, intmax("int64"), 2^63; @lt, intmax("int64"), 2^63; @gt, intmin("int64"), -2^63 - 1e5;
%!    @lt, int64(-1), uint64(0); @eq, intmax("uint64"), 2^64; @lt, uint64(2^63), int64(5);
%!    @lt, int8(-1), uint8(0); @gt, int64(9007199254740993), single(9007199254740992);
%!    @max, int8(-3), NaN; @max, int8(3), 3.4; @min, int8(3), 2.6; @max, int8(3), int16(300);
%!    @max, int64(5), uint64(3); @max, uint8(200), uint16(3);
%!    @times, uint8(200), single(1.7); @plus, int32(16777217), single(1);
%!    @plus, int8(1), int16(1); @and, int8(1), uint8(1); @plus, int8(1), 1i};
%!  for k = 1:rows (cases)
%!    for gpu = {[1 0], [0 1], [1 1]}
%!      check_one (be, func2str (cases{k,1}), cases{k,1}, cases(k,2:3), gpu{1});
%!    endfor
%!  endfor
%!  for f = {@uminus, @abs, @sign}
%!    for c = {"int8", "uint8", "int32", "int64", "uint64"}
%!      check_one (be, func2str (f{1}), f{1}, {[intmin(c{1}) -1 0 1 intmax(c{1})]}, 1);
%!    endfor
%!  endfor
%!endfunction

%!function check_specials (be)
%!  ## NaN, Inf, -0; max/min ties and NaN; value-dependent complex results
%!  v = [NaN -Inf -1 -0 0 1 Inf];
%!  [a, b] = meshgrid (v, v);
%!  for o = {@plus, @minus, @times, @rdivide, @power, @max, @min, @lt, @le, @eq, @ne}
%!    for gpu = {[1 0], [0 1], [1 1]}
%!      check_one (be, func2str (o{1}), o{1}, {a, b}, gpu{1});
%!      check_one (be, func2str (o{1}), o{1}, {single(a), b}, gpu{1});
%!    endfor
%!  endfor
%!  check_one (be, "power", @power, {[-8 8 -1 4], 1/3}, [1 0]);
%!  check_one (be, "power", @power, {[-8 8 -1 4], [2 0.5 3 -1]}, [1 1]);
%!  check_one (be, "power", @power, {[-8 8], 2}, [1 0]);
%!  check_one (be, "power", @power, {[1 2 3], -1}, [1 0]);
%!  check_one (be, "power", @power, {[0.1 0.3 7], 3}, [1 0]);
%!  check_one (be, "power", @power, {single([-8 8]), 0.5}, [1 0]);
%!  check_one (be, "power", @power, {2, [-1 0.5]}, [0 1]);
%!  check_one (be, "power", @power, {-2, [2 0.5]}, [0 1]);
%!  check_one (be, "power", @power, {complex([1 -2], [1 3]), 2}, [1 0]);
%!  check_one (be, "power", @power, {complex([1 -2], [1 3]), -1}, [1 0]);
%!  check_one (be, "power", @power, {complex([1 -2], [1 3]), [0.5 2]}, [1 1]);
%!  check_one (be, "power", @power, {[2 -3], complex(1, 2)}, [1 0]);
%!  check_one (be, "power", @power, {complex([1 -2], [1 3]), complex(0.5, 1)}, [1 1]);
%!  ## NaN to logical: an error, as in Octave
%!  for o = {@and, @or, @xor}
%!    check_one (be, func2str (o{1}), o{1}, {[1 NaN], 1}, [1 0]);
%!  endfor
%!  check_one (be, "not", @not, {[1 NaN]}, 1);
%!  __gpu_axis_assert_error__ (@() gpuArray ([0 NaN]) | true, "gpuaxis:nan-to-logical");
%!  ## class refusals carry a gpuaxis: id
%!  __gpu_axis_assert_error__ (@() gpuArray (int8 (1)) + int16 (1), "gpuaxis:class-mismatch");
%!  __gpu_axis_assert_error__ (@() max (gpuArray (int8 (1)), uint8 (1)), "gpuaxis:class-mismatch");
%!  __gpu_axis_assert_error__ (@() gpuArray ([1 2 3]) + [1 2], "gpuaxis:nonconformant");
%!  __gpu_axis_assert_error__ (@() gpuArray ([1 2 3]) + {1}, "gpuaxis:invalid-input");
%!  __gpu_axis_assert_error__ (@() gpuArray ([1 2 3]) + sparse ([1 2 3]), "gpuaxis:invalid-input");
%!endfunction

%!function check_not_supported (be)
%!  G = gpuArray (magic (3));
%!  H = gpuArray (ones (3));
%!  calls = {@() G ^ 2, @() 2 ^ G, ...
%!           @() expm (G), @() erf (G), @() lgamma (G), @() psi (G), ...
%!           @() signbit (G), @() resize (G, 2), ...
%!           @() interp1 (1:3, 1:3, G)};
%!  for k = 1:numel (calls)
%!    try
%!      calls{k} ();
%!      error ("gpuaxis:test-failed", "%s: no error", func2str (calls{k}));
%!    catch e
%!      assert (strncmp (e.identifier, "gpuaxis:", 8)
%!              && ! strcmp (e.identifier, "gpuaxis:test-failed"), "%s: %s (%s)",
%!              func2str (calls{k}), e.message, e.identifier);
%!    end_try_catch
%!  endfor
%!  ## scalar forms of the matrix operators are elementwise
%!  assert (gather (G * 2), magic (3) * 2);
%!  assert (gather (2 * G), 2 * magic (3));
%!  assert (gather (G / 4), magic (3) / 4);
%!  assert (gather (4 \ G), 4 \ magic (3));
%!  assert (gather (gpuArray (3) ^ 2), 9);
%!  assert (gather (gpuArray (2) * H), 2 * ones (3));
%!  for f = {@log2, @(g) max (g, 2)}
%!    try
%!      [a, b] = f{1} (G);
%!      error ("gpuaxis:test-failed", "two outputs: no error");
%!    catch e
%!      assert (strncmp (e.identifier, "gpuaxis:", 8), e.message);
%!    end_try_catch
%!  endfor
%!endfunction

%!function check_results (be)
%!  ## results are gpuArrays where the input is, chain, reduce, and are freed
%!  n = __gpu_array__ ("info").arrays;
%!  G = gpuArray (reshape (1:12, 3, 4));
%!  R = sum (G .^ 2, 1);
%!  assert (isa (R, "gpuArray"));
%!  assert (gather (R), sum (reshape (1:12, 3, 4) .^ 2, 1));
%!  assert (gather (R), gather (sumsq (G, 1)));
%!  S = -(G + 1) .* 2 - G ./ 4;
%!  assert (gather (S), -((reshape (1:12, 3, 4)) + 1) .* 2 - reshape (1:12, 3, 4) ./ 4);
%!  where = __gpu_array__ ("location", struct (G).m);
%!  assert (__gpu_array__ ("location", struct (S).m), where);
%!  L = G > 3;
%!  assert (__gpu_array__ ("location", struct (L).m), where);
%!  assert (gather (max (G, [], 2)), [10; 11; 12]);      # the reduction forms
%!  [m, i] = min (G, [], 1);
%!  assert (gather (i), ones (1, 4));
%!  assert (gather (max (G, 6)), max (reshape (1:12, 3, 4), 6));
%!  assert (gather (min (6, G)), min (6, reshape (1:12, 3, 4)));
%!  assert (gather (xor (G > 2, G < 8, G > 5)), xor (xor (reshape (1:12, 3, 4) > 2, ...
%!          reshape (1:12, 3, 4) < 8), reshape (1:12, 3, 4) > 5));
%!  for k = 1:100
%!    T = G .* k + 1;
%!  endfor
%!  clear G R S T L m i
%!  assert (__gpu_array__ ("info").arrays, n);
%!  info = __gpu_array__ ("info");
%!  if (strcmp (be, "cuda"))
%!    assert (info.host_bytes, 0);
%!  endif
%!endfunction

%!function check_out_of_memory (be)
%!  ## a result that does not fit: gpuaxis:out-of-memory, nothing lost
%!  setenv ("GPUAXIS_TEST_FAULTS", "1");
%!  n = __gpu_array__ ("info").arrays;
%!  G = gpuArray (ones (10));                 # 800 bytes
%!  __gpu_array__ ("cap", 1000);
%!  unwind_protect
%!    __gpu_axis_assert_error__ (@() G + 1, "gpuaxis:out-of-memory");
%!    __gpu_axis_assert_error__ (@() G + ones (10), "gpuaxis:out-of-memory");
%!    __gpu_axis_assert_error__ (@() sqrt (-G), "gpuaxis:out-of-memory");
%!    assert (__gpu_array__ ("info").arrays, n + 1);
%!    assert (gather (G(1) + 1), 2);          # fits
%!  unwind_protect_cleanup
%!    __gpu_array__ ("cap", 0);
%!  end_unwind_protect
%!  assert (gather (sum (G + 1, "all")), 200);
%!  if (strcmp (be, "cuda"))
%!    __gpu_array__ ("fault", "alloc");
%!    __gpu_axis_assert_error__ (@() G .* 3, "gpuaxis:out-of-memory");
%!    assert (gather (sum (G .* 3, "all")), 300);
%!  endif
%!  clear G
%!  assert (__gpu_array__ ("info").arrays, n);
%!endfunction

%!test __gpu_axis_run_on__ ("cpu", @() check_binary_classes ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_binary_classes ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_unary ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_unary ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_shapes ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_shapes ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_broadcast_paths ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_broadcast_paths ("cuda"));

%!function check_zero_ties (be)
%!  ## max/min of reals at 0 / -0 ties: Octave 7.3 gives B's element when A
%!  ## is a scalar or broadcast along its leading dimensions (liboctave's
%!  ## do_bsxfun_op), A's otherwise; elementwise_rules.c swaps the same way
%!  forms = {{[1 2], [2 2]}, {[2 1], [2 2]}, {[1 1 2], [1 2 2]}, ...
%!           {[1 2 1], [1 2 2]}, {[1 2], [2 1]}, {[2 1], [1 2]}, ...
%!           {[1 1], [2 2]}, {[2 2], [1 1]}, {[2 2], [2 2]}, {[2 2], [1 2]}, ...
%!           {[1 1], [1 1]}, {[1 3], [4 3 2]}, {[4 1 2], [4 3 2]}};
%!  for c = {"double", "single"}
%!    for s = 1:numel (forms)
%!      [sa, sb] = forms{s}{:};
%!      for v = {[0 -0], [-0 0]}
%!        x = zeros (sa, c{1});
%!        x(:) = v{1}(1);
%!        y = zeros (sb, c{1});
%!        y(:) = v{1}(2);
%!        for o = {@max, @min}
%!          for gpu = {[1 0], [0 1], [1 1]}
%!            check_one (be, func2str (o{1}), o{1}, {x, y}, gpu{1});
%!          endfor
%!        endfor
%!      endfor
%!    endfor
%!  endfor
%!endfunction

%!test __gpu_axis_run_on__ ("cpu", @() check_zero_ties ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_zero_ties ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_integers ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_integers ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_specials ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_specials ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_not_supported ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_not_supported ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_results ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_results ("cuda"));

%!function check_pending (be)
%!  ## sqrt, log, log2, log10 and .^ of real operands: on the device the
%!  ## check for a complex result is read where the result is next used
%!  ## (elementwise_pending.c); on the CPU at once.  Results as Octave's.
%!  n = __gpu_array__ ("info").arrays;
%!  x = [4 -9 16 -0.25];
%!  if (strcmp (be, "cuda"))
%!    assert (struct (sqrt (gpuArray (x))).m(3), 2);     # undecided
%!  endif
%!  G = gpuArray (x);
%!  R = sqrt (G);
%!  clear G                               # R holds the data it needs
%!  assert (! isreal (R));
%!  assert (gather (R), sqrt (x), 8 * eps);
%!  assert (existsOnGPU (R));
%!  S = log (gpuArray (x)) + 1;           # decided as an operand
%!  assert (gather (S), log (x) + 1, 8 * eps);
%!  assert (gather (sum (log2 (gpuArray (x)))), sum (log2 (x)), 16 * eps);
%!  assert (gather (reshape (log10 (gpuArray (x)), 2, 2)), reshape (log10 (x), 2, 2), 8 * eps);
%!  R = sqrt (gpuArray (x));
%!  assert (gather (R(2)), sqrt (x(2)), 8 * eps);
%!  R = gpuArray (abs (x)) .^ 0.5;
%!  assert (isreal (R));
%!  assert (gather (R), abs (x) .^ 0.5, 8 * eps);     # CUDA's pow: 1 ulp
%!  e = [0.5 2 0.5 2];
%!  assert (gather (gpuArray (x) .^ gpuArray (e)), x .^ e, 8 * eps);
%!  assert (gather (gpuArray (x) .^ e), x .^ e, 8 * eps);    # host operand
%!  assert (gather (gpuArray (x') .^ gpuArray (e)), x' .^ e, 8 * eps);  # broadcast
%!  assert (gather (single (-8) .^ gpuArray (single ([1 0.5]))), single (-8) .^ single ([1 0.5]), 8 * eps ("single"));
%!  out = evalc ("disp (sqrt (gpuArray ([-1 4])))");
%!  assert (! isempty (strfind (out, "complex")));
%!  out = evalc ("disp (sqrt (gpuArray ([1 4])))");
%!  assert (isempty (strfind (out, "complex")));
%!  ## many at once, decided by the wait, complex or not
%!  Rs = cell (1, 20);
%!  for k = 1:20
%!    xk = x;
%!    if (mod (k, 2))
%!      xk = abs (x);
%!    endif
%!    Rs{k} = sqrt (gpuArray (xk));
%!  endfor
%!  __gpu_array__ ("sync");
%!  for k = 1:20
%!    xk = x;
%!    if (mod (k, 2))
%!      xk = abs (x);
%!    endif
%!    assert (isreal (Rs{k}), mod (k, 2) == 1);
%!    assert (gather (Rs{k}), sqrt (xk), 8 * eps);
%!  endfor
%!  ## undecided ones dropped: nothing left behind
%!  for k = 1:20
%!    Rs{k} = log (gpuArray (-x));
%!  endfor
%!  clear Rs
%!  ## empty results stay real (no kernel runs for them: nothing to flag)
%!  for k = 1:3
%!    E = sqrt (gpuArray (zeros (0, 3)));
%!    assert (isreal (E) && isequal (size (E), [0 3]));
%!    E = log (gpuArray (zeros (3, 0, "single"))) + 1;
%!    assert (isreal (E) && isequal (size (gather (E)), [3 0]));
%!    L = log (gpuArray (-x));                # a flag word raised between
%!    assert (! isreal (L));
%!  endfor
%!  clear R S E L
%!  assert (__gpu_array__ ("info").arrays, n);
%!endfunction

%!test __gpu_axis_run_on__ ("cpu", @() check_pending ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_pending ("cuda"));

%!function check_property_finds (be)
%!  ## cases tests/property_elementwise.m found wrong (2026-12-05),
%!  ## each against Octave on the host operands
%!  m = {[1 0], [0 1], [1 1]};
%!  cases = {
%!    ## a double meets a single as a single (the CPU engine's rounding of
%!    ## the double was lost to GCC 12.2's SLP; src/Makefile)
%!    @eq, {complex(0.1, 1), single(complex(0.1, 1))};
%!    @lt, {complex([0.1 0.3], 1), single(complex([0.1 0.3], 1))};
%!    @le, {complex(-1e300, 0), single(Inf)};
%!    @le, {complex([-1e300 1], [0 1]), single(complex([Inf 1], [1 1]))};
%!    @plus, {complex(8.9074824007970506, 1), single([-7 1])};
%!    @power, {[6.7446622346896387e+202 2], single(-4.5645840145880356e-05)};
%!    ## complex singles ordered by abs and arg as singles
%!    @gt, {single(complex([-0.5 1], [2.0726999991893535e-06 0])), complex(-0.5, 0)};
%!    @lt, {complex(-0.5, 0), single(complex([-0.5 1], [2.0726999991893535e-06 0]))};
%!    ## & and | too; xor takes each operand's truth as it is
%!    @or, {single([0 0 1]), [4.94e-176 0 0]};
%!    @and, {single([1 1]), [4.94e-176 1]};
%!    @and, {complex([-1e-265 1], [0 1]), single([-9.2e18 1])};
%!    @xor, {single([1 1]), [4.94e-176 0]};
%!    @xor, {single([1; 1]), [4.94e-176 0]};
%!    ## NaN & an integer scalar is true; a NaN fails even where the
%!    ## result has no elements
%!    @and, {single(NaN), int64(1)};
%!    @or, {int8(0), NaN};
%!    @or, {complex(NaN, 1), 'a'};
%!    @and, {NaN, complex(1, 1)};
%!    @and, {NaN, true};
%!    @or, {complex([NaN 1], 1), 1};
%!    @and, {[NaN 1], uint8(zeros(1, 0))};
%!    @and, {zeros(0, 1), [NaN 1]};
%!    @xor, {[NaN 1], zeros(1, 0)};
%!    @xor, {single([NaN; 1]), true(2, 0)};
%!    @xor, {single([NaN; 1]), true(1, 0)};
%!    ## 64-bit integers times and over a double that is not an integer:
%!    ## Octave's split product (52 bits of the double, four rounded words)
%!    @rdivide, {uint64([16264400000000000000 5]), [7.5 2]};
%!    @rdivide, {uint64(16264415668499309000), single(7.5)};
%!    @ldivide, {[-212.55202860044102 17.5], int64([intmin("int64") -9223372036854775807])};
%!    @times, {[0.0052831541449662135 0.015324885902717784], uint64([14705100000000000000 intmax("uint64")])};
%!    @rdivide, {int64([-8818772274902122256 7]), 12.5};
%!    ## a single base .^ an integer class: the exponent as a single;
%!    ## broadcasting, the power too
%!    @power, {single([-Inf 2]), int32(720541093)};
%!    @power, {single([-32769; 3]), int32([2 2])};
%!    @power, {single([1.3147157430648804; 1]), uint64([134 1])};
%!    @power, {single([1.3147157430648804 1]), uint64([134 1])};
%!    ## integer exponents: int's whole range, both ends (Octave's xisint)
%!    @power, {[-2 -3 2], 2147483647};
%!    @power, {[-2 -3], [2147483647 -2147483648]};
%!    @power, {complex(0.5, 0), [-2147483648 1]};
%!    @power, {complex([0.5 2], [0 1]), -2147483648};
%!    ## ... but a scalar base's or a broadcast's exponents are integers by
%!    ## value alone (Octave's all_integers): (-2) .^ [1e10 1] is real
%!    @power, {-2, [1e10 1]};
%!    @power, {[-2 -3], [1e10; 1]};
%!    @power, {[-2 -3], 1e10};
%!    @power, {[-2 -3], [1e10 1]};
%!    @power, {single([-2 -3 -0.5]), single([0; -8.6e19])};
%!    @power, {[9.9663e30 -2.1475e9 -0.75; 0.25 0.99222 -6], single([0; -8.6e19])};
%!    ## 2^64 - y of a uint64 y: 1 for intmax
%!    @minus, {[2^64 2^64 2^65], uint64([intmax("uint64") 5 0])};
%!  };
%!  for k = 1:rows (cases)
%!    for g = m
%!      args = cases{k, 2};
%!      gpu = g{1};
%!      gpu(cellfun (@ischar, args)) = 0;
%!      if (any (gpu))
%!        check_one (be, func2str (cases{k, 1}), cases{k, 1}, args, gpu);
%!      endif
%!    endfor
%!  endfor
%!  ## real - complex: the imaginary part negated (-0 from +0)
%!  for g = m
%!    a = [22 3];
%!    b = complex ([5 1], [0 1]);
%!    if (g{1}(1)) a = gpuArray (a); endif
%!    if (g{1}(2)) b = gpuArray (b); endif
%!    r = gather (a - b);
%!    assert (signbit (imag (r)), signbit (imag ([22 3] - complex ([5 1], [0 1]))));
%!  endfor
%!  ## README's deliberate difference: int64 times -0.5 is x / -2 rounded
%!  ## half away (Octave 7.3: 0 for 3, its -2 wrapped and saturated)
%!  r = gather (gpuArray (int64 ([3 -3 1 -9223372036854775807])) * -0.5);
%!  assert (r, int64 ([3 -3 1 -9223372036854775807]) ./ int64 (-2));
%!  assert (r, int64 ([-2 2 -1 4611686018427387904]));
%!  r = gather (single (-0.5) .* gpuArray (int64 (3)));
%!  assert (r, int64 (-2));
%!endfunction

%!function n = bits_differ (x, y)
%!  ## elements whose real or imaginary parts differ, signs of zeros too
%!  ## (any NaN matches any NaN)
%!  n = 0;
%!  for part = {@real, @imag}
%!    a = part{1} (x(:));
%!    b = part{1} (y(:));
%!    n += nnz (! ((isnan (a) & isnan (b)) | (a == b & signbit (a) == signbit (b))));
%!  endfor
%!endfunction

%!function check_complex_single (be)
%!  ## complex single .*, ./ and integer powers are std::complex<float>'s:
%!  ## __mulsc3 rounds ac and bd before ac - bd (computed in double and
%!  ## rounded, 57% of random products came out an ulp off), __divsc3
%!  ## divides in double with the plain formula; every pair of special
%!  ## values, random values, scalars, broadcasting, mixed classes
%!  sp = single ([0, -0, 1, -2.5, 1e-40, -1e-38, 3e38, -realmax("single"), ...
%!                Inf, -Inf, NaN, 3e-20, 7e18]);
%!  [i, j, k, l] = ndgrid (1:numel (sp));
%!  a = complex (sp(i(:)), sp(j(:)))(:);
%!  b = complex (sp(k(:)), sp(l(:)))(:);
%!  randn ("state", 7);
%!  z = single (complex (randn (2000, 1), randn (2000, 1)));
%!  w = single (complex (randn (2000, 1), randn (2000, 1)));
%!  a = [a; z];
%!  b = [b; w];
%!  ga = gpuArray (a);
%!  gb = gpuArray (b);
%!  assert (bits_differ (gather (ga .* gb), a .* b), 0);
%!  assert (bits_differ (gather (ga ./ gb), a ./ b), 0);
%!  assert (bits_differ (gather (ga .\ gb), a .\ b), 0);
%!  assert (bits_differ (gather (gpuArray (a(77)) .* gb), a(77) .* b), 0);
%!  assert (bits_differ (gather (ga ./ gpuArray (b(1234))), a ./ b(1234)), 0);
%!  assert (bits_differ (gather (ga ./ gpuArray (b(7437))), a ./ b(7437)), 0);
%!  assert (bits_differ (gather (ga .* gpuArray (double (b))), a .* double (b)), 0);
%!  assert (bits_differ (gather (double (a(99)) ./ gb), double (a(99)) ./ b), 0);
%!  c = z(1:300);
%!  r = w(1:40).';
%!  assert (bits_differ (gather (gpuArray (c) .* gpuArray (r)), c .* r), 0);
%!  assert (bits_differ (gather (gpuArray (c) ./ gpuArray (r)), c ./ r), 0);
%!  for p = [-7 -2 -1 2 3 11]
%!    assert (bits_differ (gather (gpuArray (z) .^ p), z .^ p), 0);
%!  endfor
%!endfunction

%!test __gpu_axis_run_on__ ("cpu", @() check_complex_single ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_complex_single ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_property_finds ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_property_finds ("cuda"));

%!function oom_on (be)
%!  gate = getenv ("GPUAXIS_TEST_FAULTS");
%!  unwind_protect
%!    __gpu_axis_run_on__ (be, @() check_out_of_memory (be));
%!  unwind_protect_cleanup
%!    setenv ("GPUAXIS_TEST_FAULTS", gate);
%!  end_unwind_protect
%!endfunction

%!test oom_on ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! oom_on ("cuda");

## max (A, B, DIM) with a gpuArray after the first argument: Octave's
## three-argument form (7.3 warns that B is ignored), computed on the host;
## a gpuArray DIM sent the method back to itself without end before
%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! warning ("off", "all", "local");
%! r = max (1, 2, gpuArray (1));
%! assert (isa (r, "gpuArray"));
%! assert (gather (r), max (1, 2, 1));
%! r = min ([3 1], gpuArray ([2 2]), 2);
%! assert (gather (r), min ([3 1], [2 2], 2));
