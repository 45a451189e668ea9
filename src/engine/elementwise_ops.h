/* elementwise_ops.h: the arithmetic of one element of every elementwise
 * operation (elementwise_ops.def), written once for the CPU engine (C) and
 * the CUDA kernels (GA_HD: host and device).  ga_ew_eval computes result
 * element ir from operand elements ia and ib in the plan's domain and
 * stores it in the plan's result class.
 *
 * Octave's rules, as Octave 7.3 computes them (liboctave's oct-inttypes,
 * lo-mappers, xpow):
 * - max (x, y) of reals is (x >= y || isnan (y)) ? x : y (ties give x,
 *   NaN is skipped); min likewise; of complex values abs (x) >= abs (y) ?
 *   x : (isnan (x) ? x : y).  Octave swaps the operands of reals when the
 *   first is a scalar (max (-0, [0 0]) is [0 0]) or broadcast along its
 *   leading dimensions (max ([0 0], -zeros (2)) is -0): the plan does too.  Integer results: operands converted to the
 *   result class first (max (int8 (-3), NaN) is 0).
 * - Complex ordering (< <= > >=): by abs, then by arg, an arg of -pi
 *   counting as pi.
 * - 64-bit integers: x + y with y double is x + int64 (y), saturating (a
 *   y beyond the class added in two halves; uint64: x - uint64 (-y) for
 *   y < 0); x * y exact, rounded half away; x / y by integer division for
 *   an integer y, else x * (1 / y); integer division rounds half away;
 *   x / 0 saturates (0 / 0 is 0).
 * - x .^ y of integers: repeated squaring with saturation when y is an
 *   integer in [0, bits); else pow in double, converted.
 * - sqrt, log, log2, log10 of a negative real and x .^ y of a negative x
 *   with a non-integer y are complex: the real run raises GA_EWF_COMPLEX
 *   and the plan runs again as complex (Octave's rc_sqrt, rc_log, ...).
 *
 * On the CPU the transcendental functions are the C library's (those
 * Octave calls: its results exactly); on the GPU CUDA's (within their
 * documented ulps), complex ones written here.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_ELEMENTWISE_OPS_H
#define GPUAXIS_ELEMENTWISE_OPS_H

#include <math.h>
#include <stdint.h>
#include "elem.h"
#include "elementwise.h"
#include "complex_c99.h"
#include "elementwise_math.h"

#if ! defined (__CUDACC__)
#include <complex.h>
#endif

#include "elementwise_load.h"

/* Octave's xisint: an integer in int's range, both ends included (in
 * Octave 7.3 (-2) .^ 2147483647 is real, (-2) .^ 2147483648 complex, and
 * complex (0.5, 0) .^ -2147483648 is Inf - NaNi: 1 / (z^2^31), by the
 * integer power). */
GA_HD int
ga_xisint (double x)
{
  return round (x) == x && x >= -2147483648.0 && x <= 2147483647.0;
}

/* ------------------------------------------------- 64-bit integers */

GA_HD int64_t
ga_s_add (int64_t a, int64_t b)
{
  int64_t r = (int64_t) ((uint64_t) a + (uint64_t) b);
  if (((a ^ r) & (b ^ r)) < 0)
    return a < 0 ? INT64_MIN : INT64_MAX;
  return r;
}

GA_HD int64_t
ga_s_sub (int64_t a, int64_t b)
{
  int64_t r = (int64_t) ((uint64_t) a - (uint64_t) b);
  if (((a ^ b) & (a ^ r)) < 0)
    return a < 0 ? INT64_MIN : INT64_MAX;
  return r;
}

GA_HD int64_t
ga_s_neg (int64_t a)
{
  return a == INT64_MIN ? INT64_MAX : -a;
}

GA_HD int64_t
ga_s_mul (int64_t a, int64_t b)
{
  __int128 r = (__int128) a * b;
  return r > INT64_MAX ? INT64_MAX : r < INT64_MIN ? INT64_MIN : (int64_t) r;
}

/* Octave's integer division: rounded half away, x / 0 saturated. */
GA_HD int64_t
ga_s_div (int64_t a, int64_t b)
{
  __int128 n = a, d = b, q, r;
  if (b == 0)
    return a > 0 ? INT64_MAX : a < 0 ? INT64_MIN : 0;
  q = n / d;
  r = n % d;
  if (r < 0)
    r = -r;
  if (2 * r >= (d < 0 ? -d : d))
    q += (a < 0) == (b < 0) ? 1 : -1;
  return q > INT64_MAX ? INT64_MAX : q < INT64_MIN ? INT64_MIN : (int64_t) q;
}

GA_HD uint64_t
ga_u_add (uint64_t a, uint64_t b)
{
  uint64_t r = a + b;
  return r < a ? UINT64_MAX : r;
}

GA_HD uint64_t
ga_u_sub (uint64_t a, uint64_t b)
{
  return a > b ? a - b : 0;
}

GA_HD uint64_t
ga_u_mul (uint64_t a, uint64_t b)
{
  unsigned __int128 r = (unsigned __int128) a * b;
  return r > UINT64_MAX ? UINT64_MAX : (uint64_t) r;
}

GA_HD uint64_t
ga_u_div (uint64_t a, uint64_t b)
{
  uint64_t q, r;
  if (b == 0)
    return a ? UINT64_MAX : 0;
  q = a / b;
  r = a % b;
  if (r >= b - r && q < UINT64_MAX)
    q++;
  return q;
}

GA_HD int64_t ga_s_of (double d) { return ga_d2i (d, INT64_MIN, INT64_MAX); }
GA_HD uint64_t ga_u_of (double d) { return ga_d2u (d, UINT64_MAX); }

/* x * y of a 64-bit integer x and a double y that is not an integer,
 * as Octave's octave_int64 and octave_uint64 compute it (oct-inttypes.cc,
 * without long double): y's mantissa taken to 52 bits (its last bit
 * dropped), its product with |x| in 128 bits cut into four 32-bit words,
 * each word times its power of two rounded (half away) and saturated by
 * itself, the four added with saturation.  Not the exact product: within
 * about an ulp of y's of it (uint64 16264400000000000000 / 7.5 is
 * 2168586666666666185, exactly 2168586666666666666.7), but Octave's, and
 * its values are the reference.  neg: the product's sign. */
GA_HD double
ga_mul_word (unsigned __int128 p, int i, int e, int neg)
{
  const double w = ldexp ((double) (uint32_t) (p >> (32 * i)), e + 32 * i);
  return neg ? -w : w;
}

GA_HD int64_t
ga_s_mul_split (int64_t x, double y)
{
  int e, neg = (y < 0) != (x < 0);
  const uint64_t m = (uint64_t) ldexp (frexp (fabs (y), &e), 52);
  const uint64_t ax = x < 0 ? 0 - (uint64_t) x : (uint64_t) x;
  const unsigned __int128 p = (unsigned __int128) ax * m;
  int64_t r = 0;
  for (int i = 0; i < 4; i++)
    r = ga_s_add (r, ga_s_of (ga_mul_word (p, i, e - 52, neg)));
  return r;
}

