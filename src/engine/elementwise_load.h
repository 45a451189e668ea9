/* elementwise_load.h: how the elementwise engines read an operand's
 * element i (a ga_ew_arg: an array or a scalar, any class, real or
 * complex) and the constants they share; below elementwise_ops.h and the
 * per-kind helpers it includes (elementwise_cast.h, elementwise_modrem.h),
 * for both engines (GA_HD).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_ELEMENTWISE_LOAD_H
#define GPUAXIS_ELEMENTWISE_LOAD_H

#include <stdint.h>
#include "elem.h"
#include "elementwise.h"

#define GA_PI 3.14159265358979323846
#define GA_LN2 0.69314718055994530942
#define GA_LN10 2.30258509299404568402
#define GA_PIL2 4.53236014182719380962     /* pi / log (2), as Octave's */
#define GA_PIL10 1.36437635384184134748    /* pi / log (10) */
#define GA_2P63 9223372036854775808.0
#define GA_2P64 18446744073709551616.0

/* ------------------------------------------------------------ loads */

GA_HD const void *
ga_ew_base (const ga_ew_arg *x)
{
  return x->p ? x->p : (const void *) x->v;
}

/* The real part of element i as double. */
GA_HD double
ga_ew_ld (const ga_ew_arg *x, size_t i)
{
  const void *p = ga_ew_base (x);
  if (x->cplx)
    i *= 2;
  switch (x->elem)
    {
    case GA_DOUBLE: return ((const double *) p)[i];
    case GA_SINGLE: return ((const float *) p)[i];
    case GA_INT8: return ((const int8_t *) p)[i];
    case GA_UINT8: return ((const uint8_t *) p)[i];
    case GA_INT16: return ((const int16_t *) p)[i];
    case GA_UINT16: return ((const uint16_t *) p)[i];
    case GA_INT32: return ((const int32_t *) p)[i];
    case GA_UINT32: return ((const uint32_t *) p)[i];
    case GA_INT64: return (double) ((const int64_t *) p)[i];
    case GA_UINT64: return (double) ((const uint64_t *) p)[i];
    default: return ((const uint8_t *) p)[i];      /* logical, char */
    }
}

GA_HD double
ga_ew_ld_im (const ga_ew_arg *x, size_t i)
{
  const void *p = ga_ew_base (x);
  if (! x->cplx)
    return 0;
  return x->elem == GA_SINGLE ? (double) ((const float *) p)[2 * i + 1]
         : ((const double *) p)[2 * i + 1];
}

GA_HD float
ga_ew_ld_f (const ga_ew_arg *x, size_t i)
{
  if (x->elem == GA_SINGLE)
    return ((const float *) ga_ew_base (x))[x->cplx ? 2 * i : i];
  if (x->elem == GA_INT64)        /* one rounding, as Octave's float (int64) */
    return (float) ((const int64_t *) ga_ew_base (x))[i];
  if (x->elem == GA_UINT64)
    return (float) ((const uint64_t *) ga_ew_base (x))[i];
  return (float) ga_ew_ld (x, i);
}

/* A value that keeps 64-bit integers exact: k 0 double d, 1 signed i,
 * 2 unsigned u. */
typedef struct { int k; int64_t i; uint64_t u; double d; } ga_num;

GA_HD ga_num
ga_ew_ld_n (const ga_ew_arg *x, size_t i)
{
  ga_num n;
  n.k = 1;
  n.i = 0;
  n.u = 0;
  n.d = 0;
  switch (x->elem)
    {
    case GA_INT64: n.i = ((const int64_t *) ga_ew_base (x))[i]; break;
    case GA_UINT64: n.k = 2; n.u = ((const uint64_t *) ga_ew_base (x))[i]; break;
    case GA_DOUBLE: case GA_SINGLE: case GA_LOGICAL: case GA_CHAR:
      n.k = 0;                        /* as doubles, as Octave takes them */
      n.d = ga_ew_ld (x, i);
      break;
    default: n.i = (int64_t) ga_ew_ld (x, i); break;    /* exact */
    }
  return n;
}

#endif
