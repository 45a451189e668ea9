## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## test_gpuarray_idioms.m: MATLAB's everyday gpuArray idioms against
## Octave's own answer on the gathered data: the truth of a gpuArray in
## if, while, && and || (its logical method), iscomplex, isequal and
## isequaln, the colon, the casts (double, single, int8 ... uint64,
## logical, cast, cast "like", complex) for every class pair with the
## special values, and arrayfun and bsxfun per element.
##
## Run with:  test ("inst/tests/test_gpuarray_idioms.m")  (package on the path).
## Every check runs with the "cpu" backend and again with "cuda" when a
## device is usable.

%!function same (G, want, what, ulps)
%!  ## G: a gpuArray, want: Octave's host result (gather narrows complex
%!  ## results whose imaginary parts are all 0, as Octave narrows).  ulps
%!  ## (default 0, exact): values within ulps * eps of want's class,
%!  ## relative to |want|, for the CUDA math library's functions (tan is 2
%!  ## ulps from glibc's in CUDA's documentation; complex sqrt is built of
%!  ## several such operations)
%!  if (nargin < 4)
%!    ulps = 0;
%!  endif
%!  if (! isa (G, "gpuArray"))
%!    error ("gpuaxis:test-failed", "%s: a %s, not a gpuArray", what, class (G));
%!  endif
%!  got = gather (G);
%!  if (iscomplex (want) && all (imag (want(:)) == 0))
%!    want = real (want);
%!  endif
%!  close = isequaln (got, want);
%!  if (! close && ulps > 0 && isfloat (want) && isequal (size (got), size (want)))
%!    w = double (want(:));          # columns both (a row's mask keeps a row)
%!    d = abs (double (got(:)) - w);
%!    d(double (got(:)) == w) = 0;   # equal infinities
%!    ok = ! isnan (w);
%!    close = isequal (isnan (got(:)), isnan (w)) ...
%!            && all (d(ok) <= ulps * eps (class (want)) * abs (w(ok)));
%!  endif
%!  if (! close || ! strcmp (class (got), class (want))
%!      || ! isequal (size (got), size (want)) || iscomplex (got) != iscomplex (want)
%!      || ! strcmp (classUnderlying (G), class (want)))
%!    at = "";
%!    if (isequal (size (got), size (want)) && isnumeric (got) && isnumeric (want))
%!      k = find (! (got(:) == want(:) | (isnan (got(:)) & isnan (want(:)))), 1);
%!      if (! isempty (k))
%!        at = sprintf (" (first difference at %d: got %.17g%+.17gi, want %.17g%+.17gi)",
%!                      k, real (got(k)), imag (got(k)), real (want(k)), imag (want(k)));
%!      endif
%!    endif
%!    error ("gpuaxis:test-failed", "%s:%s got %s %s %s, want %s %s %s", what, at,
%!           class (got), mat2str (size (got)), mat2str (got, 17), class (want),
%!           mat2str (size (want)), mat2str (want, 17));
%!  endif
%!endfunction

%!function r = outcome (f, varargin)
%!  ## f's result, or the text of its error (identifiers differ: Octave's
%!  ## are empty or Octave:..., the package's gpuaxis:...)
%!  try
%!    r = f (varargin{:});
%!  catch err
%!    r = ["error: " regexprep(err.message, '^[a-z0-9]+: ', '')];
%!  end_try_catch
%!endfunction

%!function check_err (fG, fX, what)
%!  ## fG fails with a gpuaxis: error exactly where fX fails
%!  okX = true;  okG = true;
%!  try
%!    fX ();
%!  catch
%!    okX = false;
%!  end_try_catch
%!  try
%!    fG ();
%!  catch err
%!    okG = false;
%!    if (! strncmp (err.identifier, "gpuaxis:", 8))
%!      error ("gpuaxis:test-failed", "%s: error without a gpuaxis id: %s", what, err.message);
%!    endif
%!  end_try_catch
%!  if (okX != okG)
%!    error ("gpuaxis:test-failed", "%s: Octave %s, the gpuArray %s", what,
%!           ifelse_ (okX, "succeeds", "fails"), ifelse_ (okG, "succeeds", "fails"));
%!  endif
%!endfunction

