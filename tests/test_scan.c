/* test_scan.c: the scan plan's layouts (src/engine/scan.h) and the sum of
 * squared deviations of var (src/engine/devsq.h), their engines against
 * plain loops:
 *   - which layout the plan picks (SERIAL, TILES, LONG, CHUNKS, STRIPS)
 *     at the edges of its thresholds, for every kind of op and class, and
 *     with GPUAXIS_SCAN_LAYOUT=2 (the plan before STRIPS and CHUNKS) and 1
 *     (before TILES), and the tile sizes;
 *   - float cumsums along dim 1 of slices from 15 to 2^17 + 3 long, real
 *     and complex, double and single, with NaN and Inf: SERIAL ones equal
 *     to the left-to-right sums, TILES, CHUNKS and LONG within scan.h's
 *     bound (here 4 k u sum |x(1:k)|), on the CPU with 1, 2 and 5 threads
 *     (5 cuts a LONG or CHUNKS slice in 5 runs);
 *   - int8 and uint16 sums saturating in index order: equal;
 *   - devsq along each dimension of 3-D arrays and of long vectors (the
 *     plan cutting n into runs): within n u of a long double sum of the
 *     same deviations;
 *   - the one-read moments on the same shapes, data of mean 100 and (in
 *     double) 1e8 against a spread of 1: var within 8 (n + 2) u of the
 *     long double two-pass variance (single: plus its rounding), the
 *     mean within 4 u of the long double mean; a NaN and an Inf make
 *     their slices' var NaN and no other.
 *
 *   test_scan cpu | cuda
 *
 * The CUDA engines' operands go to the device with ga_dev_upload and come
 * back with ga_dev_download.  Prints "N passed, N failed" (a missing
 * device: 1 skipped) and exits non-zero on a failure.  Built by
 * tests/Makefile, linked with the package's library.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "scan.h"
#include "devsq.h"

int ga_cpu_set_threads (int n);
int ga_dev_count (void);
int ga_dev_alloc (size_t bytes, void **p, ga_error *err);
void ga_dev_free (void *p);
int ga_dev_upload (void *dst, const void *src, size_t bytes, ga_error *err);
int ga_dev_download (void *dst, const void *src, size_t bytes, ga_error *err);

static int passed, failed, on_device;
static ga_error err;

static void
check (int ok, const char *what)
{
  if (ok)
    passed++;
  else
    {
      failed++;
      printf ("FAIL %s\n", what);
    }
}

/* bytes of src in the engine's memory (malloc'd or device) */
static void *
put (const void *src, size_t bytes)
{
  void *p = NULL;
  if (! on_device)
    {
      p = malloc (bytes ? bytes : 1);
      memcpy (p, src, bytes);
      return p;
    }
  if (ga_dev_alloc (bytes ? bytes : 1, &p, &err) != 0
      || ga_dev_upload (p, src, bytes, &err) != 0)
    {
      printf ("FAIL device memory: %s\n", err.msg);
      exit (1);
    }
  return p;
}

static void
get (void *dst, void *p, size_t bytes)
{
  if (! on_device)
    memcpy (dst, p, bytes);
  else if (ga_dev_download (dst, p, bytes, &err) != 0)
    {
      printf ("FAIL download: %s\n", err.msg);
      exit (1);
    }
}

static void
drop (void *p)
{
  if (on_device)
    ga_dev_free (p);
  else
    free (p);
}

/* The cumsum along dim 1 of the m x c host array in (class e) on the
 * engine, into out (host); its plan in *p.  0, or -1 (reported). */
static int
scan_sum (ga_scan_plan *p, ga_elem e, int cplx, size_t m, size_t c,
          const void *in, void *out, size_t bytes)
{
  const size_t dims[2] = {m, c};
  void *dx, *dy;
  int rc;
  ga_scan_plan_make (p, GA_SCAN_SUM, e, cplx, 2, dims, 0, 0, &err);
  dx = put (in, bytes);
  dy = put (in, bytes);
  rc = (on_device ? ga_scan_cuda () : ga_scan_cpu ())->run (p, dx, dy, NULL, &err);
  if (rc != 0)
    printf ("FAIL run: %s\n", err.msg);
  get (out, dy, bytes);
  drop (dx);
  drop (dy);
  return rc;
}

