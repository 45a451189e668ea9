/* nanflags.c: the nanflag extension (MATLAB, Octave 11), done in the
 * gateway around ordinary engine runs, so that the kernels are the same
 * ones whatever the flag:
 *   "omitnan" for sum, sumsq, prod: the reduction of a copy whose NaN
 *     elements are the identity (only when the input holds a NaN);
 *   "omitnan" for mean: the same sum, divided by a second reduction, the
 *     count of the elements that are not NaN;
 *   "includenan" for max, min: a second reduction finds, per result,
 *     whether its slice holds a NaN and where the first one is.
 * Each pass over the input costs memory bandwidth; inputs without NaN pay
 * one scan.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <math.h>
#include <string.h>
#include "nanflags.h"

#define ISNAN_AT(T, p, i, cplx) \
  ((cplx) ? (isnan (((const T *) (p))[2 * (i)]) || isnan (((const T *) (p))[2 * (i) + 1])) \
          : isnan (((const T *) (p))[i]))

int
ga_nan_any (ga_elem in, int cplx, const void *data, size_t numel)
{
  if (in == GA_DOUBLE)
    {
      for (size_t i = 0; i < numel; i++)
        if (ISNAN_AT (double, data, i, cplx))
          return 1;
    }
  else if (in == GA_SINGLE)
    for (size_t i = 0; i < numel; i++)
      if (ISNAN_AT (float, data, i, cplx))
        return 1;
  return 0;
}

void *
ga_nan_replaced (ga_elem in, int cplx, const void *data, size_t numel,
                 double ident)
{
  const size_t k = cplx ? 2 : 1, es = ga_elem_size (in);
  void *c = mxMalloc (numel * k * es + 1);
  memcpy (c, data, numel * k * es);
  for (size_t i = 0; i < numel; i++)
    if (in == GA_DOUBLE ? ISNAN_AT (double, data, i, cplx) : ISNAN_AT (float, data, i, cplx))
      {
        if (in == GA_DOUBLE)
          {
            ((double *) c)[k * i] = ident;
            if (cplx) ((double *) c)[k * i + 1] = 0;
          }
        else
          {
            ((float *) c)[k * i] = (float) ident;
            if (cplx) ((float *) c)[k * i + 1] = 0;
          }
      }
  return c;
}

unsigned char *
ga_nan_indicator (ga_elem in, int cplx, const void *data, size_t numel, int nan)
{
  unsigned char *b = (unsigned char *) mxMalloc (numel + 1);
  for (size_t i = 0; i < numel; i++)
    {
      int isn = in == GA_DOUBLE ? ISNAN_AT (double, data, i, cplx)
                : in == GA_SINGLE ? ISNAN_AT (float, data, i, cplx) : 0;
      b[i] = (unsigned char) (nan ? isn : ! isn);
    }
  return b;
}
