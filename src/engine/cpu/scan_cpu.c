/* scan_cpu.c: the CPU engine of the scans (scan.h).
 *
 * Every slice is scanned left to right, one step of scan_ops.h per
 * element, as Octave's own loops (liboctave's mx_inline_cumsum,
 * _cumprod, _cummax, _cummin) do: so the results are Octave's bit for
 * bit, floats included.  The work is shared on the threads of
 * cpu_pool.c by independent pieces: a task is one slab of the [pre, n,
 * post] axis (its pre slices side by side) or, when pre is large, a
 * block of up to CHUNK of its slices; inside a task the loop runs along
 * n outermost and across the slices innermost, so the strided layout
 * reads and writes whole rows (and vectorises) while each slice still
 * goes in index order.
 *
 * The plan's layouts (scan.h): SERIAL, TILES and STRIPS run as above (a
 * TILES or STRIPS slice left to right is one of the orders the bound
 * allows, Octave's own).  LONG and CHUNKS, few long slices, are where one task a slice would leave
 * threads idle: each slice is cut into runs of whole tiles, one task a
 * run, in three steps: each run's total (left to right), the carries
 * (the totals before each run, summed in order on one thread), and each
 * run scanned again from its carry.  Two reads and a write, split over
 * the threads; its sums are within scan.h's bound of Octave's, the
 * first run's equal to them.  With one thread (small inputs), or as
 * many slices as threads, they run as SERIAL.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdint.h>
#include <stdlib.h>
#include "scan.h"
#include "scan_ops.h"
#include "reduce_cpu.h"

#define CHUNK 2048              /* slices of a strided slab in one task   */
#define INLINE_ELEMS 65536      /* below this a scan runs on one thread   */

typedef void (*slab_fn) (const ga_scan_plan *p, const void *in, void *out,
                         double *idx, size_t j, size_t i0, size_t i1);

/* Lines [i0, i1) of slab j: out[., k] from out[., k - 1] and in[., k],
 * STEP (R, Q, V) writing R from the running Q and the element V.  A
 * contiguous slice (pre == 1) keeps its running value in a register. */
#define SCAN_SLAB(NAME, T, STEP)                                            \
  static void                                                               \
  NAME (const ga_scan_plan *p, const void *vin, void *vout, double *idx,   \
        size_t j, size_t i0, size_t i1)                                     \
  {                                                                         \
    const size_t pre = p->axis.pre, n = p->axis.n;                          \
    const T *in = (const T *) vin + j * pre * n;                            \
    T *out = (T *) vout + j * pre * n;                                      \
    const int64_t lo = ga_elem_lo (p->elem);                                \
    const uint64_t hi = ga_elem_hi (p->elem);                               \
    (void) idx; (void) lo; (void) hi;                                       \
    if (pre == 1)                                                           \
      {                                                                     \
        T run = in[0];                                                      \
        out[0] = run;                                                       \
        for (size_t k = 1; k < n; k++)                                      \
          {                                                                 \
            T nx;                                                           \
            STEP (nx, run, in[k]);                                          \
            out[k] = run = nx;                                              \
          }                                                                 \
        return;                                                             \
      }                                                                     \
    for (size_t i = i0; i < i1; i++)                                        \
      out[i] = in[i];                                                       \
    for (size_t k = 1; k < n; k++)                                          \
      {                                                                     \
        const T *v = in + k * pre;                                          \
        T *r = out + k * pre;                                               \
        const T *q = r - pre;                                               \
        for (size_t i = i0; i < i1; i++)                                    \
          STEP (r[i], q[i], v[i]);                                          \
      }                                                                     \
  }

#define ADD(R, Q, V) ((R) = (Q) + (V))
#define MUL(R, Q, V) ((R) = (Q) * (V))
#define CADD(R, Q, V) ((R).re = (Q).re + (V).re, (R).im = (Q).im + (V).im)
#define CMUL(R, Q, V) ga_c99_mul ((Q).re, (Q).im, (V).re, (V).im, &(R).re, &(R).im)
#define CMULF(R, Q, V) ga_c99_mulf ((Q).re, (Q).im, (V).re, (V).im, &(R).re, &(R).im)
#define SADD(R, Q, V) ((R) = ga_scan_sadd ((Q), (V), lo, (int64_t) hi))
#define UADD(R, Q, V) ((R) = ga_scan_uadd ((Q), (V), hi))

