/* complex_c99.h: complex multiplication, division and modulus exactly as
 * Octave's host code gets them, for the CUDA kernels.  Octave's complex
 * .* and ./ are std::complex<double> operators, which GCC turns into
 * libgcc's __muldc3 and __divdc3 (C99 Annex G: infinities and zeros
 * recovered from NaN + NaN i, scaling against overflow); abs is glibc's
 * hypot.  CUDA has none of these: the first CUDA run of the elementwise
 * suite (2026-12-01) gave NaN + NaN i for finite ./ infinite where Octave
 * gives 0 - 0i, and an abs 2 ulps off.  These are GCC 12's libgcc2.c and
 * glibc 2.36's dbl-64 e_hypot.c (the non-FMA branch, which Debian's
 * generic x86-64 build runs), written out step by step; the files that
 * include them are compiled with -fmad=false, so no product is fused
 * where the host rounds it.  tests/test_complex_c99.c checks them bit for
 * bit against the host's own operators and hypot.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_COMPLEX_C99_H
#define GPUAXIS_COMPLEX_C99_H

#include <float.h>
#include <math.h>

#ifndef GA_HD
#if defined (__CUDACC__)
#define GA_HD static __host__ __device__ __forceinline__
#else
#define GA_HD static inline
#endif
#endif

/* libgcc's __muldc3 and __mulsc3: (a + bi) (c + di) into *x + *y i, in
 * T (double, float).  Octave's complex single .* is std::complex<float>'s
 * operator, so in float: its ac - bd rounds ac and bd first (in double
 * then rounded, 575,462 of 10^6 random products came out an ulp off). */
#define GA_C99_MUL(NAME, T)                                                 \
  GA_HD void                                                                \
  NAME (T a, T b, T c, T d, T *x, T *y)                                     \
  {                                                                         \
    T ac = a * c, bd = b * d, ad = a * d, bc = b * c;                       \
    *x = ac - bd;                                                           \
    *y = ad + bc;                                                           \
    if (isnan (*x) && isnan (*y))                                           \
      {                                                                     \
        int recalc = 0;                                                     \
        if (isinf (a) || isinf (b))                                         \
          {                                                                 \
            a = (T) copysign (isinf (a) ? 1.0 : 0.0, a);                    \
            b = (T) copysign (isinf (b) ? 1.0 : 0.0, b);                    \
            if (isnan (c)) c = (T) copysign (0.0, c);                       \
            if (isnan (d)) d = (T) copysign (0.0, d);                       \
            recalc = 1;                                                     \
          }                                                                 \
        if (isinf (c) || isinf (d))                                         \
          {                                                                 \
            c = (T) copysign (isinf (c) ? 1.0 : 0.0, c);                    \
            d = (T) copysign (isinf (d) ? 1.0 : 0.0, d);                    \
            if (isnan (a)) a = (T) copysign (0.0, a);                       \
            if (isnan (b)) b = (T) copysign (0.0, b);                       \
            recalc = 1;                                                     \
          }                                                                 \
        if (! recalc && (isinf (ac) || isinf (bd) || isinf (ad) || isinf (bc))) \
          {                                                                 \
            if (isnan (a)) a = (T) copysign (0.0, a);                       \
            if (isnan (b)) b = (T) copysign (0.0, b);                       \
            if (isnan (c)) c = (T) copysign (0.0, c);                       \
            if (isnan (d)) d = (T) copysign (0.0, d);                       \
            recalc = 1;                                                     \
          }                                                                 \
        if (recalc)                                                         \
          {                                                                 \
            *x = (T) INFINITY * (a * c - b * d);                            \
            *y = (T) INFINITY * (a * d + b * c);                            \
          }                                                                 \
      }                                                                     \
  }
GA_C99_MUL (ga_c99_mul, double)
GA_C99_MUL (ga_c99_mulf, float)

/* __divdc3's scaling, the same for either branch: *big is the divisor's
 * part of the larger modulus (d or c). */
