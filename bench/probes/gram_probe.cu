/* gram_probe.cu: X' * X of a single X of k x n (n <= 64, k long): cuBLAS's
 * one SGEMM, cublasLt's heuristic algorithms, and a kernel that writes one
 * n x n product per chunk of k rows (a GEMV of ones then adds the pages).
 * CSV lines "what,n,k,param,ms,max_rel_diff".
 *
 *   nvcc -O3 -arch=sm_90 -o gram_probe gram_probe.cu -lcublasLt -lcublas
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <cublas_v2.h>
#include <cublasLt.h>
#include <math.h>
#include "../event_timing.cuh"

#define CB(x) do { cublasStatus_t s_ = (x); if (s_ != CUBLAS_STATUS_SUCCESS) { \
  fprintf (stderr, "%s: %d\n", #x, (int) s_); exit (1); } } while (0)

/* one block: rows [c * kc, min (k, (c + 1) * kc)) of X into page c of W */
template <int R>
__global__ void __launch_bounds__ (256)
k_gram (const float *__restrict__ X, long k, int n, long kc, float *__restrict__ W)
{
  __shared__ __align__ (16) float s[2][R][68];
  const int t = threadIdx.x, tx = t % 16, ty = t / 16, w = t / 32, lane = t % 32;
  const long r0 = (long) blockIdx.x * kc, r1 = min (k, r0 + kc);
  float acc[4][4] = {};
  float v[8];
  auto load = [&] (long base) {
#pragma unroll
    for (int q = 0; q < 8; q++)
      {
        const int u = q * 8 + w, r = (u % 4) * 8 + lane % 8, c = (u / 4) * 4 + lane / 8;
        const long row = base + r;
        v[q] = row < r1 && c < n ? __ldg (X + row + (long) c * k) : 0.f;
      }
  };
  auto store = [&] (int b) {
#pragma unroll
    for (int q = 0; q < 8; q++)
      {
        const int u = q * 8 + w, r = (u % 4) * 8 + lane % 8, c = (u / 4) * 4 + lane / 8;
        s[b][r][c] = v[q];
      }
  };
  int b = 0;
  load (r0);
  store (0);
  __syncthreads ();
  for (long base = r0; base < r1; base += R)
    {
      const int more = base + R < r1;
      if (more)
        load (base + R);
#pragma unroll 8
      for (int r = 0; r < R; r++)
        {
          const float4 a = *(const float4 *) &s[b][r][ty * 4];
          const float4 c = *(const float4 *) &s[b][r][tx * 4];
          const float av[4] = {a.x, a.y, a.z, a.w}, cv[4] = {c.x, c.y, c.z, c.w};
#pragma unroll
          for (int i = 0; i < 4; i++)
#pragma unroll
            for (int j = 0; j < 4; j++)
              acc[i][j] = fmaf (av[i], cv[j], acc[i][j]);
        }
      if (more)
        store (b ^ 1);
      __syncthreads ();
      b ^= 1;
    }
  float *P = W + (long) blockIdx.x * n * n;
#pragma unroll
  for (int i = 0; i < 4; i++)
#pragma unroll
    for (int j = 0; j < 4; j++)
      {
        const int ri = ty * 4 + i, cj = tx * 4 + j;
        if (ri < n && cj < n)
          P[ri + cj * n] = acc[i][j];
      }
}

/* 64 threads, each an 8 x 8 block of the page; tiles of R rows streamed
 * into shared memory by cp.async, STAGES deep */
