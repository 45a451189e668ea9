## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## test_gpuarray_elementwise2.m: the inverse functions asin, acos, acosh,
## atanh and log1p (complex where Octave's are: a real outside the real
## domain), [F, E] = log2 (G), power's forms (negative bases, integer
## saturation, mixed classes, scalars, broadcasting, complex) and flip,
## fliplr, flipud, rot90, circshift, each against Octave's own function
## on the gathered data: class, size and complexity exactly, values
## exactly on the CPU engine (the C library Octave calls) and within a
## few ulps on CUDA (its math library; complex results there from real
## functions).
##
## Run with:  test ("inst/tests/test_gpuarray_elementwise2.m")  (package on the path).
## Every check runs with the "cpu" backend and again with "cuda" when a
## device is usable.

%!function near (G, want, what, tol)
%!  ## G: a gpuArray, want: Octave's host result.  tol: 0 exact; > 0 ulps
%!  ## of each real and imaginary part; < 0 relative to the largest |want|
%!  if (! isa (G, "gpuArray"))
%!    error ("gpuaxis:test-failed", "%s: a %s, not a gpuArray", what, class (G));
%!  endif
%!  got = gather (G);
%!  if (iscomplex (want) && all (imag (want(:)) == 0))
%!    want = real (want);         # Octave narrows; so does gather
%!  endif
%!  if (! strcmp (class (got), class (want)) || ! isequal (size (got), size (want))
%!      || iscomplex (got) != iscomplex (want) || ! strcmp (classUnderlying (G), class (want)))
%!    error ("gpuaxis:test-failed", "%s: got %s %s complex %d, want %s %s complex %d",
%!           what, class (got), mat2str (size (got)), iscomplex (got), class (want),
%!           mat2str (size (want)), iscomplex (want));
%!  endif
%!  if (tol == 0 || ! isfloat (want))
%!    ok = isequaln (got, want);
%!  else
%!    ok = true;
%!    scale = max ([abs(double (want(isfinite (want))(:))); 0]);
%!    for part = {@real, @imag}
%!      g = double (part{1} (got(:)));  w = double (part{1} (want(:)));
%!      fin = isfinite (w);
%!      ok = ok && isequaln (g(! fin), w(! fin));
%!      if (tol > 0)
%!        lim = tol * eps (cast (abs (w(fin)), class (want)));
%!      else
%!        lim = -tol * scale;
%!      endif
%!      ok = ok && all (abs (g(fin) - w(fin)) <= lim);
%!    endfor
%!  endif
%!  if (! ok)
%!    error ("gpuaxis:test-failed", "%s: got %s, want %s", what,
%!           mat2str (got, 17), mat2str (want, 17));
%!  endif
%!endfunction

%!function check_or_near (fG, fX, what, tol)
%!  ## Octave's answer, or a gpuaxis: error exactly where Octave errs
%!  try
%!    want = fX ();
%!  catch
%!    try
%!      fG ();
%!    catch err
%!      if (! strncmp (err.identifier, "gpuaxis:", 8))
%!        error ("gpuaxis:test-failed", "%s: error without a gpuaxis id: %s", what, err.message);
%!      endif
%!      return;
%!    end_try_catch
%!    error ("gpuaxis:test-failed", "%s: Octave fails, the gpuArray succeeds", what);
%!  end_try_catch
%!  near (fG (), want, what, tol);
%!endfunction

%!function xs = samples ()
%!  ## {description; array}: the domains' edges, every real class, empties
%!  v = [-Inf -1e300 -3 -2 -1-eps -1 -1+eps -0.5 -0 0 0.5 1-eps 1 1+eps 2 ...
%!       3 1e300 Inf NaN 1e-310 -1e-310];
%!  rand ("state", 7);
%!  r = 6 * rand (1, 120) - 3;
%!  xs = {"double", "single", "int8", "uint8", "int32", "logical", "random", ...
%!        "random single", "0x0", "1x0 single", "3-D", "in domain";
%!        v, single(v), int8([-128 -2 -1 0 1 2 127]), uint8([0 1 2 255]), ...
%!        int32([-5 0 1 5]), logical([1 0 1]), r, single(r), [], zeros(1, 0, "single"), ...
%!        reshape(linspace (-2.5, 2.5, 12), 2, 3, 2), [0.25 0.5]};
%!endfunction

