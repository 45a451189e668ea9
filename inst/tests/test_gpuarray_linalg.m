## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## test_gpuarray_linalg.m: matrix products and linear algebra of gpuArray
## (mtimes, pagemtimes, pagefun, and the solvers and factorizations)
## against Octave's own results on the gathered data.
##
## Run with:  test ("inst/tests/test_gpuarray_linalg.m")  (package on the
## path).
##
## Every check runs with the "cpu" backend (the host BLAS and LAPACK
## Octave links, called with the engine's plan) and again with "cuda"
## (cuBLAS and cuSOLVER) when a device is usable.  Products are compared
## within the BLAS's error bound, |C - C0| <= c k eps |A| |B| elementwise
## (k the inner dimension, eps the result class's); solutions by their
## residual and, where well conditioned, against Octave's within a bound
## scaled by the condition number; factorizations by their defining
## properties (L U = P A, R' R = A, Q R = A with Q unitary, U S V' = A).
## Errors must carry a gpuaxis: identifier and, where Octave has one,
## Octave's message.

%!function x = rnd (cls, sz, cplx, seed)
%!  rand ("seed", seed);
%!  x = rand (sz) - 0.5;
%!  if (cplx)
%!    x = complex (x, rand (sz) - 0.5);
%!  endif
%!  if (strcmp (cls, "logical"))
%!    x = x > 0;
%!  else
%!    x = cast (x, cls);
%!  endif
%!endfunction

%!function g = gathered (got, want, what)
%!  ## got's data, after checking that it is a gpuArray of want's class and size
%!  assert (isa (got, "gpuArray"), "%s: not a gpuArray", what);
%!  g = gather (got);
%!  assert (strcmp (class (g), class (want)), "%s: class %s, not %s", what,
%!          class (g), class (want));
%!  assert (isequal (size (g), size (want)), "%s: size %s, not %s", what,
%!          mat2str (size (g)), mat2str (size (want)));
%!endfunction

%!function check_product (got, want, A, B, k, what)
%!  ## got: a gpuArray; want: Octave's product of the host operands
%!  g = gathered (got, want, what);
%!  if (isempty (want))
%!    return;
%!  endif
%!  if (isinteger (want))
%!    bound = zeros (size (want));       # integer results: exact
%!  else
%!    bound = 4 * max (k, 1) * eps (class (want)) ...
%!            * (abs (double (A)) * abs (double (B))) + realmin;
%!  endif
%!  d = abs (double (g) - double (want));
%!  assert (all (d(:) <= bound(:)), "%s: off by %g (bound %g)", what,
%!          max (d(:) - bound(:)), max (bound(:)));
%!endfunction

