/* test_select.c: the selection engine (src/engine/select.h) against plain
 * loops: find's count and positions (every rank range of find (X, N) and
 * find (X, N, "last"), across the CPU engine's chunks and the CUDA
 * engine's), histc's bins and counts along each dimension of a 3-D array
 * and of a long vector, accumarray's sums (in index order: exact), max
 * and min (NaN, ties, integers), complex sums and fill values; on the
 * CPU also the chunk walk the CUDA engine's partial find runs (select.h),
 * with small chunks; on CUDA find crosses chunks of 100000 elements.
 *
 *   test_select cpu | cuda
 *
 * The CUDA engine's operands are copied to the device with the engine's
 * own put and read back with ga_dev_download.  Prints "N passed, N
 * failed" (a missing device: 1 skipped) and exits non-zero on a failure.
 * Built by tests/Makefile, linked with the package's library.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "select.h"

int ga_cpu_set_threads (int n);
int ga_dev_count (void);
int ga_dev_download (void *dst, const void *src, size_t bytes, ga_error *err);

static int passed, failed;
static const ga_sel_backend *be;
static int on_device;
static ga_error err;

static void
check (int ok, const char *what)
{
  if (ok)
    passed++;
  else
    {
      failed++;
      printf ("FAIL %s%s%s\n", what, err.msg[0] ? ": " : "", err.msg);
    }
}

/* The engine's copy of host data; free with be->release. */
static void *
in (const void *src, size_t bytes)
{
  void *p = NULL;
  if (be->alloc (bytes ? bytes : 1, &p, &err) != 0
      || (bytes && be->put (p, src, bytes, &err) != 0))
    {
      printf ("FAIL allocation of %zu bytes: %s\n", bytes, err.msg);
      exit (1);
    }
  return p;
}

static void *
out (size_t bytes)
{
  void *p = NULL;
  if (be->alloc (bytes ? bytes : 1, &p, &err) != 0)
    {
      printf ("FAIL allocation of %zu bytes: %s\n", bytes, err.msg);
      exit (1);
    }
  return p;
}

/* The engine's data back on the host (malloc'd). */
static void *
back (const void *p, size_t bytes)
{
  void *h = malloc (bytes ? bytes : 1);
  if (on_device)
    {
      if (bytes && ga_dev_download (h, p, bytes, &err) != 0)
        printf ("FAIL download: %s\n", err.msg);
    }
  else
    memcpy (h, p, bytes);
  return h;
}

static void
test_find (void)
{
  const size_t n = 700001;
  uint8_t *m = malloc (n);
  double *x = malloc (2 * n * sizeof (double)), *all;
  size_t cnt = 0, ref = 0;
  srand (1);
  for (size_t i = 0; i < n; i++)
    ref += m[i] = rand () % 3 == 0;
  void *dm = in (m, n);
  check (be->count (GA_LOGICAL, 0, dm, n, &cnt, &err) == 0 && cnt == ref, "mask count");
  all = malloc (ref * sizeof (double));
  for (size_t i = 0, k = 0; i < n; i++)
    if (m[i])
      all[k++] = (double) (i + 1);
  const size_t Ns[] = {0, 1, 7, 65536, ref / 2, ref - 3, ref, ref + 5};
  for (int last = 0; last < 2; last++)
    for (size_t t = 0; t < sizeof Ns / sizeof Ns[0]; t++)
      {
        ga_find_range q = ga_find_range_make (ref, (double) Ns[t], last);
        double *o = out (q.take * sizeof (double)), *h;
        int ok = be->positions (GA_LOGICAL, 0, dm, n, ref, q, o, &err) == 0;
        h = back (o, q.take * sizeof (double));
        char what[64];
        snprintf (what, sizeof what, "find N %zu %s", Ns[t], last ? "last" : "first");
        check (ok && ! memcmp (h, all + q.skip, q.take * sizeof (double)), what);
        free (h);
        be->release (o);
      }
  be->release (dm);
  /* complex double with NaN: nonzero when either part is */
  for (size_t i = 0; i < 2 * n; i++)
    x[i] = rand () % 4 == 0 ? 0 : (rand () % 50 == 0 ? NAN : rand () % 10 - 3.0);
  ref = 0;
  for (size_t i = 0; i < n; i++)
    ref += x[2 * i] != 0 || x[2 * i + 1] != 0;
  void *dx = in (x, 2 * n * sizeof (double));
  check (be->count (GA_DOUBLE, 1, dx, n, &cnt, &err) == 0 && cnt == ref, "complex count");
  be->release (dx);
  free (m); free (x); free (all);
}

/* select.h's chunk walk (the CUDA engine's partial find) with a host
 * chunk compactor, small chunks: every range of ranks from the front and
 * from the back must come out as the whole list's slice. */
typedef struct { const uint8_t *m; double *buf, *out; } host_chunks;

static int
hc_select (void *ctx, size_t start, size_t len, size_t *c, ga_error *e)
{
  host_chunks *h = (host_chunks *) ctx;
  (void) e;
  *c = 0;
  for (size_t i = start; i < start + len; i++)
    if (h->m[i])
      h->buf[(*c)++] = (double) (i + 1);
  return 0;
}

