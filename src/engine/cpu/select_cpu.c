/* select_cpu.c: the selection engine (select.h) on host memory.
 *
 * find and nnz: the array cut into contiguous chunks, counted on the
 * pool's threads (cpu_pool.c), the chunks' counts summed in order, then
 * each chunk writes the positions of its nonzeros whose ranks fall in the
 * range asked for: two passes over the data, both shared among threads
 * (a large mask is memory-bound; one thread leaves half the bandwidth).
 *
 * histc: each element's bin by binary search over the edges
 * (select_ops.h); the threads take disjoint outputs (columns of counts:
 * a slice of `pre` rows of one `post` position each), or for a vector,
 * chunks with counts of their own, added in order afterwards (counts are
 * integers: exact in any order).
 *
 * accumarray: one pass in index order on the caller's thread, which is
 * Octave's own order (its idx_add loops the same way), so sums round as
 * Octave's do and ties of max/min keep the same element.  Threads owning
 * ranges of outputs would each read every subscript: no gain on a
 * memory-bound scatter.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdlib.h>
#include <string.h>
#include "select.h"
#include "select_ops.h"
#include "reduce_cpu.h"
#include "host_mem.h"

#define SEL_GRAIN ((size_t) 1 << 16)   /* elements per chunk, at least */
#define SEL_MAXCHUNKS 256

static size_t
chunks_for (size_t n)
{
  size_t c = n / SEL_GRAIN;
  const size_t t = (size_t) ga_cpu_threads () * 4;
  if (c > t)
    c = t;
  if (c > SEL_MAXCHUNKS)
    c = SEL_MAXCHUNKS;
  return c ? c : 1;
}

/* ---------------------------------------------------------- find */

typedef struct {
  ga_elem e;
  int cplx;
  const void *x;
  size_t n, nchunks;
  size_t counts[SEL_MAXCHUNKS];     /* per chunk; then its first rank */
  ga_find_range r;
  double *out;
} find_job;

static void
chunk_bounds (size_t n, size_t nchunks, size_t t, size_t *a, size_t *b)
{
  *a = n / nchunks * t + (t < n % nchunks ? t : n % nchunks);
  *b = *a + n / nchunks + (t < n % nchunks);
}

static void
count_task (void *arg, size_t t)
{
  find_job *j = (find_job *) arg;
  size_t a, b, c = 0;
  chunk_bounds (j->n, j->nchunks, t, &a, &b);
  if (ga_elem_size (j->e) == 1)          /* masks: the common case, a loop */
    for (size_t i = a; i < b; i++)       /* the compiler vectorises */
      c += ((const uint8_t *) j->x)[i] != 0;
  else
    for (size_t i = a; i < b; i++)
      c += (size_t) ga_sel_nonzero (j->e, j->cplx, j->x, i);
  j->counts[t] = c;
}

static void
write_task (void *arg, size_t t)
{
  find_job *j = (find_job *) arg;
  size_t a, b, rank = j->counts[t];
  const size_t lo = j->r.skip, hi = j->r.skip + j->r.take;
  chunk_bounds (j->n, j->nchunks, t, &a, &b);
  for (size_t i = a; i < b && rank < hi; i++)
    if (ga_sel_nonzero (j->e, j->cplx, j->x, i))
      {
        if (rank >= lo)
          j->out[rank - lo] = (double) (i + 1);
        rank++;
      }
}

static void
count_chunks (find_job *j)
{
  j->nchunks = chunks_for (j->n);
  ga_pool_run_tasks (ga_cpu_threads (), j->nchunks, count_task, j);
}

static int
h_count (ga_elem e, int cplx, const void *x, size_t n, size_t *count,
         ga_error *err)
{
  find_job j;
  size_t c = 0;
  (void) err;
  j.e = e, j.cplx = cplx, j.x = x, j.n = n;
  count_chunks (&j);
  for (size_t t = 0; t < j.nchunks; t++)
    c += j.counts[t];
  *count = c;
  return 0;
}

static int
h_positions (ga_elem e, int cplx, const void *x, size_t n, size_t count,
             ga_find_range r, double *out, ga_error *err)
{
  find_job j;
  size_t first = 0;
  (void) err, (void) count;
  if (r.take == 0)
    return 0;
  j.e = e, j.cplx = cplx, j.x = x, j.n = n, j.r = r, j.out = out;
  count_chunks (&j);
  for (size_t t = 0; t < j.nchunks; t++)   /* counts -> first ranks */
    {
      const size_t c = j.counts[t];
      j.counts[t] = first;
      first += c;
    }
  ga_pool_run_tasks (ga_cpu_threads (), j.nchunks, write_task, &j);
  return 0;
}

/* ---------------------------------------------------------- histc */

