/* gateway_solve.c: the solves and factorizations of gpuArray, on the
 * engine of linalg.h (cuSOLVER, or LAPACK on the CPU fallback):
 *
 *   "solve", MASK, A, B, ANORM, KIND
 *                         [X, RCOND]: A \ B for a square A: triangular
 *                         (trsm), Cholesky (potrf, potrs) or LU with
 *                         partial pivoting (getrf, getrs), and LAPACK's
 *                         estimate of the reciprocal condition number
 *                         (KIND "I", inv: B the identity, the estimate
 *                         by GEMVs with the inverse made first)
 *   "chol", M             [F, INFO]: potrf of the upper triangle (F holds
 *                         R in its upper triangle; INFO > 0: not positive
 *                         definite at that column)
 *   "lu", M               [F, PIV, INFO]: getrf (F packed L\U, PIV the
 *                         1-based pivots, as doubles on the host)
 *   "svd", M, JOB         [S, U, VT]: gesvd of an m x n M, m >= n (JOB
 *                         'N' values, 'S' economy, 'A' all vectors)
 *   "eigh", M, VECS       syevd of the lower triangle: [W, V]
 *   "geev", M, VECS       [W, VR]: geev of a square M (right vectors when
 *                         VECS); W as linalg.h's geev leaves it (2n reals,
 *                         WR then WI, of a real M), VR of M's type
 *   "qr", M, MODE [, I]   geqrf (F packed as LAPACK's) and [F, Q] (Q by
 *                         ormqr over the identity I, m x m or economy) or
 *                         [F, TAU]
 *   "lstsq", MASK, A, B   [X, FULL]: least squares for a tall A of full
 *                         rank by QR (geqrf, ormqr, trsm)
 *   "square_check", M     linalg.h's square_check bits of a square M
 *                         (1: an Inf or NaN; 2: not Hermitian), which
 *                         eig and \ choose their routine by
 *   "eig_values", M       [W, BITS]: eig (G)'s common call in one, the
 *                         check and, for a finite Hermitian M, syevd's
 *                         values (W [] otherwise; BITS -1 where M is not
 *                         a nonempty square single or double matrix)
 *
 * Shapes and classes are checked by the methods (inst/@gpuArray) with
 * Octave's messages; the engines' sizes by the engines.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <math.h>
#include <string.h>
#include "gateway.h"
#include "arrays.h"
#include "device_array.h"
#include "gpuarray_mx.h"
#include "gateway_linalg.h"

typedef struct {
  ga_la_operand x[2];
  int nop;
  ga_la_where w;
  ga_la_type t;
  ga_darray *tmp[2];
  void *data[2];
  size_t m, n, k;          /* the first operand: rows, columns, the least */
  ga_error err;
} call;

/* Reads nop operands (MASK first when nop is 2) and stages them
 * writable in the common BLAS type. */
static void
begin (call *c, int nop, int nrhs, const mxArray *prhs[])
{
  int loc = -1, mask = 1;
  memset (c, 0, sizeof *c);
  c->nop = nop;
  if (nop == 2)
    {
      if (nrhs < 4 || ! mxIsDouble (prhs[1]))
        mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: MASK A B expected");
      mask = (int) mxGetScalar (prhs[1]);
    }
  else if (nrhs < 2)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: M expected");
  for (int k = 0; k < nop; k++)
    {
      ga_la_read (prhs[nop == 2 ? 2 + k : 1], (mask >> k) & 1, &c->x[k]);
      ga_gpuarray_join_loc (&loc, c->x[k].g);
    }
  {
    int single = 0, cplx = 0;
    for (int k = 0; k < nop; k++)
      {
        single |= c->x[k].elem == GA_SINGLE;
        cplx |= c->x[k].cplx;
      }
    c->t = single ? (cplx ? GA_LA_C : GA_LA_S) : (cplx ? GA_LA_Z : GA_LA_D);
  }
  ga_la_where_of (loc, &c->w);
  c->m = c->x[0].nd ? c->x[0].dims[0] : 0;
  c->n = c->x[0].numel / (c->m ? c->m : 1);
  c->k = c->m < c->n ? c->m : c->n;
  for (int k = 0; k < nop; k++)
    if (ga_la_stage (&c->x[k], &c->w, c->t, 1, &c->tmp[k], &c->data[k], &c->err) != 0)
      c->err.code = -1;
}

/* The operands and the staged copies not taken as results go; rc != 0
 * raises the call's error. */
