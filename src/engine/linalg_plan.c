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

/* The largest divisor of k in [s / 2, s], else s: chunks that cover k
 * leave no steps to a GEMM of their own (one launch fewer). */
static int64_t
near_divisor (int64_t k, int64_t s)
{
  for (int64_t d = s; d >= s / 2; d--)
    if (k % d == 0)
      return d;
  return s;
}

/* Chunks of the inner dimension (linalg.h) where one GEMM's grid is
 * small: cuBLAS's one SGEMM of X' * X, X 200000x64, took 0.116 ms, as 256
 * chunks and a GEMV 0.073; 2000000x64 0.817 and 0.487 (512 chunks);
 * 200000x8 0.065 and 0.023; 200000x128 0.213 and 0.173; 200000x256 0.537
 * and 0.541 (not split); 20000 rows 1.03x for 64 columns.  DGEMM's one
 * call is already quick past 16 columns (200000x64: 0.059 against 0.073),
 * under it the chunks win (200000x8: 0.034 against 0.023).  Complex
 * products were not measured: not split.  cublasLt's heuristic's
 * algorithms took 0.114-0.222 ms for 200000x64, a kernel of our own that
 * writes a page a chunk 0.073-0.079 with the GEMV: no gain over the
 * library's chunks.  (H100, 2026-12-06, bench/probes/gemm_splitk_probe.cu
 * and gram_probe.cu.)  The CPU engine makes the same calls (a GEMM a
 * chunk): X' * X of 200000x64 single 12.95 ms against 11.17 as one SGEMM
 * on the 2-core development machine.  GPUAXIS_LA_SPLIT, read at every
 * plan: 0 never splits; N >= 2 splits every GEMM of batch 1 with k >= 2 N
 * into N chunks (how the tests reach every engine's chunked path on small
 * operands, and how a benchmark times both in one Octave process).  The count
 * is moved to a divisor of k nearby where there is one (near_divisor). */
static int64_t
split_of (ga_la_type t, int64_t m, int64_t n, int64_t k)
{
  const char *e = getenv ("GPUAXIS_LA_SPLIT");
  const int64_t w = imax (m, n);
  if (e && *e)
    {
      const long long v = atoll (e);
      return v >= 2 && k >= 2 * v ? (int64_t) v : 0;
    }
  if (t == GA_LA_S && w <= 128 && k >= 131072)
    return near_divisor (k, k < ((int64_t) 1 << 20) ? 256 : 512);
  if (t == GA_LA_D && w <= 16 && k >= 131072)
    return near_divisor (k, 256);
  return 0;
}

void
ga_la_split_shape (const ga_la_gemm *p, ga_la_split *s)
{
  s->kc = p->k / p->split;
  s->rest = p->k - p->split * s->kc;
  s->pages = p->split + (s->rest > 0);
  /* a chunk of op(A)'s columns: A's columns ('N') or rows */
  s->sa = s->kc * (p->opa == 'N' ? p->lda : 1);
  s->sb = s->kc * (p->opb == 'N' ? 1 : p->ldb);
}

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
  p->split = split_of (t, p->m, p->n, p->k);
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
  if (p->kind == GA_LA_GEMV)
    p->split = 0;
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
  if (! p->sym_gemm)
    p->split = 0;
  return 1;
}

void
ga_la_gemm_print (const ga_la_gemm *p, char *buf, size_t len)
{
  static const char pre[] = "sdcz";
  snprintf (buf, len, "%c%s %c%c m=%lld n=%lld k=%lld lda=%lld ldb=%lld "
            "ldc=%lld batch=%lld strides=%lld,%lld,%lld split=%lld%s", pre[p->t],
            p->kind == GA_LA_GEMV ? "gemv"
            : p->kind != GA_LA_SYRK ? "gemm" : p->sym_gemm ? "syrk by gemm" : "syrk",
            p->opa, p->opb,
            (long long) p->m, (long long) p->n, (long long) p->k,
            (long long) p->lda, (long long) p->ldb, (long long) p->ldc,
            (long long) p->batch, (long long) p->stride_a,
            (long long) p->stride_b, (long long) p->stride_c,
            (long long) p->split, p->zero_fill ? " zero-fill" : "");
}
