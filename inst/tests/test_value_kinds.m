## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## test_value_kinds.m: every kind of Octave value as A, DIM and TYPE, and
## what a call needs from Octave (memory, Octave's own functions).
##
## Run with:  test ("inst/tests/test_value_kinds.m")  (package on the path).
##
## Octave 7.3 stores some values in a form of their own (typeinfo names
## them): ranges, diagonal and permutation matrices, lazy indices, magic
## integers (an integer literal past flintmax), bool and null values, sparse
## matrices.  A MEX file that asks for the elements of one that has no full
## storage makes Octave build it, and for a complex diagonal matrix that
## build overruns the heap (Octave dies).  Calls that could kill Octave run
## first in a child octave-cli, so that this suite survives them; they run
## here only when the child came back with the right answers.  Out of
## memory is tried in a child under `ulimit -v`.  The reference is sum of the
## full array; the data are small integers, so every answer is exact.

## ---------------------------------------------------------------------
## Helpers.
## ---------------------------------------------------------------------

%!function want = ref_sum (x, args)
%!  ## sum over DIM (a vector: one dim at a time), "all", of the full x;
%!  ## a sparse x along dims above 2 is x itself (in the result's class).
%!  t = {};
%!  d = {};
%!  for i = 1:numel (args)
%!    if (ischar (args{i}) && ! strcmp (args{i}, "all"))
%!      t = args(i);
%!    else
%!      d = args(i);
%!    endif
%!  endfor
%!  if (issparse (x))
%!    xs = x;
%!  else
%!    xs = full (x);
%!  endif
%!  if (isempty (d))
%!    want = sum (xs, t{:});
%!  elseif (ischar (d{1}))
%!    want = sum (xs(:), 1, t{:});
%!    if (issparse (x))
%!      want = sum (sum (xs, 1, t{:}), 2, t{:});
%!    endif
%!  else
%!    dims = unique (double (real (d{1})));
%!    if (issparse (x))
%!      dims = dims(dims <= 2);
%!    endif
%!    want = xs;
%!    if (isempty (dims) && islogical (x) && ! (numel (t) && strcmp (t{1}, "native")))
%!      want = double (xs);              # a sparse x along dims above 2
%!    endif
%!    for k = dims
%!      want = sum (want, k, t{:});
%!    endfor
%!  endif
%!endfunction

%!function expect_kind (x, args, what)
%!  ## gpu_axis_sum (x, args{:}) is exactly ref_sum (x, args).
%!  got = gpu_axis_sum (x, args{:});
%!  want = ref_sum (x, args);
%!  ok = strcmp (class (got), class (want)) && isequal (size (got), size (want)) ...
%!       && issparse (got) == issparse (want) && iscomplex (got) == iscomplex (want) ...
%!       && isequal (got, want);
%!  if (! ok)
%!    error ("%s (%s), args %s: got %s, want %s", what, typeinfo (x), ...
%!           disp_args (args), describe_value (got), describe_value (want));
%!  endif
%!endfunction

%!function s = describe_value (v)
%!  ## "<size class [sparse] [complex]> first values"
%!  tags = {"", " sparse"; "", " complex"};
%!  s = sprintf ("<%s %s%s%s> %s", mat2str (size (v)), class (v), ...
%!               tags{1, 1 + issparse(v)}, tags{2, 1 + iscomplex(v)}, ...
%!               mat2str (full (v(1:min (end, 6)))));
%!endfunction

%!function s = disp_args (args)
%!  s = "{";
%!  for i = 1:numel (args)
%!    if (ischar (args{i}))
%!      s = [s sprintf(" \"%s\"", args{i})];
%!    else
%!      s = [s " " mat2str(args{i})];
%!    endif
%!  endfor
%!  s = [s " }"];
%!endfunction

%!function arglists = all_args ()
%!  ## Every DIM form, with and without TYPE.
%!  arglists = {{}, {1}, {2}, {3}, {[1 2]}, {[2 3]}, {[3 4]}, {"all"}, ...
%!              {"native"}, {"double"}, {2, "native"}, {[1 2], "double"}, ...
%!              {"all", "extra"}, {3, "native"}};
%!endfunction

