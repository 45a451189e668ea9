/* elem.h: the element types, written once for C and CUDA.
 *
 * GA_EL_* name each element type's C type and name once (X-macros);
 * GA_REAL_ELEMS / GA_COMPLEX_ELEMS list them all.  The sizes and names in
 * plan.c, the per-class switches of the CPU backend and of the CUDA
 * dispatch, and the lists of the classes each reduction accepts (ops.h,
 * ops.def) are all made from them.
 * The stores below turn a finished result into any result class, with
 * Octave's conversions, and are the only per-class switch on results.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_ELEM_H
#define GPUAXIS_ELEM_H

#include <stdint.h>
#include <math.h>
#include "gpuaxis.h"

#ifdef __CUDACC__
#define GA_HD static __host__ __device__ __forceinline__
#else
#define GA_HD static inline
#endif

/* Interleaved complex elements (Octave's -R2018a layout: re, im). */
typedef struct { double re, im; } ga_cdouble;
typedef struct { float re, im; } ga_csingle;

/* X (A, ENUM, C type, name), A passed through (the caller's context).
 * Logical and char are bytes. */
#define GA_EL_DOUBLE(X, A) X (A, GA_DOUBLE, double, "double")
#define GA_EL_SINGLE(X, A) X (A, GA_SINGLE, float, "single")
#define GA_EL_INT8(X, A) X (A, GA_INT8, int8_t, "int8")
#define GA_EL_UINT8(X, A) X (A, GA_UINT8, uint8_t, "uint8")
#define GA_EL_INT16(X, A) X (A, GA_INT16, int16_t, "int16")
#define GA_EL_UINT16(X, A) X (A, GA_UINT16, uint16_t, "uint16")
#define GA_EL_INT32(X, A) X (A, GA_INT32, int32_t, "int32")
#define GA_EL_UINT32(X, A) X (A, GA_UINT32, uint32_t, "uint32")
#define GA_EL_INT64(X, A) X (A, GA_INT64, int64_t, "int64")
#define GA_EL_UINT64(X, A) X (A, GA_UINT64, uint64_t, "uint64")
#define GA_EL_LOGICAL(X, A) X (A, GA_LOGICAL, uint8_t, "logical")
#define GA_EL_CHAR(X, A) X (A, GA_CHAR, uint8_t, "char")
#define GA_EL_CDOUBLE(X, A) X (A, GA_CDOUBLE, ga_cdouble, "complex double")
#define GA_EL_CSINGLE(X, A) X (A, GA_CSINGLE, ga_csingle, "complex single")

#define GA_REAL_ELEMS(X, A)                                                 \
  GA_EL_DOUBLE (X, A) GA_EL_SINGLE (X, A) GA_EL_INT8 (X, A)                \
  GA_EL_UINT8 (X, A) GA_EL_INT16 (X, A) GA_EL_UINT16 (X, A)                \
  GA_EL_INT32 (X, A) GA_EL_UINT32 (X, A) GA_EL_INT64 (X, A)                \
  GA_EL_UINT64 (X, A) GA_EL_LOGICAL (X, A) GA_EL_CHAR (X, A)
#define GA_COMPLEX_ELEMS(X, A) GA_EL_CDOUBLE (X, A) GA_EL_CSINGLE (X, A)
#define GA_ALL_ELEMS(X, A) GA_REAL_ELEMS (X, A) GA_COMPLEX_ELEMS (X, A)

/* ---- the integer classes: which, signed, bounds (an int e, so that
 * C++ callers may pass a ga_elem or a plain int) */
GA_HD int
ga_elem_is_int (int e)
{
  return e >= GA_INT8 && e <= GA_UINT64;
}

GA_HD int
ga_elem_is_signed (int e)
{
  return e == GA_INT8 || e == GA_INT16 || e == GA_INT32 || e == GA_INT64;
}

GA_HD int64_t
ga_elem_lo (int e)
{
  switch (e)
    {
    case GA_INT8: return INT8_MIN;
    case GA_INT16: return INT16_MIN;
    case GA_INT32: return INT32_MIN;
    case GA_INT64: return INT64_MIN;
    default: return 0;
    }
}

GA_HD uint64_t
ga_elem_hi (int e)                     /* logical: 1; not integer: 0 */
{
  switch (e)
    {
    case GA_INT8: return INT8_MAX;
    case GA_UINT8: return UINT8_MAX;
    case GA_INT16: return INT16_MAX;
    case GA_UINT16: return UINT16_MAX;
    case GA_INT32: return INT32_MAX;
    case GA_UINT32: return UINT32_MAX;
    case GA_INT64: return INT64_MAX;
    case GA_UINT64: return UINT64_MAX;
    case GA_LOGICAL: return 1;
    default: return 0;
    }
}

/* ---- Octave's conversions of a real value to an integer class:
 * round half away from zero, saturate, NaN -> 0. */
