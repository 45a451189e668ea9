/* fft_strided_probe.cu: an FFT along dim 2 of a column-major complex
 * single S x N array (the transform's elements S apart, the transforms
 * adjacent) by the package's one-pass kernel
 * (src/engine/cuda/kernels/fft_stockham.cuh: W adjacent transforms a
 * block read straight into registers, radix-P Stockham stages through
 * shared memory, the last stage written to the input's places; one read
 * and one write of the array), beside cuFFT's plans for the same layout:
 * strided in and out, and strided in with the transform contiguous out
 * (torch's layout) alone and followed by a transpose back (the package's
 * "strided-in" route).  Prints, per S x N, W and P, the median of 5 timed
 * calls, the kernel's rate, and its error against cuFFT's result
 * (max |ours - cuFFT| / max |cuFFT|, forward and inverse).
 *
 *   nvcc -O3 -std=c++17 -gencode arch=compute_90,code=sm_90 -o fft_strided_probe fft_strided_probe.cu -lcufft
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <algorithm>
#include <functional>
#include <cuda_runtime.h>
#include <cufft.h>
#include "../event_timing.cuh"
#include "../../src/engine/cuda/kernels/fft_stockham.cuh"

#define CF(x) do { cufftResult r_ = (x); if (r_ != CUFFT_SUCCESS) { \
  fprintf (stderr, "%s:%d %s: cufft %d\n", __FILE__, __LINE__, #x, (int) r_); exit (1); } } while (0)

static double
med_ms (const std::function<void ()> &f)
{
  return med_s (f) * 1e3;
}

/* max |a - b| / max |b| over n complex values */
static double
rel_err (const float2 *da, const float2 *db, size_t n)
{
  std::vector<float2> a (n), b (n);
  CK (cudaMemcpy (a.data (), da, n * sizeof (float2), cudaMemcpyDeviceToHost));
  CK (cudaMemcpy (b.data (), db, n * sizeof (float2), cudaMemcpyDeviceToHost));
  double e = 0, m = 0;
  for (size_t i = 0; i < n; i++)
    {
      e = std::max (e, (double) std::hypot (a[i].x - b[i].x, a[i].y - b[i].y));
      m = std::max (m, (double) std::hypot (b[i].x, b[i].y));
    }
  return m > 0 ? e / m : e;
}

__global__ void
transpose_back (const float2 *__restrict__ in, float2 *__restrict__ out, size_t S, size_t N)
{
  /* in: N x S (the transform contiguous), out: S x N */
  __shared__ float2 t[32][33];
  size_t c0 = blockIdx.x * 32, r0 = blockIdx.y * 32;
  for (int k = threadIdx.y; k < 32; k += 8)
    t[k][threadIdx.x] = in[(r0 + k) * N + c0 + threadIdx.x];
  __syncthreads ();
  for (int k = threadIdx.y; k < 32; k += 8)
    out[(c0 + k) * S + r0 + threadIdx.x] = t[threadIdx.x][k];
}

