## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{msg} =} __gpu_axis_check__ (@var{got}, @var{x}, @var{args})
## @deftypefnx {} {@var{desc} =} __gpu_axis_check__ ("describe", @var{x}, @var{args})
## Internal, for the test suite: compare @var{got}, the result of
## @code{gpu_axis_sum (@var{x}, @var{args}@{:@})}, with what @code{sum}
## gives (class and size exactly, integers and logicals exactly, floats
## within an error bound, NaN/Inf alike; DIM vectors and "all" through
## reshaping; "extra" with Inf per IEEE).  Returns "" when they agree, else
## what differs.  With "describe", a short description of the call.
## @end deftypefn

function msg = __gpu_axis_check__ (got, x, args)
  if (ischar (got) && strcmp (got, "describe"))
    msg = describe_call (x, args);
  else
    msg = compare_result (got, x, args);
  endif
endfunction

function [dims, type, dargs] = split_args (args)
  ## Split gpu_axis_sum's optional arguments into DIM and TYPE.
  dims = [];
  type = "";
  dargs = {};
  for i = 1:numel (args)
    a = args{i};
    if (ischar (a) && any (strcmp (a, {"native", "double", "extra"})))
      type = a;
    else
      dims = a;
      dargs = {a};
    endif
  endfor
endfunction

function r = ref_sum_dims (x, dargs, targs)
  ## Octave's sum over DIM, a DIM vector or "all" (no IEEE fix-up).
  if (issparse (x))
    ## sum warns (no identifier) for sparse "extra".  Not
    ## warning ("off", "all", "local"): in Octave 7.3 its restore turns
    ## Octave:language-extension on.
    ws = warning ();
    warning ("off", "all");
    unwind_protect
      r = ref_sum_dims_full (x, dargs, targs);
    unwind_protect_cleanup
      warning (ws);
    end_unwind_protect
  else
    r = ref_sum_dims_full (x, dargs, targs);
  endif
endfunction

