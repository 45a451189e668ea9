/* linalg_cuda.cu: linalg.h's engine for arrays in device memory: cuBLAS
 * and cuSOLVER, queued on the gpuArray stream (device_array.cu), with
 * the plans the CPU engine hands the host BLAS and LAPACK.
 *
 * One cuBLAS and one cuSOLVER handle for the selected device, made at
 * first use on the gpuArray stream and destroyed when device_array.cu
 * releases the device's state (ga_la_cuda_drop).  cuBLAS's math mode is
 * CUBLAS_DEFAULT_MATH: no TF32 or other reduced precision, IEEE single
 * and double as Octave computes them.  Its workspace and cuSOLVER's come
 * from the package's device pool (ga_dev_alloc).  The 64-bit interfaces
 * (cublas*_64, cusolverDnX*) take every size the device can hold; the
 * 32-bit calls are no faster: DGEMM 8192 by the package 19.10-19.31 ms
 * by the 64-bit calls and 19.18-19.34 by the 32-bit ones, run in turn
 * (SGEMM 22.43-22.59 and 22.58-22.60; H100, 2026-12-06, e81638e).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <cusolverDn.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "gpuaxis.h"
#include "device_array.h"
#include "linalg.h"

#define CUBLAS_WS_BYTES ((size_t) 32 << 20)   /* cuBLAS's advice for Hopper */

static struct {
  cublasHandle_t blas;
  cusolverDnHandle_t solver;
  cusolverDnParams_t params;
  void *ws;                       /* cuBLAS's workspace, from the pool */
  void *ones[GA_LA_NTYPE];        /* split products' sums (d_ones)     */
  int64_t ones_n[GA_LA_NTYPE];
  void *host;                     /* cuSOLVER's host workspace, kept   */
  size_t host_bytes;              /* (work_get)                        */
} H;

extern "C" void
ga_la_cuda_drop (int destroy)
{
  if (destroy)
    {
      if (H.params)
        cusolverDnDestroyParams (H.params);
      if (H.solver)
        cusolverDnDestroy (H.solver);
      if (H.blas)
        cublasDestroy (H.blas);
      if (H.ws)
        ga_dev_free (H.ws);
      for (int t = 0; t < GA_LA_NTYPE; t++)
        ga_dev_free (H.ones[t]);
      cudaGetLastError ();
    }
  free (H.host);
  memset (&H, 0, sizeof H);
}

/* --------------------------------------------------------- errors */

static int
blas_fail (cublasStatus_t s, const char *what, ga_error *err)
{
  const cudaError_t e = cudaGetLastError ();
  if (s == CUBLAS_STATUS_ALLOC_FAILED)
    {
      ga_set_error (err, "gpuaxis:out-of-memory", "out of device memory (%s)", what);
      return -1;
    }
  if (e != cudaSuccess)
    return ga_dev_error (err, (int) e, what);
  ga_set_error (err, "gpuaxis:cuda", "cuBLAS error in %s: %s", what,
                cublasGetStatusString (s));
  return -1;
}

static int
solver_fail (cusolverStatus_t s, const char *what, ga_error *err)
{
  const cudaError_t e = cudaGetLastError ();
  if (s == CUSOLVER_STATUS_ALLOC_FAILED)
    {
      ga_set_error (err, "gpuaxis:out-of-memory", "out of device memory (%s)", what);
      return -1;
    }
  if (e != cudaSuccess)
    return ga_dev_error (err, (int) e, what);
  ga_set_error (err, "gpuaxis:cuda", "cuSOLVER error %d in %s", (int) s, what);
  return -1;
}

/* Entered (the device current, its state ready) with the handles made. */
static int
enter (int *prev, ga_error *err)
{
  int rc = ga_dev_enter (prev, err);
  cudaStream_t st;
  if (rc != 0)
    return rc;
  st = (cudaStream_t) ga_dev_stream ();
  if (! H.blas)
    {
      cublasStatus_t s = cublasCreate (&H.blas);
      if (s != CUBLAS_STATUS_SUCCESS)
        {
          H.blas = NULL;
          rc = blas_fail (s, "cuBLAS initialisation", err);
          goto out;
        }
      cublasSetStream (H.blas, st);
      cublasSetMathMode (H.blas, CUBLAS_DEFAULT_MATH);
      cublasSetPointerMode (H.blas, CUBLAS_POINTER_MODE_HOST);
      if (ga_dev_alloc (CUBLAS_WS_BYTES, &H.ws, err) == 0)
        cublasSetWorkspace (H.blas, H.ws, CUBLAS_WS_BYTES);
      else
        H.ws = NULL;                /* cuBLAS's own, then */
    }
  if (! H.solver)
    {
      cusolverStatus_t s = cusolverDnCreate (&H.solver);
      if (s == CUSOLVER_STATUS_SUCCESS)
        s = cusolverDnCreateParams (&H.params);
      if (s != CUSOLVER_STATUS_SUCCESS)
        {
          if (H.solver)
            cusolverDnDestroy (H.solver);
          H.solver = NULL;
          H.params = NULL;
          rc = solver_fail (s, "cuSOLVER initialisation", err);
          goto out;
        }
      cusolverDnSetStream (H.solver, st);
    }
  return 0;
out:
  ga_dev_leave (*prev);
  return rc;
}

static cublasOperation_t
op_of (char c)
{
  return c == 'N' ? CUBLAS_OP_N : c == 'T' ? CUBLAS_OP_T : CUBLAS_OP_C;
}

static cublasFillMode_t
fill_of (char c)
{
  return c == 'U' ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER;
}

static cudaDataType
dtype_of (ga_la_type t)
{
  static const cudaDataType d[GA_LA_NTYPE] = {CUDA_R_32F, CUDA_R_64F,
                                              CUDA_C_32F, CUDA_C_64F};
  return d[t];
}

