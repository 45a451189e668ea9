/* reduce_cpu.c: the CPU backend's loops.  A block of outputs reduces
 * strictly in index order, one output at a time, like Octave's sum, prod,
 * max, ...; it is the fallback without a GPU and the reference the CUDA
 * backend is tested against.  Every reduction of ops.def runs here,
 * through one loop (GA_CPU_LOOP) made for each of them and each class it
 * accepts.  cpu_split.c's ga_cpu_run takes a plan pass by pass and shares
 * each pass among the threads of cpu_pool.c (by outputs, which keeps every
 * output's order, or along a long reduced extent), calling these loops.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdlib.h>
#include <string.h>
#include "gpuaxis.h"
#include "../ops.h"             /* not Octave's ops.h, on mkoctfile's path first */
#include "reduce_cpu.h"

/* A block of one pass as the loops see it: pre x post outputs, rows ld
 * apart (ld is the pass's own pre; a block of a row has pre < ld). */
typedef struct {
  size_t pre, ld, n, post;
  int accout;          /* write partials (T) instead of results          */
  const void *in;
  void *out;
  double *oidx;        /* max/min index results, or NULL                 */
  int64_t span;        /* partial inputs: positions + k * span            */
  size_t i_off;        /* the block's first output's place in its row     */
  int nan_phase;       /* complex max/min along a dimension other than the
                          first: Octave's strided loop (cpu_nan_phase_end) */
  ga_elem ie, oe;
  ga_opctx cx;
} cpu_job;

#define CPU_UNPACK                                                          \
  const size_t pre = J->pre, ld = J->ld, n = J->n, post = J->post;         \
  const int accout = J->accout;                                             \
  const void *in = J->in;                                                   \
  void *out = J->out;                                                       \
  double *oidx = J->oidx;                                                   \
  const int64_t span = J->span;                                             \
  const ga_elem oe = J->oe;                                                 \
  const ga_opctx cx = J->cx;                                                \
  (void) span

/* Octave's loop for max/min along a dimension other than the first
 * (mx-inlines.cc, the strided OP_MINMAX_FCN) keeps one flag for all ld
 * outputs of a slab j: while a row of them holds a NaN, a later NaN is
 * skipped and a NaN result taken over by any number.  The phase ends
 * with the first row free of NaN; a NaN after it is compared (a complex
 * NaN with an infinite part then wins a max).  For real classes that is
 * just "skip NaN", so only complex max/min look (the scan stops at the
 * first clean row: usually row 0, cheap beside hypot and atan2).  The
 * rows are whole: the block may hold a segment of them (i_off).
 * Returns the phase's last row. */
static int64_t
cpu_nan_phase_end (const cpu_job *J, size_t j)
{
  const size_t ld = J->ld, n = J->n;
  for (size_t k = 0; k < n; k++)
    {
      const size_t base = ld * (k + n * j) - J->i_off;
      int nan = 0;
      if (J->ie == GA_CDOUBLE)
        {
          const ga_cdouble *x = (const ga_cdouble *) J->in + base;
          for (size_t i = 0; i < ld; i++)
            nan |= isnan (x[i].re) | isnan (x[i].im);
        }
      else
        {
          const ga_csingle *x = (const ga_csingle *) J->in + base;
          for (size_t i = 0; i < ld; i++)
            nan |= isnan (x[i].re) | isnan (x[i].im);
        }
      if (! nan)
        return (int64_t) k;
    }
  return (int64_t) n - 1;
}
#undef GA_NAN_PHASE_END
#define GA_NAN_PHASE_END pe_

/* The reduction loop, the same for every reduction ID: each output runs
 * over k in order.  LIFT is the accumulator of input element ix_ (from
 * `src`) at position k_.  Reductions along contiguous memory (ld == 1)
 * run one output at a time; otherwise outputs are taken GA_CPU_BLOCK at a
 * time, combining a row segment per k, so the accumulators stay small (and
 * in cache) however wide pre is; plain sums vectorise across outputs
 * (-O3), which keeps each output's index-order sum exactly as it was. */
#define GA_CPU_BLOCK 2048

/* Whether an accumulator v of reduction ID can no longer change: any once
 * true, all once false (Octave's any and all stop there too; along
 * contiguous memory the loop below then stops: any of a 100x100 double of
 * nonzeros took 11.7 us against Octave's 2.1).  The others never (ID's
 * name is compared at compile time: the test folds away). */
