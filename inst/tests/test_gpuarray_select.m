## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## test_gpuarray_select.m: find, nnz, histc and accumarray of gpuArray
## against Octave's own functions on the gathered data.
##
## Run with:  test ("inst/tests/test_gpuarray_select.m")  (package on the
## path).
##
## Every check runs with the "cpu" backend and again with "cuda" when a
## device is usable.  Results are compared exactly: positions, counts and
## bins are integers, the values find returns are copies, and accumarray
## adds in index order on both engines (Octave's order), so its sums are
## Octave's to the bit.  Each result must be a gpuArray (nnz: a double)
## of Octave's class and size.  Errors must carry a gpuaxis: identifier
## and Octave's message.

%!function x = rnd (cls, sz, cplx, seed)
%!  ## about half zeros; NaN, Inf and -0 among floats
%!  rand ("seed", seed);
%!  x = round (4 * rand (sz) - 2) .* (rand (sz) > 0.5);
%!  if (cplx)
%!    x = complex (x, round (2 * rand (sz) - 1) .* (rand (sz) > 0.5));
%!  endif
%!  if (strcmp (cls, "logical"))
%!    x = x != 0;
%!  else
%!    if (any (strcmp (cls, {"double", "single"})) && numel (x) > 3)
%!      x(2) = NaN;
%!      x(3) = -Inf;
%!      x(end) = -0;
%!    endif
%!    x = cast (x, cls);
%!  endif
%!endfunction

%!function same (got, want, what)
%!  assert (isa (got, "gpuArray"), "%s: not a gpuArray", what);
%!  g = gather (got);
%!  assert (strcmp (class (g), class (want)), "%s: class %s, not %s", what,
%!          class (g), class (want));
%!  assert (isequal (size (g), size (want)), "%s: size %s, not %s", what,
%!          mat2str (size (g)), mat2str (size (want)));
%!  assert (isequaln (g, want), "%s: values differ", what);
%!endfunction

%!function same_error (fgpu, fhost, what)
%!  ## the gpuArray call fails with a gpuaxis: id and Octave's message
%!  try
%!    fhost ();
%!    want = "";
%!  catch e
%!    want = e.message;
%!  end_try_catch
%!  assert (! isempty (want), "%s: Octave gave no error", what);
%!  try
%!    fgpu ();
%!  catch e
%!    assert (strncmp (e.identifier, "gpuaxis:", 8), "%s: identifier '%s'",
%!            what, e.identifier);
%!    if (strncmp (want, "Invalid call to", 15))
%!      want = strtok (want, ".");
%!    endif
%!    assert (strncmp (e.message, want, numel (want)), "%s: '%s', not '%s'",
%!            what, e.message, want);
%!    return;
%!  end_try_catch
%!  error ("%s: no error", what);
%!endfunction

%!function check_find_one (x, args, what)
%!  G = gpuArray (x);
%!  same (find (G, args{:}), find (x, args{:}), [what " idx"]);
%!  [r, c] = find (G, args{:});
%!  [r0, c0] = find (x, args{:});
%!  same (r, r0, [what " r"]);
%!  same (c, c0, [what " c"]);
%!  [r, c, v] = find (G, args{:});
%!  [r0, c0, v0] = find (x, args{:});
%!  same (r, r0, [what " r3"]);
%!  same (c, c0, [what " c3"]);
%!  same (v, v0, [what " v"]);
%!endfunction

