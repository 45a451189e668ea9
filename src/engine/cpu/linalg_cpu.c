/* linalg_cpu.c: linalg.h's engine for arrays in host memory: the Fortran
 * BLAS and LAPACK that Octave itself links (mkoctfile -p BLAS_LIBS,
 * LAPACK_LIBS), called with the plan the CUDA engine hands cuBLAS and
 * cuSOLVER.  Their integers are Fortran's default (32-bit), as Octave's
 * are: larger sizes are a gpuaxis:too-large error, not a wrap.
 *
 * Also the weak ga_la_cuda () and ga_la_cuda_drop () of a build without
 * cuBLAS/cuSOLVER (linalg_cuda.cu's definitions replace them).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "host_mem.h"
#include "linalg.h"

typedef int fint;               /* the BLAS's INTEGER */
typedef size_t flen;            /* gfortran's hidden CHARACTER lengths */

#define DECL4(ret, name, args) \
  ret s##name args; ret d##name args; ret c##name args; ret z##name args;

DECL4 (void, gemm_, (const char *, const char *, const fint *, const fint *,
                     const fint *, const void *, const void *, const fint *,
                     const void *, const fint *, const void *, void *,
                     const fint *, flen, flen))
DECL4 (void, gemv_, (const char *, const fint *, const fint *, const void *,
                     const void *, const fint *, const void *, const fint *,
                     const void *, void *, const fint *, flen))
DECL4 (void, syrk_, (const char *, const char *, const fint *, const fint *,
                     const void *, const void *, const fint *, const void *,
                     void *, const fint *, flen, flen))
void cherk_ (const char *, const char *, const fint *, const fint *,
             const float *, const void *, const fint *, const float *, void *,
             const fint *, flen, flen);
void zherk_ (const char *, const char *, const fint *, const fint *,
             const double *, const void *, const fint *, const double *,
             void *, const fint *, flen, flen);
DECL4 (void, getrf_, (const fint *, const fint *, void *, const fint *, fint *,
                      fint *))
DECL4 (void, getrs_, (const char *, const fint *, const fint *, const void *,
                      const fint *, const fint *, void *, const fint *, fint *,
                      flen))
DECL4 (void, potrf_, (const char *, const fint *, void *, const fint *, fint *,
                      flen))
DECL4 (void, potrs_, (const char *, const fint *, const fint *, const void *,
                      const fint *, void *, const fint *, fint *, flen))
DECL4 (void, trsm_, (const char *, const char *, const char *, const char *,
                     const fint *, const fint *, const void *, const void *,
                     const fint *, void *, const fint *, flen, flen, flen, flen))
DECL4 (void, trsv_, (const char *, const char *, const char *, const fint *,
                     const void *, const fint *, void *, const fint *, flen,
                     flen, flen))
DECL4 (void, geqrf_, (const fint *, const fint *, void *, const fint *, void *,
                      void *, const fint *, fint *))
void sormqr_ (const char *, const char *, const fint *, const fint *,
              const fint *, const void *, const fint *, const void *, void *,
              const fint *, void *, const fint *, fint *, flen, flen);
void dormqr_ (const char *, const char *, const fint *, const fint *,
              const fint *, const void *, const fint *, const void *, void *,
              const fint *, void *, const fint *, fint *, flen, flen);
void cunmqr_ (const char *, const char *, const fint *, const fint *,
              const fint *, const void *, const fint *, const void *, void *,
              const fint *, void *, const fint *, fint *, flen, flen);
void zunmqr_ (const char *, const char *, const fint *, const fint *,
              const fint *, const void *, const fint *, const void *, void *,
              const fint *, void *, const fint *, fint *, flen, flen);
void sgesvd_ (const char *, const char *, const fint *, const fint *, void *,
              const fint *, void *, void *, const fint *, void *, const fint *,
              void *, const fint *, fint *, flen, flen);
void dgesvd_ (const char *, const char *, const fint *, const fint *, void *,
              const fint *, void *, void *, const fint *, void *, const fint *,
              void *, const fint *, fint *, flen, flen);
void cgesvd_ (const char *, const char *, const fint *, const fint *, void *,
              const fint *, void *, void *, const fint *, void *, const fint *,
              void *, const fint *, void *, fint *, flen, flen);
