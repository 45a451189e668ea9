/* test_elem.h: element i of an array of any class, for the C-level tests
 * (exact: long double holds every integer class and both float classes).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_TEST_ELEM_H
#define GPUAXIS_TEST_ELEM_H
#include "gpuaxis.h"

/* The real part of complex elements. */
static inline long double
getl (ga_elem e, const void *p, size_t i)
{
  switch (e)
    {
    case GA_DOUBLE: return ((const double *) p)[i];
    case GA_SINGLE: return ((const float *) p)[i];
    case GA_INT8: return ((const int8_t *) p)[i];
    case GA_UINT8: case GA_LOGICAL: case GA_CHAR: return ((const uint8_t *) p)[i];
    case GA_INT16: return ((const int16_t *) p)[i];
    case GA_UINT16: return ((const uint16_t *) p)[i];
    case GA_INT32: return ((const int32_t *) p)[i];
    case GA_UINT32: return ((const uint32_t *) p)[i];
    case GA_INT64: return (long double) ((const int64_t *) p)[i];
    case GA_UINT64: return (long double) ((const uint64_t *) p)[i];
    case GA_CDOUBLE: return ((const double *) p)[2 * i];
    case GA_CSINGLE: return ((const float *) p)[2 * i];
    default: return 0;
    }
}

/* The imaginary part (0 for real classes). */
static inline long double
getl_im (ga_elem e, const void *p, size_t i)
{
  switch (e)
    {
    case GA_CDOUBLE: return ((const double *) p)[2 * i + 1];
    case GA_CSINGLE: return ((const float *) p)[2 * i + 1];
    default: return 0;
    }
}

/* The same as a double (one rounding, from the exact value). */
static inline double
getd (ga_elem e, const void *p, size_t i)
{
  return (double) getl (e, p, i);
}

static inline int
is_complex_elem (ga_elem e)
{
  return e == GA_CDOUBLE || e == GA_CSINGLE;
}
#endif
