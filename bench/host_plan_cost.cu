/* host_plan_cost.cu: what a CUDA call's scratch layout costs on the host,
 * before its first launch.  Every ga_cuda_run_device call works out its
 * layout (cuda_dispatch.cu, layout: the reduction, the folded plan, the
 * scratch sizes over every alignment and occupancy), as does
 * ga_cuda_workspace_bytes, which callers ask first to size the scratch;
 * this times ga_cuda_workspace_bytes, the same work.  Two ways: the same
 * plan asked again and again (a call repeating its shape: layout keeps
 * its last answer), and two plans taking turns (every answer worked out
 * again: the cost of a new shape).  Needs no GPU (without one the
 * engine plans for 132 multiprocessors, the H200's).
 *
 *   make -C bench host_plan_cost && bench/build/host_plan_cost
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdio.h>
#include <string.h>
#include <chrono>
#include "gpuaxis.h"

extern "C" size_t ga_cuda_workspace_bytes (const ga_plan *p);

typedef struct { const char *name; ga_op op; ga_elem e; size_t pre, n, post; } shape;

static ga_plan
plan_of (const shape &s)
{
  ga_plan p;
  memset (&p, 0, sizeof p);
  p.op = s.op;
  p.in = s.e;
  p.out = s.e;
  p.acc = s.op == GA_OP_SUM ? (s.e == GA_DOUBLE ? GA_ACC_DOUBLE : GA_ACC_FLOAT)
                            : GA_ACC_NATIVE;
  p.npass = 1;
  p.pass[0].pre = s.pre;
  p.pass[0].n = s.n;
  p.pass[0].post = s.post;
  return p;
}

/* microseconds a ga_cuda_workspace_bytes call, over n calls taking turns
 * over the k plans */
static double
time_calls (const ga_plan *ps, int k, int n, size_t *sink)
{
  auto t0 = std::chrono::steady_clock::now ();
  for (int i = 0; i < n; i++)
    *sink += ga_cuda_workspace_bytes (&ps[i % k]);
  return std::chrono::duration<double, std::micro> (std::chrono::steady_clock::now () - t0).count ()
         / n;
}

int
main (void)
{
  const shape shapes[] = {
    {"max single 4x67108864 dim 2", GA_OP_MAX, GA_SINGLE, 4, 67108864, 1},
    {"max double 2x134217728 dim 2", GA_OP_MAX, GA_DOUBLE, 2, 134217728, 1},
    {"sum double 268435456x1 dim 1", GA_OP_SUM, GA_DOUBLE, 1, 268435456, 1},
    {"sum double 16384x16384 dim 2", GA_OP_SUM, GA_DOUBLE, 16384, 16384, 1},
    {"max single 32x8388608 dim 1", GA_OP_MAX, GA_SINGLE, 1, 32, 8388608},
    {"sum double 10x10 dim 1", GA_OP_SUM, GA_DOUBLE, 1, 10, 10},
  };
  const int n = 20000;
  size_t sink = 0;
  printf ("| plan | scratch (bytes) | same plan again (us) | two plans in turn (us) |\n");
  printf ("|---|---:|---:|---:|\n");
  for (const shape &s : shapes)
    {
      ga_plan two[2] = {plan_of (s), plan_of (s)};
      two[1].pass[0].post += 1;         /* another shape, the same work */
      time_calls (two, 1, 1000, &sink);                 /* warm */
      const double same = time_calls (two, 1, n, &sink);
      const double turns = time_calls (two, 2, n, &sink);
      printf ("| %s | %zu | %.2f | %.2f |\n", s.name, ga_cuda_workspace_bytes (&two[0]),
              same, turns);
    }
  (void) sink;
  return 0;
}
