## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## test_gpuarray_scan.m: the scans of gpuArray (cumsum, cumprod, cummax,
## cummin, diff) and gpu_axis_cumsum / gpu_axis_cumprod on host arrays,
## against Octave's own functions on the gathered data.
##
## Run with:  test ("inst/tests/test_gpuarray_scan.m")  (package on the path).
##
## Every check runs with the "cpu" backend and again with "cuda" where a
## device is usable.  Results: class and size exactly, and the values
## exactly (isequaln): both engines scan every slice left to right with
## Octave's arithmetic of one step (the SERIAL layout of scan.h).  The
## exceptions are the float cumsums along a contiguous axis that the plan
## lays out as TILES (slices of at least 16), CHUNKS (2 to 255 slices of
## at least 65536) or LONG (one such slice) or along a later axis as STRIPS (at least 32 slices side
## by side, at least 256 long), checked apart (check_tiles,
## check_long_sum, check_strips)
## within the bound scan.h states: |got - Octave| <= 2 gamma(k - 1)
## sum (|x(1:k)|), taken here as 4 k eps (class) / 2 * cumsum (abs (x)),
## NaN where Octave has NaN and the same Inf.  The CPU engine runs TILES
## left to right (exact) and LONG in runs of whole tiles over its threads
## (checked with 5 threads, so that a slice is cut in up to 5).  Errors: Octave's
## message with a gpuaxis: identifier (a DIM that is text is named
## 'sq_string' as Octave names a single-quoted one: the methods cannot
## tell the quotes apart, so the checks pass single-quoted text there).

%!function ok_same (got, want, what)
%!  got = gather (got);
%!  if (! strcmp (class (got), class (want)) || ! isequal (size (got), size (want)))
%!    error ("gpuaxis:test-failed", "%s: got %s %s, want %s %s", what,
%!           class (got), mat2str (size (got)), class (want), mat2str (size (want)));
%!  endif
%!  if (! isequaln (got, want))
%!    error ("gpuaxis:test-failed", "%s: values differ (max |d| %g)", what,
%!           max (abs (double (got(:)) - double (want(:)))));
%!  endif
%!endfunction

%!function xs = scan_inputs ()
%!  randn ("state", 3);
%!  xs = {};
%!  for cls = {"double", "single"}
%!    c = cls{1};
%!    xs(end+1,:) = {[c " row"], cast(randn (1, 9), c)};
%!    xs(end+1,:) = {[c " column"], cast(randn (7, 1), c)};
%!    xs(end+1,:) = {[c " matrix NaN Inf"], cast([1 NaN 3; Inf 2 -Inf; NaN 0 5; -2 7 NaN], c)};
%!    xs(end+1,:) = {[c " 3-D"], cast(randn (3, 4, 2), c)};
%!    xs(end+1,:) = {[c " 4-D"], cast(randn (2, 3, 2, 2), c)};
%!    xs(end+1,:) = {[c " complex"], cast(complex (randn (4, 3), randn (4, 3)), c)};
%!    xs(end+1,:) = {[c " complex NaN"], cast([1+2i NaN 3; complex(NaN, 1) -1i Inf], c)};
%!    xs(end+1,:) = {[c " scalar"], cast(2.5, c)};
%!    xs(end+1,:) = {[c " overflow"], cast([realmax(c) realmax(c) -realmax(c)], c)};
%!  endfor
%!  xs(end+1,:) = {"int8 saturating", int8([100 100 -100; -128 -1 1; 127 1 -1])};
%!  xs(end+1,:) = {"uint8 saturating", uint8([250 10 5; 0 255 1])};
%!  xs(end+1,:) = {"int16", int16([200 200 -1; 30000 5000 -30000])};
%!  xs(end+1,:) = {"uint16", uint16(magic (4) * 4000)};
%!  xs(end+1,:) = {"int32", int32([2^31-1 1 -5 -2^31])};
%!  xs(end+1,:) = {"uint32", uint32([2^32-1 1 7])};
%!  xs(end+1,:) = {"int64", int64([9223372036854775807 1 -2 -9223372036854775807])};
%!  xs(end+1,:) = {"int64 past 2^53", int64(2)^53 + int64([0 1 1 1])};
%!  xs(end+1,:) = {"uint64", uint64([18446744073709551615 1 3])};
%!  xs(end+1,:) = {"logical", logical([1 0 1; 0 0 1; 1 1 0])};
%!  xs(end+1,:) = {"logical 3-D", rand(2, 3, 2) > 0.5};
%!  xs(end+1,:) = {"empty 0x0", []};
%!  xs(end+1,:) = {"empty 0x3", zeros(0, 3)};
%!  xs(end+1,:) = {"empty 3x0 single", single(zeros (3, 0))};
%!  xs(end+1,:) = {"empty 1x0 int8", int8(zeros (1, 0))};
%!  xs(end+1,:) = {"empty 2x0x3", zeros(2, 0, 3)};
%!endfunction

