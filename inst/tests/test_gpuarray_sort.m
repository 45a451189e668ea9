## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## test_gpuarray_sort.m: sort, sortrows, unique, median and mode of
## gpuArray against Octave's own functions on the gathered data.
##
## Run with:  test ("inst/tests/test_gpuarray_sort.m")  (package on the path).
##
## Every check runs with the "cpu" backend and again with "cuda" where a
## device is usable (CUB's sorts).  Results must be Octave's exactly:
## class, size, values (NaN where Octave has NaN, the sign of each zero),
## and every index; errors Octave's message with a gpuaxis: identifier.

%!function same_ (got, want, what)
%!  if (iscell (want))
%!    if (! iscell (got) || ! isequal (size (got), size (want)))
%!      error ("gpuaxis:test-failed", "%s: cell sizes differ", what);
%!    endif
%!    for k = 1:numel (want)
%!      same_ (got{k}, want{k}, sprintf ("%s{%d}", what, k));
%!    endfor
%!    return;
%!  endif
%!  got = gather (got);
%!  if (! strcmp (class (got), class (want)) || ! isequal (size (got), size (want)))
%!    error ("gpuaxis:test-failed", "%s: got %s %s, want %s %s", what,
%!           class (got), mat2str (size (got)), class (want), mat2str (size (want)));
%!  endif
%!  if (! isequaln (got, want))
%!    error ("gpuaxis:test-failed", "%s: values differ: got %s, want %s", what,
%!           mat2str (double (got(1:min (end, 12)))), mat2str (double (want(1:min (end, 12)))));
%!  endif
%!  if (isfloat (want) && ! isempty (want))
%!    ## gather narrows a complex array whose imaginary parts are all zero
%!    narrowed = isreal (got) && iscomplex (want) && ! any (imag (want(:)));
%!    if (! isequal (signbit (real (got)), signbit (real (want)))
%!        || (! narrowed && ! isequal (signbit (imag (got)), signbit (imag (want)))))
%!      error ("gpuaxis:test-failed", "%s: the signs of zeros differ", what);
%!    endif
%!  endif
%!endfunction

## The same error as Octave's for the host data: its message, a gpuaxis: id.
%!function same_error_ (fn_gpu, fn_host, what)
%!  want = "";
%!  try
%!    fn_host ();
%!  catch e
%!    want = e.message;
%!  end_try_catch
%!  if (isempty (want))
%!    error ("gpuaxis:test-failed", "%s: Octave gives no error", what);
%!  endif
%!  try
%!    fn_gpu ();
%!  catch e
%!    if (! strncmp (e.identifier, "gpuaxis:", 8) || ! strcmp (e.message, want))
%!      error ("gpuaxis:test-failed", "%s: got [%s] %s, want %s", what,
%!             e.identifier, e.message, want);
%!    endif
%!    return;
%!  end_try_catch
%!  error ("gpuaxis:test-failed", "%s: no error (Octave: %s)", what, want);
%!endfunction

