/* select_ops.h: what one element means to the selection engine
 * (select.h), shared by its CPU and CUDA engines: nonzero (find, nnz),
 * the value histc bins (a double, or a float when the comparison is in
 * single precision, as Octave's lookup converts), and accumarray's max
 * and min steps (octave::math::max / min: a NaN value leaves the
 * accumulator, ties keep it).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_SELECT_OPS_H
#define GPUAXIS_SELECT_OPS_H

#include "elem.h"

/* 1 if element i of class e (pairs when cplx) is nonzero; NaN is. */
GA_HD int
ga_sel_nonzero (ga_elem e, int cplx, const void *x, size_t i)
{
  switch (e)
    {
    case GA_DOUBLE:
      if (cplx)
        return ((const double *) x)[2 * i] != 0 || ((const double *) x)[2 * i + 1] != 0;
      return ((const double *) x)[i] != 0;
    case GA_SINGLE:
      if (cplx)
        return ((const float *) x)[2 * i] != 0 || ((const float *) x)[2 * i + 1] != 0;
      return ((const float *) x)[i] != 0;
    case GA_INT8: case GA_UINT8: case GA_LOGICAL: case GA_CHAR:
      return ((const uint8_t *) x)[i] != 0;
    case GA_INT16: case GA_UINT16: return ((const uint16_t *) x)[i] != 0;
    case GA_INT32: case GA_UINT32: return ((const uint32_t *) x)[i] != 0;
    case GA_INT64: case GA_UINT64: return ((const uint64_t *) x)[i] != 0;
    default: return 0;
    }
}

/* Element i of a real class as a double (exact but for 64-bit integers
 * beyond 2^53, rounded as Octave's double () rounds them). */
GA_HD double
ga_sel_load_d (ga_elem e, const void *x, size_t i)
{
  switch (e)
    {
    case GA_DOUBLE: return ((const double *) x)[i];
    case GA_SINGLE: return ((const float *) x)[i];
    case GA_INT8: return ((const int8_t *) x)[i];
    case GA_UINT8: case GA_LOGICAL: case GA_CHAR: return ((const uint8_t *) x)[i];
    case GA_INT16: return ((const int16_t *) x)[i];
    case GA_UINT16: return ((const uint16_t *) x)[i];
    case GA_INT32: return ((const int32_t *) x)[i];
    case GA_UINT32: return ((const uint32_t *) x)[i];
    case GA_INT64: return (double) ((const int64_t *) x)[i];
    case GA_UINT64: return (double) ((const uint64_t *) x)[i];
    default: return 0;
    }
}

/* histc's bin (1-based) of value v among nedges sorted edges: the last
 * edge <= v, 0 when there is none, when v > the last edge, or v is NaN
 * (Octave's lookup, then idx(! (x <= edges(end))) = 0). */
#define GA_SEL_BIN(T, NAME)                                             \
  GA_HD size_t                                                          \
  NAME (T v, const T *edges, size_t nedges)                             \
  {                                                                     \
    size_t lo = 0, hi = nedges;                                         \
    if (! (v <= edges[nedges - 1]))                                     \
      return 0;                                                         \
    while (lo < hi)             /* first edge > v */                    \
      {                                                                 \
        const size_t mid = lo + (hi - lo) / 2;                          \
        if (edges[mid] <= v)                                            \
          lo = mid + 1;                                                 \
        else                                                            \
          hi = mid;                                                     \
      }                                                                 \
    return lo;                                                          \
  }
GA_SEL_BIN (double, ga_sel_bin_d)
GA_SEL_BIN (float, ga_sel_bin_f)

/* accumarray's steps, as octave::math::max and min. */
#define GA_SEL_MAXMIN(T, NAME, CMP)                                     \
  GA_HD T                                                               \
  NAME (T acc, T v)                                                     \
  {                                                                     \
    if (v != v)                                                         \
      return acc;                                                       \
    return acc CMP v ? acc : v;                                         \
  }
GA_SEL_MAXMIN (double, ga_sel_max_d, >=)
GA_SEL_MAXMIN (double, ga_sel_min_d, <=)
GA_SEL_MAXMIN (float, ga_sel_max_f, >=)
GA_SEL_MAXMIN (float, ga_sel_min_f, <=)

#endif