/* ------------------------------------------------------------ plans */

static ga_scan_layout
layout (ga_scan_op op, ga_elem e, int cplx, size_t m, size_t c, size_t dim)
{
  ga_scan_plan p;
  const size_t dims[2] = {m, c};
  if (ga_scan_plan_make (&p, op, e, cplx, 2, dims, dim, 0, &err) != 0)
    return (ga_scan_layout) -1;
  return p.layout;
}

static void
check_plans (void)
{
  ga_scan_plan p;
  const size_t d[2] = {16384, 8192};
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 16384, 8192, 0) == GA_SCAN_TILES, "16384x8192 dim 1: TILES");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 16384, 8192, 1) == GA_SCAN_STRIPS, "dim 2: STRIPS");
  check (layout (GA_SCAN_SUM, GA_SINGLE, 1, 32, 256, 1) == GA_SCAN_STRIPS, "32 slices of 256 along dim 2: STRIPS");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 31, 300, 1) == GA_SCAN_SERIAL, "31 slices along dim 2: SERIAL");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 32, 255, 1) == GA_SCAN_SERIAL, "255 steps along dim 2: SERIAL");
  check (layout (GA_SCAN_SUM, GA_INT32, 0, 4096, 4096, 1) == GA_SCAN_SERIAL, "int32 along dim 2: SERIAL");
  check (layout (GA_SCAN_PROD, GA_DOUBLE, 0, 4096, 4096, 1) == GA_SCAN_SERIAL, "cumprod along dim 2: SERIAL");
  check (layout (GA_SCAN_SUM, GA_SINGLE, 1, 16, 5, 0) == GA_SCAN_TILES, "n 16: TILES");
  check (layout (GA_SCAN_SUM, GA_SINGLE, 0, 15, 5, 0) == GA_SCAN_SERIAL, "n 15: SERIAL");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 65536, 1, 0) == GA_SCAN_LONG, "one slice of 65536: LONG");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 65536, 2, 0) == GA_SCAN_CHUNKS, "2 slices of 65536: CHUNKS");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 1, 65536, 8, 0) == GA_SCAN_CHUNKS, "8 complex slices of 65536: CHUNKS");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 65536, 255, 0) == GA_SCAN_CHUNKS, "255 slices of 65536: CHUNKS");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 65536, 256, 0) == GA_SCAN_TILES, "256 slices of 65536: TILES");
  check (layout (GA_SCAN_SUM, GA_SINGLE, 0, 1 << 27, 215, 0) == GA_SCAN_CHUNKS, "215 slices of 2^27: CHUNKS");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 65535, 8, 0) == GA_SCAN_TILES, "8 slices of 65535: TILES");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 65535, 1, 0) == GA_SCAN_TILES, "one slice of 65535: TILES");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 1, 1 << 20, 1, 0) == GA_SCAN_LONG, "complex vector: LONG");
  check (layout (GA_SCAN_SUM, GA_INT32, 0, 1 << 20, 1, 0) == GA_SCAN_SERIAL, "int32: SERIAL");
  check (layout (GA_SCAN_SUM, GA_UINT8, 0, 4096, 100, 0) == GA_SCAN_SERIAL, "uint8: SERIAL");
  check (layout (GA_SCAN_PROD, GA_DOUBLE, 0, 4096, 100, 0) == GA_SCAN_SERIAL, "cumprod: SERIAL");
  check (layout (GA_SCAN_MAX, GA_SINGLE, 0, 1 << 20, 1, 0) == GA_SCAN_SERIAL, "cummax: SERIAL");
  ga_scan_plan_make (&p, GA_SCAN_SUM, GA_DOUBLE, 0, 2, d, 0, 0, &err);
  check (p.tile == 2048, "double tile 2048");
  ga_scan_plan_make (&p, GA_SCAN_SUM, GA_SINGLE, 0, 2, d, 0, 0, &err);
  check (p.tile == 4096, "single tile 4096");
  ga_scan_plan_make (&p, GA_SCAN_SUM, GA_DOUBLE, 1, 2, d, 0, 0, &err);
  check (p.tile == 1024, "complex double tile 1024");
  /* the plan before STRIPS and CHUNKS: long_pays' estimate */
  setenv ("GPUAXIS_SCAN_LAYOUT", "2", 1);
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 16384, 8192, 1) == GA_SCAN_SERIAL, "layout 2: dim 2 SERIAL");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 65536, 8, 0) == GA_SCAN_LONG, "layout 2: 8 slices of 65536 LONG");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 65536, 10, 0) == GA_SCAN_TILES, "layout 2: 10 slices of 65536 TILES");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 1 << 20, 80, 0) == GA_SCAN_LONG, "layout 2: 80 slices of 2^20 LONG");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 1 << 20, 100, 0) == GA_SCAN_TILES, "layout 2: 100 slices of 2^20 TILES");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 1 << 27, 215, 0) == GA_SCAN_LONG, "layout 2: 215 slices of 2^27 LONG");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 1 << 27, 218, 0) == GA_SCAN_TILES, "layout 2: 218 slices of 2^27 TILES");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 16384, 8192, 0) == GA_SCAN_TILES, "layout 2: dim 1 TILES");
  setenv ("GPUAXIS_SCAN_LAYOUT", "1", 1);
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 16384, 8192, 1) == GA_SCAN_SERIAL, "layout 1: dim 2 SERIAL");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 16384, 8192, 0) == GA_SCAN_SERIAL, "layout 1: SERIAL");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 1 << 20, 1, 0) == GA_SCAN_LONG, "layout 1: real LONG");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 65536, 1023, 0) == GA_SCAN_LONG, "layout 1: 1023 slices LONG");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 65536, 1024, 0) == GA_SCAN_SERIAL, "layout 1: 1024 slices SERIAL");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 1, 1 << 20, 1, 0) == GA_SCAN_SERIAL, "layout 1: complex SERIAL");
  unsetenv ("GPUAXIS_SCAN_LAYOUT");
  check (layout (GA_SCAN_SUM, GA_DOUBLE, 0, 16384, 8192, 0) == GA_SCAN_TILES, "knob read again");
}

