## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## test_gpuarray_route.m: the route of zeros, ones, eye, nan/NaN, inf/Inf,
## true, false, rand, randn and randi to gpuArray (gpu_axis_route).
## (a) Every call that does not ask for a gpuArray is Octave's own: a table
##     of forms, each called with the route on and off from the same random
##     generator state, compared in value, class, size, error message and
##     identifier, and the warning it leaves (lastwarn).
## (b) Switching the route on prints nothing.
## (c) The forms that ask for a gpuArray ("gpuArray" anywhere, "like" a
##     gpuArray) make the gpuArray gpuArray.NAME makes: class, size,
##     complexity, values for the deterministic ones.
## (d) Off, the names are Octave's built-ins again (which).
##
## Run with:  test ("inst/tests/test_gpuarray_route.m")  (package on the path).

%!function r = call_ (f)
%!  ## f's result (or its error) and the warning it left, from a fixed
%!  ## state of the random generators
%!  rand ("state", 7);  randn ("state", 11);
%!  lastwarn ("");
%!  try
%!    r.v = f ();
%!    r.c = class (r.v);
%!  catch err
%!    r.v = [];  r.c = ["error: " err.message " (" err.identifier ")"];
%!  end_try_catch
%!  [r.w, r.wid] = lastwarn ();
%!endfunction

%!function check_pass_through ()
%!  forms = {"zeros ()", "zeros (3)", "zeros (2, 3)", "zeros ([2 3 4])", ...
%!    "zeros (2, \"int8\")", "zeros (2, 3, \"uint64\")", "zeros (2, \"like\", single (1))", ...
%!    "zeros (2, \"like\", 1i)", "zeros (2, \"foo\")", "zeros (-1)", "zeros (2.5)", ...
%!    "zeros (\"int8\")", "zeros (1, 2, \"like\")", "zeros ({1})", "zeros (NaN)", ...
%!    "ones (3)", "ones (2, \"single\")", "ones (0, 3)", "ones (2, \"like\", int16 (1))", ...
%!    "ones (2, 3, \"logical\")", "eye (3)", "eye (2, 3)", "eye ([2 3])", ...
%!    "eye (2, \"int8\")", "eye (2, 3, 4)", "eye (2, \"like\", 1)", "NaN (2)", ...
%!    "nan (2, \"single\")", "NaN (2, \"int8\")", "NaN (1, 2, 3)", "Inf (1, 3)", ...
%!    "inf (\"single\")", "inf (2, \"like\", single (1))", "true (2)", "false (2, 3)", ...
%!    "true (2, \"like\", true)", "true (\"x\")", "rand (3)", "rand (2, \"single\")", ...
%!    "rand (1, 2, \"double\")", "rand (\"seed\") > 0", "rand (2, \"like\", single (1))", ...
%!    "rand (2, \"gpuarray_no\")", "randn (3)", "randn (2, 3, \"single\")", ...
%!    "randn (-2)", "randi (10)", "randi ([1 5], 2, 3)", "randi (5, 2, \"int8\")", ...
%!    "randi (0)", "randi ([5 1])", "randi (300, 1, \"int8\")", "randi (2^60, 2)", ...
%!    "randi (10, 2, \"single\")", "randi ()"};
%!  was = gpu_axis_route ();
%!  unwind_protect
%!    for k = 1:numel (forms)
%!      f = str2func (["@() " forms{k}]);
%!      gpu_axis_route (false);
%!      want = call_ (f);
%!      gpu_axis_route (true);
%!      got = call_ (f);
%!      if (! isequaln (got, want) || ! isequal (size (got.v), size (want.v)))
%!        error ("gpuaxis:test-failed", "%s: routed %s [%s] '%s', Octave's %s [%s] '%s'",
%!               forms{k}, got.c, disp (got.v), got.w, want.c, disp (want.v), want.w);
%!      endif
%!    endfor
%!  unwind_protect_cleanup
%!    gpu_axis_route (was);
%!  end_unwind_protect
%!endfunction

