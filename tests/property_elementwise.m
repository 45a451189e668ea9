## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## property_elementwise.m: the property test of gpuArray's elementwise
## operations.  Seeded random cases of every binary and unary operation of
## src/engine/elementwise_ops.def (and scalar * and /) on gpuArray
## operands, against Octave's own operation on the host arrays, on one
## backend.  inst/tests/test_gpuarray_elementwise.m checks fixed samples
## (every class pair on two 3x4 arrangements of the special values, fixed
## broadcast shapes); this draws what those leave out: random values over
## each class's whole range (int64 and uint64 beyond 2^53, doubles past the
## integer classes' limits, halves that round, exponents that saturate),
## random broadcast shapes up to 5-D with empties, and operands of
## different classes on either side.  A script: set any of these variables
## first (all optional), then run it:
##
##   pe_backend  "cpu" (default) or "cuda" (or "auto")
##   pe_ncases   how many cases (default 5000)
##   pe_seed0    case k uses seed pe_seed0 + k (default 31000000)
##   pe_seeds    explicit seed list: rerun exactly these cases
##   pe_verbose  true: print every case as it runs (default false)
##
## e.g.  octave-cli --eval 'pkg load gpuaxis; pe_ncases = 20000; run tests/property_elementwise.m'
##       octave-cli --eval 'pkg load gpuaxis; pe_seeds = [31000042]; pe_verbose = true; run tests/property_elementwise.m'
##
## Case SEED draws everything from rand/randn ("state", SEED): the
## operation (binary three cases in four), the operands' classes (14
## kinds: double, single, int8..uint64, logical, char, complex double,
## complex single; char stays a host array, so a case of char alone is
## drawn again), a shape of up to 5 dimensions (sizes 0..6) that each
## operand takes or broadcasts (a dimension of 1, or a scalar), sometimes
## a shape that does not conform, and which operands are gpuArrays.
##
## The answer must be what Octave gives: the same error (any message; ours
## with a gpuaxis: identifier) or a gpuArray whose gathered value has
## Octave's class, size and complexity exactly, and its values exactly
## (NaN where NaN, the sign of zeros) -- on the CPU backend every
## operation's arithmetic is Octave's, so exactly, but complex single
## other than .*, ./ and .\, computed in double and rounded where Octave
## computes in single (finite parts within 32 eps, powers within 1e-4);
## on the GPU the tolerances of test_gpuarray_elementwise.m (CUDA's
## transcendental functions).
##
## Each failure prints one line with what reproduces it:
##   FAIL seed=... backend=... op (class[size], ...) [gpu mask]: what differed
## and the run ends with exactly one line
##   property_elementwise: N passed, N failed

1;   # a script file, not a function file

## ------------------------------------------------------------ generator

function c = pe_classes ()
  c = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", ...
       "uint32", "int64", "uint64", "logical", "char", "complex double", ...
       "complex single"};
endfunction

function v = pe_float (n)
  ## doubles of every kind an operation treats apart
  v = zeros (n, 1);
  for i = 1:n
    switch (randi (10))
      case 1
        v(i) = randi ([-10 10]);                 # small integers
      case 2
        v(i) = randi ([-20 20]) + 0.5;           # halves: rounding ties
      case 3
        v(i) = randn () * 10 ^ randi ([-5 5]);
      case 4
        v(i) = randn () * 10 ^ randi ([-300 300]);
      case 5                                      # the integer classes' limits
        lim = [127 128 255 256 32767 32768 65535 65536 2^31-1 2^31 2^32-1 ...
               2^32 2^53 2^53+2 2^62 2^63 2^64 -2^63 -2^31 -129 -32769];
        v(i) = lim(randi (numel (lim))) * (1 - 2 * (rand () < 0.2));
      case 6
        s = [NaN Inf -Inf -0 0 realmax realmin -realmax eps];
        v(i) = s(randi (numel (s)));
      case 7
        v(i) = randi ([0 64]);                   # shift-sized exponents
      case 8
        v(i) = rand () * 4 - 2;
      otherwise
        v(i) = randi ([-3 3]) * 0.25;
    endswitch
  endfor
endfunction

