## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## coverage_sweep.m: what each of Octave's core numeric functions does
## with a gpuArray argument, against the same call on the gathered data.
## The functions: the m-files of Octave's folders elfun, general,
## specfun, linear-algebra, statistics, signal, polynomial and set, and
## the built-ins whose source is one of Octave's numeric files (mappers,
## data, max, bitfcns, the linear algebra and FFT files: their names from
## built-in-docstrings).  Each is called as f (G) and f (G, 2) for a few
## gpuArrays (double matrix and vector, single, int32, complex, logical,
## scalar) and each outcome classed:
##
##   device     a gpuArray method (or Octave's m-file on gpuArray methods)
##              gives Octave's answer
##   host       Octave's answer through the host, with a gpuaxis: warning
##   refused    a gpuaxis:not-supported error (gather first)
##   WRONG      an answer that is not Octave's (value, class, size,
##              complexity beyond rounding), or an answer where Octave errs
##   raw error  an error without a gpuaxis: identifier where Octave
##              answers (the function cannot take the object)
##   gpuaxis error   another gpuaxis: error where Octave answers
##
## A function's class is its worst call's (WRONG first).  Forms that Octave
## itself refuses for the gathered data do not count.  Writes the table
## (Markdown) to the file given, or prints it:
##   octave-cli --eval 'pkg load gpuaxis; run tests/coverage_sweep.m'
##   GPUAXIS_COVERAGE_OUT=$PWD/doc/coverage.md octave-cli ... (the checked-in
##   table; run () works in the script's folder: give absolute paths)
## With GPUAXIS_COVERAGE_CHECK=FILE it sweeps the functions FILE lists
## and fails (exit 1) where one's class is not the one FILE gives (a new
## WRONG among them); a WRONG the table already gives is counted as
## skipped and named: make check's check of doc/coverage.md (8 s).

1;

function names = builtin_names ()
  ## built-ins from Octave's numeric source files
  files = {"mappers.cc", "data.cc", "max.cc", "bitfcns.cc", "besselj.cc", ...
           "chol.cc", "qr.cc", "svd.cc", "schur.cc", "lu.cc", "fft.cc", ...
           "fft2.cc", "fftn.cc", "dot.cc", "conv2.cc", "tril.cc", "filter.cc", ...
           "find.cc", "det.cc", "inv.cc", "eig.cc", "hess.cc", "balance.cc", ...
           "pinv.cc", "kron.cc", "lookup.cc", "gammainc.cc", "psi.cc", ...
           "ellipj.cc", "sqrtm.cc", "mgorth.cc", "quadcc.cc", "typecast.cc", ...
           "lsode.cc", "givens.cc", "qz.cc", "gsvd.cc", "ordschur.cc", ...
           "matrix_type.cc", "norm.cc", "cellfun.cc"};
  txt = fileread (fullfile (OCTAVE_HOME, "share", "octave", OCTAVE_VERSION,
                            "etc", "built-in-docstrings"));
  names = {};
  tok = regexp (txt, [char(29) '([A-Za-z_0-9]+)\n@c \S+ libinterp/\S+/([a-z_0-9]+\.cc)'], "tokens");
  for k = 1:numel (tok)
    if (any (strcmp (tok{k}{2}, files)))
      names{end+1} = tok{k}{1};
    endif
  endfor
endfunction

function names = mfile_names ()
  dirs = {"elfun", "general", "specfun", "linear-algebra", "statistics", ...
          "signal", "polynomial", "set"};
  names = {};
  for d = dirs
    p = fullfile (OCTAVE_HOME, "share", "octave", OCTAVE_VERSION, "m", d{1});
    l = dir (fullfile (p, "*.m"));
    names = [names, strrep({l.name}, ".m", "")];
  endfor
endfunction

function r = skip_name (f)
  ## state, time, randomness, callbacks and printing: not a function of the
  ## array's values; mpoles never returns for an int32 input (Octave's),
  ## perms of 12 elements is 12! rows
  r = any (strcmp (f, {"rng", "randi", "rand", "randn", "rande", "randg", ...
                       "randp", "celldisp", "structfun", "cellfun", "arrayfun", ...
                       "deal", "nthargout", "subsindex", "lsode", "quadcc", ...
                       "quad2d", "quadgk", "quadl", "quadv", "integral", ...
                       "integral2", "integral3", "dblquad", "triplequad", ...
                       "print_usage", "inputname", "cellslices", "num2cell", ...
                       "sizemax", "vec", "repelems", "merge", "ifelse", ...
                       "mpoles", "perms", "empirical_rnd", "tic", "toc"})) ...
      || f(1) == "_";
endfunction

function inputs = sweep_inputs ()
  inputs = {"double matrix", [0.5 -1 2 3; 4 -0.25 6 1; -2 8 0 1.5];
            "double row", [3 -1 2 0.5 4];
            "single column", single([0.25; -2; 3; 7]);
            "int32 row", int32([5 -3 2 9]);
            "complex row", [1+2i, -3i, 0.5];
            "logical row", logical([1 0 1 1]);
            "scalar", 0.7};