%!function expect_all_args (x, what)
%!  for a = all_args ()
%!    expect_kind (x, a{1}, what);
%!  endfor
%!endfunction

%!function [status, out] = run_child (code, ulimit_kb)
%!  ## CODE in a fresh octave-cli with this package on its path (the
%!  ## folders this session has it in), on the CPU backend; under
%!  ## ulimit -v ULIMIT_KB when given.  Returns system ()'s status and output.
%!  octave = fullfile (OCTAVE_HOME (), "bin", "octave-cli");
%!  if (! exist (octave, "file"))
%!    octave = "octave-cli";
%!  endif
%!  pre = sprintf (["addpath ('%s');\naddpath ('%s');\n" ...
%!                  "warning ('off', 'gpuaxis:no-gpu');\n"], ...
%!                 fileparts (which ("gpu_axis_sum")), ...
%!                 fileparts (which ("__gpu_axis_still_works__")));
%!  f = [tempname() ".m"];
%!  fid = fopen (f, "w");
%!  fputs (fid, [pre code]);
%!  fclose (fid);
%!  limit = "";
%!  if (nargin > 1)
%!    limit = sprintf ("ulimit -v %d && exec ", ulimit_kb);
%!  endif
%!  [status, out] = system (sprintf ("%s\"%s\" --no-history --norc \"%s\" 2>&1", ...
%!                                   limit, octave, f));
%!  delete (f);
%!endfunction

%!function expect_child (status, out, what)
%!  ## The child printed "child: done", exited 0, and no line says FAIL.
%!  bad = regexp (out, "[^\n]*FAIL[^\n]*", "match");
%!  if (status != 0 || isempty (strfind (out, "child: done")) || ! isempty (bad))
%!    error ("%s: child octave-cli exited with %d:\n%s", what, status, out);
%!  endif
%!endfunction

## The child's side of expect_kind: one line per case, FAIL or ok.
%!function s = child_check_code ()
%!  s = ["function child_check (x, args, what)\n" ...
%!       "  try\n" ...
%!       "    got = gpu_axis_sum (x, args{:});\n" ...
%!       "    xs = full (x);\n" ...
%!       "    t = {}; d = {};\n" ...
%!       "    for i = 1:numel (args)\n" ...
%!       "      if (ischar (args{i}) && ! strcmp (args{i}, 'all')) t = args(i); else d = args(i); end\n" ...
%!       "    end\n" ...
%!       "    if (isempty (d)) want = sum (xs, t{:});\n" ...
%!       "    elseif (ischar (d{1})) want = sum (xs(:), 1, t{:});\n" ...
%!       "    else want = xs; for k = unique (double (real (d{1}))), want = sum (want, k, t{:}); end\n" ...
%!       "    end\n" ...
%!       "    if (! (strcmp (class (got), class (want)) && isequal (size (got), size (want)) ...\n" ...
%!       "           && iscomplex (got) == iscomplex (want) && isequal (got, want)))\n" ...
%!       "      printf ('FAIL %s: got %s, want %s\\n', what, mat2str (got), mat2str (want));\n" ...
%!       "    else\n" ...
%!       "      printf ('ok %s\\n', what);\n" ...
%!       "    end\n" ...
%!       "  catch e\n" ...
%!       "    printf ('FAIL %s: error %s %s\\n', what, e.identifier, e.message);\n" ...
%!       "  end\n" ...
%!       "end\n"];
%!endfunction

## The kinds that crashed Octave 7.3 (complex diagonal matrices, double and
## single, square and not), with every DIM form.
%!function c = crash_kinds ()
%!  c = {"diag ([1+2i 3])", "eye (3) * 2i", "single (eye (3) * 2i)", ...
%!       "diag ([1+2i, 3-1i], 3, 1)", "diag ([1+2i, 3, 4i], 2, 5)", ...
%!       "single (diag ([2i 3 4]))", "diag ([1+2i 3]) * (1 - 1i)", ...
%!       "diag (2+1i, 1, 3)"};
%!endfunction

