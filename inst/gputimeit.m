## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{t} =} gputimeit (@var{F})
## @deftypefnx {} {@var{t} =} gputimeit (@var{F}, @var{nout})
## The time in seconds that a call of the function @var{F} (no arguments)
## takes, its queued gpuArray work included, as MATLAB's
## @code{gputimeit}: the median over several timed runs, each of one or
## more calls (enough to last about a millisecond) followed by a wait for
## every queued gpuArray work (@code{wait (gpuDevice)}), after one call to
## warm up.  @var{F} is called with @var{nout} outputs (default 1, or 0
## when @var{F} returns nothing); its results are dropped.  Without a GPU
## it times the CPU fallback the same way.
##
## @example
## @group
## G = gpuArray (rand (100));
## t = gputimeit (@@() sum (G));
## t > 0
## @end group
## @end example
## @seealso{gpuDevice, wait, tic, toc}
## @end deftypefn

function t = gputimeit (F, nout)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  endif
  if (! is_function_handle (F))
    error ("gpuaxis:invalid-input", "gputimeit: F must be a function handle");
  endif
  if (nargin < 2)
    nout = 1;
    try
      t1 = one_run (F, 1, 1);
    catch err
      if (! any (strfind (err.message, "value on right hand side"))
          && ! any (strfind (err.message, "called with too many outputs")))
        rethrow (err);
      endif
      nout = 0;
      t1 = one_run (F, 0, 1);
    end_try_catch
  else
    if (! (isscalar (nout) && isnumeric (nout) && nout >= 0 && nout == fix (nout)))
      error ("gpuaxis:invalid-input", "gputimeit: NOUT must be a nonnegative integer");
    endif
    t1 = one_run (F, nout, 1);
  endif
  ## calls per run: about a millisecond per run; runs: 11, fewer for
  ## slow F (about 10 seconds in all), at least 3
  k = max (1, min (1e4, round (1e-3 / max (t1, 1e-9))));
  runs = max (3, min (11, floor (10 / max (t1 * k, 1e-9))));
  ts = zeros (runs, 1);
  for r = 1:runs
    ts(r) = one_run (F, nout, k) / k;
  endfor
  t = median (ts);
endfunction

function t = one_run (F, nout, k)
  out = cell (1, nout);
  __gpu_array__ ("sync");
  t0 = tic ();
  for i = 1:k
    [out{1:nout}] = F ();
  endfor
  __gpu_array__ ("sync");
  t = toc (t0);
endfunction

%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! G = gpuArray (rand (100));
%! t = gputimeit (@() G + 1);
%! assert (isscalar (t) && t > 0 && t < 1);
%! t = gputimeit (@() sum (G, 1), 1);
%! assert (t > 0);
%!test
%! ## a function with no output: NOUT 0 found, or given
%! warning ("off", "gpuaxis:no-gpu", "local");
%! t = gputimeit (@() wait (gpuDevice ()));
%! assert (t > 0);
%! t = gputimeit (@() wait (gpuDevice ()), 0);
%! assert (t > 0);
%!error <F must be a function handle> gputimeit (1)
%!error <NOUT must be> gputimeit (@() 1, -1)
