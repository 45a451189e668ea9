/* test_complex_c99.c: src/engine/complex_c99.h, the CUDA kernels' copy
 * of libgcc's complex * and / (double and float), glibc's hypot, hypotf, cexp, csin and ccosh, against the
 * host's own operators and functions (what Octave computes), bit for bit: random values
 * over the whole exponent range, and every pair of special values (0, -0,
 * subnormal, huge, Inf, -Inf, NaN).  A case fails when any of its six
 * results differs (NaNs of any payload count as equal); exits 1 then.
 * Built by tests/Makefile (make check runs it).  Run on the GPU host too, it
 * checks that host's libgcc and glibc, not the GPU: the kernels compute
 * the same IEEE operations in the same order (no fused multiply-add).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <complex.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "complex_c99.h"

static uint64_t s = 0x9e3779b97f4a7c15u;
static uint64_t next (void) { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return s; }

/* A random double: sign, exponent over the range (weighted to the ends
 * now and then), mantissa. */
static double
rnd (void)
{
  uint64_t r = next ();
  int e = (int) (r % 64) < 8 ? (int) (next () % 2046) - 1022 : (int) (next () % 80) - 40;
  double m = 1 + (double) (next () >> 11) / 9007199254740992.0;
  return ldexp (r & (1u << 20) ? -m : m, e);
}

static int
same (double x, double y)
{
  return (isnan (x) && isnan (y)) || memcmp (&x, &y, sizeof x) == 0;
}

static long ncase, nbad;

static void
check (double a, double b, double c, double d)
{
  double _Complex z = CMPLX (a, b), w = CMPLX (c, d), p = z * w, q = z / w;
  double x, y;
  int bad = 0;
  ncase++;
  ga_c99_mul (a, b, c, d, &x, &y);
  if (! same (x, creal (p)) || ! same (y, cimag (p)))
    {
      if (bad++ == 0 && nbad < 10)
        printf ("mul (%a%+ai) (%a%+ai): got %a%+ai want %a%+ai\n", a, b, c, d, x, y,
                creal (p), cimag (p));
    }
  ga_c99_div (a, b, c, d, &x, &y);
  if (! same (x, creal (q)) || ! same (y, cimag (q)))
    {
      if (bad++ == 0 && nbad < 10)
        printf ("div (%a%+ai) / (%a%+ai): got %a%+ai want %a%+ai\n", a, b, c, d, x, y,
                creal (q), cimag (q));
    }
  x = ga_c99_hypot (a, b);
  if (! same (x, hypot (a, b)))
    {
      if (bad++ == 0 && nbad < 10)
        printf ("hypot (%a, %a): got %a want %a\n", a, b, x, hypot (a, b));
    }
  {
    /* __mulsc3 and __divsc3, for complex single .* and ./ */
    const float fa = (float) a, fb = (float) b, fc = (float) c, fd = (float) d;
    const float _Complex fp = CMPLXF (fa, fb) * CMPLXF (fc, fd), fq = CMPLXF (fa, fb) / CMPLXF (fc, fd);
    float fx, fy;
    ga_c99_mulf (fa, fb, fc, fd, &fx, &fy);
    if ((! same (fx, crealf (fp)) || ! same (fy, cimagf (fp))) && bad++ == 0 && nbad < 10)
      printf ("mulf (%a%+ai) (%a%+ai): got %a%+ai want %a%+ai\n", fa, fb, fc, fd, fx, fy,
              crealf (fp), cimagf (fp));
    ga_c99_divf (fa, fb, fc, fd, &fx, &fy);
    if ((! same (fx, crealf (fq)) || ! same (fy, cimagf (fq))) && bad++ == 0 && nbad < 10)
      printf ("divf (%a%+ai) / (%a%+ai): got %a%+ai want %a%+ai\n", fa, fb, fc, fd, fx, fy,
              crealf (fq), cimagf (fq));
  }
  {
    /* glibc's hypotf, for the comparisons of complex singles */
    const float fa = (float) a, fb = (float) b, h = hypotf (fa, fb), g = ga_c99_hypotf (fa, fb);
    if (! (isnan (h) && isnan (g)) && memcmp (&h, &g, sizeof h) != 0 && bad++ == 0 && nbad < 10)
      printf ("hypotf (%a, %a): got %a want %a\n", fa, fb, g, h);
  }
  {
    /* glibc's cexp, csin, ccosh (the kernels' copies call the platform's
       exp, sin, cos, sinh, cosh: here the host's, so bit for bit) */
    const double _Complex e = cexp (z), sn = csin (z), ch = ccosh (z);
    ga_c99_exp (a, b, &x, &y);
    if ((! same (x, creal (e)) || ! same (y, cimag (e))) && bad++ == 0 && nbad < 10)
      printf ("exp (%a%+ai): got %a%+ai want %a%+ai\n", a, b, x, y, creal (e), cimag (e));
    ga_c99_sin (a, b, &x, &y);
    if ((! same (x, creal (sn)) || ! same (y, cimag (sn))) && bad++ == 0 && nbad < 10)
      printf ("sin (%a%+ai): got %a%+ai want %a%+ai\n", a, b, x, y, creal (sn), cimag (sn));
    ga_c99_cosh (a, b, &x, &y);
    if ((! same (x, creal (ch)) || ! same (y, cimag (ch))) && bad++ == 0 && nbad < 10)
      printf ("cosh (%a%+ai): got %a%+ai want %a%+ai\n", a, b, x, y, creal (ch), cimag (ch));
  }
  nbad += bad != 0;
}

int
main (void)
{
  const double sp[] = {0.0, -0.0, 1.0, -2.5, 0x1p-1070, -0x1p-1030, 0x1p1020, -DBL_MAX,
                       INFINITY, -INFINITY, NAN, 3e-160, 7e155};
  const int ns = sizeof sp / sizeof sp[0];
  for (int i = 0; i < ns; i++)
    for (int j = 0; j < ns; j++)
      for (int k = 0; k < ns; k++)
        for (int l = 0; l < ns; l++)
          check (sp[i], sp[j], sp[k], sp[l]);
  for (long n = 0; n < 2000000; n++)
    {
      double a = rnd (), b = rnd (), c = rnd (), d = rnd ();
      if (n % 16 == 0) b = 0;                  /* near-real and near-imaginary */
      if (n % 16 == 1) c = a * (1 + 0x1p-40);  /* modulus ties, cancellation */
      check (a, b, c, d);
      check (a, b * 0x1p-30, c, d * 0x1p30);
    }
  /* one check for make check's count (its cases would swamp the total) */
  printf ("test_complex_c99: %ld cases (each: * and / of double and float, hypot, hypotf, exp, sin, cosh), %ld mismatching: %d passed, "
          "%d failed, 0 skipped\n", ncase, nbad, nbad == 0, nbad != 0);
  return nbad != 0;
}