static void
end (call *c, int rc)
{
  for (int k = 0; k < c->nop; k++)
    {
      ga_la_operand_free (&c->x[k]);
      if (c->tmp[k])
        ga_arr_release (c->tmp[k]->id);
      c->tmp[k] = NULL;
    }
  if (rc != 0)
    ga_gpuarray_fail (&c->err);
}

/* Operand k's staged data as a result array where the gpuArrays are. */
static mxArray *
result_of (call *c, int k)
{
  ga_darray *R = c->tmp[k];
  c->tmp[k] = NULL;
  if (ga_la_settle (&R, &c->w, &c->err) != 0)
    {
      ga_arr_release (R->id);
      end (c, -1);
    }
  return ga_gpuarray_meta (R);
}

/* The columns of operand o (its trailing dimensions folded). */
static size_t
cols_of (const ga_la_operand *o)
{
  const size_t r = o->nd ? o->dims[0] : 0;
  return o->numel / (r ? r : 1);
}

/* An engine call's return: a lost device forgets every device array (as
 * the table's own calls do); 0 stays 0, anything else is -1. */
static int
engine (call *c, int rc)
{
  (void) c;
  return ga_arr_dev_rc (rc);
}

/* One element of a host vector of type t as (re, im), and back. */
static void
vget (ga_la_type t, const void *v, size_t i, double *re, double *im)
{
  switch (t)
    {
    case GA_LA_S: *re = ((const float *) v)[i]; *im = 0; break;
    case GA_LA_D: *re = ((const double *) v)[i]; *im = 0; break;
    case GA_LA_C: *re = ((const float *) v)[2 * i]; *im = ((const float *) v)[2 * i + 1]; break;
    default: *re = ((const double *) v)[2 * i]; *im = ((const double *) v)[2 * i + 1]; break;
    }
}

static void
vset (ga_la_type t, void *v, size_t i, double re, double im)
{
  switch (t)
    {
    case GA_LA_S: ((float *) v)[i] = (float) re; break;
    case GA_LA_D: ((double *) v)[i] = re; break;
    case GA_LA_C: ((float *) v)[2 * i] = (float) re; ((float *) v)[2 * i + 1] = (float) im; break;
    default: ((double *) v)[2 * i] = re; ((double *) v)[2 * i + 1] = im; break;
    }
}

/* A factored A, as the solves use it: kind 'F' (getrf's LU with piv),
 * 'U' or 'L' (A itself, triangular), 'H' (potrf's R, A = R' R). */
typedef struct {
  char kind;
  const void *F;
  const int64_t *piv;           /* engine memory */
  int64_t *hpiv;                /* the same on the host (cmd_solve's) */
  const void *X;                /* A^-1 where made (inv): the estimate's
                                   solves are GEMVs with it          */
  void *d2;                     /* their result vector (engine memory) */
} factor;

static int inv_apply (call *c, const factor *f, char trans, size_t n, void *d,
                      void *x);

/* B := op(A)^-1 B (n x nrhs, leading dimension n).  One column of an LU
 * whose pivots are on the host goes by inv_apply's two trsv: getrs of one
 * column took 2.247 ms for an 8192 LU on an H200, two trsv 0.948
 * (2026-12-06, bench/linalg_cublas.cu). */
static int
fsolve (call *c, const factor *f, char trans, size_t n, size_t nrhs, void *B)
{
  const size_t ld = n ? n : 1;
  switch (f->kind)
    {
    case 'F':
      if (nrhs == 1 && f->hpiv && n > 0)
        {
          void *x = mxMalloc (n * ga_la_esize (c->t));
          int rc = c->w.be->get (x, B, n * ga_la_esize (c->t), &c->err) != 0
                   || inv_apply (c, f, trans, n, B, x) != 0 ? -1 : 0;
          mxFree (x);
          return rc;
        }
      return engine (c, c->w.be->getrs (c->t, trans, n, nrhs, f->F, ld, f->piv,
                                        B, ld, &c->err));
    case 'H':                       /* A' = A */
      return engine (c, c->w.be->potrs (c->t, 'U', n, nrhs, f->F, ld, B, ld,
                                        &c->err));
    default:
      if (! ga_la_cplx (c->t) && trans == 'C')
        trans = 'T';
      return engine (c, c->w.be->trsm (c->t, f->kind, trans, 'N', n, nrhs, f->F,
                                       ld, B, ld, &c->err));
    }
}

/* x := P x (dir 1) or P' x (dir -1) for LAPACK's row interchanges piv
 * (1-based: row i and row piv[i], in order i = 1..n, or back). */
