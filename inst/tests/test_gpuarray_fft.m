## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## test_gpuarray_fft.m: the FFT family (fft, ifft, fft2, ifft2, fftn,
## ifftn), filter and conv of gpuArray against Octave's own functions on
## the gathered data.
##
## Run with:  test ("inst/tests/test_gpuarray_fft.m")  (package on the path).
##
## Every check runs with the "cpu" backend (FFTW through the package's
## plans) and again with "cuda" where a device is usable (cuFFT, the
## filter kernel).  Results: class and size exactly, values normwise
## within c * eps (class) * log2 (N) of Octave's (c = 8; the two FFTs
## round differently), filter within its own bound below; errors Octave's
## message with a gpuaxis: identifier.

%!shared gate_
%! gate_ = getenv ("GPUAXIS_TEST_FAULTS");
%! setenv ("GPUAXIS_TEST_FAULTS", "1");

%!function ok_fft (got, want, what, nlen)
%!  got = gather (got);
%!  if (! strcmp (class (got), class (want)) || ! isequal (size (got), size (want)))
%!    error ("gpuaxis:test-failed", "%s: got %s %s, want %s %s", what,
%!           class (got), mat2str (size (got)), class (want), mat2str (size (want)));
%!  endif
%!  if (isempty (want))
%!    return;
%!  endif
%!  tol = 8 * eps (merge (isfloat (want), class (want), "double")) * max (log2 (max (nlen, 2)), 1);
%!  d = norm (double (got(:)) - double (want(:)));
%!  if (! (d <= tol * max (norm (double (want(:))), realmin)) && ! isequaln (got, want))
%!    error ("gpuaxis:test-failed", "%s: error %g > %g", what,
%!           d / norm (double (want(:))), tol);
%!  endif
%!endfunction

%!function xs = fft_inputs ()
%!  randn ("state", 42);
%!  xs = {};
%!  for cls = {"double", "single"}
%!    c = cls{1};
%!    xs(end+1,:) = {[c " column"], cast(randn (16, 1), c)};
%!    xs(end+1,:) = {[c " row odd"], cast(randn (1, 15), c)};
%!    xs(end+1,:) = {[c " matrix"], cast(randn (6, 5), c)};
%!    xs(end+1,:) = {[c " 3-D"], cast(randn (4, 3, 5), c)};
%!    xs(end+1,:) = {[c " 4-D"], cast(randn (3, 2, 2, 3), c)};
%!    xs(end+1,:) = {[c " complex matrix"], cast(complex (randn (7, 4), randn (7, 4)), c)};
%!    xs(end+1,:) = {[c " complex 3-D"], cast(complex (randn (2, 5, 3), randn (2, 5, 3)), c)};
%!    xs(end+1,:) = {[c " prime"], cast(randn (1, 97), c)};
%!    xs(end+1,:) = {[c " scalar"], cast(3.5, c)};
%!  endfor
%!  xs(end+1,:) = {"int8", int8([1 -2 3 4 -5])};
%!  xs(end+1,:) = {"uint16 matrix", uint16(magic (4))};
%!  xs(end+1,:) = {"logical", logical([1 0 1 1 0 0 1])};
%!  xs(end+1,:) = {"empty 0x3", zeros(0, 3)};
%!  xs(end+1,:) = {"empty 1x0", zeros(1, 0)};
%!  xs(end+1,:) = {"empty 0x0 single", single([])};
%!endfunction

