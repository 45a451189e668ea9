/* elementwise_math.h: the elementwise functions of real arguments only
 * (rows of kind MAPR and FMAP2 in elementwise_ops.def: tan, atan, sinh,
 * cosh, tanh, asinh, expm1, cbrt, gamma, asin, acos, acosh, atanh, log1p;
 * atan2, hypot), in double and in
 * single, for both engines: the C library's functions on the CPU (those
 * Octave calls), CUDA's on the GPU.  gamma is Octave's xgamma: Inf at 0,
 * -Inf at -0, Inf at the negative integers and at -Inf.  asin ... log1p
 * outside their real domain give NaN here; the real run's flag then has
 * the result computed again as complex (ga_ew_rc).  Complex
 * arguments are refused by the plan (gpuaxis:not-supported).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_ELEMENTWISE_MATH_H
#define GPUAXIS_ELEMENTWISE_MATH_H

#define GA_EW_MATH_UNARY(NAME, T, TAN, ATAN, SINH, COSH, TANH, ASINH,      \
                         EXPM1, CBRT, TGAMMA, ROUND, ASIN, ACOS, ACOSH,    \
                         ATANH, LOG1P)                                     \
  GA_HD T                                                                 \
  NAME (int op, T a)                                                      \
  {                                                                       \
    switch (op)                                                           \
      {                                                                   \
      case GA_EW_TAN: return TAN (a);                                     \
      case GA_EW_ATAN: return ATAN (a);                                   \
      case GA_EW_SINH: return SINH (a);                                   \
      case GA_EW_COSH: return COSH (a);                                   \
      case GA_EW_TANH: return TANH (a);                                   \
      case GA_EW_ASINH: return ASINH (a);                                 \
      case GA_EW_EXPM1: return EXPM1 (a);                                 \
      case GA_EW_CBRT: return CBRT (a);                                   \
      case GA_EW_ASIN: return ASIN (a);                                   \
      case GA_EW_ACOS: return ACOS (a);                                   \
      case GA_EW_ACOSH: return ACOSH (a);                                 \
      case GA_EW_ATANH: return ATANH (a);                                 \
      case GA_EW_LOG1P: return LOG1P (a);                                 \
      case GA_EW_GAMMA:                                                   \
        if (a == 0)                                                       \
          return signbit (a) ? (T) -INFINITY : (T) INFINITY;              \
        if ((a < 0 && ROUND (a) == a) || isinf (a))                       \
          return (T) INFINITY;                                            \
        if (a != a)                                                       \
          return a;                                                       \
        return TGAMMA (a);                                                \
      default: return a;                /* uplus, conj, real */           \
      }                                                                   \
  }
GA_EW_MATH_UNARY (ga_ew_math_d, double, tan, atan, sinh, cosh, tanh, asinh,
                  expm1, cbrt, tgamma, round, asin, acos, acosh, atanh, log1p)
GA_EW_MATH_UNARY (ga_ew_math_f, float, tanf, atanf, sinhf, coshf, tanhf,
                  asinhf, expm1f, cbrtf, tgammaf, roundf, asinf, acosf,
                  acoshf, atanhf, log1pf)
#undef GA_EW_MATH_UNARY

GA_HD double
ga_ew_math2_d (int op, double a, double b)
{
  return op == GA_EW_ATAN2 ? atan2 (a, b) : hypot (a, b);
}

GA_HD float
ga_ew_math2_f (int op, float a, float b)
{
  return op == GA_EW_ATAN2 ? atan2f (a, b) : hypotf (a, b);
}

#endif