template <int R, int STAGES, int MINB>
__global__ void __launch_bounds__ (64, MINB)
k_gram8 (const float *__restrict__ X, long k, int n, long kc, float *__restrict__ W)
{
  __shared__ __align__ (16) float s[STAGES][R][68];
  const int t = threadIdx.x, tx = t % 8, ty = t / 8, w = t / 32, lane = t % 32;
  const long r0 = (long) blockIdx.x * kc, r1 = min (k, r0 + kc);
  const int ntiles = (int) ((r1 - r0 + R - 1) / R);
  float acc[8][8] = {};
  auto fetch = [&] (int tile) {
    if (tile < ntiles)
      {
        const long base = r0 + (long) tile * R;
        const int b = tile % STAGES;
#pragma unroll
        for (int q = 0; q < R; q++)
          {
            const int u = q * 2 + w, r = (u % (R / 8)) * 8 + lane % 8, c = (u / (R / 8)) * 4 + lane / 8;
            const long row = base + r;
            float *d = &s[b][r][c];
            if (row < r1 && c < n)
              {
                const unsigned sa = (unsigned) __cvta_generic_to_shared (d);
                asm volatile ("cp.async.ca.shared.global [%0], [%1], 4;\n" :: "r" (sa),
                              "l" (X + row + (long) c * k));
              }
            else
              *d = 0.f;
          }
      }
    asm volatile ("cp.async.commit_group;\n" ::);
  };
#pragma unroll
  for (int i = 0; i < STAGES - 1; i++)
    fetch (i);
  for (int tile = 0; tile < ntiles; tile++)
    {
      asm volatile ("cp.async.wait_group %0;\n" :: "n" (STAGES - 2));
      __syncthreads ();
      fetch (tile + STAGES - 1);
      const int b = tile % STAGES;
#pragma unroll 4
      for (int r = 0; r < R; r++)
        {
          const float4 a0 = *(const float4 *) &s[b][r][ty * 8], a1 = *(const float4 *) &s[b][r][ty * 8 + 4];
          const float4 c0 = *(const float4 *) &s[b][r][tx * 8], c1 = *(const float4 *) &s[b][r][tx * 8 + 4];
          const float av[8] = {a0.x, a0.y, a0.z, a0.w, a1.x, a1.y, a1.z, a1.w};
          const float cv[8] = {c0.x, c0.y, c0.z, c0.w, c1.x, c1.y, c1.z, c1.w};
#pragma unroll
          for (int i = 0; i < 8; i++)
#pragma unroll
            for (int j = 0; j < 8; j++)
              acc[i][j] = fmaf (av[i], cv[j], acc[i][j]);
        }
    }
  float *P = W + (long) blockIdx.x * n * n;
#pragma unroll
  for (int i = 0; i < 8; i++)
#pragma unroll
    for (int j = 0; j < 8; j++)
      {
        const int ri = ty * 8 + i, cj = tx * 8 + j;
        if (ri < n && cj < n)
          P[ri + cj * n] = acc[i][j];
      }
}