void zgesvd_ (const char *, const char *, const fint *, const fint *, void *,
              const fint *, void *, void *, const fint *, void *, const fint *,
              void *, const fint *, void *, fint *, flen, flen);
void ssyevd_ (const char *, const char *, const fint *, void *, const fint *,
              void *, void *, const fint *, fint *, const fint *, fint *, flen,
              flen);
void dsyevd_ (const char *, const char *, const fint *, void *, const fint *,
              void *, void *, const fint *, fint *, const fint *, fint *, flen,
              flen);
void cheevd_ (const char *, const char *, const fint *, void *, const fint *,
              void *, void *, const fint *, void *, const fint *, fint *,
              const fint *, fint *, flen, flen);
void zheevd_ (const char *, const char *, const fint *, void *, const fint *,
              void *, void *, const fint *, void *, const fint *, fint *,
              const fint *, fint *, flen, flen);

void sgeev_ (const char *, const char *, const fint *, void *, const fint *,
             void *, void *, void *, const fint *, void *, const fint *,
             void *, const fint *, fint *, flen, flen);
void dgeev_ (const char *, const char *, const fint *, void *, const fint *,
             void *, void *, void *, const fint *, void *, const fint *,
             void *, const fint *, fint *, flen, flen);
void cgeev_ (const char *, const char *, const fint *, void *, const fint *,
             void *, void *, const fint *, void *, const fint *, void *,
             const fint *, void *, fint *, flen, flen);
void zgeev_ (const char *, const char *, const fint *, void *, const fint *,
             void *, void *, const fint *, void *, const fint *, void *,
             const fint *, void *, fint *, flen, flen);

/* One routine of each type, in ga_la_type order (s d c z). */
#define PICK(t, name) ((t) == GA_LA_S ? (void (*) (void)) s##name \
                       : (t) == GA_LA_D ? (void (*) (void)) d##name \
                       : (t) == GA_LA_C ? (void (*) (void)) c##name \
                       : (void (*) (void)) z##name)

static int
fits (ga_error *err, int n, ...)
{
  /* every size handed to the BLAS fits its INTEGER */
  __builtin_va_list ap;
  __builtin_va_start (ap, n);
  for (int i = 0; i < n; i++)
    {
      const int64_t x = __builtin_va_arg (ap, int64_t);
      if (x < 0 || x > INT_MAX)
        {
          __builtin_va_end (ap);
          ga_set_error (err, "gpuaxis:too-large", "a dimension of %lld is "
                        "larger than the host BLAS takes (%d)", (long long) x,
                        INT_MAX);
          return 0;
        }
    }
  __builtin_va_end (ap);
  return 1;
}

static int
info_error (ga_error *err, const char *what, fint info)
{
  ga_set_error (err, "gpuaxis:internal", "%s: illegal argument %d", what,
                (int) -info);
  return -1;
}

/* ------------------------------------------------------------ memory */

static int
h_zero (void *p, size_t bytes, ga_error *err)
{
  (void) err;
  if (bytes)
    memset (p, 0, bytes);
  return 0;
}

static int
h_get_strided (void *dst, const void *src, size_t n, size_t stride,
               size_t esize, ga_error *err)
{
  (void) err;
  for (size_t i = 0; i < n; i++)
    memcpy ((char *) dst + i * esize, (const char *) src + i * stride, esize);
  return 0;
}

/* ---------------------------------------------------------- products */

typedef void (*gemm_fn) (const char *, const char *, const fint *, const fint *,
                         const fint *, const void *, const void *, const fint *,
                         const void *, const fint *, const void *, void *,
                         const fint *, flen, flen);
typedef void (*gemv_fn) (const char *, const fint *, const fint *, const void *,
                         const void *, const fint *, const void *, const fint *,
                         const void *, void *, const fint *, flen);

/* alpha, beta in the type's own format */
static void
scalar_of (ga_la_type t, const double *v, void *out)
{
  if (t == GA_LA_S || t == GA_LA_C)
    {
      ((float *) out)[0] = (float) v[0];
      ((float *) out)[1] = (float) v[1];
    }
  else
    memcpy (out, v, 2 * sizeof (double));
}

