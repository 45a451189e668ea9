/* filter_cpu.c: the CPU engine of filter (fft.h's ga_filter_backend run):
 * the chunked plan of filter_chunks.h on the threads of cpu_pool.c, the
 * three passes one after the other, each pass's work items shared out as
 * tasks.  The recurrence of one chunk is Octave's (libinterp/corefcn/
 * filter.cc): the transposed direct form II, a[0] == 1; the carry is in
 * double (double complex), whatever the data's class.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <complex.h>
#include <stdlib.h>
#include <string.h>
#include "filter_chunks.h"
#include "reduce_cpu.h"

#define INLINE_ELEMS 65536      /* below this a filter runs on one thread */
#define MAX_TASKS 256

typedef struct {
  const ga_filter_plan *p;
  ga_filter_chunks c;
  const void *b, *a, *zi, *x;
  void *y, *zf, *slot;
  int pass;                     /* 1, 2 or 3 (filter_chunks.h)           */
  size_t items, per_task;
} job;

/* Work item (col, ch) of pass 1 or 3: the recurrence over the chunk's
 * samples from its initial state; ST is the carry slots' type. */
#define CHUNK_FN(NAME, T, ST)                                                \
  static void                                                                \
  NAME (const job *J, size_t col, size_t ch)                                 \
  {                                                                          \
    const ga_filter_plan *p = J->p;                                          \
    const size_t ns = J->c.ns, pre = p->pre;                                 \
    const T *B = (const T *) J->b, *A = (const T *) J->a;                    \
    const size_t base = col % pre + pre * p->n * (col / pre);                \
    const size_t c0 = ch * J->c.len;                                         \
    const size_t k1 = c0 + J->c.len < p->n ? c0 + J->c.len : p->n;           \
    /* a FIR state is its last ns inputs' (the same sums either way) */     \
    const size_t k0 = J->pass == 1 && p->fir && k1 - c0 > ns ? k1 - ns : c0;  \
    const T *X = (const T *) J->x + base;                                    \
    T *Y = (T *) J->y + base;                                                \
    T *zf = (T *) J->zf + col * ns;                                          \
    ST *slot = (ST *) J->slot;                                               \
    T buf[GA_FILTER_CHUNK_MAXNS];                                            \
    /* one chunk: the state lives in ZF, as Octave's (any ns) */            \
    T *si = J->c.nchunk == 1 ? zf : buf;                                     \
    if (ch == 0 && J->zi)                                                    \
      memcpy (si, (const T *) J->zi + col * ns, ns * sizeof (T));            \
    else if (ch > 0 && J->pass == 3)                                         \
      for (size_t l = 0; l < ns; l++)                                        \
        si[l] = (T) slot[(col + J->c.ncol * (ch - 1)) * ns + l];             \
    else                                                                     \
      for (size_t l = 0; l < ns; l++)                                        \
        si[l] = 0;                                                           \
    for (size_t k = k0; k < k1; k++)                                         \
      {                                                                      \
        const T xk = X[k * pre];                                             \
        const T yk = (ns ? si[0] : 0) + B[0] * xk;                           \
        if (J->pass == 3)                                                    \
          Y[k * pre] = yk;                                                   \
        if (! ns)                                                            \
          continue;                                                          \
        if (p->fir)                                                          \
          {                                                                  \
            for (size_t l = 0; l + 1 < ns; l++)                              \
              si[l] = si[l + 1] + B[l + 1] * xk;                             \
            si[ns - 1] = B[ns] * xk;                                         \
          }                                                                  \
        else                                                                 \
          {                                                                  \
            for (size_t l = 0; l + 1 < ns; l++)                              \
              si[l] = si[l + 1] - A[l + 1] * yk + B[l + 1] * xk;             \
            si[ns - 1] = B[ns] * xk - A[ns] * yk;                            \
          }                                                                  \
      }                                                                      \
    if (J->pass == 1)                                                        \
      for (size_t l = 0; l < ns; l++)                                        \
        slot[(col + J->c.ncol * ch) * ns + l] = si[l];                       \
    else if (si != zf && ch + 1 == J->c.nchunk)                              \
      memcpy (zf, si, ns * sizeof (T));                                      \
  }