int
main (void)
{
  cublasHandle_t h;
  cublasLtHandle_t lt;
  const float one = 1, zero = 0;
  CK (cudaStreamCreate (&st));
  CB (cublasCreate (&h));
  CB (cublasSetStream (h, st));
  CB (cublasSetMathMode (h, CUBLAS_DEFAULT_MATH));
  CB (cublasLtCreate (&lt));
  const long kmax = 2000000;
  std::vector<float> hx (kmax * 64);
  srand (1);
  for (auto &e : hx)
    e = (float) (rand () / (RAND_MAX + 1.0) - 0.5);
  float *X, *C, *C0, *W, *ones;
  void *lws;
  const size_t lwsb = 32 << 20;
  CK (cudaMalloc ((void **) &X, hx.size () * 4));
  CK (cudaMemcpy (X, hx.data (), hx.size () * 4, cudaMemcpyHostToDevice));
  CK (cudaMalloc ((void **) &C, 64 * 64 * 4));
  CK (cudaMalloc ((void **) &C0, 64 * 64 * 4));
  CK (cudaMalloc ((void **) &W, 4200L * 64 * 64 * 4));
  CK (cudaMalloc (&lws, lwsb));
  std::vector<float> o (4200, 1.f);
  CK (cudaMalloc ((void **) &ones, 4200 * 4));
  CK (cudaMemcpy (ones, o.data (), 4200 * 4, cudaMemcpyHostToDevice));
  printf ("what,n,k,param,ms,max_rel_diff\n");
  static const long ns[] = {16, 32, 64};
  static const long ks[] = {20000, 200000, 2000000};
  for (long n : ns)
    for (long k : ks)
      {
        if (k * n > kmax * 64)
          continue;
        std::vector<float> ref (n * n), got (n * n);
        auto diff = [&] () {
          CK (cudaStreamSynchronize (st));
          CK (cudaMemcpy (got.data (), C, n * n * 4, cudaMemcpyDeviceToHost));
          double d = 0, mx = 0;
          for (long i = 0; i < n * n; i++)
            {
              d = fmax (d, fabs ((double) got[i] - ref[i]));
              mx = fmax (mx, fabs ((double) ref[i]));
            }
          return d / mx;
        };
        printf ("sgemm,%ld,%ld,0,%.4f,0\n", n, k, 1e3 * med_s ([&] {
          CB (cublasSgemm_64 (h, CUBLAS_OP_T, CUBLAS_OP_N, n, n, k, &one, X, k, X, k, &zero, C, n)); }));
        CK (cudaStreamSynchronize (st));
        CK (cudaMemcpy (ref.data (), C, n * n * 4, cudaMemcpyDeviceToHost));
        /* cublasLt: its heuristic's first 16 algorithms */
        {
          cublasLtMatmulDesc_t md;
          cublasLtMatrixLayout_t la, lc;
          cublasLtMatmulPreference_t pr;
          cublasOperation_t tt = CUBLAS_OP_T, nn = CUBLAS_OP_N;
          cublasLtMatmulHeuristicResult_t res[16];
          int got_n = 0;
          CB (cublasLtMatmulDescCreate (&md, CUBLAS_COMPUTE_32F, CUDA_R_32F));
          CB (cublasLtMatmulDescSetAttribute (md, CUBLASLT_MATMUL_DESC_TRANSA, &tt, sizeof tt));
          CB (cublasLtMatmulDescSetAttribute (md, CUBLASLT_MATMUL_DESC_TRANSB, &nn, sizeof nn));
          CB (cublasLtMatrixLayoutCreate (&la, CUDA_R_32F, k, n, k));
          CB (cublasLtMatrixLayoutCreate (&lc, CUDA_R_32F, n, n, n));
          CB (cublasLtMatmulPreferenceCreate (&pr));
          CB (cublasLtMatmulPreferenceSetAttribute (pr, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                                                    &lwsb, sizeof lwsb));
          CB (cublasLtMatmulAlgoGetHeuristic (lt, md, la, la, lc, lc, pr, 16, res, &got_n));
          for (int i = 0; i < got_n; i++)
            {
              const double ms = 1e3 * med_s ([&] {
                CB (cublasLtMatmul (lt, md, &one, X, la, X, la, &zero, C, lc, C, lc,
                                    &res[i].algo, lws, lwsb, st)); });
              printf ("lt,%ld,%ld,%d,%.4f,%.3g\n", n, k, i, ms, diff ());
            }
          cublasLtMatmulPreferenceDestroy (pr);
          cublasLtMatrixLayoutDestroy (la);
          cublasLtMatrixLayoutDestroy (lc);
          cublasLtMatmulDescDestroy (md);
        }
        static const long ss[] = {132, 264, 528, 1056, 2112, 4200};
        for (long s : ss)
          {
            const long kc = ((k + s - 1) / s + 31) / 32 * 32, nb = (k + kc - 1) / kc;
            if (nb > 4200)
              continue;
            const double ms = 1e3 * med_s ([&] {
              k_gram<32><<<nb, 256, 0, st>>> (X, k, (int) n, kc, W);
              CB (cublasSgemv_64 (h, CUBLAS_OP_N, n * n, nb, &one, W, n * n, ones, 1, &zero, C, 1)); });
            const double d = diff ();
            printf ("kernel_gemv,%ld,%ld,%ld,%.4f,%.3g\n", n, k, nb, ms, d);
            printf ("kernel_only,%ld,%ld,%ld,%.4f,0\n", n, k, nb, 1e3 * med_s ([&] {
              k_gram<32><<<nb, 256, 0, st>>> (X, k, (int) n, kc, W); }));
          }
        for (long s : ss)
          {
            const long kc = ((k + s - 1) / s + 31) / 32 * 32, nb = (k + kc - 1) / kc;
            if (nb > 4200)
              continue;
            auto run8 = [&] (int stages) {
              if (stages == 3)
                k_gram8<32, 3, 1><<<nb, 64, 0, st>>> (X, k, (int) n, kc, W);
              else if (stages == 4)
                k_gram8<32, 4, 1><<<nb, 64, 0, st>>> (X, k, (int) n, kc, W);
              else
                k_gram8<32, 3, 8><<<nb, 64, 0, st>>> (X, k, (int) n, kc, W);
            };
            for (int stages = 3; stages <= 5; stages++)
              {
                const double ms = 1e3 * med_s ([&] {
                  run8 (stages);
                  CB (cublasSgemv_64 (h, CUBLAS_OP_N, n * n, nb, &one, W, n * n, ones, 1, &zero, C, 1)); });
                const double d = diff ();
                printf ("kernel8_%d_gemv,%ld,%ld,%ld,%.4f,%.3g\n", stages, n, k, nb, ms, d);
                printf ("kernel8_%d_only,%ld,%ld,%ld,%.4f,0\n", stages, n, k, nb, 1e3 * med_s ([&] { run8 (stages); }));
              }
          }
      }
  CK (cudaGetLastError ());
  return 0;
}