static void
swap_rows (void *x, const int64_t *piv, size_t n, size_t es, int dir)
{
  char t[16], *v = (char *) x;
  for (size_t k = 0; k < n; k++)
    {
      const size_t i = dir > 0 ? k : n - 1 - k, p = (size_t) (piv[i] - 1);
      if (p != i && p < n)
        {
          memcpy (t, v + i * es, es);
          memcpy (v + i * es, v + p * es, es);
          memcpy (v + p * es, t, es);
        }
    }
}

/* x := op(T)^-1 x, T a triangle of the factor (one vector: trsv). */
static int
tri (call *c, const factor *f, char uplo, char trans, char diag, size_t n,
     void *d)
{
  return engine (c, c->w.be->trsv (c->t, uplo, trans, diag, n, f->F,
                                   n ? n : 1, d, &c->err));
}

/* x := op(A)^-1 x for a host vector x (through d, engine memory), by
 * one GEMV with A^-1 where it is made (f->X), else by trsv on the
 * factor's triangles: one column by getrs took 2.275 ms for an 8192 LU
 * on an H100, two trsv 0.972 (bench/linalg_cublas.cu), one DGEMV of 8192
 * about 0.18 (50000x5000: 0.642, bench_linalg.m's dgemv row).  An
 * LU's interchanges (A = P' L U) are made on the host: before the
 * triangles for A, after them for A'.  A = R' R (kind 'H') is its own
 * transpose. */
static int
inv_apply (call *c, const factor *f, char trans, size_t n, void *d, void *x)
{
  const size_t es = ga_la_esize (c->t), bytes = n * es;
  const char tr = ! ga_la_cplx (c->t) && trans == 'C' ? 'T' : trans;
  const char ct = ga_la_cplx (c->t) ? 'C' : 'T';
  int rc;
  if (f->X)
    {                               /* op(A)^-1 x = op(A^-1) x: one GEMV */
      ga_la_gemm p;
      return ga_la_gemm_plan (c->t, trans, 'N', n, n, n, 1, 1, 1, 1, "inverse",
                              &p, &c->err) != 0
             || c->w.be->put (d, x, bytes, &c->err) != 0
             || engine (c, c->w.be->gemm (&p, f->X, d, f->d2, &c->err)) != 0
             || c->w.be->get (x, f->d2, bytes, &c->err) != 0 ? -1 : 0;
    }
  if (f->kind == 'F' && trans == 'N')
    swap_rows (x, f->hpiv, n, es, 1);
  if (c->w.be->put (d, x, bytes, &c->err) != 0)
    return -1;
  switch (f->kind)
    {
    case 'F':
      rc = trans == 'N'
        ? (tri (c, f, 'L', 'N', 'U', n, d) || tri (c, f, 'U', 'N', 'N', n, d))
        : (tri (c, f, 'U', tr, 'N', n, d) || tri (c, f, 'L', tr, 'U', n, d));
      break;
    case 'H':
      rc = tri (c, f, 'U', ct, 'N', n, d) || tri (c, f, 'U', 'N', 'N', n, d);
      break;
    default:
      rc = tri (c, f, f->kind, tr, 'N', n, d);
      break;
    }
  if (rc != 0 || c->w.be->get (x, d, bytes, &c->err) != 0)
    return -1;
  if (f->kind == 'F' && trans != 'N')
    swap_rows (x, f->hpiv, n, es, -1);
  return 0;
}

/* Hager's estimate of the 1-norm of A^-1 from A's factors (an LU's
 * pivots on the host), with Higham's refinements (LAPACK's xLACN2: at
 * most 5 steps, and the alternating vector as a lower bound), as xGECON
 * uses it for rcond. */