CHUNK_FN (chunk_d, double, double)
CHUNK_FN (chunk_f, float, double)
CHUNK_FN (chunk_cd, double complex, double complex)
CHUNK_FN (chunk_cf, float complex, double complex)

/* Pass 2 for one column: S_1 = f_0, S_{c+1} = M^len S_c + f_c, in place
 * (slot c holds f_c, then S_{c+1}). */
#define CARRY_FN(NAME, ST)                                                   \
  static void                                                                \
  NAME (const job *J, size_t col)                                            \
  {                                                                          \
    const size_t ns = J->c.ns, ncol = J->c.ncol;                             \
    const ST *ml = (const ST *) J->c.ml;                                     \
    ST *slot = (ST *) J->slot;                                               \
    for (size_t ch = 1; ch + 1 < J->c.nchunk; ch++)                          \
      {                                                                      \
        const ST *s = slot + (col + ncol * (ch - 1)) * ns;                   \
        ST *f = slot + (col + ncol * ch) * ns;                               \
        ST v[GA_FILTER_CHUNK_MAXNS];                                         \
        for (size_t r = 0; r < ns; r++)                                      \
          {                                                                  \
            ST acc = f[r];                                                   \
            for (size_t k = 0; k < ns; k++)                                  \
              acc += ml[r + ns * k] * s[k];                                  \
            v[r] = acc;                                                      \
          }                                                                  \
        memcpy (f, v, ns * sizeof (ST));                                     \
      }                                                                      \
  }

CARRY_FN (carry_d, double)
CARRY_FN (carry_cd, double complex)

static void
task (void *arg, size_t t)
{
  const job *J = (const job *) arg;
  const ga_filter_plan *p = J->p;
  const size_t w1 = (t + 1) * J->per_task;
  for (size_t w = t * J->per_task; w < w1 && w < J->items; w++)
    {
      const size_t col = w % J->c.ncol, ch = w / J->c.ncol;
      if (J->pass == 2 && ! J->c.ml_zero)
        (p->cplx ? carry_cd : carry_d) (J, col);
      else if (J->pass == 2)
        ;                       /* M^len is zero: S_{c+1} = f_c as it is */
      else if (p->single && p->cplx)
        chunk_cf (J, col, ch);
      else if (p->single)
        chunk_f (J, col, ch);
      else if (p->cplx)
        chunk_cd (J, col, ch);
      else
        chunk_d (J, col, ch);
    }
}

static void
run_pass (job *J, int pass, size_t items, int threads)
{
  size_t ntasks = items < MAX_TASKS ? items : MAX_TASKS;
  if (items == 0)
    return;
  J->pass = pass;
  J->items = items;
  J->per_task = (items + ntasks - 1) / ntasks;
  ntasks = (items + J->per_task - 1) / J->per_task;
  ga_pool_run_tasks (threads, ntasks, task, J);
}

int
ga_filter_cpu_run (const ga_filter_plan *p, const void *b, const void *a,
                   const void *zi, const void *x, void *y, void *zf,
                   ga_error *err)
{
  job J;
  size_t bytes;
  int threads;
  memset (&J, 0, sizeof J);
  if (ga_filter_chunks_make (p, a, &J.c, err) != 0)
    return -1;
  if (J.c.ncol == 0)
    return 0;
  J.p = p;
  J.b = b;
  J.a = a;
  J.zi = zi;
  J.x = x;
  J.y = y;
  J.zf = zf;
  threads = p->n * J.c.ncol >= INLINE_ELEMS ? ga_cpu_threads () : 1;
  if ((bytes = ga_filter_carry_bytes (p, &J.c)) > 0
      && ! (J.slot = malloc (bytes)))
    {
      ga_filter_chunks_free (&J.c);
      ga_set_error (err, "gpuaxis:out-of-memory", "out of memory");
      return -1;
    }
  if (J.c.nchunk > 1 && J.c.ns > 0)
    {
      run_pass (&J, 1, J.c.ncol * (J.c.nchunk - 1), threads);
      run_pass (&J, 2, J.c.ncol, threads);
    }
  run_pass (&J, 3, J.c.ncol * J.c.nchunk, threads);
  free (J.slot);
  ga_filter_chunks_free (&J.c);
  return 0;
}