%!function check_fft_ifft (be)
%!  xs = fft_inputs ();
%!  for i = 1:rows (xs)
%!    x = xs{i,2};
%!    G = gpuArray (x);
%!    w = sprintf ("%s (%s)", xs{i,1}, be);
%!    for f = {@fft, @ifft}
%!      fn = f{1};
%!      nm = func2str (fn);
%!      ok_fft (fn (G), fn (x), [nm " " w], numel (x));
%!      for N = [1 2 5 8 33]
%!        if (N == 1 && isempty (x))
%!          continue;                 # Octave: index (1,_): out of bound
%!        endif
%!        ok_fft (fn (G, N), fn (x, N), sprintf ("%s N=%d %s", nm, N, w), N);
%!      endfor
%!      ok_fft (fn (G, 0), fn (x, 0), [nm " N=0 " w], 1);
%!      ok_fft (fn (G, 2.5), fn (x, 2.5), [nm " N=2.5 " w], 3);
%!      for d = 1:ndims (x)
%!        ok_fft (fn (G, [], d), fn (x, [], d), sprintf ("%s DIM=%d %s", nm, d, w),
%!                size (x, d));
%!        for N = [1 3 7]
%!          if (N == 1 && isempty (x))
%!            continue;
%!          endif
%!          ok_fft (fn (G, N, d), fn (x, N, d),
%!                  sprintf ("%s N=%d DIM=%d %s", nm, N, d, w), N);
%!        endfor
%!      endfor
%!      ## arguments that are gpuArrays, data that is not
%!      ok_fft (fn (x, gpuArray (4)), fn (x, 4), [nm " gpu N " w], 4);
%!    endfor
%!  endfor
%!endfunction

%!function check_fft2_fftn (be)
%!  xs = fft_inputs ();
%!  for i = 1:rows (xs)
%!    x = xs{i,2};
%!    if (isempty (x))
%!      continue;     # Octave 7.3's fftn and fft2 of empties: checked apart
%!    endif
%!    G = gpuArray (x);
%!    w = sprintf ("%s (%s)", xs{i,1}, be);
%!    for f = {@fft2, @ifft2}
%!      fn = f{1};
%!      nm = func2str (fn);
%!      ok_fft (fn (G), fn (x), [nm " " w], numel (x));
%!      ok_fft (fn (G, 4, 6), fn (x, 4, 6), [nm " 4x6 " w], 24);
%!      ok_fft (fn (G, 1, 3), fn (x, 1, 3), [nm " 1x3 " w], 3);
%!      ok_fft (fn (G, 3), fn (x, 3), [nm " M=3 " w], 3 * columns (x));
%!      ok_fft (fn (G, 0, 3), fn (x, 0, 3), [nm " 0x3 " w], 1);
%!    endfor
%!    for f = {@fftn, @ifftn}
%!      fn = f{1};
%!      nm = func2str (fn);
%!      ok_fft (fn (G), fn (x), [nm " " w], numel (x));
%!      sz = size (x) + (1:ndims (x));
%!      ok_fft (fn (G, sz), fn (x, sz), [nm " padded " w], prod (sz));
%!      sz = max (ceil (size (x) / 2), 1);
%!      ok_fft (fn (G, sz), fn (x, sz), [nm " truncated " w], prod (sz));
%!    endfor
%!  endfor
%!  ## ifft2 (fft2 (U) .* H): the wave propagation idiom
%!  u = single (complex (randn (32), randn (32)));
%!  H = single (exp (1i * randn (32)));
%!  ok_fft (ifft2 (fft2 (gpuArray (u)) .* gpuArray (H)), ifft2 (fft2 (u) .* H),
%!          ["propagation " be], 1024);
%!endfunction

%!function check_symmetric (be)
%!  ## MATLAB's "symmetric": the real part of the inverse of a conjugate
%!  ## symmetric input (Octave has no such option)
%!  randn ("state", 7);
%!  for sz = {[8 3], [7 1], [1 9], [6 5 4], [5 4 3 2]}
%!    for c = {"double", "single"}
%!      x = cast (randn (sz{1}), c{1});
%!      w = sprintf ("%s %s (%s)", mat2str (sz{1}), c{1}, be);
%!      h = fft (x);
%!      ok_fft (ifft (gpuArray (h), "symmetric"), real (ifft (h)), ["ifft sym " w], numel (x));
%!      h = fft2 (x);
%!      ok_fft (ifft2 (gpuArray (h), "symmetric"), real (ifft2 (h)), ["ifft2 sym " w], numel (x));
%!      h = fftn (x);
%!      ok_fft (ifftn (gpuArray (h), "symmetric"), real (ifftn (h)), ["ifftn sym " w], numel (x));
%!      ok_fft (ifft (gpuArray (h), "nonsymmetric"), ifft (h), ["ifft nonsym " w], numel (x));
%!    endfor
%!  endfor
%!  ok_fft (ifft (gpuArray ([1 2 3 2]), "symmetric"), real (ifft ([1 2 3 2])), ["ifft sym real " be], 4);
%!endfunction

