/* plan_print.c: the printable plan.  With GPUAXIS_PLAN=1 in the
 * environment (read at the first call), or after __gpu_axis__ ("plan",
 * true), every engine run of a reduction prints what it runs: where
 * (backend, threads), the reduction and its classes, each pass and how
 * it is split on the CPU (engine/plan_text.c) -- the lines a bug report
 * needs.  On CUDA each kernel launched then adds a line on stderr: its
 * name (family and template arguments), grid, block and shared memory
 * (engine/cuda/cuda_launch.cuh, as cuda_dispatch.cu chose them).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdlib.h>
#include <string.h>
#include "gateway.h"
#include "plan_text.h"

static int plan_on = -1;                /* -1: environment not read yet */

int
ga_plan_printing (void)
{
  if (plan_on < 0)
    {
      const char *v = getenv ("GPUAXIS_PLAN");
      plan_on = v && ! strcmp (v, "1");
      ga_cuda_set_plan_print (plan_on);
    }
  return plan_on;
}

int
ga_plan_printing_set (int on)
{
  const int was = ga_plan_printing ();
  plan_on = on != 0;
  ga_cuda_set_plan_print (plan_on);
  return was;
}

void
ga_plan_print (const ga_plan *p, int on_cpu, const char *where)
{
  char buf[4096];
  const int threads = on_cpu ? ga_cpu_threads () : 0;
  ga_plan_text (p, threads, buf, sizeof buf);
  if (on_cpu)
    mexPrintf ("gpuaxis plan: %s, CPU engine, %d thread%s\n%s", where, threads,
               threads == 1 ? "" : "s", buf);
  else                                  /* the kernels: cuda_dispatch.cu */
    mexPrintf ("gpuaxis plan: %s, CUDA engine\n%s", where, buf);
}