function x = pe_int (n, cls)
  lo = double (intmin (cls));
  hi = double (intmax (cls));
  switch (randi (4))
    case 1                                        # at the limits
      x = [intmin(cls), intmax(cls), intmin(cls) + 1, intmax(cls) - 1];
      x = x(randi (4, n, 1));
      x = x(:);
      k = rand (n, 1) < 0.5;
      x(k) = cast (randi ([-5 5], nnz (k), 1), cls);
    case 2                                        # anywhere (64-bit: past 2^53 too)
      if (any (strcmp (cls, {"int64", "uint64"})))
        x = intmin (cls) + cast (rand (n, 1) * (hi - lo), cls);
        x = x + cast (randi ([0 1000], n, 1), cls);
      else
        x = cast (lo + rand (n, 1) * (hi - lo), cls);
      endif
    case 3
      x = cast (randi ([-3 3], n, 1), cls);
    otherwise
      x = cast (randi ([-200 200], n, 1), cls);
  endswitch
endfunction

function x = pe_data (cls, sz)
  n = prod (sz);
  switch (cls)
    case "double"
      x = pe_float (n);
    case "single"
      x = single (pe_float (n));
    case {"complex double", "complex single"}
      re = pe_float (n);
      im = pe_float (n);
      k = rand (n, 1) < 0.3;
      im(k) = 0;                                  # complex with zero imaginary parts
      x = complex (re, im);
      if (strcmp (cls, "complex single"))
        x = single (x);
      endif
    case "logical"
      x = rand (n, 1) < 0.5;
    case "char"
      x = char (randi ([0 127], n, 1));
    otherwise
      x = pe_int (n, cls);
  endswitch
  if (iscomplex (x))     # a zero-imaginary complex stays complex
    x = complex (reshape (real (x), [sz 1]), reshape (imag (x), [sz 1]));
  else
    x = reshape (x, [sz 1]);
  endif
endfunction

function sz = pe_operand_shape (base)
  ## BASE itself, BASE with some dimensions 1 (broadcast), or a scalar;
  ## trailing dimensions dropped or added
  u = rand ();
  if (u < 0.2)
    sz = [1 1];
  elseif (u < 0.55)
    sz = base;
  else
    sz = base;
    sz(rand (size (sz)) < 0.5) = 1;
  endif
  if (rand () < 0.2)
    sz = [sz ones(1, randi (2))];
  endif
  if (numel (sz) > 2 && rand () < 0.3)            # trailing singleton dims dropped
    while (numel (sz) > 2 && sz(end) == 1)
      sz(end) = [];
    endwhile
  endif
endfunction

function [name, f, args, gpu] = pe_make_case (seed)
  rand ("state", seed);
  randn ("state", seed);
  binary = {"plus", "minus", "times", "rdivide", "ldivide", "power", "lt", ...
            "le", "gt", "ge", "eq", "ne", "and", "or", "xor", "max", "min", ...
            "mtimes", "mrdivide"};
  unary = {"uminus", "uplus", "not", "abs", "sqrt", "exp", "log", "log2", ...
           "log10", "sin", "cos", "floor", "ceil", "round", "fix", "sign", ...
           "real", "imag", "conj", "isnan", "isinf", "isfinite"};
  cls = pe_classes ();
  nd = randi ([1 5]);
  base = randi ([0 6], 1, max (nd, 2));
  base(rand (size (base)) < 0.5 & base == 0) = 2;    # empties now and then
  if (rand () < 0.5)
    base = [randi(6) randi(6)];
  endif
  if (rand () < 0.75)
    name = binary{randi (numel (binary))};
    while (true)
      c = cls(randi (numel (cls), 1, 2));
      if (! all (strcmp (c, "char")))
        break;
      endif
    endwhile
    sa = pe_operand_shape (base);
    sb = pe_operand_shape (base);
    if (any (strcmp (name, {"mtimes", "mrdivide"})))
      ## the elementwise forms (a scalar factor, a scalar divisor); the
      ## matrix ones are refused (test_gpuarray_elementwise.m)
      if (strcmp (name, "mtimes") && rand () < 0.5)
        sa = [1 1];
      else
        sb = [1 1];
      endif
    elseif (rand () < 0.05)                       # not conforming
      sb = base + randi ([1 2], size (base));
    endif
    args = {pe_data(c{1}, sa), pe_data(c{2}, sb)};
    masks = {[1 0], [0 1], [1 1]};
    gpu = masks{randi (3)};
    gpu(strcmp (c, "char")) = 0;                 # char cannot be a gpuArray
    if (! any (gpu))
      gpu(! strcmp (c, "char")) = 1;
    endif
    if (any (strcmp (name, {"and", "or", "xor", "not"})) && rand () < 0.8)
      ## NaN to logical is an error (checked too, but not most of the time)
      for k = 1:2
        if (isfloat (args{k}))
          args{k}(isnan (args{k})) = 1;
        endif
      endfor
    endif
  else
    name = unary{randi (numel (unary))};
    c = cls(randi (numel (cls) - 1));
    if (strcmp (c{1}, "char"))
      c = {"complex single"};
    endif
    args = {pe_data(c{1}, pe_operand_shape (base))};
    if (strcmp (name, "not") && isfloat (args{1}) && rand () < 0.8)
      args{1}(isnan (args{1})) = 0;
    endif
    gpu = 1;
  endif
  f = str2func (name);