typedef void (*syrk_fn) (const char *, const char *, const fint *, const fint *,
                         const void *, const void *, const fint *, const void *,
                         void *, const fint *, flen, flen);

/* The lower triangle of the n x n C from its upper one (conjugated, and
 * the diagonal made real: a GEMM's conj(a) a may keep a rounding error's
 * imaginary part where xHERK gives 0). */
static void
mirror (ga_la_type t, int64_t n, void *C, int conj)
{
  const size_t es = ga_la_esize (t);
  for (int64_t j = 0; j < n; j++)
    {
      char *d = (char *) C + (size_t) (j + j * n) * es;
      if (conj && t == GA_LA_C)
        ((float *) d)[1] = 0;
      else if (conj && t == GA_LA_Z)
        ((double *) d)[1] = 0;
      for (int64_t i = j + 1; i < n; i++)
        {
          char *lo = (char *) C + (size_t) (i + j * n) * es;
          memcpy (lo, (char *) C + (size_t) (j + i * n) * es, es);
          if (conj && t == GA_LA_C)
            ((float *) lo)[1] = -((float *) lo)[1];
          else if (conj && t == GA_LA_Z)
            ((double *) lo)[1] = -((double *) lo)[1];
        }
    }
}

/* Whether a SYRK plan's result is Hermitian (xHERK: complex, op 'C'). */
static int
is_herk (const ga_la_gemm *p)
{
  return ga_la_cplx (p->t) && (p->opa != 'N' ? p->opa : p->opb) == 'C';
}

/* SYRK (linalg.h): xSYRK or xHERK into C's upper triangle, then mirror. */
static int
h_syrk (const ga_la_gemm *p, const void *A, void *C, double *alpha,
        double *beta)
{
  const char uplo = 'U';
  const char trans = p->opa != 'N' ? p->opa : 'N';
  const fint n = (fint) p->n, k = (fint) p->k, lda = (fint) p->lda, ldc = (fint) p->ldc;
  const int herk = is_herk (p);
  if (herk && p->t == GA_LA_C)
    {
      const float fa = (float) p->alpha[0], fb = (float) p->beta[0];
      cherk_ (&uplo, &trans, &n, &k, &fa, A, &lda, &fb, C, &ldc, 1, 1);
    }
  else if (herk)
    zherk_ (&uplo, &trans, &n, &k, &p->alpha[0], A, &lda, &p->beta[0], C, &ldc, 1, 1);
  else
    ((syrk_fn) PICK (p->t, syrk_)) (&uplo, &trans, &n, &k, alpha, A, &lda, beta,
                                    C, &ldc, 1, 1);   /* real: the plan's 'T' */
  mirror (p->t, p->n, C, herk);
  return 0;
}

/* A split plan (linalg.h): the chunks' pages by GEMM into a workspace,
 * then C = pages * ones + beta C by GEMV, the calls the CUDA engine makes
 * by cuBLAS (one strided-batched GEMM there, a GEMM a page here). */
static int
h_gemm_split (const ga_la_gemm *p, const void *A, const void *B, void *C,
              const double *alpha, const double *beta, ga_error *err)
{
  const size_t es = ga_la_esize (p->t);
  const gemm_fn f = (gemm_fn) PICK (p->t, gemm_);
  ga_la_split s;
  void *W = NULL, *ones = NULL;
  double zero[2] = {0, 0}, one[2];
  const double one_d[2] = {1, 0};
  ga_la_split_shape (p, &s);
  {
    const int64_t page = p->m * p->n;
    const fint m = (fint) p->m, n = (fint) p->n, kc = (fint) s.kc, r = (fint) s.rest;
    const fint lda = (fint) p->lda, ldb = (fint) p->ldb, ldc = (fint) p->m;
    const fint rows = (fint) page, cols = (fint) s.pages, inc = 1;
    if (! fits (err, 2, page, s.pages)
        || ga_host_alloc ((size_t) (page * s.pages) * es, &W, err) != 0
        || ga_host_alloc ((size_t) s.pages * es, &ones, err) != 0)
      {
        ga_host_release (W);
        return -1;
      }
    scalar_of (p->t, one_d, one);
    for (int64_t i = 0; i < s.pages; i++)
      memcpy ((char *) ones + i * es, one, es);
    for (int64_t i = 0; i < s.pages; i++)
      f (&p->opa, &p->opb, &m, &n, i < p->split ? &kc : &r, alpha,
         (const char *) A + (size_t) (i * s.sa) * es, &lda,
         (const char *) B + (size_t) (i * s.sb) * es, &ldb, zero,
         (char *) W + (size_t) (i * page) * es, &ldc, 1, 1);
    ((gemv_fn) PICK (p->t, gemv_)) ("N", &rows, &cols, one, W, &rows, ones, &inc,
                                    beta, C, &inc, 1);
  }
  ga_host_release (W);
  ga_host_release (ones);
  return 0;
}