/* the real type of t (singular values, eigenvalues) */
static cudaDataType
rtype_of (ga_la_type t)
{
  return (t == GA_LA_S || t == GA_LA_C) ? CUDA_R_32F : CUDA_R_64F;
}

/* ---------------------------------------------------------- memory */

static int
d_zero (void *p, size_t bytes, ga_error *err)
{
  int prev, rc;
  cudaError_t e;
  if (! bytes)
    return 0;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  e = cudaMemsetAsync (p, 0, bytes, (cudaStream_t) ga_dev_stream ());
  rc = e == cudaSuccess ? 0 : ga_dev_error (err, (int) e, "device fill");
  ga_dev_leave (prev);
  return rc;
}

static int
d_put (void *dst, const void *src, size_t bytes, ga_error *err)
{
  return bytes ? ga_dev_upload (dst, src, bytes, err) : 0;
}

static int
d_get (void *dst, const void *src, size_t bytes, ga_error *err)
{
  return bytes ? ga_dev_download (dst, src, bytes, err) : 0;
}

static int
d_get_strided (void *dst, const void *src, size_t n, size_t stride,
               size_t esize, ga_error *err)
{
  int prev, rc;
  cudaError_t e;
  if (! n)
    return 0;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  e = cudaMemcpy2DAsync (dst, esize, src, stride, esize, n, cudaMemcpyDeviceToHost,
                         (cudaStream_t) ga_dev_stream ());
  if (e == cudaSuccess)
    e = cudaStreamSynchronize ((cudaStream_t) ga_dev_stream ());
  rc = e == cudaSuccess ? 0 : ga_dev_error (err, (int) e, "strided copy to the host");
  ga_dev_leave (prev);
  return rc;
}

/* -------------------------------------------------------- products */

/* The lower triangle of the n x n C from its upper one (conjugated for
 * HERK's Hermitian result, whose diagonal is made real: a GEMM's conj(a) a
 * may keep a rounding error's imaginary part where HERK gives 0): one
 * thread an element on or below the diagonal. */
template <typename T, bool CONJ> __global__ void
k_mirror (T *C, int64_t n)
{
  const int64_t i = blockIdx.x * (int64_t) blockDim.x + threadIdx.x;
  const int64_t j = blockIdx.y * (int64_t) blockDim.y + threadIdx.y;
  if (i < n && j < i)
    {
      T v = C[j + i * n];
      if (CONJ)
        v.y = -v.y;
      C[i + j * n] = v;
    }
  else if (CONJ && i < n && j == i)
    C[i + i * n].y = 0;
}

template <typename T> __global__ void
k_mirror_real (T *C, int64_t n)
{
  const int64_t i = blockIdx.x * (int64_t) blockDim.x + threadIdx.x;
  const int64_t j = blockIdx.y * (int64_t) blockDim.y + threadIdx.y;
  if (i < n && j < i)
    C[i + j * n] = C[j + i * n];
}

/* The lower triangle of a SYRK plan's C from its upper one (linalg.h). */
static cublasStatus_t
d_mirror (const ga_la_gemm *p, void *C)
{
  const char op = p->opa != 'N' ? p->opa : p->opb;
  const int herk = ga_la_cplx (p->t) && op == 'C';
  cudaStream_t st = (cudaStream_t) ga_dev_stream ();
  const dim3 blk (32, 8), grd ((unsigned) ((p->n + 31) / 32), (unsigned) ((p->n + 7) / 8));
  switch (p->t)
    {
    case GA_LA_S: k_mirror_real<<<grd, blk, 0, st>>> ((float *) C, p->n); break;
    case GA_LA_D: k_mirror_real<<<grd, blk, 0, st>>> ((double *) C, p->n); break;
    case GA_LA_C:
      if (herk)
        k_mirror<float2, true><<<grd, blk, 0, st>>> ((float2 *) C, p->n);
      else
        k_mirror<float2, false><<<grd, blk, 0, st>>> ((float2 *) C, p->n);
      break;
    default:
      if (herk)
        k_mirror<double2, true><<<grd, blk, 0, st>>> ((double2 *) C, p->n);
      else
        k_mirror<double2, false><<<grd, blk, 0, st>>> ((double2 *) C, p->n);
      break;
    }
  return cudaPeekAtLastError () == cudaSuccess ? CUBLAS_STATUS_SUCCESS
                                            : CUBLAS_STATUS_EXECUTION_FAILED;
}

/* SYRK (linalg.h): cuBLAS's syrk or herk into C's upper triangle, then
 * the mirror kernel; entered. */
static cublasStatus_t
d_syrk (const ga_la_gemm *p, const void *A, void *C)
{
  const cublasFillMode_t up = CUBLAS_FILL_MODE_UPPER;
  const char op = p->opa != 'N' ? p->opa : p->opb;
  const cublasOperation_t tr = op_of (p->opa != 'N' ? p->opa : 'N');
  const int herk = ga_la_cplx (p->t) && op == 'C';
  const float fa[2] = {(float) p->alpha[0], 0}, fb[2] = {(float) p->beta[0], 0};
  const double *da = p->alpha, *db = p->beta;
  cublasStatus_t s;
  switch (p->t)
    {
    case GA_LA_S:
      s = cublasSsyrk_64 (H.blas, up, tr, p->n, p->k, fa, (const float *) A, p->lda,
                          fb, (float *) C, p->ldc);
      break;
    case GA_LA_D:
      s = cublasDsyrk_64 (H.blas, up, tr, p->n, p->k, da, (const double *) A, p->lda,
                          db, (double *) C, p->ldc);
      break;
    case GA_LA_C:
      s = herk ? cublasCherk_64 (H.blas, up, tr, p->n, p->k, fa, (const cuComplex *) A,
                                 p->lda, fb, (cuComplex *) C, p->ldc)
               : cublasCsyrk_64 (H.blas, up, tr, p->n, p->k, (const cuComplex *) fa,
                                 (const cuComplex *) A, p->lda, (const cuComplex *) fb,
                                 (cuComplex *) C, p->ldc);
      break;
    default:
      s = herk ? cublasZherk_64 (H.blas, up, tr, p->n, p->k, da,
                                 (const cuDoubleComplex *) A, p->lda, db,
                                 (cuDoubleComplex *) C, p->ldc)
               : cublasZsyrk_64 (H.blas, up, tr, p->n, p->k, (const cuDoubleComplex *) da,
                                 (const cuDoubleComplex *) A, p->lda,
                                 (const cuDoubleComplex *) db, (cuDoubleComplex *) C,
                                 p->ldc);
      break;
    }
  return s == CUBLAS_STATUS_SUCCESS ? d_mirror (p, C) : s;
}

