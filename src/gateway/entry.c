/* entry.c: the MEX file of one public function, built once per function
 * with GA_ENTRY naming its gateway call (src/Makefile).  Everything else
 * is in libgpuaxis.so beside it, so that all functions share one backend
 * state; the call through the library costs nothing measurable.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include "gateway.h"

#define GA_CALL_REDUCE ga_mex_reduce (GA_FN, nlhs, plhs, nrhs, prhs)
#define GA_CALL_BACKEND ga_mex_backend (nlhs, plhs, nrhs, prhs)
#define GA_CALL_INFO ga_mex_info (nlhs, plhs, nrhs, prhs)
#define GA_CALL_THREADS ga_mex_threads (nlhs, plhs, nrhs, prhs)
#define GA_CALL_INTERNAL ga_mex_internal (nlhs, plhs, nrhs, prhs)
#define GA_CALL_GPUARRAY ga_mex_gpuarray (nlhs, plhs, nrhs, prhs)

static int registered;

static void
at_exit (void)
{
  ga_mex_release ();          /* `clear FUNCTION` or Octave's exit */
}

void
mexFunction (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  if (! registered)
    {
      mexAtExit (at_exit);
      registered = 1;
    }
  GA_ENTRY;
}