/* ------------------------------------------------------- float sums */

/* m x c (complex: interleaved) of class e along dim 1, NaN and Inf in
 * some slices; on the engine; each slice against the left-to-right sum
 * in the class (equal for SERIAL, within the bound otherwise). */
static void
float_sum (ga_elem e, int cplx, size_t m, size_t c)
{
  const size_t w = cplx ? 2 : 1, numel = m * c * w;
  const size_t esz = e == GA_DOUBLE ? 8 : 4;
  const double u = e == GA_DOUBLE ? 0x1p-53 : 0x1p-24;
  double *x = malloc (numel * sizeof (double)), *want = malloc (numel * sizeof (double));
  double *got = malloc (numel * sizeof (double)), *bound = malloc (numel * sizeof (double));
  void *hx = malloc (numel * esz), *hy = malloc (numel * esz);
  ga_scan_plan p;
  char what[160];
  int bad = 0;
  size_t worst = 0;
  srand ((unsigned) (m * 31 + c));
  for (size_t i = 0; i < numel; i++)
    x[i] = (double) rand () / RAND_MAX * 2 - 1;
  if (c > 2 && m > 10)
    {
      x[(1 * m + m / 2) * w] = NAN;
      x[(2 * m + 3) * w] = INFINITY;
    }
  for (size_t i = 0; i < numel; i++)
    if (e == GA_DOUBLE)
      ((double *) hx)[i] = x[i];
    else
      ((float *) hx)[i] = (float) x[i];
  /* the left-to-right sums in the class, and the bound */
  for (size_t j = 0; j < c; j++)
    for (size_t part = 0; part < w; part++)
      {
        double sd = 0, sa = 0;
        float sf = 0;
        for (size_t k = 0; k < m; k++)
          {
            const size_t i = (j * m + k) * w + part;
            if (e == GA_DOUBLE)
              want[i] = sd = k ? sd + x[i] : x[i];
            else
              want[i] = sf = k ? sf + (float) x[i] : (float) x[i];
            sa += fabs (e == GA_DOUBLE ? x[i] : (double) (float) x[i]);
            bound[i] = 4 * (double) (k + 1) * u * sa;
          }
      }
  bad = scan_sum (&p, e, cplx, m, c, hx, hy, numel * esz) != 0;
  for (size_t i = 0; i < numel && ! bad; i++)
    {
      got[i] = e == GA_DOUBLE ? ((double *) hy)[i] : (double) ((float *) hy)[i];
      if (isnan (want[i]) ? ! isnan (got[i])
          : p.layout == GA_SCAN_SERIAL ? got[i] != want[i] || signbit (got[i]) != signbit (want[i])
          : ! (got[i] == want[i] || fabs (got[i] - want[i]) <= bound[i]))
        {
          bad = 1;
          worst = i;
        }
    }
  snprintf (what, sizeof what, "cumsum %s%s %zux%zu (layout %d)%s at %zu: %g, want %g",
            cplx ? "complex " : "", ga_elem_name (e), m, c, (int) p.layout,
            bad ? "" : " ok", worst, got[worst], want[worst]);
  check (! bad, what);
  free (x), free (want), free (got), free (bound), free (hx), free (hy);
}