%!function check_forms (be)
%!  xs = scan_inputs ();
%!  for i = 1:rows (xs)
%!    x = xs{i,2};
%!    G = gpuArray (x);
%!    w = sprintf ("%s (%s)", xs{i,1}, be);
%!    ok_same (cumsum (G), cumsum (x), ["cumsum " w]);
%!    ok_like (@() cumsum (x, "native"), @() cumsum (G, "native"), ["cumsum native " w]);
%!    ok_like (@() cumsum (x, "double"), @() cumsum (G, "double"), ["cumsum double " w]);
%!    ok_same (cumprod (G), cumprod (x), ["cumprod " w]);
%!    ok_same (cummax (G), cummax (x), ["cummax " w]);
%!    ok_same (cummin (G), cummin (x), ["cummin " w]);
%!    [a, ia] = cummax (G);
%!    [b, ib] = cummax (x);
%!    ok_same (a, b, ["cummax W " w]);
%!    ok_same (ia, ib, ["cummax IW " w]);
%!    [a, ia] = cummin (G);
%!    [b, ib] = cummin (x);
%!    ok_same (a, b, ["cummin W " w]);
%!    ok_same (ia, ib, ["cummin IW " w]);
%!    for d = 1:ndims (x) + 1
%!      wd = sprintf ("DIM=%d %s", d, w);
%!      ok_same (cumsum (G, d), cumsum (x, d), ["cumsum " wd]);
%!      ok_like (@() cumsum (x, d, "native"), @() cumsum (G, d, "native"), ["cumsum native " wd]);
%!      ok_same (cumprod (G, d), cumprod (x, d), ["cumprod " wd]);
%!      [a, ia] = cummax (G, d);
%!      [b, ib] = cummax (x, d);
%!      ok_same (a, b, ["cummax " wd]);
%!      ok_same (ia, ib, ["cummax IW " wd]);
%!      [a, ia] = cummin (G, d);
%!      [b, ib] = cummin (x, d);
%!      ok_same (a, b, ["cummin " wd]);
%!      ok_same (ia, ib, ["cummin IW " wd]);
%!      if (d <= ndims (x))
%!        for K = [0 1 2 4]
%!          ok_same (diff (G, K, d), diff (x, K, d), sprintf ("diff K=%d %s", K, wd));
%!        endfor
%!      endif
%!    endfor
%!    ok_same (diff (G), diff (x), ["diff " w]);
%!    ok_same (diff (G, []), diff (x, []), ["diff [] " w]);
%!    for K = 0:7
%!      ok_same (diff (G, K), diff (x, K), sprintf ("diff K=%d %s", K, w));
%!    endfor
%!  endfor
%!endfunction