%!function check_mtimes ()
%!  shapes = {[4 3 5], [1 3 5], [4 3 1], [1 3 1], [4 1 5], [1 1 5], ...
%!            [0 3 5], [4 0 5], [4 3 0], [0 0 0], [33 17 9], [7 70 3]};
%!  kinds = {{"double", 0}, {"single", 0}, {"double", 1}, {"single", 1}};
%!  s = 1;
%!  for i = 1:numel (shapes)
%!    [m, k, n] = num2cell (shapes{i}){:};
%!    for a = 1:numel (kinds)
%!      for b = 1:numel (kinds)
%!        A = rnd (kinds{a}{1}, [m k], kinds{a}{2}, s++);
%!        B = rnd (kinds{b}{1}, [k n], kinds{b}{2}, s++);
%!        want = A * B;
%!        what = sprintf ("%dx%d %s%s * %dx%d %s%s", m, k, kinds{a}{1},
%!                        {"", " complex"}{kinds{a}{2} + 1}, k, n, kinds{b}{1},
%!                        {"", " complex"}{kinds{b}{2} + 1});
%!        if (m * k == 1 || k * n == 1)
%!          continue;                  # scalars: times, tested elsewhere
%!        endif
%!        check_product (gpuArray (A) * gpuArray (B), want, A, B, k, [what " gg"]);
%!        check_product (gpuArray (A) * B, want, A, B, k, [what " gh"]);
%!        check_product (A * gpuArray (B), want, A, B, k, [what " hg"]);
%!      endfor
%!    endfor
%!  endfor
%!  ## logical and char operands count as double; single wins
%!  L = rnd ("logical", [5 4], 0, 1);  D = rnd ("double", [4 3], 0, 2);
%!  check_product (gpuArray (L) * D, L * D, L, D, 4, "logical * double");
%!  check_product (gpuArray (L) * L', L * L', L, L', 4, "logical * logical");
%!  S = rnd ("single", [4 3], 0, 3);
%!  check_product (gpuArray (L) * S, L * S, L, S, 4, "logical * single");
%!  C = ["ab"; "cd"; "ef"; "gh"];
%!  check_product (gpuArray (D') * C, D' * C, D', double (C), 4, "double * char");
%!  ## scalar operands: elementwise
%!  check_product (gpuArray (2) * D, 2 * D, 2, D, 1, "scalar * matrix");
%!  check_product (gpuArray (D) * single (3), D * single (3), D, 3, 1, "matrix * scalar");
%!  check_product (int8 (3) * gpuArray (D), int8 (3) * D, 3, D, 1, "int8 scalar");
%!endfunction

%!function check_transposes ()
%!  for c = 0:1
%!    for cls = {"double", "single"}
%!      X = rnd (cls{1}, [30 6], c, 11);
%!      Y = rnd (cls{1}, [30 4], c, 12);
%!      G = gpuArray (X);  H = gpuArray (Y);
%!      check_product (G' * G, X' * X, X', X, 30, "G' * G");
%!      check_product (G * G', X * X', X, X', 6, "G * G'");
%!      check_product (G.' * H, X.' * Y, X.', Y, 30, "G.' * H");
%!      check_product (G' * H, X' * Y, X', Y, 30, "G' * H");
%!      check_product (H' * G, Y' * X, Y', X, 30, "H' * G");
%!      v = rnd (cls{1}, [30 1], c, 13);
%!      check_product (gpuArray (v)' * G, v' * X, v', X, 30, "v' * G");
%!      check_product (G' * v, X' * v, X', v, 30, "G' * v");
%!      check_product (gpuArray (v) * v', v * v', v, v', 1, "outer");
%!      check_product (gpuArray (v)' * v, v' * v, v', v, 30, "inner");
%!      ## one operand: SYRK/HERK, exactly symmetric (Hermitian) as Octave's
%!      C = gather (G' * G);  D = gather (G * G');  E = gather (G.' * G);
%!      assert (isequal (C, C') && isequal (D, D') && isequal (E, E.'),
%!              "%s: G' * G not exactly Hermitian", cls{1});
%!      assert (isreal (diag (C)) || ! any (imag (diag (C))));
%!      if (strcmp (gpu_axis_backend (), "cpu"))  # the same BLAS routine
%!        ## G * G' (inner 6 < 4 x 30) and W' * W are Octave's SYRK: its
%!        ## bits; G' * G (inner 30 >= 4 x 6) is a GEMM and a mirror
%!        ## (linalg_plan.c): the bound above
%!        assert (D, X * X');
%!        W = X.';  GW = gpuArray (W);
%!        assert (gather (GW' * GW), W' * W);
%!      endif
%!      ## transposes not yet made, composed with pagemtimes' op flags
%!      Xt = X.';  Xh = X';
%!      K = rnd (cls{1}, [6 4], c, 15);
%!      check_product ((G.')' * K, Xt' * K, Xt', K, 6, "(G.')' * K");
%!      check_product ((G')' * G', X * Xh, X, Xh, 6, "(G')' * G'");
%!      check_product (pagemtimes (G', "transpose", K, "none"), Xh.' * K, Xh.', K, 6,
%!                     "pagemtimes (G', 'transpose')");
%!      check_product (pagemtimes (G', "ctranspose", G', "none"), X * Xh, X, Xh, 6,
%!                     "pagemtimes (G', 'ctranspose')");
%!      check_product (pagemtimes (G.', "none", H, "none"), Xt * Y, Xt, Y, 30,
%!                     "pagemtimes (G.', 'none')");
%!      check_product (pagemtimes (G.', "transpose", K.', "transpose"), X * K, X, K, 6,
%!                     "pagemtimes (G.', 'transpose', K.', 'transpose')");
%!      T = G';
%!      check_product (T * H, Xh * Y, Xh, Y, 30, "T * H, T = G'");
%!      assert (gather (T), Xh);                 # made on use, as Octave's
%!      check_product (T * H, Xh * Y, Xh, Y, 30, "T * H after T was made");
%!      assert (gather (G.' + 0), X.');
%!    endfor
%!  endfor
%!  if (strcmp (getenv ("GPUAXIS_TEST_FAULTS"), "1"))
%!    ## the product reads G' as G with an op flag: no transpose made (a
%!    ## made one would not fit under the cap)
%!    X = rnd ("double", [10 2], 0, 14);
%!    G = gpuArray (X);
%!    T = G';                                  # 160 bytes more, shared
%!    i = __gpu_array__ ("info");
%!    __gpu_array__ ("cap", i.host_bytes + i.device_bytes + 100);  # room for 2x2
%!    unwind_protect
%!      check_product (T * G, X' * X, X', X, 10, "under the cap");
%!      __gpu_axis_assert_error__ (@() T + 0, "gpuaxis:out-of-memory");
%!    unwind_protect_cleanup
%!      __gpu_array__ ("cap", 0);
%!    end_unwind_protect
%!  endif
%!endfunction

%!function check_split ()
%!  ## GPUAXIS_LA_SPLIT=7: every product of one page with k >= 14 by 7
%!  ## chunks of its inner dimension and a GEMV of their pages (linalg.h;
%!  ## by default only tall-skinny single products are), the steps left
%!  ## over (53 = 7 x 7 + 4) a page of their own
%!  old = getenv ("GPUAXIS_LA_SPLIT");
%!  setenv ("GPUAXIS_LA_SPLIT", "7");
%!  unwind_protect
%!    for c = 0:1
%!      for cls = {"double", "single"}
%!        for k = [49 53]
%!          X = rnd (cls{1}, [k 5], c, 21);  Y = rnd (cls{1}, [k 3], c, 22);
%!          Z = rnd (cls{1}, [5 k], c, 23);
%!          G = gpuArray (X);  H = gpuArray (Y);
%!          w = sprintf ("%s%s k %d", cls{1}, {"", " complex"}{c + 1}, k);
%!          check_product (G' * H, X' * Y, X', Y, k, [w " G' * H"]);
%!          check_product (G.' * H, X.' * Y, X.', Y, k, [w " G.' * H"]);
%!          check_product (gpuArray (Z) * H, Z * Y, Z, Y, k, [w " Z * H"]);
%!          check_product (gpuArray (Z) * gpuArray (Z)', Z * Z', Z, Z', k, [w " Z * Z'"]);
%!          check_product (pagemtimes (G, "ctranspose", Y, "none"), X' * Y, X', Y, k,
%!                         [w " pagemtimes"]);
%!          C = G' * G;                   # SYRK by GEMM: the chunks, mirrored
%!          check_product (C, X' * X, X', X, k, [w " G' * G"]);
%!          C = gather (C);
%!          assert (isequal (C, C'), "%s: G' * G in chunks not exactly Hermitian", w);
%!          check_product (G' * Y(:, 1), X' * Y(:, 1), X', Y(:, 1), k, [w " G' * v (GEMV)"]);
%!        endfor
%!      endfor
%!    endfor
%!    X = rnd ("double", [13 4], 0, 24);       # k 13 < 2 x 7: one GEMM
%!    check_product (gpuArray (X)' * X, X' * X, X', X, 13, "k 13");
%!  unwind_protect_cleanup
%!    if (isempty (old))
%!      unsetenv ("GPUAXIS_LA_SPLIT");
%!    else
%!      setenv ("GPUAXIS_LA_SPLIT", old);
%!    endif
%!  end_unwind_protect
%!endfunction

%!function check_nd_and_errors ()
%!  ## N-D operands: the trailing dimensions folded into the columns
%!  A = rnd ("double", [2 2 2], 0, 21);  b = rnd ("double", [4 1], 0, 22);
%!  check_product (gpuArray (A) * b, A * b, reshape (A, 2, 4), b, 4, "N-D * vector");
%!  B = rnd ("double", [2 3 2], 0, 23);
%!  check_product (gpuArray (ones (5, 2)) * B, ones (5, 2) * B, ones (5, 2),
%!                 reshape (B, 2, 6), 2, "matrix * N-D");
%!  ## Octave's messages with gpuaxis: ids
%!  cases = {{ones(2, 3), ones(2, 3)}, {ones(2, 2, 2), ones(2)}, ...
%!           {int32(ones(2)), ones(2)}, {ones(2), int8(ones(2))}, ...
%!           {single(ones(2)), int8(ones(2))}, {true(2), int8(ones(2))}, ...
%!           {int8(ones(1, 3)), int8(ones(3, 1))}, {ones(2, 3), int8(1:3)}, ...
%!           {ones(2), ones(3, 2)}};
%!  for i = 1:numel (cases)
%!    [x, y] = cases{i}{:};
%!    try
%!      x * y;
%!      error ("no error from Octave");
%!    catch e
%!      want = e.message;
%!    end_try_catch
%!    for gpu = 1:3
%!      gx = x;  gy = y;
%!      if (bitand (gpu, 1))  gx = gpuArray (x);  endif
%!      if (bitand (gpu, 2))  gy = gpuArray (y);  endif
%!      try
%!        gx * gy;
%!        error ("case %d/%d: no error", i, gpu);
%!      catch e
%!        assert (e.message, want);
%!        assert (strncmp (e.identifier, "gpuaxis:", 8), e.identifier);
%!      end_try_catch
%!    endfor
%!  endfor
%!endfunction

%!function check_pagemtimes ()
%!  ops = {"none", "transpose", "ctranspose"};
%!  op = {@(x) x, @(x) x.', @(x) x'};
%!  for c = 0:1
%!    for cls = {"double", "single"}
%!      for ia = 1:3
%!        for ib = 1:3
%!          A = rnd (cls{1}, [4 3 2 3], c, 31);
%!          B = rnd (cls{1}, [3 5 2 3], c, 32);
%!          if (ia > 1)  A = permute (A, [2 1 3 4]);  endif
%!          if (ib > 1)  B = permute (B, [2 1 3 4]);  endif
%!          Z = pagemtimes (gpuArray (A), ops{ia}, gpuArray (B), ops{ib});
%!          assert (size (Z), [4 5 2 3]);
%!          for p = 1:6
%!            a = op{ia} (A(:, :, p));  b = op{ib} (B(:, :, p));
%!            check_product (Z(:, :, p), a * b, a, b, 3,
%!                           sprintf ("pagemtimes %s %s page %d", ops{ia}, ops{ib}, p));
%!          endfor
%!        endfor
%!      endfor
%!    endfor
%!  endfor
%!  ## broadcast pages: one page of A against every page of B, and mixed
%!  A = rnd ("double", [4 3], 0, 41);  B = rnd ("double", [3 2 5], 0, 42);
%!  Z = pagemtimes (A, gpuArray (B));
%!  for p = 1:5
%!    check_product (Z(:, :, p), A * B(:, :, p), A, B(:, :, p), 3, "broadcast A");
%!  endfor
%!  A = rnd ("single", [4 3 1 2], 0, 43);  B = rnd ("double", [3 2 3 1], 0, 44);
%!  Z = pagemtimes (gpuArray (A), B);
%!  assert (size (Z), [4 2 3 2]);
%!  assert (classUnderlying (Z), "single");
%!  for i = 1:3
%!    for j = 1:2
%!      check_product (Z(:, :, i, j), A(:, :, 1, j) * B(:, :, i, 1),
%!                     A(:, :, 1, j), B(:, :, i, 1), 3, "broadcast mixed");
%!    endfor
%!  endfor
%!  ## 2-D operands, pagefun, empty pages
%!  A = rnd ("double", [4 3], 1, 45);  B = rnd ("double", [3 6], 0, 46);
%!  check_product (pagemtimes (gpuArray (A), B), A * B, A, B, 3, "2-D");
%!  A = rnd ("double", [4 3 2], 0, 47);  B = rnd ("double", [3 2 2], 0, 48);
%!  Z = pagefun (@mtimes, gpuArray (A), gpuArray (B));
%!  check_product (Z(:, :, 2), A(:, :, 2) * B(:, :, 2), A(:, :, 2), B(:, :, 2), 3,
%!                 "pagefun");
%!  assert (gather (pagefun (@transpose, gpuArray (A))), permute (A, [2 1 3]));
%!  assert (size (pagemtimes (gpuArray (zeros (2, 0, 3)), zeros (0, 4))), [2 4 3]);
%!  assert (gather (pagemtimes (gpuArray (zeros (2, 0, 3)), zeros (0, 4))), zeros (2, 4, 3));
%!  ## errors
%!  fail ("pagemtimes (gpuArray (ones (2, 3)), ones (2, 3))", "nonconformant");
%!  fail ("pagemtimes (gpuArray (ones (2, 2, 2)), ones (2, 2, 3))", "dimension 3");
%!  fail ("pagemtimes (gpuArray (ones (2)), \"bad\", ones (2), \"none\")", "transpose option");
%!  fail ("pagemtimes (gpuArray (int8 (ones (2))), ones (2))", "not implemented");
%!endfunction

%!function A = well (cls, n, cplx, seed)
%!  ## a well-conditioned n x n matrix (diagonally dominant)
%!  A = rnd (cls, [n n], cplx, seed) + cast (n * eye (n), cls);
%!endfunction

%!function check_close (got, want, bound, what)
%!  g = gathered (got, want, what);
%!  d = abs (double (g(:)) - double (want(:)));
%!  d(g(:) == want(:)) = 0;               # the same infinity
%!  d = max (d);
%!  assert (isempty (d) || d <= bound, "%s: off by %g (bound %g)", what, d, bound);
%!endfunction

%!function check_solve ()
%!  s = 100;
%!  for c = 0:1
%!    for cls = {"double", "single"}
%!      for n = [1 2 7 40]
%!        A = well (cls{1}, n, c, s++);
%!        B = rnd (cls{1}, [n 3], c, s++);
%!        want = A \ B;
%!        bound = 50 * n * eps (cls{1}) * cond (double (A), 1) * max (abs (want(:)));
%!        what = sprintf ("%s%s %d", cls{1}, {"", " complex"}{c + 1}, n);
%!        check_close (gpuArray (A) \ gpuArray (B), want, bound, [what " A\\B gg"]);
%!        check_close (gpuArray (A) \ B, want, bound, [what " A\\B gh"]);
%!        check_close (A \ gpuArray (B), want, bound, [what " A\\B hg"]);
%!        want = B.' / A;
%!        check_close (gpuArray (B.') / gpuArray (A), want, bound, [what " B/A"]);
%!        check_close (inv (gpuArray (A)), inv (A),
%!                     50 * n * eps (cls{1}) * cond (double (A), 1) * max (abs (inv (A)(:))),
%!                     [what " inv"]);
%!        if (n < 40)                     # 40^40 overflows single
%!          d = det (A);
%!          check_close (det (gpuArray (A)), d, 50 * n * eps (cls{1}) * abs (d), [what " det"]);
%!        endif
%!      endfor
%!    endfor
%!  endfor
%!  ## the matrix types Octave's solve picks: triangular, Hermitian
%!  ## positive definite, Hermitian not positive definite (LU after all)
%!  for c = 0:1
%!    for cls = {"double", "single"}
%!      W = well (cls{1}, 9, c, s++);
%!      B = rnd (cls{1}, [9 2], c, s++);
%!      H = W' * W;
%!      N = H - cast (2 * norm (double (H)) * eye (9), cls{1});   # Hermitian, negative definite
%!      N(1, 1) = abs (N(1, 1));
%!      Q = cast (2 * ones (9) - eye (9), cls{1});   # positive diagonal, indefinite
%!      for T = {triu(W), tril(W), H, N, Q}
%!        want = T{1} \ B;
%!        bound = 50 * 9 * eps (cls{1}) * cond (double (T{1}), 1) * max (abs (want(:)));
%!        check_close (gpuArray (T{1}) \ B, want, bound, sprintf ("%s typed solve", cls{1}));
%!        check_close (T{1} \ gpuArray (B), want, bound, sprintf ("%s typed solve hg", cls{1}));
%!      endfor
%!    endfor
%!  endfor
%!  ## classes: single wins, a real matrix with a complex right side
%!  A = well ("double", 5, 0, 1);  b = rnd ("single", [5 1], 1, 2);
%!  want = A \ b;
%!  check_close (gpuArray (A) \ b, want, 1e3 * eps ("single"), "double \\ complex single");
%!  ## singular and nearly singular: Octave's warning and Octave's answer
%!  ## a tiny matrix is not a singular one (rcond does not scale)
%!  lastwarn ("");
%!  check_close (gpuArray ([2 1; 1 2] * 1e-300) \ [1; 2], ([2 1; 1 2] * 1e-300) \ [1; 2],
%!               1e-15 * 1e300, "tiny well-conditioned");
%!  assert (lastwarn (), "");
%!  ## (hilb (16): rcond 1e-19, far below eps / 2 whichever backend's
%!  ## factors estimate it; hilb (12)'s 2.5e-17 is within a factor 5)
%!  for A = {ones(3), [1 2; 2 4], hilb(16), zeros(4), [1 2; 0 0], [0 0; 1 2], ...
%!           [1 0; 0 1e-30]}
%!    ## a value of its own: Octave keeps a matrix's type on the value, and
%!    ## a literal's value is shared by every call of this function; once
%!    ## a solve found it singular (marked rectangular), Octave's \ goes
%!    ## straight to least squares without its warning (so on the second
%!    ## backend Octave was silent where the gpuArray warned)
%!    a = A{1} + 0;  b = (1:rows (a))';
%!    lastwarn ("");
%!    want = a \ b;
%!    [wmsg, wid] = lastwarn ();
%!    lastwarn ("");
%!    got = gpuArray (a) \ b;
%!    [gmsg, gid] = lastwarn ();
%!    if (! strcmp (gid, wid))     # what differed, for the report
%!      st = warning ("query", "Octave:singular-matrix").state;
%!      lastwarn ("");  a \ b;  [amsg, aid] = lastwarn ();
%!      error (["solve of %s: gpuArray warned '%s' (%s), Octave '%s' (%s); " ...
%!              "the warning %s; Octave again: '%s' (%s)"], mat2str (a, 3), gid,
%!             gmsg, wid, wmsg, st, aid, amsg);
%!    endif
%!    assert (gather (got), want);
%!  endfor
%!  ## inv estimates rcond by products with the inverse it made: singular
%!  ## and nearly singular matrices still get Octave's warning and answer,
%!  ## well-conditioned ones (including hilb (8), rcond 3e-11) none
%!  for A = {ones(3), hilb(16), [1 0; 0 1e-30], zeros(2), hilb(8), magic(4)+eye(4)}
%!    a = A{1} + 0;
%!    lastwarn ("");
%!    want = inv (a);
%!    [~, wid] = lastwarn ();
%!    lastwarn ("");
%!    G = inv (gpuArray (a));
%!    [~, gid] = lastwarn ();
%!    assert (strcmp (gid, wid), "inv of %s: warned '%s', Octave '%s'", mat2str (a, 3), gid, wid);
%!    if (isempty (wid))
%!      check_close (G, want, 50 * rows (a) * eps * cond (a, 1) * max (abs (want(:))),
%!                   "inv, well-conditioned");
%!    else
%!      assert (gather (G), want);
%!    endif
%!  endfor
%!  ## empty
%!  check_close (gpuArray (zeros (0, 0)) \ zeros (0, 3), zeros (0, 3), 0, "empty \\");
%!  ## errors: Octave's messages, gpuaxis: ids
%!  cases = {@() X(ones (2, 3)) \ ones (3, 1), @() X(ones (2)) \ ones (3, 1), ...
%!           @() X(ones (2)) / ones (2, 3), @() X(int8 (ones (2))) \ ones (2, 1), ...
%!           @() inv (X(ones (2, 3))), @() inv (X(ones (2, 2, 2))), ...
%!           @() det (X(ones (2, 3))), @() chol (X(ones (2, 3))), ...
%!           @() chol (X([1 2; 2 1])), @() eig (X(ones (2, 3)))};
%!  check_errors (cases, @(f) strrep (strrep (f, "X(", "("), "X (", "("));
%!endfunction

%!function check_errors (cases, on_host)
%!  ## each case errs with a gpuaxis: id and Octave's message, that of the
%!  ## case's code made host code by on_host
%!  for k = 1:numel (cases)
%!    f = func2str (cases{k});
%!    try
%!      cases{k} ();  error ("gpuaxis:test", "%s: no error", f);
%!    catch e
%!    end_try_catch
%!    try
%!      eval (on_host (f(4:end)));
%!      error ("gpuaxis:test", "%s: no error from Octave", f);
%!    catch e0
%!    end_try_catch
%!    assert (strncmp (e.identifier, "gpuaxis:", 8), "%s: %s", f, e.identifier);
%!    assert (e.message, e0.message);
%!  endfor
%!endfunction

%!function G = X (x)
%!  G = gpuArray (x);
%!endfunction

%!function check_factors ()
%!  s = 200;
%!  for c = 0:1
%!    for cls = {"double", "single"}
%!      tol = 100 * eps (cls{1});
%!      what = sprintf ("%s%s", cls{1}, {"", " complex"}{c + 1});
%!      ## chol: R' R = A, R upper, as Octave's R
%!      M = rnd (cls{1}, [6 6], c, s++);
%!      A = M' * M + cast (6 * eye (6), cls{1});
%!      R = chol (gpuArray (A));
%!      r = gather (R);
%!      assert (istriu (r), "%s chol: not upper", what);
%!      assert (norm (double (r' * r - A), 1) <= tol * norm (double (A), 1), "%s chol", what);
%!      check_close (R, chol (A), tol * max (abs (chol (A)(:))), [what " chol = Octave's"]);
%!      L = gather (chol (gpuArray (A), "lower"));
%!      assert (norm (double (L * L' - A), 1) <= tol * norm (double (A), 1), "%s chol lower", what);
%!      ## not positive definite: [R, p] as Octave's
%!      B = A;  B(4, 4) = -100;
%!      [R, p] = chol (gpuArray (B));
%!      [r0, p0] = chol (B);
%!      assert (p, p0);
%!      check_close (R, r0, tol * max (abs (r0(:))), [what " chol p"]);
%!      ## lu: L U = P A
%!      for sz = {[5 5], [6 4], [4 6]}
%!        A = rnd (cls{1}, sz{1}, c, s++);
%!        [L, U, P] = lu (gpuArray (A));
%!        [l, u, p] = deal (gather (L), gather (U), P);
%!        assert (istril (l) && all (diag (l) == 1), "%s lu: L", what);
%!        assert (istriu (u), "%s lu: U", what);
%!        assert (norm (double (l * u - p * A), 1) <= tol * norm (double (A), 1), "%s lu", what);
%!        [L2, U2] = lu (gpuArray (A));
%!        assert (norm (double (gather (L2) * gather (U2) - A), 1) <= tol * norm (double (A), 1),
%!                "%s lu 2 outputs", what);
%!        [~, ~, pv] = lu (gpuArray (A), "vector");
%!        assert (isequal (eye (rows (A))(pv, :), p), "%s lu vector", what);
%!        if (strcmp (gpu_axis_backend (), "cpu"))   # the same LAPACK: its pivots
%!          [~, ~, p0] = lu (A);
%!          assert (isequal (p, p0), "%s lu: P as Octave's", what);
%!        endif
%!      endfor
%!      ## svd: the values, descending
%!      for sz = {[7 4], [4 7], [5 5]}
%!        A = rnd (cls{1}, sz{1}, c, s++);
%!        sv = svd (A);
%!        check_close (svd (gpuArray (A)), sv, tol * sv(1), [what " svd"]);
%!      endfor
%!      ## eig: Hermitian on syevd, ascending; vectors orthonormal
%!      M = rnd (cls{1}, [8 8], c, s++);
%!      A = M + M';
%!      e0 = eig (A);
%!      check_close (eig (gpuArray (A)), e0, tol * max (abs (e0)), [what " eig"]);
%!      [V, D] = eig (gpuArray (A));
%!      [v, d] = deal (gather (V), gather (D));
%!      assert (isdiag (d) && isreal (d), "%s eig: D", what);
%!      assert (norm (double (A * v - v * d), 1) <= tol * norm (double (A), 1), "%s eig: AV = VD", what);
%!      assert (norm (double (v' * v) - eye (8), 1) <= tol * 8, "%s eig: V'V", what);
%!    endfor
%!  endfor
%!endfunction

%!function check_eig_values (e, e0, A, what)
%!  ## e matches Octave's e0 as a set: each of Octave's values has its own
%!  ## nearest one within c n eps |A| times its condition number (from
%!  ## Octave's left and right vectors, 1 / |w' v|)
%!  n = rows (A);
%!  assert (iscomplex (e) == iscomplex (e0), "%s: complex", what);
%!  [v0, ~, w0] = eig (double (A));
%!  s = 1 ./ abs (sum (conj (w0) .* v0, 1));
%!  bound = 20 * n * eps (class (A)) * norm (double (A), 1) * s;
%!  e = double (e(:));
%!  for i = 1:n
%!    [d, j] = min (abs (e - double (e0(i))));
%!    assert (d <= bound(i), "%s: value %d off by %g (bound %g)", what, i, d, bound(i));
%!    e(j) = Inf;
%!  endfor
%!endfunction

%!function check_eig_general ()
%!  ## eig of a non-Hermitian matrix (geev): the values as Octave's as a
%!  ## set, vectors by A V = V D (within c n eps |A|, columns of norm 1),
%!  ## left vectors by W' A = D W', Octave's result forms and classes
%!  s = 400;
%!  for cls = {"double", "single"}
%!    tol = 20 * eps (cls{1});
%!    for c = 0:1
%!      for n = [1 5 9]
%!        A = rnd (cls{1}, [n n], c, s++);
%!        what = sprintf ("%dx%d %s%s", n, n, cls{1}, {"", " complex"}{c + 1});
%!        e0 = eig (A);
%!        e = gathered (eig (gpuArray (A)), e0, [what " eig"]);
%!        check_eig_values (e, e0, A, [what " eig"]);
%!        [V, D] = eig (gpuArray (A));
%!        [v0, d0] = eig (A);
%!        v = gathered (V, v0, [what " V"]);
%!        d = gathered (D, full (d0), [what " D"]);
%!        assert (isdiag (d), "%s: D not diagonal", what);
%!        check_eig_values (diag (d), e0, A, [what " D"]);
%!        nA = norm (double (A), 1);
%!        assert (norm (double (A * v - v * d), 1) <= tol * n * nA, "%s: A V = V D", what);
%!        assert (max (abs (sqrt (sum (abs (double (v)) .^ 2, 1)) - 1)) <= tol * n,
%!                "%s: |v| = 1", what);
%!        [~, D2, W] = eig (gpuArray (A));
%!        [~, ~, w0] = eig (A);
%!        w = gathered (W, w0, [what " W"]);
%!        d2 = gather (D2);
%!        assert (norm (double (w' * A - d2 * w'), 1) <= tol * n * nA * cond (double (v)),
%!                "%s: W' A = D W'", what);
%!        ## forms: "vector" and "matrix"
%!        [~, dv] = eig (gpuArray (A), "vector");
%!        gathered (dv, diag (d0), [what " vector"]);
%!        em = eig (gpuArray (A), "matrix");
%!        gathered (em, full (eig (A, "matrix")), [what " matrix"]);
%!        gathered (eig (gpuArray (A), "nobalance"), eig (A, "nobalance"), [what " nobalance"]);
%!      endfor
%!    endfor
%!    ## a real matrix with real values (real vectors) and one with a
%!    ## conjugate pair; real values held in a complex array (real results,
%!    ## as Octave narrows them)
%!    fixed = {[4 1 0; 2 3 1; 0 1 2], [0 2 0; -1 0 0; 0 0 3], complex([1 2; 3 4])};
%!    for i = 1:numel (fixed)
%!      a = cast (fixed{i}, cls{1});
%!      [V, D] = eig (gpuArray (a));
%!      [v0, d0] = eig (a);
%!      v = gathered (V, v0, "fixed V");
%!      d = gathered (D, full (d0), "fixed D");
%!      check_eig_values (diag (d), diag (d0), a, "fixed");
%!      assert (norm (double (a * v - v * d), 1) <= tol * 3 * norm (double (a), 1), "fixed A V = V D");
%!    endfor
%!  endfor
%!  ## the forms of a Hermitian matrix's (syevd) results
%!  M = rnd ("double", [5 5], 1, 460);  H = M + M';
%!  [~, dv] = eig (gpuArray (H), "vector");
%!  check_eig_values (gathered (dv, eig (H), "hermitian vector"), eig (H), H, "hermitian vector");
%!  em = gathered (eig (gpuArray (H), "matrix"), full (eig (H, "matrix")), "hermitian matrix");
%!  assert (isdiag (em) && issorted (diag (em)), "hermitian matrix: ascending diagonal");
%!  [V, D, W] = eig (gpuArray (H));
%!  assert (norm (gather (W) - gather (V), 1) <= 1e-12, "hermitian: W = V");
%!  ## empty, the generalized problem (Octave's own on the host), errors
%!  assert (size (eig (gpuArray (zeros (0)))), [0 0]);
%!  A = rnd ("double", [4 4], 0, 450);  B = rnd ("double", [4 4], 0, 451);
%!  assert (gather (eig (gpuArray (A), B)), eig (A, B));
%!  cases = {@() eig (X([1 2; 3 4]), "foo"), @() eig (X([1 2; 3 4]), "qz"), ...
%!           @() eig (X([1 2; 3 4]), "vector", "matrix"), @() eig (X([1 NaN; 3 4])), ...
%!           @() eig (X(int8 ([1 2; 3 4]))), @() eig (X([1 2; 3 4]), [1 2])};
%!  check_errors (cases, @(f) strrep (f, "X(", "("));
%!endfunction

%!function check_square_check ()
%!  ## eig's and \'s one-pass check (finite? Hermitian?) against Octave's
%!  ## own tests of the data, on tile edges (32) and inside a tile: one
%!  ## element off its mirror, a NaN, a mirrored Inf, a complex diagonal,
%!  ## -0 against +0; then the routine each leads to, as Octave's
%!  for cls = {"double", "single"}
%!    for cplx = [false true]
%!      for n = [1 31 32 33 45 70]
%!        H = rnd (cls{1}, [n n], cplx, n);
%!        H = H + H';
%!        cases = {H};
%!        if (n > 1)
%!          i = n; j = 1 + floor (n / 3);
%!          A = H;  A(i, j) += 1;  cases{end+1} = A;
%!          A = H;  A(j, i) = NaN;  cases{end+1} = A;
%!          A = H;  A(i, j) = Inf;  A(j, i) = Inf;  cases{end+1} = A;
%!          A = H;  A(2, 1) = -0;  A(1, 2) = 0;  cases{end+1} = A;
%!        endif
%!        if (cplx)
%!          A = H;  A(n, n) = complex (real (A(n, n)), 1);  cases{end+1} = A;
%!        endif
%!        for k = 1:numel (cases)
%!          A = cases{k};
%!          what = sprintf ("%s%s %dx%d case %d", cls{1}, {"", " complex"}{cplx + 1}, n, n, k);
%!          want = ! all (isfinite (A(:))) + 2 * any (A(:) != reshape (A', [], 1));
%!          G = gpuArray (A);
%!          got = __gpu_array__ ("square_check", struct (G).m);
%!          assert (got == want, "%s: bits %d, not %d", what, got, want);
%!          if (bitand (want, 1))
%!            assert (ishermitian (A) == ! bitand (want, 2), "%s: ishermitian", what);
%!            continue;
%!          endif
%!          e0 = eig (A);
%!          e = gathered (eig (gpuArray (A)), e0, [what " eig"]);
%!          tol = 200 * eps (cls{1}) * max (1, norm (double (A), 1));
%!          if (want == 0)
%!            assert (max (abs (double (e - e0))) <= tol, "%s: eig", what);
%!          else
%!            check_eig_values (e, e0, A, [what " eig"]);
%!          endif
%!        endfor
%!      endfor
%!    endfor
%!  endfor
%!  ## A \ b takes the Cholesky route only for a Hermitian matrix with a
%!  ## positive diagonal; an asymmetry past the 4x4 corner sends it to LU
%!  n = 45;  H = rnd ("double", [n n], 0, 7);  H = H + H' + n * eye (n);
%!  A = H;  A(n, 20) += 1e-3;  b = (1:n)';
%!  M = {H, A};
%!  for k = 1:2
%!    x = gather (gpuArray (M{k}) \ b);
%!    assert (norm (x - M{k} \ b, 1) <= 1e-12 * norm (M{k} \ b, 1), "A \\ b, case %d", k);
%!  endfor
%!endfunction

%!function check_eig_call ()
%!  ## eig (G)'s one gateway call (check, then syevd's values) and the
%!  ## inputs it leaves to the general path, against Octave's eig: class,
%!  ## shape, realness, values; an integer matrix's error
%!  X = {5, -0, single([2 1; 1 2]), [2 1i; -1i 2], single([2 1i; -1i 2]), ...
%!       zeros(0, 0), zeros(0, 0, "single"), [1 2; 3 4], [1i 0; 0 1], ...
%!       complex([3 1; 1 3])};
%!  for k = 1:numel (X)
%!    e0 = eig (X{k});
%!    e = gather (eig (gpuArray (X{k})));
%!    what = sprintf ("case %d", k);
%!    assert (strcmp (class (e), class (e0)), "%s: class %s", what, class (e));
%!    assert (isequal (size (e), size (e0)), "%s: size", what);
%!    assert (isreal (e) == isreal (e0), "%s: realness", what);
%!    if (! isempty (e0))
%!      assert (e, e0, 8 * eps (class (e0)) * max (abs (e0)));
%!    endif
%!  endfor
%!  try
%!    eig (int32 ([2 1; 1 2]));
%!  catch e0
%!  end_try_catch
%!  try
%!    eig (gpuArray (int32 ([2 1; 1 2])));
%!    error ("eig of an int32 gpuArray: no error");
%!  catch e
%!    assert (e.message, e0.message);
%!    assert (strncmp (e.identifier, "gpuaxis:", 8), e.identifier);
%!  end_try_catch
%!endfunction

%!function check_null_orth ()
%!  ## null and orth are refused: their bases come from the SVD, whose
%!  ## columns' signs are the engine's (cuSOLVER's, or LAPACK's on the
%!  ## transpose for a wide matrix), not always Octave's
%!  for f = {@null, @orth}
%!    __gpu_axis_assert_error__ (@() f{1} (gpuArray (magic (4))), "gpuaxis:not-supported");
%!  endfor
%!endfunction

%!function check_lifecycle ()
%!  ## the engine's handles survive a release of the device state (made
%!  ## again at the next call), products and solves leave no arrays behind,
%!  ## and a failed allocation is gpuaxis:out-of-memory with nothing left
%!  A = rnd ("double", [64 64], 0, 301) + 64 * eye (64);
%!  G = gpuArray (A);
%!  check_product (G * G, A * A, A, A, 64, "first product");
%!  __gpu_array__ ("reset");
%!  G = gpuArray (A);
%!  check_product (G * G, A * A, A, A, 64, "after a reset");
%!  __gpu_array__ ("sync");
%!  i0 = __gpu_array__ ("info");
%!  for k = 1:20
%!    C = G * G;  X = G \ A;  s = svd (G);  [L, U, P] = lu (G);  R = chol (G' * G);
%!  endfor
%!  clear C X s L U P R
%!  __gpu_array__ ("sync");
%!  i1 = __gpu_array__ ("info");
%!  assert (i1.arrays, i0.arrays);
%!  if (strcmp (getenv ("GPUAXIS_TEST_FAULTS"), "1") && strcmp (gpu_axis_backend (), "cuda"))
%!    __gpu_array__ ("fault", "alloc");
%!    try
%!      G * G;
%!      error ("gpuaxis:test", "no error");
%!    catch e
%!      assert (e.identifier, "gpuaxis:out-of-memory");
%!    end_try_catch
%!    __gpu_array__ ("sync");
%!    assert (__gpu_array__ ("info").arrays, i0.arrays);
%!  endif
%!endfunction

%!function check_decompositions ()
%!  s = 400;
%!  for c = 0:1
%!    for cls = {"double", "single"}
%!      tol = 100 * eps (cls{1});
%!      what = sprintf ("%s%s", cls{1}, {"", " complex"}{c + 1});
%!      for sz = {[7 4], [4 7], [5 5]}
%!        A = rnd (cls{1}, sz{1}, c, s++);
%!        nA = norm (double (A), 1);
%!        [m, n] = size (A);
%!        ## svd: U S V' = A, U and V unitary, S as Octave's
%!        [U, S, V] = svd (gpuArray (A));
%!        [u, sg, v] = deal (gather (U), gather (S), gather (V));
%!        assert (isequal (size (u), [m m]) && isequal (size (sg), [m n]) ...
%!                && isequal (size (v), [n n]), "%s svd: sizes", what);
%!        assert (norm (double (u * sg * v' - A), 1) <= tol * nA, "%s svd: USV'", what);
%!        assert (norm (double (u' * u) - eye (m), 1) <= tol * m, "%s svd: U'U", what);
%!        assert (norm (double (v' * v) - eye (n), 1) <= tol * n, "%s svd: V'V", what);
%!        sv = svd (A);
%!        assert (isreal (sg) && nnz (sg) <= numel (sv)
%!                && max (abs (diag (sg) - sv)) <= tol * sv(1), "%s svd: S", what);
%!        [U, S, V] = svd (gpuArray (A), "econ");
%!        k = min (m, n);
%!        assert (isequal (size (S), [k k]), "%s svd econ", what);
%!        assert (norm (double (gather (U) * gather (S) * gather (V)' - A), 1) <= tol * nA,
%!                "%s svd econ: USV'", what);
%!        ## qr: Q R = A, Q unitary, R upper; one output as Octave's X
%!        [Q, R] = qr (gpuArray (A));
%!        [q, r] = deal (gather (Q), gather (R));
%!        assert (isequal (size (q), [m m]) && istriu (r), "%s qr", what);
%!        assert (norm (double (q * r - A), 1) <= tol * nA, "%s qr: QR", what);
%!        assert (norm (double (q' * q) - eye (m), 1) <= tol * m, "%s qr: Q'Q", what);
%!        [Q, R] = qr (gpuArray (A), 0);
%!        assert (isequal (size (R), [k n]), "%s qr econ", what);
%!        assert (norm (double (gather (Q) * gather (R) - A), 1) <= tol * nA, "%s qr econ", what);
%!        X0 = qr (A);
%!        check_close (qr (gpuArray (A)), X0, tol * max (abs (X0(:))), [what " qr X"]);
%!        ## pinv, rank
%!        P0 = pinv (A);
%!        check_close (pinv (gpuArray (A)), P0, 10 * tol * cond (double (A)) * max (abs (P0(:))),
%!                     [what " pinv"]);
%!        assert (rank (gpuArray (A)), rank (A));
%!      endfor
%!      assert (rank (gpuArray (ones (4, 3, cls{1}))), 1);
%!      ## least squares: a tall A of full rank on the device; wide and
%!      ## rank-deficient ones are Octave's own answer
%!      A = rnd (cls{1}, [9 4], c, s++);  b = rnd (cls{1}, [9 2], c, s++);
%!      want = A \ b;
%!      check_close (gpuArray (A) \ b, want,
%!                   50 * 9 * eps (cls{1}) * cond (double (A)) ^ 2 * max (abs (want(:))) + tol,
%!                   [what " least squares"]);
%!      check_close (A \ gpuArray (b), want,
%!                   50 * 9 * eps (cls{1}) * cond (double (A)) ^ 2 * max (abs (want(:))) + tol,
%!                   [what " least squares hg"]);
%!      At = A';                 # Octave 7.3's A' \ b (one operator) fails for complex A, real b
%!      assert (gather (gpuArray (At) \ b(1:4, :)), At \ b(1:4, :));
%!      D = A;  D(:, 4) = D(:, 1);
%!      assert (gather (gpuArray (D) \ b), D \ b);
%!      ## norms
%!      x = rnd (cls{1}, [9 1], c, s++);
%!      for p = {1, 2, Inf, -Inf, "fro", 3, 0.5, "inf"}
%!        n0 = norm (x, p{1});
%!        check_close (norm (gpuArray (x), p{1}), n0, tol * n0,
%!                     sprintf ("%s norm (x, %s)", what, num2str (p{1})));
%!        check_close (norm (gpuArray (x.'), p{1}), n0, tol * n0,
%!                     sprintf ("%s norm (x.', %s)", what, num2str (p{1})));
%!      endfor
%!      M = rnd (cls{1}, [5 7], c, s++);
%!      for p = {1, 2, Inf, "fro"}
%!        n0 = norm (M, p{1});
%!        check_close (norm (gpuArray (M), p{1}), n0, tol * n0,
%!                     sprintf ("%s norm (M, %s)", what, num2str (p{1})));
%!      endfor
%!      check_close (norm (gpuArray (cast ([1e30 1e30], cls{1}))), norm (cast ([1e30 1e30], cls{1})),
%!                   tol * 1.5e30, [what " norm scaled"]);
%!      ## dot, kron, cross, trace
%!      y = rnd (cls{1}, [9 1], c, s++);
%!      check_close (dot (gpuArray (x), y), dot (x, y), tol * 9, [what " dot"]);
%!      check_close (dot (gpuArray (x'), y), dot (x', y), tol * 9, [what " dot rows"]);
%!      check_close (dot (gpuArray (M), M), dot (M, M), tol * 9, [what " dot columns"]);
%!      check_close (dot (gpuArray (M), M, 2), dot (M, M, 2), tol * 9, [what " dot dim"]);
%!      K = rnd (cls{1}, [2 3], c, s++);
%!      check_close (kron (gpuArray (M), K), kron (M, K), 0, [what " kron"]);
%!      check_close (kron (M, gpuArray (K)), kron (M, K), 0, [what " kron hg"]);
%!      u = rnd (cls{1}, [1 3], c, s++);  w = rnd (cls{1}, [1 3], c, s++);
%!      check_close (cross (gpuArray (u), w), cross (u, w), 0, [what " cross"]);
%!      check_close (cross (gpuArray (u'), w'), cross (u', w'), 0, [what " cross column"]);
%!      S = rnd (cls{1}, [6 6], c, s++);
%!      check_close (trace (gpuArray (S)), trace (S), tol * 6, [what " trace"]);
%!    endfor
%!  endfor
%!  ## other forms and bad input: Octave's answer or Octave's message
%!  check_close (trace (gpuArray (ones (2, 3))), trace (ones (2, 3)), 0, "trace 2x3");
%!  check_close (cross (gpuArray (magic (3)), ones (3)), cross (magic (3), ones (3)), 0, "cross matrix");
%!  check_close (norm (gpuArray (magic (4)), 3), norm (magic (4), 3), 1e-12, "matrix 3-norm");
%!  bad = {@() norm (gpuArray (ones (2, 2, 2))), @() norm (gpuArray (ones (2)), "bad"), ...
%!         @() dot (gpuArray ([1 2 3]), [1 2]), @() cross (gpuArray ([1 2 3]), [1 2])};
%!  check_errors (bad, @(f) strrep (f, "gpuArray ", ""));
%!endfunction

%!test __gpu_axis_run_on__ ("cpu", @check_mtimes);
%!test __gpu_axis_run_on__ ("cpu", @check_transposes);
%!test __gpu_axis_run_on__ ("cpu", @check_split);
%!test __gpu_axis_run_on__ ("cpu", @check_nd_and_errors);
%!test __gpu_axis_run_on__ ("cpu", @check_pagemtimes);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_mtimes);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_transposes);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_split);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_nd_and_errors);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_pagemtimes);
%!test __gpu_axis_run_on__ ("cpu", @check_solve);
%!test __gpu_axis_run_on__ ("cpu", @check_factors);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_solve);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_factors);
%!test __gpu_axis_run_on__ ("cpu", @check_eig_general);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_eig_general);
%!test __gpu_axis_run_on__ ("cpu", @check_square_check);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_square_check);
%!test __gpu_axis_run_on__ ("cpu", @check_eig_call);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_eig_call);
%!test __gpu_axis_run_on__ ("cpu", @check_null_orth);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_null_orth);
%!test __gpu_axis_run_on__ ("cpu", @check_lifecycle);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_lifecycle);
%!test __gpu_axis_run_on__ ("cpu", @check_decompositions);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_decompositions);
