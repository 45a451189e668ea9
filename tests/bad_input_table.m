## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## bad_input_table.m: every kind of invalid call to gpu_axis_sum, what it
## answers, as a markdown table.  A script; optional variables:
##
##   bi_backend  "cpu", "cuda" or "auto" (default: "auto")
##   bi_big      true: also the inputs of 2^31 and more elements (needs about
##               5 GiB of free host memory and, on "cuda", 2.2 GB of device
##               memory); default: true when the environment variable
##               GPUAXIS_BIG is 1
##
## e.g.  octave-cli --eval 'pkg load gpuaxis; bi_backend = "cpu"; run tests/bad_input_table.m'
##
## Each row is one call.  An invalid call passes when it raises an error
## whose identifier is the expected one ("gpuaxis:..."; wrong argument
## counts "Octave:invalid-fun-call", as print_usage gives) and whose message
## is non-empty and names what was wrong (a per-row pattern); a valid edge
## call (very large DIM: the result is 0 + x, as in sum) passes when it
## returns exactly the expected value and class.  After every row, ordinary
## calls must still give the right answers on the same backend (Octave stays
## usable).  The run ends with exactly one line
##   bad-input: N passed, N failed

1;   # a script file

function [r, err] = bi_eval (code, x)
  ## Run CODE (which may set r) with x in scope; err is the error or [].
  r = [];
  err = [];
  try
    eval ([code ";"]);
  catch e
    err = e;
  end_try_catch
endfunction

function msg = bi_still_works (be)
  msg = "";
  try
    if (! strcmp (gpu_axis_backend (), be))
      msg = sprintf ("backend is now %s, was %s", gpu_axis_backend (), be);
    elseif (! isequal (gpu_axis_sum ([1 2; 3 4]), [4 6]))
      msg = "gpu_axis_sum ([1 2; 3 4]) is wrong afterwards";
    elseif (! isequal (gpu_axis_sum (int8 ([100 100 -100]), "native"), int8 (27)))
      msg = "int8 native sum is wrong afterwards";
    elseif (! isequal (gpu_axis_sum (reshape (1:24, 2, 3, 4), [1 3]), [84 100 116]))
      msg = "DIM vector sum is wrong afterwards";
    elseif (! isequal (gpu_axis_sum (single (1:10), 2), single (55)))
      msg = "single sum is wrong afterwards";
    endif
  catch e
    msg = sprintf ("ordinary call fails afterwards: [%s] %s", e.identifier, e.message);
  end_try_catch
endfunction

function s = bi_md (s)
  ## Escape for a markdown table cell.
  s = strrep (s, "|", "\\|");
  s = strrep (s, "\n", " ");
  s = regexprep (s, '[^\x20-\x7e]', '?');
endfunction

if (! exist ("bi_backend", "var"))
  bi_backend = "auto";
endif
if (! exist ("bi_big", "var"))
  bi_big = strcmp (getenv ("GPUAXIS_BIG"), "1");
endif

