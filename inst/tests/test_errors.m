## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## test_errors.m: every error gpu_axis_sum and gpu_axis_backend raise, with
## its identifier, and that the functions still work after each one.
##
## Run with:  test ("inst/tests/test_errors.m")  (package on the path).
##
## Octave's fail () matches error messages, not identifiers, so the checks
## use assert_error_id (F, ID): call F, a function handle taking no
## arguments, and require an error whose identifier is ID.  Each check runs
## on the "cpu" backend, and again on "cuda" when a device is usable.
##
## Deliberate differences from Octave 7.3's sum: bad DIMs (0, 1.5, NaN, ...)
## are errors here, where sum quietly truncates or ignores them.

%!function assert_error_id (f, id)
%!  ## F () must raise an error with identifier ID and a non-empty message.
%!  try
%!    f ();
%!  catch err
%!    if (! strcmp (err.identifier, id))
%!      error ("%s: expected error id '%s', got '%s' (message: %s)", ...
%!             func2str (f), id, err.identifier, err.message);
%!    endif
%!    if (isempty (err.message))
%!      error ("%s: error '%s' has an empty message", func2str (f), id);
%!    endif
%!    return;
%!  end_try_catch
%!  error ("%s: expected error '%s', but there was no error", func2str (f), id);
%!endfunction

%!function still_works (what)
%!  ## After an error: ordinary calls still give the right answers.
%!  r = gpu_axis_sum ([1 2; 3 4]);
%!  if (! isequal (r, [4 6]))
%!    error ("after %s: gpu_axis_sum ([1 2; 3 4]) gave %s", what, mat2str (r));
%!  endif
%!  r = gpu_axis_sum (int8 ([100 100 -100]), "native");
%!  if (! (isa (r, "int8") && r == 27))
%!    error ("after %s: int8 native sum gave %s", what, num2str (r));
%!  endif
%!  r = gpu_axis_sum (reshape (1:24, 2, 3, 4), [1 3], "double");
%!  if (! isequal (r, [84 100 116]))
%!    error ("after %s: vecdim sum gave %s", what, mat2str (r));
%!  endif
%!endfunction

%!function expect_errors (be, id, calls)
%!  ## Every handle in CALLS must fail with ID on backend BE.
%!  warning ("off", "gpuaxis:no-gpu", "local");
%!  gpu_axis_backend (be);
%!  unwind_protect
%!    assert (gpu_axis_backend (), be);
%!    for k = 1:numel (calls)
%!      assert_error_id (calls{k}, id);
%!      still_works (func2str (calls{k}));
%!    endfor
%!  unwind_protect_cleanup
%!    gpu_axis_backend ("auto");
%!  end_unwind_protect
%!endfunction

%!function check_invalid_dim (be)
%!  x = magic (3);
%!  calls = { ...
%!    @() gpu_axis_sum(x, 0), ...
%!    @() gpu_axis_sum(x, -1), ...
%!    @() gpu_axis_sum(x, 1.5), ...
%!    @() gpu_axis_sum(x, 2.0001), ...
%!    @() gpu_axis_sum(x, NaN), ...
%!    @() gpu_axis_sum(x, Inf), ...
%!    @() gpu_axis_sum(x, -Inf), ...
%!    @() gpu_axis_sum(x, []), ...
%!    @() gpu_axis_sum(x, zeros(1, 0)), ...
%!    @() gpu_axis_sum(x, 1+2i), ...
%!    @() gpu_axis_sum(x, 1i), ...
%!    @() gpu_axis_sum(x, complex(2, 0)), ...
%!    @() gpu_axis_sum(x, {1}), ...
%!    @() gpu_axis_sum(x, struct("d", 1)), ...
%!    @() gpu_axis_sum(x, @sin), ...
%!    @() gpu_axis_sum(x, [1 1]), ...
%!    @() gpu_axis_sum(x, [2 1 2]), ...
%!    @() gpu_axis_sum(x, [3 3]), ...
%!    @() gpu_axis_sum(x, [1 0]), ...
%!    @() gpu_axis_sum(x, [1 -2]), ...
%!    @() gpu_axis_sum(x, [1 1.5]), ...
%!    @() gpu_axis_sum(x, [1 NaN]), ...
%!    @() gpu_axis_sum(x, [2 Inf]), ...
%!    @() gpu_axis_sum(x, [1 2; 3 4]), ...
%!    @() gpu_axis_sum(x, "foo"), ...
%!    @() gpu_axis_sum(x, "ALL"), ...
%!    @() gpu_axis_sum(x, "All"), ...
%!    @() gpu_axis_sum(x, ""), ...
%!    @() gpu_axis_sum(x, 0, "native"), ...
%!    @() gpu_axis_sum(x, 1.5, "double"), ...
%!    @() gpu_axis_sum(x, NaN, "extra"), ...
%!    @() gpu_axis_sum(x, [], "native"), ...
%!    @() gpu_axis_sum(x, [1 1], "native"), ...
%!    @() gpu_axis_sum(x, "foo", "native"), ...
%!    @() gpu_axis_sum(int8(x), 0), ...
%!    @() gpu_axis_sum(single(x), -3), ...
%!    @() gpu_axis_sum(true(2), 1.5), ...
%!    @() gpu_axis_sum("abc", NaN), ...
%!    @() gpu_axis_sum(x + 1i, 0), ...
%!    @() gpu_axis_sum(zeros(0, 3), 0), ...
%!    @() gpu_axis_sum(sparse(x), 0), ...
%!    @() gpu_axis_sum(sparse(x), 1.5), ...
%!    @() gpu_axis_sum(1:10, 0.5)};
%!  expect_errors (be, "gpuaxis:invalid-dim", calls);
%!endfunction

