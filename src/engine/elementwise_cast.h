/* elementwise_cast.h: the casts of gpuArray (double, single, int8 ...
 * uint64, logical: rows of kind CAST in elementwise_ops.def), one element,
 * for both engines, with Octave's conversion rules:
 *   - to an integer class: round half away from zero, saturate, NaN to 0
 *     (ga_put_d); a 64-bit integer converted exactly, saturating; complex
 *     refused by the plan (Octave's "invalid conversion" error)
 *   - int64 and uint64 to single directly (one rounding, as Octave's
 *     static_cast<float>), not through double
 *   - to logical: true when the real or imaginary part is nonzero; NaN
 *     raises GA_EWF_NAN (Octave's error)
 *   - double and single keep complex elements complex; complex (A) makes
 *     a complex double (single for single) of real A; complex (A, B)
 *     the real parts of A and B as the parts (single if either is).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_ELEMENTWISE_CAST_H
#define GPUAXIS_ELEMENTWISE_CAST_H

#include "elementwise_load.h"

GA_HD int
ga_ew_is_cast (int op)
{
  return op >= GA_EW_TO_DOUBLE && op <= GA_EW_COMPLEX2;
}

/* The class a cast op makes (complex: the plan's rule). */
GA_HD int
ga_ew_cast_class (int op)
{
  switch (op)
    {
    case GA_EW_TO_DOUBLE: return GA_DOUBLE;
    case GA_EW_TO_SINGLE: return GA_SINGLE;
    case GA_EW_TO_INT8: return GA_INT8;
    case GA_EW_TO_UINT8: return GA_UINT8;
    case GA_EW_TO_INT16: return GA_INT16;
    case GA_EW_TO_UINT16: return GA_UINT16;
    case GA_EW_TO_INT32: return GA_INT32;
    case GA_EW_TO_UINT32: return GA_UINT32;
    case GA_EW_TO_INT64: return GA_INT64;
    case GA_EW_TO_UINT64: return GA_UINT64;
    default: return GA_LOGICAL;
    }
}

/* A signed 64-bit value to class to, saturating. */
GA_HD void
ga_ew_cast_s64 (int to, void *out, size_t ir, int64_t v)
{
  if (to == GA_DOUBLE)
    ((double *) out)[ir] = (double) v;
  else if (to == GA_SINGLE)
    ((float *) out)[ir] = (float) v;
  else if (to == GA_UINT64)
    ((uint64_t *) out)[ir] = v < 0 ? 0 : (uint64_t) v;
  else
    {
      const int64_t lo = ga_elem_is_signed (to) ? ga_elem_lo (to) : 0;
      const int64_t hi = (int64_t) ga_elem_hi (to);
      ga_put_i ((ga_elem) to, out, ir, v < lo ? lo : v > hi ? hi : v);
    }
}

GA_HD void
ga_ew_cast_u64 (int to, void *out, size_t ir, uint64_t u)
{
  if (to == GA_DOUBLE)
    ((double *) out)[ir] = (double) u;
  else if (to == GA_SINGLE)
    ((float *) out)[ir] = (float) u;
  else if (to == GA_UINT64)
    ((uint64_t *) out)[ir] = u;
  else
    {
      const uint64_t hi = ga_elem_hi (to);
      ga_put_i ((ga_elem) to, out, ir, (int64_t) (u > hi ? hi : u));
    }
}

/* Result element ir of cast plan p from a[ia] (and b[ib]). */
GA_HD void
ga_ew_cast_eval (const ga_ew_plan *p, size_t ia, size_t ib, void *out,
                 size_t ir, unsigned *flags)
{
  const ga_ew_arg *a = &p->a;
  const int to = p->out;
  if (p->op == GA_EW_COMPLEX2)
    {
      ga_put_c (to == GA_SINGLE ? GA_CSINGLE : GA_CDOUBLE, out, ir,
                ga_ew_ld (a, ia), ga_ew_ld (&p->b, ib));
      return;
    }
  if (to == GA_LOGICAL)
    {
      const double re = ga_ew_ld (a, ia), im = ga_ew_ld_im (a, ia);
      if (re != re || im != im)
        *flags |= GA_EWF_NAN;
      ((uint8_t *) out)[ir] = (uint8_t) (re != 0 || im != 0);
      return;
    }
  if (p->out_cplx)
    {
      ga_put_c (to == GA_SINGLE ? GA_CSINGLE : GA_CDOUBLE, out, ir,
                ga_ew_ld (a, ia), ga_ew_ld_im (a, ia));
      return;
    }
  switch (a->elem)
    {
    case GA_INT64:
      ga_ew_cast_s64 (to, out, ir, ((const int64_t *) ga_ew_base (a))[ia]);
      return;
    case GA_UINT64:
      ga_ew_cast_u64 (to, out, ir, ((const uint64_t *) ga_ew_base (a))[ia]);
      return;
    case GA_SINGLE:
      ga_put_f ((ga_elem) to, out, ir, ga_ew_ld_f (a, ia));
      return;
    default:
      ga_put_d ((ga_elem) to, out, ir, ga_ew_ld (a, ia));
      return;
    }
}

#endif