%!function s = disp_cell (c)
%!  ## A cell of DIM/TYPE arguments as Octave source.
%!  s = "{";
%!  for i = 1:numel (c)
%!    if (ischar (c{i}))
%!      s = [s sprintf("'%s', ", c{i})];
%!    else
%!      s = [s mat2str(c{i}) ", "];
%!    endif
%!  endfor
%!  s = [regexprep(s, ", $", "") "}"];
%!endfunction

%!shared crash_child_ok
%! crash_child_ok = false;

## ---------------------------------------------------------------------
## Complex diagonal matrices, first in a child.
## ---------------------------------------------------------------------

%!test
%! code = "1;\n";
%! code = [code child_check_code() "gpu_axis_backend ('cpu');\n"];
%! kinds = crash_kinds ();
%! for k = 1:numel (kinds)
%!   for a = all_args ()
%!     code = [code sprintf("child_check (%s, %s, '%s %s');\n", kinds{k}, ...
%!                          disp_cell (a{1}), kinds{k}, strrep (disp_cell (a{1}), "'", ""))];
%!   endfor
%! endfor
%! ## a complex diagonal matrix as DIM, and as A with a DIM vector
%! code = [code "try, gpu_axis_sum (magic (3), diag (2+1i, 1, 3)); printf ('FAIL complex diag DIM accepted\\n');\n" ...
%!         "catch e, if (! strcmp (e.identifier, 'gpuaxis:invalid-dim')) printf ('FAIL complex diag DIM: %s\\n', e.identifier); end, end\n" ...
%!         "printf ('child: done\\n');\n"];
%! [status, out] = run_child (code);
%! expect_child (status, out, "complex diagonal matrices");
%! crash_child_ok = true;


## ... and here, once the child came back right (for valgrind's eyes).
%!test
%! if (! crash_child_ok)
%!   error ("not run: the child process for complex diagonal matrices failed");
%! endif
%! warning ("off", "gpuaxis:no-gpu", "local");
%! gpu_axis_backend ("cpu");
%! unwind_protect
%!   kinds = crash_kinds ();
%!   for k = 1:numel (kinds)
%!     x = eval (kinds{k});
%!     assert (! isempty (strfind (typeinfo (x), "diagonal")), typeinfo (x));
%!     expect_all_args (x, kinds{k});
%!   endfor
%!   __gpu_axis_assert_error__ (@() gpu_axis_sum (magic (3), diag (2+1i, 1, 3)), ...
%!                              "gpuaxis:invalid-dim");
%!   __gpu_axis_still_works__ ("complex diagonal matrices");
%! unwind_protect_cleanup
%!   gpu_axis_backend ("auto");
%! end_unwind_protect

## ---------------------------------------------------------------------
## Every other kind as A: right answers, nothing leaked (valgrind).
## ---------------------------------------------------------------------

