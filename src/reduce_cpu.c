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

/* Runs the statements after E, IN with `src` a pointer of the input's own
 * type, so that the per-class switch sits outside the loops (logical and
 * char are bytes). */
#define GA_WITH_INPUT(e, in, ...)                                           \
  do {                                                                      \
  switch (e)                                                                \
    {                                                                       \
    case GA_DOUBLE: { const double *src = (const double *) (in); __VA_ARGS__; } break;   \
    case GA_SINGLE: { const float *src = (const float *) (in); __VA_ARGS__; } break;     \
    case GA_INT8: { const int8_t *src = (const int8_t *) (in); __VA_ARGS__; } break;     \
    case GA_INT16: { const int16_t *src = (const int16_t *) (in); __VA_ARGS__; } break;  \
    case GA_UINT16: { const uint16_t *src = (const uint16_t *) (in); __VA_ARGS__; } break; \
    case GA_INT32: { const int32_t *src = (const int32_t *) (in); __VA_ARGS__; } break;  \
    case GA_UINT32: { const uint32_t *src = (const uint32_t *) (in); __VA_ARGS__; } break; \
    case GA_INT64: { const int64_t *src = (const int64_t *) (in); __VA_ARGS__; } break;  \
    case GA_UINT64: { const uint64_t *src = (const uint64_t *) (in); __VA_ARGS__; } break; \
    case GA_UINT8: case GA_LOGICAL: case GA_CHAR:                           \
      { const uint8_t *src = (const uint8_t *) (in); __VA_ARGS__; } break;  \
    default: return -1;                                                     \
    }                                                                       \
  } while (0)

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

/* The reduction loop, the same for every accumulator: each output runs
 * over k in order.  LIFT(idx) lifts input element idx (from `src`, see
 * GA_WITH_INPUT); accin says the input is already accumulator-format
 * partials.  FINISH_PUT stores accumulator v as output o.  Sums along
 * contiguous memory (pre == 1) run one output at a time; otherwise outputs
 * are taken GA_CPU_BLOCK at a time, adding a row segment per k, so the
 * accumulators stay small (and in cache) however wide pre is. */
#define GA_CPU_BLOCK 2048
#define GA_CPU_LOOP(T, IDENT, LIFT, COMBINE, FINISH_PUT)                     \
  do {                                                                      \
    const T *ain = (const T *) in;                                          \
    T *aout = (T *) out;                                                    \
    if (pre == 1)                                                           \
      {                                                                     \
        for (size_t o = 0; o < post; o++)                                   \
          {                                                                 \
            const size_t base = n * o;                                      \
            T v = IDENT;                                                    \
            if (accin)                                                      \
              for (size_t k = 0; k < n; k++)                                \
                v = COMBINE (v, ain[base + k]);                             \
            else                                                            \
              for (size_t k = 0; k < n; k++)                                \
                v = COMBINE (v, LIFT (base + k));                           \
            if (accout) aout[o] = v;                                        \
            else { FINISH_PUT; }                                            \
          }                                                                 \
        break;                                                              \
      }                                                                     \
    T *acc = (T *) malloc (GA_CPU_BLOCK * sizeof (T));                      \
    if (! acc) return -1;                                                   \
    for (size_t j = 0; j < post; j++)                                       \
      for (size_t i0 = 0; i0 < pre; i0 += GA_CPU_BLOCK)                     \
        {                                                                   \
          const size_t i1 = pre - i0 < GA_CPU_BLOCK ? pre : i0 + GA_CPU_BLOCK; \
          T *a = acc - i0;                                                  \
          for (size_t i = i0; i < i1; i++) a[i] = IDENT;                    \
          for (size_t k = 0; k < n; k++)                                    \
            {                                                               \
              const size_t base = pre * (k + n * j);                        \
              if (accin)                                                    \
                for (size_t i = i0; i < i1; i++)                            \
                  a[i] = COMBINE (a[i], ain[base + i]);                     \
              else                                                          \
                for (size_t i = i0; i < i1; i++)                            \
                  a[i] = COMBINE (a[i], LIFT (base + i));                   \
            }                                                               \
          for (size_t i = i0; i < i1; i++)                                  \
            {                                                               \
              const size_t o = i + pre * j;                                 \
              const T v = a[i];                                             \
              if (accout) aout[o] = v;                                      \
              else { FINISH_PUT; }                                          \
            }                                                               \
        }                                                                   \
    free (acc);                                                             \
  } while (0)