%!function check_dims (be)
%!  ## DIM as the running Octave reads it (7.3: cumsum truncates, the others
%!  ## refuse a fraction; NaN, Inf and numbers past ndims leave every element
%!  ## alone; 11: a DIM vector, and Octave's own function computes it)
%!  x = [1 2 3; 4 5 6];
%!  G = gpuArray (x);
%!  for D = {1.9, NaN, Inf, -Inf, true, int8(2), single(2), 7, [2 1]}
%!    ok_like (@() cumsum (x, D{1}), @() cumsum (G, D{1}), ["cumsum DIM " disp(D{1}) be]);
%!  endfor
%!  for D = {0, true, 3, Inf, -Inf, int16(2)}
%!    ok_like (@() cumprod (x, D{1}), @() cumprod (G, D{1}), ["cumprod DIM " disp(D{1}) be]);
%!  endfor
%!  for D = {true, 3, Inf, int8(2)}
%!    ok_like (@() cummax (x, D{1}), @() cummax (G, D{1}), ["cummax DIM " disp(D{1}) be]);
%!    ok_like (@() cummin (x, D{1}), @() cummin (G, D{1}), ["cummin DIM " disp(D{1}) be]);
%!  endfor
%!  ok_same (diff (G, 1, [1 2]), diff (x, 1, [1 2]), ["diff DIM [1 2] " be]);
%!  ## Octave 11's options (DIM vectors, "all", a direction, a NaN flag);
%!  ## the versions before refuse them, and so does gpuaxis there
%!  y = [1 NaN 3; 4 5 NaN];
%!  opts = {{[1 2]}, {[2 1]}, {'all'}, {'reverse'}, {2, 'omitnan'}, {1, 'reverse'}};
%!  for k = 1:numel (opts)
%!    for f = {"cumsum", "cumprod", "cummax", "cummin"}
%!      w = sprintf ("%s (y, option set %d) (%s)", f{1}, k, be);
%!      ok_like (@() feval (f{1}, y, opts{k}{:}), @() feval (f{1}, gpuArray (y), opts{k}{:}), w);
%!    endfor
%!  endfor
%!  ## a gpuArray DIM (and a host X beside it)
%!  ok_same (cumsum (G, gpuArray (2)), cumsum (x, 2), ["cumsum gpu DIM " be]);
%!  ok_same (cumsum (x, gpuArray (2)), cumsum (x, 2), ["cumsum host X " be]);
%!  ok_same (diff (x, gpuArray (1), gpuArray (2)), diff (x, 1, 2), ["diff gpu K DIM " be]);
%!endfunction

%!function check_ties (be)
%!  ## ties keep the first index; leading NaNs stay NaN with index 1; a NaN
%!  ## after a number is never taken; -0 and 0 tie; complex by abs then
%!  ## arg, -pi taken as pi
%!  cases = {[1 1 2 2 1], [NaN NaN 1 NaN 3 2 3], [NaN NaN], [-0 0 -0], ...
%!           [0 -0 0], [Inf NaN -Inf Inf], [-Inf -Inf NaN], int8([2 1 2 3 3]), ...
%!           uint64([5 5 7 7]), [1+1i, 1-1i, -1-1i, 1i, -1], ...
%!           [complex(-1, -0), complex(-1, 0), -1, complex(-1, -0)], ...
%!           single([complex(NaN, 0), 2, 2i, -2]), logical([0 1 1 0]), ...
%!           [3 NaN; NaN 1; 2 NaN; 5 0]};
%!  for c = cases
%!    x = c{1};
%!    for d = 1:2
%!      for f = {@cummax, @cummin}
%!        fn = f{1};
%!        w = sprintf ("%s %s DIM=%d (%s)", func2str (fn), mat2str (x), d, be);
%!        [a, ia] = fn (gpuArray (x), d);
%!        [b, ib] = fn (x, d);
%!        ok_same (a, b, w);
%!        ok_same (ia, ib, ["IW " w]);
%!      endfor
%!    endfor
%!  endfor
%!endfunction