%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! gpu_axis_backend ("cpu");
%! unwind_protect
%!   [~, lazy] = sort ([3 1 2 5 4]);
%!   a = reshape (1:12, 3, 4);
%!   kinds = { ...                      # (no space before "(" in here)
%!     "permutation matrix", eye(4)([2 4 1 3], :); ...
%!     "diagonal matrix", eye(3) * 2; ...
%!     "diagonal matrix", diag([1 2 3], 2, 5); ...
%!     "float diagonal matrix", single(diag([4 5])); ...
%!     "double_range", 1:7; ...
%!     "double_range", 10:-3:-5; ...
%!     "double_range", -2:0.5:2; ...
%!     "lazy_index", lazy; ...
%!     "bool", true; ...
%!     "bool matrix", magic(4) > 8; ...
%!     "float matrix", single(1):single(5); ...   # no single ranges in 7.3
%!     "int8 matrix", int8(1):int8(9); ...
%!     "complex matrix", (1:4) * 1i; ...           # no complex ranges either
%!     "complex matrix", a + 2i * a; ...
%!     "complex scalar", 3 - 4i; ...
%!     "float complex scalar", single(3 - 4i); ...
%!     "matrix", a(:, [2 1]); ...
%!     "sparse matrix", sparse([1 0 2; 0 0 3; 4 5 0]); ...
%!     "sparse complex matrix", sparse([1+1i 0; 0 2-1i; 3 0]); ...
%!     "sparse bool matrix", sparse([true false; true true; false true]); ...
%!     "sparse matrix", sparse(1, 5, 3); ...
%!     "sparse matrix", sparse(4, 1); ...
%!     "string", "abc"; ...
%!     "sq_string", 'xy'};
%!   for k = 1:rows (kinds)
%!     x = kinds{k, 2};
%!     if (! strcmp (typeinfo (x), kinds{k, 1}))
%!       error ("expected a %s, got a %s", kinds{k, 1}, typeinfo (x));
%!     endif
%!     expect_all_args (x, kinds{k, 1});
%!   endfor
%!   ## values passed straight from the source: literal ranges, null values,
%!   ## magic integers (stored as an int64 in a double)
%!   assert (gpu_axis_sum (1:7), 28);
%!   assert (gpu_axis_sum (1:7, 1), 1:7);
%!   assert (gpu_axis_sum ([]), 0);
%!   assert (gpu_axis_sum (""), 0);
%!   assert (gpu_axis_sum (''), 0);
%!   assert (gpu_axis_sum ([], 2), zeros (0, 1));
%!   for c = {9007199254740993, -9007199254740993, 18446744073709551615, ...
%!            123456789012345678}
%!     assert (gpu_axis_sum (c{1}), sum (c{1}));
%!   endfor
%!   assert (gpu_axis_sum (9007199254740993), 9007199254740992);
%!   assert (gpu_axis_sum (-9007199254740993, 1), -9007199254740992);
%!   assert (gpu_axis_sum (18446744073709551615, 3, "native"), 2^64);
%!   assert (gpu_axis_sum (9007199254740993, "all"), 9007199254740992);
%!   __gpu_axis_still_works__ ("every kind as A");
%! unwind_protect_cleanup
%!   gpu_axis_backend ("auto");
%! end_unwind_protect

## ---------------------------------------------------------------------
## Item 2: sparse input along dims above 2 (size 1: nothing to add).
## ---------------------------------------------------------------------

%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! ws = warning ();                    # sum warns (no id) for sparse "extra"
%! warning ("off", "all");
%! gpu_axis_backend ("cpu");
%! unwind_protect
%!   S = sparse (magic (3));
%!   assert (gpu_axis_sum (S, [2 3]), sparse ([15; 15; 15]));
%!   assert (gpu_axis_sum (S, [3 4]), S);
%!   assert (gpu_axis_sum (S, 3), S);
%!   assert (gpu_axis_sum (S, 2^40), S);
%!   assert (gpu_axis_sum (S, [1 3]), sparse ([15 15 15]));
%!   assert (gpu_axis_sum (S, [1 2 3]), sparse (45));
%!   assert (gpu_axis_sum (S, [3 2 1]), sparse (45));
%!   assert (issparse (gpu_axis_sum (S, [3 4])));
%!   L = sparse (magic (3) > 4);
%!   r = gpu_axis_sum (L, 3);
%!   assert (issparse (r) && isa (r, "double") && isequal (r, double (L)));
%!   r = gpu_axis_sum (L, [3 5], "native");
%!   assert (issparse (r) && islogical (r) && isequal (r, L));
%!   r = gpu_axis_sum (L, [2 3], "native");
%!   assert (issparse (r) && islogical (r) && isequal (r, sparse ([true; true; true])));
%!   Z = sparse ([1+1i 0; 0 2-1i; 3 0]);
%!   assert (gpu_axis_sum (Z, 3), Z);
%!   assert (gpu_axis_sum (Z, [2 4]), sum (Z, 2));
%!   for x = {S, L, Z, sparse(0, 3), sparse(3, 0)}
%!     for a = all_args ()
%!       expect_kind (x{1}, a{1}, "sparse");
%!     endfor
%!   endfor
%! unwind_protect_cleanup
%!   warning (ws);
%!   gpu_axis_backend ("auto");
%! end_unwind_protect

## ---------------------------------------------------------------------
## Items 3 and 8: DIM kinds (a range, logical, complex with zero imaginary
## parts, magic integers), more than 64 dimensions and DIM entries.
## ---------------------------------------------------------------------