%!function check_find ()
%!  shapes = {[1 7], [7 1], [3 4], [2 3 2], [1 1], [1 1 3], [1 3 2], ...
%!            [0 0], [1 0], [0 1], [0 3], [3 0], [1 1 0], [0 1 0], [1 0 2]};
%!  kinds = {{"double", 0}, {"single", 0}, {"int8", 0}, {"uint16", 0}, ...
%!           {"int64", 0}, {"logical", 0}, {"double", 1}, {"single", 1}};
%!  forms = {{}, {0}, {2, "first"}, {Inf}, {2, "last"}, {100, "last"}, ...
%!           {int8(1)}};
%!  s = 1;
%!  for i = 1:numel (shapes)
%!    for k = 1:numel (kinds)
%!      x = rnd (kinds{k}{1}, shapes{i}, kinds{k}{2}, s++);
%!      for f = 1:numel (forms)
%!        what = sprintf ("find %s %s%s form %d", mat2str (shapes{i}),
%!                        kinds{k}{1}, {"", " complex"}{kinds{k}{2} + 1}, f);
%!        check_find_one (x, forms{f}, what);
%!      endfor
%!    endfor
%!  endfor
%!  ## all zeros, and a zero scalar (Octave's 0x0)
%!  for sz = {[1 1], [1 4], [4 1], [3 3]}
%!    check_find_one (zeros (sz{1}), {}, ["zeros " mat2str(sz{1})]);
%!    check_find_one (zeros (sz{1}), {1, "last"}, ["zeros last " mat2str(sz{1})]);
%!  endfor
%!  ## long arrays: the CPU engine counts and writes in chunks on its
%!  ## threads; N first and last across the chunks' borders
%!  rand ("seed", 5);
%!  L = rand (1, 600000) > 0.7;
%!  k = nnz (L);
%!  for f = {{}, {7}, {7, "last"}, {k - 3}, {k - 3, "last"}, {k + 1, "last"}}
%!    same (find (gpuArray (L), f{1}{:}), find (L, f{1}{:}), "long mask");
%!  endfor
%!  ## one-byte masks (the CUDA engine's own kernels): lengths across its
%!  ## 16 KiB tiles and each thread's 64 bytes; int8 and uint8 too
%!  for n = [1 15 16 17 63 64 65 1000 16383 16384 16385 49189]
%!    M = rand (1, n) > 0.6;
%!    same (find (gpuArray (M)), find (M), sprintf ("mask of %d", n));
%!    same (find (gpuArray (M')), find (M'), sprintf ("column mask of %d", n));
%!    assert (gather (nnz (gpuArray (M))), nnz (M));
%!    I = int8 (M .* randi ([-3 3], 1, n));
%!    same (find (gpuArray (I)), find (I), sprintf ("int8 of %d", n));
%!    same (find (gpuArray (uint8 (M) * 200)), find (uint8 (M) * 200), sprintf ("uint8 of %d", n));
%!  endfor
%!  D = (rand (700, 900) - 0.5) .* (rand (700, 900) > 0.5);
%!  check_find_one (D, {}, "long double");
%!  check_find_one (single (D), {1000, "last"}, "long single last");
%!  ## four outputs: Octave 7.3 gives [] as the fourth
%!  [a, b, c, d] = find (gpuArray ([0 2 0 3]));
%!  [a0, b0, c0, d0] = find ([0 2 0 3]);
%!  same (a, a0, "4 outputs a");  same (c, c0, "4 outputs c");
%!  assert (isequal (d, d0));
%!endfunction

%!function check_find_errors ()
%!  G = gpuArray ([1 0 1]);
%!  x = gather (G);
%!  for N = {-1, 1.5, NaN, [], "a", {1}}
%!    same_error (@() find (G, N{1}), @() find (x, N{1}), "find N");
%!  endfor
%!  for D = {"foo", "LAST", 3}
%!    same_error (@() find (G, 1, D{1}), @() find (x, 1, D{1}), "find DIRECTION");
%!  endfor
%!  same_error (@() find (G, 1, "last", 2), @() find (x, 1, "last", 2), "find nargin");
%!endfunction

%!function check_nnz ()
%!  kinds = {{"double", 0}, {"single", 0}, {"int8", 0}, {"uint32", 0}, ...
%!           {"logical", 0}, {"double", 1}, {"single", 1}};
%!  shapes = {[1 9], [5 4], [2 3 4], [0 3], [0 0], [1 1]};
%!  s = 100;
%!  for i = 1:numel (shapes)
%!    for k = 1:numel (kinds)
%!      x = rnd (kinds{k}{1}, shapes{i}, kinds{k}{2}, s++);
%!      n = nnz (gpuArray (x));
%!      assert (strcmp (class (n), "double") && isequal (n, nnz (x)),
%!              "nnz %s %s", mat2str (shapes{i}), kinds{k}{1});
%!    endfor
%!  endfor
%!  assert (nnz (gpuArray ([1 0 NaN; 0 0 -0])), 2);
%!  same_error (@() nnz (gpuArray (1), 2), @() nnz (1, 2), "nnz nargin");
%!endfunction

%!function [n, i] = histc_ref (x, edges, args)
%!  ## Octave's histc; with at most 3 edges along a dimension before the
%!  ## last two of an N-d array, Octave 7.3's own histc fails (it makes
%!  ## cell (K) for K trailing dimensions, a K x K cell): there the counts
%!  ## are its answer for the dimension moved last
%!  nd = ndims (x);
%!  if (isempty (args))
%!    dim = find (size (x) > 1, 1);
%!    if (isempty (dim))
%!      dim = 1;
%!    endif
%!  else
%!    dim = args{1};
%!  endif
%!  if (numel (edges) > 3 || nd - dim < 2)
%!    [n, i] = histc (x, edges, args{:});
%!  else                                   # Octave's histc, fibre by fibre
%!    p = [dim, 1:dim-1, dim+1:nd];
%!    xp = permute (x, p);
%!    sp = size (xp);
%!    xp = reshape (xp, sp(1), prod (sp(2:end)));
%!    n = zeros (numel (edges), columns (xp));
%!    i = zeros (size (xp));
%!    for j = 1:columns (xp)
%!      [n(:, j), i(:, j)] = histc (xp(:, j), edges, 1);
%!    endfor
%!    n = ipermute (reshape (n, [numel(edges), sp(2:end)]), p);
%!    i = ipermute (reshape (i, sp), p);
%!  endif
%!endfunction

%!function w = run_warning ()
%!  ## lastwarn, less the parser's notes on a file read for the first time
%!  ## (Octave 11 records them in lastwarn though all warnings are off)
%!  [w, id] = lastwarn ();
%!  if (any (strcmp (id, {"Octave:language-extension", "Octave:missing-semicolon"})))
%!    w = "";
%!  endif
%!endfunction

%!function check_histc_one (x, edges, args, what)
%!  G = gpuArray (x);
%!  lastwarn ("");
%!  [n0, i0] = histc_ref (x, edges, args);
%!  w0 = run_warning ();
%!  lastwarn ("");
%!  same (histc (G, edges, args{:}), n0, [what " n"]);
%!  [n, i] = histc (G, edges, args{:});
%!  w = run_warning ();
%!  assert (strcmp (w, w0), "%s: warning '%s', not '%s'", what, w, w0);
%!  if (isempty (edges))
%!    assert (isempty (gather (n)) && isempty (gather (i)), what);
%!    return;
%!  endif
%!  same (n, n0, [what " n2"]);
%!  same (i, i0, [what " idx"]);
%!endfunction

%!function check_histc ()
%!  warning ("off", "all", "local");
%!  x = [1 2 2 3 5 NaN 4 -Inf Inf 0.5 -0];
%!  edge_sets = {[1 2 3 4], [1 2 3], [1 2], 2, [1 1 2 4], [3 1 2 4], ...
%!               [-Inf 0 Inf 5], [0.1 0.2 0.3 0.4], single([0.5 1 2 4]), ...
%!               int8([0 1 2 3 4]), [], (0:0.5:6)'};
%!  for e = 1:numel (edge_sets)
%!    for cls = {"double", "single"}
%!      xv = cast (x, cls{1});
%!      check_histc_one (xv, edge_sets{e}, {}, sprintf ("histc %s row edges %d", cls{1}, e));
%!      check_histc_one (xv', edge_sets{e}, {}, sprintf ("histc %s col edges %d", cls{1}, e));
%!    endfor
%!  endfor
%!  xs = single ([0.1 0.2 0.3 0.25]);
%!  check_histc_one (xs, [0.1 0.2 0.3], {}, "histc single x, double edges (3)");
%!  check_histc_one (double (xs), single ([0.1 0.2 0.3 0.4]), {}, "histc single edges");
%!  for cls = {"int8", "uint8", "int32", "uint64"}
%!    xi = cast ([0 1 2 3 7 100 2], cls{1});
%!    check_histc_one (xi, [0 2 4 8], {}, ["histc " cls{1}]);
%!    check_histc_one (xi, [1 3], {}, ["histc " cls{1} " 2 edges"]);
%!  endfor
%!  check_histc_one (logical ([1 0 1 1]), [0 1], {}, "histc logical 2 edges");
%!  rand ("seed", 7);
%!  M = floor (10 * rand (5, 6, 3)) / 2;
%!  M(4) = NaN;
%!  for dim = 1:3
%!    check_histc_one (M, [0 1 2 3 4.5], {dim}, sprintf ("histc 3-D dim %d", dim));
%!    check_histc_one (M, [1 4], {dim}, sprintf ("histc 3-D 2 edges dim %d", dim));
%!  endfor
%!  check_histc_one (M, [0 1 2 3], {}, "histc 3-D default dim");
%!  for sz = {[0 3], [1 0], [0 0], [3 0 2]}
%!    check_histc_one (zeros (sz{1}), [1 2 3 4], {}, ["histc empty " mat2str(sz{1})]);
%!  endfor
%!  ## a long vector: the CPU engine's threads take chunks of it
%!  v = floor (rand (1, 300000) * 50) - 5;
%!  check_histc_one (v, 0:40, {}, "histc long vector");
%!  check_histc_one (reshape (v, 600, 500), 0:3:40, {2}, "histc long rows");
%!endfunction

%!function check_histc_errors ()
%!  G = gpuArray ([1 2 3]);
%!  x = gather (G);
%!  same_error (@() histc (gpuArray ([1 2i]), [1 2]), @() histc ([1 2i], [1 2]), "histc complex x");
%!  same_error (@() histc (G, [1 2i]), @() histc (x, [1 2i]), "histc complex edges");
%!  same_error (@() histc (G, [1 2], 3), @() histc (x, [1 2], 3), "histc dim 3");
%!  same_error (@() histc (G, [1 2], 1.5), @() histc (x, [1 2], 1.5), "histc dim 1.5");
%!  same_error (@() histc (G), @() histc (x), "histc nargin");
%!  same_error (@() histc (gpuArray (true (1, 3)), [0 1 2 3]),
%!              @() histc (true (1, 3), [0 1 2 3]), "histc logical, 4 edges");
%!endfunction

%!function check_accum_one (subs, vals, args, what)
%!  A0 = accumarray (subs, vals, args{:});
%!  same (accumarray (subs, gpuArray (vals), args{:}), A0, [what " (vals)"]);
%!  if (! iscell (subs))
%!    same (accumarray (gpuArray (subs), vals, args{:}), A0, [what " (subs)"]);
%!  endif
%!endfunction

%!function check_accum ()
%!  warning ("off", "gpuaxis:accumarray-host", "local");
%!  subs = [1; 2; 4; 2; 4; 4; 1];
%!  base = [1.5; -2; 3; 4e16; -0; 1; 2];
%!  for cls = {"double", "single", "int8", "uint8", "int32", "logical"}
%!    vals = cast (base, cls{1});
%!    if (strcmp (cls{1}, "logical"))
%!      vals = base > 0;
%!    endif
%!    for fn = {[], @sum, @max, @min}
%!      for fill = {[], 0, 7, NaN}
%!        if (isempty (fn{1}))
%!          fname = "default";
%!        else
%!          fname = func2str (fn{1});
%!        endif
%!        what = sprintf ("accumarray %s %s fill %s", cls{1}, fname,
%!                        mat2str (fill{1}));
%!        check_accum_one (subs, vals, {[], fn{1}, fill{1}}, what);
%!        check_accum_one (subs, vals, {[6 1], fn{1}, fill{1}}, [what " sz"]);
%!      endfor
%!    endfor
%!  endfor
%!  ## NaN among the values, negative values (max/min start from NaN)
%!  v = [NaN; -1; NaN; -3; 2; NaN; 5];
%!  for fn = {@sum, @max, @min}
%!    check_accum_one (subs, v, {[], fn{1}}, ["NaN " func2str(fn{1})]);
%!    check_accum_one (subs, single (v), {[5 1], fn{1}, -1}, ["NaN single " func2str(fn{1})]);
%!  endfor
%!  ## complex sums, a scalar value, 2-D and cell subscripts, a row result
%!  check_accum_one (subs, complex (base, -base), {}, "complex sum");
%!  check_accum_one (subs, single (complex (base, 1)), {}, "complex single sum");
%!  check_accum_one (subs, 5, {}, "scalar vals");
%!  check_accum_one ([1 1; 2 2; 1 1; 2 3], [1; 2; 3; 4], {}, "2-D subs");
%!  check_accum_one ([1 1; 2 2; 1 1; 2 3], [1; 2; 3; 4], {[2 4], @max, -1}, "2-D subs max");
%!  check_accum_one ({[1; 2; 1], [1; 2; 1]}, [1; 2; 3], {}, "cell subs");
%!  check_accum_one ([1; 2], [1; 2], {[1 3]}, "row result");
%!  check_accum_one (zeros (0, 1), zeros (0, 1), {}, "empty");
%!  check_accum_one (zeros (0, 1), zeros (0, 1), {[2 1], @max}, "empty, sz");
%!  ## sums in index order: Octave's rounding, not a tree's
%!  rand ("seed", 3);
%!  s = ceil (rand (5000, 1) * 7);
%!  v = (rand (5000, 1) - 0.5) .* 10 .^ round (8 * rand (5000, 1));
%!  check_accum_one (s, v, {}, "order of the sums");
%!  check_accum_one (s, single (v), {}, "order of the sums, single");
%!  ## functions of the host: the result, and the warning once
%!  check_accum_one (subs, base, {[], @prod}, "host @prod");
%!  check_accum_one (subs, base, {[], @(x) numel (x), 9}, "host numel");
%!  check_accum_one (subs, complex (base, 1), {[], @max}, "host complex max");
%!  check_accum_one (subs, base, {[], @sum, single(3)}, "host single fill");
%!endfunction

%!function check_accum_warning ()
%!  ## the host warning is given once: a second call says nothing
%!  warning ("on", "gpuaxis:accumarray-host", "local");
%!  lastwarn ("");
%!  accumarray ([1; 2], gpuArray ([1; 2]), [], @prod);
%!  [~, id] = lastwarn ();
%!  assert (any (strcmp (id, {"", "gpuaxis:accumarray-host"})));
%!  lastwarn ("");
%!  accumarray ([1; 2], gpuArray ([1; 2]), [], @prod);
%!  assert (isempty (lastwarn ()));
%!endfunction

%!function check_accum_errors ()
%!  v = gpuArray ([1; 2]);
%!  h = gather (v);
%!  cases = {{[0; 2]}, {[1.5; 2]}, {[1; 2; 3]}, {[1; 2], [], 3}, ...
%!           {[1 1; 2 2], [2 2 2]}, {[1; 2], [5]}, {[1; 2], [0 1]}, ...
%!           {[1; 2], [], [], 1, true}};
%!  for k = 1:numel (cases)
%!    c = cases{k};
%!    same_error (@() accumarray (c{1}, v, c{2:end}), @() accumarray (c{1}, h, c{2:end}),
%!                sprintf ("accumarray error %d", k));
%!  endfor
%!  __gpu_axis_assert_error__ (@() accumarray ([1; 2], v, [], [], [], true),
%!                             "gpuaxis:not-supported");
%!endfunction

%!function check_property ()
%!  ## random classes, shapes, densities, N and direction: find, nnz, histc
%!  kinds = {"double", "single", "int16", "uint8", "logical"};
%!  rand ("seed", 11);
%!  for t = 1:100
%!    nd = 1 + floor (3 * rand ());
%!    sz = floor (5 * rand (1, nd + 1));
%!    cls = kinds{1 + floor (numel (kinds) * rand ())};
%!    x = rnd (cls, sz, strcmp (cls, "double") && rand () < 0.3, 1000 + t);
%!    G = gpuArray (x);
%!    what = sprintf ("case %d: %s %s", t, cls, mat2str (sz));
%!    N = floor (6 * rand ());
%!    dir = {"first", "last"}{1 + (rand () < 0.5)};
%!    [r, c, v] = find (G, N, dir);
%!    [r0, c0, v0] = find (x, N, dir);
%!    same (r, r0, [what " r"]);  same (c, c0, [what " c"]);  same (v, v0, [what " v"]);
%!    assert (nnz (G) == nnz (x), [what " nnz"]);
%!    if (isreal (x) && ! islogical (x))
%!      e = sort (round (8 * rand (1, 1 + floor (5 * rand ()))) - 3);
%!      dim = 1 + floor (ndims (x) * rand ());
%!      try
%!        [n0, i0] = histc_ref (x, e, {dim});
%!      catch err
%!        error ("%s: histc (x, %s, %d): %s", what, mat2str (e), dim, err.message);
%!      end_try_catch
%!      [n, i] = histc (G, e, dim);
%!      same (n, n0, [what " histc n"]);  same (i, i0, [what " histc idx"]);
%!      s = 1 + floor (4 * rand (numel (x), 1));
%!      if (! isempty (s))
%!        same (accumarray (s, G(:), [4 1], @max), accumarray (s, x(:), [4 1], @max),
%!              [what " accumarray max"]);
%!      endif
%!    endif
%!  endfor
%!endfunction

%!test __gpu_axis_run_on__ ("cpu", @check_find);
%!test __gpu_axis_run_on__ ("cpu", @check_find_errors);
%!test __gpu_axis_run_on__ ("cpu", @check_nnz);
%!test __gpu_axis_run_on__ ("cpu", @check_histc);
%!test __gpu_axis_run_on__ ("cpu", @check_histc_errors);
%!test __gpu_axis_run_on__ ("cpu", @check_accum);
%!test __gpu_axis_run_on__ ("cpu", @check_accum_warning);
%!test __gpu_axis_run_on__ ("cpu", @check_accum_errors);
%!test __gpu_axis_run_on__ ("cpu", @check_property);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_find);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_find_errors);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_nnz);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_histc);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_histc_errors);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_accum);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_accum_errors);
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @check_property);