GA_HD uint64_t
ga_u_mul_split (uint64_t x, double y)
{
  int e;
  const uint64_t m = (uint64_t) ldexp (frexp (y, &e), 52);
  const unsigned __int128 p = (unsigned __int128) x * m;
  uint64_t r = 0;
  for (int i = 0; i < 4; i++)
    r = ga_u_add (r, ga_u_of (ga_mul_word (p, i, e - 52, 0)));
  return r;
}

/* Octave's cases first: an integer y (in range) as an integer product,
 * y = 0.5 as x / 2, NaN and Inf in double.  y = -0.5: Octave 7.3 divides
 * by octave_int64 (static_cast<uint64_t> (4 * y)), -2 wrapped to 2^64 - 2
 * and saturated to 2^63 - 1, so int64 (3) * -0.5 is 0 there; here it is
 * x / -2 (-2, as int32 (3) * -0.5 and int64 (3) / -2 are in Octave): a
 * deliberate difference (README). */
GA_HD int64_t
ga_s_muld (int64_t x, double y)
{
  if (fabs (y) < GA_2P63 && y == round (y))
    return ga_s_mul (x, (int64_t) y);
  if (fabs (y) == 0.5)
    return ga_s_div (x, (int64_t) (4 * y));
  if (y != y || isinf (y))
    return ga_s_of ((double) x * y);
  return ga_s_mul_split (x, y);
}

GA_HD uint64_t
ga_u_muld (uint64_t x, double y)
{
  if (y >= 0 && y < GA_2P64 && y == round (y))
    return ga_u_mul (x, (uint64_t) y);
  if (y == 0.5)
    return ga_u_div (x, 2);
  if (y < 0 || y != y || isinf (y))
    return ga_u_of ((double) x * y);
  return ga_u_mul_split (x, y);
}

/* x / y: an integer y by integer division, else x * (1 / y). */
GA_HD int64_t
ga_s_divd (int64_t x, double y)
{
  if (fabs (y) < GA_2P63 && y == round (y))
    return ga_s_div (x, (int64_t) y);
  return ga_s_muld (x, 1.0 / y);
}

GA_HD uint64_t
ga_u_divd (uint64_t x, double y)
{
  if (y >= 0 && y < GA_2P64 && y == round (y))
    return ga_u_div (x, (uint64_t) y);
  return ga_u_muld (x, 1.0 / y);
}

/* x / y of a double x and a 64-bit integer y: in double. */
GA_HD int64_t ga_s_ddiv (double x, int64_t y) { return ga_s_of (x / (double) y); }
GA_HD uint64_t ga_u_ddiv (double x, uint64_t y) { return ga_u_of (x / (double) y); }

/* Octave's x + y of int64 x and double y: y converted (saturating); a y
 * beyond the class added as two halves. */
GA_HD int64_t
ga_s_addd (int64_t x, double y)
{
  int64_t h;
  if (fabs (y) < GA_2P63)
    return ga_s_add (x, ga_s_of (y));
  h = ga_s_of (y / 2);
  return ga_s_add (ga_s_add (x, h), h);
}

GA_HD uint64_t
ga_u_addd (uint64_t x, double y)
{
  return y < 0 ? ga_u_sub (x, ga_u_of (-y)) : ga_u_add (x, ga_u_of (y));
}

/* x - y of double x and int64 y; of uint64 y: x below 2^64 converted
 * (saturating), 2^64 and above as 2^64 + (x - 2^64), so that 2^64 -
 * intmax ("uint64") is 1, as in Octave 7.3. */
GA_HD int64_t
ga_s_dsub (double x, int64_t y)
{
  if (y == INT64_MIN)
    return ga_s_of (x + GA_2P63);
  return ga_s_addd (-y, x);
}

GA_HD uint64_t
ga_u_dsub (double x, uint64_t y)
{
  if (x < GA_2P64)
    return ga_u_sub (ga_u_of (x), y);
  if (y)
    return ga_u_add (ga_u_of (x - GA_2P64), (~y) + 1);
  return UINT64_MAX;
}

/* Integer power by squaring, saturating (Octave's pow (octave_int,
 * octave_int)); b >= 0. */
GA_HD int64_t
ga_s_powi (int64_t a, int64_t b, int64_t lo, int64_t hi)
{
  int64_t r, av = a;
  if (b == 0 || a == 1)
    return 1;
  if (b < 0)
    return a == -1 ? ((b % 2) ? -1 : 1) : 0;
  r = a;
  b -= 1;
  while (b)
    {
      if (b & 1)
        {
          r = ga_s_mul (r, av);
          r = r < lo ? lo : r > hi ? hi : r;
        }
      b >>= 1;
      if (b)
        {
          av = ga_s_mul (av, av);
          av = av < lo ? lo : av > hi ? hi : av;
        }
    }
  return r;
}

GA_HD uint64_t
ga_u_powi (uint64_t a, uint64_t b, uint64_t hi)
{
  uint64_t r, av = a;
  if (b == 0 || a == 1)
    return 1;
  r = a;
  b -= 1;
  while (b)
    {
      if (b & 1)
        {
          r = ga_u_mul (r, av);
          r = r > hi ? hi : r;
        }
      b >>= 1;
      if (b)
        {
          av = ga_u_mul (av, av);
          av = av > hi ? hi : av;
        }
    }
  return r;
}

/* Bits of an integer class. */
GA_HD int
ga_ew_digits (int e)
{
  switch (e)
    {
    case GA_INT8: return 7;
    case GA_UINT8: return 8;
    case GA_INT16: return 15;
    case GA_UINT16: return 16;
    case GA_INT32: return 31;
    case GA_UINT32: return 32;
    case GA_INT64: return 63;
    default: return 64;
    }
}

/* Octave's pow for an integer result class e of up to 32 bits (values as
 * doubles, exact): repeated squaring when a is an integer and b an
 * integer (of a's class, or a double in [0, bits)); else pow in double.
 * fpow (ga_ew_plan's pow_f), a single base a: 1 b rounded to single
 * first, 2 (broadcasting) powf. */
/* a single base a .^ an integer-class exponent fb (already a single):
 * fpow 1 in double, 2 in single */
GA_HD double
ga_ew_pow_sbase (double a, float fb, int fpow)
{
  return fpow == 2 ? (double) powf ((float) a, fb) : pow (a, (double) fb);
}

GA_HD double
ga_ew_powi_d (int e, double a, double b, int aint, int bint, int fpow)
{
  if (aint && (bint || (b >= 0 && b < ga_ew_digits (e) && b == round (b))))
    return (double) ga_s_powi ((int64_t) a, (int64_t) b, ga_elem_lo (e), (int64_t) ga_elem_hi (e));
  return fpow ? ga_ew_pow_sbase (a, (float) b, fpow) : pow (a, b);
}