static void
check_float_sums (void)
{
  static const size_t shapes[][2] = {
    {15, 50}, {16, 50}, {17, 40}, {100, 300}, {255, 7}, {1024, 7}, {1025, 5},
    {2048, 4}, {2049, 3}, {5000, 4}, {70000, 2}, {(1 << 17) + 3, 1}};
  for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++)
    for (int k = 0; k < 4; k++)
      float_sum (k & 1 ? GA_SINGLE : GA_DOUBLE, k >> 1, shapes[s][0], shapes[s][1]);
  /* -0 stays -0 */
  {
    double h[6000], r[6000];
    ga_scan_plan p;
    int ok = 1;
    for (size_t i = 0; i < 6000; i++)
      h[i] = -0.0;
    ok = scan_sum (&p, GA_DOUBLE, 0, 3000, 2, h, r, sizeof h) == 0;
    for (size_t i = 0; i < 6000; i++)
      ok &= r[i] == 0 && signbit (r[i]);
    check (ok, "cumsum of -0: -0");
  }
}

/* int8 and uint16 saturating at each step, 3000 x 3 along dim 1 */
static void
check_int_sums (void)
{
  const size_t m = 3000, c = 3, n = m * c;
  int8_t a[9000], ra[9000];
  uint16_t b[9000], rb[9000];
  int ok;
  ga_scan_plan p;
  srand (7);
  for (size_t i = 0; i < n; i++)
    {
      a[i] = (int8_t) (rand () % 201 - 100);
      b[i] = (uint16_t) (rand () % 40000);
    }
  ok = scan_sum (&p, GA_INT8, 0, m, c, a, ra, n) == 0;
  for (size_t j = 0; j < c; j++)
    {
      int s = 0;
      for (size_t k = 0; k < m; k++)
        {
          s = k ? s + a[j * m + k] : a[j * m + k];
          s = s > 127 ? 127 : s < -128 ? -128 : s;
          ok &= ra[j * m + k] == s;
        }
    }
  check (ok, "int8 cumsum saturating in order");
  ok = scan_sum (&p, GA_UINT16, 0, m, c, b, rb, 2 * n) == 0;
  for (size_t j = 0; j < c; j++)
    {
      long s = 0;
      for (size_t k = 0; k < m; k++)
        {
          s = k ? s + b[j * m + k] : b[j * m + k];
          s = s > 65535 ? 65535 : s;
          ok &= rb[j * m + k] == s;
        }
    }
  check (ok, "uint16 cumsum saturating in order");
}

