## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## B = gpuArray_static (G, NAME, ARGS): gpuArray.NAME (ARGS{:}), the
## constructors made on the device (or in host memory without one, as
## every new gpuArray): zeros, ones, nan, inf, true, false, eye, rand, randn,
## randi, linspace, colon, with the arguments of the built-ins.  G is the
## object `gpuArray' made (Octave 7.3 evaluates gpuArray.zeros (3) as
## gpuArray () indexed with .zeros and (3)).

function B = gpuArray_static (G, name, args)
  fn = ["gpuArray." name];
  try
    switch (name)
      case {"zeros", "ones"}
        [dims, cls, cplx] = size_class (args, "double", fn);
        B = made (G, cls, cplx, dims, "fill", strcmp (name, "ones"));
      case {"nan", "NaN", "inf", "Inf"}
        [dims, cls, cplx] = size_class (args, "double", fn);
        if (! any (strcmp (cls, {"double", "single"})))
          error ("gpuaxis:invalid-input", "%s: invalid class name", fn);
        endif
        v = Inf;
        if (strcmpi (name, "nan"))
          v = NaN;
        endif
        B = made (G, cls, cplx, dims, "fill", v);
      case {"true", "false"}
        [dims, cls] = size_class (args, "logical", fn);
        if (! strcmp (cls, "logical"))
          error ("gpuaxis:invalid-input", "%s: no class argument", fn);
        endif
        B = made (G, "logical", false, dims, "fill", strcmp (name, "true"));
      case "eye"
        [dims, cls, cplx] = size_class (args, "double", fn);
        if (numel (dims) > 2)
          error ("gpuaxis:invalid-input", "%s: dimensions must be 2-D", fn);
        endif
        B = made (G, cls, cplx, dims, "eye");
      case {"rand", "randn"}
        [dims, cls] = size_class (args, "double", fn);
        if (! any (strcmp (cls, {"double", "single"})))
          error ("gpuaxis:invalid-input", "%s: CLASS must be \"double\" or \"single\"", fn);
        endif
        B = made (G, cls, false, dims, name);
      case "randi"
        if (isempty (args))
          print_usage ("gpuArray.randi");
        endif
        lim = args{1};
        if (! isnumeric (lim) || isempty (lim) || numel (lim) > 2 || ! isreal (lim)
            || any (lim != fix (lim)) || ! all (isfinite (lim)))
          error ("gpuaxis:invalid-input", "%s: IMAX or [IMIN IMAX] must be integers", fn);
        endif
        lim = double (lim);
        if (isscalar (lim))
          lim = [1 lim];
        endif
        if (lim(1) > lim(2))
          error ("gpuaxis:invalid-input", "%s: require IMIN <= IMAX", fn);
        endif
        [dims, cls] = size_class (args(2:end), "double", fn);
        if (strcmp (cls, "logical") || (! any (strcmp (cls, {"double", "single"}))
                                        && (lim(1) < intmin (cls) || lim(2) > intmax (cls))))
          error ("gpuaxis:invalid-input", "%s: the range does not fit in class %s",
                 fn, cls);
        endif
        B = made (G, cls, false, dims, "randi", lim(1), lim(2));
      case "linspace"
        if (numel (args) < 2 || numel (args) > 3)
          print_usage ("gpuArray.linspace");
        endif
        [a, b] = deal (gather (args{1}), gather (args{2}));
        n = 100;
        if (numel (args) == 3)
          n = floor (double (gather (args{3})));
        endif
        n = max (n, 0);
        if (! isscalar (a) || ! isscalar (b) || ! isreal (a) || ! isreal (b))
          error ("gpuaxis:invalid-input", "%s: START and END must be real scalars", fn);
        endif
        cls = class (a(1) + b(1));
        if (! any (strcmp (cls, {"double", "single"})))
          cls = "double";
        endif
        [a, b] = deal (cast (a, cls), cast (b, cls));
        inc = (b - a) / (n - 1);          # in CLS, as Octave's linspace
        if (n == 0)
          B = made (G, cls, false, [1 0], "none");
        else
          B = made (G, cls, false, [1 n], "lin", double (a), double (inc), double (b));
        endif
      case "colon"
        if (numel (args) < 2 || numel (args) > 3)
          print_usage ("gpuArray.colon");
        endif
        args = cellfun (@gather, args, "uniformoutput", false);
        r = colon (args{:});
        if (numel (args) == 3)
          inc = double (args{2});
        else
          inc = 1;
        endif
        cls = class (r);
        if (isempty (r))
          B = made (G, cls, false, [1 0], "none");
        else
          B = made (G, cls, false, [1 numel(r)], "seq", double (r(1)), inc,
                    double (r(end)));
        endif
      otherwise
        error ("gpuaxis:invalid-index", "a gpuArray has no field or method \"%s\"",
               name);
    endswitch
  catch err
    ix_rethrow_ (err, fn);
  end_try_catch
endfunction

function B = made (G, cls, cplx, dims, kind, varargin)
  B = __gpu_array_handle__ (G, __gpu_array__ ("ix_new", ix_code_ (cls),
                                              cplx, ix_chop_ (dims), kind,
                                              varargin{:}));
endfunction

## The size and class arguments of zeros, ones, rand, ...: sizes as
## scalars or one vector (none: 1x1; one scalar N: NxN), then a class name
## or "like", P.
function [dims, cls, cplx] = size_class (args, cls, fn)
  cplx = false;
  if (numel (args) >= 2 && ischar (args{end-1}) && strcmpi (args{end-1}, "like"))
    P = args{end};
    if (isa (P, "gpuArray"))
      cls = classUnderlying (P);
    else
      cls = class (P);
    endif
    cplx = ! isreal (P);
    args = args(1:end-2);
  elseif (! isempty (args) && ischar (args{end}))
    cls = args{end};
    args = args(1:end-1);
  endif
  if (! ix_code_ (cls))
    error ("gpuaxis:invalid-input", "%s: a gpuArray cannot be of class %s", fn, cls);
  endif
  args = cellfun (@gather, args, "uniformoutput", false);
  if (isempty (args))
    dims = [1 1];
  elseif (isscalar (args))
    dims = double (args{1}(:)');
    if (isscalar (dims))
      dims = [dims dims];
    endif
  else
    if (! all (cellfun (@isscalar, args)))
      error ("gpuaxis:invalid-input", "%s: dimensions must be scalars", fn);
    endif
    dims = double ([args{:}]);
  endif
  if (isempty (dims) || ! isreal (dims) || any (dims != fix (dims)) || any (isnan (dims)))
    error ("gpuaxis:invalid-input", "%s: dimensions must be integers", fn);
  endif
  dims = max (dims, 0);
endfunction