/* 64-bit values of a ga_num: the class's conversion of a double. */
GA_HD int64_t
ga_num_s (ga_num x)
{
  return x.k == 0 ? ga_s_of (x.d) : x.k == 1 ? x.i : (x.u > INT64_MAX ? INT64_MAX : (int64_t) x.u);
}

GA_HD uint64_t
ga_num_u (ga_num x)
{
  return x.k == 0 ? ga_u_of (x.d) : x.k == 2 ? x.u : (x.i < 0 ? 0 : (uint64_t) x.i);
}

/* -1, 0, 1 for x < y, ==, >; 2 unordered (a NaN).  Octave's
 * emulate_mop: exact, except that an x whose double is the class's top
 * (2^63, 2^64) or bottom (-2^63) compares as above (below) an equal y. */
GA_HD int
ga_num_cmp_d (ga_num x, double y)
{
  const double xd = x.k == 1 ? (double) x.i : (double) x.u;
  if (y != y)
    return 2;
  if (xd != y)
    return xd < y ? -1 : 1;
  if (x.k == 1)
    {
      if (xd == GA_2P63)
        return 1;
      if (xd == -GA_2P63)
        return -1;
      return x.i < (int64_t) xd ? -1 : x.i > (int64_t) xd;
    }
  if (xd == GA_2P64)
    return 1;
  return x.u < (uint64_t) xd ? -1 : x.u > (uint64_t) xd;
}

GA_HD int
ga_num_cmp (ga_num x, ga_num y)
{
  int c;
  if (x.k == 0 && y.k == 0)
    return x.d < y.d ? -1 : x.d > y.d ? 1 : x.d == y.d ? 0 : 2;
  if (y.k == 0)
    return ga_num_cmp_d (x, y.d);
  if (x.k == 0)
    {
      c = ga_num_cmp_d (y, x.d);
      return c == 2 ? 2 : -c;
    }
  if (x.k == 1 && y.k == 1)
    return x.i < y.i ? -1 : x.i > y.i;
  if (x.k == 2 && y.k == 2)
    return x.u < y.u ? -1 : x.u > y.u;
  if (x.k == 1)
    return x.i < 0 ? -1 : ((uint64_t) x.i < y.u ? -1 : (uint64_t) x.i > y.u);
  return y.i < 0 ? 1 : (x.u < (uint64_t) y.i ? -1 : x.u > (uint64_t) y.i);
}

GA_HD int
ga_ew_cmp_result (int op, int c)
{
  switch (op)
    {
    case GA_EW_LT: return c == -1;
    case GA_EW_LE: return c == -1 || c == 0;
    case GA_EW_GT: return c == 1;
    case GA_EW_GE: return c == 1 || c == 0;
    case GA_EW_EQ: return c == 0;
    default: return c != 0;                      /* NE */
    }
}

/* ------------------------------------------------------ complex */

typedef struct { double re, im; } ga_z;

GA_HD ga_z
ga_zmk (double re, double im)
{
  ga_z z;
  z.re = re;
  z.im = im;
  return z;
}

#if defined (__CUDACC__)
GA_HD double ga_zabs (ga_z a) { return ga_c99_hypot (a.re, a.im); }
GA_HD double ga_zarg (ga_z a) { return atan2 (a.im, a.re); }
/* the host's __muldc3 and __divdc3 (complex_c99.h) */
GA_HD ga_z
ga_zmul (ga_z a, ga_z b)
{
  ga_z r;
  ga_c99_mul (a.re, a.im, b.re, b.im, &r.re, &r.im);
  return r;
}
GA_HD ga_z
ga_zdiv (ga_z a, ga_z b)
{
  ga_z r;
  ga_c99_div (a.re, a.im, b.re, b.im, &r.re, &r.im);
  return r;
}
/* ... and __mulsc3 and __divsc3, for complex singles (a and b hold
 * singles) */
GA_HD ga_z
ga_zmul_f (ga_z a, ga_z b)
{
  float x, y;
  ga_c99_mulf ((float) a.re, (float) a.im, (float) b.re, (float) b.im, &x, &y);
  return ga_zmk (x, y);
}
GA_HD ga_z
ga_zdiv_f (ga_z a, ga_z b)
{
  float x, y;
  ga_c99_divf ((float) a.re, (float) a.im, (float) b.re, (float) b.im, &x, &y);
  return ga_zmk (x, y);
}
/* glibc's cexp, csin, ccos (complex_c99.h) */
GA_HD ga_z
ga_zexp (ga_z a)
{
  ga_z r;
  ga_c99_exp (a.re, a.im, &r.re, &r.im);
  return r;
}
GA_HD ga_z ga_zlog (ga_z a) { return ga_zmk (log (ga_zabs (a)), ga_zarg (a)); }
GA_HD ga_z
ga_zsqrt (ga_z a)
{
  double t;
  if (a.re == 0 && a.im == 0)
    return ga_zmk (0, a.im);
  if (isinf (a.im))
    return ga_zmk (INFINITY, a.im);
  t = sqrt ((fabs (a.re) + ga_zabs (a)) / 2);
  if (a.re >= 0)
    return ga_zmk (t, a.im / (2 * t));
  return ga_zmk (fabs (a.im) / (2 * t), copysign (t, a.im));
}
GA_HD ga_z
ga_zsin (ga_z a)
{
  ga_z r;
  ga_c99_sin (a.re, a.im, &r.re, &r.im);
  return r;
}
GA_HD ga_z
ga_zcos (ga_z a)
{
  ga_z r;
  ga_c99_cosh (-a.im, a.re, &r.re, &r.im);
  return r;
}
GA_HD ga_z
ga_zpow (ga_z a, ga_z b)
{
  if (a.re == 0 && a.im == 0)
    return b.im == 0 && b.re > 0 ? ga_zmk (0, 0) : ga_zexp (ga_zmul (b, ga_zlog (a)));
  return ga_zexp (ga_zmul (b, ga_zlog (a)));
}
#else
GA_HD double _Complex ga_zc (ga_z a) { return CMPLX (a.re, a.im); }
GA_HD ga_z ga_cz (double _Complex c) { return ga_zmk (creal (c), cimag (c)); }
GA_HD double ga_zabs (ga_z a) { return cabs (ga_zc (a)); }
GA_HD double ga_zarg (ga_z a) { return carg (ga_zc (a)); }
GA_HD ga_z ga_zmul (ga_z a, ga_z b) { return ga_cz (ga_zc (a) * ga_zc (b)); }
/* complex singles (a and b hold singles): float _Complex's product and
 * quotient, which GCC makes as it makes Octave's std::complex<float> ones
 * (__mulsc3, __divsc3) */