/* ------------------------------------------------------------ devsq */

/* count values of class e, base plus a uniform [0, 1] (malloc'd). */
static void *
random_data (ga_elem e, size_t count, double base, unsigned seed)
{
  void *x = malloc (count * (e == GA_DOUBLE ? 8 : 4));
  srand (seed);
  for (size_t i = 0; i < count; i++)
    {
      const double v = base + (double) rand () / RAND_MAX;
      if (e == GA_DOUBLE)
        ((double *) x)[i] = v;
      else
        ((float *) x)[i] = (float) v;
    }
  return x;
}

static void
devsq_case (ga_elem e, int cplx, size_t nd, const size_t *dims, size_t dim)
{
  const size_t w = cplx ? 2 : 1, esz = e == GA_DOUBLE ? 8 : 4;
  ga_devsq_plan p;
  size_t numel = 1, outs;
  void *hx, *hm, *hr, *dx, *dm, *dr;
  char what[160];
  int ok = 1;
  for (size_t k = 0; k < nd; k++)
    numel *= dims[k];
  if (ga_devsq_plan_make (&p, e, cplx, nd, dims, dim, &err) != 0)
    {
      check (0, "devsq plan");
      return;
    }
  outs = p.axis.pre * p.axis.post;
  hx = random_data (e, numel * w, 100, (unsigned) numel);
  hm = malloc (outs * w * esz);
  hr = malloc (outs * esz);
  /* the offsets: each slice's mean (in double, stored in the class) */
  for (size_t s = 0; s < outs; s++)
    for (size_t part = 0; part < w; part++)
      {
        const size_t i = s % p.axis.pre, j = s / p.axis.pre;
        double sum = 0;
        for (size_t k = 0; k < p.axis.n; k++)
          {
            const size_t at = (i + p.axis.pre * (k + p.axis.n * j)) * w + part;
            sum += e == GA_DOUBLE ? ((double *) hx)[at] : ((float *) hx)[at];
          }
        if (e == GA_DOUBLE)
          ((double *) hm)[s * w + part] = sum / p.axis.n;
        else
          ((float *) hm)[s * w + part] = (float) (sum / p.axis.n);
      }
  dx = put (hx, numel * w * esz);
  dm = put (hm, outs * w * esz);
  dr = put (hr, outs * esz);
  if ((on_device ? ga_devsq_cuda () : ga_devsq_cpu ())->run (&p, dx, dm, dr, &err) != 0)
    {
      printf ("FAIL devsq run: %s\n", err.msg);
      ok = 0;
    }
  get (hr, dr, outs * esz);
  for (size_t s = 0; s < outs && ok; s++)
    {
      const size_t i = s % p.axis.pre, j = s / p.axis.pre;
      long double ref = 0;
      double got;
      for (size_t k = 0; k < p.axis.n; k++)
        for (size_t part = 0; part < w; part++)
          {
            const size_t at = (i + p.axis.pre * (k + p.axis.n * j)) * w + part;
            double d;
            if (e == GA_DOUBLE)
              d = ((double *) hx)[at] - ((double *) hm)[s * w + part];
            else
              d = (double) (((float *) hx)[at] - ((float *) hm)[s * w + part]);
            ref += (long double) d * d;
          }
      got = e == GA_DOUBLE ? ((double *) hr)[s] : ((float *) hr)[s];
      ok &= fabsl ((long double) got - ref)
            <= (long double) (p.axis.n * w + 2) * 0x1p-53 * ref
               + (e == GA_DOUBLE ? 0 : 0x1p-24 * ref);
    }
  snprintf (what, sizeof what, "devsq %s%s dim %zu of [%zu %zu %zu] (%zu runs of %zu)",
            cplx ? "complex " : "", ga_elem_name (e), dim + 1, dims[0],
            nd > 1 ? dims[1] : 1, nd > 2 ? dims[2] : 1, p.chunks, p.chunk_len);
  check (ok, what);
  drop (dx);
  drop (dm);
  drop (dr);
  free (hx), free (hm), free (hr);
}