GA_HD void
ga_c99_div_scale (double *a, double *b, double *c, double *d, const double *big)
{
  const double RBIG = DBL_MAX / 2, RMIN = DBL_MIN, RMIN2 = DBL_EPSILON,
               RMINSCAL = 1 / DBL_EPSILON, RMAX2 = RBIG * RMIN2;
  if (fabs (*big) >= RBIG)
    {
      *a = *a / 2; *b = *b / 2; *c = *c / 2; *d = *d / 2;
    }
  if (fabs (*big) < RMIN2
      || (fabs (*a) < RMIN && fabs (*b) < RMAX2 && fabs (*big) < RMAX2)
      || (fabs (*b) < RMIN && fabs (*a) < RMAX2 && fabs (*big) < RMAX2))
    {
      *a = *a * RMINSCAL; *b = *b * RMINSCAL; *c = *c * RMINSCAL; *d = *d * RMINSCAL;
    }
}

/* __divdc3's and __divsc3's ending: infinities and zeros that came out as
 * NaN + NaN i, in T (x, y, a, b, c, d of T in scope). */
#define GA_C99_DIV_RECOVER(T)                                               \
  if (isnan (x) && isnan (y))                                               \
    {                                                                       \
      if (c == 0 && d == 0 && (! isnan (a) || ! isnan (b)))                 \
        {                                                                   \
          x = (T) copysign (INFINITY, c) * a;                               \
          y = (T) copysign (INFINITY, c) * b;                               \
        }                                                                   \
      else if ((isinf (a) || isinf (b)) && isfinite (c) && isfinite (d))    \
        {                                                                   \
          a = (T) copysign (isinf (a) ? 1.0 : 0.0, a);                      \
          b = (T) copysign (isinf (b) ? 1.0 : 0.0, b);                      \
          x = (T) INFINITY * (a * c + b * d);                               \
          y = (T) INFINITY * (b * c - a * d);                               \
        }                                                                   \
      else if ((isinf (c) || isinf (d)) && isfinite (a) && isfinite (b))    \
        {                                                                   \
          c = (T) copysign (isinf (c) ? 1.0 : 0.0, c);                      \
          d = (T) copysign (isinf (d) ? 1.0 : 0.0, d);                      \
          x = (T) (0.0 * (a * c + b * d));                                  \
          y = (T) (0.0 * (b * c - a * d));                                  \
        }                                                                   \
    }

/* libgcc's __divdc3 (GCC 12: scaled Smith's method): (a + bi) / (c + di). */
GA_HD void
ga_c99_div (double a, double b, double c, double d, double *xo, double *yo)
{
  double denom, ratio, x, y;
  if (fabs (c) < fabs (d))
    {
      ga_c99_div_scale (&a, &b, &c, &d, &d);
      ratio = c / d;
      denom = (c * ratio) + d;
      if (fabs (ratio) > DBL_MIN)
        {
          x = ((a * ratio) + b) / denom;
          y = ((b * ratio) - a) / denom;
        }
      else
        {
          x = ((c * (a / d)) + b) / denom;
          y = ((c * (b / d)) - a) / denom;
        }
    }
  else
    {
      ga_c99_div_scale (&a, &b, &c, &d, &c);
      ratio = d / c;
      denom = (d * ratio) + c;
      if (fabs (ratio) > DBL_MIN)
        {
          x = ((b * ratio) + a) / denom;
          y = (b - (a * ratio)) / denom;
        }
      else
        {
          /* as Debian's libgcc_s 12.2 computes it (its machine code:
             b / c and a / c first), not as a * (d / c) */
          x = (d * (b / c) + a) / denom;
          y = (b - d * (a / c)) / denom;
        }
    }
  GA_C99_DIV_RECOVER (double);
  *xo = x;
  *yo = y;
}

/* libgcc's __divsc3 (GCC 12, where the machine has double hardware):
 * the plain formula in double, rounded to float, then __divdc3's
 * ending in float.  Octave's complex single ./ is this call. */
GA_HD void
ga_c99_divf (float a, float b, float c, float d, float *xo, float *yo)
{
  const double aa = a, bb = b, cc = c, dd = d;
  const double denom = (cc * cc) + (dd * dd);
  float x = (float) (((aa * cc) + (bb * dd)) / denom);
  float y = (float) (((bb * cc) - (aa * dd)) / denom);
  GA_C99_DIV_RECOVER (float);
  *xo = x;
  *yo = y;
}