static int
inv_norm1 (call *c, factor *f, size_t n, double *est)
{
  const size_t es = ga_la_esize (c->t);
  void *x = mxMalloc (n * es), *d = NULL;
  double prev = 0;
  size_t j = 0;
  int rc = -1;
  *est = 0;
  if (c->w.be->alloc (n * es, &d, &c->err) != 0
      || (f->X && c->w.be->alloc (n * es, &f->d2, &c->err) != 0))
    goto out;
  for (size_t i = 0; i < n; i++)
    vset (c->t, x, i, 1.0 / n, 0);
  for (int it = 0; it < 5; it++)
    {
      double ny = 0, zmax = -1, ztx = 0, re, im;
      const size_t jx = j;          /* x is e_jx after the first step */
      if (inv_apply (c, f, 'N', n, d, x) != 0)
        goto out;
      for (size_t i = 0; i < n; i++)
        {
          vget (c->t, x, i, &re, &im);
          ny += hypot (re, im);
        }
      if (it > 0 && ny <= prev)
        break;
      *est = prev = ny;
      for (size_t i = 0; i < n; i++)
        {                           /* x := sign (y) */
          double a;
          vget (c->t, x, i, &re, &im);
          a = hypot (re, im);
          vset (c->t, x, i, a > 0 ? re / a : 1, a > 0 ? im / a : 0);
        }
      if (inv_apply (c, f, 'C', n, d, x) != 0)
        goto out;
      for (size_t i = 0; i < n; i++)
        {
          double a;
          vget (c->t, x, i, &re, &im);
          a = ga_la_cplx (c->t) ? hypot (re, im) : fabs (re);
          if (a > zmax)
            {
              zmax = a;
              j = i;
            }
          if (i == jx)
            ztx = re;
        }
      if (it > 0 && zmax <= ztx)
        break;
      for (size_t i = 0; i < n; i++)
        vset (c->t, x, i, i == j ? 1 : 0, 0);
    }
  /* the alternating vector: a lower bound Hager's steps can miss */
  for (size_t i = 0; i < n; i++)
    vset (c->t, x, i, (i % 2 ? -1.0 : 1.0) * (1.0 + (n > 1 ? (double) i / (n - 1) : 0)), 0);
  if (inv_apply (c, f, 'N', n, d, x) != 0)
    goto out;
  {
    double s = 0, re, im;
    for (size_t i = 0; i < n; i++)
      {
        vget (c->t, x, i, &re, &im);
        s += hypot (re, im);
      }
    s = 2 * s / (3.0 * n);
    if (s > *est)
      *est = s;
  }
  rc = 0;
out:
  if (d)
    c->w.be->release (d);
  if (f->d2)
    c->w.be->release (f->d2);
  f->d2 = NULL;
  mxFree (x);
  return rc;
}

/* "solve", MASK, A, B, ANORM, KIND: [X, RCOND].  KIND is the matrix type
 * the method found, as Octave's MatrixType finds it: "U" or "L"
 * (triangular: trsm), "H" (Hermitian with a positive real diagonal:
 * potrf, potrs; not positive definite: LU after all), "F" (LU: getrf,
 * getrs), "I" (inv: as "F" with B the identity, X = A^-1 made before the
 * estimate, whose solves are then products with it).  ANORM is A's 1-norm (the method's own reduction); RCOND the
 * reciprocal condition estimate of LAPACK's xTRCON, xPOCON, xGECON (0 for
 * a singular factor).  Below eps Octave answers otherwise (its warning,
 * least squares): then X is not computed (the method hands the system to
 * Octave). */
static void
cmd_solve (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  call c;
  ga_darray *piv = NULL;
  int64_t info = 0;
  double rcond = 0, anorm = nrhs > 4 ? mxGetScalar (prhs[4]) : 0, ainv = 0;
  factor f = {'F', NULL, NULL, NULL, NULL, NULL};
  size_t n;
  int rc = -1, inverse = 0;
  if (nrhs > 5)
    {
      char k[4] = "";
      if (mxGetString (prhs[5], k, sizeof k) != 0 || ! k[0] || ! strchr ("FULHI", k[0]))
        mexErrMsgIdAndTxt ("gpuaxis:internal", "solve: KIND F, U, L, H or I expected");
      inverse = k[0] == 'I';
      f.kind = inverse ? 'F' : k[0];
    }
  begin (&c, 2, nrhs, prhs);
  if (c.err.code)
    goto done;
  n = c.m;
  f.F = c.data[0];
  if (f.kind == 'H')
    {
      if (engine (&c, c.w.be->potrf (c.t, 'U', n, c.data[0], n ? n : 1, &info,
                                     &c.err)) != 0)
        goto done;
      if (info > 0)
        {                           /* not positive definite: LU, as Octave */
          ga_arr_release (c.tmp[0]->id);
          c.tmp[0] = NULL;
          if (ga_la_stage (&c.x[0], &c.w, c.t, 1, &c.tmp[0], &c.data[0], &c.err) != 0)
            goto done;
          f.kind = 'F';
          f.F = c.data[0];
          info = 0;
        }
    }
  if (f.kind == 'F')
    {
      const size_t pd[2] = {n ? n : 1, 1};
      if (ga_arr_create (c.w.wloc, GA_INT64, 0, 2, pd, &piv, &c.err) != 0
          || engine (&c, c.w.be->getrf (c.t, n, n, c.data[0], n ? n : 1,
                                        (int64_t *) piv->data, &info, &c.err)) != 0)
        goto done;
      f.piv = (const int64_t *) piv->data;
      if (info == 0 && n > 0)
        {                           /* on the host: the estimate's, the solve's */
          f.hpiv = (int64_t *) mxMalloc (n * sizeof (int64_t));
          if (c.w.be->get (f.hpiv, f.piv, n * sizeof (int64_t), &c.err) != 0)
            goto done;
        }
    }
  if (inverse && info == 0 && n > 0 && anorm > 0 && ! isnan (anorm))
    {                               /* A^-1 first: the estimate's GEMVs */
      if (fsolve (&c, &f, 'N', n, cols_of (&c.x[1]), c.data[1]) != 0)
        goto done;
      f.X = c.data[1];
    }
  if (n == 0)
    rcond = INFINITY;
  else if (info == 0 && anorm > 0)
    {
      if (inv_norm1 (&c, &f, n, &ainv) != 0)
        goto done;
      rcond = ainv > 0 ? (1 / ainv) / anorm : 0;
    }
  if (isnan (anorm))
    rcond = NAN;
  if ((rcond + 1 != 1 || isnan (rcond)) && ! f.X
      && fsolve (&c, &f, 'N', n, cols_of (&c.x[1]), c.data[1]) != 0)
    goto done;
  rc = 0;
done:
  if (piv)
    ga_arr_release (piv->id);
  if (f.hpiv)
    mxFree (f.hpiv);
  if (rc == 0)
    {
      plhs[0] = result_of (&c, 1);
      if (nlhs > 1)
        plhs[1] = mxCreateDoubleScalar (rcond);
    }
  end (&c, rc);
}

