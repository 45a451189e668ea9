/* fft_stockham.cuh: the kernel of the one-pass transform along a
 * dimension above the first (cuda/fft_one_pass.cu launches it;
 * bench/probes/fft_strided_probe.cu times it): radix-P Stockham stages of
 * a power-of-two length in registers, shared memory between stages, W
 * adjacent transforms a block (E: float4 two single, float2 one single,
 * double2 one double).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_FFT_STOCKHAM_CUH
#define GPUAXIS_FFT_STOCKHAM_CUH

#include <cuda_runtime.h>

/* E: W adjacent complex values (float4: two singles, float2: one, double2:
 * one double); Tw: a twiddle (float2 or double2) */
__device__ __forceinline__ float2 cadd (float2 a, float2 b) { return make_float2 (a.x + b.x, a.y + b.y); }
__device__ __forceinline__ float2 csub (float2 a, float2 b) { return make_float2 (a.x - b.x, a.y - b.y); }
__device__ __forceinline__ float2 cmul (float2 a, float2 w)
{ return make_float2 (a.x * w.x - a.y * w.y, a.x * w.y + a.y * w.x); }
__device__ __forceinline__ float4 cadd (float4 a, float4 b) { return make_float4 (a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w); }
__device__ __forceinline__ float4 csub (float4 a, float4 b) { return make_float4 (a.x - b.x, a.y - b.y, a.z - b.z, a.w - b.w); }
__device__ __forceinline__ float4 cmul (float4 a, float2 w)
{ return make_float4 (a.x * w.x - a.y * w.y, a.x * w.y + a.y * w.x,
                      a.z * w.x - a.w * w.y, a.z * w.y + a.w * w.x); }
__device__ __forceinline__ double2 cadd (double2 a, double2 b) { return make_double2 (a.x + b.x, a.y + b.y); }
__device__ __forceinline__ double2 csub (double2 a, double2 b) { return make_double2 (a.x - b.x, a.y - b.y); }
__device__ __forceinline__ double2 cmul (double2 a, double2 w)
{ return make_double2 (a.x * w.x - a.y * w.y, a.x * w.y + a.y * w.x); }

template <class E> struct tw_of { typedef float2 T; typedef float R; };
template <> struct tw_of<double2> { typedef double2 T; typedef double R; };

/* exp (-2 pi i q / 16), conjugated for the inverse */
template <class Tw> __device__ __forceinline__ Tw
w16 (int q, bool inv)
{
  const double c[16] = { 1.0, 0.92387953251128674, 0.70710678118654757, 0.38268343236508984,
                         0.0, -0.38268343236508984, -0.70710678118654757, -0.92387953251128674,
                         -1.0, -0.92387953251128674, -0.70710678118654757, -0.38268343236508984,
                         0.0, 0.38268343236508984, 0.70710678118654757, 0.92387953251128674 };
  const double s = c[(q + 12) & 15];          /* sin (2 pi q / 16) */
  Tw w;
  w.x = c[q & 15];
  w.y = inv ? s : -s;
  return w;
}

template <int R> __host__ __device__ constexpr int log2c () { return R <= 1 ? 0 : 1 + log2c<R / 2> (); }

/* the DFT of R <= 16 values in registers, natural order in and out:
 * radix-2 decimation in frequency, then the bit reversal as a renaming
 * (one loop of R / 2 butterflies a level, so that every index unrolls to
 * a constant and nothing goes to local memory) */
template <int R, bool INV, class E> __device__ __forceinline__ void
dft (E *v)
{
  typedef typename tw_of<E>::T Tw;
  constexpr int L = log2c<R> ();
  E t[R];
#pragma unroll
  for (int i = 0; i < R; i++)
    t[i] = v[i];
#pragma unroll
  for (int s = 0; s < L; s++)
#pragma unroll
    for (int p = 0; p < R / 2; p++)
      {
        const int h = R >> (s + 1);
        const int q = p % h, k = (p / h) * 2 * h;
        const E a = t[k + q], b = t[k + q + h];
        t[k + q] = cadd (a, b);
        t[k + q + h] = q == 0 ? csub (a, b) : cmul (csub (a, b), w16<Tw> (q * (16 / (2 * h)), INV));
      }
#pragma unroll
  for (int i = 0; i < R; i++)
    {
      int r = 0;
#pragma unroll
      for (int b = 0; b < L; b++)
        r |= ((i >> b) & 1) << (L - 1 - b);
      v[r] = t[i];
    }
}

/* ------------------------------------------------------- the stages */
/* radix of stage s with P values a thread: P while N / (P^s) >= P, then
 * the remainder */