static int
h_gemm (const ga_la_gemm *p, const void *A, const void *B, void *C,
        ga_error *err)
{
  const size_t es = ga_la_esize (p->t);
  double alpha[2], beta[2];
  if (p->m == 0 || p->n == 0)
    return 0;
  if (p->zero_fill)
    return h_zero (C, (size_t) (p->m * p->n * p->batch) * es, err);
  if (! fits (err, 9, p->m, p->n, p->k, p->lda, p->ldb, p->ldc, p->a_rows,
              p->a_cols, (int64_t) 0))
    return -1;
  scalar_of (p->t, p->alpha, alpha);
  scalar_of (p->t, p->beta, beta);
  if (p->kind == GA_LA_SYRK && ! p->sym_gemm)
    return h_syrk (p, A, C, alpha, beta);
  if (p->kind == GA_LA_GEMV)
    {
      const fint r = (fint) p->a_rows, c = (fint) p->a_cols, lda = (fint) p->lda;
      const fint one = 1;
      const void *M = p->swap ? B : A, *x = p->swap ? A : B;
      ((gemv_fn) PICK (p->t, gemv_)) (&p->opa, &r, &c, alpha, M, &lda, x, &one,
                                      beta, C, &one, 1);
      return 0;
    }
  if (p->split > 1)
    {
      if (h_gemm_split (p, A, B, C, alpha, beta, err) != 0)
        return -1;
    }
  else
    {
      const fint m = (fint) p->m, n = (fint) p->n, k = (fint) p->k;
      const fint lda = (fint) p->lda, ldb = (fint) p->ldb, ldc = (fint) p->ldc;
      const gemm_fn f = (gemm_fn) PICK (p->t, gemm_);
      for (int64_t i = 0; i < p->batch; i++)
        f (&p->opa, &p->opb, &m, &n, &k, alpha,
           (const char *) A + (size_t) (i * p->stride_a) * es, &lda,
           (const char *) B + (size_t) (i * p->stride_b) * es, &ldb, beta,
           (char *) C + (size_t) (i * p->stride_c) * es, &ldc, 1, 1);
    }
  if (p->kind == GA_LA_SYRK)          /* by GEMM: B is A */
    mirror (p->t, p->n, C, is_herk (p));
  return 0;
}

/* ---------------------------------------------------- factorizations */

typedef void (*getrf_fn) (const fint *, const fint *, void *, const fint *,
                          fint *, fint *);
typedef void (*getrs_fn) (const char *, const fint *, const fint *, const void *,
                          const fint *, const fint *, void *, const fint *,
                          fint *, flen);
typedef void (*potrf_fn) (const char *, const fint *, void *, const fint *,
                          fint *, flen);
typedef void (*potrs_fn) (const char *, const fint *, const fint *, const void *,
                          const fint *, void *, const fint *, fint *, flen);
typedef void (*trsm_fn) (const char *, const char *, const char *, const char *,
                         const fint *, const fint *, const void *, const void *,
                         const fint *, void *, const fint *, flen, flen, flen,
                         flen);
typedef void (*trsv_fn) (const char *, const char *, const char *, const fint *,
                         const void *, const fint *, void *, const fint *, flen,
                         flen, flen);
typedef void (*geqrf_fn) (const fint *, const fint *, void *, const fint *,
                          void *, void *, const fint *, fint *);
typedef void (*ormqr_fn) (const char *, const char *, const fint *, const fint *,
                          const fint *, const void *, const fint *, const void *,
                          void *, const fint *, void *, const fint *, fint *,
                          flen, flen);