SCAN_SLAB (sum_d, double, ADD)
SCAN_SLAB (sum_f, float, ADD)
SCAN_SLAB (sum_cd, ga_cdouble, CADD)
SCAN_SLAB (sum_cf, ga_csingle, CADD)
SCAN_SLAB (sum_i8, int8_t, SADD)
SCAN_SLAB (sum_i16, int16_t, SADD)
SCAN_SLAB (sum_i32, int32_t, SADD)
SCAN_SLAB (sum_i64, int64_t, SADD)
SCAN_SLAB (sum_u8, uint8_t, UADD)
SCAN_SLAB (sum_u16, uint16_t, UADD)
SCAN_SLAB (sum_u32, uint32_t, UADD)
SCAN_SLAB (sum_u64, uint64_t, UADD)
SCAN_SLAB (prod_d, double, MUL)
SCAN_SLAB (prod_f, float, MUL)
SCAN_SLAB (prod_cd, ga_cdouble, CMUL)
SCAN_SLAB (prod_cf, ga_csingle, CMULF)

/* cummax / cummin (MAX 1 / 0): TAKE (a, b) says whether the element a
 * replaces the running b; the index (1-based) goes along when wanted.  A
 * contiguous slice keeps its running value and index in registers. */
#define SCAN_MM(NAME, T, MAX, TAKE)                                         \
  static void                                                               \
  NAME (const ga_scan_plan *p, const void *vin, void *vout, double *idx,   \
        size_t j, size_t i0, size_t i1)                                     \
  {                                                                         \
    const size_t pre = p->axis.pre, n = p->axis.n;                          \
    const T *in = (const T *) vin + j * pre * n;                            \
    T *out = (T *) vout + j * pre * n;                                      \
    double *ix = idx ? idx + j * pre * n : NULL;                            \
    if (pre == 1)                                                           \
      {                                                                     \
        T run = in[0];                                                      \
        double ri = 1;                                                      \
        out[0] = run;                                                       \
        if (ix)                                                             \
          ix[0] = 1;                                                        \
        for (size_t k = 1; k < n; k++)                                      \
          {                                                                 \
            if (TAKE (in[k], run, MAX))                                     \
              {                                                             \
                run = in[k];                                                \
                ri = (double) (k + 1);                                      \
              }                                                             \
            out[k] = run;                                                   \
            if (ix)                                                         \
              ix[k] = ri;                                                   \
          }                                                                 \
        return;                                                             \
      }                                                                     \
    for (size_t i = i0; i < i1; i++)                                        \
      {                                                                     \
        out[i] = in[i];                                                     \
        if (ix)                                                             \
          ix[i] = 1;                                                        \
      }                                                                     \
    for (size_t k = 1; k < n; k++)                                          \
      {                                                                     \
        const T *v = in + k * pre;                                          \
        T *r = out + k * pre;                                               \
        const T *q = r - pre;                                               \
        for (size_t i = i0; i < i1; i++)                                    \
          {                                                                 \
            const int t = TAKE (v[i], q[i], MAX);                           \
            r[i] = t ? v[i] : q[i];                                         \
            if (ix)                                                         \
              ix[k * pre + i] = t ? (double) (k + 1) : ix[(k - 1) * pre + i]; \
          }                                                                 \
      }                                                                     \
  }