template <int N, int P> __host__ __device__ constexpr int
radix_at (int s)
{
  int n = N;
  for (int i = 0; i < s; i++)
    n /= (n >= P ? P : n);
  return n >= P ? P : n;
}
template <int N, int P> __host__ __device__ constexpr int
nstages ()
{
  int n = N, s = 0;
  while (n > 1)
    {
      n /= (n >= P ? P : n);
      s++;
    }
  return s;
}

/* a pad every 16 elements of shared memory: the first stage writes at
 * stride R */
__device__ __forceinline__ int pad (int i) { return i + (i >> 4); }

/* Stockham: butterfly j of a stage of radix R (after Ns = the product of
 * the radices before it) reads elements j + r N / R and writes
 * (j / Ns) Ns R + j % Ns + r Ns; each thread holds the N / T values of
 * its butterflies j = threadIdx.x + b T */
template <int N, int T, int R> __device__ __forceinline__ int
src_index (int b, int r) { return threadIdx.x + b * T + r * (N / R); }

template <int N, int T, int R> __device__ __forceinline__ int
dst_index (int b, int r, int Ns)
{
  const int j = threadIdx.x + b * T;
  return (j / Ns) * Ns * R + (j & (Ns - 1)) + r * Ns;
}

template <int N, int T, bool INV, class E, int S, int NS> struct stages
{
  typedef typename tw_of<E>::T Tw;
  /* stage S of NS: v holds its inputs; the twiddles, the DFTs, and the
   * outputs to shared memory (the next stage's inputs back from it), or
   * at the last stage to global memory at stride ld */
  static __device__ __forceinline__ void
  run (E (&v)[N / T], E *sh, E *out, size_t ld, int Ns, const Tw *tw)
  {
    constexpr int R = radix_at<N, N / T> (S), B = N / R / T;
#pragma unroll
    for (int b = 0; b < B; b++)
      {
        const int k = (threadIdx.x + b * T) & (Ns - 1);
        if (Ns > 1)
#pragma unroll
          for (int r = 1; r < R; r++)
            {
              Tw w = tw[(size_t) k * r * (N / (Ns * R))];
              if (INV)
                w.y = -w.y;
              v[b * R + r] = cmul (v[b * R + r], w);
            }
        dft<R, INV> (v + b * R);
      }
    if (S == NS - 1)
      {
#pragma unroll
        for (int b = 0; b < B; b++)
#pragma unroll
          for (int r = 0; r < R; r++)
            out[(size_t) dst_index<N, T, R> (b, r, Ns) * ld] = v[b * R + r];
        return;
      }
    if (S > 0)
      __syncthreads ();                  /* the last stage's reads are done */
#pragma unroll
    for (int b = 0; b < B; b++)
#pragma unroll
      for (int r = 0; r < R; r++)
        sh[pad (dst_index<N, T, R> (b, r, Ns))] = v[b * R + r];
    __syncthreads ();
    constexpr int S2 = S + 1 < NS ? S + 1 : S;
    constexpr int R2 = radix_at<N, N / T> (S2), B2 = N / R2 / T;
#pragma unroll
    for (int b = 0; b < B2; b++)
#pragma unroll
      for (int r = 0; r < R2; r++)
        v[b * R2 + r] = sh[pad (src_index<N, T, R2> (b, r))];
    stages<N, T, INV, E, (S + 1 < NS ? S + 1 : NS), NS>::run (v, sh, out, ld, Ns * R, tw);
  }
};
template <int N, int T, bool INV, class E, int NS> struct stages<N, T, INV, E, NS, NS>
{
  static __device__ __forceinline__ void
  run (E (&)[N / T], E *, E *, size_t, int, const typename tw_of<E>::T *) {}
};

/* Block (x, y): the W transforms x of slab y (N / P threads, P values
 * each; shared memory for N + N / 16 values of E); ld: the stride of a
 * transform's elements, dist: the slabs' distance (both in E).  in and
 * out may be the same: a block reads all of its values before it writes
 * any, and no other block touches them. */
template <int N, bool INV, class E, int P = 16> __global__ void __launch_bounds__ (N / P)
k_one_pass (const E *in, E *out, size_t ld, size_t dist, long long y0,
            const typename tw_of<E>::T *tw)
{
  constexpr int T = N / P, R0 = radix_at<N, P> (0), B0 = N / R0 / T;
  extern __shared__ __align__ (16) unsigned char shraw[];
  E *sh = reinterpret_cast<E *> (shraw);
  E v[N / T];
  const size_t base = (size_t) (y0 + blockIdx.y) * dist + blockIdx.x;
#pragma unroll
  for (int b = 0; b < B0; b++)
#pragma unroll
    for (int r = 0; r < R0; r++)
      v[b * R0 + r] = in[base + (size_t) src_index<N, T, R0> (b, r) * ld];
  stages<N, T, INV, E, 0, nstages<N, P> ()>::run (v, sh, out + base, ld, 1, tw);
}

#endif
