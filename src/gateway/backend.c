/* backend.c: where a call computes: the user's choice ("auto", "cpu",
 * "cuda") and the one-time warning when "auto" falls back to the CPU.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdlib.h>
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

/* Under "auto", host inputs under this many bytes are reduced on the CPU:
 * a GPU round trip costs more than the reduction.  From the GPU host's
 * table of 2026-11-29 (bench/results-host.md, double): gpu_axis_sum took
 * about 33 us + 0.047 us per KiB, Octave's sum about 0.094 us per KiB (the
 * CPU engine runs at sum's speed along dim 1 and faster along dim 2 on the
 * development machine), so the lines cross near 700 KiB; 512 KiB keeps to
 * the safe side.  An estimate from those two tables, not a measured
 * crossover.  GPUAXIS_AUTO_CPU_BYTES (read once) sets it; 0 sends every
 * call to the GPU. */
size_t
ga_auto_cpu_bytes (void)
{
  static long long v = -1;
  if (v < 0)
    {
      const char *e = getenv ("GPUAXIS_AUTO_CPU_BYTES");
      char *end = NULL;
      v = e ? strtoll (e, &end, 10) : -1;
      if (! e || end == e || v < 0)
        v = 512 * 1024;
    }
  return (size_t) v;
}

void
ga_mex_release (void)
{
  ga_cuda_release ();
}
