## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## B = ix_cat_ (DIM, ARGS, NAME): the concatenation of ARGS (gpuArrays and
## host arrays) along DIM, as a gpuArray: Octave's class of the result
## (asked of 1x1 stand-ins, ix_proxy_), Octave's size rules (NAME "cat":
## dim_vector::concat, 0x0 operands skipped; "horzcat"/"vertcat", what
## [ ] does: dim_vector::hvcat, 1x0 and 0x1 skipped too), then one scatter
## per operand into its slab of the result, where the data is.  Operands
## of another class are converted where they are (host ones uploaded
## first).

function B = ix_cat_ (dim, args, name)
  G = args{find(cellfun (@(a) isa (a, "gpuArray"), args), 1)};
  P = cellfun (@ix_proxy_, args, "uniformoutput", false);
  try
    proto = cat (dim, P{:});
  catch err
    error ("gpuaxis:invalid-input", "%s: %s", name, err.message);
  end_try_catch
  cls = class (proto);
  cplx = ! isreal (proto);
  code = ix_code_ (cls);
  if (! code)
    error ("gpuaxis:invalid-input", ["%s: the result would be of class %s, ", ...
                                     "which a gpuArray cannot hold"], name, cls);
  endif
  dv = size (args{1});
  for i = 2:numel (args)
    dv = join (dv, size (args{i}), dim, name);
  endfor
  dv = ix_chop_ (dv);
  try
    R = __gpu_array_handle__ (G, __gpu_array__ ("ix_new_at", G.m, code, cplx,
                                                dv, "none"));
    nd = max (numel (dv), dim);
    dvp = [dv, ones(1, nd - numel (dv))];
    stride = [1, cumprod(dvp(1:end-1))];
    off = 0;
    for i = 1:numel (args)
      X = args{i};
      if (numel (X) == 0)
        continue;
      endif
      xs = size (X);
      xs(end+1:nd) = 1;
      if (! isequal (xs([1:dim-1, dim+1:nd]), dvp([1:dim-1, dim+1:nd])))
        continue;                          # a skipped empty
      endif
      X = ix_as_ (G, X, cls, cplx);
      D = [xs(1:nd)', stride', zeros(nd, 1), ones(nd, 1), zeros(nd, 1), xs(1:nd)'];
      D(dim, 3) = off;
      __gpu_array__ ("ix_scatter", R.m, D, {}, X.m);
      off += xs(dim);
    endfor
    B = R;
  catch err
    ix_rethrow_ (err, name);
  end_try_catch
endfunction

## Octave's dim_vector::concat (cat) and ::hvcat ([ ]).
function dv = join (dv, db, dim, name)
  nd = max ([numel(dv), numel(db), dim]);
  a = [dv, ones(1, nd - numel (dv))];
  b = [db, ones(1, nd - numel (db))];
  other = [1:dim-1, dim+1:nd];
  if (isequal (a(other), b(other)))
    a(dim) += b(dim);
    dv = a;
  elseif (numel (db) == 2 && all (db == 0))
    ;                                       # 0x0 skipped
  elseif (numel (dv) == 2 && all (dv == 0))
    dv = db;
  elseif (! strcmp (name, "cat") && numel (dv) == 2 && numel (db) == 2
          && (sum (db) == 1 || sum (dv) == 1))
    if (sum (db) == 1)                      # 1x0 or 0x1 skipped
      if (sum (dv) == 1)
        dv = [0 0];
      endif
    else
      dv = db;
    endif
  else
    if (strcmp (name, "cat"))
      error ("gpuaxis:dimension-mismatch", "cat: dimension mismatch");
    endif
    error ("gpuaxis:dimension-mismatch", "%s dimensions mismatch (%s vs %s)",
           ifelse_ (strcmp (name, "horzcat"), "horizontal", "vertical"),
           strjoin (arrayfun (@num2str, dv, "uniformoutput", false), "x"),
           strjoin (arrayfun (@num2str, db, "uniformoutput", false), "x"));
  endif
endfunction

function r = ifelse_ (c, a, b)
  if (c)
    r = a;
  else
    r = b;
  endif
endfunction