static inline int
cpu_done_u32 (int any, int all, uint32_t v)
{
  return any ? v != 0 : all ? v == 0 : 0;
}
static inline int
cpu_done_none (int any, int all, ...)
{
  (void) any; (void) all;
  return 0;
}
#define GA_CPU_IS(ID, S) (sizeof (#ID) == sizeof (S) && __builtin_memcmp (#ID, S, sizeof (S)) == 0)
#define GA_CPU_DONE(ID, v)                                                  \
  _Generic ((v), uint32_t: cpu_done_u32, default: cpu_done_none)           \
    (GA_CPU_IS (ID, "ANY"), GA_CPU_IS (ID, "ALL"), v)

#define GA_CPU_LOOP(ID, LIFT)                                               \
  do {                                                                      \
    typedef ga_t_##ID T_;                                                   \
    T_ *aout = (T_ *) out;                                                  \
    T_ *acc;                                                                \
    int64_t pe_ = -1;                   /* GA_NAN_PHASE_END */              \
    (void) pe_;                                                             \
    if (ld == 1)                                                            \
      {                                                                     \
        for (size_t o = 0; o < post; o++)                                   \
          {                                                                 \
            const size_t base = n * o;                                      \
            T_ v = ga_##ID##_ident (&cx);                                   \
            for (size_t k_ = 0; k_ < n; k_++)                               \
              {                                                             \
                const size_t ix_ = base + k_;                               \
                v = ga_##ID##_combine (v, LIFT, &cx);                       \
                if (GA_CPU_DONE (ID, v))                                    \
                  break;                                                    \
              }                                                             \
            if (accout) aout[o] = v;                                        \
            else ga_##ID##_store (oe, out, o, oidx, v, &cx);                \
          }                                                                 \
        break;                                                              \
      }                                                                     \
    acc = (T_ *) malloc (GA_CPU_BLOCK * sizeof (T_));                       \
    if (! acc) return -1;                                                   \
    for (size_t j = 0; j < post; j++)                                       \
      for (size_t i0 = 0; i0 < pre; i0 += GA_CPU_BLOCK)                     \
        {                                                                   \
          if (J->nan_phase && i0 == 0)                                      \
            pe_ = J->cx.mark ? (int64_t) n - 1 : cpu_nan_phase_end (J, j);  \
          const size_t i1 = pre - i0 < GA_CPU_BLOCK ? pre : i0 + GA_CPU_BLOCK; \
          T_ *a = acc - i0;                                                 \
          for (size_t i = i0; i < i1; i++) a[i] = ga_##ID##_ident (&cx);    \
          for (size_t k_ = 0; k_ < n; k_++)                                 \
            {                                                               \
              const size_t base = ld * (k_ + n * j);                        \
              for (size_t i = i0; i < i1; i++)                              \
                {                                                           \
                  const size_t ix_ = base + i;                              \
                  a[i] = ga_##ID##_combine (a[i], LIFT, &cx);               \
                }                                                           \
            }                                                               \
          for (size_t i = i0; i < i1; i++)                                  \
            {                                                               \
              const size_t o = i + ld * j;                                  \
              if (accout) aout[o] = a[i];                                   \
              else ga_##ID##_store (oe, out, o, oidx, a[i], &cx);           \
            }                                                               \
        }                                                                   \
    free (acc);                                                             \
  } while (0)

/* A case of the class switch: `src` of the class's own C type, lifted by
 * LIFT (GA_LIFT_ID for real classes, GA_LIFTC_ID for complex ones). */
#define CPU_CASE(ID, E, CT, LIFT)                                           \
  case E:                                                                   \
    {                                                                       \
      const CT *src = (const CT *) in;                                      \
      GA_CPU_LOOP (ID, LIFT (src[ix_], k_, &cx));                           \
    }                                                                       \
    break;
#define CPU_REAL(ID, E, CT, NAME) CPU_CASE (ID, E, CT, GA_LIFT_##ID)
#define CPU_CPLX(ID, E, CT, NAME) CPU_CASE (ID, E, CT, GA_LIFTC_##ID)