endfunction

function [ok, why] = agrees (got, want)
  ## got: the gpuArray call's answer, gathered; want: Octave's
  ok = true;  why = "";
  if (! strcmp (class (got), class (want)))
    ok = false;  why = sprintf ("class %s, not %s", class (got), class (want));
  elseif (! isequal (size (got), size (want)))
    ok = false;  why = sprintf ("size %s, not %s", mat2str (size (got)), mat2str (size (want)));
  elseif (isnumeric (want) && iscomplex (got) != iscomplex (want)
          && ! (iscomplex (want) && all (imag (want(:)) == 0)))
    ok = false;  why = "complexity";
  elseif (isfloat (want) && ! isempty (want))
    g = double (got(:));  w = double (want(:));
    fin = isfinite (w);
    tol = 1e3 * eps (class (want)) * max ([1; abs(w(fin))]);
    if (! isequaln (isfinite (g), fin) || ! isequaln (g(! fin), w(! fin))
        || any (abs (g(fin) - w(fin)) > tol))
      ok = false;  why = "values";
    endif
  elseif (iscell (want) || isstruct (want))
    if (iscell (got))
      got = cellfun (@gather, got, "uniformoutput", false);   # gather (X) is X
    endif
    ok = isequaln (got, want);
    if (! ok) why = "values"; endif
  elseif (! isequaln (got, want))
    ok = false;  why = "values";
  endif
endfunction

function [cls, note] = one_call (f, args, hargs)
  ## the class of f (args{:}) against f (hargs{:})
  note = "";
  try
    want = [];                      # (evalc: what the call prints is dropped)
    evalc ("want = feval (f, hargs{:});");
  catch
    cls = "";                       # Octave refuses the form: no count
    return;
  end_try_catch
  lastwarn ("", "");
  try
    got = [];
    evalc ("got = feval (f, args{:});");
  catch err
    if (strcmp (err.identifier, "gpuaxis:not-supported"))
      cls = "refused";
    elseif (strncmp (err.identifier, "gpuaxis:", 8))
      cls = "gpuaxis error";  note = err.message;
    else
      cls = "raw error";  note = err.message;
    endif
    return;
  end_try_catch
  [~, wid] = lastwarn ();
  if (isa (got, "gpuArray"))
    got = gather (got);
  endif
  [ok, why] = agrees (got, want);
  if (! ok)
    cls = "WRONG";  note = why;
  elseif (strncmp (wid, "gpuaxis:", 8))
    cls = "host";
  else
    cls = "device";
  endif
endfunction

function [cls, note, ncalls] = classify (f)
  order = {"WRONG", "raw error", "gpuaxis error", "refused", "host", "device"};
  cls = "";  note = "";  ncalls = 0;
  inputs = sweep_inputs ();
  for i = 1:rows (inputs)
    X = inputs{i, 2};
    G = gpuArray (X);
    for form = 1:2
      if (form == 1)
        args = {G};  hargs = {X};  what = inputs{i, 1};
      else
        args = {G, 2};  hargs = {X, 2};  what = [inputs{i, 1} ", 2"];
      endif
      [c, n] = one_call (f, args, hargs);
      if (isempty (c))
        continue;
      endif
      ncalls++;
      if (isempty (cls) || find (strcmp (order, c)) < find (strcmp (order, cls)))
        cls = c;
        note = what;
        if (! isempty (n))
          note = [what ": " n];
        endif
      endif
    endfor
  endfor
  if (isempty (cls))
    cls = "no form";                # Octave refuses every form swept
  endif
endfunction

function r = ifelse_s (c, a, b)
  if (c) r = a; else r = b; endif
endfunction

function drop_folder (d)
  rmpath (d);
  delete (fullfile (d, "print_usage.m"));
  rmdir (d);
endfunction

function t = read_table (file)
  ## {name, class} rows of a table this script wrote
  t = {};
  for l = strsplit (fileread (file), "\n")
    m = regexp (l{1}, '^\| `([A-Za-z_0-9]+)` \| ([a-zA-Z ]+) \|', "tokens", "once");
    if (! isempty (m))
      t(end+1, :) = {m{1}, strtrim(m{2})};
    endif
  endfor
endfunction