endfunction

## ------------------------------------------------------------ the oracle

function s = pe_describe (name, args, gpu)
  s = sprintf ("%s (%s) [%s]", name, strjoin (cellfun (@(v) [class(v) ...
               ifelse_str(iscomplex(v), " complex", "") mat2str(size(v))], args, "UniformOutput", false), ", "), ...
               num2str (gpu));
endfunction

function r = pe_single_complex (want, args)
  ## complex single arithmetic: a single result with a complex operand
  r = isa (want, "single") && any (cellfun (@iscomplex, args));
endfunction

function t = pe_tolerance (be, name, want, args)
  ## 0: exact; < 0: finite parts only (complex single computed in double
  ## and rounded where Octave computes in single); as
  ## test_gpuarray_elementwise.m's tolerance (), but by the operation's
  ## domain: complex single arithmetic whose result Octave made real (all
  ## imaginary parts zero) is as approximate as its complex results
  t = 0;
  if (pe_single_complex (want, args))
    want = complex (want);
  endif
  exact = {"plus", "minus", "times", "rdivide", "ldivide", "max", "min", ...
           "uminus", "uplus", "floor", "ceil", "round", "fix", "real", ...
           "imag", "conj", "abs", "sign", "mtimes", "mrdivide"};
  if (! isfloat (want))
    return;
  endif
  if (pe_single_complex (want, args) && any (strcmp (name, {"times", "rdivide", "ldivide"})))
    return;                # __mulsc3 and __divsc3 on both backends: exact
  endif
  if (iscomplex (want) && isa (want, "single") && strcmp (name, "power"))
    t = -1e-4;
    return;
  endif
  if (strcmp (be, "cpu"))
    if (iscomplex (want) && isa (want, "single"))
      t = -32 * eps ("single");
    endif
    return;
  endif
  if (iscomplex (want) || ! any (strcmp (name, exact)))
    t = 8 * eps (class (want));
  endif
  if (iscomplex (want) && strcmp (name, "power"))
    t = 32 * eps (class (want));
  endif
  if (iscomplex (want) && isa (want, "single"))
    t = -64 * eps ("single");
  endif
endfunction

function ok = pe_near (got, want, t)
  ## per element: within t of the larger of |want| and the array's largest
  ## finite |want| (both parts); t < 0: elements with a part that is not
  ## finite in either result are not compared
  g = got(:);
  w = want(:);
  skip = false (size (w));
  if (t < 0)
    t = -t;
    skip = ! (isfinite (g) & isfinite (w));
  endif
  wd = double (w);
  scale = max ([abs(wd(isfinite (wd))); 1e-300]);
  ok = true (size (w));
  for part = {@real, @imag}
    a = double (part{1} (g));
    b = double (part{1} (w));
    same = (isnan (a) & isnan (b)) | (a == b);
    d = abs (a - b) <= t * max (abs (b), 1e-300) | abs (a - b) <= t * scale;
    ok = ok & (same | (d & isfinite (a) & isfinite (b)));
  endfor
  ok = ok | skip;
endfunction