%!function eq_ (got, want, what)
%!  if (nargin < 3)
%!    what = "";
%!  endif
%!  if (! isequaln (got, want) || ! strcmp (class (got), class (want)))
%!    error ("gpuaxis:test-failed", "%s: got %s %s, want %s %s", what, class (got),
%!           disp (got), class (want), disp (want));
%!  endif
%!endfunction

%!function s = ifelse_ (c, a, b)
%!  if (c) s = a; else s = b; endif
%!endfunction

%!function xs = samples ()
%!  ## {description; array}: every class, complex, specials, empties
%!  v = [0 1 -1 0.5 -0.5 1.5 -2.5 2.5 127.5 -128.5 255.5 300 -300 ...
%!       70000 -70000 3e9 -3e9 1e19 -1e19 Inf -Inf NaN -0];
%!  cls = {"double", "single", "int8", "uint8", "int16", "uint16", ...
%!         "int32", "uint32", "int64", "uint64", "logical"};
%!  xs = {};
%!  for c = cls
%!    if (strcmp (c{1}, "logical"))
%!      xs(:, end+1) = {"logical"; logical([1 0 1 1 0])};
%!    else
%!      xs(:, end+1) = {c{1}; cast(v, c{1})};
%!    endif
%!  endfor
%!  xs = [xs, {"int64 edges", "uint64 edges", "complex", "complex single", ...
%!             "complex NaN", "0x0", "1x0 single", "3-D", "scalar";
%!             [intmin("int64") intmax("int64") int64(9007199791611905) -int64(2^53+1) 0], ...
%!             [intmax("uint64") uint64(2^63) uint64(9007199791611905) 0], ...
%!             complex([1.5 -2.5 0 Inf], [0 3 -1 NaN]), single(complex([0.5 1e30], [-2 0])), ...
%!             complex(NaN, 1), [], zeros(1, 0, "single"), reshape(-3:8, 2, 3, 2), 7}];
%!endfunction

%!function check_truth (be)
%!  ## the condition of if, while, && and || on a gpuArray: Octave's on the data
%!  xs = samples ();
%!  xs = [xs, {"zeros", "ones", "zero in", "int zero", "empty logical"; ...
%!             zeros(2), ones(2, 3), [1 0 2], int8([3 0]), false(0, 1)}];
%!  if_ = @(x) ifelse_ (x, 1, 0);  % if through a function: the same is_true
%!  for smp = xs
%!    [w, A] = smp{:};
%!    G = gpuArray (A);
%!    fX = {@() if_ (A), @() ifw (A), @() ifand (A), @() ifor (A), @() ifnot (A)};
%!    fG = {@() if_ (G), @() ifw (G), @() ifand (G), @() ifor (G), @() ifnot (G)};
%!    for k = 1:numel (fX)
%!      a = outcome (fX{k});  b = outcome (fG{k});
%!      if (ischar (a))
%!        if (! ischar (b))
%!          error ("gpuaxis:test-failed", "%s form %d: Octave %s, gpuArray %d", w, k, a, b);
%!        endif
%!      elseif (! isequal (a, b))
%!        error ("gpuaxis:test-failed", "%s form %d: Octave %d, gpuArray %s", w, k, a, disp (b));
%!      endif
%!    endfor
%!  endfor
%!endfunction

%!function r = ifw (x)
%!  r = 0;
%!  while (x)
%!    r = 1;
%!    break;
%!  endwhile
%!endfunction
%!function r = ifand (x)
%!  r = 0;
%!  if (x && true) r = 1; endif
%!endfunction
%!function r = ifor (x)
%!  r = 0;
%!  if (false || x) r = 1; endif
%!endfunction
%!function r = ifnot (x)
%!  r = 0;
%!  if (! x) r = 1; endif
%!endfunction