GA_HD ga_z
ga_zmul_f (ga_z a, ga_z b)
{
  float _Complex r = CMPLXF ((float) a.re, (float) a.im) * CMPLXF ((float) b.re, (float) b.im);
  return ga_zmk (crealf (r), cimagf (r));
}
GA_HD ga_z
ga_zdiv_f (ga_z a, ga_z b)
{
  float _Complex r = CMPLXF ((float) a.re, (float) a.im) / CMPLXF ((float) b.re, (float) b.im);
  return ga_zmk (crealf (r), cimagf (r));
}
GA_HD ga_z ga_zdiv (ga_z a, ga_z b) { return ga_cz (ga_zc (a) / ga_zc (b)); }
GA_HD ga_z ga_zexp (ga_z a) { return ga_cz (cexp (ga_zc (a))); }
GA_HD ga_z ga_zlog (ga_z a) { return ga_cz (clog (ga_zc (a))); }
GA_HD ga_z ga_zsqrt (ga_z a) { return ga_cz (csqrt (ga_zc (a))); }
GA_HD ga_z ga_zsin (ga_z a) { return ga_cz (csin (ga_zc (a))); }
GA_HD ga_z ga_zcos (ga_z a) { return ga_cz (ccos (ga_zc (a))); }
GA_HD ga_z ga_zpow (ga_z a, ga_z b) { return ga_cz (cpow (ga_zc (a), ga_zc (b))); }
#endif

/* Octave's rc_asin, rc_acos, rc_acosh, rc_atanh and rc_log1p of a real
 * x, the complex result (the real run's flag said one element is outside
 * the real domain: |x| > 1; x < 1; |x| > 1; x < -1), in double or, for a
 * single x, in single as Octave's float versions.  Inside the domain the
 * real function.  Outside, the host calls the C library's casin, cacos,
 * cacosh, catanh, as Octave's std::complex functions do, with Octave's
 * conjugate for asin and acos of x > 1 (its liboctave asin, acos: the
 * imaginary part's sign MATLAB gives).  CUDA has no complex functions:
 * there the same values from real ones (on the real axis casin is pi/2 +
 * i acosh (x); catanh's real part 0.5 log1p (2 / (|x| - 1)) with x's
 * sign: the square of glibc's 0.25 log1p (4x / (1-x)^2) overflows past
 * 1e154, and gave 0 for 1e300 on an H100, 2026-12-05, glibc 1e-300). */
#if defined (__CUDACC__)
#define GA_EW_RC(NAME, T, ACOS, ACOSH, LOG, LOG1P, MATH)                    \
  GA_HD ga_z                                                                \
  NAME (int op, T x)                                                        \
  {                                                                         \
    const T pi = (T) GA_PI, h = (T) (GA_PI / 2);                            \
    switch (op)                                                             \
      {                                                                     \
      case GA_EW_ASIN:                                                      \
        if (! (x > 1 || x < -1)) break;                                     \
        return x > 1 ? ga_zmk (h, -ACOSH (x)) : ga_zmk (-h, ACOSH (-x));    \
      case GA_EW_ACOS:                                                      \
        if (! (x > 1 || x < -1)) break;                                     \
        return x > 1 ? ga_zmk (0, ACOSH (x)) : ga_zmk (pi, -ACOSH (-x));    \
      case GA_EW_ACOSH:                                                     \
        if (! (x < 1)) break;                                               \
        return x >= -1 ? ga_zmk (0, ACOS (x)) : ga_zmk (ACOSH (-x), pi);    \
      case GA_EW_ATANH:          /* 2 / (|x| - 1): no overflow at 1e300 */ \
        if (! (x > 1 || x < -1)) break;                                     \
        {                                                                   \
          const T m = (T) 0.5 * LOG1P ((T) 2 / ((x < 0 ? -x : x) - 1));     \
          return ga_zmk (x < 0 ? -m : m, h);                                \
        }                                                                   \
      default:                                /* log1p */                   \
        if (! (x < -1)) break;                                              \
        return ga_zmk (LOG (-(1 + x)), pi);                                 \
      }                                                                     \
    return ga_zmk (MATH (op, x), 0);                                        \
  }
GA_EW_RC (ga_ew_rc_d, double, acos, acosh, log, log1p, ga_ew_math_d)
GA_EW_RC (ga_ew_rc_f, float, acosf, acoshf, logf, log1pf, ga_ew_math_f)
#else
#define GA_EW_RC(NAME, T, C, CMK, CASIN, CACOS, CACOSH, CATANH, CONJ, LOG, MATH) \
  GA_HD ga_z                                                                \
  NAME (int op, T x)                                                        \
  {                                                                         \
    C r;                                                                    \
    switch (op)                                                             \
      {                                                                     \
      case GA_EW_ASIN:                                                      \
        if (! (x > 1 || x < -1)) break;                                     \
        r = CASIN (CMK (x, 0));                                             \
        if (x > 1) r = CONJ (r);                                            \
        return ga_zmk (creal (r), cimag (r));                               \
      case GA_EW_ACOS:                                                      \
        if (! (x > 1 || x < -1)) break;                                     \
        r = CACOS (CMK (x, 0));                                             \
        if (x > 1) r = CONJ (r);                                            \
        return ga_zmk (creal (r), cimag (r));                               \
      case GA_EW_ACOSH:                                                     \
        if (! (x < 1)) break;                                               \
        r = CACOSH (CMK (x, 0));                                            \
        return ga_zmk (creal (r), cimag (r));                               \
      case GA_EW_ATANH:                                                     \
        if (! (x > 1 || x < -1)) break;                                     \
        r = CATANH (CMK (x, 0));                                            \
        return ga_zmk (creal (r), cimag (r));                               \
      default:                                /* log1p */                   \
        if (! (x < -1)) break;                                              \
        return ga_zmk (LOG (-(1 + x)), (T) GA_PI);                          \
      }                                                                     \
    return ga_zmk (MATH (op, x), 0);                                        \
  }
GA_EW_RC (ga_ew_rc_d, double, double _Complex, CMPLX, casin, cacos, cacosh,
          catanh, conj, log, ga_ew_math_d)
GA_EW_RC (ga_ew_rc_f, float, float _Complex, CMPLXF, casinf, cacosf, cacoshf,
          catanhf, conjf, logf, ga_ew_math_f)
#endif
#undef GA_EW_RC

GA_HD int
ga_ew_is_rc (int op)
{
  return op == GA_EW_ASIN || op == GA_EW_ACOS || op == GA_EW_ACOSH
         || op == GA_EW_ATANH || op == GA_EW_LOG1P;
}

/* libstdc++'s pow (complex, double), what Octave's x .^ y computes for a
 * complex x (or a negative real one) and a real y. */
GA_HD ga_z
ga_zpow_r (ga_z a, double y)
{
  ga_z t;
  double rho;
  if (a.im == 0 && a.re > 0)
    return ga_zmk (pow (a.re, y), 0);
  t = ga_zlog (a);
  rho = exp (y * t.re);
  return ga_zmk (rho * cos (y * t.im), rho * sin (y * t.im));
}

/* libstdc++'s pow (complex, int): repeated squaring, in single for a
 * complex single (single: std::complex<float>'s * and /). */