## {category, code (sets r for valid calls), expected, message pattern}
## expected: an identifier (the call must fail with it; several may be
## given as "id1|id2"), or "ok: EXPR" (the call must succeed with
## r equal to EXPR in value and class).
D = "DIM|dim";
T = "TYPE|type|option";   # "unrecognized option", "options after DIM are strings"
bi_rows = {
  ## ---- wrong types of A
  "type of A", "gpu_axis_sum ({1, 2, 3})", "gpuaxis:invalid-input", "cell";
  "type of A", "gpu_axis_sum ({})", "gpuaxis:invalid-input", "cell";
  "type of A", "gpu_axis_sum (struct ('a', 1))", "gpuaxis:invalid-input", "struct";
  "type of A", "gpu_axis_sum (struct ('a', {1, 2}))", "gpuaxis:invalid-input", "struct";
  "type of A", "gpu_axis_sum (struct ())", "gpuaxis:invalid-input", "struct";
  "type of A", "gpu_axis_sum (struct ('gpuaxis', 5))", "gpuaxis:invalid-input", "struct";
  "type of A", "gpu_axis_sum (@sin)", "gpuaxis:invalid-input", "function";
  "type of A", "gpu_axis_sum (@(t) t + 1, 1)", "gpuaxis:invalid-input", "function";
  "type of A", "gpu_axis_sum ({1, 2}, 2, 'native')", "gpuaxis:invalid-input", "cell";
  "type of A", "gpu_axis_sum (containers.Map ())", "gpuaxis:invalid-input", "Map|object|class";
  ## ---- bad DIM
  "bad DIM", "gpu_axis_sum (x, 0)", "gpuaxis:invalid-dim", D;
  "bad DIM", "gpu_axis_sum (x, -1)", "gpuaxis:invalid-dim", D;
  "bad DIM", "gpu_axis_sum (x, 1.5)", "gpuaxis:invalid-dim", D;
  "bad DIM", "gpu_axis_sum (x, 2 + eps (2))", "gpuaxis:invalid-dim", D;
  "bad DIM", "gpu_axis_sum (x, [])", "gpuaxis:invalid-dim", D;
  "bad DIM", "gpu_axis_sum (x, zeros (1, 0))", "gpuaxis:invalid-dim", D;
  "bad DIM", "gpu_axis_sum (x, 1 + 2i)", "gpuaxis:invalid-dim", "complex";
  "bad DIM", "gpu_axis_sum (x, complex (2, 1))", "gpuaxis:invalid-dim", "real";
  "bad DIM", "gpu_axis_sum (x, [1 2] + [0 1i])", "gpuaxis:invalid-dim", "real";
  "bad DIM", "gpu_axis_sum (x, {1})", "gpuaxis:invalid-dim", "cell";
  "bad DIM", "gpu_axis_sum (x, struct ('d', 1))", "gpuaxis:invalid-dim", "struct";
  "bad DIM", "gpu_axis_sum (x, @sin)", "gpuaxis:invalid-dim", D;
  "bad DIM", "gpu_axis_sum (x, false)", "gpuaxis:invalid-dim", D;
  "bad DIM", "gpu_axis_sum (x, [true true])", "gpuaxis:invalid-dim", "repeated";
  "bad DIM", "gpu_axis_sum (x, 'a', 'native')", "gpuaxis:invalid-dim", "'a'";
  "bad DIM", "gpu_axis_sum (x, 'ALL', 'double')", "gpuaxis:invalid-dim", "'ALL'";
  "bad DIM", "gpu_axis_sum (x, '', 'native')", "gpuaxis:invalid-dim", "''";
  "bad DIM", "gpu_axis_sum (x, repmat ('a', 1, 40), 'native')", "gpuaxis:invalid-dim", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
  "bad DIM", "gpu_axis_sum (x, sparse (1))", "gpuaxis:invalid-dim", "sparse";
  "bad DIM", "gpu_axis_sum (x, diag (2+1i, 1, 3))", "gpuaxis:invalid-dim", "real";
  "bad DIM", "gpu_axis_sum (x, int8 (-1))", "gpuaxis:invalid-dim", D;
  "bad DIM", "gpu_axis_sum (x, uint8 (0))", "gpuaxis:invalid-dim", D;
  "bad DIM", "gpu_axis_sum (x, single (1.5))", "gpuaxis:invalid-dim", D;
  "bad DIM", "gpu_axis_sum (x, intmin ('int64'))", "gpuaxis:invalid-dim", D;
  "bad DIM", "gpu_axis_sum (x, -2^62)", "gpuaxis:invalid-dim", D;
  "bad DIM", "gpu_axis_sum (x, [1 1])", "gpuaxis:invalid-dim", "repeated";
  "bad DIM", "gpu_axis_sum (x, [2 1 2])", "gpuaxis:invalid-dim", "repeated";
  "bad DIM", "gpu_axis_sum (x, [1 0])", "gpuaxis:invalid-dim", D;
  "bad DIM", "gpu_axis_sum (x, [1 1.5])", "gpuaxis:invalid-dim", D;
  "bad DIM", "gpu_axis_sum (x, [1 2; 3 4])", "gpuaxis:invalid-dim", "matrix";
  "bad DIM", "gpu_axis_sum (x, 0, 'native')", "gpuaxis:invalid-dim", D;
  "bad DIM", "gpu_axis_sum (int8 (x), -3, 'double')", "gpuaxis:invalid-dim", D;
  "bad DIM", "gpu_axis_sum (sparse (x), 1.5)", "gpuaxis:invalid-dim", D;
  "bad DIM", "gpu_axis_sum (x + 1i, 0)", "gpuaxis:invalid-dim", D;
  ## ---- non-finite DIM
  "non-finite DIM", "gpu_axis_sum (x, NaN)", "gpuaxis:invalid-dim", D;
  "non-finite DIM", "gpu_axis_sum (x, NA)", "gpuaxis:invalid-dim", D;
  "non-finite DIM", "gpu_axis_sum (x, Inf)", "gpuaxis:invalid-dim", D;
  "non-finite DIM", "gpu_axis_sum (x, -Inf)", "gpuaxis:invalid-dim", D;
  "non-finite DIM", "gpu_axis_sum (x, single (NaN))", "gpuaxis:invalid-dim", D;
  "non-finite DIM", "gpu_axis_sum (x, single (Inf))", "gpuaxis:invalid-dim", D;
  "non-finite DIM", "gpu_axis_sum (x, [1 NaN])", "gpuaxis:invalid-dim", D;
  "non-finite DIM", "gpu_axis_sum (x, [2 Inf])", "gpuaxis:invalid-dim", D;
  "non-finite DIM", "gpu_axis_sum (x, NaN, 'extra')", "gpuaxis:invalid-dim", D;
  ## ---- bad TYPE strings
  "bad TYPE", "gpu_axis_sum (x, 'Native')", "gpuaxis:invalid-type", "'Native'";
  "bad TYPE", "gpu_axis_sum (x, 'dobule')", "gpuaxis:invalid-type", "'dobule'";
  "bad TYPE", "gpu_axis_sum (x, 'a')", "gpuaxis:invalid-type", "'a'";
  "bad TYPE", "gpu_axis_sum (x, 'ALL')", "gpuaxis:invalid-type", "'ALL'";
  "bad TYPE", "gpu_axis_sum (x, '')", "gpuaxis:invalid-type", "''";
  "bad TYPE", "gpu_axis_sum (x, repmat ('z', 1, 40))", "gpuaxis:invalid-type", "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz";
  "bad TYPE", "gpu_axis_sum (x, 1, 'Native')", "gpuaxis:invalid-type", "Native";
  "bad TYPE", "gpu_axis_sum (x, 1, 'NATIVE')", "gpuaxis:invalid-type", "NATIVE";
  "bad TYPE", "gpu_axis_sum (x, 1, 'foo')", "gpuaxis:invalid-type", "foo";
  "bad TYPE", "gpu_axis_sum (x, 1, 'all')", "gpuaxis:invalid-type", T;
  "bad TYPE", "gpu_axis_sum (x, 1, '')", "gpuaxis:invalid-type", T;
  "bad TYPE", "gpu_axis_sum (x, 1, 'native ')", "gpuaxis:invalid-type", T;
  "bad TYPE", "gpu_axis_sum (x, 1, repmat ('z', 1, 40))", "gpuaxis:invalid-type", "zzzz";
  "bad TYPE", "gpu_axis_sum (x, 1, ('native')')", "gpuaxis:invalid-type", T;
  "bad TYPE", "gpu_axis_sum (x, 1, ['native' char(0) 'x'])", "gpuaxis:invalid-type", "'native\\?x'";
  "bad TYPE", "gpu_axis_sum (x, 1, ['native'; 'double'])", "gpuaxis:invalid-type", "2x6 char array";
  "bad TYPE", "gpu_axis_sum (x, 1, 1)", "gpuaxis:invalid-type", T;
  "bad TYPE", "gpu_axis_sum (x, 1, true)", "gpuaxis:invalid-type", T;
  "bad TYPE", "gpu_axis_sum (x, 1, {'native'})", "gpuaxis:invalid-type", T;
  "bad TYPE", "gpu_axis_sum (x, 1, [])", "gpuaxis:invalid-type", T;
  "bad TYPE", "gpu_axis_sum (x, 'native', 'double')", "gpuaxis:invalid-type", T;
  "bad TYPE", "gpu_axis_sum (x, 'double', 1)", "gpuaxis:invalid-type", T;
  "bad TYPE", "gpu_axis_sum (x, 'all', 'foo')", "gpuaxis:invalid-type", "foo";
  "bad TYPE", "gpu_axis_sum (int8 (x), 1, 'Native')", "gpuaxis:invalid-type", T;
  "bad TYPE", "gpu_axis_sum (true (2), 1, 'any')", "gpuaxis:invalid-type", T;
  "bad TYPE", "gpu_axis_sum (sparse (x), 1, 'foo')", "gpuaxis:invalid-type", T;
  ## ---- wrong argument counts
  "arg count", "gpu_axis_sum ()", "Octave:invalid-fun-call", "Invalid call";
  "arg count", "gpu_axis_sum (1, 1, 'native', 1)", "gpuaxis:invalid-type", "option";   # a 4th argument is an option (NANFLAG)
  "arg count", "gpu_axis_sum ([1 2], 2, 'double', 2, 3)", "Octave:invalid-fun-call", "Invalid call";
  "arg count", "[r, r2] = gpu_axis_sum (x)", "Octave:invalid-fun-call", "output|Invalid call";
  ## ---- very large DIM: valid, the result is 0 + x (as sum gives)
  "large DIM", "r = gpu_axis_sum (x, 2^31)", "ok: 0 + x", "";
  "large DIM", "r = gpu_axis_sum (x, 2^32 + 1)", "ok: 0 + x", "";
  "large DIM", "r = gpu_axis_sum (x, 2^40)", "ok: 0 + x", "";
  "large DIM", "r = gpu_axis_sum (x, flintmax)", "ok: 0 + x", "";
  "large DIM", "r = gpu_axis_sum (x, 1e300)", "ok: 0 + x", "";
  "large DIM", "r = gpu_axis_sum (x, realmax)", "ok: 0 + x", "";
  "large DIM", "r = gpu_axis_sum (x, uint64 (2)^63)", "ok: 0 + x", "";
  "large DIM", "r = gpu_axis_sum (x, intmax ('uint64'))", "ok: 0 + x", "";
  "large DIM", "r = gpu_axis_sum (x, intmax ('int64'))", "ok: 0 + x", "";
  "large DIM", "r = gpu_axis_sum (x, intmax ('int32'))", "ok: 0 + x", "";
  "large DIM", "r = gpu_axis_sum (x, single (2^100))", "ok: 0 + x", "";
  "large DIM", "r = gpu_axis_sum (x, [1 2^40])", "ok: sum (x, 1)", "";
  "large DIM", "r = gpu_axis_sum (x, [2^41 2^40 2])", "ok: sum (x, 2)", "";
  "large DIM", "r = gpu_axis_sum (int8 (x), 2^40)", "ok: double (x)", "";
  "large DIM", "r = gpu_axis_sum (int8 (x), 2^40, 'native')", "ok: int8 (x)", "";
  "large DIM", "r = gpu_axis_sum (single (-x), 2^40)", "ok: single (0 - x)", "";
  "large DIM", "r = gpu_axis_sum (-0 * x, 2^40)", "ok: zeros (size (x))", "";
  "large DIM", "r = gpu_axis_sum (x, uint64 (2)^53 + uint64 ([0 1]))", "ok: 0 + x", "";
  "large DIM", "r = gpu_axis_sum (x, intmax ('uint64') - uint64 ([1 0]))", "ok: 0 + x", "";
  ## (Octave 7.3's sum of a sparse matrix along DIM > 2 sums along DIM 1;
  ## those dimensions have size 1, so gpu_axis_sum gives the matrix back)
  "large DIM", "r = gpu_axis_sum (sparse (x), 2^40)", "ok: sparse (x)", "";
  "large DIM", "r = gpu_axis_sum (sparse (x), [3 4])", "ok: sparse (x)", "";
  "large DIM", "r = gpu_axis_sum (sparse (x), [2 3])", "ok: sum (sparse (x), 2)", "";
  "large DIM", "r = gpu_axis_sum (sparse (x > 5), 3)", "ok: sparse (double (x > 5))", "";
  "large DIM", "r = gpu_axis_sum (sparse (x > 5), 3, 'native')", "ok: sparse (x > 5)", "";
  ## ---- DIM kinds sum takes, and limits lifted
  "DIM kind", "r = gpu_axis_sum (x, true)", "ok: sum (x, 1)", "";
  "DIM kind", "r = gpu_axis_sum (x, complex (2, 0))", "ok: sum (x, 2)", "";
  "DIM kind", "r = gpu_axis_sum (x, 1:2)", "ok: sum (sum (x, 1), 2)", "";
  "DIM kind", "r = gpu_axis_sum (x, 9007199254740993)", "ok: 0 + x", "";
  "DIM kind", "r = gpu_axis_sum (x, 1:65)", "ok: sum (sum (x, 1), 2)", "";
  "DIM kind", "r = gpu_axis_sum (x, [1000:-1:3, 2])", "ok: sum (x, 2)", "";
  "many dims", "r = gpu_axis_sum (ones ([ones(1, 64), 2]))", "ok: 2", "";
  "many dims", "r = gpu_axis_sum (ones ([ones(1, 99), 2]), 100)", "ok: 2", "";
  "many dims", "r = gpu_axis_sum (ones ([2, ones(1, 98), 3]), 1); r = isequal (r, 2 * ones ([1, ones(1, 98), 3]))", "ok: true", "";
  ## ---- kinds of A Octave stores in a form of its own
  "kind of A", "r = gpu_axis_sum (diag ([1+2i 3]))", "ok: [1+2i 3]", "";
  "kind of A", "r = gpu_axis_sum (eye (3) * 2i, 1)", "ok: [2i 2i 2i]", "";
  "kind of A", "r = gpu_axis_sum (single (eye (3) * 2i))", "ok: single ([2i 2i 2i])", "";
  "kind of A", "r = gpu_axis_sum (eye (4)([2 1 4 3], :), 2)", "ok: ones (4, 1)", "";
  "kind of A", "r = gpu_axis_sum (1:100)", "ok: 5050", "";
  "kind of A", "r = gpu_axis_sum (9007199254740993)", "ok: 9007199254740992", "";
  "kind of A", "r = gpu_axis_sum (-9007199254740993)", "ok: -9007199254740992", "";
  ## ---- results too large for memory (DIM sizes, no data)
  "huge result", "gpu_axis_sum (zeros (0, 2^40))", "gpuaxis:out-of-memory|Octave:bad-alloc", "memory";
  "huge result", "gpu_axis_sum (complex (zeros (0, 2^40), 0))", "gpuaxis:out-of-memory|Octave:bad-alloc", "memory";
  "huge result", "gpu_axis_sum (zeros (0, 2^62))", "gpuaxis:out-of-memory|Octave:bad-alloc", "memory";
  "huge result", "gpu_axis_sum (zeros (0, 2^31, 2^31), 1)", "gpuaxis:out-of-memory|Octave:bad-alloc", "memory";
  "huge input", "gpu_axis_sum (1:2^40)", "gpuaxis:out-of-memory", "GB";
  "huge input", "gpu_axis_sum (x, 1:2^40)", "gpuaxis:out-of-memory", "GB";
  "huge input", "gpu_axis_sum (eye (2^21))", "gpuaxis:out-of-memory", "GB";
  "huge input", "gpu_axis_sum (eye (2^21) * 1i, 2)", "gpuaxis:out-of-memory", "GB";
  "huge input", "gpu_axis_sum (sparse (2^40, 1), 2)", "gpuaxis:out-of-memory", "memory";
  ## ---- the internal command channel
  ## (the internal commands moved to __gpu_axis__ (d2c4531): a struct is
  ## just a bad A now)
  "command", "gpu_axis_sum (struct ('gpuaxis', 'nonsense'))", "gpuaxis:invalid-input", "struct";
  "command", "gpu_axis_sum (struct ('gpuaxis', 'fault'))", "gpuaxis:invalid-input", "struct";
  "command", "gpu_axis_sum (struct ('gpuaxis', 'fault'), 'nonsense')", "gpuaxis:invalid-input", "struct";
  "command", "gpu_axis_backend ('opencl')", "gpuaxis:invalid-backend", "^gpu_axis_backend: unknown backend 'opencl'";
  "command", "gpu_axis_backend (1)", "gpuaxis:invalid-backend", "^gpu_axis_backend: NAME";
  "command", "gpu_axis_backend (['cpu'; 'gpu'])", "gpuaxis:invalid-backend", "2x3 char array";
  "command", "gpu_axis_backend ('cpu', 'cuda')", "Octave:invalid-fun-call", "Invalid call";
};