/* One function per reduction: its classes, and its own partials. */
#define CPU_FN(ID, T, RL, CL)                                               \
  static int                                                                \
  cpu_##ID (ga_elem ie, const cpu_job *J)                                   \
  {                                                                         \
    CPU_UNPACK;                                                             \
    switch (ie)                                                             \
      {                                                                     \
        RL (CPU_REAL, ID)                                                   \
        CL (CPU_CPLX, ID)                                                   \
      case GA_ACCBUF:                                                       \
        {                                                                   \
          const T *src = (const T *) in;                                    \
          GA_CPU_LOOP (ID, ga_##ID##_rebase (src[ix_], (int64_t) k_ * span)); \
        }                                                                   \
        break;                                                              \
      default:                                                              \
        return -1;                                                          \
      }                                                                     \
    return 0;                                                               \
  }
#define GA_RED(ID, OP, T, POS, FLAGS, GROUP, RL, CL) CPU_FN (ID, T, RL, CL)
#include "ops.def"
#undef GA_RED

/* The signed "native" sums and prods straight from elements to results
 * (one pass) go step by step, saturating at every step in int64, exactly
 * as Octave does: the same answers as the clamped shifts and the prod
 * facts of ops.h, which only partials (several passes) need. */
static inline int64_t
sat64_add (int64_t a, int64_t b)
{
  int64_t r;
  if (__builtin_add_overflow (a, b, &r))
    return b > 0 ? INT64_MAX : INT64_MIN;
  return r;
}

static inline int64_t
sat64_mul (int64_t a, int64_t b)
{
  int64_t r;
  if (__builtin_mul_overflow (a, b, &r))
    return (a < 0) != (b < 0) ? INT64_MIN : INT64_MAX;
  return r;
}

typedef int64_t ga_t_STEPSUM;
typedef int64_t ga_t_STEPPROD;
static inline int64_t ga_STEPSUM_ident (const ga_opctx *c) { (void) c; return 0; }
static inline int64_t ga_STEPPROD_ident (const ga_opctx *c) { (void) c; return 1; }
#define GA_LIFT_STEPSUM(x, k, c) ((int64_t) (x))
#define GA_LIFT_STEPPROD(x, k, c) ((int64_t) (x))
static inline int64_t
ga_STEPSUM_combine (int64_t a, int64_t b, const ga_opctx *c)
{
  return ga_clamp64 (sat64_add (a, b), c->lo, c->hi);
}
static inline int64_t
ga_STEPPROD_combine (int64_t a, int64_t b, const ga_opctx *c)
{
  return ga_clamp64 (sat64_mul (a, b), c->lo, c->hi);
}
static inline void
ga_STEPSUM_store (ga_elem oe, void *out, size_t i, double *ix, int64_t a, const ga_opctx *c)
{
  (void) ix; (void) c;
  ga_put_i (oe, out, i, a);
}
#define ga_STEPPROD_store ga_STEPSUM_store
static inline int64_t ga_STEPSUM_rebase (int64_t a, int64_t off) { (void) off; return a; }
#define ga_STEPPROD_rebase ga_STEPSUM_rebase       /* (no partials) */
CPU_FN (STEPSUM, int64_t, GA_E_SINT, GA_E_NONE)
CPU_FN (STEPPROD, int64_t, GA_E_SINT, GA_E_NONE)

int
ga_cpu_block (const ga_plan *p, int accin, int accout, size_t ld, size_t ni,
              size_t n, size_t nj, const void *in, void *out, void *out_index,
              int64_t span, size_t i_off)
{
  const ga_red r = ga_plan_red (p);
  const ga_elem ie = accin ? GA_ACCBUF : p->in;
  cpu_job J;
  J.pre = ni; J.ld = ld; J.n = n; J.post = nj;
  J.accout = accout;
  J.in = in;
  J.out = out;
  J.oidx = accout ? NULL : (double *) out_index;
  J.span = span;
  J.i_off = i_off;
  J.ie = ie;
  J.nan_phase = p->nan_phase && ! accin && ld > 1 && n > 1;
  J.oe = p->out;
  J.cx = ga_plan_ctx (p);
  if (! accin && ! accout && (r == GA_R_SUM_S32 || r == GA_R_SUM_S64))
    return cpu_STEPSUM (ie, &J);
  if (! accin && ! accout && r == GA_R_PROD_S)
    return cpu_STEPPROD (ie, &J);
  switch (r)
    {
#define GA_RED(ID, OP, T, POS, FLAGS, GROUP, RL, CL) case GA_R_##ID: return cpu_##ID (ie, &J);
#include "ops.def"
#undef GA_RED
    default:
      return -1;
    }
}

int
ga_cpu_pass (const ga_plan *p, const ga_pass *ps, int accin, int accout,
             const void *in, void *out, void *out_index, int64_t span)
{
  return ga_cpu_block (p, accin, accout, ps->pre, ps->pre, ps->n, ps->post,
                       in, out, out_index, span, 0);
}