%!function xs = inputs_ ()
%!  xs = {};
%!  xs(end+1,:) = {"double ties, NaN, Inf, -0", [3 NaN 1 -0 Inf 0 3 -Inf NaN 1 0 -0]};
%!  xs(end+1,:) = {"double column", [2; -1; NaN; 2; -0; 0]};
%!  xs(end+1,:) = {"double matrix", [3 1 NaN; 1 1 2; -0 0 -1; 3 NaN 2]};
%!  xs(end+1,:) = {"double 3-D", reshape([5 1 NaN 2 2 -0 0 7 1 1 3 -4], 2, 3, 2)};
%!  xs(end+1,:) = {"single", single([1.5 NaN -2 1.5 -0 0 Inf])};
%!  xs(end+1,:) = {"single matrix", single([2 NaN; -1 2; 2 -1])};
%!  xs(end+1,:) = {"int8", int8([127 -128 0 5 -5 5 127 -1])};
%!  xs(end+1,:) = {"uint8 matrix", uint8([255 0 3; 3 3 255])};
%!  xs(end+1,:) = {"int16", int16([-300 200 -300 0 32767])};
%!  xs(end+1,:) = {"uint16", uint16([65535 1 1 0])};
%!  xs(end+1,:) = {"int32 matrix", int32([7 -7; -2147483648 7; 2147483647 0])};
%!  xs(end+1,:) = {"uint32", uint32([4294967295 2 2 0])};
%!  xs(end+1,:) = {"int64", int64([-9223372036854775807 9223372036854775807 3 3 -1])};
%!  xs(end+1,:) = {"uint64 beyond 2^53", [uint64(2)^60+1, uint64(2)^60, 5, uint64(2)^60+1]};
%!  xs(end+1,:) = {"logical", logical([1 0 1 1 0; 0 0 1 0 1])};
%!  xs(end+1,:) = {"complex ties of abs and arg", [3+4i, -5, 5i, 4+3i, -5-0i, complex(-5,-0), complex(1,NaN), NaN, complex(Inf,NaN), -1, 1, -5i, 5]};
%!  xs(end+1,:) = {"complex matrix", [1+1i 1-1i; -1 NaN+1i; 1i 1+1i; 2 -2]};
%!  xs(end+1,:) = {"complex single", single([1+2i, 2+1i, -2-1i, NaN, 2, -1i])};
%!  xs(end+1,:) = {"scalar", 7};
%!  xs(end+1,:) = {"empty 0x0", []};
%!  xs(end+1,:) = {"empty 0x3", zeros(0, 3)};
%!  xs(end+1,:) = {"empty 3x0 single", single(zeros(3, 0))};
%!  xs(end+1,:) = {"empty 1x0 int8", int8(zeros(1, 0))};
%!endfunction