%!function check_fft_errors (be)
%!  G = gpuArray ([1 2 3]);
%!  x = [1 2 3];
%!  cases = {@() fft (G, -1), @() fft (x, -1);
%!           @() ifft (G, -2.6), @() ifft (x, -2.6);
%!           @() fft (G, NaN), @() fft (x, NaN);
%!           @() fft (G, [], 0), @() fft (x, [], 0);
%!           @() fft (G, [], 3), @() fft (x, [], 3);
%!           @() ifft (G, [], 2.6), @() ifft (x, [], 2.6);
%!           @() fft (G, [], NaN), @() fft (x, [], NaN);
%!           @() fft2 (G, NaN), @() fft2 (x, NaN);
%!           @() fft2 (G, 2, -1), @() fft2 (x, 2, -1);
%!           @() ifft2 (G, -1), @() ifft2 (x, -1);
%!           @() fftn (G, 2), @() fftn (x, 2);
%!           @() fftn (G, [2 -1]), @() fftn (x, [2 -1]);
%!           @() ifftn (G, [NaN 2]), @() ifftn (x, [NaN 2])};
%!  for i = 1:rows (cases)
%!    want = "";
%!    try
%!      cases{i,2} ();
%!    catch e
%!      want = e.message;
%!    end_try_catch
%!    assert (! isempty (want));
%!    try
%!      cases{i,1} ();
%!      error ("gpuaxis:test-failed", "no error for case %d (%s)", i, be);
%!    catch e
%!      assert (strncmp (e.identifier, "gpuaxis:", 8), e.identifier);
%!      assert (e.message, want);
%!    end_try_catch
%!  endfor
%!  __gpu_axis_assert_error__ (@() fft (G, 1, 1, 1), "gpuaxis:invalid-call");
%!  ## a length of 0 in SIZE: Octave 7.3 fails in FFTW's planner
%!  __gpu_axis_assert_error__ (@() fftn (G, [2 0]), "gpuaxis:invalid-size");
%!  __gpu_axis_assert_error__ (@() ifft (G, "bad"), "gpuaxis:invalid-input");
%!endfunction

%!function ok_filter (got, want, what, nab, n)
%!  ## the recurrence's rounding: a bound of the size of the filter's work
%!  got = gather (got);
%!  if (! strcmp (class (got), class (want)) || ! isequal (size (got), size (want)))
%!    error ("gpuaxis:test-failed", "%s: got %s %s, want %s %s", what,
%!           class (got), mat2str (size (got)), class (want), mat2str (size (want)));
%!  endif
%!  tol = 4 * eps (class (want)) * nab * max (n, 1);
%!  d = norm (double (got(:)) - double (want(:)), Inf);
%!  if (! (d <= tol * max (norm (double (want(:)), Inf), 1)) && ! isequaln (got, want))
%!    error ("gpuaxis:test-failed", "%s: error %g > %g", what, d, tol);
%!  endif
%!endfunction