if (bi_big)
  ## 2^31 + 5 elements: past every 32-bit index.  2 GiB of int8 (and 2 GiB
  ## of int8 result for DIM 2).  The answers are known exactly.
  N = 2^31 + 5;
  bi_rows = [bi_rows; {
    "2^31+ elements", "y = ones (2^31 + 5, 1, 'int8'); r = gpu_axis_sum (y)", "ok: 2^31 + 5", "";
    "2^31+ elements", "y = ones (2^31 + 5, 1, 'int8'); r = gpu_axis_sum (y, 'native')", "ok: int8 (127)", "";
    "2^31+ elements", "y = ones (2^31 + 5, 1, 'int8'); y(end) = -128; r = gpu_axis_sum (y, 1, 'native')", "ok: int8 (-1)", "";
    "2^31+ elements", "y = ones (1, 2^31 + 5, 'int8'); r = gpu_axis_sum (y, 2)", "ok: 2^31 + 5", "";
    "2^31+ elements", "y = ones (1, 2^31 + 5, 'int8'); r = gpu_axis_sum (y, 'all', 'double')", "ok: 2^31 + 5", "";
    "2^31+ elements", "y = ones (2^31 + 5, 1, 'uint8'); r = gpu_axis_sum (y, 2, 'native'); r = isequal (r, y) && isa (r, 'uint8')", "ok: true", "";
    "2^31+ elements", "y = ones (2, 2^30 + 3, 'int8'); y(2,:) = 3; r = gpu_axis_sum (y, 2)", "ok: [2^30 + 3; 3 * (2^30 + 3)]", "";
    "2^31+ elements", "y = ones (2, 2^30 + 3, 'int8'); r = gpu_axis_sum (y, 1, 'native'); r = isequal (r, 2 * ones (1, 2^30 + 3, 'int8'))", "ok: true", "";
    "2^31+ elements", "y = true (2^31 + 5, 1); r = gpu_axis_sum (y)", "ok: 2^31 + 5", "";
  }];
