## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## property_scale.m: the property test at scale.  Seeded random cases of
## gpu_axis_sum against Octave's sum, on one backend.  A script: set any of
## these variables first (all optional), then run it:
##
##   ps_backend  "cpu" (default) or "cuda" (or "auto")
##   ps_ncases   number of cases (default 10000)
##   ps_seed0    case k uses seed ps_seed0 + k (default 20270000)
##   ps_seeds    explicit seed list: rerun exactly these cases (overrides
##               ps_ncases / ps_seed0)
##   ps_verbose  true: print every case as it runs (default false)
##
## e.g.  octave-cli --eval 'pkg load gpuaxis; ps_backend = "cuda"; run tests/property_scale.m'
##       octave-cli --eval 'ps_seeds = [20270042 20271234]; run tests/property_scale.m'
##
## Case SEED draws everything from rand/randn ("state", SEED):
##   class   double, single, int8..uint64, logical, char, complex double,
##           complex single (14 kinds: the 12 classes + complex);
##   shape   up to 5-D: tiny (sizes 0..3), small (0..12), medium (0..300,
##           numel <= 30000) or long: one dimension of 0..70000 (boundary
##           sizes 2^k, 2^k +- 1 included), the others 0..3, numel <= 140000;
##   DIM     none, 1..6 (scalar; sometimes given as an integer or single
##           class), a DIM vector of 2..4 distinct dims from 1..6, or "all";
##   TYPE    none, "native", "double", "extra";
##   data    floats with mixed magnitudes, cancellation, NaN/Inf/-Inf/-0
##           sprinkled in; integers mostly at their limits (so "native"
##           saturates, in index order); logical of varied density; char 0..255.
##
## The answer must have the reference's class and size exactly (the
## reference is Octave's sum; a DIM vector or "all" is a sum over a permuted
## and reshaped array, summed elements in column-major order); integers and
## logicals exactly equal ("native" saturation is order dependent and is held
## to index order for every DIM vector); floats within
##   |got - want| <= 2 eps(class) n sum|x| + n realmin   (n summed elements)
## (tighter for double "extra"), NaN exactly where the reference has NaN,
## the same infinities, and the sign of zero results the same.  For "extra",
## Octave 7.3 returns NaN for any Inf input (a quirk of its TwoSum) where
## gpu_axis_sum returns the IEEE answer (+-Inf): the reference takes the
## "double" result there, as in inst/tests/test_random.m.
##
## Each failure prints one line with everything needed to rerun it:
##   FAIL seed=... backend=... class=... size=... args={...}: what differed
## and the run ends with exactly one line
##   property: N passed, N failed

1;   # a script file, not a function file

## ------------------------------------------------------------ generator

function v = ps_float_values (n, cls, canc)
  if (strcmp (cls, "single"))
    emax = 6;
  else
    emax = 20;
  endif
  style = randi (6);
  if (canc)
    style = 3;
  endif
  switch (style)
    case 1                                   # plain
      v = randn (n, 1) * 10^randi ([-3 3]);
    case 2                                   # integer valued
      v = randi ([-1000 1000], n, 1);
    case 3                                   # cancellation
      v = randn (n, 1) * 10^randi ([2 min(emax, 8)]);
      h = floor (n / 2);
      v(h+1:2*h) = -v(1:h) + randn (h, 1);
      v = v(randperm (n));
    case 4                                   # wide range of magnitudes
      v = randn (n, 1) .* 10 .^ randi ([-emax emax], n, 1);
    case 5                                   # near overflow: sums reach Inf
      if (strcmp (cls, "single"))
        v = (rand (n, 1) + 0.5) * 1e38 .* sign (randn (n, 1) + 0.7);
      else
        v = (rand (n, 1) + 0.5) * 1e307 .* sign (randn (n, 1) + 0.7);
      endif
    otherwise                                # all of one sign
      v = rand (n, 1) * 100;
  endswitch
  if (n > 0 && rand () < 0.4)                # NaN, Inf, -Inf, -0
    specials = [NaN, Inf, -Inf, -0, -0, -0];
    k = randi (min (n, 5));
    v(randi (n, k, 1)) = specials(randi (numel (specials), k, 1));
  endif
  if (rand () < 0.05)
    v(:) = -0;
  endif
  v = cast (v, cls);
endfunction