static int
h_getrf (ga_la_type t, int64_t m, int64_t n, void *A, int64_t lda,
         int64_t *ipiv, int64_t *info, ga_error *err)
{
  const int64_t mn = m < n ? m : n;
  fint fm, fn, flda, finfo = 0, *piv;
  if (! fits (err, 3, m, n, lda))
    return -1;
  fm = (fint) m; fn = (fint) n; flda = (fint) lda;
  if (ga_host_alloc ((size_t) (mn > 0 ? mn : 1) * sizeof (fint), (void **) &piv, err) != 0)
    return -1;
  ((getrf_fn) PICK (t, getrf_)) (&fm, &fn, A, &flda, piv, &finfo);
  for (int64_t i = 0; i < mn; i++)
    ipiv[i] = piv[i];
  free (piv);
  if (finfo < 0)
    return info_error (err, "getrf", finfo);
  *info = finfo;
  return 0;
}

static int
h_getrs (ga_la_type t, char trans, int64_t n, int64_t nrhs, const void *LU,
         int64_t lda, const int64_t *ipiv, void *B, int64_t ldb, ga_error *err)
{
  fint fn, fr, flda, fldb, finfo = 0, *piv;
  if (! fits (err, 4, n, nrhs, lda, ldb))
    return -1;
  fn = (fint) n; fr = (fint) nrhs; flda = (fint) lda; fldb = (fint) ldb;
  if (ga_host_alloc ((size_t) (n > 0 ? n : 1) * sizeof (fint), (void **) &piv, err) != 0)
    return -1;
  for (int64_t i = 0; i < n; i++)
    piv[i] = (fint) ipiv[i];
  ((getrs_fn) PICK (t, getrs_)) (&trans, &fn, &fr, LU, &flda, piv, B, &fldb,
                                 &finfo, 1);
  free (piv);
  return finfo < 0 ? info_error (err, "getrs", finfo) : 0;
}

static int
h_potrf (ga_la_type t, char uplo, int64_t n, void *A, int64_t lda,
         int64_t *info, ga_error *err)
{
  fint fn, flda, finfo = 0;
  if (! fits (err, 2, n, lda))
    return -1;
  fn = (fint) n; flda = (fint) lda;
  ((potrf_fn) PICK (t, potrf_)) (&uplo, &fn, A, &flda, &finfo, 1);
  if (finfo < 0)
    return info_error (err, "potrf", finfo);
  *info = finfo;
  return 0;
}

static int
h_potrs (ga_la_type t, char uplo, int64_t n, int64_t nrhs, const void *A,
         int64_t lda, void *B, int64_t ldb, ga_error *err)
{
  fint fn, fr, flda, fldb, finfo = 0;
  if (! fits (err, 4, n, nrhs, lda, ldb))
    return -1;
  fn = (fint) n; fr = (fint) nrhs; flda = (fint) lda; fldb = (fint) ldb;
  ((potrs_fn) PICK (t, potrs_)) (&uplo, &fn, &fr, A, &flda, B, &fldb, &finfo, 1);
  return finfo < 0 ? info_error (err, "potrs", finfo) : 0;
}

static int
h_trsm (ga_la_type t, char uplo, char trans, char diag, int64_t m, int64_t n,
        const void *A, int64_t lda, void *B, int64_t ldb, ga_error *err)
{
  static const double one[2] = {1, 0};
  double alpha[2];
  fint fm, fn, flda, fldb;
  const char side = 'L';
  if (m == 0 || n == 0)
    return 0;
  if (! fits (err, 4, m, n, lda, ldb))
    return -1;
  fm = (fint) m; fn = (fint) n; flda = (fint) lda; fldb = (fint) ldb;
  scalar_of (t, one, alpha);
  ((trsm_fn) PICK (t, trsm_)) (&side, &uplo, &trans, &diag, &fm, &fn, alpha, A,
                               &flda, B, &fldb, 1, 1, 1, 1);
  return 0;
}

