/* kernels/rows_mm.cuh: k_rows_mm: max/min of double and single (and [M, I]
 * of int8-int32) along short rows, positions in 32 bits (mm32_run, shared
 * with rows_mmt and the cols kernels).
 *
 * Part of the reduction kernels; cuda_kernels.cuh includes every family
 * in order and says what each is for.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_KERNELS_ROWS_MM_CUH
#define GPUAXIS_KERNELS_ROWS_MM_CUH

#include "common.cuh"

/* max/min of double and single elements (and [M, I] of int8-int32:
 * ga_mm_short) over the short rows that
 * rows_small plans (n < 4096): rows_small's lanes, rows and vectors, with
 * each element's position along its row in 32 bits (mm32) where the
 * accumulator (ga_mm_d, ga_mm_f) has 64, and the lane partials shuffled
 * as value and 32-bit position (2 or 3 words where T took 4).  Why: on the
 * H200 rows_small<MAX_F, float, 4> read 32x8388608 along dim 1 at 58% of
 * the copy rate, issue-bound (ALU pipe 61%, issue slots 76% busy, 64
 * registers), its integer work the positions' 64-bit adds, selects and
 * compares and the 4-word shuffles of each lane partial (ncu,
 * 2026-12-02).  Same results: the same take rules
 * (mm_take, mm_later on mm32, and combine's order on (value, position)), the
 * position made 64-bit again for the final store.  With it, and 2
 * vectors a lane (ga_mm_rows_vectors), 32x8388608 along dim 1 reads at
 * 83-85% (single; 58-59 before) and 95-98% (double; 84-85), 2x134217728
 * single max at 90% (80) (H200, 2026-12-02, an A/B
 * against HEAD and a table).  Measured and left: rows_mm_run's loop
 * unrolled twice (#pragma unroll 2: both rounds' loads in flight in rows
 * of 32), 0.996-1.006 of the time on single and double 32x8388608 and
 * single 512x512x1024 along dim 1 (2026-12-04);
 * single built for 5 blocks a multiprocessor (__launch_bounds__
 * (GA_BLOCK, 5): 48 registers, 36 bytes spilled, where 58 allow 4 and
 * ncu saw 45% of warps active), [M, I] of 32x8388608 along dim
 * 1 1.10x, 512x512x1024 1.03x. */
/* mm32s whose positions come in any order: combine's rule (ops.h,
 * GA_MINMAX_POS) */
template <int R, class VT>
__device__ __forceinline__ mm32<VT>
mm32_combine (mm32<VT> a, mm32<VT> b)
{
  const bool take = a.v != a.v ? (b.v == b.v || b.i < a.i)
                               : ((ga_mm<R>::dir > 0 ? b.v > a.v : b.v < a.v)
                                  || (b.v == a.v && b.i < a.i));
  return take ? b : a;
}

/* acc after N elements x (q) at positions k + q * dk (all after acc's): a
 * tree of mm_later over them (their loads all in flight together), its
 * winner taken by mm_take (cuda_ops.cuh). */
template <int R, int N, class X>
__device__ __forceinline__ mm32<typename ga_mm<R>::VT>
mm32_run (mm32<typename ga_mm<R>::VT> acc, X x, int k, int dk)
{
  typedef typename ga_mm<R>::VT VT;
  mm32<VT> t[N];
#pragma unroll
  for (int q = 0; q < N; q++)
    {
      t[q].v = (VT) x (q);
      t[q].i = k + q * dk;
    }
  return mm_take<R> (acc, ga_tree (t, [] (mm32<VT> p, mm32<VT> q) { return mm_later<R> (p, q); }));
}

/* A lane's elements of its U rows (at p, p + su, ...; CHECK: only the
 * rows whose bit is set in live), from position k0 on in steps of kstep:
 * a tree over each loaded vector, the vector's winner then taken. */
template <int R, class E, int VW, int U, bool CHECK>
__device__ __forceinline__ void
rows_mm_run (mm32<typename ga_mm<R>::VT> (&acc)[U], const E *p, size_t su,
             int k0, int nn, int kstep, unsigned live)
{
  constexpr size_t VB = sizeof (E) * VW;
  struct alignas ((VB & (VB - 1)) == 0 ? (VB < 16 ? VB : 16) : alignof (E)) vec { E v[VW]; };
#pragma unroll 1
  for (int k = k0; k < nn; k += kstep)
    {
      vec x[U];
#pragma unroll
      for (int u = 0; u < U; u++)
        if (! CHECK || (live >> u & 1))
          x[u] = *(const vec *) (p + u * su + k);
#pragma unroll
      for (int u = 0; u < U; u++)
        if (! CHECK || (live >> u & 1))
          acc[u] = mm32_run<R, VW> (acc[u], [&] (int q) { return x[u].v[q]; }, k, 1);
    }
}

