/* linalg_cublas.cu: the cuBLAS and cuSOLVER calls bench_linalg.m times
 * through gpuaxis, timed here in C on the same sizes (CUDA events, median
 * of 5 after a warm-up; the math mode CUBLAS_DEFAULT_MATH: no TF32), so
 * the table can say what the package's own work costs.  Prints CSV
 * lines "name,seconds" (the names of bench_linalg.m's rows).
 *
 *   make -C bench linalg_cublas && bench/build/linalg_cublas [--quick]
 *
 * --quick divides the sizes as bench_linalg.m's quick mode does.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <cusolverDn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <algorithm>
#include <functional>
#include <vector>
#include "event_timing.cuh"

#define CB(x) do { cublasStatus_t s_ = (x); if (s_ != CUBLAS_STATUS_SUCCESS) { \
  fprintf (stderr, "%s: %d\n", #x, (int) s_); exit (1); } } while (0)
#define CS(x) do { cusolverStatus_t s_ = (x); if (s_ != CUSOLVER_STATUS_SUCCESS) { \
  fprintf (stderr, "%s: %d\n", #x, (int) s_); exit (1); } } while (0)

template <typename T> static T *
fill (size_t n, unsigned seed, double diag = 0, size_t ld = 0)
{
  std::vector<T> h (n);
  srand (seed);
  /* Two draws: every bit of a double's mantissa, as Octave's rand and
     torch.rand fill it.  One draw's 31 bits left the low 22 zero, and
     DGEMM 8192 ran 10% faster on them than on full ones (16.9-17.2 ms
     against 19.1 on an H100, 2026-12-06; fewer toggling bits draw less
     power under the clock's cap, a likely cause not measured). */
  const double r = RAND_MAX + 1.0;
  for (size_t i = 0; i < n; i++)
    h[i] = (T) ((rand () + rand () / r) / r);
  if (diag != 0)
    for (size_t i = 0; i < ld; i++)
      h[i * ld + i] += (T) diag;
  T *d;
  CK (cudaMalloc ((void **) &d, n * sizeof (T)));
  CK (cudaMemcpy (d, h.data (), n * sizeof (T), cudaMemcpyHostToDevice));
  return d;
}

