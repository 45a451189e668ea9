/* backend.c: where a call computes: the user's choice ("auto", "cpu",
 * "cuda") and the one-time warning when "auto" falls back to the CPU.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include "gateway.h"

static int be_choice = GA_BE_AUTO;
static int warned_no_gpu = 0;

int ga_backend_selected (void) { return be_choice; }
void ga_backend_select (int be) { be_choice = be; }

int
ga_backend_effective (void)
{
  ga_error e = {0};
  if (be_choice == GA_BE_CPU)
    return GA_BE_CPU;
  if (ga_cuda_available (&e))
    return GA_BE_CUDA;
  if (be_choice == GA_BE_CUDA)
    mexErrMsgIdAndTxt ("gpuaxis:no-gpu", "the CUDA backend is selected but "
                       "unusable: %s", e.msg);
  if (! warned_no_gpu)
    {
      /* marked only once the warning is out: with warning ("error",
       * "gpuaxis:no-gpu") every call stops, not just the first */
      mexWarnMsgIdAndTxt ("gpuaxis:no-gpu", "no usable CUDA device (%s); "
                          "computing on the CPU", e.msg);
      warned_no_gpu = 1;
    }
  return GA_BE_CPU;
}

void
ga_mex_release (void)
{
  ga_cuda_release ();
}
