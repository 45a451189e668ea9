/* test_linalg.c: the product plan of src/engine/linalg.h and an engine's
 * products by chunks of the inner dimension.  The plan: where the
 * chunks are chosen (linalg_plan.c's measured rule), where not (GEMV,
 * pages, SYRK, complex, short k, wide results), GPUAXIS_LA_SPLIT's
 * settings, and the chunks' strides for each op.  The engine: every type
 * and pair of ops with GPUAXIS_LA_SPLIT=7 (chunks of 7 steps, and with 53
 * steps 4 left over: a page of their own) against the same engine's one
 * GEMM, within the BLAS's bound 4 k eps |A| |B| elementwise; A' * A by
 * chunks then mirrored, exactly symmetric (Hermitian).
 *
 *   test_linalg cpu | cuda
 *
 * The CUDA engine's operands go to the device with the engine's own put
 * and come back with its get.  Prints "N passed, N failed" (a missing
 * device: 1 skipped) and exits non-zero on a failure.  Built by
 * tests/Makefile, linked with the package's library.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <complex.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "linalg.h"

int ga_dev_count (void);

static int passed, failed;
static const ga_la_backend *be;

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

/* the plan of op(A) * op(B), A ar x ac, B br x bc, batch 1 */
static ga_la_gemm
plan (ga_la_type t, char opa, char opb, int64_t ar, int64_t ac, int64_t br,
      int64_t bc)
{
  ga_la_gemm p;
  ga_error err = {0};
  if (ga_la_gemm_plan (t, opa, opb, ar, ac, br, bc, 1, 1, 1, "test", &p, &err) != 0)
    printf ("plan error: %s\n", err.msg);
  return p;
}

static void
test_plan (void)
{
  ga_la_gemm p;
  ga_la_split s;
  char what[160];
  /* the rule: single, at most 128 result rows and columns, k >= 131072;
     the count moved to a divisor of k nearby */
  static const struct {
    ga_la_type t;
    char opa, opb;
    int64_t ar, ac, br, bc, split;
    const char *what;
  } cases[] = {
    {GA_LA_S, 'T', 'N', 200000, 64, 200000, 64, 250, "X' * X 200000x64 single: 250 chunks (near 256)"},
    {GA_LA_S, 'T', 'N', 2000000, 64, 2000000, 64, 500, "X' * X 2000000x64 single: 500 chunks (near 512)"},
    {GA_LA_S, 'T', 'N', 199999, 64, 199999, 64, 256,
     "X' * X 199999x64 single: 256 chunks (no divisor of k in 128..256), 63 rows left"},
    {GA_LA_S, 'N', 'N', 64, 200000, 200000, 128, 250, "64x200000 * 200000x128 single: 250 chunks"},
    {GA_LA_S, 'T', 'N', 200000, 256, 200000, 256, 0, "X' * X 200000x256 single: one GEMM"},
    {GA_LA_S, 'T', 'N', 100000, 64, 100000, 64, 0, "X' * X 100000x64 single: one GEMM"},
    {GA_LA_D, 'T', 'N', 200000, 64, 200000, 64, 0, "X' * X 200000x64 double: one GEMM"},
    {GA_LA_D, 'T', 'N', 200000, 8, 200000, 8, 250, "X' * X 200000x8 double: 250 chunks"},
    {GA_LA_C, 'C', 'N', 200000, 8, 200000, 8, 0, "complex: one GEMM (not measured)"},
    {GA_LA_S, 'T', 'N', 200000, 64, 200000, 1, 0, "X' * v: GEMV, never chunks"},
    {GA_LA_S, 'N', 'N', 1, 200000, 200000, 64, 0, "v' * X: GEMV, never chunks"},
  };
  unsetenv ("GPUAXIS_LA_SPLIT");
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      p = plan (cases[i].t, cases[i].opa, cases[i].opb, cases[i].ar, cases[i].ac,
                cases[i].br, cases[i].bc);
      check (p.split == cases[i].split, cases[i].what);
    }
  p = plan (GA_LA_S, 'T', 'N', 200000, 64, 200000, 64);
  check (ga_la_gemm_to_syrk (&p) && p.sym_gemm && p.split == 250,
         "X' * X 200000x64 single as SYRK by GEMM: still 250 chunks");
  {
    ga_error err = {0};
    ga_la_gemm_plan (GA_LA_S, 'T', 'N', 200000, 64, 200000, 64, 2, 1, 1, "test", &p, &err);
    check (p.batch == 2 && p.split == 0, "pages: never chunks");
  }
  /* the setting */
  setenv ("GPUAXIS_LA_SPLIT", "0", 1);
  p = plan (GA_LA_S, 'T', 'N', 200000, 64, 200000, 64);
  check (p.split == 0, "GPUAXIS_LA_SPLIT=0: one GEMM");
  setenv ("GPUAXIS_LA_SPLIT", "7", 1);
  p = plan (GA_LA_Z, 'N', 'C', 5, 14, 3, 14);
  check (p.split == 7, "GPUAXIS_LA_SPLIT=7, k 14: 7 chunks, any type");
  p = plan (GA_LA_D, 'N', 'N', 5, 13, 13, 3);
  check (p.split == 0, "GPUAXIS_LA_SPLIT=7, k 13: one GEMM");
  p = plan (GA_LA_D, 'T', 'N', 20, 5, 20, 5);
  check (ga_la_gemm_to_syrk (&p) && p.sym_gemm && p.split == 7,
         "GPUAXIS_LA_SPLIT=7: SYRK by GEMM (k 20 >= 4 x 5) in chunks");
  p = plan (GA_LA_D, 'T', 'N', 14, 5, 14, 5);
  check (ga_la_gemm_to_syrk (&p) && ! p.sym_gemm && p.split == 0,
         "GPUAXIS_LA_SPLIT=7: a library SYRK (k 14 < 4 x 5) is never in chunks");
  /* the chunks: op(A)'s columns are A's columns for 'N', its rows else */
  {
    static const char ops[] = "NTC";
    for (int a = 0; a < 3; a++)
      for (int b = 0; b < 3; b++)
        {
          const char oa = ops[a], ob = ops[b];
          p = plan (GA_LA_Z, oa, ob, oa == 'N' ? 5 : 53, oa == 'N' ? 53 : 5,
                    ob == 'N' ? 53 : 3, ob == 'N' ? 3 : 53);
          ga_la_split_shape (&p, &s);
          snprintf (what, sizeof what, "chunks of %c%c: kc %lld rest %lld pages %lld "
                    "sa %lld sb %lld", oa, ob, (long long) s.kc, (long long) s.rest,
                    (long long) s.pages, (long long) s.sa, (long long) s.sb);
          check (s.kc == 7 && s.rest == 4 && s.pages == 8
                 && s.sa == (oa == 'N' ? 7 * 5 : 7) && s.sb == (ob == 'N' ? 7 : 7 * 3),
                 what);
        }
  }
  unsetenv ("GPUAXIS_LA_SPLIT");
}

