## ew_methods.m: the elementwise methods that hold __ew__'s body (issue 10)
## on the backend in effect, against Octave on the host: every binary
## method with the gpuArray on either side and on both, every unary one,
## and the errors (a method's name as prefix, one-argument calls).  Quick
## (a few seconds): the full suite is inst/tests/test_gpuarray_elementwise.m.
##   octave-cli --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('tests/gpu-host/2026-12-01d/ew_methods.m')"

warning ("off", "gpuaxis:no-gpu");
a = [0.5 -1.25 2; 3 0 -0.75];
b = [2 0.5 -1; 1 4 0.25];
bad = 0;
function ok = near (x, y)
  ok = isequal (class (x), class (y)) && isequal (size (x), size (y)) ...
       && all ((abs (double (x(:)) - double (y(:))) <= 4 * eps * max (1, abs (double (y(:))))) ...
               | (isnan (double (x(:))) & isnan (double (y(:)))));
endfunction
bin = {"plus", "minus", "times", "rdivide", "power", "eq", "ne", "lt", "le", ...
       "gt", "ge", "and", "or"};
for k = 1:numel (bin)
  f = str2func (bin{k});
  want = f (a, b);
  got = {f(gpuArray (a), b), f(a, gpuArray (b)), f(gpuArray (a), gpuArray (b)), ...
         f(gpuArray (a), 2)};
  wants = {want, want, want, f(a, 2)};
  for j = 1:4
    if (! isa (got{j}, "gpuArray") || ! near (gather (got{j}), wants{j}))
      printf ("FAIL %s case %d\n", bin{k}, j); bad++;
    endif
  endfor
endfor
un = {"abs", "ceil", "conj", "cos", "exp", "fix", "floor", "imag", "isfinite", ...
      "isinf", "isnan", "log", "log10", "not", "real", "round", "sign", "sin", ...
      "sqrt", "uminus", "uplus"};
for k = 1:numel (un)
  f = str2func (un{k});
  x = abs (a) + 0.5;
  if (any (strcmp (un{k}, {"log", "log10", "sqrt"})))
    want = f (x); got = f (gpuArray (x));
  else
    want = f (a); got = f (gpuArray (a));
  endif
  if (! isa (got, "gpuArray") || ! near (gather (got), want))
    printf ("FAIL %s\n", un{k}); bad++;
  endif
endfor
## errors: the method's name leads, the identifier stays
function bad = expect_error (f, what, lead)
  bad = 0;
  try
    f ();
    printf ("FAIL: no error for %s\n", what); bad = 1;
  catch e
    printf ("error of %s: [%s] %s\n", what, e.identifier, e.message);
    if (! strncmp (e.message, lead, numel (lead)))
      printf ("FAIL: %s does not begin with %s\n", what, lead); bad = 1;
    endif
  end_try_catch
endfunction
bad += expect_error (@() gpuArray (ones (2, 3)) + ones (4, 5), "+ of 2x3 and 4x5", "plus: ");
bad += expect_error (@() plus (gpuArray (1)), "plus (G)", "'B' undefined");
bad += expect_error (@() exp (gpuArray (1), 2), "exp (G, 2)", "exp: ");
printf ("ew_methods on %s: %d failures\n", gpu_axis_backend (), bad);