%!function check_invalid_type (be)
%!  x = magic (3);
%!  calls = { ...
%!    @() gpu_axis_sum(x, 1, "Native"), ...
%!    @() gpu_axis_sum(x, 1, "NATIVE"), ...
%!    @() gpu_axis_sum(x, 1, "foo"), ...
%!    @() gpu_axis_sum(x, 1, "all"), ...
%!    @() gpu_axis_sum(x, 1, ""), ...
%!    @() gpu_axis_sum(x, 1, "native "), ...
%!    @() gpu_axis_sum(x, 2, "Double"), ...
%!    @() gpu_axis_sum(x, 2, "EXTRA"), ...
%!    @() gpu_axis_sum(x, "all", "foo"), ...
%!    @() gpu_axis_sum(x, "all", "Native"), ...
%!    @() gpu_axis_sum(x, [1 2], "bar"), ...
%!    @() gpu_axis_sum(x, "native", "double"), ...
%!    @() gpu_axis_sum(x, "native", "native"), ...
%!    @() gpu_axis_sum(x, "extra", "double"), ...
%!    @() gpu_axis_sum(x, "double", 1), ...
%!    @() gpu_axis_sum(x, "native", 2), ...
%!    @() gpu_axis_sum(x, 1, 2), ...
%!    @() gpu_axis_sum(x, 1, 1), ...
%!    @() gpu_axis_sum(x, 1, true), ...
%!    @() gpu_axis_sum(x, 1, {"native"}), ...
%!    @() gpu_axis_sum(x, 1, []), ...
%!    @() gpu_axis_sum(x, "all", 1), ...
%!    @() gpu_axis_sum(int8(x), 1, "Native"), ...
%!    @() gpu_axis_sum(single(x), 1, "foo"), ...
%!    @() gpu_axis_sum(true(2), 1, "any"), ...
%!    @() gpu_axis_sum("abc", 2, "char"), ...
%!    @() gpu_axis_sum(sparse(x), 1, "foo")};
%!  expect_errors (be, "gpuaxis:invalid-type", calls);
%!endfunction

%!function check_invalid_input (be)
%!  calls = { ...
%!    @() gpu_axis_sum({1, 2, 3}), ...
%!    @() gpu_axis_sum({}), ...
%!    @() gpu_axis_sum(cell(2, 3)), ...
%!    @() gpu_axis_sum(struct("a", 1)), ...
%!    @() gpu_axis_sum(struct("a", {1, 2})), ...
%!    @() gpu_axis_sum(struct()), ...
%!    @() gpu_axis_sum(@sin), ...
%!    @() gpu_axis_sum(@(t) t + 1), ...
%!    @() gpu_axis_sum({1, 2}, 1), ...
%!    @() gpu_axis_sum({1, 2}, 2, "native"), ...
%!    @() gpu_axis_sum({1, 2}, "all"), ...
%!    @() gpu_axis_sum(struct("a", 1), "double"), ...
%!    @() gpu_axis_sum(@cos, 1)};
%!  expect_errors (be, "gpuaxis:invalid-input", calls);
%!endfunction

%!function check_arg_count (be)
%!  calls = { ...
%!    @() gpu_axis_sum(), ...
%!    @() gpu_axis_sum(1, 1, "native", 1), ...
%!    @() gpu_axis_sum(1, 1, "native", "double"), ...
%!    @() gpu_axis_sum([1 2], 2, "double", 2, 3)};
%!  expect_errors (be, "Octave:invalid-fun-call", calls);
%!endfunction

%!function check_valid_edge_calls (be)
%!  ## The accepted spellings next to the rejected ones above.
%!  warning ("off", "gpuaxis:no-gpu", "local");
%!  gpu_axis_backend (be);
%!  unwind_protect
%!    x = magic (3);
%!    assert (gpu_axis_sum (x, 2), [15; 15; 15]);
%!    assert (gpu_axis_sum (x, 2.0), [15; 15; 15]);
%!    assert (gpu_axis_sum (x, "all"), 45);
%!    assert (gpu_axis_sum (x, "all", "native"), 45);
%!    assert (gpu_axis_sum (x, [1 2]), 45);
%!    assert (gpu_axis_sum (x, [2 1], "extra"), 45);
%!    assert (gpu_axis_sum (x, 3, "double"), x);
%!    assert (gpu_axis_sum (x, "native"), [15 15 15]);
%!    assert (gpu_axis_sum (x, "double"), [15 15 15]);
%!    assert (gpu_axis_sum (x, "extra"), [15 15 15]);
%!    assert (gpu_axis_sum (int8 (x), 1, "native"), int8 ([15 15 15]));
%!  unwind_protect_cleanup
%!    gpu_axis_backend ("auto");
%!  end_unwind_protect
%!endfunction