%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! gpu_axis_backend ("cpu");
%! unwind_protect
%!   x = reshape (1:27, 3, 3, 3);
%!   for k = 1:3                       # the range DIM (valgrind: no leak)
%!     assert (gpu_axis_sum (x, 1:2), sum (sum (x, 1), 2));
%!     assert (gpu_axis_sum (x, 2:3, "native"), sum (sum (x, 2), 3));
%!     assert (gpu_axis_sum (x, 1:3), 378);
%!   endfor
%!   assert (gpu_axis_sum (x, true), sum (x, 1));
%!   assert (gpu_axis_sum (x, [false true] + 2), sum (sum (x, 2), 3));
%!   assert (gpu_axis_sum (x, logical ([1 0]) + [0 2]), sum (sum (x, 1), 2));
%!   assert (gpu_axis_sum (x, complex (3, 0)), sum (x, 3));
%!   assert (gpu_axis_sum (x, complex ([1 3], [0 0])), sum (sum (x, 1), 3));
%!   assert (gpu_axis_sum (x, single (complex (2, 0)), "native"), sum (x, 2));
%!   assert (gpu_axis_sum (x, eye (1) * 2), sum (x, 2));
%!   assert (gpu_axis_sum (x, 9007199254740993), x);
%!   assert (gpu_axis_sum (x, [2 9007199254740993]), sum (x, 2));
%!   __gpu_axis_assert_error__ (@() gpu_axis_sum (x, false), "gpuaxis:invalid-dim");
%!   __gpu_axis_assert_error__ (@() gpu_axis_sum (x, [true true]), "gpuaxis:invalid-dim");
%!   __gpu_axis_assert_error__ (@() gpu_axis_sum (x, complex (2, 1)), "gpuaxis:invalid-dim");
%!   __gpu_axis_assert_error__ (@() gpu_axis_sum (x, [1:70, 5]), "gpuaxis:invalid-dim");
%!   ## more than 64 dimensions (sum takes them)
%!   y = ones ([ones(1, 70), 2]);
%!   assert (ndims (y), 71);
%!   assert (gpu_axis_sum (y), 2);
%!   assert (gpu_axis_sum (y, 71), 2);
%!   assert (gpu_axis_sum (y, 72), y);
%!   assert (gpu_axis_sum (y, "all"), 2);
%!   assert (gpu_axis_sum (y, 1:71), 2);
%!   assert (gpu_axis_sum (y, 1:200), 2);
%!   assert (gpu_axis_sum (y, 100:-1:1), 2);
%!   sz = ones (1, 100);
%!   sz([1 7 40 66 80 100]) = [2 3 2 2 3 2];
%!   z = reshape (mod (1:prod (sz), 7), sz);
%!   assert (gpu_axis_sum (z), sum (z));
%!   assert (gpu_axis_sum (z, 66), sum (z, 66));
%!   assert (gpu_axis_sum (z, 100), sum (z, 100));
%!   assert (gpu_axis_sum (z, [7 80]), sum (sum (z, 7), 80));
%!   assert (gpu_axis_sum (z, [1 40 66 100]), sum (sum (sum (sum (z, 1), 40), 66), 100));
%!   assert (gpu_axis_sum (int8 (z), [40 66], "native"), sum (sum (int8 (z), 40, "native"), 66, "native"));
%!   w = z > 3;
%!   for k = 1:65
%!     w = any (w, k);                   # a logical "native" sum is any
%!   endfor
%!   assert (gpu_axis_sum (z > 3, 1:65, "native"), w);
%!   assert (size (gpu_axis_sum (z, 1)), [1 sz(2:end)]);
%!   assert (ndims (gpu_axis_sum (z, 1)), 100);
%!   assert (gpu_axis_sum (z + 1i, [7 80]), sum (sum (z + 1i, 7), 80));
%!   assert (gpu_axis_sum (zeros ([ones(1, 69) 0 3])), zeros ([ones(1, 69) 1 3]));
%!   __gpu_axis_still_works__ ("DIM kinds and many dimensions");
%! unwind_protect_cleanup
%!   gpu_axis_backend ("auto");
%! end_unwind_protect