function r = ref_sum_dims_full (x, dargs, targs)
  if (isempty (dargs))
    r = sum (x, targs{:});
    return;
  endif
  dims = dargs{1};
  if (ischar (dims))                 # "all"
    r = sum (x(:), 1, targs{:});
  elseif (isscalar (dims))
    r = sum (x, double (dims), targs{:});
  else                               # vecdim
    dims = double (dims);
    if (isequal (size (x), [0 0]))
      x = reshape (x, 0, 1);           # as sum does: 0x0 counts as 0x1
    endif
    d = sort (dims(:).');
    nd = max ([ndims(x), d]);
    sz = size (x);
    sz(end+1:nd) = 1;
    rest = setdiff (1:nd, d);
    p = permute (x, [d, rest]);
    ## (the 1 keeps p from being 0x0, which sum would treat as 0x1)
    p = reshape (p, [prod(sz(d)), 1, sz(rest)]);
    r = sum (p, 1, targs{:});
    r = reshape (r, [ones(1, numel (d)), sz(rest), 1]);
    r = ipermute (r, [d, rest]);
  endif
endfunction

function a = nan_to (a, b)
  m = isnan (a) & ! isnan (b);
  a(m) = b(m);
endfunction

function r = ref_sum (x, args)
  [dims, type, dargs] = split_args (args);
  targs = {};
  if (! isempty (type))
    targs = {type};
  endif
  r = ref_sum_dims (x, dargs, targs);
  if (strcmp (type, "extra") && isfloat (x) && ! issparse (x))
    ## IEEE: an Inf input gives +-Inf (or NaN for Inf - Inf), as "double".
    r2 = ref_sum_dims (x, dargs, {"double"});
    if (iscomplex (r) || iscomplex (r2))
      re = nan_to (real (r), real (r2));
      im = nan_to (imag (r), imag (r2));
      if (all (im(:) == 0))
        r = re;
      else
        r = complex (re, im);
      endif
    else
      r = nan_to (r, r2);
    endif
  endif
endfunction

function s = short_str (v)
  ## A short printable form of an array, for messages.
  v = full (v);
  if (ischar (v))
    v = double (v);
  endif
  if (numel (v) <= 12)
    s = mat2str (v(:).', 17);
    if (ndims (v) > 2 || rows (v) > 1)
      s = sprintf ("%s (as a row of %s)", s, mat2str (size (v)));
    endif
  else
    s = sprintf ("<%s %s>", mat2str (size (v)), class (v));
  endif
endfunction

function s = describe_call (x, args)
  ## "gpu_axis_sum (<x>, DIM, TYPE)" for messages.
  xs = sprintf ("%s %s", mat2str (size (x)), class (x));
  if (iscomplex (x))
    xs = [xs " complex"];
  endif
  if (issparse (x))
    xs = [xs " sparse"];
  endif
  if (numel (x) <= 12)
    xs = sprintf ("%s = %s", xs, short_str (x));
  endif
  s = sprintf ("gpu_axis_sum (<%s>", xs);
  for i = 1:numel (args)
    if (ischar (args{i}))
      s = sprintf ("%s, \"%s\"", s, args{i});
    else
      s = sprintf ("%s, %s", s, mat2str (args{i}));
    endif
  endfor
  s = [s ")"];
endfunction

function bad = float_bad (g, w, tol)
  ## Elements where g is not w within tol: NaN where w is NaN, w's
  ## infinities, the sign of a zero result.
  bad = (isnan (g) != isnan (w)) | (isinf (w) & g != w) ...
        | (isfinite (w) & ! (abs (g - w) <= tol)) ...
        | (w == 0 & g == 0 & signbit (g) != signbit (w));
endfunction

function bad = overflow_ok (bad, g, part, x, dargs, cls, n)
  ## Clear the elements of BAD that differ only because partial sums
  ## overflow in one order and not in another.  Judged on x * 2^-32 in
  ## double, where nothing overflows: where the sum of |x| over the finite
  ## elements reaches realmax (cls), any order may overflow, so +-Inf (or
  ## NaN from Inf - Inf) is acceptable, and a finite result must be within
  ## the bound of the exact sum.  A NaN input still demands NaN.
  sc = 2^-32;
  xp = double (part (x));
  fin = isfinite (xp);
  xf = xp;
  xf(! fin) = 0;
  Ssc = ref_sum_dims_full (abs (xf) * sc, dargs, {"double"});
  wsc = ref_sum_dims_full (xp * sc, dargs, {"double"});
  hasnan = ref_sum_dims_full (double (isnan (xp)), dargs, {"double"}) > 0;
  tsc = 2 * eps (cls) * n * Ssc + n * realmin ("double");
  top = realmax (cls) * sc;
  ovf = Ssc >= top * (1 - 2 * eps (cls) * n);
  ok = ovf & ((isfinite (g) & abs (g * sc - wsc) <= tsc) ...
              | (! isfinite (g) & (isnan (g) | ! hasnan)));
  bad(ok) = false;
endfunction

function msg = compare_result (got, x, args)
  msg = "";
  want = ref_sum (x, args);
  if (! strcmp (class (got), class (want)))
    msg = sprintf ("class %s, want %s", class (got), class (want));
  elseif (! isequal (size (got), size (want)))
    msg = sprintf ("size %s, want %s", mat2str (size (got)), mat2str (size (want)));
  elseif (issparse (got) != issparse (want))
    msg = sprintf ("issparse %d, want %d", issparse (got), issparse (want));
  elseif (iscomplex (got) != iscomplex (want))
    msg = sprintf ("iscomplex %d, want %d (got %s, want %s)", iscomplex (got), ...
                   iscomplex (want), short_str (got), short_str (want));
  elseif (isinteger (want) || islogical (want))
    if (! isequal (got, want))
      k = find (got != want, 1);
      msg = sprintf ("values differ (must be exact) at %d of %d; first at index %d: got %s, want %s", ...
                     nnz (got != want), numel (want), k, num2str (got(k)), num2str (want(k)));
    endif
  elseif (! isempty (want))
    ## Error bound: |got - want| <= 2 eps n sum|x| along the summed
    ## elements (both sums are within n eps/2 sum|x| of the exact sum).
    [~, type, dargs] = split_args (args);
    n = max (numel (x) / numel (want), 1);
    cls = class (want);
    e = eps (cls);
    tiny = n * realmin (cls);
    xd = full (double (x));
    parts = {@real, @imag};
    names = {"real", "imaginary"};
    for p = 1:1 + iscomplex (want)
      part = parts{p};
      S = ref_sum_dims_full (abs (part (xd)), dargs, {"double"});
      g = full (part (got));
      w = full (part (want));
      tol = 2 * e * n * S + tiny;
      if (strcmp (type, "extra") && isa (x, "double"))
        ## Compensated: within a few ulps of the (near exact) reference.
        tol = min (tol, 4 * e * abs (w) + 4 * (n * e)^2 * S + tiny);
      endif
      bad = float_bad (g, w, tol);
      if (any (bad(:)))
        bad = overflow_ok (bad, g, part, xd, dargs, cls, n);
      endif
      if (any (bad(:)))
        k = find (bad, 1);
        msg = sprintf (["%s part differs at %d of %d elements; first at index %d:" ...
                        " got %.17g, want %.17g, |diff| %.3g > bound %.3g"], ...
                       names{p}, nnz (bad), numel (bad), k, g(k), w(k), ...
                       abs (g(k) - w(k)), tol(k));
        break;
      endif
    endfor
  endif
endfunction

%!assert (__gpu_axis_check__ (sum (magic (4), 2), magic (4), {2}), "")
%!assert (! isempty (__gpu_axis_check__ (sum (magic (4), 2) + 1, magic (4), {2})))
%!assert (! isempty (__gpu_axis_check__ (single (sum (magic (4))), magic (4), {})))
%!assert (ischar (__gpu_axis_check__ ("describe", magic (4), {1, "native"})))