/* k_rows_mm's blocks: of single, 128 threads and built for 9 a
 * multiprocessor (56 registers, none spilled: 36 warps where 58 allowed
 * 4 blocks of 256, 32 warps).  Single [M, I] along dim 1 then took
 * 0.954-0.959 of the kernel time on 512x512x1024, 0.986-0.987 on
 * 2x134217728, 1.000-1.001 on 32x8388608, 1.007-1.008x on 4x67108864
 * (H200, 2026-12-04).  The others 256, no
 * count asked (0, as __launch_bounds__ (GA_BLOCK)): asked for 1, ptxas
 * gave double 70 registers where it had 62, 3 blocks a multiprocessor
 * where 4 fitted, and double max/min along dim 1 of 32x8388608 and
 * 512x512x1024 took 1.09-1.16x as long (a table). */
template <class E> struct ga_rows_mm_block
{
  static const int threads = std::is_same<E, float>::value ? 128 : GA_BLOCK;
  static const int blocks = std::is_same<E, float>::value ? GA_MINB (threads, 9) : 0;
};

/* Each lane's U rows are stride rows apart (su elements: adjacent row
 * sets, as rows_small's); a warp's row
 * sets whose rows all exist (all but the last) run without checks, except
 * with 32-byte vectors: 108 registers that way, 78 with the checks (nvcc
 * 13, sm_90; capped at 80 it spilled). */
template <int R, class E, int VW, bool FULL = true>
__global__ void __launch_bounds__ (ga_rows_mm_block<E>::threads, ga_rows_mm_block<E>::blocks)
k_rows_mm (const E *__restrict__ in, void *__restrict__ out, ga_elem oe,
           size_t n, size_t rows, int G, ga_bounds b)
{
  ga_pdl<E> ();
  typedef typename Red<R>::T T;
  typedef typename ga_mm<R>::VT VT;
  typedef mm32<VT> A;
  const int U = GA_ROWS_UNROLL;
  const auto [lane, lig, rpw, warp, nwarps] = ga_row_lanes (G);
  const int nn = (int) n;                             /* < 4096 */
  const size_t stride = rpw;                          /* between row sets */
  const size_t su = stride * n;

  for (size_t base = warp * rpw * U; base < rows; base += nwarps * rpw * U)
    {
      const size_t r0 = base + lane / G;
      A acc[U];
#pragma unroll
      for (int u = 0; u < U; u++)
        {
          acc[u].v = Red<R>::ident (b).v;     /* NaN, or the integer's */
          acc[u].i = GA_NOPOS32;
        }
      if (sizeof (E) * VW < 32 && base + (U - 1) * stride + rpw <= rows)
        rows_mm_run<R, E, VW, U, false> (acc, in + r0 * n, su, lig * VW, nn, G * VW, 0);
      else
        {
          unsigned live = 0;
#pragma unroll
          for (int u = 0; u < U; u++)
            live |= (unsigned) (r0 + u * stride < rows) << u;
          rows_mm_run<R, E, VW, U, true> (acc, in + (r0 < rows ? r0 : 0) * n, su,
                                          lig * VW, nn, G * VW, live);
        }
#pragma unroll
      for (int u = 0; u < U; u++)
        {
          A v = acc[u];
          for (int off = 1; off < G; off <<= 1)
            {
              A o;
              o.v = shfl_down (v.v, off);
              o.i = __shfl_down_sync (0xffffffffu, v.i, off);
              if ((lig & (2 * off - 1)) == 0)
                v = mm32_combine<R> (v, o);
            }
          if (lig == 0 && r0 + u * stride < rows)
            {
              T r;
              r.v = v.v;
              r.i = v.i == GA_NOPOS32 ? GA_NOPOS : (int64_t) v.i;
              final_put<R, FULL> (out, r0 + u * stride, oe, r, b);
            }
        }
    }
}

#endif
