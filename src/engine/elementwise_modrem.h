/* elementwise_modrem.h: mod (x, y) and rem (x, y) of gpuArray (rows of
 * kind MODREM in elementwise_ops.def), one element, for both engines, as
 * Octave 7.3 computes them:
 *   - double and single: liboctave's octave::math::mod and rem templates
 *     (lo-mappers.h) in the result's precision: x - y * floor (x / y)
 *     (rem: trunc), 0 where y is not an integer and x / y is within eps
 *     of one, the sign of y (rem: of x) kept, mod (x, 0) = x,
 *     rem (x, 0) = NaN
 *   - integer classes: both operands in the result class first (rounded,
 *     saturated), then octave_int's: x % y, mod taking the sign of y,
 *     mod (x, 0) = x, rem (x, 0) = 0.
 * Complex and logical operands are refused by the plan.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_ELEMENTWISE_MODREM_H
#define GPUAXIS_ELEMENTWISE_MODREM_H

#include "elementwise_load.h"

#define GA_EW_MODREM_FLOAT(NAME, T, FLOOR, TRUNC, FABS, EPS, HALF)          \
  GA_HD T                                                                 \
  NAME (int op, T x, T y)                                                 \
  {                                                                       \
    T r;                                                                  \
    if (y == 0)                                                           \
      r = op == GA_EW_MOD ? x : (T) NAN;                                  \
    else                                                                  \
      {                                                                   \
        const T q = x / y;                                                \
        const T ny = isfinite (y) ? FLOOR (y + HALF) : y;                 \
        const T nq = isfinite (q) ? FLOOR (q + HALF) : q;                 \
        if (ny != y && FABS ((q - nq) / nq) < EPS)                        \
          r = 0;                                                          \
        else                                                              \
          {                                                               \
            const T n = op == GA_EW_MOD ? FLOOR (q) : TRUNC (q);          \
            r = x - y * n;                                                \
          }                                                               \
      }                                                                   \
    if (x != y && y != 0)                                                 \
      r = copysign (r, op == GA_EW_MOD ? y : x);                          \
    return r;                                                             \
  }
GA_EW_MODREM_FLOAT (ga_ew_modrem_d, double, floor, trunc, fabs,
                    2.220446049250313e-16, 0.5)
GA_EW_MODREM_FLOAT (ga_ew_modrem_f, float, floorf, truncf, fabsf,
                    1.1920929e-07f, 0.5f)
#undef GA_EW_MODREM_FLOAT

/* An operand element as an integer of class e (exact when it is of class
 * e already, else Octave's conversion of its value). */
GA_HD int64_t
ga_ew_modrem_si (const ga_ew_arg *x, size_t i, int e)
{
  if (x->elem == e && e == GA_INT64)
    return ((const int64_t *) ga_ew_base (x))[i];
  return ga_d2i (x->elem == GA_SINGLE ? (double) ga_ew_ld_f (x, i) : ga_ew_ld (x, i),
                 ga_elem_lo (e), (int64_t) ga_elem_hi (e));
}

GA_HD uint64_t
ga_ew_modrem_ui (const ga_ew_arg *x, size_t i, int e)
{
  if (x->elem == e && e == GA_UINT64)
    return ((const uint64_t *) ga_ew_base (x))[i];
  return ga_d2u (x->elem == GA_SINGLE ? (double) ga_ew_ld_f (x, i) : ga_ew_ld (x, i),
                 ga_elem_hi (e));
}

/* Result element ir of a mod or rem plan from a[ia] and b[ib]. */
GA_HD void
ga_ew_modrem_eval (const ga_ew_plan *p, size_t ia, size_t ib, void *out, size_t ir)
{
  const int e = p->out, op = p->op;
  if (e == GA_DOUBLE)
    ((double *) out)[ir] = ga_ew_modrem_d (op, ga_ew_ld (&p->a, ia), ga_ew_ld (&p->b, ib));
  else if (e == GA_SINGLE)
    ((float *) out)[ir] = ga_ew_modrem_f (op, ga_ew_ld_f (&p->a, ia), ga_ew_ld_f (&p->b, ib));
  else if (ga_elem_is_signed (e))
    {
      const int64_t x = ga_ew_modrem_si (&p->a, ia, e), y = ga_ew_modrem_si (&p->b, ib, e);
      int64_t r;
      if (y == 0)
        r = op == GA_EW_MOD ? x : 0;
      else if (y == -1)
        r = 0;                                /* (INT64_MIN % -1 traps) */
      else
        {
          r = x % y;
          if (op == GA_EW_MOD && r != 0 && ((r < 0) != (y < 0)))
            r += y;
        }
      ga_put_i ((ga_elem) e, out, ir, r);
    }
  else
    {
      const uint64_t x = ga_ew_modrem_ui (&p->a, ia, e), y = ga_ew_modrem_ui (&p->b, ib, e);
      ga_put_u ((ga_elem) e, out, ir, y != 0 ? x % y : op == GA_EW_MOD ? x : 0);
    }
}

#endif
