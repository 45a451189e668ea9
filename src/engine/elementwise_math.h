/* elementwise_math.h: the elementwise functions of real arguments only
 * (rows of kind MAPR and FMAP2 in elementwise_ops.def: tan, atan, sinh,
 * cosh, tanh, asinh, expm1, cbrt, gamma; atan2, hypot), in double and in
 * single, for both engines: the C library's functions on the CPU (those
 * Octave calls), CUDA's on the GPU.  gamma is Octave's xgamma: Inf at 0,
 * -Inf at -0, Inf at the negative integers and at -Inf.  Complex
 * arguments are refused by the plan (gpuaxis:not-supported).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_ELEMENTWISE_MATH_H
#define GPUAXIS_ELEMENTWISE_MATH_H

#define GA_EW_MATH_UNARY(NAME, T, TAN, ATAN, SINH, COSH, TANH, ASINH,      \
                         EXPM1, CBRT, TGAMMA, ROUND)                       \
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
                  expm1, cbrt, tgamma, round)
GA_EW_MATH_UNARY (ga_ew_math_f, float, tanf, atanf, sinhf, coshf, tanhf,
                  asinhf, expm1f, cbrtf, tgammaf, roundf)
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