static int
hc_copy (void *ctx, size_t to, size_t from, size_t k, ga_error *e)
{
  host_chunks *h = (host_chunks *) ctx;
  (void) e;
  memcpy (h->out + to, h->buf + from, k * sizeof (double));
  return 0;
}

static void
test_chunk_walk (void)
{
  const size_t n = 100003, clens[] = {1024, 4096, 65537, 200000};
  uint8_t *m = malloc (n);
  double *all = malloc (n * sizeof (double)), *o = malloc (n * sizeof (double));
  double *buf = malloc (n * sizeof (double));
  size_t cnt = 0;
  for (size_t i = 0; i < n; i++)
    if ((m[i] = rand () % 5 == 0))
      all[cnt++] = (double) (i + 1);
  host_chunks h = {m, buf, o};
  const ga_find_chunker ch = {hc_select, hc_copy, &h};
  const size_t Ns[] = {1, 2, 100, 1500, cnt / 2, cnt - 1};
  int ok = 1;
  for (size_t c = 0; c < sizeof clens / sizeof clens[0]; c++)
    for (int last = 0; last < 2; last++)
      for (size_t t = 0; t < sizeof Ns / sizeof Ns[0]; t++)
        {
          ga_find_range q = ga_find_range_make (cnt, (double) Ns[t], last);
          memset (o, 0, n * sizeof (double));
          ok = ok && ga_find_by_chunks (n, cnt, q, clens[c], &ch, &err) == 0
               && ! memcmp (o, all + q.skip, q.take * sizeof (double));
        }
  check (ok, "find's chunk walk, front and back");
  free (m); free (all); free (o); free (buf);
}

static size_t
bin_ref (double v, const double *e, size_t ne)
{
  size_t b = 0;
  if (v <= e[ne - 1])
    for (size_t k = 0; k < ne; k++)
      if (e[k] <= v)
        b = k + 1;
  return b;
}

static void
test_histc (void)
{
  const size_t dims[3] = {3, 1000, 200}, tot = 3 * 1000 * 200;
  const double edges[5] = {-1, 0, 2, 2, 5};
  double *x = malloc (tot * sizeof (double));
  for (size_t i = 0; i < tot; i++)
    x[i] = rand () % 60 == 0 ? NAN : (rand () % 90) / 10.0 - 2;
  void *dx = in (x, tot * sizeof (double)), *de = in (edges, sizeof edges);
  for (size_t d = 0; d < 3; d++)
    {
      ga_histc_plan p;
      ga_histc_plan_make (&p, GA_DOUBLE, 0, 3, dims, d, 5);
      const size_t nc = p.pre * 5 * p.post;
      double *c = out (nc * sizeof (double)), *ix = out (tot * sizeof (double));
      double *c0 = calloc (nc, sizeof (double)), *hc, *hi;
      int ok = be->histc (&p, dx, de, c, ix, &err) == 0;
      hc = back (c, nc * sizeof (double));
      hi = back (ix, tot * sizeof (double));
      for (size_t lin = 0; lin < tot; lin++)
        {
          const size_t b = bin_ref (x[lin], edges, 5);
          ok = ok && hi[lin] == (double) b;
          if (b)
            c0[lin % p.pre + p.pre * (b - 1 + 5 * (lin / (p.pre * p.n)))] += 1;
        }
      char what[32];
      snprintf (what, sizeof what, "histc dim %zu", d + 1);
      check (ok && ! memcmp (hc, c0, nc * sizeof (double)), what);
      free (hc); free (hi); free (c0);
      be->release (c); be->release (ix);
    }
  {                                             /* a long vector, single */
    const size_t vd[2] = {1, tot};
    const float fe[3] = {0.1f, 0.5f, 2.5f};
    float *xf = malloc (tot * sizeof (float));
    double c0[3] = {0, 0, 0}, *hc;
    for (size_t i = 0; i < tot; i++)
      xf[i] = (float) x[i];
    void *dxf = in (xf, tot * sizeof (float)), *dfe = in (fe, sizeof fe);
    double *c = out (sizeof c0);
    ga_histc_plan p;
    ga_histc_plan_make (&p, GA_SINGLE, 1, 2, vd, 1, 3);
    int ok = be->histc (&p, dxf, dfe, c, NULL, &err) == 0;
    hc = back (c, sizeof c0);
    for (size_t i = 0; i < tot; i++)
      {
        size_t b = 0;
        if (xf[i] <= fe[2])
          for (size_t k = 0; k < 3; k++)
            if (fe[k] <= xf[i])
              b = k + 1;
        if (b)
          c0[b - 1] += 1;
      }
    check (ok && ! memcmp (hc, c0, sizeof c0), "histc single vector");
    free (hc); free (xf);
    be->release (dxf); be->release (dfe); be->release (c);
  }
  be->release (dx); be->release (de);
  free (x);
}