/* The library call of a plan without chunks: GEMV (M the matrix, x
 * the vector), GEMM, or strided-batched GEMM; entered. */
static cublasStatus_t
d_gemv_call (const ga_la_gemm *p, const void *M, const void *x, void *y)
{
  cublasStatus_t s;
  float fa[2] = {(float) p->alpha[0], (float) p->alpha[1]};
  float fb[2] = {(float) p->beta[0], (float) p->beta[1]};
  const double *da = p->alpha, *db = p->beta;
  const cublasOperation_t o = op_of (p->opa);
  switch (p->t)
    {
    case GA_LA_S:
      s = cublasSgemv_64 (H.blas, o, p->a_rows, p->a_cols, fa, (const float *) M,
                          p->lda, (const float *) x, 1, fb, (float *) y, 1);
      break;
    case GA_LA_D:
      s = cublasDgemv_64 (H.blas, o, p->a_rows, p->a_cols, da, (const double *) M,
                          p->lda, (const double *) x, 1, db, (double *) y, 1);
      break;
    case GA_LA_C:
      s = cublasCgemv_64 (H.blas, o, p->a_rows, p->a_cols, (const cuComplex *) fa,
                          (const cuComplex *) M, p->lda, (const cuComplex *) x, 1,
                          (const cuComplex *) fb, (cuComplex *) y, 1);
      break;
    default:
      s = cublasZgemv_64 (H.blas, o, p->a_rows, p->a_cols,
                          (const cuDoubleComplex *) da, (const cuDoubleComplex *) M,
                          p->lda, (const cuDoubleComplex *) x, 1,
                          (const cuDoubleComplex *) db, (cuDoubleComplex *) y, 1);
      break;
    }
  return s;
}

static cublasStatus_t
d_gemm_call (const ga_la_gemm *p, const void *A, const void *B, void *C)
{
  cublasStatus_t s;
  float fa[2] = {(float) p->alpha[0], (float) p->alpha[1]};
  float fb[2] = {(float) p->beta[0], (float) p->beta[1]};
  const double *da = p->alpha, *db = p->beta;
  const cublasOperation_t oa = op_of (p->opa), ob = op_of (p->opb);
  if (p->batch == 1)
    switch (p->t)
      {
      case GA_LA_S:
        s = cublasSgemm_64 (H.blas, oa, ob, p->m, p->n, p->k, fa, (const float *) A,
                            p->lda, (const float *) B, p->ldb, fb, (float *) C, p->ldc);
        break;
      case GA_LA_D:
        s = cublasDgemm_64 (H.blas, oa, ob, p->m, p->n, p->k, da, (const double *) A,
                            p->lda, (const double *) B, p->ldb, db, (double *) C, p->ldc);
        break;
      case GA_LA_C:
        s = cublasCgemm_64 (H.blas, oa, ob, p->m, p->n, p->k, (const cuComplex *) fa,
                            (const cuComplex *) A, p->lda, (const cuComplex *) B,
                            p->ldb, (const cuComplex *) fb, (cuComplex *) C, p->ldc);
        break;
      default:
        s = cublasZgemm_64 (H.blas, oa, ob, p->m, p->n, p->k,
                            (const cuDoubleComplex *) da, (const cuDoubleComplex *) A,
                            p->lda, (const cuDoubleComplex *) B, p->ldb,
                            (const cuDoubleComplex *) db, (cuDoubleComplex *) C, p->ldc);
        break;
      }
  else
    switch (p->t)
      {
      case GA_LA_S:
        s = cublasSgemmStridedBatched_64 (H.blas, oa, ob, p->m, p->n, p->k, fa,
              (const float *) A, p->lda, p->stride_a, (const float *) B, p->ldb,
              p->stride_b, fb, (float *) C, p->ldc, p->stride_c, p->batch);
        break;
      case GA_LA_D:
        s = cublasDgemmStridedBatched_64 (H.blas, oa, ob, p->m, p->n, p->k, da,
              (const double *) A, p->lda, p->stride_a, (const double *) B, p->ldb,
              p->stride_b, db, (double *) C, p->ldc, p->stride_c, p->batch);
        break;
      case GA_LA_C:
        s = cublasCgemmStridedBatched_64 (H.blas, oa, ob, p->m, p->n, p->k,
              (const cuComplex *) fa, (const cuComplex *) A, p->lda, p->stride_a,
              (const cuComplex *) B, p->ldb, p->stride_b, (const cuComplex *) fb,
              (cuComplex *) C, p->ldc, p->stride_c, p->batch);
        break;
      default:
        s = cublasZgemmStridedBatched_64 (H.blas, oa, ob, p->m, p->n, p->k,
              (const cuDoubleComplex *) da, (const cuDoubleComplex *) A, p->lda,
              p->stride_a, (const cuDoubleComplex *) B, p->ldb, p->stride_b,
              (const cuDoubleComplex *) db, (cuDoubleComplex *) C, p->ldc,
              p->stride_c, p->batch);
        break;
      }
  return s;
}