%!function check_filter (be)
%!  randn ("state", 3);
%!  coefs = {[1 2 3] / 6, 1;                  # FIR
%!           [0.2 0.3], [1 -0.5 0.25];        # IIR
%!           [1 -1], [2 0.4 -0.1 0.05 0.01];  # A(1) != 1, 4th order
%!           0.5, 2;                          # a gain
%!           [], [1 0.5];                     # B empty: zeros
%!           single([0.3 0.3]), [1 -0.2];     # single coefficients
%!           [1 1i], [1 0.5i]};               # complex coefficients
%!  xs = {randn(40, 3), randn(1, 25), randn(5, 12, 2), single(randn(30, 2)), ...
%!        complex(randn(20, 2), randn(20, 2)), int16([1 -2 3 5 -7 2]), ...
%!        zeros(0, 3), randn(3, 1)};
%!  for i = 1:rows (coefs)
%!    b = coefs{i,1};
%!    a = coefs{i,2};
%!    nab = max (numel (a), numel (b));
%!    for k = 1:numel (xs)
%!      x = xs{k};
%!      w = sprintf ("coefs %d x %d (%s)", i, k, be);
%!      G = gpuArray (x);
%!      ok_filter (filter (b, a, G), filter (b, a, x), ["filter " w], nab, numel (x));
%!      [y, zf] = filter (b, a, G);
%!      [y0, zf0] = filter (b, a, x);
%!      ok_filter (y, y0, ["[y, zf] " w], nab, numel (x));
%!      ok_filter (zf, zf0, ["zf " w], nab, numel (x));
%!      for d = 1:ndims (x)
%!        ok_filter (filter (b, a, G, [], d), filter (b, a, x, [], d),
%!                   sprintf ("DIM %d %s", d, w), nab, numel (x));
%!        if (nab > 1 && ! isempty (x) && ! (isvector (x) && size (x, d) == 1))
%!          o = size (x);
%!          o(d) = [];
%!          zi = randn ([nab - 1, o, 1]);
%!          [y0, zf0] = filter (b, a, x, zi, d);
%!          [y, zf] = filter (b, a, G, gpuArray (zi), d);
%!          ok_filter (y, y0, sprintf ("ZI DIM %d %s", d, w), nab, numel (x));
%!          ok_filter (zf, zf0, sprintf ("ZF DIM %d %s", d, w), nab, numel (x));
%!        endif
%!      endfor
%!    endfor
%!  endfor
%!  ## coefficients and states as gpuArrays, data on the host
%!  x = randn (16, 2);
%!  [y, zf] = filter (gpuArray ([1 1]), gpuArray ([1 -0.9]), x, [0.5 1]);
%!  [y0, zf0] = filter ([1 1], [1 -0.9], x, [0.5 1]);
%!  ok_filter (y, y0, ["gpu coefficients " be], 2, 32);
%!  ok_filter (zf, zf0, ["gpu coefficients zf " be], 2, 32);
%!endfunction

%!function check_filter_errors (be)
%!  G = gpuArray ([1 2 3]);
%!  x = [1 2 3];
%!  cases = {@() filter (1, [0 1], G), @() filter (1, [0 1], x);
%!           @() filter (1, [1 2], G, [1 2]), @() filter (1, [1 2], x, [1 2]);
%!           @() filter (1, [1 2], G, [], 3), @() filter (1, [1 2], x, [], 3);
%!           @() filter (1, [1 2], G, [], 0), @() filter (1, [1 2], x, [], 0)};
%!  for i = 1:rows (cases)
%!    want = "";
%!    try
%!      cases{i,2} ();
%!    catch e
%!      want = e.message;
%!    end_try_catch
%!    assert (! isempty (want));
%!    try
%!      cases{i,1} ();
%!      error ("gpuaxis:test-failed", "no error for case %d (%s)", i, be);
%!    catch e
%!      assert (strncmp (e.identifier, "gpuaxis:", 8), e.identifier);
%!      assert (e.message, want);
%!    end_try_catch
%!  endfor
%!  __gpu_axis_assert_error__ (@() filter (gpuArray (1), 1), "gpuaxis:invalid-call");
%!endfunction