function x = ps_int_values (n, cls)
  lo = intmin (cls);
  hi = intmax (cls);
  switch (randi (5))
    case {1, 2}                              # at the limits: saturation
      x = zeros (n, 1, cls);
      k = cast (randi ([0 10], n, 1), cls);
      sel = randi (3, n, 1);
      x(sel == 1) = hi - k(sel == 1);
      x(sel == 2) = lo + k(sel == 2);
      x(sel == 3) = cast (randi ([-5 5], nnz (sel == 3), 1), cls);
    case 3                                   # anywhere in the range
      x = cast (double (lo) + rand (n, 1) * (double (hi) - double (lo)), cls);
    case 4                                   # one end only: long runs saturate
      if (rand () < 0.5)
        x = hi - cast (randi ([0 3], n, 1), cls);
      else
        x = lo + cast (randi ([0 3], n, 1), cls);
      endif
    otherwise                                # small
      x = cast (randi ([-20 20], n, 1), cls);
  endswitch
endfunction

function x = ps_make_data (cls, sz, canc)
  n = prod (sz);
  switch (cls)
    case {"double", "single"}
      x = ps_float_values (n, cls, canc);
    case {"complex double", "complex single"}
      c = strtrim (cls(9:end));
      re = ps_float_values (n, c, canc);
      ## integer-valued imaginary parts: whether the result is complex (an
      ## imaginary sum is nonzero) does not depend on rounding
      if (rand () < 0.25)
        im = zeros (n, 1);
      else
        im = randi ([-3 3], n, 1);
      endif
      if (n > 0 && rand () < 0.2)
        specials = [NaN, Inf, -Inf];
        im(randi (n)) = specials(randi (3));
      endif
      x = complex (re, cast (im, c));
    case "logical"
      p = [0, 0.02, 0.5, 1];
      x = rand (n, 1) < p(randi (4));
    case "char"
      if (rand () < 0.5)
        x = char (randi ([32 126], n, 1));
      else
        x = char (randi ([0 255], n, 1));
      endif
    otherwise
      x = ps_int_values (n, cls);
  endswitch
  if (iscomplex (x))     # reshape the parts: a zero-imaginary complex stays complex
    x = complex (reshape (real (x), [sz 1]), reshape (imag (x), [sz 1]));
  else
    x = reshape (x, [sz 1]);
  endif
endfunction

function sz = ps_shape (maxdim, maxnd, maxnumel)
  nd = randi (maxnd);
  sz = ones (1, max (nd, 2));
  for i = 1:nd
    u = rand ();
    if (u < 0.06)
      sz(i) = 0;
    elseif (u < 0.3)
      sz(i) = 1;
    elseif (u < 0.8)
      sz(i) = randi (min (8, maxdim));
    else
      sz(i) = randi (maxdim);
    endif
  endfor
  if (nd == 1 && rand () < 0.5)
    sz = fliplr (sz);
  endif
  while (prod (sz) > maxnumel)
    [~, i] = max (sz);
    sz(i) = ceil (sz(i) / 2);
  endwhile
endfunction

function sz = ps_long_shape ()
  ## One dimension of 0..70000, the others 0..3, up to 5-D.
  nd = randi (5);
  pos = randi (max (nd, 1));
  sz = ones (1, max (nd, 2));
  for i = 1:nd
    sz(i) = randi ([0 3]) * (rand () > 0.05) + (rand () < 0.5);
    sz(i) = min (sz(i), 3);
  endfor
  u = rand ();
  if (u < 0.25)                              # near a power of two
    L = 2^randi ([10 16]) + randi ([-1 1]);
  elseif (u < 0.3)
    L = [0 1 65535 65536 65537 69999 70000](randi (7));
  elseif (u < 0.65)
    L = randi ([1000 70000]);
  else                                       # log-uniform 1..70000
    L = round (exp (rand () * log (70000)));
  endif
  sz(pos) = L;
  while (prod (sz) > 140000)
    others = sz;
    others(pos) = 0;
    [~, i] = max (others);
    sz(i) = max (1, floor (sz(i) / 2));
  endwhile
endfunction

function s = ps_arg_str (a)
  if (ischar (a))
    s = ["\"" a "\""];
  elseif (isinteger (a))
    s = sprintf ("%s([%s])", class (a), strtrim (sprintf ("%d ", a)));
  elseif (isa (a, "single"))
    s = sprintf ("single(%s)", mat2str (double (a)));
  else
    s = mat2str (a);
  endif
endfunction

function s = ps_args_str (args)
  c = cellfun (@ps_arg_str, args, "UniformOutput", false);
  s = strjoin (c, ", ");
endfunction