%!function check_predicates (be)
%!  xs = samples ();
%!  for i = 1:columns (xs)
%!    [w, A] = xs{:, i};
%!    G = gpuArray (A);
%!    eq_ (iscomplex (G), iscomplex (A), [w " iscomplex"]);
%!    eq_ (isreal (G), isreal (A), [w " isreal"]);
%!    for j = [1:columns(xs)]
%!      B = xs{2, j};
%!      H = gpuArray (B);
%!      for f = {@isequal, @isequaln}
%!        want = outcome (f{1}, A, B);
%!        what = sprintf ("%s (%s, %s)", func2str (f{1}), w, xs{1, j});
%!        eq_ (outcome (f{1}, G, B), want, [what " G, host"]);
%!        eq_ (outcome (f{1}, A, H), want, [what " host, H"]);
%!        eq_ (outcome (f{1}, G, H), want, [what " G, H"]);
%!      endfor
%!    endfor
%!    eq_ (isequal (G, A, G), isequal (A, A, A), [w " isequal of 3"]);
%!    eq_ (isequaln (G, A, G), isequaln (A, A, A), [w " isequaln of 3"]);
%!  endfor
%!  eq_ (isequal (gpuArray (1), gpuArray (1)), true);
%!  eq_ (isequal (gpuArray ([1 2 3]), [1 2 3]), true);
%!  eq_ (isequal (gpuArray (int8 ([1 2])), [1 2]), true);
%!  eq_ (isequal (gpuArray ([1 2]), [1 2 3]), false);
%!endfunction

%!function check_colon (be)
%!  for A = {[1 2 3 7], single([2.5 0.5 9]), int8([1 2 5]), [5 -1 1]}
%!    A = A{1};
%!    G = gpuArray (A);
%!    same (G(1):G(3), A(1):A(3), [class(A) " G(1):G(3)"]);
%!    same (G(1):G(2):G(end), A(1):A(2):A(end), [class(A) " G(1):G(2):G(end)"]);
%!    same (A(1):G(3), A(1):A(3), [class(A) " A(1):G(3)"]);
%!    same (G(3):A(1), A(3):A(1), [class(A) " G(3):A(1)"]);
%!  endfor
%!endfunction

%!function check_casts (be)
%!  xs = samples ();
%!  cls = {"double", "single", "int8", "uint8", "int16", "uint16", ...
%!         "int32", "uint32", "int64", "uint64", "logical"};
%!  for i = 1:columns (xs)
%!    [w, A] = xs{:, i};
%!    G = gpuArray (A);
%!    for c = cls
%!      f = str2func (c{1});
%!      what = sprintf ("%s (%s)", c{1}, w);
%!      try
%!        want = f (A);
%!      catch
%!        check_err (@() f (G), @() f (A), what);
%!        check_err (@() cast (G, c{1}), @() cast (A, c{1}), ["cast " what]);
%!        continue;
%!      end_try_catch
%!      if (islogical (A) && strcmp (c{1}, "logical"))
%!        ## logical of a logical gpuArray: the host array (the truth of
%!        ## if, while, && and || is taken through it)
%!        eq_ (logical (G), want, what);
%!      else
%!        same (f (G), want, what);
%!      endif
%!      same (cast (G, c{1}), cast (A, c{1}), ["cast " what]);
%!    endfor
%!    ## cast "like": each prototype, host or gpuArray; X host or gpuArray
%!    for j = 1:columns (xs)
%!      P = xs{2, j};
%!      what = sprintf ("cast (%s, like, %s)", w, xs{1, j});
%!      try
%!        want = cast (A, "like", P);
%!      catch
%!        check_err (@() cast (G, "like", P), @() cast (A, "like", P), what);
%!        check_err (@() cast (A, "like", gpuArray (P)), @() cast (A, "like", P), what);
%!        continue;
%!      end_try_catch
%!      same (cast (G, "like", P), want, [what " G"]);
%!      same (cast (A, "like", gpuArray (P)), want, [what " P gpuArray"]);
%!      same (cast (G, "like", gpuArray (P)), want, [what " both"]);
%!    endfor
%!    ## complex (A) and complex (A, B)
%!    check_or_same (@() complex (G), @() complex (A), ["complex " w]);
%!    for j = 1:columns (xs)
%!      B = xs{2, j};
%!      what = sprintf ("complex (%s, %s)", w, xs{1, j});
%!      check_or_same (@() complex (G, B), @() complex (A, B), [what " G, host"]);
%!      check_or_same (@() complex (A, gpuArray (B)), @() complex (A, B), [what " host, H"]);
%!      check_or_same (@() complex (G, gpuArray (B)), @() complex (A, B), [what " G, H"]);
%!    endfor
%!    check_or_same (@() complex (G, 2), @() complex (A, 2), ["complex " w ", 2"]);
%!  endfor
%!  check_err (@() cast (gpuArray (1), "foo"), @() cast (1, "foo"), "cast to foo");
%!  check_err (@() cast (gpuArray (1), "char"), @() error ("no char gpuArray"), "cast to char");
%!endfunction