int
main (int argc, char **argv)
{
  const int quick = argc > 1 && ! strcmp (argv[1], "--quick");
  const int s = quick ? 32 : 1, sx = quick ? 256 : 1;
  const long n8 = 8192 / s, n4 = 4096 / s, n2 = 2048 / s;
  const long gm = (long) (50000.0 / s + 0.5), gn = (long) (5000.0 / s + 0.5);
  const long xr = (long) (200000.0 / sx + 0.5);
  cublasHandle_t h;
  cusolverDnHandle_t sh;
  cusolverDnParams_t prm;
  const double one = 1, zero = 0;
  const float fone = 1, fzero = 0;
  const cuDoubleComplex zone = {1, 0}, zzero = {0, 0};
  CK (cudaStreamCreate (&st));
  CB (cublasCreate (&h));
  CB (cublasSetStream (h, st));
  CB (cublasSetMathMode (h, CUBLAS_DEFAULT_MATH));
  CS (cusolverDnCreate (&sh));
  CS (cusolverDnSetStream (sh, st));
  CS (cusolverDnCreateParams (&prm));

  double *A = fill<double> (n8 * n8, 1), *B = fill<double> (n8 * n8, 2),
         *C = fill<double> (n8 * n8, 3);
  printf ("dgemm,%.6g\n", med_s ([&] { cublasDgemm (h, CUBLAS_OP_N, CUBLAS_OP_N, n8, n8, n8,
                                                    &one, A, n8, B, n8, &zero, C, n8); }));
  /* the 64-bit interface the package calls (cublas*_64), the same sizes */
  printf ("dgemm_api64,%.6g\n", med_s ([&] { cublasDgemm_64 (h, CUBLAS_OP_N, CUBLAS_OP_N, n8, n8, n8,
                                                           &one, A, n8, B, n8, &zero, C, n8); }));
  printf ("dgemm_tn,%.6g\n", med_s ([&] { cublasDgemm (h, CUBLAS_OP_T, CUBLAS_OP_N, n8, n8, n8,
                                                       &one, A, n8, B, n8, &zero, C, n8); }));
  {
    float *As = fill<float> (n8 * n8, 4), *Bs = fill<float> (n8 * n8, 5), *Cs = fill<float> (n8 * n8, 6);
    printf ("sgemm,%.6g\n", med_s ([&] { cublasSgemm (h, CUBLAS_OP_N, CUBLAS_OP_N, n8, n8, n8,
                                                      &fone, As, n8, Bs, n8, &fzero, Cs, n8); }));
    printf ("sgemm_api64,%.6g\n", med_s ([&] { cublasSgemm_64 (h, CUBLAS_OP_N, CUBLAS_OP_N, n8, n8, n8,
                                                             &fone, As, n8, Bs, n8, &fzero, Cs, n8); }));
    cudaFree (As); cudaFree (Bs); cudaFree (Cs);
  }
  {
    cuDoubleComplex *Z = (cuDoubleComplex *) fill<double> (2 * n4 * n4, 7),
                    *W = (cuDoubleComplex *) fill<double> (2 * n4 * n4, 8),
                    *Y = (cuDoubleComplex *) fill<double> (2 * n4 * n4, 9);
    printf ("zgemm,%.6g\n", med_s ([&] { cublasZgemm (h, CUBLAS_OP_N, CUBLAS_OP_N, n4, n4, n4,
                                                      &zone, Z, n4, W, n4, &zzero, Y, n4); }));
    cudaFree (Z); cudaFree (W); cudaFree (Y);
  }
  {
    double *M = fill<double> (gm * gn, 10), *v = fill<double> (gn, 11), *y = fill<double> (gm, 12);
    printf ("dgemv,%.6g\n", med_s ([&] { cublasDgemv (h, CUBLAS_OP_N, gm, gn, &one, M, gm, v, 1,
                                                      &zero, y, 1); }));
    printf ("dgemv_api64,%.6g\n", med_s ([&] { cublasDgemv_64 (h, CUBLAS_OP_N, gm, gn, &one, M, gm, v, 1,
                                                             &zero, y, 1); }));
    cudaFree (M); cudaFree (v); cudaFree (y);
  }
  {
    /* X' * X as the package computes it (linalg_plan.c): 250 chunks of
       the rows by one strided-batched SGEMM (the rows left by one SGEMM),
       the pages added by SGEMV; and as one SGEMM (xtx_one_gemm) */
    long ch = xr >= 131072 ? 256 : 0;
    for (long d = ch; d >= ch / 2 && ch; d--)  /* near_divisor */
      if (xr % d == 0)
        {
          ch = d;
          break;
        }
    const long kc = ch ? xr / ch : 0, rest = xr - ch * kc;
    float *X = fill<float> (xr * 64, 13), *G = fill<float> (64 * 64, 14),
          *P = fill<float> ((ch + 1) * 64 * 64, 15), *ones;
    std::vector<float> o (ch + 1, 1.f);
    CK (cudaMalloc ((void **) &ones, (ch + 1) * sizeof (float)));
    CK (cudaMemcpy (ones, o.data (), (ch + 1) * sizeof (float), cudaMemcpyHostToDevice));
    auto chunks = [&] (bool api64) {
      if (! ch)
        {
          cublasSgemm_64 (h, CUBLAS_OP_T, CUBLAS_OP_N, 64, 64, xr, &fone, X, xr, X, xr, &fzero, G, 64);
          return;
        }
      if (api64)
        cublasSgemmStridedBatched_64 (h, CUBLAS_OP_T, CUBLAS_OP_N, 64, 64, kc, &fone, X, xr, kc,
                                      X, xr, kc, &fzero, P, 64, 64 * 64, ch);
      else
        cublasSgemmStridedBatched (h, CUBLAS_OP_T, CUBLAS_OP_N, 64, 64, kc, &fone, X, xr, kc,
                                   X, xr, kc, &fzero, P, 64, 64 * 64, ch);
      if (rest)
        cublasSgemm_64 (h, CUBLAS_OP_T, CUBLAS_OP_N, 64, 64, rest, &fone, X + ch * kc, xr,
                        X + ch * kc, xr, &fzero, P + ch * 64 * 64, 64);
      cublasSgemv_64 (h, CUBLAS_OP_N, 64 * 64, ch + (rest > 0), &fone, P, 64 * 64, ones, 1,
                      &fzero, G, 1);
    };
    const double t = med_s ([&] { chunks (false); });
    printf ("xtx,%.6g\nxtx_opflag,%.6g\nxtx_made,%.6g\n", t, t, t);
    printf ("xtx_api64,%.6g\n", med_s ([&] { chunks (true); }));
    printf ("xtx_one_gemm,%.6g\n", med_s ([&] { cublasSgemm (h, CUBLAS_OP_T, CUBLAS_OP_N, 64, 64, xr,
                                                           &fone, X, xr, X, xr, &fzero, G, 64); }));
    cudaFree (X); cudaFree (G); cudaFree (P); cudaFree (ones);
  }
  {
    /* A \ b: getrf + getrs (the package adds its rcond estimate) */
    double *Ad = fill<double> (n8 * n8, 15, (double) n8, n8), *LU, *b, *X;
    int64_t *piv;
    int *info;
    size_t dws = 0, hws = 0;
    void *dw, *hw;
    CK (cudaMalloc ((void **) &LU, n8 * n8 * 8));
    CK (cudaMalloc ((void **) &b, n8 * 8));
    CK (cudaMalloc ((void **) &X, n8 * n8 * 8));
    CK (cudaMalloc ((void **) &piv, n8 * 8));
    CK (cudaMalloc ((void **) &info, sizeof (int)));
    CS (cusolverDnXgetrf_bufferSize (sh, prm, n8, n8, CUDA_R_64F, Ad, n8, CUDA_R_64F, &dws, &hws));
    CK (cudaMalloc (&dw, dws + 16));
    hw = malloc (hws + 16);
    auto factor = [&] {
      cudaMemcpyAsync (LU, Ad, n8 * n8 * 8, cudaMemcpyDeviceToDevice, st);
      cusolverDnXgetrf (sh, prm, n8, n8, CUDA_R_64F, LU, n8, piv, CUDA_R_64F, dw, dws, hw, hws, info);
    };
    printf ("solve,%.6g\n", med_s ([&] {
      factor ();
      cudaMemsetAsync (b, 0, n8 * 8, st);
      cusolverDnXgetrs (sh, prm, CUBLAS_OP_N, n8, 1, CUDA_R_64F, LU, n8, piv, CUDA_R_64F, b, n8, info);
    }));
    /* one solve of a factored LU with one right-hand side: what each of
       the rcond estimate's solves costs (getrs, then the same two
       triangles by trsv); rows no table names, read from the CSV */
    factor ();
    printf ("getrs_one_rhs,%.6g\n", med_s ([&] {
      cusolverDnXgetrs (sh, prm, CUBLAS_OP_N, n8, 1, CUDA_R_64F, LU, n8, piv, CUDA_R_64F, b, n8, info);
    }));
    printf ("trsv_pair,%.6g\n", med_s ([&] {
      cublasDtrsv (h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, n8, LU, n8, b, 1);
      cublasDtrsv (h, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, n8, LU, n8, b, 1);
    }));
    printf ("inv,%.6g\n", med_s ([&] {
      factor ();
      cudaMemsetAsync (X, 0, n8 * n8 * 8, st);
      cusolverDnXgetrs (sh, prm, CUBLAS_OP_N, n8, n8, CUDA_R_64F, LU, n8, piv, CUDA_R_64F, X, n8, info);
    }));
    cudaFree (Ad); cudaFree (LU); cudaFree (b); cudaFree (X); cudaFree (piv); cudaFree (dw);
    free (hw);
    /* svd values and symmetric eigenvalues of n2 */
    double *R = fill<double> (n2 * n2, 16), *Rw, *S;
    CK (cudaMalloc ((void **) &Rw, n2 * n2 * 8));
    CK (cudaMalloc ((void **) &S, n2 * 8));
    CS (cusolverDnXgesvd_bufferSize (sh, prm, 'N', 'N', n2, n2, CUDA_R_64F, Rw, n2, CUDA_R_64F, S,
                                     CUDA_R_64F, NULL, 1, CUDA_R_64F, NULL, 1, CUDA_R_64F, &dws, &hws));
    CK (cudaMalloc (&dw, dws + 16));
    hw = malloc (hws + 16);
    printf ("svd,%.6g\n", med_s ([&] {
      cudaMemcpyAsync (Rw, R, n2 * n2 * 8, cudaMemcpyDeviceToDevice, st);
      cusolverDnXgesvd (sh, prm, 'N', 'N', n2, n2, CUDA_R_64F, Rw, n2, CUDA_R_64F, S, CUDA_R_64F,
                        NULL, 1, CUDA_R_64F, NULL, 1, CUDA_R_64F, dw, dws, hw, hws, info);
    }));
    cudaFree (dw);
    free (hw);
    CS (cusolverDnXsyevd_bufferSize (sh, prm, CUSOLVER_EIG_MODE_NOVECTOR, CUBLAS_FILL_MODE_LOWER,
                                     n2, CUDA_R_64F, Rw, n2, CUDA_R_64F, S, CUDA_R_64F, &dws, &hws));
    CK (cudaMalloc (&dw, dws + 16));
    hw = malloc (hws + 16);
    printf ("eig,%.6g\n", med_s ([&] {
      cudaMemcpyAsync (Rw, R, n2 * n2 * 8, cudaMemcpyDeviceToDevice, st);
      cusolverDnXsyevd (sh, prm, CUSOLVER_EIG_MODE_NOVECTOR, CUBLAS_FILL_MODE_LOWER, n2, CUDA_R_64F,
                        Rw, n2, CUDA_R_64F, S, CUDA_R_64F, dw, dws, hw, hws, info);
    }));
    cudaFree (dw);
    free (hw);
    /* general eigenvalues of n2 (geev, values only; W as WR then WI) */
    double *Wg;
    CK (cudaMalloc ((void **) &Wg, 2 * n2 * 8));
    CS (cusolverDnXgeev_bufferSize (sh, prm, CUSOLVER_EIG_MODE_NOVECTOR, CUSOLVER_EIG_MODE_NOVECTOR,
                                    n2, CUDA_R_64F, Rw, n2, CUDA_R_64F, Wg, CUDA_R_64F, NULL, n2,
                                    CUDA_R_64F, NULL, n2, CUDA_R_64F, &dws, &hws));
    CK (cudaMalloc (&dw, dws + 16));
    hw = malloc (hws + 16);
    printf ("eig_general,%.6g\n", med_s ([&] {
      cudaMemcpyAsync (Rw, R, n2 * n2 * 8, cudaMemcpyDeviceToDevice, st);
      cusolverDnXgeev (sh, prm, CUSOLVER_EIG_MODE_NOVECTOR, CUSOLVER_EIG_MODE_NOVECTOR, n2,
                       CUDA_R_64F, Rw, n2, CUDA_R_64F, Wg, CUDA_R_64F, NULL, n2, CUDA_R_64F,
                       NULL, n2, CUDA_R_64F, dw, dws, hw, hws, info);
    }));
    cudaFree (dw); cudaFree (Wg); cudaFree (R); cudaFree (Rw); cudaFree (S); cudaFree (info);
    free (hw);
  }
  cudaFree (A); cudaFree (B); cudaFree (C);
  cusolverDnDestroyParams (prm);
  cusolverDnDestroy (sh);
  cublasDestroy (h);
  return 0;
}