typedef struct {
  const ga_histc_plan *p;
  const void *x, *edges;
  double *counts, *idx;
  size_t rows;             /* rows of pre per task (column tasks)   */
  size_t nchunks;          /* vector tasks: chunks of n             */
  double *priv;            /* vector tasks: nedges counts per chunk */
} histc_job;

static size_t
bin_of (const histc_job *j, size_t lin)
{
  const ga_histc_plan *p = j->p;
  if (p->fsingle)
    return ga_sel_bin_f ((float) ga_sel_load_d (p->elem, j->x, lin),
                         (const float *) j->edges, p->nedges);
  return ga_sel_bin_d (ga_sel_load_d (p->elem, j->x, lin),
                       (const double *) j->edges, p->nedges);
}

/* Task t: rows [a, b) of pre at post position q, all of n. */
static void
histc_column_task (void *arg, size_t t)
{
  histc_job *j = (histc_job *) arg;
  const ga_histc_plan *p = j->p;
  const size_t per = (p->pre + j->rows - 1) / j->rows;
  const size_t q = t / per, a = (t % per) * j->rows;
  const size_t b = a + j->rows < p->pre ? a + j->rows : p->pre;
  double *c = j->counts + q * p->pre * p->nedges;
  for (size_t k = 0; k < p->n; k++)
    for (size_t i = a; i < b; i++)
      {
        const size_t lin = i + p->pre * (k + p->n * q);
        const size_t bin = bin_of (j, lin);
        if (bin)
          c[i + p->pre * (bin - 1)] += 1;
        if (j->idx)
          j->idx[lin] = (double) bin;
      }
}

static void
histc_vector_task (void *arg, size_t t)
{
  histc_job *j = (histc_job *) arg;
  size_t a, b;
  double *c = j->priv + t * j->p->nedges;
  chunk_bounds (j->p->n, j->nchunks, t, &a, &b);
  for (size_t lin = a; lin < b; lin++)
    {
      const size_t bin = bin_of (j, lin);
      if (bin)
        c[bin - 1] += 1;
      if (j->idx)
        j->idx[lin] = (double) bin;
    }
}

static int
h_histc (const ga_histc_plan *p, const void *x, const void *edges,
         double *counts, double *idx, ga_error *err)
{
  histc_job j;
  const size_t nc = p->pre * p->nedges * p->post;
  const int threads = ga_cpu_threads ();
  memset (&j, 0, sizeof j);
  j.p = p, j.x = x, j.edges = edges, j.counts = counts, j.idx = idx;
  for (size_t i = 0; i < nc; i++)
    counts[i] = 0;
  if (p->pre * p->n * p->post == 0)
    return 0;
  if (p->pre == 1 && p->post == 1)
    {
      j.nchunks = chunks_for (p->n);
      if (j.nchunks > 1)
        {
          if (ga_host_alloc (j.nchunks * p->nedges * sizeof (double),
                             (void **) &j.priv, err) != 0)
            return -1;
          memset (j.priv, 0, j.nchunks * p->nedges * sizeof (double));
          ga_pool_run_tasks (threads, j.nchunks, histc_vector_task, &j);
          for (size_t t = 0; t < j.nchunks; t++)
            for (size_t b = 0; b < p->nedges; b++)
              counts[b] += j.priv[t * p->nedges + b];
          ga_host_release (j.priv);
          return 0;
        }
    }
  {
    /* rows per task: all of pre when there are post positions enough */
    const size_t per_col = p->pre * p->n;
    size_t tasks_per_col = 1;
    if (p->post < (size_t) threads * 2 && per_col >= 2 * SEL_GRAIN)
      tasks_per_col = (size_t) threads * 2;
    if (tasks_per_col > p->pre)
      tasks_per_col = p->pre;
    j.rows = (p->pre + tasks_per_col - 1) / tasks_per_col;
    ga_pool_run_tasks (threads, p->post * ((p->pre + j.rows - 1) / j.rows),
                       histc_column_task, &j);
  }
  return 0;
}

/* ---------------------------------------------------------- accumarray */

#define ACC_REAL(T, STEP)                                               \
  {                                                                     \
    T *o = (T *) out;                                                   \
    const T *v = (const T *) vals;                                      \
    for (size_t i = 0; i < p->m; i++)                                   \
      {                                                                 \
        const int64_t s = subs[i];                                      \
        const T x = v[p->nvals == 1 ? 0 : i];                           \
        if (! seen[s])                                                  \
          o[s] = init_##T, seen[s] = 1;                                 \
        o[s] = STEP;                                                    \
      }                                                                 \
  }

