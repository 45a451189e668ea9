/* reduce_cpu.c: the CPU backend.  Adds strictly in index order, one output
 * at a time, like Octave's sum; it is the fallback without a GPU and the
 * reference the CUDA backend is tested against.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdlib.h>
#include <string.h>
#include "gpuaxis.h"
#include "accum.h"

/* Element idx of an array of type e, as double / int64 / uint64. */
#define GA_ELEM_CASES(e, ptr, idx, T_OUT)                                   \
  switch (e)                                                                \
    {                                                                       \
    case GA_DOUBLE: return (T_OUT) ((const double *) ptr)[idx];             \
    case GA_SINGLE: return (T_OUT) ((const float *) ptr)[idx];              \
    case GA_INT8: return (T_OUT) ((const int8_t *) ptr)[idx];               \
    case GA_UINT8: return (T_OUT) ((const uint8_t *) ptr)[idx];             \
    case GA_INT16: return (T_OUT) ((const int16_t *) ptr)[idx];             \
    case GA_UINT16: return (T_OUT) ((const uint16_t *) ptr)[idx];           \
    case GA_INT32: return (T_OUT) ((const int32_t *) ptr)[idx];             \
    case GA_UINT32: return (T_OUT) ((const uint32_t *) ptr)[idx];           \
    case GA_INT64: return (T_OUT) ((const int64_t *) ptr)[idx];             \
    case GA_UINT64: return (T_OUT) ((const uint64_t *) ptr)[idx];           \
    case GA_LOGICAL: return (T_OUT) ((const uint8_t *) ptr)[idx];           \
    case GA_CHAR: return (T_OUT) ((const uint8_t *) ptr)[idx];             \
    default: return 0;                                                      \
    }

static inline double get_d (ga_elem e, const void *p, size_t i) { GA_ELEM_CASES (e, p, i, double) }
static inline int64_t get_i (ga_elem e, const void *p, size_t i) { GA_ELEM_CASES (e, p, i, int64_t) }
static inline uint64_t get_u (ga_elem e, const void *p, size_t i) { GA_ELEM_CASES (e, p, i, uint64_t) }

static void
put_result (ga_elem e, void *p, size_t i, double d, int64_t s, uint64_t u)
{
  switch (e)
    {
    case GA_DOUBLE: ((double *) p)[i] = d; break;
    case GA_SINGLE: ((float *) p)[i] = (float) d; break;
    case GA_INT8: ((int8_t *) p)[i] = (int8_t) s; break;
    case GA_INT16: ((int16_t *) p)[i] = (int16_t) s; break;
    case GA_INT32: ((int32_t *) p)[i] = (int32_t) s; break;
    case GA_INT64: ((int64_t *) p)[i] = s; break;
    case GA_UINT8: ((uint8_t *) p)[i] = (uint8_t) u; break;
    case GA_UINT16: ((uint16_t *) p)[i] = (uint16_t) u; break;
    case GA_UINT32: ((uint32_t *) p)[i] = (uint32_t) u; break;
    case GA_UINT64: ((uint64_t *) p)[i] = u; break;
    case GA_LOGICAL: ((uint8_t *) p)[i] = (uint8_t) (u != 0); break;
    default: break;
    }
}

/* The reduction loop, the same for every accumulator: acc[i] runs over k in
 * order.  LIFT(idx) lifts an input element; accin says the input is
 * already accumulator-format partials.  Outputs are taken GA_CPU_BLOCK at a
 * time, so the accumulators stay small (and in cache) however wide pre is. */
#define GA_CPU_BLOCK 2048
#define GA_CPU_LOOP(T, IDENT, LIFT, COMBINE, FINISH_PUT)                     \
  do {                                                                      \
    T *acc = (T *) malloc (GA_CPU_BLOCK * sizeof (T));                      \
    const T *ain = (const T *) in;                                          \
    T *aout = (T *) out;                                                    \
    if (! acc) return -1;                                                   \
    for (size_t j = 0; j < post; j++)                                       \
      for (size_t i0 = 0; i0 < pre; i0 += GA_CPU_BLOCK)                     \
        {                                                                   \
          const size_t i1 = pre - i0 < GA_CPU_BLOCK ? pre : i0 + GA_CPU_BLOCK; \
          for (size_t i = i0; i < i1; i++) acc[i - i0] = IDENT;             \
          for (size_t k = 0; k < n; k++)                                    \
            {                                                               \
              size_t base = pre * (k + n * j);                              \
              if (accin)                                                    \
                for (size_t i = i0; i < i1; i++)                            \
                  acc[i - i0] = COMBINE (acc[i - i0], ain[base + i]);       \
              else                                                          \
                for (size_t i = i0; i < i1; i++)                            \
                  acc[i - i0] = COMBINE (acc[i - i0], LIFT (base + i));     \
            }                                                               \
          for (size_t i = i0; i < i1; i++)                                  \
            {                                                               \
              size_t o = i + pre * j;                                       \
              if (accout) aout[o] = acc[i - i0];                            \
              else { FINISH_PUT; }                                          \
            }                                                               \
        }                                                                   \
    free (acc);                                                             \
  } while (0)