%!test check_invalid_dim ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_invalid_dim ("cuda");

%!test check_invalid_type ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_invalid_type ("cuda");

%!test check_invalid_input ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_invalid_input ("cuda");

%!test check_arg_count ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_arg_count ("cuda");

%!test check_valid_edge_calls ("cpu");
%!testif ; __gpu_axis_cuda_ok__ ()
%! check_valid_edge_calls ("cuda");

## Under "auto" the same errors, with the same identifiers.
%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! gpu_axis_backend ("auto");
%! assert_error_id (@() gpu_axis_sum (1:4, 0), "gpuaxis:invalid-dim");
%! assert_error_id (@() gpu_axis_sum (1:4, [1 1]), "gpuaxis:invalid-dim");
%! assert_error_id (@() gpu_axis_sum (1:4, 1, "Native"), "gpuaxis:invalid-type");
%! assert_error_id (@() gpu_axis_sum ({1}), "gpuaxis:invalid-input");
%! assert_error_id (@() gpu_axis_sum (), "Octave:invalid-fun-call");
%! assert (gpu_axis_sum (1:4), 10);

## gpu_axis_backend ("cuda") without a usable device: gpuaxis:no-gpu, and the
## previous backend stays in effect.
%!testif ; ! __gpu_axis_cuda_ok__ ()
%! warning ("off", "gpuaxis:no-gpu", "local");
%! unwind_protect
%!   gpu_axis_backend ("cpu");
%!   assert_error_id (@() gpu_axis_backend ("cuda"), "gpuaxis:no-gpu");
%!   assert (gpu_axis_backend (), "cpu");
%!   still_works ("gpu_axis_backend (\"cuda\") without a device");
%!   gpu_axis_backend ("auto");
%!   assert_error_id (@() gpu_axis_backend ("cuda"), "gpuaxis:no-gpu");
%!   assert (gpu_axis_backend (), "cpu");
%!   still_works ("gpu_axis_backend (\"cuda\") under auto without a device");
%! unwind_protect_cleanup
%!   gpu_axis_backend ("auto");
%! end_unwind_protect

## Under "auto" without a device: the fallback warning gpuaxis:no-gpu is
## given at most once, never as an error, and the CPU answers.
%!testif ; ! __gpu_axis_cuda_ok__ ()
%! gpu_axis_backend ("auto");
%! [~, oldid] = lastwarn ();
%! oldmsg = lastwarn ();
%! unwind_protect
%!   warning ("on", "gpuaxis:no-gpu", "local");
%!   assert (gpu_axis_sum ([1 2 3]), 6);     # may warn, if it has not yet
%!   lastwarn ("", "");
%!   assert (gpu_axis_sum ([4 5 6]), 15);
%!   [~, id] = lastwarn ();
%!   assert (! strcmp (id, "gpuaxis:no-gpu"), "gpuaxis:no-gpu was given twice");
%!   assert (gpu_axis_backend (), "cpu");
%! unwind_protect_cleanup
%!   lastwarn (oldmsg, oldid);
%! end_unwind_protect

## An unknown backend name is an error and changes nothing.
%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! unwind_protect
%!   gpu_axis_backend ("cpu");
%!   for name = {"CPU", "gpu", "foo", ""}
%!     try
%!       gpu_axis_backend (name{1});
%!       error ("gpu_axis_backend (\"%s\") did not fail", name{1});
%!     catch err
%!       assert (isempty (strfind (err.message, "did not fail")), err.message);
%!     end_try_catch
%!     assert (gpu_axis_backend (), "cpu");
%!   endfor
%!   still_works ("gpu_axis_backend with a bad name");
%! unwind_protect_cleanup
%!   gpu_axis_backend ("auto");
%! end_unwind_protect

## gpu_axis_info and __gpu_axis_cuda_ok__ never throw.
%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! unwind_protect
%!   for be = {"auto", "cpu"}
%!     gpu_axis_backend (be{1});
%!     info = gpu_axis_info ();
%!     assert (isstruct (info));
%!     assert (isfield (info, "backend") && isfield (info, "built_with_cuda"));
%!     ok = __gpu_axis_cuda_ok__ ();
%!     assert (isscalar (ok));
%!     assert (logical (ok) == logical (__gpu_axis_cuda_ok__ ()));
%!   endfor
%! unwind_protect_cleanup
%!   gpu_axis_backend ("auto");
%! end_unwind_protect