function [x, args, desc, cls] = ps_make_case (seed)
  ## Everything about case SEED comes from rand/randn ("state", SEED).
  rand ("state", seed);
  randn ("state", seed);
  classes = {"double", "single", "int8", "uint8", "int16", "uint16", ...
             "int32", "uint32", "int64", "uint64", "logical", "char", ...
             "complex double", "complex single"};
  cls = classes{randi(numel (classes))};
  u = rand ();
  if (u < 0.15)
    sz = ps_shape (3, 5, 500);               # tiny: every shape/dim combination
  elseif (u < 0.72)
    sz = ps_shape (12, 5, 2000);             # small
  elseif (u < 0.87)
    sz = ps_shape (300, 3, 30000);           # medium
  else
    sz = ps_long_shape ();                   # long: one dim up to 70000
  endif
  u = rand ();
  if (u < 0.15)
    dimarg = {};
  elseif (u < 0.65)
    d = randi (6);
    w = rand ();
    if (w < 0.06)                            # DIM of another numeric class
      c = {"int32", "uint8", "int64", "uint64", "single"}{randi(5)};
      d = cast (d, c);
    endif
    dimarg = {d};
  elseif (u < 0.88)
    dimarg = {randperm(6, randi ([2 4]))};
  else
    dimarg = {"all"};
  endif
  types = {{}, {"native"}, {"double"}, {"extra"}};
  t = types{randi(4)};
  args = [dimarg, t];
  canc = ! isempty (t) && strcmp (t{1}, "extra") && rand () < 0.5;
  x = ps_make_data (cls, sz, canc);
  desc = sprintf ("class=%s size=%s args={%s}", cls, mat2str (size (x)), ...
                  ps_args_str (args));
endfunction

## ------------------------------------------------------------ main

if (! exist ("ps_backend", "var"))
  ps_backend = "cpu";
endif
if (! exist ("ps_ncases", "var"))
  ps_ncases = 10000;
endif
if (! exist ("ps_seed0", "var"))
  ps_seed0 = 20270000;
endif
if (! exist ("ps_verbose", "var"))
  ps_verbose = false;
endif
if (exist ("ps_seeds", "var") && ! isempty (ps_seeds))
  ps_list = ps_seeds(:).';
else
  ps_list = ps_seed0 + (1:ps_ncases);
endif

ps_pass = 0;
ps_fail = 0;
ps_failed_seeds = [];
ps_t0 = tic ();
ps_rstate = rand ("state");
ps_nstate = randn ("state");
ps_ws = warning ();
warning ("off", "gpuaxis:no-gpu");
try
  ps_old_backend = gpu_axis_info ().selected;
  gpu_axis_backend (ps_backend);
  ps_ok = true;
catch ps_err
  printf ("FAIL cannot select backend \"%s\": [%s] %s\n", ps_backend, ...
          ps_err.identifier, ps_err.message);
  ps_ok = false;
  ps_fail = 1;
end_try_catch
if (ps_ok)
  ps_info = gpu_axis_info ();
  ps_dev = "";
  if (strcmp (ps_info.backend, "cuda"))
    ps_dev = [" (" ps_info.device_name ")"];
  endif
  printf ("property_scale: %d cases, backend %s%s, seeds %d..%d\n", ...
          numel (ps_list), gpu_axis_backend (), ps_dev, min (ps_list), max (ps_list));
  ps_stats = zeros (1, 4);   # numel total, long cases, max numel, max dim
  unwind_protect
    for ps_seed = ps_list
      ps_desc = "(generator failed)";
      try
        [ps_x, ps_args, ps_desc] = ps_make_case (ps_seed);
        if (ps_verbose)
          printf ("case seed=%d %s\n", ps_seed, ps_desc);
        endif
        ps_stats(1) += numel (ps_x);
        ps_stats(2) += max (size (ps_x)) > 1000;
        ps_stats(3) = max (ps_stats(3), numel (ps_x));
        ps_stats(4) = max (ps_stats(4), max (size (ps_x)));
        ps_got = gpu_axis_sum (ps_x, ps_args{:});
        ps_msg = __gpu_axis_check__ (ps_got, ps_x, ps_args);
      catch ps_err
        ps_msg = sprintf ("error [%s] %s", ps_err.identifier, ps_err.message);
      end_try_catch
      if (isempty (ps_msg))
        ps_pass += 1;
      else
        ps_fail += 1;
        ps_failed_seeds(end+1) = ps_seed;
        printf ("FAIL seed=%d backend=%s %s: %s\n", ps_seed, ps_backend, ps_desc, ps_msg);
      endif
    endfor
  unwind_protect_cleanup
    gpu_axis_backend (ps_old_backend);
    rand ("state", ps_rstate);
    randn ("state", ps_nstate);
  end_unwind_protect
  printf ("property_scale: %.1f s; %d elements in all, %d cases with a dimension > 1000, largest %d elements, longest dimension %d\n", ...
          toc (ps_t0), ps_stats(1), ps_stats(2), ps_stats(3), ps_stats(4));
  if (ps_fail > 0)
    printf ("rerun the failures: ps_backend = \"%s\"; ps_seeds = %s; run tests/property_scale.m\n", ...
            ps_backend, mat2str (ps_failed_seeds(1:min (end, 200))));
  endif
endif
warning (ps_ws);
printf ("property: %d passed, %d failed\n", ps_pass, ps_fail);