/* int64 a + b, saturated at the int64 limits (Octave's int64 addition). */
static inline int64_t
sat64_add (int64_t a, int64_t b)
{
  int64_t r;
  if (__builtin_add_overflow (a, b, &r))
    return b > 0 ? INT64_MAX : INT64_MIN;
  return r;
}

#define ADD(a, b) ((a) + (b))
#define SATU_ADD(a, b) ga_satu_combine ((a), (b), top)

int
ga_cpu_pass (const ga_plan *p, const ga_pass *ps, int accin, int accout,
             const void *in, void *out)
{
  const size_t pre = ps->pre, n = ps->n, post = ps->post;
  const ga_elem e = p->in, oe = p->out;
  const int64_t lo = p->lo, hi = p->hi;
  const uint64_t top = p->uhi;

  /* Signed "native" straight from elements to results saturates step by
   * step in int64, as Octave does: the same answer as composing the
   * clamped shifts, which only partials (a pass of several) need. */
  if ((p->acc == GA_ACC_SATS32 || p->acc == GA_ACC_SATS64) && ! accin && ! accout)
    {
#define LIFTI(ix) ((int64_t) src[ix])
#define SAT_STEP(a, b) ga_clamp64 (sat64_add ((a), (b)), lo, hi)
      GA_WITH_INPUT (e, in, GA_CPU_LOOP (int64_t, (int64_t) 0, LIFTI, SAT_STEP,
                                         put_result (oe, out, o, 0, v, 0)));
      return 0;
    }
  switch (p->acc)
    {
    case GA_ACC_DOUBLE:
#define LIFT(ix) ((double) src[ix])
      if (oe == GA_DOUBLE)      /* the common case, without a call per output */
        GA_WITH_INPUT (e, in, GA_CPU_LOOP (double, 0.0, LIFT, ADD, ((double *) out)[o] = v));
      else
        GA_WITH_INPUT (e, in, GA_CPU_LOOP (double, 0.0, LIFT, ADD,
                                           put_result (oe, out, o, v, 0, 0)));
      break;
    case GA_ACC_FLOAT:
#define LIFTF(ix) ((float) (double) src[ix])   /* as (float) get_d () did */
      GA_WITH_INPUT (e, in, GA_CPU_LOOP (float, 0.0f, LIFTF, ADD, ((float *) out)[o] = v));
      break;
    case GA_ACC_EXTRA:
#define LIFTX(ix) ga_extra_lift ((double) src[ix])
      GA_WITH_INPUT (e, in, GA_CPU_LOOP (ga_extra, ga_extra_ident (), LIFTX, ga_extra_combine,
                                         put_result (oe, out, o, ga_extra_finish (v), 0, 0)));
      break;
    case GA_ACC_SATS32:
#define LIFT32(ix) ga_sats32_lift ((int64_t) src[ix], lo, hi)
      GA_WITH_INPUT (e, in, GA_CPU_LOOP (ga_sats32, ga_sats32_ident (lo, hi), LIFT32,
                                         ga_sats32_combine,
                                         put_result (oe, out, o, 0, ga_sats32_finish (v), 0)));
      break;
    case GA_ACC_SATS64:
#define LIFT64(ix) ga_sats64_lift ((int64_t) src[ix], lo, hi)
      GA_WITH_INPUT (e, in, GA_CPU_LOOP (ga_sats64, ga_sats64_ident (lo, hi), LIFT64,
                                         ga_sats64_combine,
                                         put_result (oe, out, o, 0, ga_sats64_finish (v), 0)));
      break;
    case GA_ACC_SATU:
#define LIFTU(ix) ((uint64_t) src[ix])
      GA_WITH_INPUT (e, in, GA_CPU_LOOP (uint64_t, (uint64_t) 0, LIFTU, SATU_ADD,
                                         put_result (oe, out, o, 0, 0, v > top ? top : v)));
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
      if (ga_cpu_pass (p, &p->pass[k], k > 0, ! last, src, dst) != 0)
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