%!function ok_error (f, g, what)
%!  ## Octave's message for f (), ours for g (): the same text (Octave's
%!  ## print_usage text starts ours), a gpuaxis: identifier
%!  try
%!    f ();
%!    error ("gpuaxis:test-failed", "%s: Octave did not fail", what);
%!  catch e1
%!  end_try_catch
%!  try
%!    g ();
%!    error ("gpuaxis:test-failed", "%s: no error", what);
%!  catch e2
%!  end_try_catch
%!  if (! strncmp (e2.identifier, "gpuaxis:", 8) || strcmp (e2.identifier, "gpuaxis:test-failed"))
%!    error ("gpuaxis:test-failed", "%s: identifier '%s' (%s)", what,
%!           e2.identifier, e2.message);
%!  endif
%!  if (! strncmp (e1.message, e2.message, numel (e2.message)))
%!    error ("gpuaxis:test-failed", "%s: message '%s', Octave's '%s'", what,
%!           e2.message, e1.message);
%!  endif
%!endfunction

%!function ok_like (f, g, what)
%!  ## Octave's answer for f () and ours for g (): the same result, or where
%!  ## the running Octave refuses the call (Octave 11 has no "native"), the
%!  ## same refusal
%!  try
%!    want = f ();
%!  catch
%!    ok_error (f, g, what);
%!    return;
%!  end_try_catch
%!  ok_same (g (), want, what);
%!endfunction

%!function check_errors (be)
%!  x = [1 2; 3 4];
%!  G = gpuArray (x);
%!  E = {@(X) cumsum (X, 0), @(X) cumsum (X, -1), @(X) cumsum (X, "foo"), ...
%!       @(X) cumsum (X, 1, 2), @(X) cumsum (X, {2}), @(X) cumsum (X, []), ...
%!       @(X) cumsum (X, "native", 2), @(X) cumsum (X, 'double', "native"), ...
%!       @(X) cumprod (X, 1.5), @(X) cumprod (X, -1), @(X) cumprod (X, NaN), ...
%!       @(X) cumprod (X, 'native'), @(X) cumprod (X, 1, 2), ...
%!       @(X) cummax (X, 0), @(X) cummax (X, 1.5), @(X) cummax (X, 'native'), ...
%!       @(X) cummin (X, -1), @(X) cummin (X, NaN), @(X) cummax (X, 1, 2), ...
%!       @(X) diff (X, 1.5), @(X) diff (X, -1), @(X) diff (X, [1 2]), ...
%!       @(X) diff (X, 1, 0), @(X) diff (X, 1, 3), @(X) diff (X, 1, 1.5), ...
%!       @(X) diff (X, 1, 2, 3), @(X) diff (X, NaN)};
%!  for i = 1:numel (E)
%!    ok_like (@() E{i} (x), @() E{i} (G), sprintf ("%s (%s)", func2str (E{i}), be));
%!  endfor
%!  for f = {@gpu_axis_cumsum, @gpu_axis_cumprod}
%!    fn = f{1};
%!    nm = func2str (fn)(10:end);
%!    ok_like (@() feval (nm, x, 0.5 - (nm(4) == "p")), @() fn (x, 0.5 - (nm(4) == "p")), [nm " DIM (" be ")"]);
%!    ok_error (@() feval (nm, {1}), @() fn ({1}), [nm " cell (" be ")"]);
%!    ok_error (@() feval (nm, "ab"), @() fn ("ab"), [nm " char (" be ")"]);
%!  endfor
%!endfunction