#define ADD(a, b) ((a) + (b))
#define SATU_ADD(a, b) ga_satu_combine ((a), (b), top)

static int
cpu_pass (const ga_plan *p, const ga_pass *ps, int accin, int accout,
          const void *in, void *out)
{
  const size_t pre = ps->pre, n = ps->n, post = ps->post;
  const ga_elem e = p->in, oe = p->out;
  const int64_t lo = p->lo, hi = p->hi;
  const uint64_t top = p->uhi;

  switch (p->acc)
    {
    case GA_ACC_DOUBLE:
#define LIFT(ix) get_d (e, in, ix)
      GA_CPU_LOOP (double, 0.0, LIFT, ADD, put_result (oe, out, o, acc[i - i0], 0, 0));
      break;
    case GA_ACC_FLOAT:
      {
#define LIFTF(ix) ((float) get_d (e, in, ix))
        GA_CPU_LOOP (float, 0.0f, LIFTF, ADD, ((float *) out)[o] = acc[i - i0]);
      }
      break;
    case GA_ACC_EXTRA:
      {
#define LIFTX(ix) ga_extra_lift (get_d (e, in, ix))
        GA_CPU_LOOP (ga_extra, ga_extra_ident (), LIFTX, ga_extra_combine,
                     put_result (oe, out, o, ga_extra_finish (acc[i - i0]), 0, 0));
      }
      break;
    case GA_ACC_SATS32:
      {
#define LIFT32(ix) ga_sats32_lift (get_i (e, in, ix), lo, hi)
        GA_CPU_LOOP (ga_sats32, ga_sats32_ident (lo, hi), LIFT32, ga_sats32_combine,
                     put_result (oe, out, o, 0, ga_sats32_finish (acc[i - i0]), 0));
      }
      break;
    case GA_ACC_SATS64:
      {
#define LIFT64(ix) ga_sats64_lift (get_i (e, in, ix), lo, hi)
        GA_CPU_LOOP (ga_sats64, ga_sats64_ident (lo, hi), LIFT64, ga_sats64_combine,
                     put_result (oe, out, o, 0, ga_sats64_finish (acc[i - i0]), 0));
      }
      break;
    case GA_ACC_SATU:
      {
#define LIFTU(ix) get_u (e, in, ix)
        GA_CPU_LOOP (uint64_t, (uint64_t) 0, LIFTU, SATU_ADD,
                     put_result (oe, out, o, 0, 0, acc[i - i0] > top ? top : acc[i - i0]));
      }
      break;
    default:
      return -1;
    }
  return 0;
}

int
ga_cpu_run (const ga_plan *p, const void *in, void *out, ga_error *err)
{
  const void *src = in;
  void *bufs[2] = {NULL, NULL};
  int rc = 0;
  for (int k = 0; k < p->npass; k++)
    {
      const int last = (k == p->npass - 1);
      void *dst = out;
      if (! last)
        {
          size_t bytes = ga_pass_outputs (&p->pass[k]) * ga_acc_size (p->acc);
          free (bufs[k & 1]);
          bufs[k & 1] = malloc (bytes ? bytes : 1);
          if (! bufs[k & 1])
            {
              ga_set_error (err, "gpuaxis:out-of-memory",
                            "out of host memory for %zu bytes of partial sums", bytes);
              rc = -1;
              break;
            }
          dst = bufs[k & 1];
        }
      if (cpu_pass (p, &p->pass[k], k > 0, ! last, src, dst) != 0)
        {
          ga_set_error (err, "gpuaxis:out-of-memory", "out of host memory");
          rc = -1;
          break;
        }
      src = dst;
    }
  free (bufs[0]);
  free (bufs[1]);
  return rc;
}