%!function check_gpu_forms ()
%!  was = gpu_axis_route ();
%!  unwind_protect
%!    gpu_axis_route (true);
%!    G = gpuArray (single (complex (1, 2)));
%!    H = gpuArray (int16 (3));
%!    ## {form, Octave's host result of the same class and size (values
%!    ## compared when deterministic)}
%!    t = {"zeros (3, \"gpuArray\")", zeros(3), true;
%!         "zeros (3, 4, \"single\", \"gpuArray\")", zeros(3, 4, "single"), true;
%!         "zeros (\"gpuArray\", 2)", zeros(2), true;
%!         "ones (2, \"like\", G)", complex(ones(2, "single")), true;
%!         "ones (1, 3, \"like\", H)", ones(1, 3, "int16"), true;
%!         "eye (3, \"GPUARRAY\")", eye(3), true;
%!         "eye (2, 3, \"int8\", \"gpuArray\")", eye(2, 3, "int8"), true;
%!         "NaN (2, \"gpuArray\")", NaN(2), true;
%!         "nan (1, 2, \"single\", \"gpuArray\")", nan(1, 2, "single"), true;
%!         "Inf (2, 1, \"gpuArray\")", Inf(2, 1), true;
%!         "inf (2, \"like\", G)", complex(inf(2, "single")), true;
%!         "true (2, 3, \"gpuArray\")", true(2, 3), true;
%!         "false (2, \"gpuArray\")", false(2), true;
%!         "rand (3, \"gpuArray\")", rand(3), false;
%!         "rand ([2 5], \"single\", \"gpuArray\")", rand([2 5], "single"), false;
%!         "randn (4, \"gpuArray\")", randn(4), false;
%!         "randi ([1 6], 5, \"int32\", \"gpuArray\")", randi([1 6], 5, "int32"), false;
%!         "randi (9, 1, 3, \"gpuArray\")", randi(9, 1, 3), false;
%!         "rand (2, \"like\", G)", rand(2, "single"), false};
%!    for k = 1:rows (t)
%!      R = eval (t{k, 1});
%!      want = t{k, 2};
%!      if (! isa (R, "gpuArray") || ! strcmp (classUnderlying (R), class (want))
%!          || ! isequal (size (R), size (want)) || isreal (R) != isreal (want)
%!          || (t{k, 3} && ! isequaln (gather (R), want)))
%!        error ("gpuaxis:test-failed", "%s: got %s", t{k, 1}, disp (R));
%!      endif
%!    endfor
%!    r = gather (randi ([1 6], 1000, 1, "gpuArray"));
%!    if (any (r < 1 | r > 6 | r != fix (r)))
%!      error ("gpuaxis:test-failed", "randi range");
%!    endif
%!    ## bad class names: gpuaxis: errors
%!    for bad = {"zeros (2, \"char\", \"gpuArray\")", "rand (2, \"int8\", \"gpuArray\")", ...
%!               "NaN (2, \"int8\", \"gpuArray\")", "true (2, \"single\", \"gpuArray\")"}
%!      try
%!        eval (bad{1});
%!        error ("gpuaxis:test-failed", "%s: no error", bad{1});
%!      catch err
%!        if (! strncmp (err.identifier, "gpuaxis:", 8) || strcmp (err.identifier, "gpuaxis:test-failed"))
%!          error ("gpuaxis:test-failed", "%s: %s (%s)", bad{1}, err.message, err.identifier);
%!        endif
%!      end_try_catch
%!    endfor
%!  unwind_protect_cleanup
%!    gpu_axis_route (was);
%!  end_unwind_protect
%!endfunction

%!test __gpu_axis_run_on__ ("cpu", @() check_pass_through ());
%!test __gpu_axis_run_on__ ("cpu", @() check_gpu_forms ());
%!testif ; __gpu_axis_cuda_ok__ ()
%! __gpu_axis_run_on__ ("cuda", @() check_gpu_forms ());

%!test
%! ## switching prints nothing; off, the names are the built-ins again
%! was = gpu_axis_route ();
%! unwind_protect
%!   assert (evalc ("gpu_axis_route (false); gpu_axis_route ('load');"), "");
%!   assert (gpu_axis_route (), ! any (strcmpi (getenv ("GPUAXIS_ROUTE"), {"0", "off"})));
%!   gpu_axis_route (true);
%!   assert (isempty (strfind (which ("zeros"), "__gpu_axis_route__")), false);
%!   gpu_axis_route ("off");
%!   assert (gpu_axis_route (), false);
%!   assert (isempty (strfind (which ("zeros"), "__gpu_axis_route__")), true);
%!   assert (exist ("zeros"), 5);
%!   ## randi: an m-file (2) up to Octave 10, a built-in (5) since 11
%!   assert (exist ("randi"), 2 + 3 * compare_versions (OCTAVE_VERSION (), "11.0.0", ">="));
%! unwind_protect_cleanup
%!   gpu_axis_route (was);
%! end_unwind_protect
%!error <ON must be true or false> gpu_axis_route ({1})