/* deterministic values in [-0.5, 0.5) */
static double
val (unsigned *s)
{
  *s = *s * 1103515245u + 12345u;
  return ((*s >> 8) & 0xffff) / 65536.0 - 0.5;
}

static double complex
elem (ga_la_type t, const void *x, int64_t i)
{
  switch (t)
    {
    case GA_LA_S: return ((const float *) x)[i];
    case GA_LA_D: return ((const double *) x)[i];
    case GA_LA_C: return CMPLX (((const float *) x)[2 * i], ((const float *) x)[2 * i + 1]);
    default: return CMPLX (((const double *) x)[2 * i], ((const double *) x)[2 * i + 1]);
    }
}

static void
fill (ga_la_type t, void *x, int64_t n, unsigned seed)
{
  for (int64_t i = 0; i < n * (ga_la_cplx (t) ? 2 : 1); i++)
    {
      const double v = val (&seed);
      if (t == GA_LA_S || t == GA_LA_C)
        ((float *) x)[i] = (float) v;
      else
        ((double *) x)[i] = v;
    }
}

/* op(X)(i, j) of X stored r x c */
static double complex
op_at (ga_la_type t, char op, const void *X, int64_t r, int64_t i, int64_t j)
{
  const double complex v = op == 'N' ? elem (t, X, i + j * r) : elem (t, X, j + i * r);
  return op == 'C' ? conj (v) : v;
}

/* the engine's product of the plan, its operands put where it works */
static int
run (const ga_la_gemm *p, const void *A, size_t abytes, const void *B,
     size_t bbytes, void *C, size_t cbytes)
{
  void *a = NULL, *b = NULL, *c = NULL;
  ga_error err = {0};
  int rc = be->alloc (abytes, &a, &err) || be->alloc (bbytes, &b, &err)
           || be->alloc (cbytes, &c, &err) || be->put (a, A, abytes, &err)
           || be->put (b, B, bbytes, &err) || be->gemm (p, a, b, c, &err)
           || be->get (C, c, cbytes, &err);
  if (rc)
    printf ("engine error: %s\n", err.msg);
  be->release (a);
  be->release (b);
  be->release (c);
  return rc;
}