warning ("off", "gpuaxis:no-gpu");
gpu_axis_backend ("cpu");               # the table is the CPU backend's
route_was = gpu_axis_route (true);      # as pkg load leaves it (PKG_ADD)
route_back = onCleanup (@() gpu_axis_route (route_was));
## Octave's print_usage reads the function's help text (a second a call):
## most of the forms swept that Octave refuses are refused there, so a
## quick one stands in for it during the sweep
quick = tempname ();
mkdir (quick);
fid = fopen (fullfile (quick, "print_usage.m"), "w");
fputs (fid, "function print_usage (varargin)\n  error (\"Octave:invalid-fun-call\", \"Invalid call\");\nendfunction\n");
fclose (fid);
warning ("off", "Octave:shadowed-function");
addpath (quick);
cleanup = onCleanup (@() drop_folder (quick));
check_file = getenv ("GPUAXIS_COVERAGE_CHECK");
out_file = getenv ("GPUAXIS_COVERAGE_OUT");
if (! isempty (check_file))
  t = read_table (check_file);
  v = regexp (fileread (check_file), '\(Octave ([0-9.]+),', "tokens", "once");
  if (isempty (v) || ! strcmp (v{1}, OCTAVE_VERSION))
    ## the classes are those of the Octave that wrote the table
    printf ("coverage: 0 passed, 0 failed, %d skipped (the table is Octave %s's, this is %s)\n",
            rows (t), ifelse_s (isempty (v), "?", v{1}), OCTAVE_VERSION);
    return;
  endif
  nbad = nknown = 0;
  for k = 1:rows (t)
    [c, note] = classify (t{k, 1});
    if (! strcmp (c, t{k, 2}))
      printf ("coverage: %s is %s (%s), the table says %s\n", t{k, 1}, c, note, t{k, 2});
      nbad++;
    elseif (strcmp (c, "WRONG"))
      printf ("coverage: %s is WRONG (%s), as the table says\n", t{k, 1}, note);
      nknown++;
    endif
  endfor
  printf ("coverage: %d passed, %d failed, %d skipped (%d functions swept against %s; skipped: WRONG as the table says)\n",
          rows (t) - nbad - nknown, nbad, nknown, rows (t), check_file);
  if (nbad)
    printf ("coverage: rerun with GPUAXIS_COVERAGE_OUT=%s to write the table again\n", check_file);
    exit (1);
  endif
  return;
endif

b = builtin_names ();
m = mfile_names ();
names = unique ([b, m]);
names = names(! cellfun (@skip_name, names));
rows_ = {};
counts = struct ();
for k = 1:numel (names)
  f = names{k};
  if (! any (exist (f) == [2 3 5]))
    continue;
  endif
  if (! isempty (getenv ("GPUAXIS_COVERAGE_TRACE")))
    fprintf (stderr, "%s\n", f);  fflush (stderr);
  endif
  [c, note] = classify (f);
  where = ifelse_s (any (strcmp (f, b)), "built-in", "m-file");
  if (exist (fullfile (fileparts (which ("gpuArray")), [f ".m"]), "file"))
    where = [where ", method"];
  endif
  rows_(end+1, :) = {f, c, where, note};
endfor
order = {"WRONG", "raw error", "gpuaxis error", "refused", "host", "device", "no form"};
lines = {"# gpuArray coverage of Octave's core functions", "", ...
         ["Written by `tests/coverage_sweep.m` (Octave " OCTAVE_VERSION ", CPU backend):"], ...
         "each function called as `f (G)` and `f (G, 2)` for a double matrix and", ...
         "row, a single column, an int32 row, a complex row, a logical row and a", ...
         "scalar gpuArray, against the same call on the gathered data.  Classes:", ...
         "*device* Octave's answer (a gpuArray method, or Octave's m-file on the", ...
         "methods); *host* Octave's answer through the host with a `gpuaxis:`", ...
         "warning; *refused* `gpuaxis:not-supported` (gather first); *WRONG* an", ...
         "answer that is not Octave's; *raw error* an error without a `gpuaxis:`", ...
         "id where Octave answers; *gpuaxis error* another `gpuaxis:` error where", ...
         "Octave answers; *no form* Octave refuses every call swept.  A function's", ...
         "class is its worst call's; the note names that call.  `make check` sweeps", ...
         "every function listed here again and fails where one's class changed.", ""};
summary = {};
for o = order
  summary{end+1} = sprintf ("%s %d", o{1}, sum (strcmp (rows_(:, 2), o{1})));
endfor
lines{end+1} = ["Totals: " strjoin(summary, ", ") "."];
lines = [lines, {"", "| function | class | kind | worst call |", "|---|---|---|---|"}];
[~, ix] = sort (rows_(:, 1));
rows_ = rows_(ix, :);
for o = order
  for k = find (strcmp (rows_(:, 2), o{1}))'
    note = strrep (strrep (rows_{k, 4}, "|", "/"), "\n", " ");
    if (numel (note) > 90)
      note = [note(1:87) "..."];
    endif
    lines{end+1} = sprintf ("| `%s` | %s | %s | %s |", rows_{k, 1:3}, note);
  endfor
endfor
txt = [strjoin(lines, "\n") "\n"];
if (isempty (out_file))
  printf ("%s", txt);
else
  fid = fopen (out_file, "w");
  fputs (fid, txt);
  fclose (fid);
  printf ("coverage: %d functions written to %s (%s)\n", rows (rows_), out_file, strjoin (summary, ", "));
endif
