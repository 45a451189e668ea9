## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## test_random.m: seeded random property tests, gpu_axis_sum against sum.
##
## Run with:  test ("inst/tests/test_random.m")  (package on the path).
##
## Each case k of a run draws, from rand ("state", SEED) with SEED = BASE + k,
## a class (14 kinds: double, single, the 8 integer classes, logical, char,
## complex double, complex single), a shape (up to 4-D with sizes 0..40, or
## a long 1-D vector of 1000..5000 elements), DIM (default, 1..5, a DIM
## vector, or "all"), TYPE (none, "native", "double", "extra") and the data
## (integers near their limits so that "native" saturates; NaN, Inf, -Inf
## and -0 sprinkled into floats).  The answer must match the reference (see
## ref_sum below): class/size/sparsity/complexity exactly, integers and
## logicals exactly, floats within an error bound.
##
## A failure prints every failing case as "seed=... class=... size=...
## args=..." plus what differed; make_case (SEED) in this file regenerates
## the input exactly (copy the %!function blocks to reproduce by hand).
##
## Integer "native" over a DIM vector is held to exact step-wise saturation
## (in column-major order of the summed elements) only when the listed dims
## are adjacent; for other DIM vectors the data is kept small enough that
## no order can saturate.
## The reference and the comparison are inst/__gpu_axis_check__.m, shared
## with the other suite files and tests/property_scale.m.


## ---------------------------------------------------------------------
## Case generation.
## ---------------------------------------------------------------------

%!function v = float_values (n, cls, canc)
%!  ## n values of class cls ("double"/"single"), with mixed magnitudes,
%!  ## cancellation (always when CANC), and NaN/Inf/-Inf/-0 sprinkled in.
%!  if (strcmp (cls, "single"))
%!    emax = 6;
%!  else
%!    emax = 20;
%!  endif
%!  style = randi (5);
%!  if (canc)
%!    style = 3;
%!  endif
%!  switch (style)
%!    case 1                           # plain
%!      v = randn (n, 1) * 10^randi ([-3 3]);
%!    case 2                           # integer-valued: exact in any order
%!      v = randi ([-1000 1000], n, 1);
%!    case 3                           # cancellation
%!      v = randn (n, 1) * 10^randi ([2 min(emax, 8)]);
%!      h = floor (n / 2);
%!      v(h+1:2*h) = -v(1:h) + randn (h, 1);
%!      v = v(randperm (n));
%!    case 4                           # wide range of magnitudes
%!      v = randn (n, 1) .* 10 .^ randi ([-emax emax], n, 1);
%!    otherwise                        # all of one sign
%!      v = rand (n, 1) * 100;
%!  endswitch
%!  if (n > 0 && rand () < 0.35)       # sprinkle non-finite values and -0
%!    specials = [NaN, Inf, -Inf, -0, -0, -0];
%!    k = randi (min (n, 4));
%!    v(randi (n, k, 1)) = specials(randi (numel (specials), k, 1));
%!  endif
%!  if (rand () < 0.05)
%!    v(:) = -0;
%!  endif
%!  v = cast (v, cls);
%!endfunction

%!function x = int_values (n, cls)
%!  ## n values of integer class cls, mostly near the ends of its range.
%!  lo = intmin (cls);
%!  hi = intmax (cls);
%!  switch (randi (4))
%!    case {1, 2}                      # near the limits: saturation
%!      x = zeros (n, 1, cls);
%!      k = cast (randi ([0 10], n, 1), cls);
%!      sel = randi (3, n, 1);
%!      x(sel == 1) = hi - k(sel == 1);
%!      x(sel == 2) = lo + k(sel == 2);
%!      x(sel == 3) = cast (randi ([-5 5], nnz (sel == 3), 1), cls);
%!    case 3                           # anywhere in the range
%!      x = cast (double (lo) + rand (n, 1) * (double (hi) - double (lo)), cls);
%!    otherwise                        # small
%!      x = cast (randi ([-20 20], n, 1), cls);
%!  endswitch
%!endfunction