static void
check_devsq (void)
{
  static const size_t shapes[][3] = {
    {70000, 1, 1}, {1, 70000, 1}, {120, 3000, 1}, {63, 40, 1}, {64, 40, 1},
    {30, 5, 7}, {700, 3, 2}};
  ga_devsq_plan p;
  const size_t v[1] = {70000}, big[2] = {16384, 16384};
  for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++)
    for (size_t dim = 0; dim < 3; dim++)
      for (int k = 0; k < 4; k++)
        devsq_case (k & 1 ? GA_SINGLE : GA_DOUBLE, k >> 1, 3, shapes[s], dim);
  ga_devsq_plan_make (&p, GA_DOUBLE, 0, 1, v, 0, &err);
  check (p.rows && p.chunks == 70000 / 256 && p.chunk_len * p.chunks >= 70000,
         "devsq plan: a long vector in runs of >= 256");
  ga_devsq_plan_make (&p, GA_SINGLE, 0, 2, big, 0, &err);
  check (p.rows && p.chunks == 1, "devsq plan: 16384x16384 dim 1, a warp a slice");
  ga_devsq_plan_make (&p, GA_SINGLE, 0, 2, big, 1, &err);
  check (! p.rows && p.chunks == 16 && p.chunk_len == 1024,
         "devsq plan: 16384x16384 dim 2, 16 runs of 1024");
  check (ga_devsq_plan_make (&p, GA_INT32, 0, 1, v, 0, &err) != 0,
         "devsq plan: int32 refused");
}

/* ------------------------------------------------------------ moments */

/* x's element `at` (part included) as a double. */
static double
elem_at (ga_elem e, const void *x, size_t at)
{
  return e == GA_DOUBLE ? ((const double *) x)[at] : ((const float *) x)[at];
}

