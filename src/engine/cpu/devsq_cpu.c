/* devsq_cpu.c: the CPU engine of the sum of squared deviations (devsq.h),
 * on cpu_pool.c's threads, with the device's plan: a task is one run of
 * one slab j of the [pre, n, post] axis (its pre slices side by side),
 * the loop along the run outermost and across the slices innermost (so
 * dim 2 and later read whole rows), each slice's sum of the run into a
 * partial; then each slice's partials are added in run order.  The sums
 * are in double (devsq.h says why).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdlib.h>
#include "devsq.h"
#include "elem.h"
#include "reduce_cpu.h"

#define INLINE_ELEMS 65536      /* below this one thread does it all */

typedef struct {
  const ga_devsq_plan *p;
  const void *x, *mu;
  double *part;                 /* [chunks][post][pre] */
} devsq_job;

/* Run c of slab j: part[(c post + j) pre + i] for every slice i.  T the
 * class, W 1 real or 2 complex (interleaved). */
#define DEVSQ_RUN(NAME, T, W)                                               \
  static void                                                               \
  NAME (const devsq_job *J, size_t j, size_t c)                             \
  {                                                                         \
    const size_t pre = J->p->axis.pre, n = J->p->axis.n;                    \
    const size_t k0 = c * J->p->chunk_len;                                  \
    const size_t k1 = k0 + J->p->chunk_len < n ? k0 + J->p->chunk_len : n;  \
    const T *x = (const T *) J->x + (W) * j * pre * n;                      \
    const T *mu = (const T *) J->mu + (W) * j * pre;                        \
    double *acc = J->part + (c * J->p->axis.post + j) * pre;                \
    for (size_t i = 0; i < pre; i++)                                        \
      acc[i] = 0;                                                           \
    for (size_t k = k0; k < k1; k++)                                        \
      {                                                                     \
        const T *row = x + (W) * k * pre;                                   \
        for (size_t i = 0; i < pre; i++)                                    \
          for (int w = 0; w < (W); w++)                                     \
            {                                                               \
              const double d = (T) (row[(W) * i + w] - mu[(W) * i + w]);    \
              acc[i] += d * d;                                              \
            }                                                               \
      }                                                                     \
  }
DEVSQ_RUN (run_d, double, 1)
DEVSQ_RUN (run_f, float, 1)
DEVSQ_RUN (run_cd, double, 2)
DEVSQ_RUN (run_cf, float, 2)

static void
devsq_task (void *arg, size_t t)
{
  const devsq_job *J = (const devsq_job *) arg;
  const size_t j = t % J->p->axis.post, c = t / J->p->axis.post;
  if (J->p->elem == GA_DOUBLE)
    (J->p->cplx ? run_cd : run_d) (J, j, c);
  else
    (J->p->cplx ? run_cf : run_f) (J, j, c);
}

static int
cpu_run (const ga_devsq_plan *p, const void *x, const void *mu, void *out,
         ga_error *err)
{
  devsq_job J;
  const size_t outs = p->axis.pre * p->axis.post;
  const size_t numel = outs * p->axis.n;
  if (outs == 0)
    return 0;
  J.p = p;
  J.x = x;
  J.mu = mu;
  if ((J.part = (double *) malloc (p->chunks * outs * sizeof (double))) == NULL)
    {
      ga_set_error (err, "gpuaxis:out-of-memory", "out of memory");
      return -1;
    }
  ga_pool_run_tasks (numel < INLINE_ELEMS ? 1 : ga_cpu_threads (),
                     p->chunks * p->axis.post, devsq_task, &J);
  for (size_t s = 0; s < outs; s++)
    {
      double v = J.part[s];
      for (size_t c = 1; c < p->chunks; c++)
        v += J.part[c * outs + s];
      if (p->elem == GA_DOUBLE)
        ((double *) out)[s] = v;
      else
        ((float *) out)[s] = (float) v;
    }
  free (J.part);
  return 0;
}

static const ga_devsq_backend cpu_engine = { "cpu", cpu_run };

const ga_devsq_backend *
ga_devsq_cpu (void)
{
  return &cpu_engine;
}

/* A build without nvcc has no CUDA engine here. */
__attribute__ ((weak)) const ga_devsq_backend *
ga_devsq_cuda (void)
{
  return NULL;
}