/* Device ones of type t, n of them at least, kept for the next call. */
static int
d_ones (ga_la_type t, int64_t n, void **p, ga_error *err)
{
  if (H.ones_n[t] < n)
    {
      const int64_t want = n > 1024 ? n : 1024;
      void *d = NULL;
      int rc = ga_dev_alloc ((size_t) want * ga_la_esize (t), &d, err);
      if (rc == 0)
        rc = ga_dev_fill (t == GA_LA_S || t == GA_LA_C ? GA_SINGLE : GA_DOUBLE,
                          ga_la_cplx (t), (size_t) want, 1.0, d, err);
      if (rc != 0)
        {
          ga_dev_free (d);
          return rc;
        }
      ga_dev_free (H.ones[t]);
      H.ones[t] = d;
      H.ones_n[t] = want;
    }
  *p = H.ones[t];
  return 0;
}

/* A split plan (linalg.h): the chunks' pages by one strided-batched GEMM
 * (and a GEMM for the steps left) into a workspace from the pool, then
 * C = pages * ones + beta C by GEMV; entered. */
static int
d_gemm_split (const ga_la_gemm *p, const void *A, const void *B, void *C,
              ga_error *err)
{
  const size_t es = ga_la_esize (p->t);
  const int64_t page = p->m * p->n;
  ga_la_split sp;
  ga_la_gemm q = *p, v;
  void *W = NULL, *ones = NULL;
  cublasStatus_t s;
  int rc;
  ga_la_split_shape (p, &sp);
  if ((rc = d_ones (p->t, sp.pages, &ones, err)) != 0
      || (rc = ga_dev_alloc ((size_t) (page * sp.pages) * es, &W, err)) != 0)
    return rc;
  q.split = 0;
  q.kind = GA_LA_GEMM;
  q.k = sp.kc;
  q.batch = p->split;
  q.stride_a = sp.sa;
  q.stride_b = sp.sb;
  q.ldc = p->m;
  q.stride_c = page;
  q.beta[0] = q.beta[1] = 0;
  s = d_gemm_call (&q, A, B, W);
  if (s == CUBLAS_STATUS_SUCCESS && sp.rest > 0)
    {
      q.k = sp.rest;
      q.batch = 1;
      s = d_gemm_call (&q, (const char *) A + (size_t) (p->split * sp.sa) * es,
                       (const char *) B + (size_t) (p->split * sp.sb) * es,
                       (char *) W + (size_t) (p->split * page) * es);
    }
  if (s == CUBLAS_STATUS_SUCCESS)
    {
      memset (&v, 0, sizeof v);
      v.kind = GA_LA_GEMV;
      v.t = p->t;
      v.opa = 'N';
      v.a_rows = page;
      v.a_cols = sp.pages;
      v.lda = page;
      v.alpha[0] = 1;
      v.beta[0] = p->beta[0];
      v.beta[1] = p->beta[1];
      s = d_gemv_call (&v, W, ones, C);
    }
  ga_dev_free (W);                  /* stream-ordered: after the GEMV */
  return s == CUBLAS_STATUS_SUCCESS ? 0 : blas_fail (s, "cuBLAS gemm", err);
}

static int
d_gemm (const ga_la_gemm *p, const void *A, const void *B, void *C,
        ga_error *err)
{
  const size_t es = ga_la_esize (p->t);
  cublasStatus_t s = CUBLAS_STATUS_SUCCESS;
  int prev, rc;
  if (p->m == 0 || p->n == 0)
    return 0;
  if (p->zero_fill)
    return d_zero (C, (size_t) (p->m * p->n * p->batch) * es, err);
  if ((rc = enter (&prev, err)) != 0)
    return rc;
  if (p->kind == GA_LA_SYRK && ! p->sym_gemm)
    s = d_syrk (p, A, C);
  else if (p->kind == GA_LA_GEMV)
    s = d_gemv_call (p, p->swap ? B : A, p->swap ? A : B, C);
  else if (p->split > 1)
    {
      rc = d_gemm_split (p, A, B, C, err);
      if (rc == 0 && p->kind == GA_LA_SYRK
          && (s = d_mirror (p, C)) != CUBLAS_STATUS_SUCCESS)
        rc = blas_fail (s, "cuBLAS gemm", err);
      ga_dev_leave (prev);
      return rc;
    }
  else
    s = d_gemm_call (p, A, B, C);
  if (s == CUBLAS_STATUS_SUCCESS && p->kind == GA_LA_SYRK && p->sym_gemm)
    s = d_mirror (p, C);              /* by GEMM: B is A */
  rc = s == CUBLAS_STATUS_SUCCESS ? 0 : blas_fail (s, "cuBLAS gemm", err);
  ga_dev_leave (prev);
  return rc;
}

static int
d_trsm (ga_la_type t, char uplo, char trans, char diag, int64_t m, int64_t n,
        const void *A, int64_t lda, void *B, int64_t ldb, ga_error *err)
{
  static const double one[2] = {1, 0};
  static const float fone[2] = {1, 0};
  const cublasSideMode_t side = CUBLAS_SIDE_LEFT;
  const cublasFillMode_t fm = fill_of (uplo);
  const cublasOperation_t o = op_of (trans);
  const cublasDiagType_t dg = diag == 'U' ? CUBLAS_DIAG_UNIT : CUBLAS_DIAG_NON_UNIT;
  cublasStatus_t s;
  int prev, rc;
  if (m == 0 || n == 0)
    return 0;
  if ((rc = enter (&prev, err)) != 0)
    return rc;
  switch (t)
    {
    case GA_LA_S:
      s = cublasStrsm_64 (H.blas, side, fm, o, dg, m, n, fone, (const float *) A,
                          lda, (float *) B, ldb);
      break;
    case GA_LA_D:
      s = cublasDtrsm_64 (H.blas, side, fm, o, dg, m, n, one, (const double *) A,
                          lda, (double *) B, ldb);
      break;
    case GA_LA_C:
      s = cublasCtrsm_64 (H.blas, side, fm, o, dg, m, n, (const cuComplex *) fone,
                          (const cuComplex *) A, lda, (cuComplex *) B, ldb);
      break;
    default:
      s = cublasZtrsm_64 (H.blas, side, fm, o, dg, m, n,
                          (const cuDoubleComplex *) one, (const cuDoubleComplex *) A,
                          lda, (cuDoubleComplex *) B, ldb);
      break;
    }
  rc = s == CUBLAS_STATUS_SUCCESS ? 0 : blas_fail (s, "cuBLAS trsm", err);
  ga_dev_leave (prev);
  return rc;
}

