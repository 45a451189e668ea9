/* welford.h: the (count, mean, M2) accumulators of var's one-pass form
 * (devsq.h's moments), the same arithmetic on both engines (C and CUDA:
 * the functions are host and device inline code).  M2 is the sum of
 * squared deviations from the values' own mean.  All in double.
 *
 *   ga_wf_push:   one value, Welford's update
 *                 (d = y - mean; mean += d / k; M2 += d (y - mean));
 *   ga_wf_merge:  two sets, Chan, Golub and LeVeque's pairwise formula
 *                 (n = na + nb; d = mb - ma; mean = ma + d nb / n;
 *                 M2 = M2a + M2b + d^2 na nb / n), an empty set a no-op;
 *   ga_wf_block8: 8 values held in registers, their mean and M2 by two
 *                 passes over the registers, then merged: one division
 *                 per 8 values instead of one per value.
 *
 * A NaN or Inf among the values makes mean or M2 NaN (Inf - Inf), and it
 * stays NaN through every merge, as Octave's var gives NaN then.  The
 * callers subtract a shift (the slice's first element) from each value
 * first, so the accumulated mean is small against the spread whatever
 * the data's mean: the error of M2 is then a small multiple of n eps
 * (double) relative to the exact M2.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_WELFORD_H
#define GPUAXIS_WELFORD_H

#include <math.h>

#ifdef __CUDACC__
#define GA_WF_FN static __host__ __device__ __forceinline__
#else
#define GA_WF_FN static inline
#endif

typedef struct {
  double n, mean, m2;
} ga_wf;

/* Octave's var takes a slice's mean as its sum in the class over n:
 * where that sum overflows, every deviation is infinite and Octave's var
 * is Inf (var ([1e308 1e308]) in Octave 7.3), where the shifted pass
 * keeps a finite M2.  mean: the slice's (or a complex part's) mean; big:
 * the class's largest finite value.  (A running sum that overflows only
 * part way, values near it of both signs, is not followed.) */
GA_WF_FN double
ga_wf_octave_m2 (double m2, double mean, double n, double big)
{
  return fabs (mean) * n > big && m2 == m2 ? INFINITY : m2;
}

GA_WF_FN void
ga_wf_push (ga_wf *a, double y)
{
  const double d = y - a->mean;
  a->n += 1;
  a->mean += d / a->n;
  a->m2 += d * (y - a->mean);
}

GA_WF_FN void
ga_wf_merge (ga_wf *a, ga_wf b)
{
  double n, d;
  if (b.n == 0)
    return;
  if (a->n == 0)
    {
      *a = b;
      return;
    }
  n = a->n + b.n;
  d = b.mean - a->mean;
  a->mean += d * (b.n / n);
  a->m2 += b.m2 + d * d * (a->n * b.n / n);
  a->n = n;
}

GA_WF_FN void
ga_wf_block8 (ga_wf *a, const double *y)
{
  double s = 0, m2 = 0, m;
  ga_wf b;
  for (int q = 0; q < 8; q++)
    s += y[q];
  m = s * 0.125;
  for (int q = 0; q < 8; q++)
    {
      const double d = y[q] - m;
      m2 += d * d;
    }
  b.n = 8;
  b.mean = m;
  b.m2 = m2;
  ga_wf_merge (a, b);
}

#endif
