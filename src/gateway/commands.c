/* commands.c: gpu_axis_backend, gpu_axis_threads, gpu_axis_info and the
 * package's internal commands (__gpu_axis__), in the same library as the
 * reductions so that they see and change the same backend state.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gateway.h"
#include "gpuarray.h"

/* The argument and output counts of a setting's query-or-set function:
 * X = FN () or FN (X). */
static void
check_get_set (int nlhs, int nrhs, const char *fn, const char *x)
{
  if (nrhs > 1 || nlhs > 1)
    mexErrMsgIdAndTxt ("Octave:invalid-fun-call", "Invalid call to %s.  "
                       "Usage: %s = %s () or %s (%s)", fn, x, fn, fn, x);
}

void
ga_mex_backend (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  check_get_set (nlhs, nrhs, "gpu_axis_backend", "NAME");
  if (nrhs == 1)
    {
      ga_error e = {0};
      const mxArray *a = prhs[0];
      if (ga_is_word (a, "cpu"))
        ga_backend_select (GA_BE_CPU);
      else if (ga_is_word (a, "auto"))
        ga_backend_select (GA_BE_AUTO);
      else if (ga_is_word (a, "cuda"))
        {
          if (! ga_cuda_available (&e))
            mexErrMsgIdAndTxt ("gpuaxis:no-gpu", "no usable CUDA device: %s",
                               e.msg);
          ga_backend_select (GA_BE_CUDA);
        }
      else
        {
          char what[64];
          ga_describe (a, what, sizeof what);
          if (ga_is_text (a))
            mexErrMsgIdAndTxt ("gpuaxis:invalid-backend", "unknown backend %s "
                               "(NAME is \"cuda\", \"cpu\" or \"auto\")", what);
          mexErrMsgIdAndTxt ("gpuaxis:invalid-backend", "NAME must be "
                             "\"cuda\", \"cpu\" or \"auto\", not %s", what);
        }
    }
  if (nrhs == 0 || nlhs > 0)
    {
      ga_error e = {0};
      int be = ga_backend_selected ();
      int cuda = be == GA_BE_CUDA || (be == GA_BE_AUTO && ga_cuda_available (&e));
      plhs[0] = mxCreateString (cuda ? "cuda" : "cpu");
    }
}

/* gpu_axis_threads: the CPU backend's thread count (cpu_pool.c). */
void
ga_mex_threads (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  check_get_set (nlhs, nrhs, "gpu_axis_threads", "N");
  if (nrhs == 1)
    {
      const mxArray *a = prhs[0];
      char what[64];
      double d;
      if (! mxIsNumeric (a) || mxIsComplex (a) || mxIsSparse (a)
          || mxGetNumberOfElements (a) != 1)
        mexErrMsgIdAndTxt ("gpuaxis:invalid-threads", "N must be a positive "
                           "integer, not %s", ga_describe (a, what, sizeof what));
      d = mxGetScalar (a);
      if (! (d >= 1 && d <= GA_CPU_MAX_THREADS && d == floor (d)))
        mexErrMsgIdAndTxt ("gpuaxis:invalid-threads", "N must be an integer "
                           "from 1 to %d (got %.17g)", GA_CPU_MAX_THREADS, d);
      ga_cpu_set_threads ((int) d);
    }
  if (nrhs == 0 || nlhs > 0)
    plhs[0] = mxCreateDoubleScalar (ga_cpu_threads ());
}