function want = pe_deliberate (name, args, want)
  ## README's deliberate difference: int64 x times -0.5 is x / -2, rounded
  ## half away (-2 for 3); Octave 7.3 divides by its -2 wrapped to an
  ## unsigned value and saturated (0 for 3), where int32 (3) * -0.5 and
  ## int64 (3) / -2 are -2
  if (! any (strcmp (name, {"times", "mtimes"})))
    return;
  endif
  for k = 1:2
    x = args{k};
    y = args{3 - k};
    if (isa (x, "int64") && isfloat (y) && isreal (y))
      m = (y == -0.5) | false (size (want));
      alt = x ./ int64 (-2) + zeros (size (want), "int64");
      want(m) = alt(m);
    endif
  endfor
endfunction

function msg = pe_check (be, name, f, args, gpu)
  ## "" when f on the gpuArray operands agrees with f on the host ones
  msg = "";
  try
    want = f (args{:});
    werr = "";
  catch e
    werr = e.message;
  end_try_catch
  g = args;
  for k = find (gpu)
    g{k} = gpuArray (args{k});
  endfor
  try
    got = f (g{:});
    gerr = "";
  catch e
    gerr = e.message;
    if (! strncmp (e.identifier, "gpuaxis:", 8))
      msg = sprintf ("error without a gpuaxis: identifier: [%s] %s", e.identifier, e.message);
      return;
    endif
  end_try_catch
  if (isempty (werr))
    want = pe_deliberate (name, args, want);
  endif
  if (! isempty (werr) || ! isempty (gerr))
    if (isempty (werr) || isempty (gerr))
      msg = sprintf ("Octave says \"%s\", gpuArray \"%s\"", werr, gerr);
    endif
    return;
  endif
  if (! isa (got, "gpuArray"))
    msg = sprintf ("the result is a %s, not a gpuArray", class (got));
    return;
  endif
  got = gather (got);
  if (iscomplex (got) != iscomplex (want) && pe_single_complex (want, args))
    ## complex single computed in double (README's known difference):
    ## where Octave's single computation overflows, its Inf * 0 is a NaN
    ## part (20 .^ single (44 + 0i) is Inf - NaNi), where the double
    ## computation, rounded, is Inf + 0i, real once narrowed; then the
    ## double computation is the reference
    dargs = cellfun (@(a) double (pe_as_single (a)), args, "UniformOutput", false);
    want2 = single (f (dargs{:}));
    if (iscomplex (want2) == iscomplex (got))
      want = want2;
    endif
  endif
  if (! strcmp (class (got), class (want)) || ! isequal (size (got), size (want))
      || iscomplex (got) != iscomplex (want))
    msg = sprintf ("got %s%s %s, want %s%s %s", class (got), ifelse_str (iscomplex (got), " complex", ""), ...
                   mat2str (size (got)), class (want), ifelse_str (iscomplex (want), " complex", ""), ...
                   mat2str (size (want)));
    return;
  endif
  t = pe_tolerance (be, name, want, args);
  g = got(:);
  w = want(:);
  if (t == 0)
    ## exactly: each part equal, or NaN in both, with the sign of a zero
    if (isfloat (w))
      ok = true (size (w));
      for part = {@real, @imag}
        a = part{1} (g);
        b = part{1} (w);
        ok &= (a == b & signbit (a) == signbit (b)) | (isnan (a) & isnan (b));
      endfor
    else
      ok = g == w;
    endif
  else
    ok = pe_near (got, want, t);
    if (! all (ok))
      ## complex single: computed in double from the operands as singles,
      ## then rounded (README); Octave computes in single, and where its
      ## result is the less accurate (4.5 .^ (6 - 11190i): an angle of
      ## 16833 radians in single) the double computation is the reference
      dargs = cellfun (@(a) double (pe_as_single (a)), args, "UniformOutput", false);
      ok |= pe_near (got, single (f (dargs{:})), t);
    endif
  endif
  if (! all (ok))
    bad = find (! ok, 1);
    ops = cellfun (@(a) pe_elem (a, bad, size (want)), args, "UniformOutput", false);
    msg = sprintf ("element %d: got %s, want %s (operands %s)", bad, ...
                   pe_num (g(bad)), pe_num (w(bad)), strjoin (ops, ", "));
  endif
endfunction

function a = pe_as_single (a)
  ## an operand as the complex single domain reads it
  if (isfloat (a))
    a = single (a);
  endif