static void
test_engine (void)
{
  static const char ops[] = "NTC";
  static const char *tn[] = {"single", "double", "single complex", "double complex"};
  char what[160];
  for (int t = 0; t < GA_LA_NTYPE; t++)
    for (int ik = 0; ik < 2; ik++)
      for (int a = 0; a < 3; a++)
        for (int b = 0; b < 3; b++)
          {
            const int64_t m = 5, n = 3, k = ik ? 53 : 49;
            const char oa = ops[a], ob = ops[b];
            const int64_t ar = oa == 'N' ? m : k, ac = oa == 'N' ? k : m;
            const int64_t br = ob == 'N' ? k : n, bc = ob == 'N' ? n : k;
            const size_t es = ga_la_esize ((ga_la_type) t);
            void *A = malloc (ar * ac * es), *B = malloc (br * bc * es);
            void *C1 = calloc (m * n, es), *C7 = calloc (m * n, es);
            ga_la_gemm p1, p7;
            double worst = 0;
            int ok;
            fill ((ga_la_type) t, A, ar * ac, 11 + t + a);
            fill ((ga_la_type) t, B, br * bc, 17 + t + b);
            setenv ("GPUAXIS_LA_SPLIT", "0", 1);
            p1 = plan ((ga_la_type) t, oa, ob, ar, ac, br, bc);
            setenv ("GPUAXIS_LA_SPLIT", "7", 1);
            p7 = plan ((ga_la_type) t, oa, ob, ar, ac, br, bc);
            ok = p1.split == 0 && p7.split == 7
                 && ! run (&p1, A, ar * ac * es, B, br * bc * es, C1, m * n * es)
                 && ! run (&p7, A, ar * ac * es, B, br * bc * es, C7, m * n * es);
            for (int64_t i = 0; ok && i < m; i++)
              for (int64_t j = 0; j < n; j++)
                {
                  const double e = t == GA_LA_S || t == GA_LA_C ? FLT_EPSILON : DBL_EPSILON;
                  double mag = 0, d;
                  for (int64_t q = 0; q < k; q++)
                    mag += cabs (op_at ((ga_la_type) t, oa, A, ar, i, q))
                           * cabs (op_at ((ga_la_type) t, ob, B, br, q, j));
                  d = cabs (elem ((ga_la_type) t, C7, i + j * m)
                            - elem ((ga_la_type) t, C1, i + j * m));
                  worst = fmax (worst, d / (4 * k * e * mag + DBL_MIN));
                }
            snprintf (what, sizeof what, "%s %c%c k %lld in chunks of 7 against one GEMM "
                      "(worst %.3g of the bound)", tn[t], oa, ob, (long long) k, worst);
            check (ok && worst <= 1, what);
            free (A); free (B); free (C1); free (C7);
          }
  /* A' * A by chunks, mirrored: exactly symmetric (Hermitian) */
  for (int t = 0; t < GA_LA_NTYPE; t++)
    {
      const int64_t k = 53, n = 5;
      const size_t es = ga_la_esize ((ga_la_type) t);
      void *A = malloc (k * n * es), *C = calloc (n * n, es);
      ga_la_gemm p;
      int ok;
      fill ((ga_la_type) t, A, k * n, 29 + t);
      setenv ("GPUAXIS_LA_SPLIT", "7", 1);
      p = plan ((ga_la_type) t, 'C', 'N', k, n, k, n);
      ok = ga_la_gemm_to_syrk (&p) && p.sym_gemm && p.split == 7
           && ! run (&p, A, k * n * es, A, k * n * es, C, n * n * es);
      for (int64_t i = 0; ok && i < n; i++)
        for (int64_t j = 0; j < n; j++)
          ok = elem ((ga_la_type) t, C, i + j * n) == conj (elem ((ga_la_type) t, C, j + i * n));
      snprintf (what, sizeof what, "%s A' * A in chunks of 7: exactly Hermitian", tn[t]);
      check (ok, what);
      free (A); free (C);
    }
  unsetenv ("GPUAXIS_LA_SPLIT");
}

int
main (int argc, char **argv)
{
  const int on_device = argc > 1 && ! strcmp (argv[1], "cuda");
  be = on_device ? (ga_dev_count () > 0 ? ga_la_cuda () : NULL) : ga_la_cpu ();
  if (! be)
    {
      printf ("no usable CUDA device (or a build without CUDA)\n"
              "0 passed, 0 failed, 1 skipped\n");
      return 0;
    }
  test_plan ();
  test_engine ();
  printf ("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