static int
h_trsv (ga_la_type t, char uplo, char trans, char diag, int64_t n,
        const void *A, int64_t lda, void *x, ga_error *err)
{
  const fint inc = 1;
  fint fn, flda;
  if (n == 0)
    return 0;
  if (! fits (err, 2, n, lda))
    return -1;
  fn = (fint) n; flda = (fint) lda;
  ((trsv_fn) PICK (t, trsv_)) (&uplo, &trans, &diag, &fn, A, &flda, x, &inc,
                               1, 1, 1);
  return 0;
}

/* LAPACK's workspace query: the optimal size it wrote in work[0]. */
static fint
lwork_of (ga_la_type t, const void *w)
{
  const double v = (t == GA_LA_S || t == GA_LA_C) ? ((const float *) w)[0]
                   : ((const double *) w)[0];
  return v < 1 ? 1 : (fint) v;
}

static int
h_geqrf (ga_la_type t, int64_t m, int64_t n, void *A, int64_t lda, void *tau,
         ga_error *err)
{
  fint fm, fn, flda, lw = -1, finfo = 0;
  double q[4];
  void *work;
  if (m == 0 || n == 0)
    return 0;
  if (! fits (err, 3, m, n, lda))
    return -1;
  fm = (fint) m; fn = (fint) n; flda = (fint) lda;
  ((geqrf_fn) PICK (t, geqrf_)) (&fm, &fn, A, &flda, tau, q, &lw, &finfo);
  lw = lwork_of (t, q);
  if (ga_host_alloc ((size_t) lw * ga_la_esize (t), &work, err) != 0)
    return -1;
  ((geqrf_fn) PICK (t, geqrf_)) (&fm, &fn, A, &flda, tau, work, &lw, &finfo);
  free (work);
  return finfo < 0 ? info_error (err, "geqrf", finfo) : 0;
}

static int
h_ormqr (ga_la_type t, char trans, int64_t m, int64_t n, int64_t k,
         const void *A, int64_t lda, const void *tau, void *C, int64_t ldc,
         ga_error *err)
{
  fint fm, fn, fk, flda, fldc, lw = -1, finfo = 0;
  const char side = 'L';
  double q[4];
  void *work;
  ormqr_fn f = t == GA_LA_S ? sormqr_ : t == GA_LA_D ? dormqr_
               : t == GA_LA_C ? cunmqr_ : zunmqr_;
  if (m == 0 || n == 0 || k == 0)
    return 0;
  if (! fits (err, 5, m, n, k, lda, ldc))
    return -1;
  if (! ga_la_cplx (t) && trans == 'C')
    trans = 'T';
  fm = (fint) m; fn = (fint) n; fk = (fint) k; flda = (fint) lda; fldc = (fint) ldc;
  f (&side, &trans, &fm, &fn, &fk, A, &flda, tau, C, &fldc, q, &lw, &finfo, 1, 1);
  lw = lwork_of (t, q);
  if (ga_host_alloc ((size_t) lw * ga_la_esize (t), &work, err) != 0)
    return -1;
  f (&side, &trans, &fm, &fn, &fk, A, &flda, tau, C, &fldc, work, &lw, &finfo, 1, 1);
  free (work);
  return finfo < 0 ? info_error (err, "ormqr", finfo) : 0;
}