static int
d_trsv (ga_la_type t, char uplo, char trans, char diag, int64_t n,
        const void *A, int64_t lda, void *x, ga_error *err)
{
  const cublasFillMode_t fm = fill_of (uplo);
  const cublasOperation_t o = op_of (trans);
  const cublasDiagType_t dg = diag == 'U' ? CUBLAS_DIAG_UNIT : CUBLAS_DIAG_NON_UNIT;
  cublasStatus_t s;
  int prev, rc;
  if (n == 0)
    return 0;
  if ((rc = enter (&prev, err)) != 0)
    return rc;
  switch (t)
    {
    case GA_LA_S:
      s = cublasStrsv_64 (H.blas, fm, o, dg, n, (const float *) A, lda, (float *) x, 1);
      break;
    case GA_LA_D:
      s = cublasDtrsv_64 (H.blas, fm, o, dg, n, (const double *) A, lda, (double *) x, 1);
      break;
    case GA_LA_C:
      s = cublasCtrsv_64 (H.blas, fm, o, dg, n, (const cuComplex *) A, lda,
                          (cuComplex *) x, 1);
      break;
    default:
      s = cublasZtrsv_64 (H.blas, fm, o, dg, n, (const cuDoubleComplex *) A, lda,
                          (cuDoubleComplex *) x, 1);
      break;
    }
  rc = s == CUBLAS_STATUS_SUCCESS ? 0 : blas_fail (s, "cuBLAS trsv", err);
  ga_dev_leave (prev);
  return rc;
}

/* ------------------------------------------------------- cuSOLVER */

/* Device and host workspaces of a cuSOLVER call, and its info word.
 * The host workspace is kept from call to call (H.host, grown when a call
 * needs more, freed with the handles): a malloc a call gives fresh pages,
 * which the routine then faults in, where the C call reuses its buffer. */
typedef struct {
  void *dev, *host;
  size_t dev_bytes, host_bytes;
  int *info;
} work;

static int
work_get (work *w, ga_error *err)
{
  if (ga_dev_alloc (w->dev_bytes + 16, &w->dev, err) != 0
      || ga_dev_alloc (sizeof (int), (void **) &w->info, err) != 0)
    return -1;
  if (w->host_bytes > H.host_bytes)
    {
      free (H.host);
      H.host_bytes = 0;
      if (! (H.host = malloc (w->host_bytes)))
        {
          ga_set_error (err, "gpuaxis:out-of-memory", "out of host memory for "
                        "cuSOLVER's workspace");
          return -1;
        }
      H.host_bytes = w->host_bytes;
    }
  w->host = w->host_bytes ? H.host : NULL;
  return 0;
}

/* The info word read back (this waits), then the workspaces freed. */
static int
work_done (work *w, int64_t *info, int rc, ga_error *err)
{
  if (rc == 0 && info)
    {
      int v = 0;
      rc = ga_dev_download (&v, w->info, sizeof v, err);
      *info = v;
    }
  ga_dev_free (w->dev);
  ga_dev_free (w->info);
  return rc;
}

static int
d_getrf (ga_la_type t, int64_t m, int64_t n, void *A, int64_t lda,
         int64_t *ipiv, int64_t *info, ga_error *err)
{
  const cudaDataType dt = dtype_of (t);
  work w = {0};
  cusolverStatus_t s;
  int prev, rc;
  *info = 0;
  if (m == 0 || n == 0)
    return 0;
  if ((rc = enter (&prev, err)) != 0)
    return rc;
  s = cusolverDnXgetrf_bufferSize (H.solver, H.params, m, n, dt, A, lda, dt,
                                   &w.dev_bytes, &w.host_bytes);
  if (s != CUSOLVER_STATUS_SUCCESS)
    rc = solver_fail (s, "cuSOLVER getrf", err);
  else if ((rc = work_get (&w, err)) == 0)
    {
      s = cusolverDnXgetrf (H.solver, H.params, m, n, dt, A, lda, ipiv, dt, w.dev,
                            w.dev_bytes, w.host, w.host_bytes, w.info);
      if (s != CUSOLVER_STATUS_SUCCESS)
        rc = solver_fail (s, "cuSOLVER getrf", err);
    }
  rc = work_done (&w, info, rc, err);
  ga_dev_leave (prev);
  return rc;
}

static int
d_getrs (ga_la_type t, char trans, int64_t n, int64_t nrhs, const void *LU,
         int64_t lda, const int64_t *ipiv, void *B, int64_t ldb, ga_error *err)
{
  const cudaDataType dt = dtype_of (t);
  work w = {0};
  cusolverStatus_t s;
  int prev, rc;
  if (n == 0 || nrhs == 0)
    return 0;
  if (! ga_la_cplx (t) && trans == 'C')
    trans = 'T';
  if ((rc = enter (&prev, err)) != 0)
    return rc;
  if ((rc = work_get (&w, err)) == 0)
    {
      s = cusolverDnXgetrs (H.solver, H.params, op_of (trans), n, nrhs, dt, LU,
                            lda, ipiv, dt, B, ldb, w.info);
      if (s != CUSOLVER_STATUS_SUCCESS)
        rc = solver_fail (s, "cuSOLVER getrs", err);
    }
  rc = work_done (&w, NULL, rc, err);
  ga_dev_leave (prev);
  return rc;
}

