## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{name} =} gpu_axis_backend ()
## @deftypefnx {} {} gpu_axis_backend (@var{name})
## Query or select where @code{gpu_axis_sum} computes.
##
## With no argument, return @code{"cuda"} or @code{"cpu"}: the backend the
## next call will use.  With @var{name} one of
## @table @asis
## @item "auto"
## (the default) the CUDA device when one is usable, else the CPU with a
## one-time warning @code{gpuaxis:no-gpu}.  Host arrays (not gpuArrays)
## stay on the CPU even with a device when the CPU is faster: when they are
## under 512 KiB (a round trip to the GPU costs more than such a reduction;
## @env{GPUAXIS_AUTO_CPU_BYTES}, read once per session, sets that size, 0
## sends every call to the GPU), and whatever their size when the CPU
## backend has 8 threads or more (@code{gpu_axis_threads}; on a 16-core GPU
## host its threads read host memory faster than PCIe carries it to the
## GPU; @env{GPUAXIS_AUTO_CPU_THREADS}, read once, sets that count, 0 turns
## this off).  Select @code{"cuda"} to send host arrays to the GPU anyway.
## The answer with no argument is still @code{"cuda"} then;
## @item "cuda"
## always the CUDA device; an error @code{gpuaxis:no-gpu} if none is usable;
## @item "cpu"
## always the CPU backend (C on @code{gpu_axis_threads ()} threads; on one,
## index order like @code{sum}).
## @end table
##
## @example
## gpu_axis_backend ("cpu");  s = gpu_axis_sum (rand (100));
## gpu_axis_backend ("auto");
## @end example
## @seealso{gpu_axis_sum, gpu_axis_info, gpu_axis_threads}
## @end deftypefn

## The work is done by gpu_axis_backend.mex, which sits beside this file and
## takes precedence over it; this file carries the help text and tests.
function name = gpu_axis_backend (varargin)
  error ("gpuaxis:not-built", ["gpu_axis_backend: the compiled ", ...
                               "gpu_axis_backend.mex is missing; reinstall ", ...
                               "the gpuaxis package"]);
endfunction

%!test
%! old = gpu_axis_backend ();
%! unwind_protect
%!   gpu_axis_backend ("cpu");
%!   assert (gpu_axis_backend (), "cpu");
%! unwind_protect_cleanup
%!   gpu_axis_backend ("auto");
%! end_unwind_protect
%! assert (any (strcmp (old, {"cpu", "cuda"})));
%!error <unknown backend> gpu_axis_backend ("opencl")
%!error <Invalid call> gpu_axis_backend ("cpu", "cuda")
## Messages name this function once, and echo a bad NAME as it was given.
%!test
%! try
%!   gpu_axis_backend ("opencl");
%! catch err
%!   assert (err.identifier, "gpuaxis:invalid-backend");
%!   assert (strncmp (err.message, "gpu_axis_backend: unknown backend 'opencl'", 42), err.message);
%! end_try_catch
%! try
%!   gpu_axis_backend (["cpu"; "gpu"]);
%! catch err
%!   assert (err.identifier, "gpuaxis:invalid-backend");
%!   assert (strncmp (err.message, "gpu_axis_backend: NAME must be", 30), err.message);
%!   assert (! isempty (strfind (err.message, "2x3 char array")), err.message);
%!   assert (isempty (strfind (err.message, "cgppuu")), err.message);
%! end_try_catch
%! try
%!   gpu_axis_backend (2);
%! catch err
%!   assert (err.identifier, "gpuaxis:invalid-backend");
%!   assert (strncmp (err.message, "gpu_axis_backend: NAME must be", 30), err.message);
%! end_try_catch
%!testif ; ! __gpu_axis_cuda_ok__ ()
%! try
%!   gpu_axis_backend ("cuda");
%!   error ("expected an error");
%! catch err
%!   assert (err.identifier, "gpuaxis:no-gpu");
%! end_try_catch
%! assert (gpu_axis_backend (), "cpu");

%!test
%! ## where the last host reduction ran, as the demo's table reports it
%! warning ("off", "gpuaxis:no-gpu", "local");
%! old = gpu_axis_info ().selected;
%! unwind_protect
%!   gpu_axis_backend ("cpu");
%!   gpu_axis_sum (rand (3), 1);
%!   assert (__gpu_axis__ ("last_backend"), "cpu");
%!   if (__gpu_axis_cuda_ok__ ())
%!     gpu_axis_backend ("cuda");
%!     gpu_axis_max (rand (3), [], 2);
%!     assert (__gpu_axis__ ("last_backend"), "cuda");
%!     gpu_axis_backend ("auto");
%!     gpu_axis_sum (rand (3), 1);        # small: the CPU under "auto"
%!     assert (__gpu_axis__ ("last_backend"), "cpu");
%!   endif
%! unwind_protect_cleanup
%!   gpu_axis_backend (old);
%! end_unwind_protect
