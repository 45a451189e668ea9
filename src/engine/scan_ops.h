/* scan_ops.h: one step of each scan (scan.h), written once for the CPU
 * engine (cpu/scan_cpu.c) and the CUDA one (cuda/scan_cuda.cu), so that
 * both give the same bits for the same order of steps.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_SCAN_OPS_H
#define GPUAXIS_SCAN_OPS_H

#include <stdint.h>
#include <math.h>
#include "elem.h"
#include "complex_c99.h"
#include "ops.h"

/* Octave's octave_int + of two values of a signed class of range
 * [lo, hi] (held in int64_t): the exact sum, saturated.  int64's own
 * overflow saturates toward the operands' sign. */
GA_HD int64_t
ga_scan_sadd (int64_t a, int64_t b, int64_t lo, int64_t hi)
{
  const int64_t r = (int64_t) ((uint64_t) a + (uint64_t) b);
  if (((a ^ r) & (b ^ r)) < 0)
    return a < 0 ? INT64_MIN : INT64_MAX;
  return r < lo ? lo : r > hi ? hi : r;
}

/* The same for an unsigned class of top hi. */
GA_HD uint64_t
ga_scan_uadd (uint64_t a, uint64_t b, uint64_t hi)
{
  const uint64_t r = a + b;
  if (r < a)
    return UINT64_MAX;
  return r > hi ? hi : r;
}

/* cummax and cummin take v over the running value q when q is NaN (the
 * leading NaNs) and v is not, or when v is strictly beyond q (ties keep
 * the first); a NaN v is never taken after a number. */
GA_HD int
ga_scan_take_d (double v, double q, int max)
{
  if (isnan (q))
    return ! isnan (v);
  return max ? v > q : v < q;
}

GA_HD int
ga_scan_take_f (float v, float q, int max)
{
  if (isnan (q))
    return ! isnan (v);
  return max ? v > q : v < q;
}

/* Complex: NaN when either part is; the order is Octave's (abs, then arg
 * with -pi taken as pi: ops.h's GA_CMPLX_ORDER), abs as glibc's hypot
 * and hypotf compute it (complex_c99.h), so that the device compares
 * the same moduli as the host; the arg of a tie is the platform's
 * atan2. */
GA_CMPLX_ORDER (ga_scan_order_d, double, ga_c99_hypot, atan2, (double) M_PI)
GA_CMPLX_ORDER (ga_scan_order_f, float, ga_c99_hypotf, atan2f, (float) M_PI)
#define GA_SCAN_TAKE_C(NAME, T, ORDER)                                      \
  GA_HD int                                                                 \
  NAME (T vr, T vi, T qr, T qi, int max)                                    \
  {                                                                         \
    if (isnan (qr) || isnan (qi))                                           \
      return ! (isnan (vr) || isnan (vi));                                  \
    if (isnan (vr) || isnan (vi))                                           \
      return 0;                                                             \
    return ORDER (vr, vi, qr, qi, max, 0);                                  \
  }
GA_SCAN_TAKE_C (ga_scan_take_cd, double, ga_scan_order_d)
GA_SCAN_TAKE_C (ga_scan_take_cf, float, ga_scan_order_f)

#endif