static int
d_potrf (ga_la_type t, char uplo, int64_t n, void *A, int64_t lda,
         int64_t *info, ga_error *err)
{
  const cudaDataType dt = dtype_of (t);
  work w = {0};
  cusolverStatus_t s;
  int prev, rc;
  *info = 0;
  if (n == 0)
    return 0;
  if ((rc = enter (&prev, err)) != 0)
    return rc;
  s = cusolverDnXpotrf_bufferSize (H.solver, H.params, fill_of (uplo), n, dt, A,
                                   lda, dt, &w.dev_bytes, &w.host_bytes);
  if (s != CUSOLVER_STATUS_SUCCESS)
    rc = solver_fail (s, "cuSOLVER potrf", err);
  else if ((rc = work_get (&w, err)) == 0)
    {
      s = cusolverDnXpotrf (H.solver, H.params, fill_of (uplo), n, dt, A, lda, dt,
                            w.dev, w.dev_bytes, w.host, w.host_bytes, w.info);
      if (s != CUSOLVER_STATUS_SUCCESS)
        rc = solver_fail (s, "cuSOLVER potrf", err);
    }
  rc = work_done (&w, info, rc, err);
  ga_dev_leave (prev);
  return rc;
}

static int
d_potrs (ga_la_type t, char uplo, int64_t n, int64_t nrhs, const void *A,
         int64_t lda, void *B, int64_t ldb, ga_error *err)
{
  const cudaDataType dt = dtype_of (t);
  work w = {0};
  cusolverStatus_t s;
  int prev, rc;
  if (n == 0 || nrhs == 0)
    return 0;
  if ((rc = enter (&prev, err)) != 0)
    return rc;
  if ((rc = work_get (&w, err)) == 0)
    {
      s = cusolverDnXpotrs (H.solver, H.params, fill_of (uplo), n, nrhs, dt, A, lda,
                            dt, B, ldb, w.info);
      if (s != CUSOLVER_STATUS_SUCCESS)
        rc = solver_fail (s, "cuSOLVER potrs", err);
    }
  rc = work_done (&w, NULL, rc, err);
  ga_dev_leave (prev);
  return rc;
}

static int
d_geqrf (ga_la_type t, int64_t m, int64_t n, void *A, int64_t lda, void *tau,
         ga_error *err)
{
  const cudaDataType dt = dtype_of (t);
  work w = {0};
  cusolverStatus_t s;
  int prev, rc;
  if (m == 0 || n == 0)
    return 0;
  if ((rc = enter (&prev, err)) != 0)
    return rc;
  s = cusolverDnXgeqrf_bufferSize (H.solver, H.params, m, n, dt, A, lda, dt, tau,
                                   dt, &w.dev_bytes, &w.host_bytes);
  if (s != CUSOLVER_STATUS_SUCCESS)
    rc = solver_fail (s, "cuSOLVER geqrf", err);
  else if ((rc = work_get (&w, err)) == 0)
    {
      s = cusolverDnXgeqrf (H.solver, H.params, m, n, dt, A, lda, dt, tau, dt,
                            w.dev, w.dev_bytes, w.host, w.host_bytes, w.info);
      if (s != CUSOLVER_STATUS_SUCCESS)
        rc = solver_fail (s, "cuSOLVER geqrf", err);
    }
  rc = work_done (&w, NULL, rc, err);
  ga_dev_leave (prev);
  return rc;
}

/* ormqr/unmqr have no 64-bit interface: sizes past INT_MAX are refused. */
static int
d_ormqr (ga_la_type t, char trans, int64_t m, int64_t n, int64_t k,
         const void *A, int64_t lda, const void *tau, void *C, int64_t ldc,
         ga_error *err)
{
  const cublasSideMode_t side = CUBLAS_SIDE_LEFT;
  work w = {0};
  cusolverStatus_t s;
  int prev, rc, lw = 0;
  if (m == 0 || n == 0 || k == 0)
    return 0;
  if (m > INT_MAX || n > INT_MAX || lda > INT_MAX || ldc > INT_MAX)
    {
      ga_set_error (err, "gpuaxis:too-large", "cuSOLVER's ormqr takes at most "
                    "%d rows and columns", INT_MAX);
      return -1;
    }
  if (! ga_la_cplx (t) && trans == 'C')
    trans = 'T';
  if ((rc = enter (&prev, err)) != 0)
    return rc;
  const cublasOperation_t o = op_of (trans);
  const int im = (int) m, in = (int) n, ik = (int) k, ilda = (int) lda, ildc = (int) ldc;
  switch (t)
    {
    case GA_LA_S:
      s = cusolverDnSormqr_bufferSize (H.solver, side, o, im, in, ik, (const float *) A,
                                       ilda, (const float *) tau, (const float *) C,
                                       ildc, &lw);
      break;
    case GA_LA_D:
      s = cusolverDnDormqr_bufferSize (H.solver, side, o, im, in, ik, (const double *) A,
                                       ilda, (const double *) tau, (const double *) C,
                                       ildc, &lw);
      break;
    case GA_LA_C:
      s = cusolverDnCunmqr_bufferSize (H.solver, side, o, im, in, ik,
                                       (const cuComplex *) A, ilda,
                                       (const cuComplex *) tau, (const cuComplex *) C,
                                       ildc, &lw);
      break;
    default:
      s = cusolverDnZunmqr_bufferSize (H.solver, side, o, im, in, ik,
                                       (const cuDoubleComplex *) A, ilda,
                                       (const cuDoubleComplex *) tau,
                                       (const cuDoubleComplex *) C, ildc, &lw);
      break;
    }
  w.dev_bytes = (size_t) lw * ga_la_esize (t);
  if (s != CUSOLVER_STATUS_SUCCESS)
    rc = solver_fail (s, "cuSOLVER ormqr", err);
  else if ((rc = work_get (&w, err)) == 0)
    {
      switch (t)
        {
        case GA_LA_S:
          s = cusolverDnSormqr (H.solver, side, o, im, in, ik, (const float *) A, ilda,
                                (const float *) tau, (float *) C, ildc,
                                (float *) w.dev, lw, w.info);
          break;
        case GA_LA_D:
          s = cusolverDnDormqr (H.solver, side, o, im, in, ik, (const double *) A, ilda,
                                (const double *) tau, (double *) C, ildc,
                                (double *) w.dev, lw, w.info);
          break;
        case GA_LA_C:
          s = cusolverDnCunmqr (H.solver, side, o, im, in, ik, (const cuComplex *) A,
                                ilda, (const cuComplex *) tau, (cuComplex *) C, ildc,
                                (cuComplex *) w.dev, lw, w.info);
          break;
        default:
          s = cusolverDnZunmqr (H.solver, side, o, im, in, ik,
                                (const cuDoubleComplex *) A, ilda,
                                (const cuDoubleComplex *) tau, (cuDoubleComplex *) C,
                                ildc, (cuDoubleComplex *) w.dev, lw, w.info);
          break;
        }
      if (s != CUSOLVER_STATUS_SUCCESS)
        rc = solver_fail (s, "cuSOLVER ormqr", err);
    }
  rc = work_done (&w, NULL, rc, err);
  ga_dev_leave (prev);
  return rc;
}