void
ga_mex_info (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  static const char *fields[] = {"backend", "selected", "built_with_cuda",
    "device_name", "compute_capability", "multiprocessors", "total_memory",
    "free_memory", "driver_version", "runtime_version", "held_device_bytes",
    "held_pinned_bytes", "reason", "cpu_threads", "auto_cpu_bytes", "auto_cpu_threads"};
  static const char *sel[] = {"auto", "cpu", "cuda"};
  ga_cuda_facts f;
  ga_error e = {0};
  char cc[32];
  int ok, be = ga_backend_selected ();
  mxArray *s;
  (void) prhs;
  if (nrhs > 0 || nlhs > 1)
    mexErrMsgIdAndTxt ("Octave:invalid-fun-call", "Invalid call to "
                       "gpu_axis_info.  Usage: INFO = gpu_axis_info ()");
  ok = ga_cuda_available (&e);
  s = mxCreateStructMatrix (1, 1, sizeof fields / sizeof fields[0], fields);
  memset (&f, 0, sizeof f);
  if (ok)
    ga_cuda_info (&f);
  snprintf (cc, sizeof cc, ok ? "%d.%d" : "", f.cc_major, f.cc_minor);
  mxSetField (s, 0, "backend", mxCreateString ((ok && be != GA_BE_CPU) ? "cuda" : "cpu"));
  mxSetField (s, 0, "selected", mxCreateString (sel[be]));
  mxSetField (s, 0, "built_with_cuda", mxCreateLogicalScalar (ga_cuda_built ()));
  mxSetField (s, 0, "device_name", mxCreateString (ok ? f.name : ""));
  mxSetField (s, 0, "compute_capability", mxCreateString (cc));
  mxSetField (s, 0, "multiprocessors", mxCreateDoubleScalar (f.multiprocessors));
  mxSetField (s, 0, "total_memory", mxCreateDoubleScalar ((double) f.total_mem));
  mxSetField (s, 0, "free_memory", mxCreateDoubleScalar ((double) f.free_mem));
  mxSetField (s, 0, "driver_version", mxCreateDoubleScalar (f.driver_version));
  mxSetField (s, 0, "runtime_version", mxCreateDoubleScalar (f.runtime_version));
  mxSetField (s, 0, "held_device_bytes", mxCreateDoubleScalar ((double) f.held_device_bytes));
  mxSetField (s, 0, "held_pinned_bytes", mxCreateDoubleScalar ((double) f.held_pinned_bytes));
  mxSetField (s, 0, "reason", mxCreateString (ok ? "" : e.msg));
  mxSetField (s, 0, "cpu_threads", mxCreateDoubleScalar (ga_cpu_threads ()));
  {
    size_t ab;
    long long at;
    ga_auto_limits (&ab, &at);
    mxSetField (s, 0, "auto_cpu_bytes", mxCreateDoubleScalar ((double) ab));
    mxSetField (s, 0, "auto_cpu_threads", mxCreateDoubleScalar ((double) at));
  }
  ga_gpuarray_add_info (s);
  plhs[0] = s;
}

/* __gpu_axis__ (CMD, ...), for the package's own files and its tests:
 *   "cuda_ok"        true if a CUDA device is usable
 *   "plan"[, ON]     whether every engine run prints its plan (ON: true
 *                    or false sets it; GPUAXIS_PLAN=1 starts it on); the
 *                    setting before the call
 *   "release"        free what the CUDA backend holds
 *   "last_backend"   "cuda" or "cpu": where the last reduction of a host
 *                    array ran ("" before the first), for the demo's table
 *   "fault", WHAT    test-only fault injection ("alloc", "kernel", "reset"),
 *                    refused unless the environment has GPUAXIS_TEST_FAULTS=1
 *                    (the reliability suite sets it), so that no user arms
 *                    a fault by accident. */
void
ga_mex_internal (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  if (nrhs < 1 || ! mxIsChar (prhs[0]))
    mexErrMsgIdAndTxt ("gpuaxis:internal", "internal command expected");
  if (ga_is_word (prhs[0], "cuda_ok"))
    {
      ga_error e = {0};
      plhs[0] = mxCreateLogicalScalar (ga_cuda_available (&e) != 0);
    }
  else if (ga_is_word (prhs[0], "last_backend"))
    {
      const int u = ga_backend_last_used ();
      plhs[0] = mxCreateString (u == GA_BE_CUDA ? "cuda" : u == GA_BE_CPU ? "cpu" : "");
    }
  else if (ga_is_word (prhs[0], "plan"))
    {
      int was = ga_plan_printing ();
      if (nrhs >= 2)
        {
          if (mxGetNumberOfElements (prhs[1]) != 1
              || ! (mxIsLogical (prhs[1]) || mxIsNumeric (prhs[1])))
            mexErrMsgIdAndTxt ("gpuaxis:invalid-input", "__gpu_axis__ (\"plan\", "
                               "ON): ON must be true or false");
          was = ga_plan_printing_set (mxGetScalar (prhs[1]) != 0);
        }
      plhs[0] = mxCreateLogicalScalar (was);
    }
  else if (ga_is_word (prhs[0], "release"))
    {
      ga_cuda_release ();
      if (nlhs > 0)
        plhs[0] = mxCreateLogicalScalar (1);
    }
  else if (ga_is_word (prhs[0], "fault"))
    {
      const char *gate = getenv ("GPUAXIS_TEST_FAULTS");
      const char *what = NULL;
      if (! gate || strcmp (gate, "1"))
        mexErrMsgIdAndTxt ("gpuaxis:internal", "fault injection is for the "
                           "test suite (GPUAXIS_TEST_FAULTS=1)");
      if (nrhs >= 2)
        what = ga_is_word (prhs[1], "alloc") ? "alloc" : ga_is_word (prhs[1], "kernel")
               ? "kernel" : ga_is_word (prhs[1], "reset") ? "reset" : NULL;
      if (! what)
        mexErrMsgIdAndTxt ("gpuaxis:internal", "unknown fault (WHAT is "
                           "\"alloc\", \"kernel\" or \"reset\")");
      ga_cuda_inject_fault (what);
    }
  else
    mexErrMsgIdAndTxt ("gpuaxis:internal", "unknown internal command");
}