static void
cmd_chol (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  call c;
  int64_t info = 0;
  size_t n;
  int rc = -1;
  begin (&c, 1, nrhs, prhs);
  if (c.err.code)
    goto done;
  n = c.m;
  if (engine (&c, c.w.be->potrf (c.t, 'U', n, c.data[0], n ? n : 1, &info,
                                 &c.err)) != 0)
    goto done;
  rc = 0;
done:
  if (rc == 0)
    {
      plhs[0] = result_of (&c, 0);
      if (nlhs > 1)
        plhs[1] = mxCreateDoubleScalar ((double) info);
    }
  end (&c, rc);
}

static void
cmd_lu (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  call c;
  ga_darray *piv = NULL;
  int64_t info = 0;
  size_t m, n, mn;
  int rc = -1;
  begin (&c, 1, nrhs, prhs);
  if (c.err.code)
    goto done;
  m = c.m;
  n = c.n;
  mn = c.k;
  {
    const size_t pd[2] = {mn ? mn : 1, 1};
    if (ga_arr_create (c.w.wloc, GA_INT64, 0, 2, pd, &piv, &c.err) != 0)
      goto done;
  }
  if (engine (&c, c.w.be->getrf (c.t, m, n, c.data[0], m ? m : 1,
                                 (int64_t *) piv->data, &info, &c.err)) != 0)
    goto done;
  if (nlhs > 1)
    {
      mxArray *P = mxCreateDoubleMatrix (1, mn, mxREAL);
      int64_t *h = (int64_t *) mxMalloc ((mn ? mn : 1) * sizeof (int64_t));
      if (c.w.be->get (h, piv->data, mn * sizeof (int64_t), &c.err) != 0)
        {
          mxFree (h);
          mxDestroyArray (P);
          goto done;
        }
      for (size_t i = 0; i < mn; i++)
        mxGetDoubles (P)[i] = (double) h[i];
      mxFree (h);
      plhs[1] = P;
    }
  if (nlhs > 2)
    plhs[2] = mxCreateDoubleScalar ((double) info);
  rc = 0;
done:
  if (piv)
    ga_arr_release (piv->id);
  if (rc == 0)
    plhs[0] = result_of (&c, 0);
  end (&c, rc);
}

/* A new array of type t in work memory for an output (released by the
 * caller on failure). */
static int
new_out (call *c, int real_part, size_t r, size_t k, ga_darray **out)
{
  const size_t d[2] = {r, k};
  return ga_la_new (&c->w, c->t, real_part, 2, d, out, &c->err);
}

/* Arrays made here, settled where the gpuArrays are, as outputs from
 * plhs[first] on; all released on failure. */
static int
hand_out (call *c, ga_darray **R, int n, mxArray *plhs[], int first, int nlhs)
{
  for (int k = 0; k < n; k++)
    if (R[k] && ga_la_settle (&R[k], &c->w, &c->err) != 0)
      return -1;
  for (int k = 0; k < n; k++)
    {
      if (R[k] && first + k < (nlhs > 1 ? nlhs : 1))
        plhs[first + k] = ga_gpuarray_meta (R[k]);
      else if (R[k])
        ga_arr_release (R[k]->id);
      R[k] = NULL;
    }
  return 0;
}