/* cuSOLVER's gesvd needs m >= n: the caller hands the wide case
 * transposed (gateway_solve.c does, for both engines). */
static int
d_gesvd (ga_la_type t, char job, int64_t m, int64_t n, void *A, int64_t lda,
         void *S, void *U, int64_t ldu, void *VT, int64_t ldvt, int64_t *info,
         ga_error *err)
{
  const cudaDataType dt = dtype_of (t), rt = rtype_of (t);
  work w = {0};
  cusolverStatus_t s;
  int prev, rc;
  *info = 0;
  if (m == 0 || n == 0)
    return 0;
  if (m < n)
    {
      ga_set_error (err, "gpuaxis:internal", "cuSOLVER gesvd: m < n");
      return -1;
    }
  if ((rc = enter (&prev, err)) != 0)
    return rc;
  s = cusolverDnXgesvd_bufferSize (H.solver, H.params, (signed char) job,
                                   (signed char) job, m, n, dt, A, lda, rt, S, dt, U,
                                   ldu, dt, VT, ldvt, dt, &w.dev_bytes, &w.host_bytes);
  if (s != CUSOLVER_STATUS_SUCCESS)
    rc = solver_fail (s, "cuSOLVER gesvd", err);
  else if ((rc = work_get (&w, err)) == 0)
    {
      s = cusolverDnXgesvd (H.solver, H.params, (signed char) job, (signed char) job,
                            m, n, dt, A, lda, rt, S, dt, U, ldu, dt, VT, ldvt, dt,
                            w.dev, w.dev_bytes, w.host, w.host_bytes, w.info);
      if (s != CUSOLVER_STATUS_SUCCESS)
        rc = solver_fail (s, "cuSOLVER gesvd", err);
    }
  rc = work_done (&w, info, rc, err);
  ga_dev_leave (prev);
  return rc;
}

static int
d_syevd (ga_la_type t, char jobz, int64_t n, void *A, int64_t lda, void *W,
         int64_t *info, ga_error *err)
{
  const cudaDataType dt = dtype_of (t), rt = rtype_of (t);
  const cusolverEigMode_t mode = jobz == 'V' ? CUSOLVER_EIG_MODE_VECTOR
                                 : CUSOLVER_EIG_MODE_NOVECTOR;
  work w = {0};
  cusolverStatus_t s;
  int prev, rc;
  *info = 0;
  if (n == 0)
    return 0;
  if ((rc = enter (&prev, err)) != 0)
    return rc;
  s = cusolverDnXsyevd_bufferSize (H.solver, H.params, mode, CUBLAS_FILL_MODE_LOWER,
                                   n, dt, A, lda, rt, W, dt, &w.dev_bytes,
                                   &w.host_bytes);
  if (s != CUSOLVER_STATUS_SUCCESS)
    rc = solver_fail (s, "cuSOLVER syevd", err);
  else if ((rc = work_get (&w, err)) == 0)
    {
      s = cusolverDnXsyevd (H.solver, H.params, mode, CUBLAS_FILL_MODE_LOWER, n, dt,
                            A, lda, rt, W, dt, w.dev, w.dev_bytes, w.host,
                            w.host_bytes, w.info);
      if (s != CUSOLVER_STATUS_SUCCESS)
        rc = solver_fail (s, "cuSOLVER syevd", err);
    }
  rc = work_done (&w, info, rc, err);
  ga_dev_leave (prev);
  return rc;
}

/* W real-typed for real A (2n: WR then WI), as LAPACK's xGEEV hands
 * them on the CPU engine; cuSOLVER computes left vectors not at all
 * (jobvl NOVECTOR here). */