/* glibc's hypot (dbl-64, without FMA): a square root and one correction
 * step, scaled at the ends of the range. */
GA_HD double
ga_c99_hypot_kernel (double ax, double ay)
{
  double t1, t2, h = sqrt (ax * ax + ay * ay);
  if (h <= 2.0 * ay)
    {
      double delta = h - ay;
      t1 = ax * (2.0 * delta - ax);
      t2 = (delta - 2.0 * (ax - ay)) * delta;
    }
  else
    {
      double delta = h - ax;
      t1 = 2.0 * delta * (ax - 2.0 * ay);
      t2 = (4.0 * delta - ay) * ay + delta * delta;
    }
  h -= (t1 + t2) / (2.0 * h);
  return h;
}

GA_HD double
ga_c99_hypot (double x, double y)
{
  const double SCALE = 0x1p-600, LARGE_VAL = 0x1p+511, TINY_VAL = 0x1p-511,
               EPS = 0x1p-54;
  double ax, ay;
  if (! isfinite (x) || ! isfinite (y))
    {
      if (isinf (x) || isinf (y))
        return INFINITY;
      return x + y;
    }
  x = fabs (x);
  y = fabs (y);
  ax = x < y ? y : x;
  ay = x < y ? x : y;
  if (ax > LARGE_VAL)
    {
      if (ay <= ax * EPS)
        return ax + ay;
      return ga_c99_hypot_kernel (ax * SCALE, ay * SCALE) / SCALE;
    }
  if (ay < TINY_VAL)
    {
      if (ax >= ay / EPS)
        return ax + ay;
      return ga_c99_hypot_kernel (ax / SCALE, ay / SCALE) * SCALE;
    }
  if (ay <= ax * EPS)
    return ax + ay;
  return ga_c99_hypot_kernel (ax, ay);
}

/* glibc's hypotf (flt-32): the sum of squares in double (the products
 * of singles are exact there), its square root rounded to single; equal
 * to the host's hypotf and cabsf on 20 million pairs.  Octave's abs of a
 * FloatComplex, which its comparisons of complex singles order by. */
GA_HD float
ga_c99_hypotf (float x, float y)
{
  if (! isfinite (x) || ! isfinite (y))
    {
      if (isinf (x) || isinf (y))
        return INFINITY;
      return x + y;
    }
  return (float) sqrt ((double) x * (double) x + (double) y * (double) y);
}

/* glibc's cexp, csin and ccosh (ccos (z) is ccosh (i z)): the platform's
 * exp, sin, cos, sinh and cosh inside, glibc's special values (C99 Annex
 * G) and overflow scaling around them.  The first CUDA run with plain
 * formulas gave NaN + NaN i where Octave gives 0 - 0i, Inf + NaN i, ...
 * (exp (-Inf + i y), sin, cos and .^ of infinities: 28 cases). */
#define GA_C99_T 709            /* (int) ((DBL_MAX_EXP - 1) * log (2)) */

GA_HD void
ga_c99_exp (double re, double im, double *xo, double *yo)
{
  if (isfinite (re))
    {
      if (isfinite (im))
        {
          double s = im, c = 1;
          if (im != 0)
            {
              s = sin (im);
              c = cos (im);
            }
          if (re > GA_C99_T)
            {
              const double et = exp ((double) GA_C99_T);
              re -= GA_C99_T;
              s *= et;
              c *= et;
              if (re > GA_C99_T)
                {
                  re -= GA_C99_T;
                  s *= et;
                  c *= et;
                }
            }
          if (re > GA_C99_T)
            {
              *xo = DBL_MAX * c;
              *yo = DBL_MAX * s;
            }
          else
            {
              const double e = exp (re);
              *xo = e * c;
              *yo = e * s;
            }
        }
      else
        {
          *xo = NAN;
          *yo = NAN;
        }
    }
  else if (isinf (re))
    {
      if (isfinite (im))
        {
          const double v = signbit (re) ? 0 : INFINITY;
          if (im == 0)
            {
              *xo = v;
              *yo = im;
            }
          else
            {
              *xo = copysign (v, cos (im));
              *yo = copysign (v, sin (im));
            }
        }
      else if (! signbit (re))
        {
          *xo = INFINITY;
          *yo = im - im;
        }
      else
        {
          *xo = 0;
          *yo = copysign (0.0, im);
        }
    }
  else
    {
      *xo = NAN;
      *yo = im == 0 ? im : NAN;
    }
}