static int
h_gesvd (ga_la_type t, char job, int64_t m, int64_t n, void *A, int64_t lda,
         void *S, void *U, int64_t ldu, void *VT, int64_t ldvt, int64_t *info,
         ga_error *err)
{
  fint fm, fn, flda, fldu, fldvt, lw = -1, finfo = 0;
  const int64_t mn = m < n ? m : n;
  double q[4];
  void *work = NULL, *rwork = NULL;
  *info = 0;
  if (mn == 0)
    return 0;
  if (! fits (err, 5, m, n, lda, ldu, ldvt))
    return -1;
  fm = (fint) m; fn = (fint) n; flda = (fint) lda; fldu = (fint) ldu; fldvt = (fint) ldvt;
  if (ga_la_cplx (t) && ga_host_alloc ((size_t) (5 * mn + 8) * 8, &rwork, err) != 0)
    return -1;
#define SVD_CALL(w) \
  (t == GA_LA_S ? sgesvd_ (&job, &job, &fm, &fn, A, &flda, S, U, &fldu, VT, &fldvt, w, &lw, &finfo, 1, 1) \
   : t == GA_LA_D ? dgesvd_ (&job, &job, &fm, &fn, A, &flda, S, U, &fldu, VT, &fldvt, w, &lw, &finfo, 1, 1) \
   : t == GA_LA_C ? cgesvd_ (&job, &job, &fm, &fn, A, &flda, S, U, &fldu, VT, &fldvt, w, &lw, rwork, &finfo, 1, 1) \
   : zgesvd_ (&job, &job, &fm, &fn, A, &flda, S, U, &fldu, VT, &fldvt, w, &lw, rwork, &finfo, 1, 1))
  SVD_CALL (q);
  lw = lwork_of (t, q);
  if (ga_host_alloc ((size_t) lw * ga_la_esize (t), &work, err) != 0)
    {
      free (rwork);
      return -1;
    }
  SVD_CALL (work);
#undef SVD_CALL
  free (work);
  free (rwork);
  if (finfo < 0)
    return info_error (err, "gesvd", finfo);
  *info = finfo;
  return 0;
}

static int
h_syevd (ga_la_type t, char jobz, int64_t n, void *A, int64_t lda, void *W,
         int64_t *info, ga_error *err)
{
  fint fn, flda, lw = -1, lrw = -1, liw = -1, finfo = 0, iq = 0;
  const char uplo = 'L';
  double q[4], rq[2];
  void *work = NULL, *rwork = NULL;
  fint *iwork = NULL;
  *info = 0;
  if (n == 0)
    return 0;
  if (! fits (err, 2, n, lda))
    return -1;
  fn = (fint) n; flda = (fint) lda;
#define EV_CALL(w, rw, iw) \
  (t == GA_LA_S ? ssyevd_ (&jobz, &uplo, &fn, A, &flda, W, w, &lw, iw, &liw, &finfo, 1, 1) \
   : t == GA_LA_D ? dsyevd_ (&jobz, &uplo, &fn, A, &flda, W, w, &lw, iw, &liw, &finfo, 1, 1) \
   : t == GA_LA_C ? cheevd_ (&jobz, &uplo, &fn, A, &flda, W, w, &lw, rw, &lrw, iw, &liw, &finfo, 1, 1) \
   : zheevd_ (&jobz, &uplo, &fn, A, &flda, W, w, &lw, rw, &lrw, iw, &liw, &finfo, 1, 1))
  EV_CALL (q, rq, &iq);
  lw = lwork_of (t, q);
  liw = iq < 1 ? 1 : iq;
  lrw = lwork_of (t == GA_LA_C ? GA_LA_S : GA_LA_D, rq);
  if (ga_host_alloc ((size_t) lw * ga_la_esize (t), &work, err) != 0
      || ga_host_alloc ((size_t) liw * sizeof (fint), (void **) &iwork, err) != 0
      || (ga_la_cplx (t) && ga_host_alloc ((size_t) lrw * 8, &rwork, err) != 0))
    {
      free (work);
      free (iwork);
      return -1;
    }
  EV_CALL (work, rwork, iwork);
#undef EV_CALL
  free (work);
  free (rwork);
  free (iwork);
  if (finfo < 0)
    return info_error (err, "syevd", finfo);
  *info = finfo;
  return 0;
}