static int
d_geev (ga_la_type t, char jobvr, int64_t n, void *A, int64_t lda, void *W,
        void *VR, int64_t ldvr, int64_t *info, ga_error *err)
{
  const cudaDataType dt = dtype_of (t);
  const cusolverEigMode_t mode = jobvr == 'V' ? CUSOLVER_EIG_MODE_VECTOR
                                 : CUSOLVER_EIG_MODE_NOVECTOR;
  const int64_t ldv = ldvr ? ldvr : 1;
  work w = {0};
  cusolverStatus_t s;
  int prev, rc;
  *info = 0;
  if (n == 0)
    return 0;
  if ((rc = enter (&prev, err)) != 0)
    return rc;
  s = cusolverDnXgeev_bufferSize (H.solver, H.params, CUSOLVER_EIG_MODE_NOVECTOR,
                                  mode, n, dt, A, lda, dt, W, dt, NULL, ldv, dt, VR,
                                  ldv, dt, &w.dev_bytes, &w.host_bytes);
  if (s != CUSOLVER_STATUS_SUCCESS)
    rc = solver_fail (s, "cuSOLVER geev", err);
  else if ((rc = work_get (&w, err)) == 0)
    {
      s = cusolverDnXgeev (H.solver, H.params, CUSOLVER_EIG_MODE_NOVECTOR, mode,
                           n, dt, A, lda, dt, W, dt, NULL, ldv, dt, VR, ldv, dt,
                           w.dev, w.dev_bytes, w.host, w.host_bytes, w.info);
      if (s != CUSOLVER_STATUS_SUCCESS)
        rc = solver_fail (s, "cuSOLVER geev", err);
    }
  rc = work_done (&w, info, rc, err);
  ga_dev_leave (prev);
  return rc;
}

/* ------------------------------------------------- square_check */

/* linalg.h's square_check: a thread an element A(i, j), read down the
 * columns, beside its mirror A(j, i) (read across: a sector a value, the
 * L2 catches the neighbours); a warp's findings OR-ed across its lanes by
 * shuffles, its lane 0's atomicOr skipped when the flags already hold
 * them.  Not two __any_sync: ptxas 13.0.88 folds the two votes into one
 * predicate of the wrong polarity (PLOP3 LUT 0xf8 for 0xf1), so a warp
 * that found both a NaN and an asymmetry wrote nothing ([1 NaN; 3 4]
 * gave 2, not 3, on an H100, 2026-12-06; right with -Xptxas -O0;
 * bench/probes/square_check_probe.cu). */
template <typename T> __device__ inline int
sq_bits (T x, T y)
{
  return (isfinite (x) ? 0 : GA_LA_NONFINITE) | (x != y ? GA_LA_NONHERM : 0);
}
template <> __device__ inline int
sq_bits (float2 x, float2 y)
{
  return (isfinite (x.x) && isfinite (x.y) ? 0 : GA_LA_NONFINITE)
         | (x.x != y.x || x.y != -y.y ? GA_LA_NONHERM : 0);
}
template <> __device__ inline int
sq_bits (double2 x, double2 y)
{
  return (isfinite (x.x) && isfinite (x.y) ? 0 : GA_LA_NONFINITE)
         | (x.x != y.x || x.y != -y.y ? GA_LA_NONHERM : 0);
}

template <typename T> __global__ void
k_square_check (const T *A, int64_t n, int64_t lda, int *bits)
{
  const int64_t i = blockIdx.x * (int64_t) blockDim.x + threadIdx.x;
  const int64_t j = blockIdx.y * (int64_t) blockDim.y + threadIdx.y;
  int f = 0;
  if (i < n && j < n)
    f = sq_bits (A[i + j * lda], A[j + i * lda]);
  for (int o = 16; o > 0; o >>= 1)
    f |= __shfl_xor_sync (0xffffffffu, f, o);
  if (f && (threadIdx.x & 31) == 0 && (f & ~*(volatile int *) bits))
    atomicOr (bits, f);
}

static int
d_square_check (ga_la_type t, int64_t n, const void *A, int64_t lda, int *bits,
                ga_error *err)
{
  const int64_t gx = (n + 31) / 32, gy = (n + 7) / 8;
  cudaStream_t st;
  int prev, rc, got = 0;
  int *d = NULL;
  cudaError_t e;
  if (n == 0)
    return 0;
  if (gy > 65535)
    {
      ga_set_error (err, "gpuaxis:too-large", "a %lld x %lld matrix is too large "
                    "for the device's check", (long long) n, (long long) n);
      return -1;
    }
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  st = (cudaStream_t) ga_dev_stream ();
  if ((rc = ga_dev_alloc (sizeof (int), (void **) &d, err)) != 0)
    goto out;
  e = cudaMemsetAsync (d, 0, sizeof (int), st);
  if (e == cudaSuccess)
    {
      const dim3 blk (32, 8), grd ((unsigned) gx, (unsigned) gy);
      switch (t)
        {
        case GA_LA_S: k_square_check<<<grd, blk, 0, st>>> ((const float *) A, n, lda, d); break;
        case GA_LA_D: k_square_check<<<grd, blk, 0, st>>> ((const double *) A, n, lda, d); break;
        case GA_LA_C: k_square_check<<<grd, blk, 0, st>>> ((const float2 *) A, n, lda, d); break;
        default: k_square_check<<<grd, blk, 0, st>>> ((const double2 *) A, n, lda, d); break;
        }
      e = cudaPeekAtLastError ();
    }
  if (e != cudaSuccess)
    rc = ga_dev_error (err, (int) e, "the matrix check");
  else if ((rc = ga_dev_download (&got, d, sizeof got, err)) == 0)
    *bits |= got;
  ga_dev_free (d);
out:
  ga_dev_leave (prev);
  return rc;
}

static const ga_la_backend cuda_engine = {
  "cuBLAS/cuSOLVER", ga_dev_alloc, ga_dev_free, d_put, d_get, ga_dev_copy, d_zero,
  d_get_strided,
  d_gemm, d_getrf, d_getrs, d_potrf, d_potrs, d_trsm, d_trsv, d_geqrf, d_ormqr,
  d_gesvd, d_syevd, d_geev, d_square_check};

extern "C" const ga_la_backend *
ga_la_cuda (void)
{
  return ga_dev_count () > 0 ? &cuda_engine : NULL;
}