%!function check_or_same (fG, fX, what, ulps)
%!  if (nargin < 4)
%!    ulps = 0;
%!  endif
%!  try
%!    want = fX ();
%!  catch
%!    check_err (fG, fX, what);
%!    return;
%!  end_try_catch
%!  same (fG (), want, what, ulps);
%!endfunction

%!function y = scalar_if_ (x)
%!  ## a function with a scalar if: per element only
%!  if (x > 0.5)
%!    y = 2 * x;
%!  else
%!    y = -x;
%!  endif
%!endfunction

%!function check_fun_forms (fn, forms, data, strict, be)
%!  ## each form: Octave's fn on the gathered data (value, class, size,
%!  ## error), fast (no host warning or error) where strict
%!  old = getenv ("GPUAXIS_ARRAYFUN_STRICT");
%!  ulps = 8 * strcmp (be, "cuda");   # CUDA's libm: see same
%!  unwind_protect
%!    setenv ("GPUAXIS_ARRAYFUN_STRICT", ifelse_ (strict, "1", "0"));
%!    for why = {"handle", "body", "options", "sizes", "result"}
%!      warning ("off", ["gpuaxis:" fn "-host-" why{1}], "local");
%!    endfor
%!    for k = 1:numel (forms)
%!      F = forms{k};
%!      for d = 1:numel (data)
%!        X = data{d};
%!        hostX = cellfun (@gather, X, "uniformoutput", false);
%!        if (ischar (F))
%!          what = sprintf ("%s (\"%s\") on data %d", fn, F, d);
%!        else
%!          what = sprintf ("%s (%s) on data %d", fn, func2str (F), d);
%!        endif
%!        try
%!          want = feval (fn, F, hostX{:});
%!        catch
%!          if (! strict)
%!            check_err (@() feval (fn, F, X{:}), @() feval (fn, F, hostX{:}), what);
%!          endif
%!          continue;
%!        end_try_catch
%!        if (isnumeric (want) || islogical (want))
%!          same (feval (fn, F, X{:}), want, what, ulps);
%!        else
%!          eq_ (feval (fn, F, X{:}), want, what);
%!        endif
%!      endfor
%!    endfor
%!  unwind_protect_cleanup
%!    setenv ("GPUAXIS_ARRAYFUN_STRICT", old);
%!  end_unwind_protect
%!endfunction