GA_HD int64_t
ga_d2i (double x, int64_t lo, int64_t hi)
{
  double r;
  if (x != x)
    return 0;
  r = round (x);
  if (r <= (double) lo)
    return lo;
  if (r >= (double) hi)          /* (double) INT64_MAX is 2^63: saturates */
    return hi;
  return (int64_t) r;
}

GA_HD uint64_t
ga_d2u (double x, uint64_t top)
{
  double r;
  if (x != x)
    return 0;
  r = round (x);
  if (r <= 0)
    return 0;
  if (r >= (double) top)
    return top;
  return (uint64_t) r;
}

/* ---- stores of a finished result as result class oe, at out[i] ----
 * A real value (double or single precision) to any class: integers by
 * Octave's conversion (mean's "native"); logical: nonzero. */
GA_HD void
ga_put_d (ga_elem oe, void *out, size_t i, double d)
{
  switch (oe)
    {
    case GA_DOUBLE: ((double *) out)[i] = d; break;
    case GA_SINGLE: ((float *) out)[i] = (float) d; break;
    case GA_INT8: ((int8_t *) out)[i] = (int8_t) ga_d2i (d, INT8_MIN, INT8_MAX); break;
    case GA_INT16: ((int16_t *) out)[i] = (int16_t) ga_d2i (d, INT16_MIN, INT16_MAX); break;
    case GA_INT32: ((int32_t *) out)[i] = (int32_t) ga_d2i (d, INT32_MIN, INT32_MAX); break;
    case GA_INT64: ((int64_t *) out)[i] = ga_d2i (d, INT64_MIN, INT64_MAX); break;
    case GA_UINT8: ((uint8_t *) out)[i] = (uint8_t) ga_d2u (d, UINT8_MAX); break;
    case GA_UINT16: ((uint16_t *) out)[i] = (uint16_t) ga_d2u (d, UINT16_MAX); break;
    case GA_UINT32: ((uint32_t *) out)[i] = (uint32_t) ga_d2u (d, UINT32_MAX); break;
    case GA_UINT64: ((uint64_t *) out)[i] = ga_d2u (d, UINT64_MAX); break;
    case GA_LOGICAL: ((uint8_t *) out)[i] = (uint8_t) (d != 0); break;
    default: break;
    }
}

/* A single-precision result: single as it is (no trip through double). */
GA_HD void
ga_put_f (ga_elem oe, void *out, size_t i, float f)
{
  if (oe == GA_SINGLE)
    ((float *) out)[i] = f;
  else
    ga_put_d (oe, out, i, (double) f);
}

/* An integer result already in the range of oe (the saturating
 * reductions, max/min of integers). */
GA_HD void
ga_put_i (ga_elem oe, void *out, size_t i, int64_t s)
{
  switch (oe)
    {
    case GA_INT8: ((int8_t *) out)[i] = (int8_t) s; break;
    case GA_INT16: ((int16_t *) out)[i] = (int16_t) s; break;
    case GA_INT32: ((int32_t *) out)[i] = (int32_t) s; break;
    case GA_INT64: ((int64_t *) out)[i] = s; break;
    case GA_UINT8: case GA_LOGICAL: ((uint8_t *) out)[i] = (uint8_t) s; break;
    case GA_UINT16: ((uint16_t *) out)[i] = (uint16_t) s; break;
    case GA_UINT32: ((uint32_t *) out)[i] = (uint32_t) s; break;
    case GA_UINT64: ((uint64_t *) out)[i] = (uint64_t) s; break;
    case GA_DOUBLE: ((double *) out)[i] = (double) s; break;
    case GA_SINGLE: ((float *) out)[i] = (float) s; break;
    default: break;
    }
}

GA_HD void
ga_put_u (ga_elem oe, void *out, size_t i, uint64_t u)
{
  switch (oe)
    {
    case GA_UINT64: ((uint64_t *) out)[i] = u; break;
    case GA_DOUBLE: ((double *) out)[i] = (double) u; break;
    case GA_SINGLE: ((float *) out)[i] = (float) u; break;
    default: ga_put_i (oe, out, i, (int64_t) u); break;
    }
}

/* A complex result: complex double or complex single. */
GA_HD void
ga_put_c (ga_elem oe, void *out, size_t i, double re, double im)
{
  if (oe == GA_CSINGLE)
    {
      ((ga_csingle *) out)[i].re = (float) re;
      ((ga_csingle *) out)[i].im = (float) im;
    }
  else
    {
      ((ga_cdouble *) out)[i].re = re;
      ((ga_cdouble *) out)[i].im = im;
    }
}

/* The 1-based index of a max/min result, when one is wanted. */
GA_HD void
ga_put_index (double *out_index, size_t i, int64_t k)
{
  if (out_index)
    out_index[i] = (double) (k + 1);
}

#endif