/* glibc's scaling where |u| > 709 of sinh/cosh (u) times sin/cos: e^|u|/2
 * taken in steps.  (a, b) are multiplied through; results into *xo, *yo. */
GA_HD void
ga_c99_big_hyp (double u, double a, double b, double *xo, double *yo)
{
  const double et = exp ((double) GA_C99_T);
  double ix = fabs (u) - GA_C99_T;
  a *= et / 2;
  b *= et / 2;
  if (ix > GA_C99_T)
    {
      ix -= GA_C99_T;
      a *= et;
      b *= et;
    }
  if (ix > GA_C99_T)
    {
      *xo = DBL_MAX * a;
      *yo = DBL_MAX * b;
    }
  else
    {
      const double ev = exp (ix);
      *xo = ev * a;
      *yo = ev * b;
    }
}

GA_HD void
ga_c99_sin (double re, double im, double *xo, double *yo)
{
  const int negate = signbit (re) != 0;
  const int rfin = isfinite (re), ifin = isfinite (im);
  re = fabs (re);
  if (ifin)
    {
      if (rfin)
        {
          double s = re, c = 1;
          if (re > DBL_MIN)
            {
              s = sin (re);
              c = cos (re);
            }
          if (negate)
            s = -s;
          if (fabs (im) > GA_C99_T)
            ga_c99_big_hyp (im, s, signbit (im) ? -c : c, xo, yo);
          else
            {
              *xo = cosh (im) * s;
              *yo = sinh (im) * c;
            }
        }
      else if (im == 0)
        {
          *xo = re - re;
          *yo = im;
        }
      else
        {
          *xo = NAN;
          *yo = NAN;
        }
    }
  else if (isinf (im))
    {
      if (re == 0)
        {
          *xo = copysign (0.0, negate ? -1.0 : 1.0);
          *yo = im;
        }
      else if (rfin)
        {
          double s = re, c = 1;
          if (re > DBL_MIN)
            {
              s = sin (re);
              c = cos (re);
            }
          *xo = copysign (INFINITY, s);
          *yo = copysign (INFINITY, c);
          if (negate)
            *xo = -*xo;
          if (signbit (im))
            *yo = -*yo;
        }
      else
        {
          *xo = re - re;
          *yo = INFINITY;
        }
    }
  else
    {
      *xo = re == 0 ? copysign (0.0, negate ? -1.0 : 1.0) : NAN;
      *yo = NAN;
    }
}

GA_HD void
ga_c99_cosh (double re, double im, double *xo, double *yo)
{
  if (isfinite (re))
    {
      if (isfinite (im))
        {
          double s = im, c = 1;
          if (fabs (im) > DBL_MIN)
            {
              s = sin (im);
              c = cos (im);
            }
          if (fabs (re) > GA_C99_T)
            ga_c99_big_hyp (re, c, signbit (re) ? -s : s, xo, yo);
          else
            {
              *xo = cosh (re) * c;
              *yo = sinh (re) * s;
            }
        }
      else
        {
          *yo = re == 0 ? 0 : NAN;
          *xo = im - im;
        }
    }
  else if (isinf (re))
    {
      if (isfinite (im) && im != 0)
        {
          double s = im, c = 1;
          if (fabs (im) > DBL_MIN)
            {
              s = sin (im);
              c = cos (im);
            }
          *xo = copysign (INFINITY, c);
          *yo = copysign (INFINITY, s) * copysign (1.0, re);
        }
      else if (im == 0)
        {
          *xo = INFINITY;
          *yo = im * copysign (1.0, re);
        }
      else
        {
          *xo = INFINITY;
          *yo = im - im;
        }
    }
  else
    {
      *xo = NAN;
      *yo = im == 0 ? im : NAN;
    }
}

#endif