static void
release_all (ga_darray **R, int n)
{
  for (int k = 0; k < n; k++)
    if (R[k])
      ga_arr_release (R[k]->id);
}

/* "svd", M, JOB: [S, U, VT] of an m x n M with m >= n (gesvd; JOB 'N'
 * values only, 'S' economy, 'A' all).  "eigh", M, VECS: [W, V] (syevd of
 * the lower triangle; V over the operand's copy). */
static void
cmd_values (int eigh, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  call c;
  ga_darray *R[3] = {NULL, NULL, NULL};
  int64_t info = 0;
  size_t m, n, k;
  int rc = -1;
  char job = 'N';
  if (eigh)
    job = nrhs > 2 && mxGetScalar (prhs[2]) != 0 ? 'V' : 'N';
  else if (nrhs > 2)
    {
      char s[4] = "";
      if (mxGetString (prhs[2], s, sizeof s) != 0 || ! strchr ("NSA", s[0]) || ! s[0])
        mexErrMsgIdAndTxt ("gpuaxis:internal", "svd: JOB 'N', 'S' or 'A' expected");
      job = s[0];
    }
  begin (&c, 1, nrhs, prhs);
  if (c.err.code)
    goto done;
  m = c.m;
  n = c.n;
  k = c.k;
  if (new_out (&c, 1, k, 1, &R[0]) != 0)
    goto done;
  if (! eigh && job != 'N'
      && (new_out (&c, 0, m, job == 'S' ? k : m, &R[1]) != 0
          || new_out (&c, 0, job == 'S' ? k : n, n, &R[2]) != 0))
    goto done;
  if (engine (&c, eigh ? c.w.be->syevd (c.t, job, n, c.data[0], n ? n : 1,
                                        R[0]->data, &info, &c.err)
                       : c.w.be->gesvd (c.t, job, m, n, c.data[0], m ? m : 1,
                                        R[0]->data, R[1] ? R[1]->data : NULL,
                                        m ? m : 1, R[2] ? R[2]->data : NULL,
                                        job == 'S' ? (k ? k : 1) : (n ? n : 1),
                                        &info, &c.err)) != 0)
    goto done;
  if (info > 0)
    {
      ga_set_error (&c.err, "gpuaxis:no-convergence", "%s: the %s did not "
                    "converge", eigh ? "eig" : "svd",
                    eigh ? "eigenvalues" : "singular values");
      goto done;
    }
  if (eigh && job == 'V')
    {
      R[1] = c.tmp[0];                /* the vectors, over the copy */
      c.tmp[0] = NULL;
    }
  if (hand_out (&c, R, 3, plhs, 0, nlhs) != 0)
    goto done;
  rc = 0;
done:
  if (rc != 0)
    release_all (R, 3);
  end (&c, rc);
}

/* "geev", M, VECS: [W, VR] of the n x n M (geev; VR over no copy, its
 * own n x n array).  The method makes Octave's forms of them. */
static void
cmd_geev (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  call c;
  ga_darray *R[2] = {NULL, NULL};
  int64_t info = 0;
  size_t n;
  int rc = -1;
  const char job = nrhs > 2 && mxGetScalar (prhs[2]) != 0 ? 'V' : 'N';
  begin (&c, 1, nrhs, prhs);
  if (c.err.code)
    goto done;
  n = c.n;
  if (c.m != n)
    {
      ga_set_error (&c.err, "gpuaxis:internal", "geev: a square matrix expected");
      goto done;
    }
  if (ga_la_cplx (c.t) ? new_out (&c, 0, n, 1, &R[0]) != 0
                       : new_out (&c, 1, 2 * n, 1, &R[0]) != 0)
    goto done;
  if (job == 'V' && new_out (&c, 0, n, n, &R[1]) != 0)
    goto done;
  if (engine (&c, c.w.be->geev (c.t, job, n, c.data[0], n ? n : 1, R[0]->data,
                                R[1] ? R[1]->data : NULL, n ? n : 1, &info,
                                &c.err)) != 0)
    goto done;
  if (info > 0)
    {
      ga_set_error (&c.err, "gpuaxis:no-convergence", "eig: the eigenvalues "
                    "did not converge");
      goto done;
    }
  if (hand_out (&c, R, 2, plhs, 0, nlhs) != 0)
    goto done;
  rc = 0;
done:
  if (rc != 0)
    release_all (R, 2);
  end (&c, rc);
}

