/* kernels/rows_narrow.cuh: k_rows_narrow: 2 or 4 narrow columns (along dim
 * >= 2) read as rows of interleaved columns.
 *
 * Part of the reduction kernels; cuda_kernels.cuh includes every family
 * in order and says what each is for.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_KERNELS_ROWS_NARROW_CUH
#define GPUAXIS_KERNELS_ROWS_NARROW_CUH

#include "common.cuh"

/* rows_long for narrow columns: a "row" is a slab of P interleaved
 * columns (pre = P along dim >= 2, each column's elements P apart), n its
 * P * (column length) elements, 16-byte aligned, chunks and n whole
 * vectors (ga_plan_rows_narrow), so element q of every vector is column
 * q % P's, at position (its offset) / P.  A thread keeps an accumulator a
 * column; results and partials go where the cols kernels put them:
 * out[p + P*j], partials out[p + P*(c + nchunk*j)], a [P, nchunk, post]
 * array for the cols combining pass.  Why: columns of one 16-byte vector
 * or less went through k_cols one vector a row (rows y, y + ty, ... of a
 * block, a tree over its 256 row groups in shared memory every chunk),
 * and pre 2 singles folded first (fold_narrow: three kernels).  As rows,
 * 2x134217728 single along dim 2 took 0.953-0.970 of the time (sum 257
 * -> 248 us, max 261 -> 253, all 262 -> 250), 4x67108864 single 0.979
 * (all), 0.991 (sum, prod), 1.000 (max); double max and [M, I] of
 * 2x134217728 0.960, all 0.992 (H200, 2026-12-04).  Not the double sums (PLAIN): 1.009-1.011 there (k_cols reads
 * them at 103% of the copy rate).  Max/min of single 4x67108864 stayed at
 * k_cols's time (264 us, where rows_long reads 268435456x1 in 243), and
 * run k_cols_mmv where values alone are stored (ga_cols_mmv_narrow).
 * Measured and left for max/min: taken in turn, with positions in 32
 * bits from the chunk's start in turn or by a tree, 0.993-1.000 (and
 * 1.002-1.036x on 2x134217728); at 5 or 6
 * blocks a multiprocessor ptxas spilled 72-160 bytes (not run); values
 * first by fmax/fmin (48 registers, no positions in the loop) and each
 * column's position found again in the round of its last change, 1.08x
 * (double 2x134217728), 1.15x (single) and 1.27x (single [M, I] of
 * 4x67108864; 2026-12-04).
 * Four double columns (P 4, two vectors a row) only for max/min, where
 * GPUAXIS_ROWS_NARROW is 3 (the default since 2026-12-05; 58
 * registers, no spills, as k_cols<MAX_D, double, 4>'s 60): double
 * max/min and [M, I] of 4x67108864 along dim 2 took 484 us where k_cols
 * took 495 and torch 485-487 (2026-12-05). */
template <int R, class E> struct ga_rows_narrow_ok
{
  static const bool value = ! Red<R>::ORDERED
                            && (std::is_same<E, float>::value
                                || (std::is_same<E, double>::value && ! Red<R>::PLAIN));
};

/* Whether k_rows_narrow takes P columns of E: P dividing a 16-byte
 * vector, or (4 doubles) a whole number of vectors for max/min. */
template <int R, class E>
__host__ __device__ constexpr bool
ga_rows_narrow_p (int P)
{
  return ga_rows_narrow_ok<R, E>::value && P > 1
         && ((16 / (int) sizeof (E)) % P == 0
             || (P % (16 / (int) sizeof (E)) == 0 && ga_tree_run<R, E>::mm));
}