template <int N, class E, int P = 16> static void
row (size_t S, float2 *x, float2 *y, float2 *ref, float2 *scratch, const float2 *tw)
{
  constexpr int W = sizeof (E) / sizeof (float2);
  const size_t shb = (size_t) (N + N / 16) * sizeof (E);
  CK (cudaFuncSetAttribute (k_one_pass<N, false, E, P>, cudaFuncAttributeMaxDynamicSharedMemorySize, (int) shb));
  CK (cudaFuncSetAttribute (k_one_pass<N, true, E, P>, cudaFuncAttributeMaxDynamicSharedMemorySize, (int) shb));
  auto ours = [&] (bool inv) {
    if (inv)
      k_one_pass<N, true, E, P><<<S / W, N / P, shb, st>>> ((const E *) x, (E *) y, S / W, 0, 0, tw);
    else
      k_one_pass<N, false, E, P><<<S / W, N / P, shb, st>>> ((const E *) x, (E *) y, S / W, 0, 0, tw);
  };
  /* cuFFT: strided in and out (one plan) */
  cufftHandle p1, p2;
  long long n = N, inembed = N, onembed = N;
  size_t ws;
  CF (cufftCreate (&p1));
  CF (cufftMakePlanMany64 (p1, 1, &n, &inembed, S, 1, &onembed, S, 1, CUFFT_C2C, S, &ws));
  CF (cufftSetStream (p1, st));
  /* cuFFT: strided in, contiguous out (torch's), then our transpose back */
  CF (cufftCreate (&p2));
  CF (cufftMakePlanMany64 (p2, 1, &n, &inembed, S, 1, &onembed, 1, N, CUFFT_C2C, S, &ws));
  CF (cufftSetStream (p2, st));
  const size_t tot = S * (size_t) N;
  double e_f, e_i;
  ours (false);
  CF (cufftExecC2C (p1, (cufftComplex *) x, (cufftComplex *) ref, CUFFT_FORWARD));
  CK (cudaStreamSynchronize (st));
  CK (cudaGetLastError ());
  e_f = rel_err (y, ref, tot);
  ours (true);
  CF (cufftExecC2C (p1, (cufftComplex *) x, (cufftComplex *) ref, CUFFT_INVERSE));
  CK (cudaStreamSynchronize (st));
  e_i = rel_err (y, ref, tot);
  double t_ours = med_ms ([&] { ours (false); });
  double t_p1 = med_ms ([&] { CF (cufftExecC2C (p1, (cufftComplex *) x, (cufftComplex *) ref, CUFFT_FORWARD)); });
  double t_p2 = med_ms ([&] { CF (cufftExecC2C (p2, (cufftComplex *) x, (cufftComplex *) scratch, CUFFT_FORWARD)); });
  dim3 tb (32, 8), tg (N / 32, S / 32);
  double t_p2t = med_ms ([&] {
    CF (cufftExecC2C (p2, (cufftComplex *) x, (cufftComplex *) scratch, CUFFT_FORWARD));
    transpose_back<<<tg, tb, 0, st>>> (scratch, ref, S, N); });
  double t_copy = med_ms ([&] { CK (cudaMemcpyAsync (ref, x, tot * sizeof (float2), cudaMemcpyDeviceToDevice, st)); });
  printf ("| %zux%d | %d/%d | %.3f | %.3f | %.3f | %.3f | %.3f | %.1f | %.1e | %.1e |\n", S, N, W, P,
          t_ours, t_p1, t_p2t, t_p2, t_copy, 2.0 * tot * sizeof (float2) / t_ours * 1e-6, e_f, e_i);
  cufftDestroy (p1);
  cufftDestroy (p2);
}

int
main ()
{
  const size_t tot = (size_t) 8192 * 8192;
  float2 *x, *y, *ref, *scratch, *tw;
  CK (cudaStreamCreate (&st));
  CK (cudaMalloc (&x, tot * sizeof (float2)));
  CK (cudaMalloc (&y, tot * sizeof (float2)));
  CK (cudaMalloc (&ref, tot * sizeof (float2)));
  CK (cudaMalloc (&scratch, tot * sizeof (float2)));
  CK (cudaMalloc (&tw, 16384 * sizeof (float2)));
  {
    std::vector<float2> h (tot);
    srand (1);
    for (size_t i = 0; i < tot; i++)
      h[i] = make_float2 (rand () / (float) RAND_MAX, rand () / (float) RAND_MAX);
    CK (cudaMemcpy (x, h.data (), tot * sizeof (float2), cudaMemcpyHostToDevice));
  }
  auto twiddles = [&] (int N) {
    std::vector<float2> h (N);
    for (int k = 0; k < N; k++)
      h[k] = make_float2 ((float) cos (2 * M_PI * k / N), (float) -sin (2 * M_PI * k / N));
    CK (cudaMemcpy (tw, h.data (), N * sizeof (float2), cudaMemcpyHostToDevice));
  };
  printf ("| S x N | W/values a thread | ours ms | cuFFT strided in/out ms | cuFFT strided-in + transpose ms | cuFFT strided-in alone ms | copy ms | ours GB/s | err fwd | err inv |\n");
  printf ("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
  twiddles (8192);
  row<8192, float4> (8192, x, y, ref, scratch, tw);
  row<8192, float2> (8192, x, y, ref, scratch, tw);
  row<8192, float4, 8> (8192, x, y, ref, scratch, tw);
  row<8192, float2, 8> (8192, x, y, ref, scratch, tw);
  twiddles (4096);
  row<4096, float4> (16384, x, y, ref, scratch, tw);
  row<4096, float2> (16384, x, y, ref, scratch, tw);
  twiddles (2048);
  row<2048, float4> (32768, x, y, ref, scratch, tw);
  row<2048, float2> (32768, x, y, ref, scratch, tw);
  twiddles (1024);
  row<1024, float4> (65536, x, y, ref, scratch, tw);
  row<1024, float2> (65536, x, y, ref, scratch, tw);
  twiddles (256);
  row<256, float4> (262144, x, y, ref, scratch, tw);
  twiddles (16384);
  row<16384, float2> (4096, x, y, ref, scratch, tw);
  return 0;
}
