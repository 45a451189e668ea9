/* test_fft_route.c: the route of a transform above the first dimension
 * (ga_fft_strided_route, src/engine/fft_plan.c) against the shapes its
 * rule was measured on and at the edges of each threshold:
 *   - strided: 4 or fewer elements apart, fewer than 2^20 elements, or a
 *     length up to 4096 with rows of at least 256 elements (lengths from
 *     2048) or 16 KiB;
 *   - transpose: otherwise a length up to 4096, or fewer than 256
 *     elements apart;
 *   - strided-in: the rest;
 *   - GPUAXIS_FFT_STRIDED naming a route overrides the rule; an unknown
 *     name does not.
 *
 *   test_fft_route
 *
 * Prints "N passed, N failed" and exits non-zero on a failure.  Built by
 * tests/Makefile, linked with the package's library.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdio.h>
#include <stdlib.h>
#include "fft.h"

static int npass, nfail;

static const char *
name (int r)
{
  return r == GA_FFT_ROUTE_STRIDED ? "strided"
         : r == GA_FFT_ROUTE_STRIDED_IN ? "strided-in" : "transpose";
}

static void
expect (size_t pre, size_t m, size_t post, size_t cs, int want)
{
  const int got = ga_fft_strided_route (pre, m, post, cs);
  if (got == want)
    npass++;
  else
    {
      nfail++;
      printf ("FAIL %zux%zux%zu (%zu bytes an element): %s, expected %s\n",
              pre, m, post, cs, name (got), name (want));
    }
}

int
main (void)
{
  enum { T = GA_FFT_ROUTE_TRANSPOSE, I = GA_FFT_ROUTE_STRIDED_IN, S = GA_FFT_ROUTE_STRIDED };
  unsetenv ("GPUAXIS_FFT_STRIDED");
  /* the measured shapes (complex single: 8 bytes, double: 16) */
  expect (2, 4096, 2048, 8, S);
  expect (4, 65536, 64, 8, S);
  expect (2, 1048576, 1, 8, S);
  expect (16384, 4096, 1, 8, S);
  expect (1024, 2048, 8, 8, S);
  expect (1024, 256, 32, 16, S);
  expect (262144, 64, 1, 8, S);
  expect (32, 4096, 128, 8, T);
  expect (1024, 256, 64, 8, T);
  expect (16, 4096, 64, 8, T);
  expect (16, 1048576, 1, 8, T);
  expect (128, 8192, 16, 8, T);
  expect (8192, 8192, 1, 8, I);
  expect (1024, 8192, 1, 16, I);
  expect (256, 65536, 1, 8, I);
  expect (32, 4096, 1, 8, S);                   /* 2^17 elements */
  /* the edges */
  expect (5, 8192, 256, 8, T);
  expect (4, 8192, 256, 8, S);
  expect (8, 16384, 8, 8, T);                   /* 2^20 elements */
  expect (16, 65535, 1, 8, S);                  /* 1048560 elements */
  expect (16, 65536, 1, 8, T);                  /* 2^20 */
  expect (256, 4096, 4, 8, S);
  expect (256, 4097, 4, 8, I);
  expect (255, 4096, 4, 8, T);
  expect (256, 2047, 4, 8, T);
  expect (256, 2048, 4, 8, S);
  expect (2048, 256, 4, 8, S);
  expect (2047, 256, 4, 8, T);
  expect (1024, 256, 4, 16, S);
  expect (1023, 256, 8, 16, T);
  expect (1023, 4097, 1, 16, I);
  expect (255, 256, 64, 16, T);
  /* GPUAXIS_FFT_STRIDED */
  setenv ("GPUAXIS_FFT_STRIDED", "strided", 1);
  expect (8192, 8192, 1, 8, S);
  setenv ("GPUAXIS_FFT_STRIDED", "transpose", 1);
  expect (2, 4096, 2048, 8, T);
  setenv ("GPUAXIS_FFT_STRIDED", "strided-in", 1);
  expect (32, 4096, 1, 8, I);
  setenv ("GPUAXIS_FFT_STRIDED", "fastest", 1);
  expect (32, 4096, 128, 8, T);
  unsetenv ("GPUAXIS_FFT_STRIDED");
  printf ("%d passed, %d failed\n", npass, nfail);
  return nfail != 0;
}