/* "qr", M, MODE [, I]: geqrf of the m x n M (F: R in its upper triangle,
 * the reflectors below) and [F, Q] with Q made explicit by ormqr over the
 * identity I (a gpuArray the method made: MODE 0 m x m, 1 m x min (m, n)),
 * or [F, TAU] (MODE 2). */
static void
cmd_qr (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  call c;
  ga_darray *R[2] = {NULL, NULL}, *tau = NULL;
  size_t m, n, k;
  int rc = -1;
  const int mode = nrhs > 2 ? (int) mxGetScalar (prhs[2]) : 0;
  const int econ = mode == 1;
  begin (&c, 1, nrhs, prhs);
  if (c.err.code)
    goto done;
  m = c.m;
  n = c.n;
  k = c.k;
  if (new_out (&c, 0, k ? k : 1, 1, &tau) != 0
      || engine (&c, c.w.be->geqrf (c.t, m, n, c.data[0], m ? m : 1, tau->data,
                                    &c.err)) != 0)
    goto done;
  if (nlhs > 1 && mode != 2)
    {                               /* Q = Q I: I made by the method */
      if (nrhs < 4)
        mexErrMsgIdAndTxt ("gpuaxis:internal", "qr: the identity expected");
      ga_la_read (prhs[3], 1, &c.x[1]);
      c.nop = 2;
      if (ga_la_stage (&c.x[1], &c.w, c.t, 1, &c.tmp[1], &c.data[1], &c.err) != 0
          || engine (&c, c.w.be->ormqr (c.t, 'N', m, econ ? k : m, k, c.data[0],
                                        m ? m : 1, tau->data, c.data[1],
                                        m ? m : 1, &c.err)) != 0)
        goto done;
      R[1] = c.tmp[1];
      c.tmp[1] = NULL;
    }
  R[0] = c.tmp[0];
  c.tmp[0] = NULL;
  if (mode == 2)
    {
      R[1] = tau;
      tau = NULL;
    }
  if (hand_out (&c, R, 2, plhs, 0, nlhs) != 0)
    goto done;
  rc = 0;
done:
  if (tau)
    ga_arr_release (tau->id);
  if (rc != 0)
    release_all (R, 2);
  end (&c, rc);
}

/* "lstsq", MASK, A, B: [X, FULL] for a tall m x n A (m > n): QR (geqrf),
 * Q' B (ormqr), R \ (Q' B)(1:n, :) (trsm): X is m x r with the solution
 * in its first n rows (the method takes them).  FULL is false, and X not
 * computed, where R's diagonal says A is rank deficient (min |r_ii| <=
 * max (m, n) eps max |r_ii|): Octave's answer is then its minimum-norm
 * one (xGELSD), which the method asks Octave for. */
static void
cmd_lstsq (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  call c;
  ga_darray *tau = NULL;
  size_t m, n, r;
  double big = 0, small = INFINITY;
  int rc = -1, full = 0;
  begin (&c, 2, nrhs, prhs);
  if (c.err.code)
    goto done;
  m = c.m;
  n = c.n;
  r = cols_of (&c.x[1]);
  if (new_out (&c, 0, n ? n : 1, 1, &tau) != 0
      || engine (&c, c.w.be->geqrf (c.t, m, n, c.data[0], m, tau->data, &c.err)) != 0)
    goto done;
  {
    const size_t es = ga_la_esize (c.t);
    char *h = (char *) mxMalloc ((n ? n : 1) * es);
    if (c.w.be->get_strided (h, c.data[0], n, (m + 1) * es, es, &c.err) != 0)
      {
        mxFree (h);
        goto done;
      }
    for (size_t i = 0; i < n; i++)
      {
        double re, im, a;
        vget (c.t, h, i, &re, &im);
        a = hypot (re, im);
        big = a > big ? a : big;
        small = a < small ? a : small;
      }
    mxFree (h);
  }
  full = n > 0 && small > (double) (m > n ? m : n)
                          * ((c.t == GA_LA_S || c.t == GA_LA_C) ? 0x1p-23 : 0x1p-52) * big;
  if (full
      && (engine (&c, c.w.be->ormqr (c.t, 'C', m, r, n, c.data[0], m, tau->data,
                                     c.data[1], m, &c.err)) != 0
          || engine (&c, c.w.be->trsm (c.t, 'U', 'N', 'N', n, r, c.data[0], m,
                                       c.data[1], m, &c.err)) != 0))
    goto done;
  rc = 0;
done:
  if (tau)
    ga_arr_release (tau->id);
  if (rc == 0)
    {
      plhs[0] = result_of (&c, 1);
      if (nlhs > 1)
        plhs[1] = mxCreateLogicalScalar (full);
    }
  end (&c, rc);
}