%!function check_inverse (be)
%!  ## asin, acos, acosh, atanh, log1p: real where Octave's are, complex
%!  ## (Octave's rc_ functions) where an element is outside the domain;
%!  ## a complex gpuArray: not-supported
%!  tol = ifelse_ (strcmp (be, "cpu"), 0, 8);
%!  xs = samples ();
%!  for f = {@asin, @acos, @acosh, @atanh, @log1p}
%!    for i = 1:columns (xs)
%!      [w, A] = xs{:, i};
%!      what = sprintf ("%s (%s)", func2str (f{1}), w);
%!      check_or_near (@() f{1} (gpuArray (A)), @() f{1} (A), what, tol);
%!    endfor
%!    __gpu_axis_assert_error__ (@() f{1} (gpuArray ([0.5 2i])), "gpuaxis:not-supported");
%!    ## one element outside the domain makes the whole result complex
%!    A = [0.25 -0.25 0.75];
%!    A(2) = ifelse_ (strcmp (func2str (f{1}), "log1p"), -3, ifelse_ (strcmp (func2str (f{1}), "acosh"), 0.5, 3));
%!    near (f{1} (gpuArray (A)), f{1} (A), [what " one outside"], tol);
%!    near (f{1} (gpuArray (A(:, [1 3]) + 1)), f{1} (A(:, [1 3]) + 1), [what " shifted"], tol);
%!  endfor
%!endfunction

%!function s = ifelse_ (c, a, b)
%!  if (c) s = a; else s = b; endif
%!endfunction

%!test __gpu_axis_run_on__ ("cpu", @() check_inverse ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_inverse ("cuda"));

%!function check_log2 (be)
%!  ## [F, E] = log2 (G): frexp's mantissas and exponents, exact on both
%!  ## engines; complex: E of abs (G)
%!  xs = samples ();
%!  xs = [xs, {"complex", "complex single", "complex 0 imag";
%!             [3+4i, -2i, 0, complex(1, 0), NaN+1i, Inf+1i, 1e-310i], ...
%!             single([3+4i, -1e-40i, 0]), complex([1 -2], 0)}];
%!  for i = 1:columns (xs)
%!    [w, A] = xs{:, i};
%!    G = gpuArray (A);
%!    [f, e] = log2 (A);
%!    [F, E] = log2 (G);
%!    near (F, f, ["log2 F " w], 0);
%!    near (E, e, ["log2 E " w], 0);
%!    near (log2 (G), log2 (A), ["log2 " w], ifelse_ (strcmp (be, "cpu"), 0, 8));
%!  endfor
%!endfunction

%!test __gpu_axis_run_on__ ("cpu", @() check_log2 ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_log2 ("cuda"));

%!function check_power (be)
%!  ## every pair of a table of operands, the gpuArray on the left, the
%!  ## right or both; complex singles: Octave computes their powers in
%!  ## float (std::pow of complex<float>), the engine in double and rounds
%!  ## once, so within float log's error times the exponent (the
%!  ## elementwise suite's tolerance); CUDA's pow: a few ulps
%!  vals = {[-8 -2 0 2 8 NaN Inf -Inf], -2, 0.5, [1/3 0.5 2 -1 0], single([-8 2 0.5]), ...
%!          single(-2), int8([-100 -3 2 50 127]), int8(3), uint8([0 2 250]), uint16(300), ...
%!          int32(-5), int64([2 -3]), [1+2i -1i 0], single(1i), true, [true false], ...
%!          complex(-2, 0), -0.5, 1e308, [1; 2; 3], [2 3 4; 5 6 7], [-1.5; 2]};
%!  for i = 1:numel (vals)
%!    for j = 1:numel (vals)
%!      A = vals{i};  B = vals{j};
%!      what = sprintf ("#%d .^ #%d", i, j);
%!      try
%!        W = A .^ B;
%!      catch
%!        W = [];
%!      end_try_catch
%!      if (iscomplex (W) && isa (W, "single"))
%!        tol = -1e-4;
%!      elseif (strcmp (be, "cpu"))
%!        tol = 0;
%!      else
%!        tol = ifelse_ (iscomplex (W), 32, 8);
%!      endif
%!      check_or_near (@() gpuArray (A) .^ B, @() A .^ B, [what " G, host"], tol);
%!      check_or_near (@() A .^ gpuArray (B), @() A .^ B, [what " host, G"], tol);
%!      check_or_near (@() power (gpuArray (A), gpuArray (B)), @() A .^ B, [what " G, H"], tol);
%!    endfor
%!  endfor
%!endfunction