GA_HD ga_z
ga_zpow_n (ga_z x, int n, int single)
{
  unsigned u = n < 0 ? -(unsigned) n : (unsigned) n;
  ga_z y = u % 2 ? x : ga_zmk (1, 0);
  while (u >>= 1)
    {
      x = single ? ga_zmul_f (x, x) : ga_zmul (x, x);
      if (u % 2)
        y = single ? ga_zmul_f (y, x) : ga_zmul (y, x);
    }
  if (n >= 0)
    return y;
  return single ? ga_zdiv_f (ga_zmk (1, 0), y) : ga_zdiv (ga_zmk (1, 0), y);
}

/* Octave's ordering of complex values: -1, 0, 1, 2 (unordered).  By abs,
 * then by arg (-pi counting as pi); a real operand's arg is taken as 0,
 * whatever its sign (Octave's complex-real comparison operators).
 * ga_zcmp in double; ga_zcmp_f in single (the operands already single
 * values): Octave compares FloatComplex values by their abs and arg as
 * singles (cabsf, cargf), so single (-0.5 + 2e-6i) and -0.5 have equal
 * abs there. */
#define GA_ZCMP(NAME, T, ABS, ARG)                                          \
  GA_HD int                                                                 \
  NAME (ga_z a, ga_z b, int ar, int br)                                     \
  {                                                                         \
    const T pi = (T) GA_PI, ax = ABS (a), bx = ABS (b);                     \
    T ay, by;                                                               \
    if (ax != ax || bx != bx)                                               \
      return 2;                                                             \
    if (ax != bx)                                                           \
      return ax < bx ? -1 : 1;                                              \
    ay = ar ? 0 : ARG (a);                                                  \
    by = br ? 0 : ARG (b);                                                  \
    if (ay == -pi)                                                          \
      ay = pi;                                                              \
    if (by == -pi)                                                          \
      by = pi;                                                              \
    return ay < by ? -1 : ay > by ? 1 : ay == by ? 0 : 2;                   \
  }
GA_HD float ga_zabs_f (ga_z a) { return ga_c99_hypotf ((float) a.re, (float) a.im); }
GA_HD float ga_zarg_f (ga_z a) { return atan2f ((float) a.im, (float) a.re); }
GA_ZCMP (ga_zcmp, double, ga_zabs, ga_zarg)
GA_ZCMP (ga_zcmp_f, float, ga_zabs_f, ga_zarg_f)
#undef GA_ZCMP

/* ------------------------------------------------------ real ops */

/* Binary op in double (or single: F) for real operands.  e: the result
 * class (integers of up to 32 bits are computed here too); aint, bint:
 * the operands are integers; sb (ga_ew_plan's pow_sb): 1 an array .^ a
 * scalar (Octave's elem_xpow then takes x * x for .^ 2, x * x * x for .^
 * 3, 1 / x for .^ -1), 2 a scalar .^ an array or broadcasting, where an
 * exponent is an integer by its value alone (Octave's all_integers:
 * (-2) .^ [1e10 1] is real, (-2) .^ 1e10 complex); fpow: an integer
 * result's pow in single (ga_ew_powi_d).
 * Power raises GA_EWF_NEG (a negative base), GA_EWF_NONINT (an exponent
 * that is not an integer) and GA_EWF_COMPLEX (both in one element): the
 * result is complex when an element is, or, broadcasting, when both
 * occur anywhere (Octave's bsxfun rule). */
#define GA_EW_REAL_BINARY(NAME, T, POW, MATH2)                              \
  GA_HD T                                                                   \
  NAME (int op, T a, T b, int e, int aint, int bint, int sb, int fpow,      \
        unsigned *flags)                                                    \
  {                                                                         \
    switch (op)                                                             \
      {                                                                     \
      case GA_EW_PLUS: return a + b;                                        \
      case GA_EW_MINUS: return a - b;                                       \
      case GA_EW_TIMES: return a * b;                                       \
      case GA_EW_RDIVIDE: return a / b;                                     \
      case GA_EW_POWER:                                                     \
        if (ga_elem_is_int (e))                                               \
          return (T) ga_ew_powi_d (e, (double) a, (double) b, aint, bint, fpow); \
        if (a < 0)                                                          \
          *flags |= GA_EWF_NEG;                                             \
        if (! (sb == 2 ? (double) b == round ((double) b)                   \
                       : ga_xisint ((double) b)))                           \
          *flags |= a < 0 ? GA_EWF_NONINT | GA_EWF_COMPLEX : GA_EWF_NONINT; \
        else if (sb == 1)                                                   \
          {                        /* Octave's array .^ integer scalar */   \
            if (b == 2)                                                     \
              return a * a;                                                 \
            if (b == 3)                                                     \
              return a * a * a;                                             \
            if (b == -1)                                                    \
              return 1 / a;                                                 \
          }                                                                 \
        return POW (a, b);                                                  \
      case GA_EW_MAX: return (a >= b || b != b) ? a : b;                    \
      case GA_EW_MIN: return (a <= b || b != b) ? a : b;                    \
      case GA_EW_ATAN2: case GA_EW_HYPOT: return MATH2 (op, a, b);          \
      default: return 0;                                                    \
      }                                                                     \
  }
GA_EW_REAL_BINARY (ga_ew_bin_d, double, pow, ga_ew_math2_d)
GA_EW_REAL_BINARY (ga_ew_bin_f, float, powf, ga_ew_math2_f)
#undef GA_EW_REAL_BINARY

/* Unary op of a real, in double or single. */
#define GA_EW_REAL_UNARY(NAME, T, SQRT, LOG, LOG2, LOG10, EXP, SIN, COS,    \
                         FLOOR, CEIL, ROUND, TRUNC, FABS, MATH)             \
  GA_HD T                                                                   \
  NAME (int op, T a, unsigned *flags)                                       \
  {                                                                         \
    switch (op)                                                             \
      {                                                                     \
      case GA_EW_UMINUS: return -a;                                         \
      case GA_EW_FLOOR: return FLOOR (a);                                   \
      case GA_EW_CEIL: return CEIL (a);                                     \
      case GA_EW_ROUND: return ROUND (a);                                   \
      case GA_EW_FIX: return TRUNC (a);                                     \
      case GA_EW_SIGN: return a > 0 ? 1 : a < 0 ? -1 : a != a ? a : 0;      \
      case GA_EW_ABS: return FABS (a);                                      \
      case GA_EW_IMAG: return 0;                                            \
      case GA_EW_SQRT: if (a < 0) *flags |= GA_EWF_COMPLEX; return SQRT (a);\
      case GA_EW_LOG: if (a < 0) *flags |= GA_EWF_COMPLEX; return LOG (a);  \
      case GA_EW_LOG2: if (a < 0) *flags |= GA_EWF_COMPLEX; return LOG2 (a);\
      case GA_EW_LOG10:                                                     \
        if (a < 0) *flags |= GA_EWF_COMPLEX;                                \
        return LOG10 (a);                                                   \
      case GA_EW_EXP: return EXP (a);                                       \
      case GA_EW_SIN: return SIN (a);                                       \
      case GA_EW_COS: return COS (a);                                       \
      case GA_EW_ASIN: case GA_EW_ACOS: case GA_EW_ATANH:                   \
        if (FABS (a) > 1) *flags |= GA_EWF_COMPLEX;                         \
        return MATH (op, a);                                                \
      case GA_EW_ACOSH: if (a < 1) *flags |= GA_EWF_COMPLEX; return MATH (op, a);\
      case GA_EW_LOG1P: if (a < -1) *flags |= GA_EWF_COMPLEX; return MATH (op, a);\
      default: return MATH (op, a);     /* uplus, conj, real: a */          \
      }                                                                     \
  }