static int
h_accum (const ga_accum_plan *p, const int64_t *subs, const void *vals,
         void *out, ga_error *err)
{
  uint8_t *seen;
  const size_t w = p->cplx ? 2 : 1;
  if (ga_host_alloc (p->nout, (void **) &seen, err) != 0)
    return -1;
  memset (seen, 0, p->nout);
  for (size_t k = 0; k < p->nout; k++)
    for (size_t c = 0; c < w; c++)
      ga_put_d (p->elem, out, k * w + c, c ? 0 : p->fill);
  if (p->op == GA_ACC_SUM && p->elem == GA_DOUBLE)
    {
      double *o = (double *) out;
      const double *v = (const double *) vals;
      for (size_t i = 0; i < p->m; i++)
        {
          const size_t s = (size_t) subs[i], k = p->nvals == 1 ? 0 : i;
          if (! seen[s])
            for (size_t c = 0; c < w; c++)
              o[s * w + c] = c ? 0 : p->init;
          seen[s] = 1;
          for (size_t c = 0; c < w; c++)
            o[s * w + c] += v[k * w + c];
        }
    }
  else if (p->op == GA_ACC_SUM && p->elem == GA_SINGLE)
    {
      float *o = (float *) out;
      const float *v = (const float *) vals;
      for (size_t i = 0; i < p->m; i++)
        {
          const size_t s = (size_t) subs[i], k = p->nvals == 1 ? 0 : i;
          if (! seen[s])
            for (size_t c = 0; c < w; c++)
              o[s * w + c] = c ? 0 : (float) p->init;
          seen[s] = 1;
          for (size_t c = 0; c < w; c++)
            o[s * w + c] += v[k * w + c];
        }
    }
  else if (p->op != GA_ACC_SUM && ! p->cplx)
    {
      /* the starting value in the class (integers: saturated) */
      double init_double;
      float init_float;
      int8_t init_int8_t; uint8_t init_uint8_t; int16_t init_int16_t;
      uint16_t init_uint16_t; int32_t init_int32_t; uint32_t init_uint32_t;
      int64_t init_int64_t; uint64_t init_uint64_t;
      const int mx = p->op == GA_ACC_MAX;
      ga_put_d (GA_DOUBLE, &init_double, 0, p->init);
      ga_put_d (GA_SINGLE, &init_float, 0, p->init);
      ga_put_d (GA_INT8, &init_int8_t, 0, p->init);
      ga_put_d (GA_UINT8, &init_uint8_t, 0, p->init);
      ga_put_d (GA_INT16, &init_int16_t, 0, p->init);
      ga_put_d (GA_UINT16, &init_uint16_t, 0, p->init);
      ga_put_d (GA_INT32, &init_int32_t, 0, p->init);
      ga_put_d (GA_UINT32, &init_uint32_t, 0, p->init);
      ga_put_d (GA_INT64, &init_int64_t, 0, p->init);
      ga_put_d (GA_UINT64, &init_uint64_t, 0, p->init);
      switch (p->elem)
        {
        case GA_DOUBLE:
          if (mx) ACC_REAL (double, ga_sel_max_d (o[s], x))
          else ACC_REAL (double, ga_sel_min_d (o[s], x))
          break;
        case GA_SINGLE:
          if (mx) ACC_REAL (float, ga_sel_max_f (o[s], x))
          else ACC_REAL (float, ga_sel_min_f (o[s], x))
          break;
#define ACC_INT(E, T)                                                   \
        case E:                                                         \
          if (mx) ACC_REAL (T, o[s] >= x ? o[s] : x)                    \
          else ACC_REAL (T, o[s] <= x ? o[s] : x)                       \
          break;
        ACC_INT (GA_INT8, int8_t) ACC_INT (GA_UINT8, uint8_t)
        ACC_INT (GA_INT16, int16_t) ACC_INT (GA_UINT16, uint16_t)
        ACC_INT (GA_INT32, int32_t) ACC_INT (GA_UINT32, uint32_t)
        ACC_INT (GA_INT64, int64_t) ACC_INT (GA_UINT64, uint64_t)
#undef ACC_INT
        default:
          ga_host_release (seen);
          ga_set_error (err, "gpuaxis:internal", "accumarray of a %s",
                        ga_elem_name (p->elem));
          return -1;
        }
    }
  else
    {
      ga_host_release (seen);
      ga_set_error (err, "gpuaxis:internal", "accumarray: no such reduction");
      return -1;
    }
  ga_host_release (seen);
  return 0;
}

static const ga_sel_backend cpu = {
  ga_host_alloc, ga_host_release, ga_host_copy, h_count, h_positions,
  h_histc, h_accum};

const ga_sel_backend *
ga_sel_cpu (void)
{
  return &cpu;
}

__attribute__ ((weak)) const ga_sel_backend *
ga_sel_cuda (void)
{
  return NULL;
}