/* square_check's bits of the n x n operand x, its data read where it
 * is (a copy only where its type is not the engine's). */
static int
check_bits (const ga_la_operand *x, const ga_la_where *w, size_t n, int *bits,
            ga_error *err)
{
  const ga_la_type t = ga_la_type_of (x->elem, x->cplx);
  ga_darray *tmp = NULL;
  void *data = NULL;
  int rc = ga_la_stage (x, w, t, 0, &tmp, &data, err);
  if (rc == 0)
    rc = engine (NULL, w->be->square_check (t, (int64_t) n, data, n ? n : 1, bits, err));
  if (tmp)
    ga_arr_release (tmp->id);
  return rc;
}

/* "square_check", M: linalg.h's square_check of the square M (its bits
 * as a double). */
static void
cmd_square_check (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  ga_la_operand x;
  ga_la_where w;
  ga_error err = {0};
  int bits = 0, loc = -1, rc;
  size_t n;
  (void) nlhs;
  if (nrhs < 2)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: M expected");
  ga_la_read (prhs[1], 1, &x);
  ga_gpuarray_join_loc (&loc, x.g);
  ga_la_where_of (loc, &w);
  n = x.nd ? x.dims[0] : 0;
  if (x.numel != n * n)
    {
      ga_la_operand_free (&x);
      mexErrMsgIdAndTxt ("gpuaxis:internal", "square_check: a square matrix expected");
    }
  rc = check_bits (&x, &w, n, &bits, &err);
  ga_la_operand_free (&x);
  if (rc != 0)
    ga_gpuarray_fail (&err);
  plhs[0] = mxCreateDoubleScalar (bits);
}

/* "eig_values", M: [W, BITS].  eig (G) of a finite Hermitian G in one
 * call: the check on M as it is, then the "eigh" command's W (syevd of a
 * copy).  W is [] where the check finds a NaN, an Inf or an element off
 * its mirror (BITS says which), and where M is not a nonempty square
 * single or double matrix (BITS -1): the method's general path then
 * decides, with Octave's messages.  eig of an 8x8 symmetric gpuArray:
 * 110 -> 28-30 us a call on a 2-core machine. */
static void
cmd_eig_values (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  ga_la_operand x;
  ga_la_where w;
  ga_error err = {0};
  int bits = -1, loc = -1, rc = 0;
  size_t n;
  if (nrhs < 2)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: M expected");
  ga_la_read (prhs[1], 1, &x);
  ga_gpuarray_join_loc (&loc, x.g);
  ga_la_where_of (loc, &w);
  n = x.nd ? x.dims[0] : 0;
  if ((x.elem == GA_SINGLE || x.elem == GA_DOUBLE) && x.nd == 2 && n > 0
      && x.numel == n * n)
    {
      bits = 0;
      rc = check_bits (&x, &w, n, &bits, &err);
    }
  ga_la_operand_free (&x);
  if (rc != 0)
    ga_gpuarray_fail (&err);
  if (bits == 0)
    cmd_values (1, 1, plhs, 2, prhs);         /* "eigh", M: values only */
  else
    plhs[0] = mxCreateDoubleMatrix (0, 0, mxREAL);
  if (nlhs > 1)
    plhs[1] = mxCreateDoubleScalar (bits);
}

int
ga_solve_command (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const mxArray *c = prhs[0];
  if (ga_is_word (c, "solve"))
    cmd_solve (nlhs, plhs, nrhs, prhs);
  else if (ga_is_word (c, "chol"))
    cmd_chol (nlhs, plhs, nrhs, prhs);
  else if (ga_is_word (c, "lu"))
    cmd_lu (nlhs, plhs, nrhs, prhs);
  else if (ga_is_word (c, "svd"))
    cmd_values (0, nlhs, plhs, nrhs, prhs);
  else if (ga_is_word (c, "eigh"))
    cmd_values (1, nlhs, plhs, nrhs, prhs);
  else if (ga_is_word (c, "geev"))
    cmd_geev (nlhs, plhs, nrhs, prhs);
  else if (ga_is_word (c, "qr"))
    cmd_qr (nlhs, plhs, nrhs, prhs);
  else if (ga_is_word (c, "lstsq"))
    cmd_lstsq (nlhs, plhs, nrhs, prhs);
  else if (ga_is_word (c, "square_check"))
    cmd_square_check (nlhs, plhs, nrhs, prhs);
  else if (ga_is_word (c, "eig_values"))
    cmd_eig_values (nlhs, plhs, nrhs, prhs);
  else
    return 0;
  return 1;
}