GA_EW_REAL_UNARY (ga_ew_un_d, double, sqrt, log, log2, log10, exp, sin, cos,
                  floor, ceil, round, trunc, fabs, ga_ew_math_d)
GA_EW_REAL_UNARY (ga_ew_un_f, float, sqrtf, logf, log2f, log10f, expf, sinf,
                  cosf, floorf, ceilf, roundf, truncf, fabsf, ga_ew_math_f)
#undef GA_EW_REAL_UNARY

/* Comparisons and logical ops on doubles (also the truth of values);
 * -1 where op is not one of them. */
GA_HD int
ga_ew_test_d (int op, double a, double b, unsigned *flags)
{
  switch (op)
    {
    case GA_EW_LT: return a < b;
    case GA_EW_LE: return a <= b;
    case GA_EW_GT: return a > b;
    case GA_EW_GE: return a >= b;
    case GA_EW_EQ: return a == b;
    case GA_EW_NE: return a != b;
    case GA_EW_AND: case GA_EW_OR: case GA_EW_XOR:
      if (a != a || b != b)
        *flags |= GA_EWF_NAN;
      return op == GA_EW_AND ? (a != 0 && b != 0)
             : op == GA_EW_OR ? (a != 0 || b != 0) : ((a != 0) != (b != 0));
    case GA_EW_NOT:
      if (a != a)
        *flags |= GA_EWF_NAN;
      return a == 0;
    case GA_EW_ISNAN: return a != a;
    case GA_EW_ISINF: return isinf (a) != 0;
    case GA_EW_ISFINITE: return isfinite (a) != 0;
    default: return -1;
    }
}

GA_HD int
ga_ew_is_test (int op)
{
  return (op >= GA_EW_LT && op <= GA_EW_XOR) || op == GA_EW_NOT
         || op == GA_EW_ISNAN || op == GA_EW_ISINF || op == GA_EW_ISFINITE;
}

/* ------------------------------------------------------ complex ops */

GA_HD int
ga_znan (ga_z a)
{
  return a.re != a.re || a.im != a.im;
}

/* Octave 11's max (is_max) or min of complex values: a NaN operand is
 * skipped (both NaN: the first), then abs decides, then the signed arg
 * (a real operand's too: -1's is pi), a tie giving the first; single
 * operands in single. */
GA_HD ga_z
ga_ew_minmax_v11_z (int is_max, ga_z a, ga_z b, int single)
{
  double x, y;
  if (ga_znan (b))
    return a;
  if (ga_znan (a))
    return b;
  x = single ? ga_zabs_f (a) : ga_zabs (a);
  y = single ? ga_zabs_f (b) : ga_zabs (b);
  if (x == y)
    {
      x = single ? ga_zarg_f (a) : ga_zarg (a);
      y = single ? ga_zarg_f (b) : ga_zarg (b);
    }
  return (is_max ? x >= y : x <= y) ? a : b;
}

/* Binary op of complex values; ar, br: the operand is real (Octave's
 * mixed complex-real arithmetic works on components); bsx: broadcasting
 * (Octave's bsxfun power is pow (complex, double) throughout, where its
 * elementwise one takes integer exponents by repeated squaring); single:
 * complex singles (complex products and quotients in single; a sum, or
 * one part times or over a real, computed in double from singles and
 * rounded once, is the single operation's: double has 53 >= 2 * 24 + 2
 * bits). */
GA_HD ga_z
ga_ew_bin_z (int op, ga_z a, ga_z b, int ar, int br, int bsx, int single,
             int v11)
{
  switch (op)
    {
    case GA_EW_PLUS:
      return ar ? ga_zmk (a.re + b.re, b.im) : br ? ga_zmk (a.re + b.re, a.im)
             : ga_zmk (a.re + b.re, a.im + b.im);
    case GA_EW_MINUS:
      return ar ? ga_zmk (a.re - b.re, -b.im) : br ? ga_zmk (a.re - b.re, a.im)
             : ga_zmk (a.re - b.re, a.im - b.im);
    case GA_EW_TIMES:
      return ar ? ga_zmk (a.re * b.re, a.re * b.im) : br ? ga_zmk (a.re * b.re, a.im * b.re)
             : single ? ga_zmul_f (a, b) : ga_zmul (a, b);
    case GA_EW_RDIVIDE:
      return br ? ga_zmk (a.re / b.re, a.im / b.re) : single ? ga_zdiv_f (a, b) : ga_zdiv (a, b);
    case GA_EW_POWER:
      if (br && ! ar && ! bsx && ga_xisint (b.re))
        return b.re != -1 ? ga_zpow_n (a, (int) b.re, single)
               : single ? ga_zdiv_f (ga_zmk (1, 0), a) : ga_zdiv (ga_zmk (1, 0), a);
      if (br)
        return ga_zpow_r (a, b.re);
      if (ar && a.re > 0)
        {
          double rho = pow (a.re, b.re), th = b.im * log (a.re);
          return ga_zmk (rho * cos (th), rho * sin (th));
        }
      return ga_zpow (a, b);
    case GA_EW_MAX: case GA_EW_MIN:
      if (v11)
        return ga_ew_minmax_v11_z (op == GA_EW_MAX, a, b, single);
      if (op == GA_EW_MAX)
        return ga_zabs (a) >= ga_zabs (b) ? a : (ga_znan (a) ? a : b);
      return ga_zabs (a) <= ga_zabs (b) ? a : (ga_znan (a) ? a : b);
    default:
      return ga_zmk (0, 0);
    }
}

/* Unary op of a complex value (ar: it is real: Octave's rc_ functions
 * for the results that become complex). */