%!function x = make_data (cls, sz, canc)
%!  n = prod (sz);
%!  switch (cls)
%!    case {"double", "single"}
%!      x = float_values (n, cls, canc);
%!    case {"complex double", "complex single"}
%!      c = strtrim (cls(9:end));
%!      re = float_values (n, c, canc);
%!      ## integer-valued imaginary parts: whether the result is complex
%!      ## (some imaginary sum nonzero) cannot depend on rounding
%!      if (rand () < 0.25)
%!        im = zeros (n, 1);
%!      else
%!        im = randi ([-3 3], n, 1);
%!      endif
%!      if (n > 0 && rand () < 0.2)
%!        specials = [NaN, Inf, -Inf];
%!        im(randi (n)) = specials(randi (3));
%!      endif
%!      x = complex (re, cast (im, c));
%!    case "logical"
%!      p = [0, 0.02, 0.5, 1];
%!      x = rand (n, 1) < p(randi (4));
%!    case "char"
%!      if (rand () < 0.5)
%!        x = char (randi ([32 126], n, 1));
%!      else
%!        x = char (randi ([0 255], n, 1));
%!      endif
%!    otherwise
%!      x = int_values (n, cls);
%!  endswitch
%!  ## (reshape the parts: reshape would make a zero-imaginary complex real)
%!  if (iscomplex (x))
%!    x = complex (reshape (real (x), [sz 1]), reshape (imag (x), [sz 1]));
%!  else
%!    x = reshape (x, [sz 1]);
%!  endif
%!endfunction

%!function sz = make_shape (maxdim, maxnd, maxnumel)
%!  nd = randi (maxnd);
%!  sz = ones (1, max (nd, 2));
%!  for i = 1:nd
%!    u = rand ();
%!    if (u < 0.05)
%!      sz(i) = 0;
%!    elseif (u < 0.3)
%!      sz(i) = 1;
%!    elseif (u < 0.8)
%!      sz(i) = randi (min (8, maxdim));
%!    else
%!      sz(i) = randi (maxdim);
%!    endif
%!  endfor
%!  if (nd == 1 && rand () < 0.5)
%!    sz = fliplr (sz);               # a row instead of a column
%!  endif
%!  while (prod (sz) > maxnumel)
%!    [~, i] = max (sz);
%!    sz(i) = ceil (sz(i) / 2);
%!  endwhile
%!endfunction

%!function [x, args, desc] = make_case (seed, small)
%!  ## Everything about case SEED comes from rand ("state", SEED).
%!  rand ("state", seed);
%!  randn ("state", seed);
%!  classes = {"double", "single", "int8", "uint8", "int16", "uint16", ...
%!             "int32", "uint32", "int64", "uint64", "logical", "char", ...
%!             "complex double", "complex single"};
%!  cls = classes{randi(numel (classes))};
%!  if (small)                         # tiny shapes, up to 5-D
%!    sz = make_shape (3, 5, 500);
%!  elseif (rand () < 0.15)            # long 1-D: row, column or 1x1xN
%!    o = randi (3);
%!    sz = ones (1, max (o, 2));
%!    sz(o) = randi ([1000 5000]);
%!  else
%!    sz = make_shape (40, 4, 20000);
%!  endif
%!  u = rand ();
%!  if (u < 0.15)
%!    dimarg = {};
%!  elseif (u < 0.75)
%!    dimarg = {randi(5)};
%!  elseif (u < 0.9)
%!    dimarg = {randperm(5, randi ([2 3]))};
%!  else
%!    dimarg = {"all"};
%!  endif
%!  types = {{}, {"native"}, {"double"}, {"extra"}};
%!  t = types{randi(4)};
%!  args = [dimarg, t];
%!  ## "extra" is compensated: test it on cancelling data more often
%!  canc = ! isempty (t) && strcmp (t{1}, "extra") && rand () < 0.5;
%!  x = make_data (cls, sz, canc);
%!  ## Signed "native" over non-adjacent dims: no saturation in any order.
%!  if (any (strcmp (cls, {"int8", "int16", "int32", "int64"})) ...
%!      && ! isempty (t) && strcmp (t{1}, "native") ...
%!      && ! isempty (dimarg) && isnumeric (dimarg{1}) && numel (dimarg{1}) > 1 ...
%!      && max (dimarg{1}) - min (dimarg{1}) + 1 != numel (dimarg{1}))
%!    x = zeros (size (x), cls);
%!    if (numel (x) > 0)
%!      x(randi (numel (x), 100, 1)) = cast (randi ([-1 1], 100, 1), cls);
%!    endif
%!  endif
%!  desc = sprintf ("seed=%d class=%s size=%s args={%s}", seed, cls, ...
%!                  mat2str (size (x)), args_str (args));
%!endfunction

