## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{n} =} gpu_axis_threads ()
## @deftypefnx {} {} gpu_axis_threads (@var{n})
## Query or set how many threads the CPU backend computes on.
##
## With no argument, return the count in effect.  With @var{n}, a positive
## integer (at most 1024), use @var{n} threads from the next call on, for the
## rest of the session.
##
## Until it is set, the count is the environment variable
## @env{OMP_NUM_THREADS} when that is a positive integer (as OpenMP programs
## read it: of a list such as @code{"8,2"} the first entry), else the number of
## CPUs the Octave process may run on (its affinity, as @command{taskset} and
## container limits set it).  Both are read again at every call until
## @code{gpu_axis_threads (@var{n})} fixes the count.
##
## The threads share a reduction by its outputs where it has enough of them:
## each output is then computed exactly as on one thread, so the results do
## not depend on @var{n} (but for the sign of a NaN that a sum or product
## makes).  A long reduction with few outputs (the sum of a
## long vector) is cut into contiguous pieces whose partial results are
## combined in order: integer, logical, @code{max}/@code{min} (values and
## indices) and @code{any}/@code{all} results stay exact; floating-point sums
## and products may round differently, within the same bounds as the CUDA
## backend.  Small inputs (below about half a MiB) always compute on the
## calling thread.  @code{gpu_axis_threads (1)} gives Octave's own order
## everywhere.  The CUDA backend does not use these threads.
##
## @example
## old = gpu_axis_threads ();
## gpu_axis_threads (1);  s = gpu_axis_sum (rand (1e7, 1));
## gpu_axis_threads (old);
## @end example
## @seealso{gpu_axis_backend, gpu_axis_info}
## @end deftypefn

## The work is done by gpu_axis_threads.mex, which sits beside this file and
## takes precedence over it; this file carries the help text and tests.
function n = gpu_axis_threads (varargin)
  error ("gpuaxis:not-built", ["gpu_axis_threads: the compiled ", ...
                               "gpu_axis_threads.mex is missing; reinstall ", ...
                               "the gpuaxis package"]);
endfunction

%!test
%! old = gpu_axis_threads ();
%! assert (isa (old, "double") && isscalar (old) && old >= 1 && old == fix (old));
%! unwind_protect
%!   gpu_axis_threads (3);
%!   assert (gpu_axis_threads (), 3);
%!   assert (gpu_axis_threads (int8 (2)), 2);
%!   assert (gpu_axis_info ().cpu_threads, 2);
%! unwind_protect_cleanup
%!   gpu_axis_threads (old);
%! end_unwind_protect
%! assert (gpu_axis_threads (), old);
%!error <Invalid call> gpu_axis_threads (1, 2)
%!test
%! bads = {0, -1, 1.5, NaN, Inf, 1025, [1 2], [], "2", true, 2i, {2}};
%! bads{end+1} = sparse (2);
%! old = gpu_axis_threads ();
%! for bad = bads
%!   try
%!     gpu_axis_threads (bad{1});
%!     error ("no error for %s", class (bad{1}));
%!   catch err
%!     assert (err.identifier, "gpuaxis:invalid-threads");
%!     assert (strncmp (err.message, "gpu_axis_threads: N must be", 27), err.message);
%!   end_try_catch
%! endfor
%! assert (gpu_axis_threads (), old);