/* W: real types WR then WI (2n), as cuSOLVER's real-typed geev. */
static int
h_geev (ga_la_type t, char jobvr, int64_t n, void *A, int64_t lda, void *W,
        void *VR, int64_t ldvr, int64_t *info, ga_error *err)
{
  fint fn, flda, fldvr, fldvl = 1, lw = -1, finfo = 0;
  const char jobvl = 'N';
  const size_t half = (size_t) n * ga_la_esize (t);
  double q[4], vl[2];
  void *work = NULL, *rwork = NULL;
  void *WI = (char *) W + half;
  *info = 0;
  if (n == 0)
    return 0;
  if (! fits (err, 3, n, lda, ldvr))
    return -1;
  fn = (fint) n; flda = (fint) lda; fldvr = (fint) (ldvr ? ldvr : 1);
  if (ga_la_cplx (t) && ga_host_alloc ((size_t) (2 * n) * 8, &rwork, err) != 0)
    return -1;
#define GEEV_CALL(w) \
  (t == GA_LA_S ? sgeev_ (&jobvl, &jobvr, &fn, A, &flda, W, WI, vl, &fldvl, VR, &fldvr, w, &lw, &finfo, 1, 1) \
   : t == GA_LA_D ? dgeev_ (&jobvl, &jobvr, &fn, A, &flda, W, WI, vl, &fldvl, VR, &fldvr, w, &lw, &finfo, 1, 1) \
   : t == GA_LA_C ? cgeev_ (&jobvl, &jobvr, &fn, A, &flda, W, vl, &fldvl, VR, &fldvr, w, &lw, rwork, &finfo, 1, 1) \
   : zgeev_ (&jobvl, &jobvr, &fn, A, &flda, W, vl, &fldvl, VR, &fldvr, w, &lw, rwork, &finfo, 1, 1))
  GEEV_CALL (q);
  lw = lwork_of (t, q);
  if (ga_host_alloc ((size_t) lw * ga_la_esize (t), &work, err) != 0)
    {
      free (rwork);
      return -1;
    }
  GEEV_CALL (work);
#undef GEEV_CALL
  free (work);
  free (rwork);
  if (finfo < 0)
    return info_error (err, "geev", finfo);
  *info = finfo;
  return 0;
}

/* linalg.h's square_check by 32 x 32 tiles, a lower one (I, J) beside
 * its mirror (J, I), so that the mirror's columns stay in cache. */
#define SQ_TILE 32
#define SQ_ALL (GA_LA_NONFINITE | GA_LA_NONHERM)
#define SQ_CHECK(T, FIN, NE)                                              \
  {                                                                       \
    const T *a = (const T *) A;                                           \
    for (int64_t J = 0; J < n && *bits != SQ_ALL; J += SQ_TILE)             \
      for (int64_t I = J; I < n; I += SQ_TILE)                            \
        for (int64_t j = J; j < J + SQ_TILE && j < n; j++)                \
          for (int64_t i = I; i < I + SQ_TILE && i < n; i++)              \
            {                                                             \
              const T x = a[i + j * lda], y = a[j + i * lda];             \
              if (! FIN (x) || ! FIN (y))                                 \
                *bits |= GA_LA_NONFINITE;                                 \
              if (NE (x, y))                                              \
                *bits |= GA_LA_NONHERM;                                   \
            }                                                             \
  }
#define SQ_FIN_R(x) isfinite (x)
#define SQ_NE_R(x, y) ((x) != (y))
#define SQ_FIN_C(x) (isfinite ((x).re) && isfinite ((x).im))
#define SQ_NE_C(x, y) ((x).re != (y).re || (x).im != -(y).im)

typedef struct { float re, im; } sq_c;
typedef struct { double re, im; } sq_z;

static int
h_square_check (ga_la_type t, int64_t n, const void *A, int64_t lda, int *bits,
                ga_error *err)
{
  (void) err;
  switch (t)
    {
    case GA_LA_S: SQ_CHECK (float, SQ_FIN_R, SQ_NE_R); break;
    case GA_LA_D: SQ_CHECK (double, SQ_FIN_R, SQ_NE_R); break;
    case GA_LA_C: SQ_CHECK (sq_c, SQ_FIN_C, SQ_NE_C); break;
    default: SQ_CHECK (sq_z, SQ_FIN_C, SQ_NE_C); break;
    }
  return 0;
}

static const ga_la_backend cpu = {
  "host BLAS/LAPACK", ga_host_alloc, ga_host_release, ga_host_copy, ga_host_copy, ga_host_copy, h_zero,
  h_get_strided,
  h_gemm, h_getrf, h_getrs, h_potrf, h_potrs, h_trsm, h_trsv, h_geqrf, h_ormqr,
  h_gesvd, h_syevd, h_geev, h_square_check};

const ga_la_backend *
ga_la_cpu (void)
{
  return &cpu;
}

__attribute__ ((weak)) const ga_la_backend *
ga_la_cuda (void)
{
  return NULL;
}

__attribute__ ((weak)) void
ga_la_cuda_drop (int destroy)
{
  (void) destroy;
}