template <int R, class E, bool FULL, bool DIV, int P>
__global__ void __launch_bounds__ (GA_BLOCK)
k_rows_narrow (const E *__restrict__ in, void *__restrict__ out, ga_elem oe,
               size_t n, size_t rows, size_t clen, size_t nchunk, ga_bounds b)
{
  static_assert (ga_rows_narrow_p<R, E> (P),
                 "interleaved columns: float or double, P dividing a 16-byte vector "
                 "(or a whole number of them, for max/min)");
  ga_pdl<E> ();
  typedef typename Red<R>::T T;
  constexpr int V = 16 / sizeof (E), W = V / P;  /* W 0: V < P, below */
  struct alignas (16) vec { E v[V]; };
  const size_t ntask = rows * nchunk;
  const int tid = threadIdx.x, nt = blockDim.x;

  for (size_t task = blockIdx.x; task < ntask; task += gridDim.x)
    {
      const size_t j = task / nchunk, c = task % nchunk;
      const size_t k0 = c * clen, k1 = min (n, k0 + clen);
      const E *row = in + j * n;
      T acc[P];
#pragma unroll
      for (int p = 0; p < P; p++)
        acc[p] = Red<R>::ident (b);
      if constexpr (V < P)
        {               /* 4 double columns (max/min: acc_run): a
                           slab's row is H = 2 vectors, and nt is even,
                           so every vector a thread reads (i = tid + a
                           multiple of nt) is the same half of a row:
                           columns h * V .. h * V + V - 1, h = tid % H;
                           chunks and slabs whole rows (k0 and n
                           multiples of P), so no scalar tail */
          constexpr int H = P / V;
          const int h = tid % H;
          T a[V];
#pragma unroll
          for (int q = 0; q < V; q++)
            a[q] = Red<R>::ident (b);
          const vec *pv = (const vec *) (row + k0);
          const size_t nv = (k1 - k0) / V;
          size_t i = tid;
          for (; i + 3 * nt < nv; i += 4 * nt)
            {
              vec x[4] = {pv[i], pv[i + nt], pv[i + 2 * nt], pv[i + 3 * nt]};
#pragma unroll
              for (int q = 0; q < V; q++)
                {             /* column h * V + q's elements of the 4 vectors */
                  E xs[4];
                  size_t ks[4];
#pragma unroll
                  for (int u = 0; u < 4; u++)
                    {
                      xs[u] = x[u].v[q];
                      ks[u] = (k0 + (i + u * nt) * V + q) / P;
                    }
                  a[q] = acc_run<R> (a[q], xs, ks, b);
                }
            }
          for (; i < nv; i += nt)
            {
              vec x0 = pv[i];
#pragma unroll
              for (int q = 0; q < V; q++)
                a[q] = acc_step<R> (a[q], x0.v[q], (k0 + i * V + q) / P, b);
            }
#pragma unroll
          for (int p = 0; p < P; p++)
            if (p / V == h)
              acc[p] = a[p % V];
        }
      else
        {
          const vec *pv = (const vec *) (row + k0);
          const size_t nv = (k1 - k0) / V, t0 = k0 + nv * V;
          size_t i = tid;
          for (; i + 3 * nt < nv; i += 4 * nt)
            {
              vec x[4] = {pv[i], pv[i + nt], pv[i + 2 * nt], pv[i + 3 * nt]};
              if constexpr (ga_tree_run<R, E>::value)
#pragma unroll
                for (int p = 0; p < P; p++)
                  {                 /* column p's elements of the 4 vectors */
                    E xs[4 * W];
                    size_t ks[4 * W];
#pragma unroll
                    for (int u = 0; u < 4; u++)
#pragma unroll
                      for (int q = 0; q < W; q++)
                        {
                          xs[u * W + q] = x[u].v[q * P + p];
                          ks[u * W + q] = (k0 + (i + u * nt) * V + q * P) / P;
                        }
                    acc[p] = acc_run<R> (acc[p], xs, ks, b);
                  }
              else
#pragma unroll
                for (int p = 0; p < P; p++)
                  {                 /* the same by a tree (every load in flight:
                                       in turn, ptxas waited for them 2 at a time,
                                       all for 1 at a time) */
                    T t[4 * W];
#pragma unroll
                    for (int u = 0; u < 4; u++)
#pragma unroll
                      for (int q = 0; q < W; q++)
                        t[u * W + q] = Red<R>::lift (x[u].v[q * P + p],
                                                     (k0 + (i + u * nt) * V + q * P) / P, b);
                    acc[p] = Red<R>::combine (acc[p], ga_tree (t, [&b] (T y, T z) {
                        return Red<R>::combine (y, z, b); }), b);
                  }
            }
          for (; i < nv; i += nt)
            {
              vec x0 = pv[i];
#pragma unroll
              for (int q = 0; q < V; q++)
                acc[q % P] = acc_step<R> (acc[q % P], x0.v[q], (k0 + i * V + q) / P, b);
            }
          /* none where planned (whole vectors); t0 and nt are multiples of
             P, so a thread's elements here are all of column tid % P */
          for (size_t k = t0 + tid; k < k1; k += nt)
#pragma unroll
            for (int p = 0; p < P; p++)
              if (p == tid % P)
                acc[p] = acc_step<R> (acc[p], row[k], k / P, b);
        }

#pragma unroll
      for (int p = 0; p < P; p++)
        acc[p] = block_reduce<R> (acc[p], b);
      if (tid == 0)
#pragma unroll
        for (int p = 0; p < P; p++)
          {
            if (nchunk == 1)
              final_put<R, FULL, DIV> (out, p + P * j, oe, acc[p], b);
            else
              ((T *) out)[p + P * (c + nchunk * j)] = acc[p];
          }
    }
}

#endif