%!function check_arrayfun (be)
%!  k = 2;  c = single (0.5);  g = 3;
%!  A = [0.25 -1 4; 0 NaN 2.5];  B = [1 2 3; -4 5 -0.5];
%!  data1 = {{gpuArray(A)}, {gpuArray(int8([3 -7 100]))}, {gpuArray(single(A))}, ...
%!           {gpuArray(zeros (0, 3))}, {gpuArray(complex (A, B))}};
%!  data2 = {{gpuArray(A), gpuArray(B)}, {gpuArray(A), B}, {A, gpuArray(B)}, ...
%!           {gpuArray(int16([1 2 3])), gpuArray([0.5 -2.5 7])}};
%!  ## bodies the whole arrays compute: fast, and Octave's per-element answer
%!  fast1 = {@(x) x*k + 1, @(x) x.^2 - 3*x, @(x) sqrt (x), @(x) abs (x) / c, ...
%!           @(x) max (x, 0) ^ 2, @(x) (x > 1) * x, @(x) exp (-x .^ 2 / 2) * pi, ...
%!           @(x) x * g, @(x) 2.*x + .5 - 1e-3*x, @(x) ~isnan (x) & x ~= 0, ...
%!           @(x) min (x, k) - floor (x), @sqrt, @abs, @(x) double (x) + 1i, ...
%!           @(x) log (x) + log2 (x), @(x) int8 (x) + 1, @(x) -x, @(x) real (x) + imag (x)};
%!  fast2 = {@(x, y) x + y, @(x, y) x .* y - y / k, @(x, y) max (x, y), ...
%!           @(x, y) (x > y) || (y < 0), @(x, y) x ^ 2 + y ^ 2, @plus, @times, @max, ...
%!           @(x, y) complex (x, y), @(a, b) hypot_ (a, b)};
%!  fast2(end) = [];
%!  check_fun_forms ("arrayfun", fast1, data1, false, be);
%!  check_fun_forms ("arrayfun", fast2, data2, false, be);
%!  ## per element on the host: still Octave's answer (or error)
%!  v = [1 2];
%!  slow = {@(x) numel (x), @(x) scalar_if_ (x), @(e) [e e], @(x) x(1), ...
%!          @(x) max (x), @(x) x + v, @(x) sum (x), @(x) x', @(x) 5, ...
%!          @(x) x && true, "sin", @(x) {x}};
%!  check_fun_forms ("arrayfun", slow, data1, false, be);
%!  ## the fast ones are fast: no host warning (an error with strict)
%!  real1 = {{gpuArray(A)}, {gpuArray(single(A))}, {gpuArray(zeros (0, 3))}};
%!  check_fun_forms ("arrayfun", fast1([1:6 8:11 12 13 15 17 18]), real1, true, be);
%!  check_fun_forms ("arrayfun", fast2([1:5 6:9]), data2(1:3), true, be);
%!  ## options, several outputs
%!  warning ("off", "gpuaxis:arrayfun-host-options", "local");
%!  G = gpuArray (A);
%!  [p, q] = arrayfun (@(x) deal (x, 2 * x), G);
%!  same (p, A, "deal 1");  same (q, 2 * A, "deal 2");
%!  r = arrayfun (@(x) [x x], G, "UniformOutput", false);
%!  eq_ (r, arrayfun (@(x) [x x], A, "UniformOutput", false), "UniformOutput false");
%!  h = @(err, x) -1;
%!  same (arrayfun (@(x) error ("boom"), G, "ErrorHandler", h), ...
%!        arrayfun (@(x) error ("boom"), A, "ErrorHandler", h), "ErrorHandler");
%!  same (arrayfun (@(x) x + 1, G, "UniformOutput", true), A + 1, "UniformOutput true");
%!  ## a captured gpuArray scalar: fast, and per element on the host
%!  g = gpuArray (3);
%!  same (arrayfun (@(x) x * g, G), A * 3, "captured gpuArray");
%!  warning ("off", "gpuaxis:arrayfun-host-body", "local");
%!  same (arrayfun (@(x) scalar_if_ (x) * g, G), arrayfun (@(x) scalar_if_ (x) * 3, A), ...
%!        "captured gpuArray, per element");
%!endfunction

%!function check_bsxfun (be)
%!  A = [0.25 -1 4; 0 NaN 2.5];
%!  pairs = {{gpuArray(A), gpuArray([1; 2])}, {gpuArray(A), [1 2 3]}, ...
%!           {[1; -2], gpuArray([3 4 5])}, {gpuArray(int8([1 2])), gpuArray(int8([3; 4]))}, ...
%!           {gpuArray(A), gpuArray([1 2])}, {gpuArray(zeros (0, 3)), gpuArray([1 2 3])}};
%!  k = 3;
%!  fast = {@plus, @minus, @times, @rdivide, @max, @min, @eq, @lt, @and, ...
%!          @(a, b) a * k + b, @(a, b) max (a, b) .^ 2};
%!  check_fun_forms ("bsxfun", fast, pairs, false, be);
%!  check_fun_forms ("bsxfun", fast, pairs([1:4 6]), true, be);
%!  slow = {@(a, b) a(1) + b, @(a, b) sum (a) + b, @(a, b) a, @hypot, @atan2, "plus"};
%!  check_fun_forms ("bsxfun", slow, pairs, false, be);
%!endfunction

%!test __gpu_axis_run_on__ ("cpu", @() check_arrayfun ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_arrayfun ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_bsxfun ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_bsxfun ("cuda"));