%!test __gpu_axis_run_on__ ("cpu", @() check_power ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_power ("cuda"));

%!function check_flips (be)
%!  ## flip, fliplr, flipud, rot90, circshift with Octave's argument forms,
%!  ## on every class, complex, N-D and empty arrays: exact on both
%!  ## engines (elements move, nothing is computed); bad arguments: a
%!  ## gpuaxis: error where Octave errs
%!  xs = samples ();
%!  xs = [xs, {"matrix", "complex 3-D", "column", "4-D int16", "2x0";
%!             magic(4), complex(reshape (1:24, 2, 3, 4), -1), (1:5)', ...
%!             int16(reshape (1:36, 3, 1, 3, 4)), zeros(2, 0)}];
%!  forms = {@(x) flip (x), @(x) flip (x, 1), @(x) flip (x, 2), @(x) flip (x, 3), ...
%!           @(x) flip (x, 7), @(x) flip (x, 0), @(x) flip (x, 1.5), @(x) flip (x, [1 2]), ...
%!           @(x) fliplr (x), @(x) flipud (x), ...
%!           @(x) rot90 (x), @(x) rot90 (x, 2), @(x) rot90 (x, 3), @(x) rot90 (x, -1), ...
%!           @(x) rot90 (x, 0), @(x) rot90 (x, 6), @(x) rot90 (x, 1.5), @(x) rot90 (x, [1 2]), ...
%!           @(x) circshift (x, 1), @(x) circshift (x, -7), @(x) circshift (x, [1 -2]), ...
%!           @(x) circshift (x, [0 1 2]), @(x) circshift (x, 2, 2), @(x) circshift (x, -1, 3), ...
%!           @(x) circshift (x, 1, 5), @(x) circshift (x, 1.5), @(x) circshift (x, [1 2], 2), ...
%!           @(x) circshift (x, ones (1, 6)), @(x) circshift (x, int8 (3)), @(x) circshift (x, 0)};
%!  for i = 1:columns (xs)
%!    [w, A] = xs{:, i};
%!    G = gpuArray (A);
%!    for k = 1:numel (forms)
%!      f = forms{k};
%!      check_or_near (@() f (G), @() f (A), sprintf ("%s of %s", func2str (f), w), 0);
%!    endfor
%!  endfor
%!  ## arguments that are gpuArrays (a host array with a gpuArray argument:
%!  ## Octave's answer, a host array)
%!  A = reshape (1:12, 3, 4);  G = gpuArray (A);
%!  near (flip (G, gpuArray (2)), flip (A, 2), "flip, gpuArray DIM", 0);
%!  near (rot90 (G, gpuArray (3)), rot90 (A, 3), "rot90, gpuArray K", 0);
%!  near (circshift (G, gpuArray ([1 1])), circshift (A, [1 1]), "circshift, gpuArray N", 0);
%!  assert (flip (A, gpuArray (2)), flip (A, 2));
%!  assert (rot90 (A, gpuArray (1)), rot90 (A, 1));
%!  assert (circshift (A, gpuArray (1), gpuArray (2)), circshift (A, 1, 2));
%!endfunction

%!test __gpu_axis_run_on__ ("cpu", @() check_flips ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_flips ("cuda"));