static void
moments_case (ga_elem e, int cplx, size_t nd, const size_t *dims, size_t dim,
              double base, int specials)
{
  const size_t w = cplx ? 2 : 1, esz = e == GA_DOUBLE ? 8 : 4;
  const long double u = e == GA_DOUBLE ? 0x1p-53L : 0x1p-24L;
  ga_devsq_plan p;
  size_t numel = 1, outs;
  void *hx, *hv, *hm, *dx, *dv, *dm;
  char what[200];
  int ok = 1;
  for (size_t k = 0; k < nd; k++)
    numel *= dims[k];
  if (ga_devsq_plan_make (&p, e, cplx, nd, dims, dim, &err) != 0)
    {
      check (0, "moments plan");
      return;
    }
  outs = p.axis.pre * p.axis.post;
  hx = random_data (e, numel * w, base, (unsigned) numel + 7);
  hv = malloc (outs * esz);
  hm = malloc (outs * w * esz);
  if (specials)                 /* a NaN in slice 0, an Inf in the last */
    {
      const size_t a = (p.axis.pre * (p.axis.n / 2)) * w;
      const size_t b = ((outs - 1) % p.axis.pre
                        + p.axis.pre * (p.axis.n - 1 + p.axis.n * ((outs - 1) / p.axis.pre))) * w;
      if (e == GA_DOUBLE)
        ((double *) hx)[a] = NAN, ((double *) hx)[b] = INFINITY;
      else
        ((float *) hx)[a] = NAN, ((float *) hx)[b] = INFINITY;
    }
  dx = put (hx, numel * w * esz);
  dv = put (hv, outs * esz);
  dm = put (hm, outs * w * esz);
  if ((on_device ? ga_devsq_cuda () : ga_devsq_cpu ())->moments
      (&p, dx, (double) (p.axis.n - 1), dv, dm, &err) != 0)
    {
      printf ("FAIL moments run: %s\n", err.msg);
      ok = 0;
    }
  get (hv, dv, outs * esz);
  get (hm, dm, outs * w * esz);
  for (size_t s = 0; s < outs && ok; s++)
    {
      const size_t i = s % p.axis.pre, j = s / p.axis.pre;
      long double m2 = 0, mean[2] = {0, 0};
      int bad = 0;
      for (size_t part = 0; part < w; part++)
        {
          for (size_t k = 0; k < p.axis.n; k++)
            mean[part] += elem_at (e, hx, (i + p.axis.pre * (k + p.axis.n * j)) * w + part);
          mean[part] /= p.axis.n;
          for (size_t k = 0; k < p.axis.n; k++)
            {
              const long double d = elem_at (e, hx, (i + p.axis.pre * (k + p.axis.n * j)) * w + part)
                                    - mean[part];
              m2 += d * d;
            }
          bad |= ! isfinite ((double) mean[part]);
        }
      const long double v = m2 / (p.axis.n - 1);
      const double got = elem_at (e, hv, s);
      if (bad)
        ok &= isnan (got);
      else
        {
          ok &= fabsl ((long double) got - v)
                <= 8 * (long double) (p.axis.n + 2) * 0x1p-53L * v + u * v;
          for (size_t part = 0; part < w; part++)
            ok &= fabsl ((long double) elem_at (e, hm, s * w + part) - mean[part])
                  <= 4 * u * fabsl (mean[part]);
        }
    }
  snprintf (what, sizeof what, "moments %s%s dim %zu of [%zu %zu %zu] mean %g%s (%zu runs of %zu)",
            cplx ? "complex " : "", ga_elem_name (e), dim + 1, dims[0],
            nd > 1 ? dims[1] : 1, nd > 2 ? dims[2] : 1, base,
            specials ? " NaN Inf" : "", p.chunks, p.chunk_len);
  check (ok, what);
  drop (dx);
  drop (dv);
  drop (dm);
  free (hx), free (hv), free (hm);
}

static void
check_moments (void)
{
  static const size_t shapes[][3] = {
    {70000, 1, 1}, {1, 70000, 1}, {120, 3000, 1}, {63, 40, 1}, {64, 40, 1},
    {30, 5, 7}, {700, 3, 2}, {2, 9, 1}};
  for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++)
    for (size_t dim = 0; dim < 3; dim++)
      if (shapes[s][dim] > 1)
        for (int k = 0; k < 4; k++)
          {
            const ga_elem e = k & 1 ? GA_SINGLE : GA_DOUBLE;
            moments_case (e, k >> 1, 3, shapes[s], dim, 100, 0);
            if (e == GA_DOUBLE)
              moments_case (e, k >> 1, 3, shapes[s], dim, 1e8, 0);
            moments_case (e, k >> 1, 3, shapes[s], dim, 100, 1);
          }
}

int
main (int argc, char **argv)
{
  const char *which = argc > 1 ? argv[1] : "cpu";
  if (! strcmp (which, "cuda"))
    {
      if (ga_scan_cuda () == NULL || ga_devsq_cuda () == NULL || ga_dev_count () < 1)
        {
          printf ("no usable CUDA device (or a build without CUDA)\n"
                  "0 passed, 0 failed, 1 skipped\n");
          return 0;
        }
      on_device = 1;
    }
  check_plans ();
  if (on_device)
    {
      check_float_sums ();
      check_int_sums ();
      check_devsq ();
      check_moments ();
    }
  else
    for (int t = 1; t <= 5; t += t < 2 ? 1 : 3)   /* 1, 2 and 5 threads */
      {
        ga_cpu_set_threads (t);
        check_float_sums ();
        check_int_sums ();
        check_devsq ();
        check_moments ();
      }
  printf ("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