GA_HD ga_z
ga_ew_un_z (int op, ga_z a, int ar)
{
  double t;
  switch (op)
    {
    case GA_EW_UMINUS: return ga_zmk (-a.re, -a.im);
    case GA_EW_FLOOR: return ga_zmk (floor (a.re), floor (a.im));
    case GA_EW_CEIL: return ga_zmk (ceil (a.re), ceil (a.im));
    case GA_EW_ROUND: return ga_zmk (round (a.re), round (a.im));
    case GA_EW_FIX: return ga_zmk (trunc (a.re), trunc (a.im));
    case GA_EW_SIGN:
      t = ga_zabs (a);
      return t == 0 ? ga_zmk (0, 0) : ga_zmk (a.re / t, a.im / t);
    case GA_EW_CONJ: return ga_zmk (a.re, -a.im);
    case GA_EW_ABS: return ga_zmk (ga_zabs (a), 0);
    case GA_EW_REAL: return ga_zmk (a.re, 0);
    case GA_EW_IMAG: return ga_zmk (a.im, 0);
    case GA_EW_SQRT:
      if (ar)
        return a.re < 0 ? ga_zmk (0, sqrt (-a.re)) : ga_zmk (sqrt (a.re), 0);
      return ga_zsqrt (a);
    case GA_EW_LOG:
      if (ar)
        return a.re < 0 ? ga_zmk (log (-a.re), GA_PI) : ga_zmk (log (a.re), 0);
      return ga_zlog (a);
    case GA_EW_LOG2:
      if (ar)
        return a.re < 0 ? ga_zmk (log2 (-a.re), GA_PIL2) : ga_zmk (log2 (a.re), 0);
      a = ga_zlog (a);
      return ga_zmk (a.re / GA_LN2, a.im / GA_LN2);
    case GA_EW_LOG10:
      if (ar)
        return a.re < 0 ? ga_zmk (log10 (-a.re), GA_PIL10) : ga_zmk (log10 (a.re), 0);
      a = ga_zlog (a);
      return ga_zmk (a.re / GA_LN10, a.im / GA_LN10);
    case GA_EW_EXP: return ga_zexp (a);
    case GA_EW_SIN: return ga_zsin (a);
    case GA_EW_COS: return ga_zcos (a);
    default: return a;                      /* uplus */
    }
}

/* Tests of complex values; -1 where op is not one.  single: the
 * complex single domain (ga_zcmp_f). */
GA_HD int
ga_ew_test_z (int op, ga_z a, ga_z b, int ar, int br, int single, unsigned *flags)
{
  switch (op)
    {
    case GA_EW_LT: case GA_EW_LE: case GA_EW_GT: case GA_EW_GE:
      return ga_ew_cmp_result (op, single ? ga_zcmp_f (a, b, ar, br) : ga_zcmp (a, b, ar, br));
    case GA_EW_EQ: return a.re == b.re && a.im == b.im;
    case GA_EW_NE: return ! (a.re == b.re && a.im == b.im);
    case GA_EW_AND: case GA_EW_OR: case GA_EW_XOR:
      if (ga_znan (a) || ga_znan (b))
        *flags |= GA_EWF_NAN;
      {
        int x = a.re != 0 || a.im != 0, y = b.re != 0 || b.im != 0;
        return op == GA_EW_AND ? (x && y) : op == GA_EW_OR ? (x || y) : x != y;
      }
    case GA_EW_NOT:
      if (ga_znan (a))
        *flags |= GA_EWF_NAN;
      return a.re == 0 && a.im == 0;
    case GA_EW_ISNAN: return ga_znan (a);
    case GA_EW_ISINF: return isinf (a.re) || isinf (a.im);
    case GA_EW_ISFINITE: return isfinite (a.re) && isfinite (a.im);
    default: return -1;
    }
}

/* ------------------------------------------------------- 64-bit ops */

/* Binary op of 64-bit integer results: signed (P = s) or unsigned
 * (P = u); F the ga_num's field, NUM its conversion, TOP the exponent
 * bound of Octave's integer power; fpow: a power in single (ga_ew_plan's
 * pow_f). */
#define GA_EW_I64_BINARY(NAME, T, P, F, NUM, TOP)                           \
  GA_HD T                                                                   \
  NAME (int op, ga_num a, ga_num b, int fpow)                               \
  {                                                                         \
    switch (op)                                                             \
      {                                                                     \
      case GA_EW_PLUS:                                                      \
        if (a.k && b.k)                                                     \
          return ga_##P##_add (a.F, b.F);                                   \
        return a.k ? ga_##P##_addd (a.F, b.d) : ga_##P##_addd (b.F, a.d);   \
      case GA_EW_MINUS:                                                     \
        if (a.k && b.k)                                                     \
          return ga_##P##_sub (a.F, b.F);                                   \
        return a.k ? ga_##P##_addd (a.F, -b.d) : ga_##P##_dsub (a.d, b.F);  \
      case GA_EW_TIMES:                                                     \
        if (a.k && b.k)                                                     \
          return ga_##P##_mul (a.F, b.F);                                   \
        return a.k ? ga_##P##_muld (a.F, b.d) : ga_##P##_muld (b.F, a.d);   \
      case GA_EW_RDIVIDE:                                                   \
        if (a.k && b.k)                                                     \
          return ga_##P##_div (a.F, b.F);                                   \
        return a.k ? ga_##P##_divd (a.F, b.d) : ga_##P##_ddiv (a.d, b.F);   \
      case GA_EW_POWER:                                                     \
        if (a.k && b.k)                                                     \
          return ga_##P##_pow (a.F, b.F);                                   \
        if (a.k && b.d >= 0 && b.d < TOP && b.d == round (b.d))             \
          return ga_##P##_pow (a.F, (T) b.d);                               \
        if (fpow)                          /* a single base */             \
          return ga_##P##_of (ga_ew_pow_sbase (a.d, b.k ? (float) b.F       \
                                                      : (float) b.d, fpow)); \
        return ga_##P##_of (pow (a.k ? (double) a.F : a.d,                  \
                                 b.k ? (double) b.F : b.d));                \
      case GA_EW_MAX: case GA_EW_MIN:                                       \
        {                                                                   \
          T x = NUM (a), y = NUM (b);                                       \
          return op == GA_EW_MAX ? (x > y ? x : y) : (x < y ? x : y);       \
        }                                                                   \
      default: return 0;                                                    \
      }                                                                     \
  }
GA_HD int64_t ga_s_pow (int64_t a, int64_t b) { return ga_s_powi (a, b, INT64_MIN, INT64_MAX); }
GA_HD uint64_t ga_u_pow (uint64_t a, uint64_t b) { return ga_u_powi (a, b, UINT64_MAX); }
GA_EW_I64_BINARY (ga_ew_s64, int64_t, s, i, ga_num_s, 63)
GA_EW_I64_BINARY (ga_ew_u64, uint64_t, u, u, ga_num_u, 64)
#undef GA_EW_I64_BINARY

/* Unary op of a 64-bit integer. */
GA_HD int64_t
ga_ew_s64_un (int op, int64_t x)
{
  switch (op)
    {
    case GA_EW_UMINUS: return ga_s_neg (x);
    case GA_EW_ABS: return x < 0 ? ga_s_neg (x) : x;
    case GA_EW_SIGN: return x > 0 ? 1 : x < 0 ? -1 : 0;
    case GA_EW_IMAG: return 0;
    default: return x;
    }
}

GA_HD uint64_t
ga_ew_u64_un (int op, uint64_t x)
{
  return op == GA_EW_UMINUS || op == GA_EW_IMAG ? 0 : op == GA_EW_SIGN ? x > 0 : x;
}

#include "elementwise_cast.h"
#include "elementwise_modrem.h"

/* ------------------------------------------------------- one element */