## ---------------------------------------------------------------------
## Item 4: out of memory below the machine's memory (ulimit -v, in a
## child) is gpuaxis:out-of-memory and leaves the session usable; and above
## it, for sums Octave's sparse code would allocate.
## ---------------------------------------------------------------------

%!test
%! code = ["1;\n" ...
%!   "gpu_axis_backend ('cpu');\n" ...
%!   "function expect_oom (f, what)\n" ...
%!   "  try\n" ...
%!   "    f (); printf ('FAIL %s: no error\\n', what);\n" ...
%!   "  catch e\n" ...
%!   "    if (strcmp (e.identifier, 'gpuaxis:out-of-memory')) printf ('ok %s\\n', what);\n" ...
%!   "    else printf ('FAIL %s: [%s] %s\\n', what, e.identifier, e.message); end\n" ...
%!   "  end\n" ...
%!   "  try, __gpu_axis_still_works__ (what); catch e, printf ('FAIL after %s: %s\\n', what, e.message); end\n" ...
%!   "end\n" ...
%!   "s = fileread ('/proc/self/status');\n" ...
%!   "vm = str2double (regexp (s, 'VmSize:\\s*(\\d+)', 'tokens'){1}{1}) * 1024;\n" ...
%!   "rem = LIMIT * 1024 - vm;\n" ...
%!   "printf ('address space left: %.0f MB\\n', rem / 1e6);\n" ...
%!   "n = ceil (1.3 * rem / 8);\n" ...
%!   "expect_oom (@() gpu_axis_sum (zeros (0, n)), 'a zeros result past the limit');\n" ...
%!   "expect_oom (@() gpu_axis_sum (single (zeros (0, 2 * n))), 'a single zeros result');\n" ...
%!   "expect_oom (@() gpu_axis_sum (false (0, 8 * n), 'native'), 'a logical result');\n" ...
%!   "expect_oom (@() gpu_axis_sum (1:n), 'a range past the limit');\n" ...
%!   "expect_oom (@() gpu_axis_sum (5, 1:n), 'a DIM range past the limit');\n" ...
%!   "k = ceil (sqrt (1.3 * rem / 8));\n" ...
%!   "expect_oom (@() gpu_axis_sum (eye (k)), 'a diagonal matrix');\n" ...
%!   "expect_oom (@() gpu_axis_sum (eye (k)([2 1 3:k], :)), 'a permutation matrix');\n" ...
%!   "expect_oom (@() gpu_axis_sum (eye (k) * 2i, 1), 'a complex diagonal matrix');\n" ...
%!   "expect_oom (@() gpu_axis_sum (single (eye (2 * k) * 2i)), 'a single complex diagonal matrix');\n" ...
%!   "m = ceil (0.55 * rem / 16);\n" ...
%!   "z = complex (zeros (2, ceil (m / 2)), 1);\n" ...
%!   "expect_oom (@() gpu_axis_sum (z, 1), 'a complex result');\n" ...
%!   "clear z;\n" ...
%!   "r = 1:ceil (0.7 * rem / 8);\n" ...
%!   "try\n" ...
%!   "  gpu_axis_threads (1);   # one thread: index order, as sum\n" ...
%!   "  g = gpu_axis_sum (r); w = sum (r);   # both in index order\n" ...
%!   "  if (g == w && w > 0) printf ('ok a range that fits once\\n');\n" ...
%!   "  else printf ('FAIL a range that fits once: %.17g, want %.17g\\n', g, w); end\n" ...
%!   "catch e\n" ...
%!   "  printf ('FAIL a range that fits once: [%s] %s\\n', e.identifier, e.message);\n" ...
%!   "end\n" ...
%!   "clear r;\n" ...
%!   "printf ('child: done\\n');\n"];
%! ## kB of address space: ~1.6 GB to use beyond what this process maps
%! ## (the CUDA libraries -- cuBLAS, cuSOLVER, cuFFT -- map about 1.5 GB)
%! s = fileread ("/proc/self/status");
%! vm_kb = str2double (regexp (s, 'VmSize:\s*(\d+)', "tokens"){1}{1});
%! limit = max (2000000, round (vm_kb) + 1600000);
%! [status, out] = run_child (strrep (code, "LIMIT", num2str (limit)), limit);
%! expect_child (status, out, "out of memory under ulimit -v");