%!function check_conv (be)
%!  randn ("state", 5);
%!  vs = {randn(1, 7), randn(5, 1), single(randn(1, 4)), ...
%!        complex(randn(1, 3), randn(1, 3)), 2, randn(1, 12)};
%!  for i = 1:numel (vs)
%!    for k = 1:numel (vs)
%!      u = vs{i};
%!      v = vs{k};
%!      for sh = {"full", "same", "valid"}
%!        w = sprintf ("conv %d %d %s (%s)", i, k, sh{1}, be);
%!        ok_filter (conv (gpuArray (u), v, sh{1}), conv (u, v, sh{1}), w,
%!                   numel (v), numel (u));
%!      endfor
%!    endfor
%!  endfor
%!  ok_filter (conv (gpuArray (1:5), 1:3), conv (1:5, 1:3), ["conv 2 args " be], 3, 5);
%!  As = {randn(9, 7), single(randn(6, 5)), complex(randn(4, 8), randn(4, 8)), ...
%!        randn(1, 10), randn(3, 1), zeros(0, 3)};
%!  Ks = {randn(3, 3), randn(2, 4), randn(15, 15), single(randn(1, 3)), 1i * ones(2)};
%!  for i = 1:numel (As)
%!    for k = 1:numel (Ks)
%!      A = As{i};
%!      K = Ks{k};
%!      for sh = {"full", "same", "valid"}
%!        w = sprintf ("conv2 %d %d %s (%s)", i, k, sh{1}, be);
%!        ok_filter (conv2 (gpuArray (A), K, sh{1}), conv2 (A, K, sh{1}), w,
%!                   numel (K), numel (A));
%!      endfor
%!    endfor
%!  endfor
%!  A = randn (8, 6);
%!  ok_filter (conv2 ([1 2 1], [1; 0; -1], gpuArray (A)), conv2 ([1 2 1], [1; 0; -1], A),
%!             ["conv2 separable " be], 9, 48);
%!  ok_filter (conv2 ([1 2 1], [1; 0; -1], gpuArray (A), "same"),
%!             conv2 ([1 2 1], [1; 0; -1], A, "same"), ["conv2 separable same " be], 9, 48);
%!  __gpu_axis_assert_error__ (@() conv (gpuArray (ones (2)), 1), "gpuaxis:invalid-input");
%!  __gpu_axis_assert_error__ (@() conv (gpuArray (1:3), 1, "bad"), "gpuaxis:invalid-input");
%!  __gpu_axis_assert_error__ (@() conv2 (gpuArray (A), 1, "bad"), "gpuaxis:invalid-input");
%!  ## the messages are Octave's
%!  msgs = {@() conv (ones (2), 1), @() conv (ones (2), gpuArray (1));
%!          @() conv (1:3, 1, "bad"), @() conv (gpuArray (1:3), 1, "bad");
%!          @() conv2 (A, 1, "bad"), @() conv2 (gpuArray (A), 1, "bad")};
%!  for i = 1:rows (msgs)
%!    try
%!      msgs{i,1} ();
%!    catch e
%!      want = e.message;
%!    end_try_catch
%!    try
%!      msgs{i,2} ();
%!      error ("gpuaxis:test-failed", "no error");
%!    catch e
%!      assert (e.message, want);
%!    end_try_catch
%!  endfor
%!endfunction

%!function ok_conv_fft (got, want, A, K, what)
%!  ## conv2 by FFT against Octave's direct sum: Octave's class and size,
%!  ## values within 2 eps log2 (p q) |A|_F |K|_F (p x q about the
%!  ## transform; the CPU backend's worst error was 3% of it)
%!  got = gather (got);
%!  if (! strcmp (class (got), class (want)) || ! isequal (size (got), size (want)))
%!    error ("gpuaxis:test-failed", "%s: got %s %s, want %s %s", what,
%!           class (got), mat2str (size (got)), class (want), mat2str (size (want)));
%!  endif
%!  pq = (rows (A) + rows (K)) * (columns (A) + columns (K));
%!  tol = 2 * eps (class (want)) * log2 (pq) * norm (double (A(:))) * norm (double (K(:)));
%!  d = norm (double (got(:)) - double (want(:)), Inf);
%!  if (! (d <= tol))
%!    error ("gpuaxis:test-failed", "%s: error %g > %g", what, d, tol);
%!  endif
%!endfunction

