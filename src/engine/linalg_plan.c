/* linalg_plan.c: the plan of a BLAS product (linalg.h), made once for
 * both engines.
 *
 * Octave's choice of routine (liboctave's xgemm): a matrix times a column
 * is GEMV with A's op, a row times a matrix is GEMV on B (y' = op(B)' a'),
 * everything else GEMM.  BLAS's GEMV cannot conjugate its vector, so a
 * conjugated vector operand stays a GEMM.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "linalg.h"

size_t
ga_la_esize (ga_la_type t)
{
  static const size_t sz[GA_LA_NTYPE] = {4, 8, 8, 16};
  return t < GA_LA_NTYPE ? sz[t] : 0;
}

static int64_t imax (int64_t a, int64_t b) { return a > b ? a : b; }

int
ga_la_gemm_plan (ga_la_type t, char opa, char opb, int64_t ar, int64_t ac,
                 int64_t br, int64_t bc, int64_t batch, int page_a, int page_b,
                 const char *opname, ga_la_gemm *p, ga_error *err)
{
  const int cplx = ga_la_cplx (t);
  int64_t kb;
  memset (p, 0, sizeof *p);
  if (! cplx)                       /* 'C' of a real matrix is 'T' */
    {
      opa = opa == 'C' ? 'T' : opa;
      opb = opb == 'C' ? 'T' : opb;
    }
  p->t = t;
  p->opa = opa;
  p->opb = opb;
  p->m = opa == 'N' ? ar : ac;
  p->k = opa == 'N' ? ac : ar;
  kb = opb == 'N' ? br : bc;
  p->n = opb == 'N' ? bc : br;
  if (p->k != kb)
    {
      ga_set_error (err, "gpuaxis:nonconformant-args", "%s: nonconformant "
                    "arguments (op1 is %lldx%lld, op2 is %lldx%lld)", opname,
                    (long long) p->m, (long long) p->k, (long long) kb,
                    (long long) p->n);
      return -1;
    }
  p->a_rows = ar;
  p->a_cols = ac;
  p->lda = imax (1, ar);
  p->ldb = imax (1, br);
  p->ldc = imax (1, p->m);
  p->alpha[0] = 1;
  p->batch = batch;
  p->stride_a = page_a ? ar * ac : 0;
  p->stride_b = page_b ? br * bc : 0;
  p->stride_c = p->m * p->n;
  p->zero_fill = p->k == 0;
  p->kind = GA_LA_GEMM;
  if (batch != 1 || p->m == 0 || p->n == 0 || p->k == 0)
    return 0;
  if (p->n == 1 && opb != 'C')
    p->kind = GA_LA_GEMV;           /* y = op(A) b */
  else if (p->m == 1 && opa != 'C' && opb != 'C')
    {                               /* y' = op(B)' a': B is the matrix */
      p->kind = GA_LA_GEMV;
      p->opa = opb == 'N' ? 'T' : 'N';
      p->opb = 'N';
      p->a_rows = br;
      p->a_cols = bc;
      p->lda = imax (1, br);
      p->ldb = 1;
      p->m = p->n;                  /* the result's length            */
      p->n = 1;
      p->ldc = imax (1, p->m);
      p->swap = 1;
    }
  return 0;
}

/* GPUAXIS_LA_SYRK_RATIO (an integer R >= 0, read once; default 4): an
 * A' * A of inner length k >= R n is a GEMM and a mirror, not a SYRK (R 0:
 * always SYRK).  cuBLAS's ssyrk of X' * X, X 200000x64 single, took 16.5
 * ms against 0.24 ms for the same product as a GEMM (H100, 2026-12-05,
 * bench/bench_linalg.m's xtx and xtx_opflag rows). */
static int64_t
syrk_ratio (void)
{
  static int64_t r = -1;
  if (r < 0)
    {
      const char *e = getenv ("GPUAXIS_LA_SYRK_RATIO");
      char *end = NULL;
      long long v = e ? strtoll (e, &end, 10) : -1;
      r = e && end != e && v >= 0 ? (int64_t) v : 4;
    }
  return r;
}

int
ga_la_gemm_to_syrk (ga_la_gemm *p)
{
  const int at = p->opa != 'N', bt = p->opb != 'N';
  const int64_t r = syrk_ratio ();
  if (p->kind != GA_LA_GEMM || p->batch != 1 || p->zero_fill || at == bt
      || p->m != p->n || p->lda != p->ldb)
    return 0;
  /* A^op A (at) or A A^op (bt): the one op is the transpose's */
  p->kind = GA_LA_SYRK;
  p->sym_gemm = r > 0 && p->k >= r * p->n;
  return 1;
}

void
ga_la_gemm_print (const ga_la_gemm *p, char *buf, size_t len)
{
  static const char pre[] = "sdcz";
  snprintf (buf, len, "%c%s %c%c m=%lld n=%lld k=%lld lda=%lld ldb=%lld "
            "ldc=%lld batch=%lld strides=%lld,%lld,%lld%s", pre[p->t],
            p->kind == GA_LA_GEMV ? "gemv"
            : p->kind != GA_LA_SYRK ? "gemm" : p->sym_gemm ? "syrk by gemm" : "syrk",
            p->opa, p->opb,
            (long long) p->m, (long long) p->n, (long long) p->k,
            (long long) p->lda, (long long) p->ldb, (long long) p->ldc,
            (long long) p->batch, (long long) p->stride_a,
            (long long) p->stride_b, (long long) p->stride_c,
            p->zero_fill ? " zero-fill" : "");
}