%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! gpu_axis_backend ("cpu");
%! unwind_protect
%!   ## Octave's sparse sum along dim 2 needs a work array of a row per row
%!   S = sparse (2^40, 1);
%!   __gpu_axis_assert_error__ (@() gpu_axis_sum (S, 2), "gpuaxis:out-of-memory");
%!   __gpu_axis_still_works__ ("a sparse sum past memory");
%!   assert (gpu_axis_sum (S, 1), sparse (0));
%!   assert (size (gpu_axis_sum (S, 3)), [2^40 1]);
%!   ## a range or a diagonal matrix whose full array is past memory
%!   __gpu_axis_assert_error__ (@() gpu_axis_sum (1:2^40), "gpuaxis:out-of-memory");
%!   __gpu_axis_assert_error__ (@() gpu_axis_sum (eye (2^21)), "gpuaxis:out-of-memory");
%!   __gpu_axis_assert_error__ (@() gpu_axis_sum (eye (2^21) * 1i, 2), "gpuaxis:out-of-memory");
%!   __gpu_axis_assert_error__ (@() gpu_axis_sum (1, 1:2^40), "gpuaxis:out-of-memory");
%!   __gpu_axis_still_works__ ("inputs past memory");
%! unwind_protect_cleanup
%!   gpu_axis_backend ("auto");
%! end_unwind_protect

## ---------------------------------------------------------------------
## Item 6: the fallback warning made an error stops every call, not only
## the first (a child: a fresh session, without a device).
## ---------------------------------------------------------------------

%!testif ; ! __gpu_axis_cuda_ok__ ()
%! code = ["gpu_axis_backend ('auto');\n" ...
%!   "warning ('error', 'gpuaxis:no-gpu');\n" ...
%!   "for k = 1:3\n" ...
%!   "  try\n" ...
%!   "    gpu_axis_sum ([1 2 3]); printf ('FAIL call %d: no error\\n', k);\n" ...
%!   "  catch e\n" ...
%!   "    if (! strcmp (e.identifier, 'gpuaxis:no-gpu')) printf ('FAIL call %d: %s\\n', k, e.identifier); end\n" ...
%!   "  end\n" ...
%!   "end\n" ...
%!   "if (gpu_axis_sum (zeros (0, 3)) != zeros (1, 3)) printf ('FAIL empty sum\\n'); end\n" ...
%!   "warning ('on', 'gpuaxis:no-gpu');\n" ...
%!   "lastwarn ('');\n" ...
%!   "if (gpu_axis_sum ([1 2 3]) != 6) printf ('FAIL sum after the error state\\n'); end\n" ...
%!   "[~, id] = lastwarn ();\n" ...
%!   "if (! strcmp (id, 'gpuaxis:no-gpu')) printf ('FAIL no warning once on\\n'); end\n" ...
%!   "lastwarn ('');\n" ...
%!   "gpu_axis_sum ([4 5]);\n" ...
%!   "[~, id] = lastwarn ();\n" ...
%!   "if (! isempty (id)) printf ('FAIL warned twice\\n'); end\n" ...
%!   "printf ('child: done\\n');\n"];
%! ## (run_child turns the warning off first; this code turns it to "error")
%! [status, out] = run_child (code);
%! expect_child (status, out, "the no-gpu warning as an error");

## ---------------------------------------------------------------------
## Item 9: a builtin.m or sum.m of the user's on the path changes no answer
## (garbage back from builtin is an error, never a result).
## ---------------------------------------------------------------------

%!function write_fcn (d, name, body)
%!  ## NAME.m in a new folder d (a folder per set: Octave notices a changed
%!  ## file by its time stamp, which may not have moved)
%!  if (! exist (d, "dir"))
%!    mkdir (d);
%!  endif
%!  fid = fopen (fullfile (d, [name ".m"]), "w");
%!  fprintf (fid, "function varargout = %s (varargin)\n%s\nendfunction\n", name, body);
%!  fclose (fid);
%!endfunction