%!function check_property (be)
%!  ## random classes, shapes, dims and functions; exact against Octave
%!  rand ("state", 11);
%!  randn ("state", 11);
%!  classes = {"double", "single", "int8", "uint8", "int16", "uint32", ...
%!             "int64", "uint64", "logical", "cdouble", "csingle"};
%!  fns = {"cumsum", "cumsum native", "cumprod", "cummax", "cummin", "diff"};
%!  for t = 1:250
%!    nd = randi (4);
%!    sz = [randi([0 5], 1, nd), ones(1, 2 - min (nd, 2))];
%!    c = classes{randi (numel (classes))};
%!    v = randn (sz) * 40;
%!    v(rand (sz) < 0.1) = NaN;
%!    switch (c)
%!      case "logical"
%!        x = v > 0;
%!      case "cdouble"
%!        x = complex (v, randn (sz));
%!      case "csingle"
%!        x = single (complex (v, randn (sz)));
%!      otherwise
%!        x = cast (v, c);
%!    endswitch
%!    f = fns{randi (numel (fns))};
%!    d = randi (numel (sz) + 1);
%!    G = gpuArray (x);
%!    w = sprintf ("%s of %s %s DIM=%d (%s, case %d)", f, c, mat2str (size (x)), d, be, t);
%!    switch (f)
%!      case "cumsum"
%!        ok_same (cumsum (G, d), cumsum (x, d), w);
%!      case "cumsum native"
%!        ok_like (@() cumsum (x, d, "native"), @() cumsum (G, d, "native"), w);
%!      case "cumprod"
%!        ok_same (cumprod (G, d), cumprod (x, d), w);
%!      case {"cummax", "cummin"}
%!        [a, ia] = feval (f, G, d);
%!        [b, ib] = feval (f, x, d);
%!        ok_same (a, b, w);
%!        ok_same (ia, ib, ["IW " w]);
%!      case "diff"
%!        K = randi ([0 6]);
%!        ok_same (diff (G, K), diff (x, K), sprintf ("K=%d %s", K, w));
%!        if (d <= ndims (x))
%!          ok_same (diff (G, K, d), diff (x, K, d), sprintf ("K=%d %s", K, w));
%!        endif
%!    endswitch
%!  endfor
%!endfunction

%!function check_host (be)
%!  ## gpu_axis_cumsum / gpu_axis_cumprod of host arrays: what cumsum and
%!  ## cumprod return
%!  xs = scan_inputs ();
%!  for i = 1:rows (xs)
%!    x = xs{i,2};
%!    w = sprintf ("%s (%s)", xs{i,1}, be);
%!    ok_same (gpu_axis_cumsum (x), cumsum (x), ["gpu_axis_cumsum " w]);
%!    ok_like (@() cumsum (x, "native"), @() gpu_axis_cumsum (x, "native"), ["gpu_axis_cumsum native " w]);
%!    ok_like (@() cumsum (x, "double"), @() gpu_axis_cumsum (x, "double"), ["gpu_axis_cumsum double " w]);
%!    ok_same (gpu_axis_cumprod (x), cumprod (x), ["gpu_axis_cumprod " w]);
%!    for d = 1:ndims (x) + 1
%!      ok_same (gpu_axis_cumsum (x, d), cumsum (x, d), sprintf ("gpu_axis_cumsum DIM=%d %s", d, w));
%!      ok_same (gpu_axis_cumprod (x, d), cumprod (x, d), sprintf ("gpu_axis_cumprod DIM=%d %s", d, w));
%!    endfor
%!  endfor
%!  ## large enough for the threads (and, under "cuda", the device)
%!  x = randn (300, 257);
%!  for d = 1:3
%!    ok_near (gpu_axis_cumsum (x, d), x, d, sprintf ("gpu_axis_cumsum 300x257 DIM=%d (%s)", d, be));
%!    ok_same (gpu_axis_cumprod (x, d), cumprod (x, d), sprintf ("gpu_axis_cumprod 300x257 DIM=%d (%s)", d, be));
%!    ## along DIM 1 (slices of 300) the device's TILES: within the bound
%!    ok_near (cumsum (gpuArray (x), d), x, d, sprintf ("cumsum 300x257 DIM=%d (%s)", d, be));
%!  endfor
%!  ## a strided slab wider than one task's block of slices (threads split it)
%!  x = randn (4100, 20);
%!  x(rand (size (x)) < 0.05) = NaN;
%!  ok_same (gpu_axis_cumsum (x, 2), cumsum (x, 2), ["gpu_axis_cumsum 4100x20 DIM=2 (" be ")"]);
%!  [a, ia] = cummin (gpuArray (x), 2);
%!  [b, ib] = cummin (x, 2);
%!  ok_same (a, b, ["cummin 4100x20 DIM=2 (" be ")"]);
%!  ok_same (ia, ib, ["cummin IW 4100x20 DIM=2 (" be ")"]);
%!  ## sparse and ranges as Octave takes them
%!  ok_same (gpu_axis_cumsum (sparse ([1 0 2])), cumsum (sparse ([1 0 2])), ["sparse " be]);
%!  ok_same (gpu_axis_cumsum (1:5), cumsum (1:5), ["range " be]);
%!  ## a gpuArray goes to its method
%!  ok_same (gpu_axis_cumsum (gpuArray ([1 2 3])), cumsum ([1 2 3]), ["gpuArray " be]);
%!endfunction