%!function check_sort (be)
%!  xs = inputs_ ();
%!  for r = 1:rows (xs)
%!    x = xs{r,2};
%!    G = gpuArray (x);
%!    what = sprintf ("%s (%s)", xs{r,1}, be);
%!    [s, i] = sort (x);
%!    [S, I] = sort (G);
%!    same_ (S, s, [what " sort"]);
%!    same_ (I, i, [what " sort index"]);
%!    same_ (sort (G, "descend"), sort (x, "descend"), [what " descend"]);
%!    for d = 1:ndims (x) + 1
%!      for m = {"ascend", "descend"}
%!        w = sprintf ("%s dim %d %s", what, d, m{1});
%!        same_ (sort (G, d, m{1}), sort (x, d, m{1}), w);
%!        if (d <= ndims (x))
%!          [s, i] = sort (x, d, m{1});
%!          [S, I] = sort (G, d, m{1});
%!          same_ (S, s, w);
%!          same_ (I, i, [w " index"]);
%!        endif
%!      endfor
%!    endfor
%!  endfor
%!  ## a long slice and many short ones: the radix passes, not insertion
%!  randn ("state", 7);
%!  x = round (randn (300, 7) * 4) / 2;
%!  x(randperm (numel (x), 30)) = NaN;
%!  x(x == 0) = -0;
%!  for d = 1:2
%!    for m = {"ascend", "descend"}
%!      [s, i] = sort (x, d, m{1});
%!      [S, I] = sort (gpuArray (x), d, m{1});
%!      same_ (S, s, sprintf ("300x7 dim %d %s (%s)", d, m{1}, be));
%!      same_ (I, i, sprintf ("300x7 index dim %d %s (%s)", d, m{1}, be));
%!    endfor
%!  endfor
%!  ## a result whose class waits on the device (sqrt of a negative), a
%!  ## transpose not yet made
%!  x = [4 -1 9 0 -0];
%!  [s, i] = sort (sqrt (x), "descend");
%!  [S, I] = sort (sqrt (gpuArray (x)), "descend");
%!  same_ (S, s, ["sort of a pending result (" be ")"]);
%!  same_ (I, i, ["sort index of a pending result (" be ")"]);
%!  x = magic (4);
%!  [s, i] = sort (x', 2);
%!  [S, I] = sort (gpuArray (x)', 2);
%!  same_ (S, s, ["sort of a transpose (" be ")"]);
%!  same_ (I, i, ["sort index of a transpose (" be ")"]);
%!  ## more than one task of the CPU engine, strided slices
%!  y = single (round (randn (70001, 3) * 100));
%!  for d = 1:2
%!    [s, i] = sort (y, d, "descend");
%!    [S, I] = sort (gpuArray (y), d, "descend");
%!    same_ (S, s, sprintf ("70001x3 dim %d (%s)", d, be));
%!    same_ (I, i, sprintf ("70001x3 index dim %d (%s)", d, be));
%!  endfor
%!  x = int16 (x(:, 1:3) * 100);
%!  [s, i] = sort (x(:), "descend");
%!  [S, I] = sort (gpuArray (x(:)), "descend");
%!  same_ (S, s, ["int16 column (" be ")"]);
%!  same_ (I, i, ["int16 column index (" be ")"]);
%!endfunction

%!function check_sort_errors (be)
%!  x = [3 1 2; 4 4 1];
%!  G = gpuArray (x);
%!  same_error_ (@() sort (G, 0), @() sort (x, 0), "sort DIM 0");
%!  same_error_ (@() sort (G, -1), @() sort (x, -1), "sort DIM -1");
%!  same_error_ (@() sort (G, NaN), @() sort (x, NaN), "sort DIM NaN");
%!  same_error_ (@() sort (G, "up"), @() sort (x, "up"), "sort MODE");
%!  same_error_ (@() sort (G, 1, "DESCEND"), @() sort (x, 1, "DESCEND"), "sort MODE case");
%!  same_error_ (@() sort (G, 1, 2), @() sort (x, 1, 2), "sort MODE number");
%!  same_error_ (@() sort (G, "descend", "ascend"), @() sort (x, "descend", "ascend"), "sort two modes");
%!  ## 7.3 refuses these two, 11 takes them: the running Octave's answer
%!  same_or_error_ (@() two_out_ (@sort, G, 3), @() two_out_ (@sort, x, 3), ["[S, I] = sort past ndims (" be ")"]);
%!  same_or_error_ (@() sort (G, 2.6), @() sort (x, 2.6), ["sort DIM 2.6 (" be ")"]);
%!  same_ (sort (G, 100), sort (x, 100), ["sort DIM 100 (" be ")"]);
%!  ## (Octave 7.3's own sort (x, Inf) of a matrix crashes: not compared)
%!  same_ (sort (G, Inf), x, ["sort DIM Inf (" be ")"]);
%!endfunction

%!function r = two_out_ (fn, varargin)
%!  [a, b] = fn (varargin{:});
%!  r = {a, b};
%!endfunction

%!function same_or_error_ (fn_gpu, fn_host, what)
%!  ## the same answer as Octave's, or where Octave refuses, its refusal
%!  try
%!    want = fn_host ();
%!  catch
%!    same_error_ (fn_gpu, fn_host, what);
%!    return;
%!  end_try_catch
%!  same_ (fn_gpu (), want, what);
%!endfunction

%!function check_sortrows (be)
%!  ms = {[3 1 2; 1 NaN 0; 3 1 -1; 1 2 0; 3 NaN 2; 1 NaN 0], ...
%!        int8([5 -1; 5 -2; -3 0; 5 -1]), ...
%!        single([1 NaN; NaN 1; 1 1; NaN NaN]), ...
%!        [1+1i 2; 1-1i 2; -1 1; 1+1i 1], ...
%!        logical([1 0 1; 0 1 1; 1 0 0]), zeros(0, 3), 5};
%!  for r = 1:numel (ms)
%!    x = ms{r};
%!    G = gpuArray (x);
%!    what = sprintf ("sortrows %s %s (%s)", class (x), mat2str (size (x)), be);
%!    [s, i] = sortrows (x);
%!    [S, I] = sortrows (G);
%!    same_ (S, s, what);
%!    same_ (I, i, [what " index"]);
%!    for c = {1, -1, [2 1], [-2 1], [1 -2], -columns(x):-1}
%!      if (any (abs (c{1}) > columns (x)))
%!        continue;
%!      endif
%!      [s, i] = sortrows (x, c{1});
%!      [S, I] = sortrows (G, c{1});
%!      same_ (S, s, [what " C " mat2str(c{1})]);
%!      same_ (I, i, [what " C " mat2str(c{1}) " index"]);
%!    endfor
%!  endfor
%!  x = [1 2; 3 4];
%!  G = gpuArray (x);
%!  same_error_ (@() sortrows (G, 0), @() sortrows (x, 0), "sortrows C 0");
%!  same_error_ (@() sortrows (G, 3), @() sortrows (x, 3), "sortrows C 3");
%!  same_error_ (@() sortrows (G, "a"), @() sortrows (x, "a"), "sortrows C char");
%!endfunction

%!function check_unique (be)
%!  xs = {[3 NaN 1 3 -0 0 NaN 1], [2; 2; -1; 2], [3 1; 1 3; 3 1], int8([5 -5 5 0]), ...
%!        single([NaN 1 1 NaN]), [1+1i 1-1i 1+1i 2], logical([1 0 0 1]), 4, [], zeros(1, 0), ...
%!        [Inf -Inf Inf 0 -0]};
%!  opts = {{}, {"first"}, {"last"}, {"stable"}, {"legacy"}, {"first", "legacy"}, {"sorted"}};
%!  warning ("off", "all", "local");
%!  for r = 1:numel (xs)
%!    x = xs{r};
%!    for o = opts
%!      what = sprintf ("unique %s %s %s (%s)", class (x), mat2str (size (x)),
%!                      strjoin (o{1}, ","), be);
%!      [y, i, j] = unique (x, o{1}{:});
%!      [Y, I, J] = unique (gpuArray (x), o{1}{:});
%!      same_ (Y, y, what);
%!      same_ (I, i, [what " I"]);
%!      same_ (J, j, [what " J"]);
%!      same_ (unique (gpuArray (x), o{1}{:}), unique (x, o{1}{:}), [what " one output"]);
%!    endfor
%!  endfor
%!  ms = {[3 1; 1 NaN; 3 1; 1 NaN; 0 0], int16([2 2; 1 1; 2 2]), zeros(0, 2), [1 2]};
%!  for r = 1:numel (ms)
%!    for o = {{"rows"}, {"rows", "last"}, {"rows", "stable"}}
%!      x = ms{r};
%!      what = sprintf ("unique rows %s %s (%s)", mat2str (x), strjoin (o{1}, ","), be);
%!      [y, i, j] = unique (x, o{1}{:});
%!      [Y, I, J] = unique (gpuArray (x), o{1}{:});
%!      same_ (Y, y, what);
%!      same_ (I, i, [what " I"]);
%!      same_ (J, j, [what " J"]);
%!    endfor
%!  endfor
%!  x = [1 2 2];
%!  G = gpuArray (x);
%!  same_error_ (@() unique (G, "first", "last"), @() unique (x, "first", "last"), "unique first last");
%!  same_error_ (@() unique (G, "up"), @() unique (x, "up"), "unique bad option");
%!  same_error_ (@() unique (G, 1), @() unique (x, 1), "unique number option");
%!endfunction

%!function check_median (be)
%!  xs = inputs_ ();
%!  for r = 1:rows (xs)
%!    x = xs{r,2};
%!    G = gpuArray (x);
%!    what = sprintf ("median %s (%s)", xs{r,1}, be);
%!    if (isempty (x) && compare_versions (OCTAVE_VERSION (), "9.0.0", "<"))
%!      same_error_ (@() median (G), @() median (x), what);   # 7.3 refuses
%!      continue;
%!    endif
%!    same_ (median (G), median (x), what);
%!    for d = 1:ndims (x) + 1
%!      same_ (median (G, d), median (x, d), sprintf ("%s dim %d", what, d));
%!    endfor
%!  endfor
%!  for x = {int8([100 120]), int8([-100 -120 1 2]), uint8([3 4]), [realmax realmax], ...
%!           [Inf -Inf], -[0 0], single([1 2 NaN 4]), true(1, 4), logical([0 1])}
%!    same_ (median (gpuArray (x{1})), median (x{1}), sprintf ("median %s %s (%s)",
%!           class (x{1}), mat2str (x{1}), be));
%!  endfor
%!  ## ties of +0 and -0 (Octave's choice among them is its selection's)
%!  rand ("state", 5);
%!  for t = 1:120
%!    v = [0 -0 1 -1 0 -0](randi (6, randi (4), randi (30)));
%!    if (mod (t, 3) == 0)
%!      v = complex (v, [0 -0 1](randi (3, size (v))));
%!    endif
%!    d = randi (2);
%!    same_ (median (gpuArray (v), d), median (v, d),
%!           sprintf ("median of signed zeros %s dim %d (%s)", mat2str (v), d, be));
%!  endfor
%!  ## the selection: slices up to 128 KiB of keys (16384 doubles), longer
%!  ## ones sorted; many equal keys, constant slices, NaN, every class
%!  rand ("state", 7);
%!  for n = [16384 16385]
%!    x = round (randn (n, 3) * 100) / 4;
%!    x(7, 2) = NaN;
%!    x(:, 3) = 1.5;
%!    for d = 1:2
%!      y = x;
%!      if (d == 2)
%!        y = x.';
%!      endif
%!      same_ (median (gpuArray (y), d), median (y, d), sprintf ("median n %d dim %d (%s)", n, d, be));
%!      same_ (median (gpuArray (single (y)), d), median (single (y), d),
%!             sprintf ("median single n %d dim %d (%s)", n, d, be));
%!    endfor
%!  endfor
%!  for c = {"int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64"}
%!    x = cast (randi ([-300 300], 301, 4) * 7, c{1});
%!    for d = 1:2
%!      same_ (median (gpuArray (x), d), median (x, d), sprintf ("median %s dim %d (%s)", c{1}, d, be));
%!      same_ (median (gpuArray (x(1:300, :)), d), median (x(1:300, :), d),
%!             sprintf ("median %s even dim %d (%s)", c{1}, d, be));
%!    endfor
%!  endfor
%!  G = gpuArray ([1 2]);
%!  same_error_ (@() median (G, 0), @() median ([1 2], 0), "median DIM 0");
%!  same_error_ (@() median (G, 1.5), @() median ([1 2], 1.5), "median DIM 1.5");
%!  if (compare_versions (OCTAVE_VERSION (), "9.0.0", "<"))
%!    same_error_ (@() median (G, [1 2]), @() median ([1 2], [1 2]), "median DIM vector");
%!  else                                  # Octave 9 takes a DIM vector
%!    same_ (median (G, [1 2]), median ([1 2], [1 2]), "median DIM vector");
%!  endif
%!endfunction

%!function check_mode (be)
%!  xs = inputs_ ();
%!  xs(end+1,:) = {"runs with NaN and Inf", [Inf Inf 1 NaN NaN 2 2 -Inf -Inf -Inf]};
%!  xs(end+1,:) = {"ties: the smallest", [4 4 1 1 9 9 2]};
%!  xs(end+1,:) = {"complex, every imaginary part zero", complex([1 2 2 -0 1], [0 -0 0 -0 -0])};
%!  for r = 1:rows (xs)
%!    x = xs{r,2};
%!    G = gpuArray (x);
%!    for d = [0, 1:ndims(x) + 1]
%!      what = sprintf ("mode %s dim %d (%s)", xs{r,1}, d, be);
%!      args = {};
%!      if (d > 0)
%!        args = {d};
%!      endif
%!      try
%!        [m, f, c] = mode (x, args{:});
%!      catch e
%!        same_error_ (@() mode (G, args{:}), @() mode (x, args{:}), what);
%!        continue;
%!      end_try_catch
%!      [M, F, C] = mode (G, args{:});
%!      same_ (M, m, what);
%!      same_ (F, f, [what " F"]);
%!      same_ (C, c, [what " C"]);
%!      [M, F] = mode (G, args{:});
%!      same_ (M, m, [what " two outputs"]);
%!      same_ (F, f, [what " two outputs F"]);
%!    endfor
%!  endfor
%!  ## one long vector (several tasks of the run flags) and many slices
%!  randn ("state", 3);
%!  for x = {int16(round(randn(1, 70001) * 30)), round(randn(300, 200) * 3) / 2}
%!    for d = 1:2
%!      [m, f] = mode (x{1}, d);
%!      [M, F] = mode (gpuArray (x{1}), d);
%!      same_ (M, m, sprintf ("mode %s %s dim %d (%s)", class (x{1}), mat2str (size (x{1})), d, be));
%!      same_ (F, f, sprintf ("mode F %s %s dim %d (%s)", class (x{1}), mat2str (size (x{1})), d, be));
%!    endfor
%!  endfor
%!  same_error_ (@() mode (gpuArray (1), 0), @() mode (1, 0), "mode DIM 0");
%!endfunction

## Random classes, shapes, dims and modes: sort's [S, I], median, mode.
%!function check_property (be, ncases)
%!  rand ("state", 11);
%!  classes = {"double", "single", "int8", "uint16", "int32", "uint64", "logical", "complex"};
%!  pool = [-2 -1 -0 0 0 1 1 2 3 NaN Inf -Inf];
%!  for t = 1:ncases
%!    cls = classes{randi (numel (classes))};
%!    nd = randi ([1 3]);
%!    sz = [randi([0 6], 1, nd), ones(1, 2 - nd)];
%!    v = pool(randi (numel (pool), [sz 1]));
%!    switch (cls)
%!      case "complex"
%!        x = complex (v, pool(randi (numel (pool), size (v))));
%!      case "logical"
%!        x = v > 0;
%!      otherwise
%!        x = cast (v, cls);
%!    endswitch
%!    G = gpuArray (x);
%!    d = randi (ndims (x) + 1);
%!    m = {"ascend", "descend"}{randi (2)};
%!    what = sprintf ("case %d: %s %s dim %d %s (%s)", t, cls, mat2str (size (x)), d, m, be);
%!    if (d <= ndims (x))
%!      [s, i] = sort (x, d, m);
%!      [S, I] = sort (G, d, m);
%!      same_ (I, i, [what " index"]);
%!    else
%!      s = sort (x, d, m);
%!      S = sort (G, d, m);
%!    endif
%!    same_ (S, s, what);
%!    if (! isempty (x))
%!      same_ (median (G, d), median (x, d), [what " median"]);
%!      ## (Octave 11's mode refuses logical data: the same refusal)
%!      same_or_error_ (@() two_out_ (@mode, G, d), @() two_out_ (@mode, x, d), [what " mode"]);
%!    endif
%!  endfor
%!endfunction

%!test __gpu_axis_run_on__ ("cpu", @() check_sort ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_sort ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_sort_errors ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_sort_errors ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_sortrows ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_sortrows ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_unique ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_unique ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_median ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_median ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_mode ("cpu"));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_mode ("cuda"));

%!test __gpu_axis_run_on__ ("cpu", @() check_property ("cpu", 200));
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_property ("cuda", 200));
