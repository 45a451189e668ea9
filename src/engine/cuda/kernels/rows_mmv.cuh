/* kernels/rows_mmv.cuh: k_rows_mmv: max/min of single along short rows,
 * values alone (no positions); mmv_take, shared with cols_mmv.
 *
 * Part of the reduction kernels; cuda_kernels.cuh includes every family
 * in order and says what each is for.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_KERNELS_ROWS_MMV_CUH
#define GPUAXIS_KERNELS_ROWS_MMV_CUH

#include "common.cuh"

/* max/min of single elements along rows_small's short rows (n < 4096)
 * whose values alone are stored, in single (M without I; never partials,
 * whose positions a later pass needs), but rows of 32 (k_rows_mmt, since
 * 2026-12-04): k_rows_mm without positions.  A
 * lane takes its elements by fminf/fmaxf (one FMNMX each, with max/min's
 * NaN rule: NaN skipped, NaN only where all are) and its group's lanes
 * combine the same way, so every lane of the group holds the row's value
 * v, one of its elements.  Octave returns the row's first element equal
 * to v, which is v's bits but where v is a zero (-0 and +0 are equal;
 * fmaxf need not pick the first) or NaN (all NaN: the first element).  So
 * rows whose v is a zero find their first zero again (the group's lanes
 * each scan theirs, the row in L1 or L2 by then), and all-NaN rows store
 * their first element.
 * Why: with positions, single max read 32x8388608 along dim 1 at 86.3% of
 * the copy rate where the sum reads 97.8% (the positions' compares and
 * selects for every element); this kernel 94.6% (max) and 95.2%
 * (min), 0.906 of the time, 512x512x1024 along dim 1 0.937 (96.5 ->
 * 102.9%), 4x67108864 and 2x134217728 0.990-0.995.  Not for double: with
 * it double max along dim 1 of 32x8388608 took 1.19x as long (100.2 ->
 * 84.3%), of 2x134217728 1.11x.  Nor for [M, I]: with every row scanned
 * again for its first element equal to v, 1.04-1.70x as long on every
 * rows shape; with the loaded vectors kept in registers (rows of
 * one vector a lane) single [M, I] of 32x8388608 took 1.27x as long
 * where k_rows_mm reads 88-90% of copy (H200, 2026-12-03).  Nor
 * k_rows_mm taking each loaded vector
 * by fmaxf/fminf first, at the position of its first element equal to
 * the result: single [M, I] on 32x8388608 0.996 of the time, 2x134217728
 * 1.03x, 512x512x1024 0.985 (2026-12-03). */
template <int R, class F>
__device__ __forceinline__ F
mmv_take (F a, F x)
{
  if constexpr (std::is_same<F, float>::value)
    return ga_mm<R>::dir > 0 ? fmaxf (a, x) : fminf (a, x);
  else
    return ga_mm<R>::dir > 0 ? fmax (a, x) : fmin (a, x);
}

template <int R, int VW>
__global__ void __launch_bounds__ (GA_BLOCK)
k_rows_mmv (const float *__restrict__ in, float *__restrict__ out, size_t n, size_t rows,
            int G)
{
  constexpr size_t VB = sizeof (float) * VW;
  struct alignas (VB < 16 ? VB : 16) vec { float v[VW]; };
  const int U = GA_ROWS_UNROLL;
  const auto [lane, lig, rpw, warp, nwarps] = ga_row_lanes (G);
  const int nn = (int) n;                             /* < 4096 */
  const size_t su = rpw * n;                          /* adjacent row sets */

  for (size_t base = warp * rpw * U; base < rows; base += nwarps * rpw * U)
    {
      const size_t r0 = base + lane / G;
      const float *p = in + (r0 < rows ? r0 : 0) * n;
      float acc[U];
      unsigned live = 0;
#pragma unroll
      for (int u = 0; u < U; u++)
        {
          acc[u] = NAN;                               /* the identity */
          live |= (unsigned) (r0 + u * rpw < rows) << u;
        }
      for (int k = lig * VW; k < nn; k += G * VW)
        {
          vec x[U];
#pragma unroll
          for (int u = 0; u < U; u++)
            if (live >> u & 1)
              x[u] = *(const vec *) (p + u * su + k);
#pragma unroll
          for (int u = 0; u < U; u++)
            if (live >> u & 1)
#pragma unroll
              for (int q = 0; q < VW; q++)
                acc[u] = mmv_take<R> (acc[u], x[u].v[q]);
        }
      unsigned zero = 0;                              /* rows whose v is a zero */
#pragma unroll
      for (int u = 0; u < U; u++)
        {
          for (int off = G >> 1; off > 0; off >>= 1)
            acc[u] = mmv_take<R> (acc[u], __shfl_xor_sync (0xffffffffu, acc[u], off));
          zero |= (unsigned) ((live >> u & 1) && acc[u] == 0) << u;
        }
      if (__any_sync (0xffffffffu, zero != 0))        /* the whole warp: shuffles */
#pragma unroll
        for (int u = 0; u < U; u++)
          {
            int first = 0x7fffffff;                   /* this lane's first zero */
            if (zero >> u & 1)
              for (int k = lig * VW; k < nn && first == 0x7fffffff; k += G * VW)
                {
                  vec x = *(const vec *) (p + u * su + k);
#pragma unroll
                  for (int q = VW - 1; q >= 0; q--)
                    if (x.v[q] == 0)
                      first = k + q;
                }
            for (int off = G >> 1; off > 0; off >>= 1)
              first = min (first, __shfl_xor_sync (0xffffffffu, first, off));
            if (zero >> u & 1)
              acc[u] = p[u * su + first];
          }
#pragma unroll
      for (int u = 0; u < U; u++)
        if (lig == 0 && (live >> u & 1))
          out[r0 + u * rpw] = acc[u] != acc[u] ? p[u * su] : acc[u];
    }
}

#endif
