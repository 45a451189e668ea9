/* cpu_grain.c: where sharing a pass among the CPU backend's threads starts
 * to pay (the grain of src/engine/cpu/cpu_split.c), and what one job of the pool
 * costs.  For input sizes from 16 KiB to 16 MiB of doubles it times the
 * pass on the caller's thread alone and split among THREADS threads (the
 * grain set to 0, so every size splits), in two layouts: a vector (the
 * reduced extent cut into chunks) and [64, N/64] along dim 1 (outputs
 * shared), and prints the median of REPS runs of each.
 *
 *   make -C bench cpu_grain && bench/build/cpu_grain [THREADS [REPS]]
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "gpuaxis.h"
#include "reduce_cpu.h"

/* Microseconds since *t0 (CLOCK_MONOTONIC). */
static double
since_us (const struct timespec *t0)
{
  struct timespec t;
  clock_gettime (CLOCK_MONOTONIC, &t);
  return (double) (t.tv_sec - t0->tv_sec) * 1e6 + (double) (t.tv_nsec - t0->tv_nsec) * 1e-3;
}

static int
cmp_d (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static void
nothing (void *arg, size_t t)
{
  (void) arg; (void) t;
}

/* Median microseconds of reps runs of plan p on `threads` threads. */
static double
time_plan (const ga_plan *p, const double *x, double *y, int threads, int reps)
{
  double *t = malloc (reps * sizeof (double)), m;
  ga_error err = {0};
  ga_cpu_set_threads (threads);
  ga_cpu_run (p, x, y, NULL, &err);                   /* warm */
  for (int r = 0; r < reps; r++)
    {
      struct timespec t0;
      clock_gettime (CLOCK_MONOTONIC, &t0);
      ga_cpu_run (p, x, y, NULL, &err);
      t[r] = since_us (&t0);
    }
  qsort (t, reps, sizeof (double), cmp_d);
  m = t[reps / 2];
  free (t);
  return m;
}

int
main (int argc, char **argv)
{
  const int threads = argc > 1 ? atoi (argv[1]) : 2;
  const int reps = argc > 2 ? atoi (argv[2]) : 201;
  const size_t nmax = (size_t) 2 << 20;              /* 16 MiB of doubles */
  double *x = malloc (nmax * sizeof (double)), *y = malloc (nmax / 64 * sizeof (double));
  double t[2001];
  ga_plan p;
  for (size_t i = 0; i < nmax; i++)
    x[i] = (double) (i % 1000) * 1e-3;
  memset (&p, 0, sizeof p);
  p.op = GA_OP_SUM; p.in = GA_DOUBLE; p.acc = GA_ACC_DOUBLE; p.out = GA_DOUBLE;
  p.npass = 1;
  ga_cpu_set_grain (0);

  /* one job of the pool: threads tasks that do nothing */
  ga_pool_run_tasks (threads, threads, nothing, NULL);
  for (int r = 0; r < 2001; r++)
    {
      struct timespec t0;
      clock_gettime (CLOCK_MONOTONIC, &t0);
      ga_pool_run_tasks (threads, threads, nothing, NULL);
      t[r] = since_us (&t0);
    }
  qsort (t, 2001, sizeof (double), cmp_d);
  printf ("pool job of %d empty tasks on %d threads: median %.1f us, 90%% %.1f us\n\n",
          threads, threads, t[1000], t[1800]);

  printf ("| input | vector: 1 thread us | %d threads us | speed-up | "
          "[64 N/64] dim 1: 1 thread us | %d threads us | speed-up |\n"
          "|---|---|---|---|---|---|---|\n", threads, threads);
  for (size_t n = 2048; n <= nmax; n *= 2)
    {
      double a1, an, b1, bn;
      p.pass[0] = (ga_pass) {1, n, 1};
      a1 = time_plan (&p, x, y, 1, reps);
      an = time_plan (&p, x, y, threads, reps);
      p.pass[0] = (ga_pass) {1, 64, n / 64};
      b1 = time_plan (&p, x, y, 1, reps);
      bn = time_plan (&p, x, y, threads, reps);
      printf ("| %zu KiB | %.1f | %.1f | %.2f | %.1f | %.1f | %.2f |\n", n * 8 / 1024,
              a1, an, a1 / an, b1, bn, b1 / bn);
    }
  free (x);
  free (y);
  return 0;
}
