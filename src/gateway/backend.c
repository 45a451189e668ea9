/* backend.c: where a call computes: the user's choice ("auto", "cpu",
 * "cuda") and the one-time warning when "auto" falls back to the CPU.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdlib.h>
#include "gateway.h"

static int be_choice = GA_BE_AUTO;
static int warned_no_gpu = 0;

static int be_used = -1;                 /* of the last host reduction */

int ga_backend_selected (void) { return be_choice; }
void ga_backend_note_used (int be) { be_used = be; }
int ga_backend_last_used (void) { return be_used; }
void ga_backend_select (int be) { be_choice = be; }

int
ga_backend_effective (void)
{
  ga_error e = {0};
  if (be_choice == GA_BE_CPU)
    return GA_BE_CPU;
  /* the reason is formatted only when it is said (the error, the one
   * warning): every call of a machine without a GPU asked for it, a
   * vsnprintf each time (10x10 sums: 3.2 -> 3.0 us per call on the
   * development machine) */
  if (ga_cuda_available (NULL))
    return GA_BE_CUDA;
  if (be_choice != GA_BE_CUDA && warned_no_gpu)
    return GA_BE_CPU;
  ga_cuda_available (&e);
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

/* Under "auto", where a host input is reduced: on the CPU when it is
 * small (a GPU round trip costs more than the reduction), or when the CPU
 * engine has many threads (the host's memory then outruns PCIe).
 *
 * Measured on the H200 host, 16 cores, 2026-12-01
 * (bench/bench_host_backends.m): the CPU engine on 16 threads beat the CUDA
 * host path at every size, N x N double for N = 16 .. 4096 (4096^2: 1.3 ms
 * against 3.2 ms) and on 1 GiB inputs (74-80 GB/s against 48-49; with
 * 1 GiB results 48-51 against 27.5-28.5).  One thread reads 5.5-10.6 GB/s
 * there, so about 5-9 threads match the host path's 28-49 GB/s: from 8
 * threads (GPUAXIS_AUTO_CPU_THREADS, read once; 0: never by thread count)
 * host inputs stay on the CPU.  Fewer threads (the 2-core development
 * machine, or gpu_axis_threads (N) with a small N): inputs under 512 KiB
 * (GPUAXIS_AUTO_CPU_BYTES, read once; 0 sends every call to the GPU) stay
 * on the CPU, from the table of 2026-11-29 (bench/results/host-cuda-path.md):
 * gpu_axis_sum about 33 us + 0.047 us per KiB, sum about 0.094 us per KiB,
 * crossing near 700 KiB. */
static long long
env_once (const char *name, long long *v, long long dflt)
{
  if (*v < 0)
    {
      const char *e = getenv (name);
      char *end = NULL;
      *v = e ? strtoll (e, &end, 10) : -1;
      if (! e || end == e || *v < 0)
        *v = dflt;
    }
  return *v;
}

static size_t
auto_cpu_bytes (void)
{
  static long long v = -1;
  return (size_t) env_once ("GPUAXIS_AUTO_CPU_BYTES", &v, 512 * 1024);
}

static long long
auto_cpu_threads (void)
{
  static long long v = -1;
  return env_once ("GPUAXIS_AUTO_CPU_THREADS", &v, 8);
}

void
ga_auto_limits (size_t *bytes, long long *threads)
{
  *bytes = auto_cpu_bytes ();
  *threads = auto_cpu_threads ();
}

int
ga_auto_on_cpu (size_t in_bytes)
{
  if (be_choice != GA_BE_AUTO)
    return 0;
  return in_bytes < auto_cpu_bytes ()
         || (auto_cpu_threads () > 0 && ga_cpu_threads () >= auto_cpu_threads ());
}

void
ga_mex_release (void)
{
  ga_cuda_release ();
}
