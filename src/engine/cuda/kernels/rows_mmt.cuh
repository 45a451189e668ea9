/* kernels/rows_mmt.cuh: k_rows_mmt: max/min of single along rows of 32 (128
 * bytes), each warp's 32 rows through shared memory, a lane a row.
 *
 * Part of the reduction kernels; cuda_kernels.cuh includes every family
 * in order and says what each is for.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_KERNELS_ROWS_MMT_CUH
#define GPUAXIS_KERNELS_ROWS_MMT_CUH

#include "rows_mm.cuh"

/* max/min of single, with or without the index, along rows of 32
 * elements (128 bytes) whose input is 16-byte aligned: each warp takes 32
 * whole rows at a time, loads them as one contiguous run (8 loads a lane,
 * each a warp's 512 consecutive bytes), puts them through shared memory
 * and gives each lane one row, which it reads back vector by vector and
 * takes in order (mm32_run, as rows_mm_run does).  So no shuffles, no
 * lane idle at the stores, and the warp's 32 values and 32 indices go out
 * as two whole stores.  The tile's rows are 9 vectors apart, so that the
 * 8 lanes of a quarter warp read 8 different 16-byte banks.  Built for
 * 9 blocks of 128 a multiprocessor: 55 registers, none spilled (sm_90;
 * 18 KiB of shared memory a block).
 * Why: single [M, I] of 32x8388608 along dim 1 took 0.872-0.874 of
 * k_rows_mm's kernel time (305 -> 266 us, 89-90 -> 102% of the copy
 * rate), and max/min without the index there 0.937-0.940
 * of k_rows_mmv's (270.9 -> 254.0 us, 95 -> 101%), so it runs
 * ahead of k_rows_mmv for values alone too.  Not for shorter rows: the
 * same kernel for rows of 16 and 32 bytes (a lane's 1 or 2 loads, a
 * block for every 128 rows) took single [M, I] of 4x67108864 along dim
 * 1 1.47x as long, double max and [M, I] of 4x67108864 1.12-1.13x, of
 * 2x134217728 1.27-1.67x (H200, 2026-12-04). */
#define GA_MMT_WARPS 4
template <int R, class E, bool FULL = true>
__global__ void __launch_bounds__ (GA_MMT_WARPS * 32, GA_MINB (GA_MMT_WARPS * 32, 9))
k_rows_mmt (const E *__restrict__ in, void *__restrict__ out, ga_elem oe, size_t rows,
            ga_bounds b)
{
  ga_pdl<E> ();
  typedef typename Red<R>::T T;
  typedef typename ga_mm<R>::VT VT;
  typedef mm32<VT> A;
  constexpr int VW = 16 / sizeof (E);
  constexpr int NV = 8;                               /* a row's vectors */
  struct alignas (16) vec { E v[VW]; };
  __shared__ vec tile[GA_MMT_WARPS][32 * (NV + 1)];
  const int lane = threadIdx.x & 31;
  vec *t = tile[threadIdx.x >> 5];
  const size_t warp = ((size_t) blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const size_t nwarps = ((size_t) gridDim.x * blockDim.x) >> 5;

  for (size_t base = warp * 32; base < rows; base += nwarps * 32)
    {
      const int nr = rows - base < 32 ? (int) (rows - base) : 32;
      const vec *src = (const vec *) in + base * NV;
      vec x[NV];
#pragma unroll
      for (int j = 0; j < NV; j++)
        if (lane + 32 * j < nr * NV)
          x[j] = src[lane + 32 * j];
#pragma unroll
      for (int j = 0; j < NV; j++)
        if (lane + 32 * j < nr * NV)
          {
            const int i = lane + 32 * j;              /* row i / NV, vector i % NV */
            t[i / NV * (NV + 1) + i % NV] = x[j];
          }
      __syncwarp ();
      if (lane < nr)
        {
          A acc;
          acc.v = Red<R>::ident (b).v;        /* NaN */
          acc.i = GA_NOPOS32;
#pragma unroll 2                /* fully unrolled, 12 bytes spilled at 56 registers */
          for (int c = 0; c < NV; c++)
            {
              const vec y = t[lane * (NV + 1) + c];
              acc = mm32_run<R, VW> (acc, [&] (int q) { return y.v[q]; }, c * VW, 1);
            }
          T r;
          r.v = acc.v;
          r.i = acc.i == GA_NOPOS32 ? GA_NOPOS : (int64_t) acc.i;
          final_put<R, FULL> (out, base + lane, oe, r, b);
        }
      __syncwarp ();                                  /* before the next loads */
    }
}

#endif
