/* test_reduce.c: C-level tests of the reduction layer against a plain,
 * independent loop (Octave's sum written out: left to right from +0,
 * saturating at every step).  `test_reduce cpu` checks the CPU backend;
 * `test_reduce cuda` checks the CUDA backend (host and device entry
 * points).  Prints "N passed, N failed" and exits non-zero on a failure.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gpuaxis.h"
#include "test_elem.h"

static int passed, failed;
static uint64_t rng = 88172645463325252ull;
static uint64_t next (void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }
static double unif (void) { return (next () >> 11) * (1.0 / 9007199254740992.0); }

static void
fill (ga_elem e, void *p, size_t count, int special)
{
  for (size_t i = 0; i < count; i++)
    {
      double u = unif ();
      switch (e)
        {
        case GA_DOUBLE: ((double *) p)[i] = (u - 0.3) * 1e3; break;
        case GA_SINGLE: ((float *) p)[i] = (float) ((u - 0.3) * 1e3); break;
        /* signed: full range (saturates) or small (the exact fast path) */
        case GA_INT8: ((int8_t *) p)[i] = (int8_t) (special ? next () % 256 - 128 : next () % 7 - 3); break;
        case GA_UINT8: ((uint8_t *) p)[i] = (uint8_t) (next () % 256); break;
        case GA_LOGICAL: ((uint8_t *) p)[i] = (uint8_t) (next () % 5 == 0); break;
        case GA_INT16: ((int16_t *) p)[i] = (int16_t) (special ? next () % 65536 - 32768 : next () % 7 - 3); break;
        case GA_UINT16: ((uint16_t *) p)[i] = (uint16_t) next (); break;
        case GA_CHAR: ((uint8_t *) p)[i] = (uint8_t) next (); break;
        case GA_INT32: ((int32_t *) p)[i] = (int32_t) (special ? (int64_t) (next () >> 32) : (int64_t) (next () % 2001) - 1000); break;
        case GA_UINT32: ((uint32_t *) p)[i] = (uint32_t) (next () >> 32); break;
        case GA_INT64: ((int64_t *) p)[i] = (int64_t) next () >> (special ? 0 : 12); break;
        case GA_UINT64: ((uint64_t *) p)[i] = next () >> (special ? 0 : 12); break;
        default: break;
        }
    }
}

/* Octave's step-wise saturating sum of one output. */
static void
sat_ref (const ga_plan *p, const void *in, size_t pre, size_t n, size_t i, size_t j,
         int64_t *s_out, uint64_t *u_out)
{
  if (p->acc == GA_ACC_SATU)
    {
      unsigned __int128 u = 0;
      for (size_t k = 0; k < n; k++)
        {
          u += (uint64_t) getl (p->in, in, i + pre * (k + n * j));
          if (u > p->uhi) u = p->uhi;
        }
      *u_out = (uint64_t) u;
    }
  else
    {
      __int128 s = 0;
      for (size_t k = 0; k < n; k++)
        {
          size_t ix = i + pre * (k + n * j);
          int64_t a = p->in == GA_INT64 ? ((const int64_t *) in)[ix] : (int64_t) getl (p->in, in, ix);
          s += a;
          if (s < p->lo) s = p->lo;
          if (s > p->hi) s = p->hi;
        }
      *s_out = (int64_t) s;
    }
}

static int
check_one (const char *backend, ga_elem in_e, ga_acc acc, ga_elem out_e,
           size_t pre, size_t n, size_t post, int special)
{
  ga_plan p;
  ga_error err = {0};
  size_t cnt = pre * n * post, nout = pre * post;
  void *in = malloc (cnt * ga_elem_size (in_e) + 1);
  void *out = malloc (nout * ga_elem_size (out_e) + 1);
  size_t bad = 0;
  int rc;
  memset (&p, 0, sizeof p);
  p.in = in_e; p.acc = acc; p.out = out_e; p.npass = 1;
  p.pass[0].pre = pre; p.pass[0].n = n; p.pass[0].post = post;
  ga_plan_set_bounds (&p);
  fill (in_e, in, cnt, special);
  memset (out, 0xA5, nout * ga_elem_size (out_e));    /* poison */
  if (! strcmp (backend, "cuda"))
    rc = ga_cuda_run_host (&p, in, cnt * ga_elem_size (in_e), out, &err);
  else
    rc = ga_cpu_run (&p, in, out, &err);
  if (rc != 0)
    {
      printf ("FAIL %s %s/%s/%s [%zu %zu %zu]: %s %s\n", backend, ga_elem_name (in_e),
              ga_acc_name (acc), ga_elem_name (out_e), pre, n, post, err.id, err.msg);
      failed++;
      free (in); free (out);
      return 1;
    }
  for (size_t j = 0; j < post; j++)
    for (size_t i = 0; i < pre; i++)
      {
        size_t o = i + pre * j;
        if (acc == GA_ACC_SATS32 || acc == GA_ACC_SATS64 || acc == GA_ACC_SATU)
          {
            int64_t s = 0; uint64_t u = 0;
            long double got = getl (out_e, out, o);
            sat_ref (&p, in, pre, n, i, j, &s, &u);
            if (acc == GA_ACC_SATU ? (got != (long double) u)
                : (out_e == GA_INT64 ? ((const int64_t *) out)[o] != s : got != (long double) s))
              bad++;
          }
        else
          {
            long double ref = 0, mag = 0, got = getl (out_e, out, o);
            for (size_t k = 0; k < n; k++)
              {
                long double x = getl (in_e, in, i + pre * (k + n * j));
                if (acc == GA_ACC_FLOAT || acc == GA_ACC_DOUBLE) ;
                ref += x; mag += fabsl (x);
              }
            double epsv = acc == GA_ACC_FLOAT ? 1.2e-7 : 2.3e-16;
            double tol = acc == GA_ACC_EXTRA ? 4 * epsv * fabsl (ref) + 1e-300
                         : 2 * epsv * (double) (n + 1) * mag + 1e-300;
            if (! (fabsl (got - ref) <= tol))
              bad++;
          }
      }
  if (bad)
    {
      printf ("FAIL %s %s/%s/%s [%zu %zu %zu]: %zu of %zu outputs wrong\n", backend,
              ga_elem_name (in_e), ga_acc_name (acc), ga_elem_name (out_e), pre, n, post,
              bad, nout);
      failed++;
    }
  else
    passed++;
  free (in); free (out);
  return bad != 0;
}