static void
test_accum (void)
{
  const size_t m = 5000, nout = 13;
  int64_t *s = malloc (m * sizeof (int64_t));
  double *v = malloc (2 * m * sizeof (double)), o0[2 * 13], *h;
  int seen[13] = {0};
  for (size_t i = 0; i < m; i++)
    s[i] = rand () % 12;                        /* 12: never named */
  for (size_t i = 0; i < 2 * m; i++)
    v[i] = rand () % 100 == 0 ? NAN : (rand () - RAND_MAX / 2) * 1e-3 * pow (10, rand () % 9);
  void *ds = in (s, m * sizeof (int64_t)), *dv = in (v, 2 * m * sizeof (double));
  double *o = out (2 * nout * sizeof (double));
  /* sums in index order, fill 7 */
  ga_accum_plan p = {GA_ACC_SUM, GA_DOUBLE, 0, m, m, nout, 0, 7};
  int ok = be->accum (&p, ds, dv, o, &err) == 0;
  for (size_t k = 0; k < nout; k++)
    o0[k] = 7;
  for (size_t i = 0; i < m; i++)
    {
      if (! seen[s[i]])
        o0[s[i]] = 0, seen[s[i]] = 1;
      o0[s[i]] += v[i];
    }
  h = back (o, nout * sizeof (double));
  for (size_t k = 0; k < nout; k++)
    ok = ok && ((isnan (h[k]) && isnan (o0[k])) || h[k] == o0[k]);
  check (ok, "accumarray sum in index order");
  free (h);
  /* complex sums */
  p.cplx = 1;
  p.fill = 0;
  ok = be->accum (&p, ds, dv, o, &err) == 0;
  memset (o0, 0, sizeof o0);
  for (size_t i = 0; i < m; i++)
    for (int c = 0; c < 2; c++)
      o0[2 * s[i] + c] += v[2 * i + c];
  h = back (o, 2 * nout * sizeof (double));
  for (size_t k = 0; k < 2 * nout; k++)
    ok = ok && ((isnan (h[k]) && isnan (o0[k])) || h[k] == o0[k]);
  check (ok, "accumarray complex sum");
  free (h);
  /* max starting from NaN: NaN values left out */
  for (int op = GA_ACC_MAX; op <= GA_ACC_MIN; op++)
    {
      ga_accum_plan q = {(ga_acc_op) op, GA_DOUBLE, 0, m, m, nout, NAN, NAN};
      ok = be->accum (&q, ds, dv, o, &err) == 0;
      h = back (o, nout * sizeof (double));
      for (size_t k = 0; k < nout; k++)
        {
          double a = NAN;
          for (size_t i = 0; i < m; i++)
            if (s[i] == (int64_t) k && ! isnan (v[i])
                && (isnan (a) || (op == GA_ACC_MAX ? v[i] > a : v[i] < a)))
              a = v[i];
          ok = ok && ((isnan (a) && isnan (h[k])) || a == h[k]);
        }
      check (ok, op == GA_ACC_MAX ? "accumarray max" : "accumarray min");
      free (h);
    }
  /* integers: min from intmax, fill 9; a scalar value */
  {
    const int8_t vi[5] = {1, -5, 3, 100, -100};
    const int64_t si[5] = {0, 0, 2, 2, 3};
    void *dvi = in (vi, sizeof vi), *dsi = in (si, sizeof si);
    int8_t *oi = out (4), *hi;
    ga_accum_plan q = {GA_ACC_MIN, GA_INT8, 0, 5, 5, 4, 127, 9};
    ok = be->accum (&q, dsi, dvi, oi, &err) == 0;
    hi = back (oi, 4);
    check (ok && hi[0] == -5 && hi[1] == 9 && hi[2] == 3 && hi[3] == -100, "accumarray int8 min");
    free (hi);
    ga_accum_plan r = {GA_ACC_SUM, GA_DOUBLE, 0, 5, 1, 4, 0, 0};
    double two = 2, *hd, *od = out (4 * sizeof (double));
    void *dtwo = in (&two, sizeof two);
    ok = be->accum (&r, dsi, dtwo, od, &err) == 0;
    hd = back (od, 4 * sizeof (double));
    check (ok && hd[0] == 4 && hd[1] == 0 && hd[2] == 4 && hd[3] == 2, "accumarray scalar value");
    free (hd);
    be->release (dvi); be->release (dsi); be->release (oi);
    be->release (od); be->release (dtwo);
  }
  be->release (ds); be->release (dv); be->release (o);
  free (s); free (v);
}

int
main (int argc, char **argv)
{
  on_device = argc > 1 && ! strcmp (argv[1], "cuda");
  if (on_device)
    {
      /* small chunks, so that find (X, N) crosses their borders */
      setenv ("GPUAXIS_SEL_CHUNK", "100000", 1);
      be = ga_dev_count () > 0 ? ga_sel_cuda () : NULL;
      if (! be)
        {
          printf ("no usable CUDA device (or a build without CUDA)\n"
                  "0 passed, 0 failed, 1 skipped\n");
          return 0;
        }
    }
  else
    {
      be = ga_sel_cpu ();
      ga_cpu_set_threads (2);
    }
  if (! on_device)
    test_chunk_walk ();
  test_find ();
  test_histc ();
  test_accum ();
  printf ("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
