## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} __gpu_axis_run_on__ (@var{be}, @var{f})
## Internal (the gpuArray test suites): @code{@var{f} ()} with backend
## @var{be} ("cpu" or "cuda") and the gpuaxis:no-gpu warning off; backend
## "auto" restored afterwards, also when @var{f} fails, and no test-only
## device-memory cap where a suite has turned the test hooks on
## (GPUAXIS_TEST_FAULTS=1).
## @end deftypefn

function __gpu_axis_run_on__ (be, f)
  warning ("off", "gpuaxis:no-gpu", "local");
  gpu_axis_backend (be);
  unwind_protect
    f ();
  unwind_protect_cleanup
    gpu_axis_backend ("auto");
    if (strcmp (getenv ("GPUAXIS_TEST_FAULTS"), "1"))   # the hooks are on
      __gpu_array__ ("cap", 0);
    endif
  end_unwind_protect
endfunction

%!test
%! __gpu_axis_run_on__ ("cpu", @() assert (gpu_axis_info ().selected, "cpu"));
%! assert (gpu_axis_info ().selected, "auto");
%!error <boom> __gpu_axis_run_on__ ("cpu", @() error ("boom"))
%!test
%! try
%!   __gpu_axis_run_on__ ("cpu", @() error ("boom"));
%! catch
%! end_try_catch
%! assert (gpu_axis_info ().selected, "auto");