%!function check_conv_fft (be)
%!  ## the FFT path of conv2 and conv (forced with GPUAXIS_CONV2), every
%!  ## shape, real, single and complex, kernels larger than the image in a
%!  ## dimension, the separable form; and the rule's own choice for a large
%!  ## kernel
%!  randn ("state", 6);
%!  old = getenv ("GPUAXIS_CONV2");
%!  unwind_protect
%!    setenv ("GPUAXIS_CONV2", "fft");
%!    As = {randn(20, 17), single(randn(16, 12)), complex(randn(10, 14), randn(10, 14)), ...
%!          randn(1, 40), randn(30, 1)};
%!    Ks = {randn(9, 9), randn(5, 11), single(randn(1, 7)), complex(randn(3), randn(3)), ...
%!          randn(25, 3)};
%!    for i = 1:numel (As)
%!      for k = 1:numel (Ks)
%!        A = As{i};
%!        K = Ks{k};
%!        for sh = {"full", "same", "valid"}
%!          w = sprintf ("conv2 by fft %d %d %s (%s)", i, k, sh{1}, be);
%!          ok_conv_fft (conv2 (gpuArray (A), K, sh{1}), conv2 (A, K, sh{1}), A, K, w);
%!        endfor
%!      endfor
%!    endfor
%!    A = randn (12, 9);  u = randn (1, 5);  v = randn (4, 1);  h = randn (1, 30);
%!    for sh = {"full", "same", "valid"}
%!      ok_conv_fft (conv2 (u, v, gpuArray (A), sh{1}), conv2 (u, v, A, sh{1}), A,
%!                   u(:) * v(:).', ["conv2 separable by fft " sh{1} " " be]);
%!      ok_conv_fft (conv (gpuArray (u), h, sh{1}), conv (u, h, sh{1}), u, h,
%!                   ["conv by fft " sh{1} " " be]);
%!    endfor
%!    ## conv's orientation as Octave's, by FFT
%!    x = randn (1, 50);  y = randn (20, 1);
%!    ok_conv_fft (conv (gpuArray (x), y), conv (x, y), x, y, ["conv row col " be]);
%!    ok_conv_fft (conv (gpuArray (y), x), conv (y, x), x, y, ["conv col row " be]);
%!    ## an Inf or NaN stays where Octave's is (the direct sum, even forced)
%!    A = randn (20, 17);  A(5, 6) = NaN;  A(15, 2) = Inf;  K = randn (9);
%!    got = gather (conv2 (gpuArray (A), K, "same"));  want = conv2 (A, K, "same");
%!    assert (isnan (got), isnan (want));
%!    assert (got(isinf (want)), want(isinf (want)));
%!    ok = isfinite (want);
%!    assert (got(ok), want(ok), 1e-12 * max (abs (want(ok))));
%!    ## the rule's choice: a 31 x 31 kernel on a 96 x 96 image
%!    setenv ("GPUAXIS_CONV2", "");
%!    A = randn (96);  K = randn (31);
%!    ok_conv_fft (conv2 (gpuArray (A), K, "same"), conv2 (A, K, "same"), A, K,
%!                 ["conv2 by the rule " be]);
%!  unwind_protect_cleanup
%!    setenv ("GPUAXIS_CONV2", old);
%!  end_unwind_protect
%!endfunction

%!function check_routes (be)
%!  ## transforms above the first dimension by each route of the plan
%!  ## (GPUAXIS_FFT_STRIDED: transposed to the front; from the strided
%!  ## input into the contiguous order; one strided plan): every
%!  ## DIM of odd and N-D sizes, real and complex,
%!  ## single and double, N padding and truncation, groups of several
%!  ## dimensions above the first (fftn of 5-D), "symmetric" (C2R)
%!  old = getenv ("GPUAXIS_FFT_STRIDED");
%!  unwind_protect
%!    for route = {"strided", "transpose", "strided-in"}
%!      setenv ("GPUAXIS_FFT_STRIDED", route{1});
%!      check_fft_ifft (be);
%!      check_symmetric (be);
%!      randn ("state", 11);
%!      for c = {"double", "single"}
%!        for sz = {[5 3 7], [3 4 2 5 3], [1 6 5], [4 1 3]}
%!          x = cast (randn (sz{1}), c{1});
%!          z = cast (complex (randn (sz{1}), randn (sz{1})), c{1});
%!          w = sprintf ("%s %s %s (%s)", route{1}, mat2str (sz{1}), c{1}, be);
%!          for d = 1:numel (sz{1})
%!            for N = [0 2 sz{1}(d) 9]
%!              ok_fft (fft (gpuArray (x), N, d), fft (x, N, d),
%!                      sprintf ("fft N=%d DIM=%d %s", N, d, w), max (N, 1));
%!              ok_fft (ifft (gpuArray (z), N, d), ifft (z, N, d),
%!                      sprintf ("ifft N=%d DIM=%d %s", N, d, w), max (N, 1));
%!            endfor
%!            h = fft (x, [], d);
%!            ok_fft (ifft (gpuArray (h), [], d, "symmetric"), real (ifft (h, [], d)),
%!                    sprintf ("ifft sym DIM=%d %s", d, w), sz{1}(d));
%!          endfor
%!          ok_fft (fftn (gpuArray (x)), fftn (x), ["fftn " w], numel (x));
%!          ok_fft (ifftn (gpuArray (z), sz{1} + 1), ifftn (z, sz{1} + 1),
%!                  ["ifftn padded " w], prod (sz{1} + 1));
%!          h = fftn (x);
%!          ok_fft (ifftn (gpuArray (h), "symmetric"), real (ifftn (h)),
%!                  ["ifftn sym " w], numel (x));
%!          ok_fft (fft2 (gpuArray (z), 3, 4), fft2 (z, 3, 4), ["fft2 3x4 " w], 12);
%!        endfor
%!        e = cast (zeros (3, 0, 2), c{1});
%!        ok_fft (fft (gpuArray (e), [], 3), fft (e, [], 3), ["fft empty DIM=3 " c{1}], 2);
%!        ok_fft (fft (gpuArray (e), 4, 2), fft (e, 4, 2), ["fft empty N=4 " c{1}], 4);
%!      endfor
%!    endfor
%!  unwind_protect_cleanup
%!    setenv ("GPUAXIS_FFT_STRIDED", old);
%!  end_unwind_protect
%!endfunction

%!function check_default_routes (be)
%!  ## the route the package picks by shape (no GPUAXIS_FFT_STRIDED):
%!  ## shapes that reach each branch of fft_plan.c's rule (strided: 4 or
%!  ## fewer apart, under 2^20 elements, long rows of a length up to
%!  ## 4096; transpose: a length up to 4096 otherwise, or fewer than 256
%!  ## apart; strided-in: the rest), real and complex, forward and inverse
%!  old = getenv ("GPUAXIS_FFT_STRIDED");
%!  unwind_protect
%!    unsetenv ("GPUAXIS_FFT_STRIDED");
%!    randn ("state", 14);
%!    cases = {[3 700 600], 2, "single";   [24 300], 2, "double";
%!             [2048 512], 2, "single";    [300 2048 2], 2, "double";
%!             [16 4096 17], 2, "single";  [300 1024 4], 2, "double";
%!             [8 5000 27], 2, "single";   [256 4100], 2, "single";
%!             [16 20 5000], 3, "double"};
%!    for i = 1:rows (cases)
%!      [sz, d, c] = cases{i, :};
%!      x = cast (randn (sz), c);
%!      z = cast (complex (randn (sz), randn (sz)), c);
%!      w = sprintf ("%s DIM=%d %s (%s)", mat2str (sz), d, c, be);
%!      ok_fft (fft (gpuArray (z), [], d), fft (z, [], d), ["fft " w], sz(d));
%!      ok_fft (ifft (gpuArray (z), [], d), ifft (z, [], d), ["ifft " w], sz(d));
%!      ok_fft (fft (gpuArray (x), [], d), fft (x, [], d), ["fft real " w], sz(d));
%!    endfor
%!  unwind_protect_cleanup
%!    setenv ("GPUAXIS_FFT_STRIDED", old);
%!  end_unwind_protect
%!endfunction

%!function check_conv_fft_nonfinite (be)
%!  ## the FFT path's own check for an Inf or NaN (in the product of the
%!  ## spectra): in either operand, real or complex, the direct sum's
%!  ## answer, Octave's NaNs where its are
%!  old = getenv ("GPUAXIS_CONV2");
%!  unwind_protect
%!    setenv ("GPUAXIS_CONV2", "fft");
%!    randn ("state", 12);
%!    for cplx = [false true]
%!      A = randn (13, 10);  K = randn (4, 5);
%!      if (cplx)
%!        A = complex (A, randn (13, 10));
%!      endif
%!      for where = 1:3
%!        [a, k] = deal (A, K);
%!        if (where == 1)
%!          k(2, 3) = Inf;
%!        elseif (where == 2)
%!          a(7, 4) = NaN;
%!        else
%!          a(1, 1) = -Inf;  k(4, 5) = NaN;
%!        endif
%!        for sh = {"full", "same", "valid"}
%!          got = gather (conv2 (gpuArray (a), k, sh{1}));
%!          want = conv2 (a, k, sh{1});
%!          w = sprintf ("nonfinite %d %d %s (%s)", cplx, where, sh{1}, be);
%!          assert (isequal (size (got), size (want)), w);
%!          assert (isequal (isnan (got), isnan (want)), w);
%!          ok = isfinite (want);
%!          assert (got(ok), want(ok), 1e-12 * max (abs (want(ok)(:))));
%!        endfor
%!      endfor
%!    endfor
%!  unwind_protect_cleanup
%!    setenv ("GPUAXIS_CONV2", old);
%!  end_unwind_protect
%!endfunction

%!function check_route_room (be)
%!  ## the routes above dim 1 where their scratch does not fit (the test
%!  ## cap: the input, the result and less than the scratch): the strided
%!  ## plan, Octave's answer, nothing left behind
%!  old = getenv ("GPUAXIS_FFT_STRIDED");
%!  unwind_protect
%!    randn ("state", 13);
%!    z = complex (randn (48, 40), randn (48, 40));
%!    x = single (randn (30, 24, 2));
%!    for route = {"transpose", "strided-in"}
%!      setenv ("GPUAXIS_FFT_STRIDED", route{1});
%!      w = sprintf ("%s without room (%s)", route{1}, be);
%!      Z = gpuArray (z);
%!      X = gpuArray (x);
%!      n0 = __gpu_array__ ("info").arrays;
%!      in = __gpu_array__ ("info");
%!      live = in.device_bytes + in.host_bytes;
%!      __gpu_array__ ("cap", live + 48 * 40 * 16 + 1000);
%!      ok_fft (fft (Z, [], 2), fft (z, [], 2), ["fft DIM=2 " w], 40);
%!      __gpu_array__ ("cap", live + 30 * 24 * 2 * 8 + 1000);
%!      ok_fft (fft (X, [], 3), fft (x, [], 3), ["fft real DIM=3 " w], 2);
%!      __gpu_array__ ("cap", 0);
%!      assert (__gpu_array__ ("info").arrays, n0);
%!      clear Z X
%!    endfor
%!  unwind_protect_cleanup
%!    __gpu_array__ ("cap", 0);
%!    setenv ("GPUAXIS_FFT_STRIDED", old);
%!  end_unwind_protect
%!endfunction

%!function check_memory (be)
%!  ## results freed when cleared, temporaries never kept; out of memory
%!  ## (the test-only cap) a gpuaxis: error with nothing left behind
%!  n0 = __gpu_array__ ("info").arrays;
%!  G = gpuArray (randn (64));
%!  for k = 1:5
%!    a = fft (G, 100);
%!    b = ifft2 (G, 80, 70);
%!    c = fftn (G, [65 66]);
%!    [d, z] = filter ([1 1], [1 0.5], G);
%!    e = conv2 (G, ones (3));
%!    f = ifft (a, "symmetric");
%!  endfor
%!  clear a b c d z e f
%!  assert (__gpu_array__ ("info").arrays, n0 + 1);
%!  __gpu_array__ ("cap", 64 * 64 * 8 + 1000);
%!  __gpu_axis_assert_error__ (@() fft (G), "gpuaxis:out-of-memory");
%!  __gpu_axis_assert_error__ (@() fft2 (G, 128, 128), "gpuaxis:out-of-memory");
%!  __gpu_axis_assert_error__ (@() filter (1, [1 2], G), "gpuaxis:out-of-memory");
%!  __gpu_axis_assert_error__ (@() conv2 (G, G), "gpuaxis:out-of-memory");
%!  __gpu_array__ ("cap", 0);
%!  assert (__gpu_array__ ("info").arrays, n0 + 1);
%!  clear G
%!  assert (__gpu_array__ ("info").arrays, n0);
%!endfunction

%!test __gpu_axis_run_on__ ("cpu", @() check_fft_ifft ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_fft_ifft ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_fft2_fftn ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_fft2_fftn ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_symmetric ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_symmetric ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_fft_errors ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_fft_errors ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_filter ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_filter ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_filter_errors ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_filter_errors ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_conv ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_conv ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_conv_fft ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_conv_fft ("cuda"));
%!test __gpu_axis_run_on__ ("cpu", @() check_routes ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_routes ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_default_routes ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_default_routes ("cuda"));
%!test __gpu_axis_run_on__ ("cpu", @() check_conv_fft_nonfinite ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_conv_fft_nonfinite ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_route_room ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_route_room ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_memory ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_memory ("cuda"));

%!test
%! setenv ("GPUAXIS_TEST_FAULTS", gate_);
