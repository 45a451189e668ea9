/* fft_one_pass.cu: a complex transform of a power-of-two length along a
 * dimension above the first (the transform's elements `pre` apart, the
 * pre transforms adjacent) in one pass: each block reads W adjacent
 * transforms (W = 2 in single: a float4 a row, so that a 32-byte sector
 * serves two blocks side by side), runs radix-16 Stockham stages (the
 * last one radix 2, 4 or 8 as N needs) in registers with shared memory
 * between them, and writes the last stage to the input's places: one
 * read and one write of the array.  Why: cuFFT's best way to that
 * layout moves the array three times (its strided-in plan into a
 * scratch, a transpose back): fft along dim 2 of 8192x8192 complex single
 * 1.142 ms against 0.392 for a copy (H100, 2026-12-06, bench/bench_fft.m;
 * bench/probes/fft_strided_probe.cu times this kernel against it).  The
 * route is asked for by GPUAXIS_FFT_STRIDED=one-pass (fft_plan.c).  The
 * twiddles exp (-2 pi i k / N) are a table per length and class, made on
 * the device (cospi, sinpi in double) at first use and freed with the
 * device state.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <cuda_runtime.h>
#include "fft.h"
#include "device_array.h"
#include "fft_one_pass.h"
#include "kernels/fft_stockham.cuh"

template <class Tw> __global__ void
k_twiddles (Tw *tw, int n)
{
  for (int k = blockIdx.x * blockDim.x + threadIdx.x; k < n; k += gridDim.x * blockDim.x)
    {
      const double a = 2.0 * k / n;
      tw[k].x = cospi (a);
      tw[k].y = -sinpi (a);
    }
}

/* ---------------------------------------------------------- tables */
#define NLEN (GA_FFT_ONE_PASS_MAX_LOG2 - GA_FFT_ONE_PASS_MIN_LOG2 + 1)
static void *tables[2][NLEN];           /* [single][log2 N - min] */

extern "C" void
ga_fft_one_pass_drop (int destroy)
{
  for (int s = 0; s < 2; s++)
    for (int i = 0; i < NLEN; i++)
      {
        if (tables[s][i] && destroy)
          cudaFree (tables[s][i]);
        tables[s][i] = NULL;
      }
}

static int
table_of (int single, int lg, void **t, ga_error *err)
{
  void **slot = &tables[single ? 1 : 0][lg - GA_FFT_ONE_PASS_MIN_LOG2];
  const int n = 1 << lg;
  cudaError_t e;
  if (*slot)
    {
      *t = *slot;
      return 0;
    }
  e = cudaMalloc (slot, (size_t) n * (single ? sizeof (float2) : sizeof (double2)));
  if (e != cudaSuccess)
    {
      *slot = NULL;
      cudaGetLastError ();
      if (e == cudaErrorMemoryAllocation)
        {
          ga_set_error (err, "gpuaxis:out-of-memory", "out of device memory (fft twiddles)");
          return -1;
        }
      return ga_dev_error (err, (int) e, "fft twiddles");
    }
  cudaStream_t st = (cudaStream_t) ga_dev_stream ();
  if (single)
    k_twiddles<float2><<<(n + 255) / 256, 256, 0, st>>> ((float2 *) *slot, n);
  else
    k_twiddles<double2><<<(n + 255) / 256, 256, 0, st>>> ((double2 *) *slot, n);
  if ((e = cudaGetLastError ()) != cudaSuccess)
    return ga_dev_error (err, (int) e, "fft twiddles");
  *t = *slot;
  return 0;
}

/* ---------------------------------------------------------- launch */
template <int N, bool INV, class E> static cudaError_t
launch (const void *in, void *out, size_t ld, size_t count, size_t dist,
        long long slabs, const void *tw, cudaStream_t st)
{
  const size_t shb = (size_t) (N + N / 16) * sizeof (E);     /* pad () */
  cudaError_t e;
  /* at every call: a context made again after a reset starts without it */
  if ((e = cudaFuncSetAttribute (k_one_pass<N, INV, E>,
                                 cudaFuncAttributeMaxDynamicSharedMemorySize,
                                 (int) shb)) != cudaSuccess)
    return e;
  for (long long y0 = 0; y0 < slabs; y0 += 65535)
    {
      const long long ny = slabs - y0 < 65535 ? slabs - y0 : 65535;
      k_one_pass<N, INV, E><<<dim3 ((unsigned) count, (unsigned) ny), N / 16, shb, st>>>
        ((const E *) in, (E *) out, ld, dist, y0, (const typename tw_of<E>::T *) tw);
      if ((e = cudaGetLastError ()) != cudaSuccess)
        return e;
    }
  return cudaSuccess;
}

template <bool INV, class E> static cudaError_t
launch_n (int lg, const void *in, void *out, size_t ld, size_t count,
          size_t dist, long long slabs, const void *tw, cudaStream_t st)
{
  switch (lg)
    {
    case 11: return launch<2048, INV, E> (in, out, ld, count, dist, slabs, tw, st);
    case 12: return launch<4096, INV, E> (in, out, ld, count, dist, slabs, tw, st);
    default: return launch<8192, INV, E> (in, out, ld, count, dist, slabs, tw, st);
    }
}

extern "C" int
ga_fft_one_pass (const ga_fft_plan *p, const void *in, void *out, ga_error *err)
{
  const int lg = ga_fft_one_pass_log2 (p);
  const size_t pre = p->howmany[0].n;
  const size_t post = p->howmany_rank == 2 ? p->howmany[1].n : 1;
  const size_t dist = p->howmany_rank == 2 ? p->howmany[1].is : 0;
  void *tw;
  cudaError_t e;
  if (lg == 0)          /* fft_plan.c marks only the plans it allows */
    {
      ga_set_error (err, "gpuaxis:internal", "fft: not a one-pass plan");
      return -1;
    }
  if (table_of (p->single, lg, &tw, err) != 0)
    return -1;
  cudaStream_t st = (cudaStream_t) ga_dev_stream ();
  /* two single transforms a block where every row's pair is 16-byte
   * aligned: an even count, stride and slab distance (the pool's bases
   * are aligned) */
  const int w2 = p->single && pre % 2 == 0 && p->dims[0].is % 2 == 0 && dist % 2 == 0
                 && (size_t) in % 16 == 0 && (size_t) out % 16 == 0;
  const size_t ld = p->dims[0].is;
  if (p->single && w2)
    e = p->inverse ? launch_n<true, float4> (lg, in, out, ld / 2, pre / 2, dist / 2, post, tw, st)
                   : launch_n<false, float4> (lg, in, out, ld / 2, pre / 2, dist / 2, post, tw, st);
  else if (p->single)
    e = p->inverse ? launch_n<true, float2> (lg, in, out, ld, pre, dist, post, tw, st)
                   : launch_n<false, float2> (lg, in, out, ld, pre, dist, post, tw, st);
  else
    e = p->inverse ? launch_n<true, double2> (lg, in, out, ld, pre, dist, post, tw, st)
                   : launch_n<false, double2> (lg, in, out, ld, pre, dist, post, tw, st);
  return e == cudaSuccess ? 0 : ga_dev_error (err, (int) e, "fft one pass");
}