%!function check_long_sum (be)
%!  ## few long slices (CHUNKS): on the device every tile of every slice
%!  ## at once, on the CPU runs of whole tiles over its threads: within the
%!  ## stated bound
%!  randn ("state", 5);
%!  nt = gpu_axis_threads ();
%!  unwind_protect
%!    gpu_axis_threads (5);
%!    for c = {"double", "single"}
%!      x = cast (randn (2^17, 2), c{1});
%!      ok_near (cumsum (gpuArray (x)), x, 1, ["long cumsum " c{1} " " be]);
%!      ok_near (gpu_axis_cumsum (x(:,1)), x(:,1), 1, ["host long cumsum " c{1} " " be]);
%!      z = complex (x(:,1), x(end:-1:1,2));
%!      z([7 70000]) = [NaN Inf];
%!      ok_near (cumsum (gpuArray (z)), z, 1, ["long complex cumsum " c{1} " " be]);
%!      ok_near (cumsum (gpuArray (x'), 2), x', 2, ["long rows cumsum " c{1} " " be]);
%!      ## more slices, a last tile cut short, NaN and Inf in later tiles
%!      x = cast (randn (70001, 37), c{1});
%!      x([50000 3], [2 9]) = [NaN Inf; -Inf Inf];
%!      ok_near (cumsum (gpuArray (x)), x, 1, ["chunks 70001x37 " c{1} " " be]);
%!      x = -zeros (65536, 3, c{1});
%!      got = gather (cumsum (gpuArray (x)));
%!      if (! all (signbit (got(:))))
%!        error ("gpuaxis:test-failed", "chunks -0 %s (%s)", c{1}, be);
%!      endif
%!    endfor
%!    ## the first run of a slice is Octave's own sums
%!    x = randn (2^16 + 5, 1);
%!    want = cumsum (x);
%!    got = gather (cumsum (gpuArray (x)));
%!    ok_near (got, x, 1, ["long cumsum 65541 " be]);
%!    if (strcmp (be, "cpu") && ! isequal (got(1:2048), want(1:2048)))
%!      error ("gpuaxis:test-failed", "long cumsum: first run not Octave's");
%!    endif
%!  unwind_protect_cleanup
%!    gpu_axis_threads (nt);
%!  end_unwind_protect
%!endfunction

%!function ok_near (got, x, dim, what)
%!  ## a float cumsum along dim within the stated bound of Octave's
%!  want = cumsum (x, dim);
%!  got = gather (got);
%!  if (! strcmp (class (got), class (want)) || ! isequal (size (got), size (want)))
%!    error ("gpuaxis:test-failed", "%s: got %s %s, want %s %s", what,
%!           class (got), mat2str (size (got)), class (want), mat2str (size (want)));
%!  endif
%!  sz = ones (1, max (ndims (x), dim));
%!  sz(dim) = size (x, dim);
%!  k = reshape (1:size (x, dim), sz);
%!  a = abs (double (x));
%!  bound = 2 * k .* cumsum (real (a) * eps (class (x)), dim);
%!  d = abs (double (got) - double (want));
%!  same = (got == want) | (isnan (got) & isnan (want));
%!  if (! isequal (isnan (got), isnan (want)) || any (! same(:) & ! (d(:) <= bound(:))))
%!    error ("gpuaxis:test-failed", "%s: past the bound (max |d| %g)", what,
%!           max (d(! same)));
%!  endif
%!endfunction

%!function check_strips (be)
%!  ## along a later dim: float sums of >= 32 slices side by side, >= 256
%!  ## long, as STRIPS on the device (chunks of 128 doubles, 256 singles,
%!  ## 64 complex doubles, 32 slices a block; carries summed back over the
%!  ## chunks before): within the bound; the CPU runs them left to right
%!  randn ("state", 12);
%!  for c = {"double", "single"}
%!    for sz = {[32 256], [33 257], [100 1000], [40 5000], [64 300 3], [31 300], [2000 300]}
%!      x = cast (randn (sz{1}), c{1});
%!      w = sprintf ("%s %s (%s)", c{1}, mat2str (sz{1}), be);
%!      ok_near (cumsum (gpuArray (x), 2), x, 2, ["strips cumsum " w]);
%!      z = complex (x, x(end:-1:1,:,:));
%!      ok_near (cumsum (gpuArray (z), 2), z, 2, ["strips complex cumsum " w]);
%!    endfor
%!    ## along dim 3, and dim 2 of a 3-D array
%!    x = cast (randn (40, 3, 600), c{1});
%!    ok_near (cumsum (gpuArray (x), 3), x, 3, ["strips dim 3 " c{1} " " be]);
%!    ok_near (gpu_axis_cumsum (x, 3), x, 3, ["host strips dim 3 " c{1} " " be]);
%!    ## NaN, Inf, -Inf and Inf - Inf, in the first chunk and later ones
%!    x = cast (randn (50, 3000), c{1});
%!    x(1,5) = NaN;
%!    x(2,2000) = Inf;
%!    x(3,[100 2500]) = [Inf -Inf];
%!    x(50,129) = -Inf;
%!    ok_near (cumsum (gpuArray (x), 2), x, 2, ["strips NaN Inf " c{1} " " be]);
%!    ## -0 stays -0
%!    x = -zeros (40, 700, c{1});
%!    got = gather (cumsum (gpuArray (x), 2));
%!    if (! isequal (got, cumsum (x, 2)) || ! all (signbit (got(:))))
%!      error ("gpuaxis:test-failed", "strips -0 %s (%s)", c{1}, be);
%!    endif
%!    ## exact where every partial sum is an integer the class holds
%!    x = cast (round (8 * randn (70, 2000)), c{1});
%!    ok_same (cumsum (gpuArray (x), 2), cumsum (x, 2), ["strips integers " c{1} " " be]);
%!  endfor
%!  ## integers, products and cummax stay SERIAL, exact
%!  x = int16 (round (3000 * randn (40, 400)));
%!  ok_like (@() cumsum (x, 2, "native"), @() cumsum (gpuArray (x), 2, "native"), ["strips int16 native " be]);
%!  ok_same (cumsum (gpuArray (x), 2), cumsum (x, 2), ["strips int16 " be]);
%!  x = 1 + randn (40, 400) / 1000;
%!  ok_same (cumprod (gpuArray (x), 2), cumprod (x, 2), ["strips cumprod " be]);
%!  ok_same (cummax (gpuArray (x), 2), cummax (x, 2), ["strips cummax " be]);
%!endfunction

%!function check_tiles (be)
%!  ## along dim 1: float sums of slices of >= 16 as TILES (a block a
%!  ## slice, 16 KiB tiles: 2048 doubles, 4096 singles, 1024 complex
%!  ## doubles; slices of half a tile or less, whole, many to a tile),
%!  ## the rest SERIAL and exact
%!  randn ("state", 9);
%!  for c = {"double", "single"}
%!    for m = [15 16 17 100 255 256 511 512 1024 1025 2048 2049 5000 9000]
%!      x = cast (randn (m, 3), c{1});
%!      w = sprintf ("%s %dx3 (%s)", c{1}, m, be);
%!      ok_near (cumsum (gpuArray (x)), x, 1, ["tiles cumsum " w]);
%!      z = complex (x, x(end:-1:1,:));
%!      ok_near (cumsum (gpuArray (z)), z, 1, ["tiles complex cumsum " w]);
%!    endfor
%!    ## NaN, Inf, -Inf and Inf - Inf in slices spanning several tiles
%!    x = cast (randn (5000, 4), c{1});
%!    x(100,1) = NaN;
%!    x(3000,2) = Inf;
%!    x([3000 4500],3) = [Inf -Inf];
%!    x(4097,4) = -Inf;
%!    ok_near (cumsum (gpuArray (x)), x, 1, ["tiles NaN Inf " c{1} " " be]);
%!    ## -0 stays -0 (long slices and short ones)
%!    for sz = {[3000 2], [20 50]}
%!      x = -zeros (sz{1}, c{1});
%!      got = gather (cumsum (gpuArray (x)));
%!      if (! isequal (got, cumsum (x)) || ! all (signbit (got(:))))
%!        error ("gpuaxis:test-failed", "tiles -0 %s %s (%s)", c{1}, mat2str (sz{1}), be);
%!      endif
%!    endfor
%!    ## many short-ish slices, a 3-D array along dim 1
%!    x = cast (randn (300, 700), c{1});
%!    ok_near (cumsum (gpuArray (x)), x, 1, ["tiles 300x700 " c{1} " " be]);
%!    x = cast (randn (24, 2000), c{1});
%!    x(5,7) = NaN;
%!    x(1,8) = Inf;
%!    x(24,9) = -Inf;
%!    ok_near (cumsum (gpuArray (x)), x, 1, ["segments 24x2000 " c{1} " " be]);
%!    z = complex (x, -x);
%!    ok_near (cumsum (gpuArray (z)), z, 1, ["segments complex 24x2000 " c{1} " " be]);
%!    x = cast (randn (400, 3, 2), c{1});
%!    ok_near (cumsum (gpuArray (x)), x, 1, ["tiles 400x3x2 " c{1} " " be]);
%!    ok_near (gpu_axis_cumsum (x), x, 1, ["host tiles 400x3x2 " c{1} " " be]);
%!    ## short slices stay SERIAL: Octave's bits
%!    x = cast (randn (7, 3000), c{1});
%!    ok_same (cumsum (gpuArray (x)), cumsum (x), ["7x3000 " c{1} " " be]);
%!  endfor
%!  ## integers saturate in index order: SERIAL, exact, however long
%!  randn ("state", 10);
%!  ints = {int8(round (100 * randn (3000, 3))), uint8(round (200 * rand (3000, 3))), ...
%!          int16(round (30000 * randn (900, 2))), uint32(round (4e9 * rand (700, 2))), ...
%!          int64(2)^62 + int64(round (1e3 * randn (600, 2)))};
%!  for i = 1:numel (ints)
%!    x = ints{i};
%!    w = sprintf ("%s %s (%s)", class (x), mat2str (size (x)), be);
%!    ok_like (@() cumsum (x, "native"), @() cumsum (gpuArray (x), "native"), ["native " w]);
%!    ok_same (cumsum (gpuArray (x)), cumsum (x), ["double " w]);
%!  endfor
%!  ## products and cummax / cummin of long slices: SERIAL, exact
%!  x = 1 + randn (3000, 2) / 1000;
%!  ok_same (cumprod (gpuArray (x)), cumprod (x), ["long cumprod " be]);
%!  [a, ia] = cummax (gpuArray (x));
%!  [b, ib] = cummax (x);
%!  ok_same (a, b, ["long cummax " be]);
%!  ok_same (ia, ib, ["long cummax I " be]);
%!endfunction

%!test __gpu_axis_run_on__ ("cpu", @() check_forms ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_forms ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_dims ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_dims ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_ties ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_ties ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_errors ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_errors ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_property ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_property ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_host ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_host ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_tiles ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_tiles ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_long_sum ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_long_sum ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_strips ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_strips ("cuda"));