endif

x = magic (4);
bi_ws = warning ();
warning ("off", "gpuaxis:no-gpu");
bi_pass = 0;
bi_fail = 0;
bi_out = {};
try
  bi_old_backend = gpu_axis_info ().selected;
  gpu_axis_backend (bi_backend);
  bi_be = gpu_axis_backend ();
catch bi_err
  printf ("FAIL cannot select backend \"%s\": %s\n", bi_backend, bi_err.message);
  bi_rows = cell (0, 4);
  bi_fail = 1;
  bi_be = "";
end_try_catch
printf ("## gpu_axis_sum: invalid calls (backend %s, x = magic (4))\n\n", bi_be);
printf ("| # | kind | call | identifier | message | verdict |\n");
printf ("|---|---|---|---|---|---|\n");
bi_t0 = tic ();
for bi_i = 1:rows (bi_rows)
  [bi_cat, bi_code, bi_expect, bi_pat] = bi_rows{bi_i, :};
  [bi_r, bi_e] = bi_eval (bi_code, x);
  bi_id = "";
  bi_msg = "";
  bi_why = "";
  if (! isempty (bi_e))
    bi_id = bi_e.identifier;
    bi_msg = bi_e.message;
  endif
  if (strncmp (bi_expect, "ok:", 3))
    bi_want = eval (bi_expect(4:end));
    if (! isempty (bi_e))
      bi_why = "valid call failed";
    elseif (! strcmp (class (bi_r), class (bi_want)) || ! isequal (bi_r, bi_want) ...
            || issparse (bi_r) != issparse (bi_want) ...
            || (isfloat (bi_r) && any (signbit (real (bi_r(:))) != signbit (real (bi_want(:)))))
            || (isfloat (bi_r) && any (signbit (imag (bi_r(:))) != signbit (imag (bi_want(:))))))
      bi_why = sprintf ("returned %s %s, want %s %s", class (bi_r), ...
                        mat2str (size (bi_r)), class (bi_want), mat2str (size (bi_want)));
    endif
    if (isempty (bi_e))
      bi_msg = "(no error: valid call)";
    endif
  elseif (isempty (bi_e))
    bi_why = "no error";
    bi_msg = "(accepted)";
  elseif (! any (strcmp (bi_id, strsplit (bi_expect, "|"))))
    bi_why = sprintf ("identifier '%s', want '%s'", bi_id, bi_expect);
  elseif (isempty (bi_msg) || isempty (regexpi (bi_msg, bi_pat, "once")))
    bi_why = sprintf ("message does not say what was wrong (want /%s/)", bi_pat);
  endif
  bi_after = bi_still_works (bi_be);
  if (! isempty (bi_after))
    bi_why = strtrim ([bi_why "; " bi_after]);
  endif
  clear bi_r bi_want y;
  if (isempty (bi_why))
    bi_pass += 1;
    bi_v = "ok";
  else
    bi_fail += 1;
    bi_v = ["**FAIL**: " bi_why];
    bi_out{end+1} = sprintf ("FAIL row %d [%s] %s: %s (got '%s': %s)", bi_i, bi_cat, ...
                             bi_code, bi_why, bi_id, bi_msg);
  endif
  printf ("| %d | %s | `%s` | %s | %s | %s |\n", bi_i, bi_cat, bi_md (bi_code), ...
          bi_md (bi_id), bi_md (bi_msg), bi_md (bi_v));
endfor
printf ("\n");
if (! isempty (bi_be))
  gpu_axis_backend (bi_old_backend);
endif
warning (bi_ws);
printf ("%s\n", bi_out{:});
if (! bi_big)
  printf ("(inputs of 2^31+ elements not run: set GPUAXIS_BIG=1 or bi_big = true)\n");
endif
printf ("bad_input_table: %.1f s\n", toc (bi_t0));
printf ("bad-input: %d passed, %d failed\n", bi_pass, bi_fail);
