/* kernels/rows_small.cuh: k_rows_small: short rows (pre 1), G lanes a row,
 * many rows a warp.
 *
 * Part of the reduction kernels; cuda_kernels.cuh includes every family
 * in order and says what each is for.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_KERNELS_ROWS_SMALL_CUH
#define GPUAXIS_KERNELS_ROWS_SMALL_CUH

#include "common.cuh"

/* Rows of n contiguous elements; G lanes per row, each lane loading VW
 * consecutive elements at a time (one 8-32 byte vector; VW divides n), so
 * a warp reads 32*VW consecutive elements per load; each warp handles
 * 32/G rows at a time, GA_ROWS_UNROLL row sets per iteration so that
 * several independent loads are in flight.  A warp's row sets are
 * adjacent (U*32/G consecutive rows, then a grid's worth on): with the
 * sets a grid apart, as before, the H200 read 2x134217728 single along
 * dim 1 at 91.8% of the copy rate (sum), 89.6% (max), 84.5% ([M, I]);
 * adjacent 97.8, 96.7, 91.3%, and 0.93-0.99 of the time on every rows
 * shape and op measured (32x8388608, 4x67108864, 512x512x1024 along dim 1;
 * 2026-12-03).  But any and all of elements of
 * 8 bytes or more keep the sets a grid apart (GA_ROWS_ADJ_LOGICAL 0):
 * adjacent, double any along dim 1 of 2x134217728 fell from 102.6 to
 * 84.3% of copy, where single any and all took 0.94-0.95
 * of the time on 32x8388608 (92.7 -> 97.9%), 0.95-0.98 on 2x134217728
 * and 0.99-1.00 elsewhere.  Ordered accumulators use VW == 1 and
 * give each lane a contiguous run of its row. */
template <int R, class E, int VW, bool FULL = true, bool DIV = false>
__global__ void __launch_bounds__ (GA_BLOCK)
k_rows_small (const E *__restrict__ in, void *__restrict__ out, ga_elem oe,
              size_t n, size_t rows, int G, ga_bounds b)
{
  ga_pdl<E> ();
  if constexpr (Red<R>::ORDERED)
    if (ga_gated (b))
      return;                   /* the fast path was exact (ga_gated) */
  typedef typename Red<R>::T T;
  constexpr size_t VB = sizeof (E) * VW;
  struct alignas ((VB & (VB - 1)) == 0 ? (VB < 16 ? VB : 16) : alignof (E)) vec { E v[VW]; };
  const int U = GA_ROWS_UNROLL;
  const auto [lane, lig, rpw, warp, nwarps] = ga_row_lanes (G);
  constexpr bool ADJ = GA_ROWS_ADJ_LOGICAL || ! (R == GA_R_ANY || R == GA_R_ALL)
                       || sizeof (E) < 8;
  const size_t stride = ADJ ? rpw : nwarps * rpw;     /* between row sets */
  const size_t seg = Red<R>::ORDERED ? (n + G - 1) / G : 0;

  for (size_t base = warp * rpw * (ADJ ? U : 1); base < rows; base += nwarps * rpw * U)
    {
      T acc[U];
      size_t r[U];
#pragma unroll
      for (int u = 0; u < U; u++)
        {
          acc[u] = Red<R>::ident (b);
          r[u] = base + lane / G + u * stride;
        }
      if constexpr (Red<R>::ORDERED)
        {
          /* each lane a contiguous run of its row */
          size_t k0 = lig * seg, k1 = min (n, k0 + seg);
          for (size_t k = k0; k < k1; k++)
#pragma unroll
            for (int u = 0; u < U; u++)
              if (r[u] < rows)
                acc[u] = acc_step<R> (acc[u], in[r[u] * n + k], k, b);
        }
      else
        {
#pragma unroll 2
          for (size_t k = (size_t) lig * VW; k < n; k += (size_t) G * VW)
            {
              vec x[U];
#pragma unroll
              for (int u = 0; u < U; u++)
                if (r[u] < rows)
                  x[u] = *(const vec *) (in + r[u] * n + k);
#pragma unroll
              for (int u = 0; u < U; u++)
                if (r[u] < rows)
                  {
                    if constexpr (ga_mm<R>::own != GA_ACCBUF)
                      {
                        size_t ks[VW];
#pragma unroll
                        for (int q = 0; q < VW; q++)
                          ks[q] = k + q;
                        acc[u] = acc_run<R> (acc[u], x[u].v, ks, b);
                      }
                    else
                      {
#pragma unroll
                        for (int q = 0; q < VW; q++)
                          acc[u] = acc_step<R> (acc[u], x[u].v[q], k + q, b);
                      }
                  }
            }
        }
#pragma unroll
      for (int u = 0; u < U; u++)
        {
          T v = group_reduce<R> (acc[u], lig, G, b);
          if (lig == 0 && r[u] < rows)
            final_put<R, FULL, DIV> (out, r[u], oe, v, b);
        }
    }
}

#endif