%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! ws = warning ();
%! warning ("off", "Octave:shadowed-function");
%! gpu_axis_backend ("cpu");
%! d = tempname ();
%! mkdir (d);
%! unwind_protect
%!   ## sum.m, full.m and typeinfo.m of the user's: not reached
%!   d1 = fullfile (d, "1");  d2 = fullfile (d, "2");  d3 = fullfile (d, "3");
%!   write_fcn (d1, "sum", "varargout{1} = 42;");
%!   write_fcn (d1, "full", "varargout{1} = varargin{1};");
%!   write_fcn (d1, "typeinfo", "varargout{1} = 'complex matrix';");
%!   addpath (d1);
%!   S = sparse ([1 0 2; 0 0 3; 4 5 0]);
%!   assert (isequal (gpu_axis_sum (S), sparse ([5 5 5])));
%!   assert (isequal (gpu_axis_sum (S, 2), sparse ([3; 3; 9])));
%!   assert (isequal (gpu_axis_sum (S, "all"), sparse (15)));
%!   assert (isequal (gpu_axis_sum (S, 3), S));
%!   assert (isequal (gpu_axis_sum (diag ([1+2i 3])), [1+2i 3]));
%!   rmpath (d1);
%!   ## builtin.m that makes ones where zeros were asked for: large empty
%!   ## sums stay zeros (it forwards the rest to feval)
%!   write_fcn (d2, "builtin", ["if (strcmp (varargin{1}, 'zeros'))\n" ...
%!                             "  varargout{1} = ones (varargin{2:end});\n" ...
%!                             "elseif (strcmp (varargin{1}, 'false'))\n" ...
%!                             "  varargout{1} = true (varargin{2:end});\n" ...
%!                             "else\n" ...
%!                             "  [varargout{1:max(nargout, 1)}] = feval (varargin{:});\n" ...
%!                             "end"]);
%!   addpath (d2);
%!   r = gpu_axis_sum (zeros (0, 2^18));
%!   assert (isequal (r, zeros (1, 2^18)) && isa (r, "double"));
%!   r = gpu_axis_sum (false (0, 2^21), "native");
%!   assert (isequal (r, false (1, 2^21)));
%!   r = gpu_axis_sum (int16 (zeros (0, 2^20)), "native");
%!   assert (isequal (r, zeros (1, 2^20, "int16")));
%!   A = reshape (mod (1:2*2^17, 13), 2, 2^17);
%!   assert (isequal (gpu_axis_sum (A, 1), sum (A, 1)));
%!   assert (isequal (gpu_axis_sum (S, 2), sparse ([3; 3; 9])));
%!   assert (isequal (gpu_axis_sum (diag ([1+2i 3])), [1+2i 3]));
%!   rmpath (d2);
%!   ## builtin.m that answers garbage: a right answer or an error, never a
%!   ## wrong answer, never a crash
%!   write_fcn (d3, "builtin", "varargout{1} = 7;");
%!   addpath (d3);
%!   r = gpu_axis_sum (zeros (0, 2^18));
%!   assert (isequal (r, zeros (1, 2^18)));
%!   assert (isequal (gpu_axis_sum (A, 1), sum (A, 1)));
%!   __gpu_axis_assert_error__ (@() gpu_axis_sum (S), "gpuaxis:internal");
%!   __gpu_axis_assert_error__ (@() gpu_axis_sum ([1+2i 3; 4 5]), "gpuaxis:internal");
%!   assert (isequal (gpu_axis_sum (reshape ((1:8) * 1i, 2, 2, 2), 3), [6 10; 8 12] * 1i));
%!   rmpath (d3);
%!   __gpu_axis_still_works__ ("a builtin.m of the user's");
%! unwind_protect_cleanup
%!   for dd = {d1, d2, d3}
%!     if (any (strcmp (strsplit (path (), pathsep ()), dd{1})))
%!       rmpath (dd{1});
%!     endif
%!   endfor
%!   confirm_recursive_rmdir (false, "local");
%!   rmdir (d, "s");
%!   warning (ws);
%!   gpu_axis_backend ("auto");
%! end_unwind_protect