%!function check_math (be)
%!  ## the real elementwise functions and atan2, hypot, angle: Octave's
%!  ## values bit for bit on the CPU engine (the same C library), within 8
%!  ## ulps on CUDA's (its documented bounds are 1-4 ulps); classes,
%!  ## errors; complex operands: not-supported
%!  xs = samples ();
%!  ulps = 8 * strcmp (be, "cuda");
%!  fns = {@tan, @atan, @sinh, @cosh, @tanh, @asinh, @expm1, @cbrt, @gamma};
%!  for i = 1:columns (xs)
%!    [w, A] = xs{:, i};
%!    G = gpuArray (A);
%!    for f = fns
%!      what = sprintf ("%s (%s)", func2str (f{1}), w);
%!      if (iscomplex (A))
%!        __gpu_axis_assert_error__ (@() f{1} (G), "gpuaxis:not-supported");
%!      else
%!        check_or_same (@() f{1} (G), @() f{1} (A), what, ulps);
%!      endif
%!    endfor
%!    check_or_same (@() angle (G), @() angle (A), ["angle " w], ulps);
%!    check_or_same (@() arg (G), @() arg (A), ["arg " w], ulps);
%!    for f = {@atan2, @hypot}
%!      for B = {A, 2.5, single(-3), fliplr(A), int8(3)}
%!        B = B{1};
%!        what = sprintf ("%s (%s, %s %s)", func2str (f{1}), w, class (B), mat2str (size (B)));
%!        if (iscomplex (A))
%!          __gpu_axis_assert_error__ (@() f{1} (G, B), "gpuaxis:not-supported");
%!          continue;
%!        endif
%!        check_or_same (@() f{1} (G, B), @() f{1} (A, B), [what " G, host"], ulps);
%!        check_or_same (@() f{1} (B, G), @() f{1} (B, A), [what " host, G"], ulps);
%!        check_or_same (@() f{1} (G, gpuArray (B)), @() f{1} (A, B), [what " G, H"], ulps);
%!      endfor
%!    endfor
%!  endfor
%!  ## mod and rem: every sample with every sample of its size and with
%!  ## scalars of each kind
%!  ys = {2.5, -3, 0, single(0.7), int8(-3), uint16(7), int64(-5), 1e-300, Inf, NaN, true, 1i};
%!  for i = 1:columns (xs)
%!    [w, A] = xs{:, i};
%!    G = gpuArray (A);
%!    for f = {@mod, @rem}
%!      for Y = [ys, xs(2, :)]
%!        Y = Y{1};
%!        if (! (isscalar (Y) || isequal (size (Y), size (A))))
%!          continue;
%!        endif
%!        what = sprintf ("%s (%s, %s %s)", func2str (f{1}), w, class (Y), mat2str (size (Y)));
%!        check_or_same (@() f{1} (G, Y), @() f{1} (A, Y), [what " G, host"]);
%!        check_or_same (@() f{1} (Y, G), @() f{1} (Y, A), [what " host, G"]);
%!        check_or_same (@() f{1} (G, gpuArray (Y)), @() f{1} (A, Y), [what " G, H"]);
%!      endfor
%!    endfor
%!  endfor
%!  ## broadcasting
%!  a = [1 -2 0 NaN]';  b = [-0 3 Inf];
%!  same (mod (gpuArray (a), b), mod (a, b), "mod broadcast");
%!  same (rem (a, gpuArray (single (b))), rem (a, single (b)), "rem broadcast");
%!  x = [5.1 -5.1 0.3 -0.3 1e17 -7 7 0.1*3];  y = [0.1 0.1 0.1 -0.1 3 2.5 -2.5 0.1];
%!  same (mod (gpuArray (x), y), mod (x, y), "mod near-integer quotients");
%!  same (rem (gpuArray (x), y), rem (x, y), "rem near-integer quotients");
%!  same (atan2 (gpuArray (a), b), atan2 (a, b), "atan2 broadcast");
%!  same (hypot (a, gpuArray (single (b))), hypot (a, single (b)), "hypot broadcast");
%!endfunction

%!test __gpu_axis_run_on__ ("cpu", @() check_math ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_math ("cuda"));

