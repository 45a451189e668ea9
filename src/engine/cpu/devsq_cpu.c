/* devsq_cpu.c: the CPU engine of devsq.h (var's one-pass moments and
 * the sum of squared deviations), on cpu_pool.c's threads, with the
 * device's plan: a task is one run of one slab j of the [pre, n, post]
 * axis (its pre slices side by side), the loop along the run outermost
 * and across the slices innermost (so dim 2 and later read whole rows),
 * each slice's sum (or count, mean and M2) of the run into a partial;
 * then each slice's partials are added (merged, welford.h) in run order.
 * The sums are in double (devsq.h says why).  The moments take blocks of
 * 8 values along the run (ga_wf_block8), the rest one at a time, as the
 * device does.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include "devsq.h"
#include "elem.h"
#include "reduce_cpu.h"
#include "welford.h"

#define INLINE_ELEMS 65536      /* below this one thread does it all */

typedef struct devsq_job devsq_job;
typedef void (*devsq_run_fn) (const devsq_job *J, size_t j, size_t c);
struct devsq_job {
  const ga_devsq_plan *p;
  const void *x, *mu;
  double *part;                 /* devsq: [chunks][post][pre] */
  ga_wf *wpart;                 /* moments: [chunks][post][pre][W] */
  devsq_run_fn run;             /* the class's run */
};

/* Task t: run t / post of slab t % post. */
static void
job_task (void *arg, size_t t)
{
  const devsq_job *J = (const devsq_job *) arg;
  J->run (J, t % J->p->axis.post, t / J->p->axis.post);
}

static devsq_run_fn
pick (const ga_devsq_plan *p, devsq_run_fn d, devsq_run_fn f,
      devsq_run_fn cd, devsq_run_fn cf)
{
  if (p->elem == GA_DOUBLE)
    return p->cplx ? cd : d;
  return p->cplx ? cf : f;
}

/* Run c of slab j: its elements k0 to k1 - 1 of slices x[i + pre k]. */
#define RUN_SPAN(T, W)                                                      \
  const size_t pre = J->p->axis.pre, n = J->p->axis.n;                      \
  const size_t k0 = c * J->p->chunk_len;                                    \
  const size_t k1 = k0 + J->p->chunk_len < n ? k0 + J->p->chunk_len : n;    \
  const T *x = (const T *) J->x + (W) * j * pre * n

/* Run c of slab j: part[(c post + j) pre + i] for every slice i.  T the
 * class, W 1 real or 2 complex (interleaved). */
#define DEVSQ_RUN(NAME, T, W)                                               \
  static void                                                               \
  NAME (const devsq_job *J, size_t j, size_t c)                             \
  {                                                                         \
    RUN_SPAN (T, W);                                                        \
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
  J.run = pick (p, run_d, run_f, run_cd, run_cf);
  if ((J.part = (double *) malloc (p->chunks * outs * sizeof (double))) == NULL)
    {
      ga_set_error (err, "gpuaxis:out-of-memory", "out of memory");
      return -1;
    }
  ga_pool_run_tasks (numel < INLINE_ELEMS ? 1 : ga_cpu_threads (),
                     p->chunks * p->axis.post, job_task, &J);
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

/* ------------------------------------------------ one-pass moments */

/* Run c of slab j: part[((c post + j) pre + i) W + w] for every slice i
 * and part w, each value less its slice's first element (welford.h). */
#define WF_RUN(NAME, T, W)                                                  \
  static void                                                               \
  NAME (const devsq_job *J, size_t j, size_t c)                             \
  {                                                                         \
    RUN_SPAN (T, W);                                                        \
    ga_wf *acc = J->wpart + (c * J->p->axis.post + j) * pre * (W);          \
    size_t k = k0;                                                          \
    for (size_t i = 0; i < pre * (W); i++)                                  \
      acc[i].n = acc[i].mean = acc[i].m2 = 0;                               \
    for (; k + 8 <= k1; k += 8)                                             \
      for (size_t i = 0; i < pre; i++)                                      \
        for (int w = 0; w < (W); w++)                                       \
          {                                                                 \
            const double K = x[(W) * i + w];                                \
            double y[8];                                                    \
            for (int q = 0; q < 8; q++)                                     \
              y[q] = (double) x[(W) * ((k + q) * pre + i) + w] - K;         \
            ga_wf_block8 (&acc[(W) * i + w], y);                            \
          }                                                                 \
    for (; k < k1; k++)                                                     \
      for (size_t i = 0; i < pre; i++)                                      \
        for (int w = 0; w < (W); w++)                                       \
          ga_wf_push (&acc[(W) * i + w], (double) x[(W) * (k * pre + i) + w] \
                                         - (double) x[(W) * i + w]);        \
  }
WF_RUN (wf_d, double, 1)
WF_RUN (wf_f, float, 1)
WF_RUN (wf_cd, double, 2)
WF_RUN (wf_cf, float, 2)

static int
cpu_moments (const ga_devsq_plan *p, const void *x, double den, void *var,
             void *mean, ga_error *err)
{
  devsq_job J;
  const size_t outs = p->axis.pre * p->axis.post;
  const size_t numel = outs * p->axis.n, W = p->cplx ? 2 : 1;
  if (outs == 0)
    return 0;
  J.p = p;
  J.x = x;
  J.run = pick (p, wf_d, wf_f, wf_cd, wf_cf);
  if ((J.wpart = (ga_wf *) malloc (p->chunks * outs * W * sizeof (ga_wf))) == NULL)
    {
      ga_set_error (err, "gpuaxis:out-of-memory", "out of memory");
      return -1;
    }
  ga_pool_run_tasks (numel < INLINE_ELEMS ? 1 : ga_cpu_threads (),
                     p->chunks * p->axis.post, job_task, &J);
  for (size_t s = 0; s < outs; s++)
    {
      const size_t i = s % p->axis.pre, j = s / p->axis.pre;
      const size_t first = W * (j * p->axis.pre * p->axis.n + i);
      double m2 = 0, ms[2], ns[2];
      for (size_t w = 0; w < W; w++)
        {
          ga_wf a = J.wpart[s * W + w];
          double m;
          for (size_t c = 1; c < p->chunks; c++)
            ga_wf_merge (&a, J.wpart[(c * outs + s) * W + w]);
          m2 += a.m2;
          if (p->elem == GA_DOUBLE)
            {
              m = ((const double *) x)[first + w] + a.mean;
              if (mean)
                ((double *) mean)[s * W + w] = m;
            }
          else
            {
              m = (double) ((const float *) x)[first + w] + a.mean;
              if (mean)
                ((float *) mean)[s * W + w] = (float) m;
            }
          ms[w] = m;
          ns[w] = a.n;
        }
      for (size_t w = 0; w < W; w++)
        m2 = ga_wf_octave_m2 (m2, ms[w], ns[w], p->elem == GA_DOUBLE ? DBL_MAX : FLT_MAX);
      if (p->elem == GA_DOUBLE)
        ((double *) var)[s] = p->root ? sqrt (m2 / den) : m2 / den;
      else
        {
          const float v = (float) (m2 / den);
          ((float *) var)[s] = p->root ? sqrtf (v) : v;
        }
    }
  free (J.wpart);
  return 0;
}

static const ga_devsq_backend cpu_engine = { "cpu", cpu_run, cpu_moments };

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