#define TAKE_INT(a, b, max) ((max) ? (a) > (b) : (a) < (b))
#define TAKE_CD(a, b, max) ga_scan_take_cd ((a).re, (a).im, (b).re, (b).im, max)
#define TAKE_CF(a, b, max) ga_scan_take_cf ((a).re, (a).im, (b).re, (b).im, max)
#define MM_PAIR(T, SUF, TAKE)                                               \
  SCAN_MM (max_##SUF, T, 1, TAKE)                                           \
  SCAN_MM (min_##SUF, T, 0, TAKE)
MM_PAIR (double, d, ga_scan_take_d)
MM_PAIR (float, f, ga_scan_take_f)
MM_PAIR (ga_cdouble, cd, TAKE_CD)
MM_PAIR (ga_csingle, cf, TAKE_CF)
MM_PAIR (int8_t, i8, TAKE_INT)
MM_PAIR (uint8_t, u8, TAKE_INT)
MM_PAIR (int16_t, i16, TAKE_INT)
MM_PAIR (uint16_t, u16, TAKE_INT)
MM_PAIR (int32_t, i32, TAKE_INT)
MM_PAIR (uint32_t, u32, TAKE_INT)
MM_PAIR (int64_t, i64, TAKE_INT)
MM_PAIR (uint64_t, u64, TAKE_INT)

static slab_fn
pick (const ga_scan_plan *p)
{
  const int c = p->cplx;
#define BY_CLASS(PFX)                                                       \
  switch (p->elem)                                                          \
    {                                                                       \
    case GA_DOUBLE: return c ? PFX##_cd : PFX##_d;                          \
    case GA_SINGLE: return c ? PFX##_cf : PFX##_f;                          \
    case GA_INT8: return PFX##_i8;                                          \
    case GA_UINT8: case GA_LOGICAL: return PFX##_u8;                        \
    case GA_INT16: return PFX##_i16;                                        \
    case GA_UINT16: return PFX##_u16;                                       \
    case GA_INT32: return PFX##_i32;                                        \
    case GA_UINT32: return PFX##_u32;                                       \
    case GA_INT64: return PFX##_i64;                                        \
    case GA_UINT64: return PFX##_u64;                                       \
    default: return NULL;                                                   \
    }
  switch (p->op)
    {
    case GA_SCAN_SUM:
      switch (p->elem)
        {
        case GA_DOUBLE: return c ? sum_cd : sum_d;
        case GA_SINGLE: return c ? sum_cf : sum_f;
        case GA_INT8: return sum_i8;
        case GA_UINT8: return sum_u8;
        case GA_INT16: return sum_i16;
        case GA_UINT16: return sum_u16;
        case GA_INT32: return sum_i32;
        case GA_UINT32: return sum_u32;
        case GA_INT64: return sum_i64;
        case GA_UINT64: return sum_u64;
        default: return NULL;
        }
    case GA_SCAN_PROD:
      if (p->elem == GA_DOUBLE)
        return c ? prod_cd : prod_d;
      if (p->elem == GA_SINGLE)
        return c ? prod_cf : prod_f;
      return NULL;
    case GA_SCAN_MAX:
      BY_CLASS (max)
    case GA_SCAN_MIN:
      BY_CLASS (min)
    default:
      return NULL;
    }
#undef BY_CLASS
}

typedef struct {
  const ga_scan_plan *p;
  const void *in;
  void *out;
  double *idx;
  slab_fn fn;
  size_t chunk, nchunk;        /* slices a task, tasks a slab */
} scan_job;

static void
scan_task (void *arg, size_t t)
{
  const scan_job *J = (const scan_job *) arg;
  const size_t j = t / J->nchunk, i0 = (t % J->nchunk) * J->chunk;
  const size_t i1 = i0 + J->chunk < J->p->axis.pre ? i0 + J->chunk : J->p->axis.pre;
  J->fn (J->p, J->in, J->out, J->idx, j, i0, i1);
}

/* ------------------------------------------------------------- LONG */

typedef struct {
  const ga_scan_plan *p;
  const void *in;
  void *out;
  size_t runs, run_len;   /* runs a slice, elements a run (whole tiles) */
  double *tot;            /* per task: re, im (in the class's own type) */
  int rescan;             /* 0: totals, 1: scan from the carries        */
} long_job;

/* Run [k0, k1) of slice j: its total (from its first element on, left to
 * right) or its scan, from the carry c when it is not the slice's first.
 * T the real type, C 1 for complex (parts interleaved, each alone). */
#define LONG_RUN(NAME, T)                                                   \
  static void                                                               \
  NAME (const long_job *L, size_t t, size_t j, size_t r, size_t k0,        \
        size_t k1, int C)                                                   \
  {                                                                         \
    const size_t w = C ? 2 : 1, n = L->p->axis.n;                           \
    const T *in = (const T *) L->in + j * n * w;                            \
    T *out = (T *) L->out + j * n * w;                                      \
    for (size_t part = 0; part < w; part++)                                 \
      {                                                                     \
        T run = in[k0 * w + part];                                          \
        if (! L->rescan)                                                    \
          {                                                                 \
            for (size_t k = k0 + 1; k < k1; k++)                            \
              run = run + in[k * w + part];                                 \
            L->tot[2 * t + part] = run;                                     \
            continue;                                                       \
          }                                                                 \
        if (r > 0)                                                          \
          run = (T) L->tot[2 * t + part] + run;                             \
        out[k0 * w + part] = run;                                           \
        for (size_t k = k0 + 1; k < k1; k++)                                \
          out[k * w + part] = run = run + in[k * w + part];                 \
      }                                                                     \
  }
LONG_RUN (long_run_d, double)
LONG_RUN (long_run_f, float)

static void
long_task (void *arg, size_t t)
{
  const long_job *L = (const long_job *) arg;
  const size_t j = t / L->runs, r = t % L->runs, n = L->p->axis.n;
  const size_t k0 = r * L->run_len;
  const size_t k1 = k0 + L->run_len < n ? k0 + L->run_len : n;
  if (k0 >= n)
    return;
  if (L->p->elem == GA_DOUBLE)
    long_run_d (L, t, j, r, k0, k1, L->p->cplx);
  else
    long_run_f (L, t, j, r, k0, k1, L->p->cplx);
}

/* The carries: each run's total replaced by the sum of the totals
 * before it in its slice (in order, in the class's own type). */
#define LONG_CARRY(NAME, T)                                                 \
  static void                                                               \
  NAME (long_job *L)                                                        \
  {                                                                         \
    const size_t n = L->p->axis.n;                                          \
    for (size_t j = 0; j < L->p->axis.post; j++)                            \
      for (size_t part = 0; part < 2; part++)                               \
        {                                                                   \
          double *tot = L->tot + 2 * j * L->runs + part;                    \
          T c = (T) tot[0];                                                 \
          for (size_t r = 1; r < L->runs && r * L->run_len < n; r++)        \
            {                                                               \
              const T here = (T) tot[2 * r];                                \
              tot[2 * r] = c;                                               \
              c = c + here;                                                 \
            }                                                               \
        }                                                                   \
  }
LONG_CARRY (long_carry_d, double)
LONG_CARRY (long_carry_f, float)

/* LONG on threads (> 1): 0, or -1 with err. */
static int
long_scan (const ga_scan_plan *p, const void *in, void *out, int threads,
           ga_error *err)
{
  long_job L;
  const size_t post = p->axis.post, n = p->axis.n;
  size_t runs = ((size_t) threads + post - 1) / post, tiles;
  L.p = p;
  L.in = in;
  L.out = out;
  tiles = (n + p->tile - 1) / p->tile;
  if (runs > tiles)
    runs = tiles;
  L.run_len = ((tiles + runs - 1) / runs) * p->tile;
  L.runs = runs;
  if ((L.tot = (double *) calloc (2 * post * runs, sizeof (double))) == NULL)
    {
      ga_set_error (err, "gpuaxis:out-of-memory", "out of memory");
      return -1;
    }
  L.rescan = 0;
  ga_pool_run_tasks (threads, post * runs, long_task, &L);
  if (p->elem == GA_DOUBLE)
    long_carry_d (&L);
  else
    long_carry_f (&L);
  L.rescan = 1;
  ga_pool_run_tasks (threads, post * runs, long_task, &L);
  free (L.tot);
  return 0;
}

static int
cpu_run (const ga_scan_plan *p, const void *in, void *out, double *idx,
         ga_error *err)
{
  scan_job J;
  const size_t numel = ga_scan_numel (p);
  int threads;
  if (numel == 0)
    return 0;
  J.p = p;
  J.in = in;
  J.out = out;
  J.idx = p->want_index ? idx : NULL;
  if ((J.fn = pick (p)) == NULL)
    {
      ga_set_error (err, "gpuaxis:internal", "scan: no CPU loop for %s of %s",
                    ga_scan_op_name (p->op), ga_elem_name (p->elem));
      return -1;
    }
  J.chunk = p->axis.pre < CHUNK ? p->axis.pre : CHUNK;
  J.nchunk = (p->axis.pre + J.chunk - 1) / J.chunk;
  threads = numel < INLINE_ELEMS ? 1 : ga_cpu_threads ();
  if ((p->layout == GA_SCAN_LONG || p->layout == GA_SCAN_CHUNKS) && threads > 1
      && p->axis.post < (size_t) threads)
    return long_scan (p, in, out, threads, err);
  ga_pool_run_tasks (threads, p->axis.post * J.nchunk, scan_task, &J);
  return 0;
}

static const ga_scan_backend cpu_engine = { "cpu", cpu_run };

const ga_scan_backend *
ga_scan_cpu (void)
{
  return &cpu_engine;
}

/* A build without nvcc has no CUDA scan. */
__attribute__ ((weak)) const ga_scan_backend *
ga_scan_cuda (void)
{
  return NULL;
}