endfunction

function s = pe_elem (a, k, wsz)
  ## the element of operand A that result element K came from (broadcast)
  if (numel (a) == 1)
    v = a;
  else
    sub = cell (1, numel (wsz));
    [sub{:}] = ind2sub (wsz, k);
    asz = size (a);
    asz(end+1:numel (wsz)) = 1;
    for d = 1:numel (sub)
      if (asz(d) == 1)
        sub{d} = 1;
      endif
    endfor
    v = a(sub{1:ndims (a)});
  endif
  if (ischar (v))
    v = double (v);
  endif
  s = [class(a) " " pe_num(v)];
endfunction

function s = pe_num (v)
  ## every digit, both parts, the sign of zeros
  if (isinteger (v))
    s = sprintf ("%d", v);
  elseif (iscomplex (v))
    s = sprintf ("%.17g%+.17gi", real (v), imag (v));
    if (imag (v) == 0)
      s = sprintf ("%.17g%si", real (v), ifelse_str (signbit (imag (v)), "-0", "+0"));
    endif
  else
    s = sprintf ("%.17g", double (v));
  endif
endfunction

function s = ifelse_str (c, a, b)
  if (c)
    s = a;
  else
    s = b;
  endif
endfunction

## ------------------------------------------------------------ the run

if (! exist ("pe_backend", "var"))
  pe_backend = "cpu";
endif
if (! exist ("pe_ncases", "var"))
  pe_ncases = 5000;
endif
if (! exist ("pe_seed0", "var"))
  pe_seed0 = 31000000;
endif
if (! exist ("pe_verbose", "var"))
  pe_verbose = false;
endif
if (exist ("pe_seeds", "var") && ! isempty (pe_seeds))
  pe_list = pe_seeds(:).';
else
  pe_list = pe_seed0 + (1:pe_ncases);
endif

pe_pass = 0;
pe_fail = 0;
pe_failed = [];
pe_t0 = tic ();
pe_rstate = rand ("state");
pe_nstate = randn ("state");
pe_ws = warning ();
warning ("off", "gpuaxis:no-gpu");
warning ("off", "Octave:num-to-str");
try
  pe_old_backend = gpu_axis_info ().selected;
  gpu_axis_backend (pe_backend);
  pe_ok = true;
catch pe_err
  printf ("FAIL cannot select backend \"%s\": [%s] %s\n", pe_backend, ...
          pe_err.identifier, pe_err.message);
  pe_ok = false;
  pe_fail = 1;
end_try_catch
if (pe_ok)
  printf ("property_elementwise: backend %s, %d cases\n", gpu_axis_backend (), numel (pe_list));
  unwind_protect
    for pe_seed = pe_list
      pe_desc = "(generator failed)";
      try
        [pe_name, pe_f, pe_args, pe_gpu] = pe_make_case (pe_seed);
        pe_desc = pe_describe (pe_name, pe_args, pe_gpu);
        if (pe_verbose)
          printf ("case seed=%d %s\n", pe_seed, pe_desc);
        endif
        pe_msg = pe_check (pe_backend, pe_name, pe_f, pe_args, pe_gpu);
      catch pe_err
        pe_msg = sprintf ("error [%s] %s", pe_err.identifier, pe_err.message);
      end_try_catch
      if (isempty (pe_msg))
        pe_pass += 1;
      else
        pe_fail += 1;
        pe_failed(end+1) = pe_seed;
        if (pe_fail <= 200)
          printf ("FAIL seed=%d backend=%s %s: %s\n", pe_seed, pe_backend, pe_desc, pe_msg);
        endif
      endif
    endfor
  unwind_protect_cleanup
    gpu_axis_backend (pe_old_backend);
    rand ("state", pe_rstate);
    randn ("state", pe_nstate);
  end_unwind_protect
  if (! isempty (pe_failed))
    printf ("rerun: pe_backend = \"%s\"; pe_seeds = [%s]; run tests/property_elementwise.m\n", ...
            pe_backend, num2str (pe_failed(1:min (end, 50))));
  endif
  printf ("property_elementwise: %.1f s\n", toc (pe_t0));
endif
warning (pe_ws);
printf ("property_elementwise: %d passed, %d failed\n", pe_pass, pe_fail);