/* Integer results of max/min: the operands in the result class first. */
GA_HD double
ga_ew_cvt_d (int e, double v)
{
  if (! ga_elem_is_int (e))
    return v;
  return ga_elem_is_signed (e) ? (double) ga_d2i (v, ga_elem_lo (e), (int64_t) ga_elem_hi (e))
         : (double) ga_d2u (v, ga_elem_hi (e));
}

GA_HD ga_z
ga_ew_ld_z (const ga_ew_arg *x, size_t i)
{
  return ga_zmk (ga_ew_ld (x, i), ga_ew_ld_im (x, i));
}

/* [F, E] = log2 (X): Octave's frexp of an element, F (op LOG2F) or E
 * (LOG2E).  A complex x: E of abs (x), F = (x / abs (x)) * frexp (abs
 * (x)) where the two differ (x itself where they are equal: 0, Inf), in
 * single for a complex single, as Octave's log2 (Complex, int&). */
GA_HD void
ga_ew_log2fe_eval (const ga_ew_plan *p, size_t ia, void *out, size_t ir)
{
  const int want_e = p->op == GA_EW_LOG2E, single = p->out == GA_SINGLE;
  int ex = 0;
  if (p->a.cplx)
    {
      ga_z a = ga_ew_ld_z (&p->a, ia);
      if (single)
        {
          const float re = (float) a.re, im = (float) a.im;
          const float ax = ga_zabs_f (ga_zmk (re, im)), l = frexpf (ax, &ex);
          if (ax != l)
            a = ga_zmk ((re / ax) * l, (im / ax) * l);
        }
      else
        {
          const double ax = ga_zabs (a), l = frexp (ax, &ex);
          if (ax != l)
            a = ga_zmk ((a.re / ax) * l, (a.im / ax) * l);
        }
      if (want_e)
        ga_put_d ((ga_elem) p->out, out, ir, ex);
      else
        ga_put_c (single ? GA_CSINGLE : GA_CDOUBLE, out, ir, a.re, a.im);
    }
  else if (single)
    {
      const float f = frexpf (ga_ew_ld_f (&p->a, ia), &ex);
      ga_put_f (GA_SINGLE, out, ir, want_e ? (float) ex : f);
    }
  else
    {
      const double f = frexp (ga_ew_ld (&p->a, ia), &ex);
      ga_put_d ((ga_elem) p->out, out, ir, want_e ? (double) ex : f);
    }
}

/* Result element ir of plan p from a[ia] and b[ib]. */
GA_HD void
ga_ew_eval (const ga_ew_plan *p, size_t ia, size_t ib, void *out, size_t ir,
            unsigned *flags)
{
  const int op = p->op, e = p->out, un = p->arity == 1;
  if (ga_ew_is_cast (op))
    {
      ga_ew_cast_eval (p, ia, ib, out, ir, flags);
      return;
    }
  if (op == GA_EW_MOD || op == GA_EW_REM)
    {
      ga_ew_modrem_eval (p, ia, ib, out, ir);
      return;
    }
  if (op == GA_EW_LOG2F || op == GA_EW_LOG2E)
    {
      ga_ew_log2fe_eval (p, ia, out, ir);
      return;
    }
  switch (p->dom)
    {
    case GA_DOM_D:
      {
        double a = ga_ew_ld (&p->a, ia), b = un ? 0 : ga_ew_ld (&p->b, ib), r;
        int t = ga_ew_test_d (op, a, b, flags);
        if (t >= 0)
          {
            ((uint8_t *) out)[ir] = (uint8_t) t;
            return;
          }
        if (un)
          r = ga_ew_un_d (op, a, flags);
        else
          {
            if (op == GA_EW_MAX || op == GA_EW_MIN)
              {
                a = ga_ew_cvt_d (e, a);
                b = ga_ew_cvt_d (e, b);
              }
            r = ga_ew_bin_d (op, a, b, e, ga_elem_is_int (p->a.elem),
                             ga_elem_is_int (p->b.elem), p->pow_sb, p->pow_f, flags);
          }
        ga_put_d ((ga_elem) e, out, ir, r);
        return;
      }
    case GA_DOM_F:
      {
        float a = ga_ew_ld_f (&p->a, ia), b = un ? 0 : ga_ew_ld_f (&p->b, ib), r;
        int t = ga_ew_test_d (op, a, b, flags);
        if (t >= 0)
          {
            ((uint8_t *) out)[ir] = (uint8_t) t;
            return;
          }
        r = un ? ga_ew_un_f (op, a, flags) : ga_ew_bin_f (op, a, b, e, 0, 0, p->pow_sb, 0, flags);
        ga_put_f ((ga_elem) e, out, ir, r);
        return;
      }
    case GA_DOM_ZD:
    case GA_DOM_ZF:
      {
        ga_z a = ga_ew_ld_z (&p->a, ia), b = un ? ga_zmk (0, 0) : ga_ew_ld_z (&p->b, ib), r;
        int t;
        if (p->dom == GA_DOM_ZF)
          {                       /* single operands: in single */
            a = ga_zmk ((float) a.re, (float) a.im);
            b = ga_zmk ((float) b.re, (float) b.im);
          }
        t = ga_ew_test_z (op, a, b, ! p->a.cplx, ! p->b.cplx, p->dom == GA_DOM_ZF, flags);
        if (t >= 0)
          {
            ((uint8_t *) out)[ir] = (uint8_t) t;
            return;
          }
        if (un && ga_ew_is_rc (op))         /* real operands only (the plan) */
          r = p->dom == GA_DOM_ZF ? ga_ew_rc_f (op, (float) a.re) : ga_ew_rc_d (op, a.re);
        else
          r = un ? ga_ew_un_z (op, a, ! p->a.cplx)
            : ga_ew_bin_z (op, a, b, ! p->a.cplx, ! p->b.cplx, p->bsx, p->dom == GA_DOM_ZF,
                           p->minmax_v11);
        if (p->out_cplx)
          ga_put_c (e == GA_SINGLE ? GA_CSINGLE : GA_CDOUBLE, out, ir, r.re, r.im);
        else
          ga_put_d ((ga_elem) e, out, ir, r.re);
        return;
      }
    case GA_DOM_S64:
    case GA_DOM_U64:
      {
        ga_num a = ga_ew_ld_n (&p->a, ia), b = un ? a : ga_ew_ld_n (&p->b, ib);
        if (p->dom == GA_DOM_S64)
          ga_put_i ((ga_elem) e, out, ir, un ? ga_ew_s64_un (op, a.i)
                                            : ga_ew_s64 (op, a, b, p->pow_f));
        else
          ga_put_u ((ga_elem) e, out, ir, un ? ga_ew_u64_un (op, a.u)
                                            : ga_ew_u64 (op, a, b, p->pow_f));
        return;
      }
    default:                      /* N64: comparisons */
      {
        ga_num a = ga_ew_ld_n (&p->a, ia), b = ga_ew_ld_n (&p->b, ib);
        ((uint8_t *) out)[ir] = (uint8_t) ga_ew_cmp_result (op, ga_num_cmp (a, b));
        return;
      }
    }
}

#endif