int
main (int argc, char **argv)
{
  const char *backend = argc > 1 ? argv[1] : "cpu";
  const int quick = argc > 2 && ! strcmp (argv[2], "quick");   /* sanitizers */
  /* shapes [pre n post]: short/long rows, narrow/wide strided, odd sizes,
   * lengths around kernel thresholds and chunk sizes */
  static const size_t shapes[][3] = {
    {1, 1, 1}, {1, 2, 1000}, {1, 3, 777}, {1, 31, 300}, {1, 32, 513}, {1, 33, 200},
    {1, 100, 100}, {1, 1000, 7}, {1, 4095, 3}, {1, 4097, 2}, {1, 70001, 1},
    {1, 300000, 1}, {1, 1025, 20000}, {2, 1000, 3}, {3, 5000, 1}, {4, 33, 17},
    {5, 7, 9}, {32, 2000, 1}, {255, 3, 2}, {256, 100, 1}, {257, 100, 2},
    {1000, 1, 3}, {1024, 600, 1}, {4099, 5, 3}, {2, 200000, 1}, {6, 40000, 1},
    {100000, 3, 1}, {7, 1, 1}};
  static const struct { ga_elem in; ga_acc acc; ga_elem out; } combos[] = {
    {GA_DOUBLE, GA_ACC_DOUBLE, GA_DOUBLE}, {GA_SINGLE, GA_ACC_FLOAT, GA_SINGLE},
    {GA_SINGLE, GA_ACC_DOUBLE, GA_DOUBLE}, {GA_DOUBLE, GA_ACC_EXTRA, GA_DOUBLE},
    {GA_SINGLE, GA_ACC_EXTRA, GA_DOUBLE}, {GA_INT32, GA_ACC_DOUBLE, GA_DOUBLE},
    {GA_INT8, GA_ACC_DOUBLE, GA_DOUBLE}, {GA_CHAR, GA_ACC_DOUBLE, GA_DOUBLE},
    {GA_LOGICAL, GA_ACC_DOUBLE, GA_DOUBLE}, {GA_UINT64, GA_ACC_DOUBLE, GA_DOUBLE},
    {GA_INT8, GA_ACC_SATS32, GA_INT8}, {GA_INT16, GA_ACC_SATS32, GA_INT16},
    {GA_INT32, GA_ACC_SATS32, GA_INT32}, {GA_INT64, GA_ACC_SATS64, GA_INT64},
    {GA_UINT8, GA_ACC_SATU, GA_UINT8}, {GA_UINT16, GA_ACC_SATU, GA_UINT16},
    {GA_UINT32, GA_ACC_SATU, GA_UINT32}, {GA_UINT64, GA_ACC_SATU, GA_UINT64},
    {GA_LOGICAL, GA_ACC_SATU, GA_LOGICAL}};
  const size_t nshape = sizeof shapes / sizeof shapes[0];
  const size_t ncombo = sizeof combos / sizeof combos[0];
  ga_error err = {0};

  if (! strcmp (backend, "cuda") && ! ga_cuda_available (&err))
    {
      printf ("no usable CUDA device: %s\n0 passed, 0 failed, 1 skipped\n", err.msg);
      return 0;
    }
  for (size_t c = 0; c < ncombo; c++)
    for (size_t s = 0; s < nshape; s++)
      {
        /* keep the CPU reference cheap on the largest shapes */
        size_t cnt = shapes[s][0] * shapes[s][1] * shapes[s][2];
        if (cnt > 400000 && c % 4 != 0) continue;
        if (quick && cnt > 20000) continue;
        check_one (backend, combos[c].in, combos[c].acc, combos[c].out,
                   shapes[s][0], shapes[s][1], shapes[s][2], (int) (s & 1));
      }
  /* a multi-pass plan (vecdim over non-adjacent dims: [5 6 7] over 1 and 3) */
  {
    double in[5 * 6 * 7], out[6], ref[6] = {0};
    ga_plan p;
    memset (&p, 0, sizeof p);
    for (int i = 0; i < 210; i++) in[i] = (i % 13) - 6.5;
    for (int k = 0; k < 7; k++) for (int j = 0; j < 6; j++) for (int i = 0; i < 5; i++)
      ref[j] += in[i + 5 * (j + 6 * k)];
    p.in = GA_DOUBLE; p.acc = GA_ACC_DOUBLE; p.out = GA_DOUBLE; p.npass = 2;
    p.pass[0] = (ga_pass) {1, 5, 42};
    p.pass[1] = (ga_pass) {6, 7, 1};
    int rc = ! strcmp (backend, "cuda") ? ga_cuda_run_host (&p, in, sizeof in, out, &err)
                                        : ga_cpu_run (&p, in, out, &err);
    int ok = rc == 0;
    for (int j = 0; j < 6 && ok; j++) ok = fabs (out[j] - ref[j]) < 1e-9;
    if (ok) passed++; else { failed++; printf ("FAIL %s multi-pass plan\n", backend); }
  }
  printf ("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