%!function s = args_str (args)
%!  c = cell (1, numel (args));
%!  for i = 1:numel (args)
%!    if (ischar (args{i}))
%!      c{i} = ["\"" args{i} "\""];
%!    else
%!      c{i} = mat2str (args{i});
%!    endif
%!  endfor
%!  s = strjoin (c, ", ");
%!endfunction

%!function run_random (be, base, ncases, small)
%!  ## Cases BASE+1 .. BASE+NCASES on backend BE; fail listing every miss.
%!  warning ("off", "gpuaxis:no-gpu", "local");
%!  rstate = rand ("state");
%!  nstate = randn ("state");
%!  gpu_axis_backend (be);
%!  unwind_protect
%!    assert (gpu_axis_backend (), be);
%!    fails = {};
%!    nchecked = 0;
%!    for k = 1:ncases
%!      seed = base + k;
%!      [x, args, desc] = make_case (seed, small);
%!      try
%!        got = gpu_axis_sum (x, args{:});
%!        msg = __gpu_axis_check__ (got, x, args);
%!      catch err
%!        msg = sprintf ("error %s: %s", err.identifier, err.message);
%!      end_try_catch
%!      nchecked += 1;
%!      if (! isempty (msg))
%!        fails{end+1} = sprintf ("[%s] %s: %s", be, desc, msg);
%!      endif
%!    endfor
%!    assert (nchecked, ncases);
%!    if (! isempty (fails))
%!      error ("%d of %d random cases failed on \"%s\" (input: make_case (seed, %d)):\n%s", ...
%!             numel (fails), ncases, be, small, ...
%!             strjoin (fails(1:min (end, 25)), "\n"));
%!    endif
%!  unwind_protect_cleanup
%!    gpu_axis_backend ("auto");
%!    rand ("state", rstate);
%!    randn ("state", nstate);
%!  end_unwind_protect
%!endfunction

## ---------------------------------------------------------------------
## The tests.
## ---------------------------------------------------------------------

## General shapes (up to 4-D, sizes 0..40, long vectors up to 5000).
%!test run_random ("cpu", 20260000, 400, false);
%!testif ; __gpu_axis_cuda_ok__ ()
%! run_random ("cuda", 20260000, 400, false);

## Tiny shapes up to 5-D (sizes 0..3): every shape/dim combination.
%!test run_random ("cpu", 20261000, 300, true);
%!testif ; __gpu_axis_cuda_ok__ ()
%! run_random ("cuda", 20261000, 300, true);

## The generator is deterministic: the same seed gives the same case.
%!test
%! [x1, a1, d1] = make_case (20260042, false);
%! [x2, a2, d2] = make_case (20260042, false);
%! assert (isequaln (x1, x2) && isequal (a1, a2) && strcmp (d1, d2));
%! [x3, ~, d3] = make_case (20260043, false);
%! assert (! strcmp (d1, d3) || ! isequaln (x1, x3));