%!function check_shape (be)
%!  ## diag, triu, tril, ipermute against Octave's on the gathered data
%!  xs = samples ();
%!  xs = [xs, {"matrix", "wide int16", "tall complex", "column logical";
%!             magic(4), int16(reshape (1:12, 3, 4)), complex(reshape (1:6, 3, 2), 1), logical([1; 0; 1])}];
%!  for i = 1:columns (xs)
%!    [w, A] = xs{:, i};
%!    G = gpuArray (A);
%!    check_or_same (@() diag (G), @() diag (A), ["diag " w]);
%!    for k = {1, -1, 2, -5, 1.5, int8(1)}
%!      what = sprintf ("(%s, %g)", w, k{1});
%!      check_or_same (@() diag (G, k{1}), @() diag (A, k{1}), ["diag " what]);
%!      check_or_same (@() triu (G, k{1}), @() triu (A, k{1}), ["triu " what]);
%!      check_or_same (@() tril (G, k{1}), @() tril (A, k{1}), ["tril " what]);
%!    endfor
%!    check_or_same (@() triu (G), @() triu (A), ["triu " w]);
%!    check_or_same (@() tril (G), @() tril (A), ["tril " w]);
%!    check_or_same (@() diag (G, 2, 3), @() diag (A, 2, 3), ["diag (m, n) " w]);
%!    check_or_same (@() ipermute (G, [2 1]), @() ipermute (A, [2 1]), ["ipermute " w]);
%!    check_or_same (@() ipermute (G, [3 1 2]), @() ipermute (A, [3 1 2]), ["ipermute 3 " w]);
%!    check_or_same (@() ipermute (G, [1 1]), @() ipermute (A, [1 1]), ["ipermute bad " w]);
%!  endfor
%!endfunction

%!test __gpu_axis_run_on__ ("cpu", @() check_shape ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_shape ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_truth ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_truth ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_predicates ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_predicates ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_colon ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_colon ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_casts ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_casts ("cuda"));

%!test
%! ## the examples that were silently wrong
%! __gpu_axis_run_on__ ("cpu", @() eq_ (ifelse_ (gpuArray (1), 1, 0), 1));
%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! r = gpuArray ([3 4]);  n = 0;
%! while (norm (gather (r)) > 1 && n < 5)
%!   r = r / 2;  n++;
%! endwhile
%! eq_ (n, 3);
%! n = 0;
%! while (sum (r .* r) < 100)
%!   r = r * 2;  n++;
%! endwhile
%! eq_ (n, 4);

## Without a usable CUDA device: the CPU fallback's device object, and the
## idioms of timing scripts
%!testif ; ! __gpu_axis_cuda_ok__ ()
%! warning ("off", "gpuaxis:no-gpu", "local");
%! D = gpuDevice ();
%! eq_ (class (D), "gpuDevice");
%! eq_ (D.IsHostFallback, true);
%! eq_ (D.Index, 1);
%! eq_ (D.DeviceSelected, true);
%! eq_ (D.DeviceSupported, false);
%! eq_ (D.MultiprocessorCount, nproc ());
%! eq_ (strncmp (D.Name, "CPU fallback", 12), true);
%! if (exist ("/proc/meminfo", "file"))
%!   eq_ (D.TotalMemory > 0 && D.AvailableMemory > 0 && D.AvailableMemory <= D.TotalMemory, true);
%! endif
%! eq_ (isempty (strfind (evalc ("D"), "CPU fallback device")), false);
%! G = gpuArray (1:4);
%! H = G * 2;
%! wait (gpuDevice);
%! eq_ (gather (H), [2 4 6 8]);
%! D1 = gpuDevice (1);
%! eq_ (D1.IsHostFallback, true);
%! eq_ (existsOnGPU (G), true);
%! reset (gpuDevice);
%! eq_ (existsOnGPU (G), false);
%! G = gpuArray (1:4);
%! gpuDevice ([]);
%! eq_ (existsOnGPU (G), false);
%! __gpu_axis_assert_error__ (@() gpuDevice (2), "gpuaxis:invalid-device");
%! t = gputimeit (@() gpuArray (1:100) + 1);
%! eq_ (isscalar (t) && t > 0, true);
%!testif ; __gpu_axis_cuda_ok__ ()
%! eq_ (gpuDevice ().IsHostFallback, false);
