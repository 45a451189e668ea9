/* square_check_probe.cu: which form of linalg_cuda.cu's square_check
 * kernel sees a NaN (the bits: 1 an Inf or NaN, 2 an element off its
 * mirror).  Each row runs one form on [1 NaN; 3 4], [1 3; 3 4],
 * [1 2; 3 4], [1 3; NaN 4], [1 Inf; Inf 4] (want 3 0 2 3 1) and on 2048
 * symmetric, with a NaN, and general (want 0 3 2, with the least of 5
 * times in ms).  On an H100, 2026-12-06, with ptxas 13.0.88: the two
 * __any_sync forms (0, 4) gave 2 0 2 2 1 and 0 2 2, every other form the
 * wanted bits, and all of them with -Xptxas -O0.  cuobjdump -sass shows
 * why: the two votes and `f && lane == 0` folded into one PLOP3 whose LUT
 * (0xf8) takes both votes' polarity backwards, so a warp that found both
 * a NaN and an asymmetry exits without its atomicOr.  The package ORs a
 * warp's findings by shuffles (form 7).
 *
 *   nvcc -O3 -gencode arch=compute_90,code=sm_90 -o square_check_probe square_check_probe.cu
 *
 * (and with -Xptxas -O0 or -O1: whether ptxas's optimisation is the cause)
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <cstdio>
#include <cmath>
#include <cstdlib>
#include <cstdint>
#include <cuda_runtime.h>
enum { NF = 1, NH = 2 };
template <typename T> __device__ inline int
bits_fp (T x, T y) { return (isfinite (x) ? 0 : NF) | (x != y ? NH : 0); }
__device__ inline int
bits_int (double x, double y)
{
  const unsigned long long u = (unsigned long long) __double_as_longlong (x);
  return ((u >> 52 & 0x7ff) == 0x7ff ? NF : 0) | (x != y ? NH : 0);
}
__device__ inline int
bits_int (float x, float y)
{
  const unsigned u = (unsigned) __float_as_int (x);
  return ((u >> 23 & 0xff) == 0xff ? NF : 0) | (x != y ? NH : 0);
}
/* V: 0 two __any_sync (the package's form), 1 two __ballot_sync,
 * 2 __reduce_or_sync, 3 no vote (a thread's own atomicOr), 4 the integer
 * exponent test with two __any_sync, 5 the integer test with
 * __reduce_or_sync, 6 the integer test with a shuffle butterfly (the
 * package's form now), 7 isfinite with the butterfly */
template <typename T, int V> __global__ void
k (const T *A, int64_t n, int64_t lda, int *bits)
{
  const int64_t i = blockIdx.x * (int64_t) blockDim.x + threadIdx.x;
  const int64_t j = blockIdx.y * (int64_t) blockDim.y + threadIdx.y;
  int f = 0;
  if (i < n && j < n)
    f = (V >= 4 && V != 7) ? bits_int (A[i + j * lda], A[j + i * lda])
                 : bits_fp (A[i + j * lda], A[j + i * lda]);
  if (V == 0 || V == 4)
    f = (__any_sync (0xffffffffu, f & NF) ? NF : 0) | (__any_sync (0xffffffffu, f & NH) ? NH : 0);
  else if (V == 1)
    f = (__ballot_sync (0xffffffffu, f & NF) ? NF : 0) | (__ballot_sync (0xffffffffu, f & NH) ? NH : 0);
  else if (V == 2 || V == 5)
    f = (int) __reduce_or_sync (0xffffffffu, (unsigned) f);
  else if (V == 6 || V == 7)
    for (int o = 16; o > 0; o >>= 1)
      f |= __shfl_xor_sync (0xffffffffu, f, o);
  if (V == 3)
    {
      if (f && (f & ~*(volatile int *) bits))
        atomicOr (bits, f);
      return;
    }
  if (f && (threadIdx.x & 31) == 0 && (f & ~*(volatile int *) bits))
    atomicOr (bits, f);
}
template <typename T, int V> static int
run (const T *h, int n, float *ms)
{
  T *d; int *b, r = -1;
  cudaEvent_t e0, e1; cudaEventCreate (&e0); cudaEventCreate (&e1);
  cudaMalloc (&d, (size_t) n * n * sizeof (T)); cudaMalloc (&b, 4);
  cudaMemcpy (d, h, (size_t) n * n * sizeof (T), cudaMemcpyHostToDevice);
  dim3 blk (32, 8), grd ((n + 31) / 32, (n + 7) / 8);
  float best = 1e9;
  for (int q = 0; q < 5; q++)
    {
      cudaMemset (b, 0, 4);
      cudaEventRecord (e0);
      k<T, V><<<grd, blk>>> (d, n, n, b);
      cudaEventRecord (e1); cudaEventSynchronize (e1);
      float t; cudaEventElapsedTime (&t, e0, e1); if (t < best) best = t;
    }
  cudaMemcpy (&r, b, 4, cudaMemcpyDeviceToHost);
  if (ms) *ms = best;
  cudaFree (d); cudaFree (b);
  return r;
}
template <typename T, int V> static void
row (const char *name)
{
  const T nan = (T) NAN, inf = (T) INFINITY;
  T a[4] = {1, 3, nan, 4}, s[4] = {1, 3, 3, 4}, u[4] = {1, 3, 2, 4}, l[4] = {1, nan, 3, 4};
  T in[4] = {1, inf, inf, 4};
  int n = 2048; T *h = (T *) malloc ((size_t) n * n * sizeof (T));
  for (int j = 0; j < n; j++) for (int i = 0; i <= j; i++) h[i + (size_t) j * n] = h[j + (size_t) i * n] = (T) (rand () / (double) RAND_MAX);
  float m0, m1, m2;
  int r0 = run<T, V> (h, n, &m0);
  h[5 + (size_t) 2000 * n] = nan; int r1 = run<T, V> (h, n, &m1);
  h[5 + (size_t) 2000 * n] = 1;
  for (int j = 0; j < n; j++) for (int i = j + 1; i < n; i++) h[i + (size_t) j * n] = -h[i + (size_t) j * n];
  int r2 = run<T, V> (h, n, &m2);
  printf ("%-34s %d %d %d %d %d (3 0 2 3 1) | 2048: %d %d %d (0 3 2) %.4f %.4f %.4f ms\n", name,
          run<T, V> (a, 2, 0), run<T, V> (s, 2, 0), run<T, V> (u, 2, 0), run<T, V> (l, 2, 0),
          run<T, V> (in, 2, 0), r0, r1, r2, m0, m1, m2);
  free (h);
}
int main ()
{
  row<double, 0> ("double two __any_sync (package)");
  row<double, 1> ("double two __ballot_sync");
  row<double, 2> ("double __reduce_or_sync");
  row<double, 3> ("double no vote");
  row<double, 4> ("double exponent bits, __any_sync");
  row<double, 5> ("double exponent bits, __reduce_or");
  row<double, 6> ("double exponent bits, shuffles");
  row<double, 7> ("double isfinite, shuffles");
  row<float, 0> ("single two __any_sync (package)");
  row<float, 2> ("single __reduce_or_sync");
  row<float, 5> ("single exponent bits, __reduce_or");
  row<float, 6> ("single exponent bits, shuffles");
  return 0;
}
