/* cuda_kernels.cuh: the reduction kernels.
 *
 * The seed's two kernels, generalised to any size and shape.  The array is
 * [pre, n, post] (column-major) around the reduced dimension.
 *
 *   pre == 1 (Octave's dim 1, the seed's coalesced "axis=1"): rows of n
 *   contiguous elements, post of them.
 *     rows_small: G lanes (a power of two <= 32) per row, many rows per warp,
 *                 for short rows; G = 32 is a warp per row.
 *     rows_mm:    rows_small for max/min of double and single (and of
 *                 int8-int32 with the index), positions in 32 bits.
 *     rows_mmv:   rows_mm for single values alone (M without I): no positions.
 *     rows_long:  a block per (row, chunk of the row), 16-byte vector loads;
 *                 long rows with few outputs are split into chunks whose
 *                 partial results a second pass combines.
 *     rows_narrow: rows_long for columns of one 16-byte vector or less
 *                 (pre 2 or 4 along dim >= 2): a slab of them read as one
 *                 row of interleaved columns, an accumulator a column.
 *   pre > 1 (dim >= 2, the seed's strided "axis=0"): threads run along pre,
 *     so each warp reads consecutive memory, V elements per thread.
 *     cols:       a block per (slab j, tile of columns, chunk of n); tx
 *                 threads across the tile, ty row groups combined through
 *                 shared memory; chunks again combined by a second pass.
 *                 Built four times: k_cols; k_cols_wide (the signed
 *                 "native" sums' fast path), k_cols_short (max/min of
 *                 chunks of at most 3 rows a thread) and k_cols_logical
 *                 (single any/all in one chunk) with their own register
 *                 targets.
 *     cols_few:   cols for columns of at most 4 rows: a thread's V
 *                 columns whole, all n rows loaded at once, a block a
 *                 tile, no chunks.
 *     cols_mmv:   cols for max/min of double and single values alone (M
 *                 without I): no positions; chunked passes take their
 *                 chunks' values by a second pass of it.  Single by
 *                 default, double opt-in (GPUAXIS_COLS_MMV).
 *
 * The kernels are templated on the reduction (Red<R>, cuda_ops.cuh: every
 * operation runs through the same three kernels and launch policy as the
 * sum did) and the input class E.  Every kernel walks its tasks
 * grid-stride, starts each reduction at its identity (so -0 sums to +0,
 * as in Octave), hands each element its position k along n (max/min and
 * the signed "native" prod keep positions; for the others the compiler
 * drops them), and combines partial results in index order (required by
 * the saturating integer sums: shuffle trees pair adjacent ranges, and
 * ordered reductions give each thread a contiguous run of elements).
 *
 * FULL (a template flag): whether a kernel's final store is the whole of
 * Red<R>::put (mean's division, conversion to any result class), or, for
 * the PLAIN reductions, T stored as it is (DIV: divided by mean's
 * divisor), and for max/min of double and single the value in its own
 * class and the index (final_put, below).
 *
 * Elements reach an accumulator through acc_step / acc_run (cuda_ops.cuh):
 * every thread meets its elements in ascending position, which lets max/min
 * of double and single (and of int8-int32 with the index: ga_mm_short)
 * skip most of combine's position compares and reduce
 * a thread's loaded vectors by a tree (all of them in flight at once).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_CUDA_KERNELS_CUH
#define GPUAXIS_CUDA_KERNELS_CUH

#include "cuda_ops.cuh"

#define GA_BLOCK 256
#define GA_ROWS_UNROLL 4
#ifndef GA_ROWS_ADJ_LOGICAL
#define GA_ROWS_ADJ_LOGICAL 0  /* any, all of >= 8-byte elements: sets a grid apart */
#endif

/* Order-preserving reduction over groups of G lanes (G a power of two):
 * offsets ascend, so lane g*G ends up with combine(lane g*G .. g*G+G-1). */
template <int R>
__device__ __forceinline__ typename Red<R>::T
group_reduce (typename Red<R>::T v, int lane_in_group, int G, const ga_bounds &b)
{
  for (int off = 1; off < G; off <<= 1)
    {
      typename Red<R>::T o = shfl_down (v, off);
      if ((lane_in_group & (2 * off - 1)) == 0)
        v = Red<R>::combine (v, o, b);
    }
  return v;
}

/* Whole-block ordered reduction; the result is valid in thread 0. */
template <int R>
__device__ __forceinline__ typename Red<R>::T
block_reduce (typename Red<R>::T v, const ga_bounds &b)
{
  typedef typename Red<R>::T T;
  __shared__ T warp_part[GA_BLOCK / 32];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int nwarps = (blockDim.x + 31) >> 5;
  v = group_reduce<R> (v, lane, 32, b);
  __syncthreads ();                  /* warp_part reused across tasks */
  if (lane == 0)
    warp_part[warp] = v;
  __syncthreads ();
  if (warp == 0)
    {
      v = lane < nwarps ? warp_part[lane] : Red<R>::ident (b);
      v = group_reduce<R> (v, lane, 32, b);
    }
  return v;
}

/* The final store of a kernel.  FULL: Red<R>::put.  Lean (FULL false,
 * PLAIN reductions only): the result is T itself, as partials (GA_ACCBUF)
 * or as T's own class, so a plain store of T, divided by mean's divisor
 * in the DIV kernels (lean_div, for double and single inputs); the
 * launcher (ga_run_pass, ga_lean, ga_has_div) picks the lean kernels
 * exactly then.
 * Why: put's rare work, which a sum never executes, made nvcc 13 compile
 * the hot loops worse.  Mean's double division (div.rn.f64; its slow path
 * is a subroutine call) alone took the loop of rows_long<SUM_D, double>
 * from two 16-byte loads in flight per thread (the sum-only engine,
 * commit 4ad4779^) to one: each load waited for before the next is
 * issued (SASS scoreboards; the PTX loop is unchanged).  On the H200 that
 * read 268435456x1 double at 87.7% of the copy rate instead of 98.3%
 * (kernel-only 503 -> 567 us; 16384x8192 dim 1: 246 -> 273 us), as did
 * every double sum, mean and sumsq with long rows (pre 1).  And
 * put's conversions of a single sum to every class took k_cols<SUM_F,
 * float, 4> from 32 to 58 registers (8 -> 4 resident blocks per
 * multiprocessor): 134217728x2 single dim 2 94.8% -> 72.8%.  The lean
 * kernels compile to the sum-only engine's code again (rows_long<SUM_D,
 * double>: the same hot loop, 48 registers; k_cols<SUM_F, float, 4>: 32).
 * max/min of double and single had the same trouble: with put (every
 * result class, and the index) k_cols<MAX_D, double, 4> took 74 registers
 * (3 resident blocks) and issued its vectors' loads one vector at a time
 * (2 LDG in flight), k_rows_small<MAX_D, double, 4> 100 registers (2
 * blocks).  Lean, and with acc_run's trees (cuda_ops.cuh): k_cols<MAX_D,
 * double, 4> 62 registers, 4 LDG in flight; k_cols<MAX_F, float, 4> 58
 * (64 before); rows_small<MAX_D, double, 4> 80 (3 blocks), <MAX_F, float,
 * 4> 64 (80 before: 4 blocks instead of 3); rows_long<MAX_D, double> 58
 * registers with 5 LDG in flight (48 and 2 before). nvcc 13, sm_90,
 * -Xptxas -v and bench/sass_loads.py's scoreboard count; the kernels of
 * every other reduction compile to the same SASS as before. */
/* A lean result of a PLAIN reduction in T's own class: divided by mean's
 * divisor when there is one (ga_div_rn_*: the bits of IEEE division, without
 * nvcc's division and its subroutine call; in k_cols<SUM_F, float, 4> that
 * call alone took 32 registers to 58). */
template <class T>
__device__ __forceinline__ T
lean_div (T v, const ga_bounds &b)
{
  if (! (b.c.divisor > 0))
    return v;
  if constexpr (std::is_same<T, double>::value)
    return ga_div_rn_d (v, b.c.divisor, b.c.recip);
  else
    return ga_div_rn_f (v, (double) (float) b.c.divisor, b.c.recipf);
}

/* Programmatic dependent launch (sm_90): a pass whose input is an earlier
 * pass's partials (ga_part) waits here for that pass's grid and its
 * stores; any other lets the pass after it be launched now, so that its
 * launch overlaps this one's last wave (ga_run_pass launches a chunked
 * pass's combining pass so where the knob GPUAXIS_PDL lets it).  Both are
 * no-ops for a grid launched the usual way. */
template <class E>
__device__ __forceinline__ void
ga_pdl ()
{
#if defined (__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  if constexpr (ga_is_part<E>::value)
    asm volatile ("griddepcontrol.wait;" ::: "memory");
  else
    asm volatile ("griddepcontrol.launch_dependents;" :::);
#endif
}

/* ga_pdl for a kernel whose second run reads the first's outputs as E
 * (k_cols_mmv's chunks, ga_run_pass): lets a dependent grid start, then
 * waits for the grid before it where it was launched dependent (the
 * second run; a no-op for the first, launched the usual way).  Why: the
 * second run launched the usual way, single max/min of 4x67108864 along
 * dim 2 took 0.2684-0.2697 ms a call; launched dependent, 0.2620-0.2631
 * (kernel-only time the same, 255-256 us; H200,
 * tests/gpu-host/2026-12-04t call t1, with the occupancy answers kept). */
__device__ __forceinline__ void
ga_pdl_values ()
{
#if defined (__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  asm volatile ("griddepcontrol.launch_dependents;" :::);
  asm volatile ("griddepcontrol.wait;" ::: "memory");
#endif
}

/* Mean's results divided where a pass stored them undivided (cuda_launch.cuh,
 * ga_mean_split): count sums of T at out, in place. */
template <class T>
__global__ void __launch_bounds__ (GA_BLOCK)
k_div_outputs (T *__restrict__ out, size_t count, ga_bounds b)
{
  for (size_t i = (size_t) blockIdx.x * blockDim.x + threadIdx.x; i < count;
       i += (size_t) gridDim.x * blockDim.x)
    out[i] = lean_div (out[i], b);
}

template <int R, bool FULL, bool DIV = false>
__device__ __forceinline__ void
final_put (void *out, size_t i, ga_elem oe, typename Red<R>::T v, const ga_bounds &b)
{
  static_assert (FULL || ga_has_lean<R>::value, "no lean stores for this reduction");
  static_assert (! DIV || (! FULL && Red<R>::PLAIN), "DIV: lean PLAIN kernels only");
  if constexpr (FULL)
    {
      if constexpr (R == GA_R_ANY || R == GA_R_ALL)
        if (oe == GA_LOGICAL)
          {       /* their one result class, without put's switch:
                     single any/all along dim 1 of 2x134217728 76 ->
                     92-96% of the copy rate, of 32x8388608 80 -> 92%
                     (rows_small; H200, 2026-12-02g call g2) */
            ((uint8_t *) out)[i] = v != 0;
            return;
          }
      Red<R>::put (out, i, oe, v, b);
    }
  else if constexpr (DIV)
    ((typename Red<R>::T *) out)[i] = oe == GA_ACCBUF ? v : lean_div (v, b);
  else if constexpr (Red<R>::PLAIN)
    ((typename Red<R>::T *) out)[i] = v;
  else if constexpr (ga_lean_logical<R>::value)
    {                           /* any/all: raw, or the logical */
      if (oe == GA_ACCBUF)
        ((typename Red<R>::T *) out)[i] = v;
      else
        ((uint8_t *) out)[i] = v != 0;
    }
  else
    {                           /* max/min: raw, or value and index */
      if (oe == GA_ACCBUF)
        ((typename Red<R>::T *) out)[i] = v;
      else
        {
          ((typename ga_mm<R>::VT *) out)[i] = v.v;
          if (b.index_out)
            b.index_out[i] = (double) (v.i + 1);
        }
    }
}

/* A thread's place in the rows kernels (rows_small, rows_mm, rows_mmv): G
 * lanes a row (a power of two <= 32), so 32 / G rows a warp. */
struct ga_row_place
{
  int lane, lig;                /* lane in the warp, lane in its row's group */
  size_t rpw, warp, nwarps;     /* rows per warp, this warp, warps in the grid */
};
__device__ __forceinline__ ga_row_place
ga_row_lanes (int G)
{
  const int lane = threadIdx.x & 31;
  return {lane, lane & (G - 1), (size_t) (32 / G),
          ((size_t) blockIdx.x * blockDim.x + threadIdx.x) >> 5,
          ((size_t) gridDim.x * blockDim.x) >> 5};
}

/* ---------------------------------------------------------- rows_small */
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
 * tests/gpu-host/2026-12-03k, call k2).  But any and all of elements of
 * 8 bytes or more keep the sets a grid apart (GA_ROWS_ADJ_LOGICAL 0):
 * adjacent, double any along dim 1 of 2x134217728 fell from 102.6 to
 * 84.3% of copy (calls k3, k4), where single any and all took 0.94-0.95
 * of the time on 32x8388608 (92.7 -> 97.9%), 0.95-0.98 on 2x134217728
 * and 0.99-1.00 elsewhere (call k4).  Ordered accumulators use VW == 1 and
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

/* ------------------------------------------------------------- rows_mm */
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
 * tests/gpu-host/2026-12-02/f1/ncu).  Same results: the same take rules
 * (mm_take, mm_later on mm32, and combine's order on (value, position)), the
 * position made 64-bit again for the final store.  With it, and 2
 * vectors a lane (ga_mm_rows_vectors), 32x8388608 along dim 1 reads at
 * 83-85% (single; 58-59 before) and 95-98% (double; 84-85), 2x134217728
 * single max at 90% (80) (H200, tests/gpu-host/2026-12-02g, g2's A/B
 * against HEAD and g4's table).  Measured and left: rows_mm_run's loop
 * unrolled twice (#pragma unroll 2: both rounds' loads in flight in rows
 * of 32), 0.996-1.006 of the time on single and double 32x8388608 and
 * single 512x512x1024 along dim 1 (tests/gpu-host/2026-12-04s call s3);
 * single built for 5 blocks a multiprocessor (__launch_bounds__
 * (GA_BLOCK, 5): 48 registers, 36 bytes spilled, where 58 allow 4 and
 * ncu saw 45% of warps active, call s5), [M, I] of 32x8388608 along dim
 * 1 1.10x, 512x512x1024 1.03x (call s6). */
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
 * (H200, tests/gpu-host/2026-12-04t calls t1, t2).  The others 256, no
 * count asked (0, as __launch_bounds__ (GA_BLOCK)): asked for 1, ptxas
 * gave double 70 registers where it had 62, 3 blocks a multiprocessor
 * where 4 fitted, and double max/min along dim 1 of 32x8388608 and
 * 512x512x1024 took 1.09-1.16x as long (call t2's table). */
template <class E> struct ga_rows_mm_block
{
  static const int threads = std::is_same<E, float>::value ? 128 : GA_BLOCK;
  static const int blocks = std::is_same<E, float>::value ? 9 : 0;
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

/* ------------------------------------------------------------ rows_mmt */
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
 * rate; calls u1, u2), and max/min without the index there 0.937-0.940
 * of k_rows_mmv's (270.9 -> 254.0 us, 95 -> 101%; call u2), so it runs
 * ahead of k_rows_mmv for values alone too.  Not for shorter rows: the
 * same kernel for rows of 16 and 32 bytes (a lane's 1 or 2 loads, a
 * block for every 128 rows) took single [M, I] of 4x67108864 along dim
 * 1 1.47x as long, double max and [M, I] of 4x67108864 1.12-1.13x, of
 * 2x134217728 1.27-1.67x (H200, tests/gpu-host/2026-12-04u call u1). */
#define GA_MMT_WARPS 4
template <int R, class E, bool FULL = true>
__global__ void __launch_bounds__ (GA_MMT_WARPS * 32, 9)
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

/* ------------------------------------------------------------ rows_mmv */
/* max/min of single elements along rows_small's short rows (n < 4096)
 * whose values alone are stored, in single (M without I; never partials,
 * whose positions a later pass needs), but rows of 32 (k_rows_mmt, since
 * 2026-12-04u): k_rows_mm without positions.  A
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
 * selects for every element; call k3); this kernel 94.6% (max) and 95.2%
 * (min), 0.906 of the time, 512x512x1024 along dim 1 0.937 (96.5 ->
 * 102.9%), 4x67108864 and 2x134217728 0.990-0.995.  Not for double: with
 * it double max along dim 1 of 32x8388608 took 1.19x as long (100.2 ->
 * 84.3%), of 2x134217728 1.11x.  Nor for [M, I]: with every row scanned
 * again for its first element equal to v, 1.04-1.70x as long on every
 * rows shape (call l1); with the loaded vectors kept in registers (rows of
 * one vector a lane) single [M, I] of 32x8388608 took 1.27x as long
 * (call l3), where k_rows_mm reads 88-90% of copy.  H200,
 * tests/gpu-host/2026-12-03l.  Nor k_rows_mm taking each loaded vector
 * by fmaxf/fminf first, at the position of its first element equal to
 * the result: single [M, I] on 32x8388608 0.996 of the time, 2x134217728
 * 1.03x, 512x512x1024 0.985 (call m2, tests/gpu-host/2026-12-03m,
 * m2-dropped.patch). */
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

/* ----------------------------------------------------------- rows_long */
/* A block per (row j, chunk c).  Chunk c of row j covers elements
 * [c*clen, min(n, (c+1)*clen)).  With nchunk == 1 the result goes to
 * out[j]; otherwise partials go to out[c + nchunk*j] as raw accumulators. */
template <int R, class E, bool FULL = true, bool DIV = false>
__global__ void __launch_bounds__ (GA_BLOCK)
k_rows_long (const E *__restrict__ in, void *__restrict__ out, ga_elem oe,
             size_t n, size_t rows, size_t clen, size_t nchunk, ga_bounds b)
{
  ga_pdl<E> ();
  if constexpr (Red<R>::ORDERED)
    if (ga_gated (b))
      return;                   /* the fast path was exact (ga_gated) */
  typedef typename Red<R>::T T;
  const size_t ntask = rows * nchunk;
  const int tid = threadIdx.x, nt = blockDim.x;

  for (size_t task = blockIdx.x; task < ntask; task += gridDim.x)
    {
      const size_t j = task / nchunk, c = task % nchunk;
      const size_t k0 = c * clen, k1 = min (n, k0 + clen);
      const E *row = in + j * n;
      T acc = Red<R>::ident (b);

      if constexpr (Red<R>::ORDERED)
        {
          const size_t seg = (k1 - k0 + nt - 1) / nt;
          const size_t a0 = k0 + tid * seg, a1 = min (k1, a0 + seg);
          for (size_t k = a0; k < a1; k++)
            acc = acc_step<R> (acc, row[k], k, b);
        }
      else
        {
          /* scalar head up to 16-byte alignment, vectors, scalar tail;
           * elements wider than 16 bytes (partials of max/min, the prod of
           * signed integers) one at a time */
          constexpr bool wide = sizeof (E) > 16;
          constexpr int V = wide ? 1 : 16 / sizeof (E);
          constexpr size_t EA = wide ? alignof (E) : sizeof (E);
          struct alignas (wide ? alignof (E) : 16) vec { E v[V]; };
          size_t mis = wide ? 0 : ((uintptr_t) (row + k0) & 15) / sizeof (E);
          size_t head = mis ? min ((size_t) (V - mis), k1 - k0) : 0;
          if (((uintptr_t) row & (EA - 1)) != 0)
            head = k1 - k0;                 /* not even element-aligned */
          const size_t nv = (k1 - k0 - head) / V;
          const size_t t0 = k0 + head + nv * V;
          if ((size_t) tid < head)
            acc = acc_step<R> (acc, row[k0 + tid], k0 + tid, b);
          const vec *pv = (const vec *) (row + k0 + head);
          const size_t kv = k0 + head;        /* position of pv[0].v[0] */
          size_t i = tid;
          for (; i + 3 * nt < nv; i += 4 * nt)
            {
              vec x0 = pv[i], x1 = pv[i + nt], x2 = pv[i + 2 * nt], x3 = pv[i + 3 * nt];
              if constexpr (ga_mm<R>::own != GA_ACCBUF || ga_tree_run<R, E>::value)
                {
                  E xs[4 * V];
                  size_t ks[4 * V];
#pragma unroll
                  for (int q = 0; q < V; q++)
                    {
                      xs[q] = x0.v[q]; ks[q] = kv + i * V + q;
                      xs[V + q] = x1.v[q]; ks[V + q] = kv + (i + nt) * V + q;
                      xs[2 * V + q] = x2.v[q]; ks[2 * V + q] = kv + (i + 2 * nt) * V + q;
                      xs[3 * V + q] = x3.v[q]; ks[3 * V + q] = kv + (i + 3 * nt) * V + q;
                    }
                  acc = acc_run<R> (acc, xs, ks, b);  /* x0's, x1's, ... in turn */
                }
              else
                {               /* the others as before (acc_run's copies
                                   changed the code of the signed prod) */
#pragma unroll
                  for (int q = 0; q < V; q++) acc = acc_step<R> (acc, x0.v[q], kv + i * V + q, b);
#pragma unroll
                  for (int q = 0; q < V; q++) acc = acc_step<R> (acc, x1.v[q], kv + (i + nt) * V + q, b);
#pragma unroll
                  for (int q = 0; q < V; q++) acc = acc_step<R> (acc, x2.v[q], kv + (i + 2 * nt) * V + q, b);
#pragma unroll
                  for (int q = 0; q < V; q++) acc = acc_step<R> (acc, x3.v[q], kv + (i + 3 * nt) * V + q, b);
                }
            }
          for (; i < nv; i += nt)
            {
              vec x0 = pv[i];
#pragma unroll
              for (int q = 0; q < V; q++) acc = acc_step<R> (acc, x0.v[q], kv + i * V + q, b);
            }
          for (size_t k = t0 + tid; k < k1; k += nt)
            acc = acc_step<R> (acc, row[k], k, b);
        }

      acc = block_reduce<R> (acc, b);
      if (tid == 0)
        {
          if (nchunk == 1)
            final_put<R, FULL, DIV> (out, j, oe, acc, b);
          else
            ((T *) out)[c + nchunk * j] = acc;
        }
    }
}

/* --------------------------------------------------------- rows_narrow */
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
 * 2x134217728 0.960, all 0.992 (H200, tests/gpu-host/2026-12-04r, call
 * r1).  Not the double sums (PLAIN): 1.009-1.011 there (k_cols reads
 * them at 103% of the copy rate).  Max/min of single 4x67108864 stayed at
 * k_cols's time (264 us, where rows_long reads 268435456x1 in 243), and
 * run k_cols_mmv where values alone are stored (ga_cols_mmv_narrow).
 * Measured and left for max/min: taken in turn, with positions in 32
 * bits from the chunk's start in turn or by a tree, 0.993-1.000 (and
 * 1.002-1.036x on 2x134217728; call r3, r3-mm-variants.diff); at 5 or 6
 * blocks a multiprocessor ptxas spilled 72-160 bytes (not run); values
 * first by fmax/fmin (48 registers, no positions in the loop) and each
 * column's position found again in the round of its last change, 1.08x
 * (double 2x134217728), 1.15x (single) and 1.27x (single [M, I] of
 * 4x67108864; tests/gpu-host/2026-12-04s call s4, s4-narrow-vo.diff). */
template <int R, class E> struct ga_rows_narrow_ok
{
  static const bool value = ! Red<R>::ORDERED
                            && (std::is_same<E, float>::value
                                || (std::is_same<E, double>::value && ! Red<R>::PLAIN));
};

template <int R, class E, bool FULL, bool DIV, int P>
__global__ void __launch_bounds__ (GA_BLOCK)
k_rows_narrow (const E *__restrict__ in, void *__restrict__ out, ga_elem oe,
               size_t n, size_t rows, size_t clen, size_t nchunk, ga_bounds b)
{
  static_assert (ga_rows_narrow_ok<R, E>::value && (16 / sizeof (E)) % P == 0 && P > 1,
                 "interleaved columns: float or double, P dividing a 16-byte vector");
  ga_pdl<E> ();
  typedef typename Red<R>::T T;
  constexpr int V = 16 / sizeof (E), W = V / P;
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

/* cols' max/min of double and single elements (and [M, I] of int8-int32)
 * over rows k0 + y, + ty,
 * ... < k1 of its V columns, positions relative to k0 in 32 bits (mm32,
 * as rows_mm: the caller keeps k1 - k0 <= 2^30), UR rows' loads in flight
 * and then two, as the loops of k_cols below.  Why: k_cols<MAX_F, float,
 * 4> read 134217728x2 single along dim 2 at 74% of the copy rate (58
 * registers, 4 blocks; H200 2026-12-02, call f1).  With it 76-77% (64
 * registers, issue slots 67% busy: g2), double maxi 77 -> 83%: still
 * short; the rest of dim >= 2 max/min as before. */
template <int R, class E, int V, int UR>
__device__ __forceinline__ void
cols_mm_run (mm32<typename ga_mm<R>::VT> (&a)[V], const E *base, size_t pre,
             size_t k0, size_t k1, int y, int ty)
{
  typedef typename ga_mm<R>::VT VT;
  typedef mm32<VT> A;
  constexpr size_t VB = sizeof (E) * V;
  struct alignas ((VB & (VB - 1)) == 0 ? (VB < 16 ? VB : 16) : alignof (E)) vec { E v[V]; };
  const int m = (int) (k1 - k0);
  const E *p = base + pre * k0;
  int k = y;
  for (; k + (UR - 1) * ty < m; k += UR * ty)
    {
      vec x[UR];
#pragma unroll
      for (int q = 0; q < UR; q++)
        x[q] = *(const vec *) (p + pre * (size_t) (k + q * ty));
#pragma unroll
      for (int v = 0; v < V; v++)
        a[v] = mm32_run<R, UR> (a[v], [&] (int q) { return x[q].v[v]; }, k, ty);
    }
  for (; k + ty < m; k += 2 * ty)
    {
      vec x0 = *(const vec *) (p + pre * (size_t) k);
      vec x1 = *(const vec *) (p + pre * (size_t) (k + ty));
#pragma unroll
      for (int v = 0; v < V; v++)
        {
          A t0, t1;
          t0.v = (VT) x0.v[v]; t0.i = k;
          t1.v = (VT) x1.v[v]; t1.i = k + ty;
          a[v] = mm_take<R> (a[v], mm_later<R> (t0, t1));
        }
    }
  if (k < m)
    {
      vec x0 = *(const vec *) (p + pre * (size_t) k);
#pragma unroll
      for (int v = 0; v < V; v++)
        {
          A t0;
          t0.v = (VT) x0.v[v]; t0.i = k;
          a[v] = mm_take<R> (a[v], t0);
        }
    }
}

/* ------------------------------------------------------------ cols_mmv */
/* The ty row groups' w[v] (thread (x, y)'s, columns x * V + v) combined
 * through sm by a tree over y, f (earlier, later) in row group order;
 * every thread then holds its columns' results.  LEAD: a barrier first
 * (sm may still be read; the caller has one otherwise).  cols_body's
 * tree is this one written out: through it, 34 of the 512 kernels of
 * cuda_red_minmax.cu compiled to other code (nvcc 13, sm_90; none of
 * cuda_red_sumd.cu's 184), so cols_body stays as it was measured. */
template <bool LEAD, int V, class X, class F>
__device__ __forceinline__ void
cols_group_tree (X (&w)[V], X *sm, int x, int y, int tx, int ty, F f)
{
  if (LEAD)
    __syncthreads ();
#pragma unroll
  for (int v = 0; v < V; v++)
    sm[(size_t) y * tx * V + x * V + v] = w[v];
  for (int s = 1; s < ty; s <<= 1)
    {
      __syncthreads ();
      if ((y & (2 * s - 1)) == 0 && y + s < ty)
#pragma unroll
        for (int v = 0; v < V; v++)
          {
            const size_t me = (size_t) y * tx * V + x * V + v;
            sm[me] = f (sm[me], sm[me + (size_t) s * tx * V]);
          }
    }
  __syncthreads ();
#pragma unroll
  for (int v = 0; v < V; v++)
    w[v] = sm[x * V + v];
}

/* One task of k_cols_mmv: max/min of double or single elements whose
 * values alone are stored in their own class (ga_cols_mmv_plan), as
 * k_rows_mmv does for rows: thread (x, y) takes rows k0 + y, + ty, ...
 * < k1 of its V columns by fmax/fmin (NaN skipped, UR rows' loads in
 * flight, then taken in turn), the ty row groups combine the same way
 * through shared memory, and thread (x, 0) stores to dst.  The value is
 * then one of the rows' elements, and Octave's result is the first of
 * them equal to it: the same bits but where it is a zero (-0 and +0
 * compare equal, and fmax need not keep the first) or NaN (all NaN: the
 * first element).  So each thread notes the round of its rows after
 * which its value first was a zero (zp: a compare a column a round, the
 * rest where one is a zero), and where a column's value is a zero every
 * row group finds its first zero again in that one round and the groups
 * take the first of theirs; an all-NaN column stores its first element.
 * Where one element in 1024 was a zero among negatives, max took
 * 1.03-1.13x k_cols's time on that data (H200, tests/gpu-host/2026-12-04s
 * call s1), where thread (x, 0)'s search from k0 took 1.85-4.97x (calls
 * o6 and p1).  A chunk's value so found is what a second pass of
 * the same kernel over the chunks' values needs: where the column's value
 * is a zero, the first chunk whose value is a zero holds the column's
 * first zero, and every earlier chunk's value is below zero (max) or NaN;
 * all NaN, the first chunk's value is the column's first element. */
template <int R, class E, int V>
__device__ __forceinline__ void
cols_mmv_task (const E *__restrict__ base, E *__restrict__ dst, size_t pre, size_t k0,
               size_t k1, bool live, int x, int y, int tx, int ty, E *sm)
{
  constexpr size_t VB = sizeof (E) * V;
  struct alignas ((VB & (VB - 1)) == 0 ? (VB < 16 ? VB : 16) : alignof (E)) vec { E v[V]; };
  constexpr int UR = VB >= 32 ? 2 : (VB >= 16 ? 4 : 8);
  constexpr unsigned NONE = 0xffffffffu;
  E a[V];
  /* 16 bits a column, 0xffff for none: m of the round (rows k0 + y +
     (m, m + 1, ..., m + UR - 1) * ty) after which a[v] first was a zero;
     m < clen / ty < 0xffff (ga_cols_mmv_plan).  Packed: with a word a
     column, k_cols_mmv<MAX_F, float, 2> spilled */
  unsigned zp[(V + 1) / 2];
#pragma unroll
  for (int v = 0; v < V; v++)
    a[v] = (E) NAN;             /* the identity */
#pragma unroll
  for (int h = 0; h < (V + 1) / 2; h++)
    zp[h] = NONE;
  /* after the round from row k: the columns whose a[v] is a zero for the
     first time get m (rarely taken: where a[v] is a zero) */
  auto mark = [&] (size_t k) {
    unsigned z = 0;
#pragma unroll
    for (int v = 0; v < V; v++)
      z |= (unsigned) (a[v] == 0) << v;
    if (z)
#pragma unroll
      for (int v = 0; v < V; v++)
        {
          const int sh = 16 * (v & 1);
          if ((z >> v & 1) && (zp[v >> 1] >> sh & 0xffffu) == 0xffffu)
            zp[v >> 1] = (zp[v >> 1] & ~(0xffffu << sh))
                         | ((unsigned) (k - k0) / (unsigned) ty) << sh;
        }
  };
  if (live)
    {
      size_t k = k0 + y;
      for (; k + (UR - 1) * (size_t) ty < k1; k += UR * (size_t) ty)
        {
          vec xv[UR];
#pragma unroll
          for (int q = 0; q < UR; q++)
            xv[q] = *(const vec *) (base + pre * (k + q * (size_t) ty));
#pragma unroll
          for (int v = 0; v < V; v++)
#pragma unroll
            for (int q = 0; q < UR; q++)
              a[v] = mmv_take<R> (a[v], xv[q].v[v]);
          mark (k);
        }
      for (; k < k1; k += ty)
        {
          vec x0 = *(const vec *) (base + pre * k);
#pragma unroll
          for (int v = 0; v < V; v++)
            a[v] = mmv_take<R> (a[v], x0.v[v]);
          mark (k);
        }
    }
  if (ty > 1)                   /* the ty row groups */
    cols_group_tree<true> (a, sm, x, y, tx, ty, [] (E p, E q) { return mmv_take<R> (p, q); });
  /* a zero, or NaN: Octave's element.  Where the column's value is a
     zero, every element is a zero, below zero or NaN, and a thread's
     first zero lies in the round of its rows after which its a[v] first
     was a zero (zp): the thread finds it there (UR rows, one round),
     and the row groups take the first of theirs (a tree over y, of row
     offsets in sm).  Why: the search for the first zero from k0 by
     thread (x, 0) alone took max 1.85-4.97x k_cols's time where one
     element in 1024 was a zero among negatives (calls o6, p1) */
  unsigned first[V];            /* row offsets from k0 of the first zeros */
  bool any = false;
#pragma unroll
  for (int v = 0; v < V; v++)
    {
      first[v] = NONE;
      const unsigned m = zp[v >> 1] >> 16 * (v & 1) & 0xffffu;
      if (live && a[v] == 0 && m != 0xffffu)
        {
#pragma unroll
          for (int q = UR - 1; q >= 0; q--)
            {
              const size_t k = k0 + y + (m + q) * (size_t) ty;
              if (k < k1 && base[v + pre * k] == 0)
                first[v] = (unsigned) (k - k0);
            }
        }
      any |= live && a[v] == 0;
    }
  if (ty > 1 && __syncthreads_or (any))       /* block-uniform: the tree's barriers */
    cols_group_tree<false> (first, (unsigned *) sm, x, y, tx, ty,
                            [] (unsigned p, unsigned q) { return min (p, q); });
  if (y != 0 || ! live || k1 <= k0)
    return;
#pragma unroll
  for (int v = 0; v < V; v++)
    if (a[v] == 0 && first[v] != NONE)
      a[v] = base[v + pre * (k0 + first[v])];
    else if (a[v] != a[v])
      a[v] = base[v + pre * k0];                /* all NaN: the first */
  constexpr size_t OB = sizeof (E) * V;
  struct alignas ((OB & (OB - 1)) == 0 ? (OB < 16 ? OB : 16) : alignof (E)) ovec { E v[V]; };
  if (((uintptr_t) dst & (alignof (ovec) - 1)) == 0)
    {
      ovec o;
#pragma unroll
      for (int v = 0; v < V; v++)
        o.v[v] = a[v];
      *(ovec *) dst = o;
    }
  else
#pragma unroll
    for (int v = 0; v < V; v++)
      dst[v] = a[v];
}

/* ---------------------------------------------------------------- cols */
/* The body of the cols kernels (k_cols, k_cols_wide, k_cols_short,
 * k_cols_few below).
 * pre > 1.  A block of tx*ty threads per task (slab j, column tile t,
 * chunk c of n).  Thread (x, y) sums columns col..col+V-1 of the tile over
 * rows y, y+ty, ... of the chunk (a contiguous run of rows when ORDERED);
 * the ty partials are then combined in row order through shared memory.
 * nchunk == 1: results to out[i + pre*j]; else partials (raw) to
 * out[i + pre*(c + nchunk*j)], a [pre, nchunk, post] array.  FEW
 * (k_cols_few): tx = GA_BLOCK, ty = 1, one chunk, a block a task, and
 * the task's n <= GA_COLS_FEW_ROWS rows loaded at once. */
#define GA_COLS_FEW_ROWS 4
template <int R, class E, int V, bool FULL, bool DIV, bool SHORT = false, bool IDX = true,
          bool FEW = false>
__device__ __forceinline__ void
cols_body (const E *__restrict__ in, void *__restrict__ out, ga_elem oe,
           size_t pre, size_t n, size_t post, int tx, int ty, size_t ntile,
           size_t clen, size_t nchunk, const ga_bounds &b)
{
  ga_pdl<E> ();
  if constexpr (Red<R>::ORDERED)
    if (ga_gated (b))
      return;                   /* the fast path was exact (ga_gated) */
  typedef typename Red<R>::T T;
  constexpr size_t VB = sizeof (E) * V;
  struct alignas ((VB & (VB - 1)) == 0 ? (VB < 16 ? VB : 16) : alignof (E)) vec { E v[V]; };
  if constexpr (FEW)
    {                   /* k_cols_few: a block a task, one pass of the
                           task loop below, as constants */
      tx = GA_BLOCK;
      ty = 1;
      nchunk = 1;
    }
  extern __shared__ __align__ (16) unsigned char smem_raw[];
  T *sm = (T *) smem_raw;                         /* [ty][tx*V] */
  const int x = threadIdx.x % tx, y = threadIdx.x / tx;
  /* task = c + nchunk * (t + ntile * j), its digits (c, t, j) divided out
   * once and then moved by the grid's step digit by digit: three 64-bit
   * divisions per task were much of the integer work of short tasks
   * (134217728x2 single along dim 2: 2 rows of 1024 columns a task; max
   * 73.7 -> 82.2% of the copy rate, all 86.1 -> 95.4, H200 2026-12-02g
   * call g1's A/B) */
  size_t c = blockIdx.x % nchunk, t = (blockIdx.x / nchunk) % ntile;
  size_t j = blockIdx.x / (nchunk * ntile);
  const size_t sc = gridDim.x % nchunk, st = FEW ? 0 : (gridDim.x / nchunk) % ntile;
  const size_t sj = FEW ? post : gridDim.x / (nchunk * ntile);

  for (; j < post; c += sc, t += st, j += sj)
    {
      if (c >= nchunk)
        {
          c -= nchunk;
          t++;
        }
      if (t >= ntile)
        {
          t -= ntile;
          j++;
          if (j >= post)
            break;
        }
      const size_t col = (t * tx + x) * V;
      const size_t k0 = c * clen, k1 = min (n, k0 + clen);
      const bool live = col < pre;
      T acc[V];
#pragma unroll
      for (int v = 0; v < V; v++)
        acc[v] = Red<R>::ident (b);

      if (live)
        {
          const E *base = in + col + pre * n * j;
          if constexpr (FEW)
            {   /* k_cols_few: the n <= GA_COLS_FEW_ROWS rows at once */
              const int m = (int) n;
              vec xs[GA_COLS_FEW_ROWS];
#pragma unroll
              for (int q = 0; q < GA_COLS_FEW_ROWS; q++)
                if (q < m)
                  xs[q] = *(const vec *) (base + pre * q);
#pragma unroll
              for (int v = 0; v < V; v++)
#pragma unroll
                for (int q = 0; q < GA_COLS_FEW_ROWS; q++)
                  if (q < m)
                    acc[v] = acc_step<R> (acc[v], xs[q].v[v], (size_t) q, b);
            }
          else if constexpr (Red<R>::ORDERED)
            {
              const size_t seg = (k1 - k0 + ty - 1) / ty;
              const size_t a0 = k0 + y * seg, a1 = min (k1, a0 + seg);
              for (size_t k = a0; k < a1; k++)
                {
                  vec xv = *(const vec *) (base + pre * k);
#pragma unroll
                  for (int v = 0; v < V; v++)
                    acc[v] = acc_step<R> (acc[v], xv.v[v], k, b);
                }
            }
          else
            {
              size_t k = k0 + y;
              /* independent loads in flight: more when each is narrow
                 (SHORT: two, k_cols_short) */
              /* the double sums (ga_sum_tree) of 32-byte vectors: 4
                 rows, taken by acc_run's tree below (all 8 loads in
                 flight; 3 of 4 before); narrower vectors as before */
              constexpr int UR = SHORT ? 2 : (VB >= 32 ? (ga_sum_tree<R, E>::value ? 4 : 2)
                                                       : (VB >= 16 ? 4 : 8));
              /* k_cols_short's chunks (<= GA_COLS_SHORT_ROWS rows a
                 thread) always take the 32-bit positions: for values
                 alone the loops after them are not compiled (with the
                 index they are: double [M, I] on 134217728x2 along dim 2
                 read 82% of copy without them, 92% with; H200 j2, j3) */
              constexpr bool ONLY32 = SHORT && ! IDX && ga_tree_run<R, E>::mm;
              if constexpr (ga_tree_run<R, E>::mm)
                if (ONLY32 || k1 - k0 <= ((size_t) 1 << 30))
                  {     /* 32-bit positions (cols_mm_run; k + UR * ty
                           stays in int) */
                    mm32<typename ga_mm<R>::VT> a[V];
#pragma unroll
                    for (int v = 0; v < V; v++)
                      {
                        a[v].v = acc[v].v;
                        a[v].i = GA_NOPOS32;
                      }
                    cols_mm_run<R, E, V, UR> (a, base, pre, k0, k1, y, ty);
#pragma unroll
                    for (int v = 0; v < V; v++)
                      {
                        acc[v].v = a[v].v;
                        acc[v].i = a[v].i == GA_NOPOS32 ? GA_NOPOS : (int64_t) (k0 + a[v].i);
                      }
                    k = k1;             /* done: the loops below skip */
                  }
              if constexpr (! ONLY32)
                {
                for (; k + (UR - 1) * (size_t) ty < k1; k += UR * (size_t) ty)
                  {
                    vec x[UR];
#pragma unroll
                    for (int q = 0; q < UR; q++)
                      x[q] = *(const vec *) (base + pre * (k + q * (size_t) ty));
                    if constexpr (ga_mm<R>::own != GA_ACCBUF || ga_tree_run<R, E>::cols
                                  || (ga_sum_tree<R, E>::value && VB >= 32))
                      {
#pragma unroll
                        for (int v = 0; v < V; v++)
                          {                 /* column v's UR rows in turn */
                            E xs[UR];
                            size_t ks[UR];
#pragma unroll
                            for (int q = 0; q < UR; q++)
                              {
                                xs[q] = x[q].v[v];
                                ks[q] = k + q * (size_t) ty;
                              }
                            acc[v] = acc_run<R> (acc[v], xs, ks, b);
                          }
                      }
                    else
                      {   /* the others as before (the same code as the
                             loops of v outside q gave the integer max/min
                             other registers) */
#pragma unroll
                        for (int q = 0; q < UR; q++)
#pragma unroll
                          for (int v = 0; v < V; v++)
                            acc[v] = acc_step<R> (acc[v], x[q].v[v], k + q * (size_t) ty, b);
                      }
                  }
                /* what is left of the chunk, two rows at a time: both
                   loads in flight (a chunk of 2 rows, 134217728x2 along
                   dim 2, otherwise waited for each load in turn; single
                   max 69 -> 74% of copy, any 70 -> 75%, H200 2026-12-02).
                   Not for the PLAIN sums: their 2 in flight already, and
                   this loop cost the single sum 2.6% there */
                if constexpr (UR > 2 && ! Red<R>::PLAIN)
                  for (; k + (size_t) ty < k1; k += 2 * (size_t) ty)
                    {
                      vec x0 = *(const vec *) (base + pre * k);
                      vec x1 = *(const vec *) (base + pre * (k + ty));
                      if constexpr (ga_mm<R>::own != GA_ACCBUF || ga_tree_run<R, E>::cols)
                        {
#pragma unroll
                          for (int v = 0; v < V; v++)
                            {
                              const E xs[2] = {x0.v[v], x1.v[v]};
                              const size_t ks[2] = {k, k + ty};
                              acc[v] = acc_run<R> (acc[v], xs, ks, b);
                            }
                        }
                      else
                        {
#pragma unroll
                          for (int v = 0; v < V; v++)
                            acc[v] = acc_step<R> (acc[v], x0.v[v], k, b);
#pragma unroll
                          for (int v = 0; v < V; v++)
                            acc[v] = acc_step<R> (acc[v], x1.v[v], k + ty, b);
                        }
                    }
                for (; k < k1; k += ty)
                  {
                    vec x0 = *(const vec *) (base + pre * k);
#pragma unroll
                    for (int v = 0; v < V; v++)
                      acc[v] = acc_step<R> (acc[v], x0.v[v], k, b);
                  }
                }
            }
        }

#ifndef GA_COLS_SHORT_DROPPOS           /* A/B knob: 0 keeps them (j2's vP0) */
#define GA_COLS_SHORT_DROPPOS 1
#endif
      if constexpr (! IDX && GA_COLS_SHORT_DROPPOS)
#pragma unroll
        for (int v = 0; v < V; v++)
          acc[v].i = 0;         /* values only (k_cols_short, launched
                                   only for results without the index,
                                   and only where the tree over y below
                                   meets the rows in order:
                                   ga_cols_short_plan): the positions'
                                   work is dead code */
      if (ty > 1)
        {
          /* combine the ty row groups in order: a tree over y */
          __syncthreads ();
#pragma unroll
          for (int v = 0; v < V; v++)
            sm[(size_t) y * tx * V + x * V + v] = acc[v];
          for (int s = 1; s < ty; s <<= 1)
            {
              __syncthreads ();
              if ((y & (2 * s - 1)) == 0 && y + s < ty)
#pragma unroll
                for (int v = 0; v < V; v++)
                  {
                    const size_t me = (size_t) y * tx * V + x * V + v;
                    sm[me] = Red<R>::combine (sm[me], sm[me + (size_t) s * tx * V], b);
                  }
            }
          __syncthreads ();
#pragma unroll
          for (int v = 0; v < V; v++)
            acc[v] = sm[x * V + v];
        }

      if (y == 0 && live)
        {
          const bool raw = nchunk > 1 || oe == GA_ACCBUF;
          if constexpr (Red<R>::PLAIN)
            if (! FULL || raw || oe == (std::is_same<T, double>::value ? GA_DOUBLE : GA_SINGLE))
              {                   /* results in T as they are (or divided:
                                     mean, FULL only): one vector store */
                constexpr size_t OB = sizeof (T) * V;
                struct alignas ((OB & (OB - 1)) == 0 ? (OB < 16 ? OB : 16) : alignof (T)) ovec { T v[V]; };
                const bool div = (FULL || DIV) && ! raw && b.c.divisor > 0;
                ovec o;
#pragma unroll
                for (int v = 0; v < V; v++)
                  if constexpr (FULL)
                    o.v[v] = div ? acc[v] / (T) b.c.divisor : acc[v];
                  else if constexpr (DIV)
                    o.v[v] = div ? lean_div (acc[v], b) : acc[v];
                  else
                    o.v[v] = acc[v];
                *(ovec *) ((T *) out + col + pre * (nchunk == 1 ? j : c + nchunk * j)) = o;
                continue;                 /* the next task */
              }
          if constexpr (! FULL && ! Red<R>::PLAIN && ! ga_lean_logical<R>::value)
            if (! raw)
              {         /* lean max/min: values in their own class and
                           indices, vectors where both are aligned */
                typedef typename ga_mm<R>::VT VT;
                constexpr size_t OB = sizeof (VT) * V, IB = sizeof (double) * V;
                struct alignas ((OB & (OB - 1)) == 0 ? (OB < 16 ? OB : 16) : alignof (VT)) ovec { VT v[V]; };
                struct alignas ((IB & (IB - 1)) == 0 ? (IB < 16 ? IB : 16) : alignof (double)) ivec { double v[V]; };
                VT *po = (VT *) out + col + pre * j;
                double *pi = IDX && b.index_out ? b.index_out + col + pre * j : NULL;
                if (((uintptr_t) po & (alignof (ovec) - 1)) == 0)
                  {
                    ovec o;
#pragma unroll
                    for (int v = 0; v < V; v++)
                      o.v[v] = acc[v].v;
                    *(ovec *) po = o;
                  }
                else
#pragma unroll
                  for (int v = 0; v < V; v++)
                    po[v] = acc[v].v;
                if (pi && ((uintptr_t) pi & (alignof (ivec) - 1)) == 0)
                  {
                    ivec o;
#pragma unroll
                    for (int v = 0; v < V; v++)
                      o.v[v] = (double) (acc[v].i + 1);
                    *(ivec *) pi = o;
                  }
                else if (pi)
#pragma unroll
                  for (int v = 0; v < V; v++)
                    pi[v] = (double) (acc[v].i + 1);
                continue;                 /* the next task */
              }
          if constexpr (R == GA_R_ANY || R == GA_R_ALL)
            if (! raw && oe == GA_LOGICAL && V > 1)
              {         /* any/all: the V logicals as one store (one byte
                           each was a store instruction per byte) */
                struct alignas (V) lvec { uint8_t v[V]; };
                uint8_t *po = (uint8_t *) out + col + pre * j;
                if (((uintptr_t) po & (V - 1)) == 0)
                  {
                    lvec o;
#pragma unroll
                    for (int v = 0; v < V; v++)
                      o.v[v] = acc[v] != 0;
                    *(lvec *) po = o;
                    continue;             /* the next task */
                  }
              }
          if constexpr (FULL || ! Red<R>::PLAIN)
            {             /* lean PLAIN: always stored above; lean max/min:
                             raw partials here; lean any/all: raw
                             partials or logicals */
#pragma unroll
              for (int v = 0; v < V; v++)
                {
                  if constexpr (FULL)
                    if (! raw)
                      {
                        Red<R>::put (out, col + v + pre * j, oe, acc[v], b);
                        continue;
                      }
                  if constexpr (! FULL && ga_lean_logical<R>::value)
                    if (! raw)
                      {   /* lean any/all: a logical (unaligned) */
                        ((uint8_t *) out)[col + v + pre * j] = acc[v] != 0;
                        continue;
                      }
                  ((T *) out)[col + v + pre * (c + nchunk * j)] = acc[v];
                }
            }
        }
    }
}

/* The cols kernel, and the same with ptxas's register target lifted
 * (minimum 1 block a multiprocessor: as many registers as it likes) for
 * the reductions of ga_cols_wide.  Why: the signed "native" sums' fast
 * path along dim 2 (k_cols<SUM_PN, int32_t, 4>, int32 16384x16384) read at
 * 95.0% of the copy rate built that way (255 us a call, both passes; 80
 * registers), 87.1% with the plain bounds (278 us); the same lifted target
 * on every kernel cost other k_cols 13-21% (single sum, any and max on
 * 134217728x2 along dim 2; H200, 2026-12-03 calls i2, i3 and i4). */
template <int R> struct ga_cols_wide { static const bool value = R == GA_R_SUM_PN; };

template <int R, class E, int V, bool FULL = true, bool DIV = false>
__global__ void __launch_bounds__ (GA_BLOCK)
k_cols (const E *__restrict__ in, void *__restrict__ out, ga_elem oe,
        size_t pre, size_t n, size_t post, int tx, int ty, size_t ntile,
        size_t clen, size_t nchunk, ga_bounds b)
{
  cols_body<R, E, V, FULL, DIV> (in, out, oe, pre, n, post, tx, ty, ntile, clen, nchunk, b);
}

template <int R, class E, int V, bool FULL = true, bool DIV = false>
__global__ void __launch_bounds__ (GA_BLOCK, 1)
k_cols_wide (const E *__restrict__ in, void *__restrict__ out, ga_elem oe,
             size_t pre, size_t n, size_t post, int tx, int ty, size_t ntile,
             size_t clen, size_t nchunk, ga_bounds b)
{
  cols_body<R, E, V, FULL, DIV> (in, out, oe, pre, n, post, tx, ty, ntile, clen, nchunk, b);
}

/* The cols kernel of any and all of single elements in passes of one
 * chunk (ga_lean_kind, cuda_launch.cuh): k_cols built for 8 resident
 * blocks a multiprocessor (32 registers).  Why: k_cols<ANY, float, 4>
 * takes 40 registers (6 blocks; the loop of a chunk's last rows two at a
 * time, which 134217728x2 along dim 2 needs, takes it past 32), and
 * 512x512x1024 along dims 2 and 3 then ran in 1024 blocks on 792 places:
 * single any/all 250-254 us where the sum took 237.  Built this way, any
 * 236-237 us (0.943-0.948 of the time), all 240-242 (0.960-0.965), the
 * other shapes 0.99-1.01 (H200, tests/gpu-host/2026-12-04q calls q1-q5).
 * Without that loop (32 registers too) 0.950, but 134217728x2 1.023.  Not
 * for chunked passes: all (4 bytes spilled) took 1.014-1.036x there.  Not
 * for double: the same bounds took double any 1.10-1.22x as long along
 * dim 2 (call q2). */
template <int R, class E> struct ga_cols_logical_ok
{
  static const bool value = ga_lean_logical<R>::value && std::is_same<E, float>::value;
};

template <int R, class E, int V, bool FULL = true, bool DIV = false>
__global__ void __launch_bounds__ (GA_BLOCK, 8)
k_cols_logical (const E *__restrict__ in, void *__restrict__ out, ga_elem oe,
                size_t pre, size_t n, size_t post, int tx, int ty, size_t ntile,
                size_t clen, size_t nchunk, ga_bounds b)
{
  cols_body<R, E, V, FULL, DIV> (in, out, oe, pre, n, post, tx, ty, ntile, clen, nchunk, b);
}

/* The cols kernel of max/min of double and single for chunks of at most
 * GA_COLS_SHORT_ROWS rows a thread (ga_cols_short_plan), where
 * cols_body's loop of UR rows never runs: built without it (two rows'
 * loads in flight, then one), with its own register target
 * (ga_cols_short_minb: blocks a multiprocessor, capped at what the
 * architecture holds), and for values alone (IDX false: M without I)
 * with no positions and none of the loops of longer chunks.
 * Why: k_cols<MAX_F, float, 4> read 134217728x2 single along dim 2 (2
 * rows a column) at 76% of the copy rate: 64 registers, 4 blocks a
 * multiprocessor, 47% achieved occupancy (ncu), where the sum's k_cols
 * (32 registers, 8 blocks) reads 98%.  This kernel for single values at
 * 6 blocks (38 registers): 95.6%; at 8 blocks (spills) 76.7%, with the
 * positions kept 84%.  Double [M, I] there 82 -> 92% with the target
 * lifted (70 registers; built without the longer chunks' loops, 64
 * registers, it read 82% again).  Single [M, I] stays in k_cols (90%;
 * this kernel 82-89%).  H200, 2026-12-03j calls j1 and j2 (A/B, one run
 * each). */
#ifndef GA_COLS_SHORT_MINB_F
#define GA_COLS_SHORT_MINB_F 6          /* single, values only */
#endif
#ifndef GA_COLS_SHORT_MINB_D
#define GA_COLS_SHORT_MINB_D 1          /* double, values only */
#endif
#ifndef GA_COLS_SHORT_MINB_DI
#define GA_COLS_SHORT_MINB_DI 1         /* double with the index */
#endif
#define GA_COLS_SHORT_ROWS 3
#if defined (__CUDA_ARCH__) && __CUDA_ARCH__ == 750
#define GA_SM_THREADS 1024
#elif defined (__CUDA_ARCH__) && (__CUDA_ARCH__ == 860 || __CUDA_ARCH__ == 870 || __CUDA_ARCH__ == 890)
#define GA_SM_THREADS 1536
#else
#define GA_SM_THREADS 2048
#endif
template <int R, bool IDX> struct ga_cols_short_minb
{
  static const int want = std::is_same<typename ga_mm<R>::VT, float>::value ? GA_COLS_SHORT_MINB_F
                          : IDX ? GA_COLS_SHORT_MINB_DI : GA_COLS_SHORT_MINB_D;
  static const int value = want * GA_BLOCK <= GA_SM_THREADS ? want : GA_SM_THREADS / GA_BLOCK;
};

/* Which max/min run k_cols_short: double and single elements (not
 * partials, not int8-int32 [M, I]); idx: with the index too (double
 * only: single's [M, I] on 134217728x2 along dim 2 read 90.4% of the
 * copy rate in k_cols, 82-89% in this kernel, H200 2026-12-03j call j1). */
template <int R, class E> struct ga_cols_short_ok
{
  typedef typename ga_mm<R>::VT VT;
  static const bool value = ga_tree_run<R, E>::mm
    && (std::is_same<VT, float>::value || std::is_same<VT, double>::value);
  static const bool idx = value && std::is_same<VT, double>::value;
};

template <int R, class E, int V, bool FULL, bool DIV, bool IDX>
__global__ void __launch_bounds__ (GA_BLOCK, (ga_cols_short_minb<R, IDX>::value))
k_cols_short (const E *__restrict__ in, void *__restrict__ out, ga_elem oe,
              size_t pre, size_t n, size_t post, int tx, int ty, size_t ntile,
              size_t clen, size_t nchunk, ga_bounds b)
{
  cols_body<R, E, V, FULL, DIV, true, IDX> (in, out, oe, pre, n, post, tx, ty, ntile, clen, nchunk, b);
}

/* The cols kernel of max/min of double and single elements whose values
 * alone are stored (ga_cols_mmv_plan, knob GPUAXIS_COLS_MMV: single by
 * default, double opt-in: cuda_dispatch.cu): cols_body's
 * task loop, each task by cols_mmv_task, fmax/fmin without positions;
 * a chunked pass writes its chunks' values (E), and the same kernel takes
 * them as a pass of one chunk (ga_run_pass).
 * Why: k_cols<MAX_F, float, 4> with positions (cols_mm_run) takes 64
 * registers, and single max and min of 512x512x1024 along dim 2 ran
 * 0.96-0.97x torch's amax/amin (249-250 against 238 us, where the sum
 * takes 237: H200, call n2).  With this kernel (all 4 loads of the loop
 * in flight at a target of 1 block a multiprocessor, 56-62 registers, and
 * of 4 blocks, 60-64 registers, within 0.8% of it in call p1; built with
 * the plain bounds ptxas gave it 40 registers and 2 loads in flight),
 * against k_cols and k_cols_short: single max/min of
 * 512x512x1024 along dims 2 and 3 0.945-0.954 of the kernel time (249-252
 * -> 237-238 us, 99 -> 104% of copy), of 8388608x32 along dim 2 0.987;
 * double 0.988-0.993 on 512x512x1024, 1.001 on 8388608x32 (H200,
 * tests/gpu-host/2026-12-04o call o1b, one chunk only); chunked too,
 * single 4x67108864 along dim 2 0.958-0.960 (94.5 -> 98.4%), 16384x16384
 * 0.976, 32x8388608 0.939, 2x134217728 0.987, double 4x67108864 0.992
 * (call o2).  Measured and left (o1b): a target of 6 blocks a
 * multiprocessor (40 registers): single 0.974-0.982, double 1.025-1.035;
 * 8 blocks for single (32 registers, 2 loads in flight): 0.952-0.959,
 * 8388608x32 0.972; a tree over the UR rows instead of taking them in
 * turn (at 6 blocks): as the chain.  With the rounds noted for the zero
 * search (cols_mmv_task's zp; 58-64 registers, no spills; 56 before for
 * single V = 4), against k_cols and k_rows_narrow: single
 * 0.943-0.969, double 0.994-0.997 on 512x512x1024, 1.006-1.010x on
 * 8388608x32 and 4x67108864 (H200, tests/gpu-host/2026-12-04s call s1). */
template <int R, class E> struct ga_cols_mmv_ok
{
  static const bool value = ga_cols_short_ok<R, E>::value
                            && std::is_same<typename ga_mm<R>::VT, E>::value;
};

template <int R, class E, int V>
__global__ void __launch_bounds__ (GA_BLOCK, 4)
k_cols_mmv (const E *__restrict__ in, void *__restrict__ out, ga_elem oe,
            size_t pre, size_t n, size_t post, int tx, int ty, size_t ntile,
            size_t clen, size_t nchunk, ga_bounds b)
{
  extern __shared__ __align__ (16) unsigned char smem_raw[];
  const int x = threadIdx.x % tx, y = threadIdx.x / tx;
  ga_pdl_values ();
  /* task c + nchunk * (t + ntile * j), its digits moved by the grid's
     step as cols_body's.  This loop and the tree over y
     (cols_group_tree) are cols_body's written again: as shared helpers
     they changed the sm_90 code of 75 of 180 kernels of
     cuda_red_sumd.cu (the carries alone too; 2026-12-04, not measured
     on the GPU), so cols_body stays as it was measured */
  size_t c = blockIdx.x % nchunk, t = (blockIdx.x / nchunk) % ntile;
  size_t j = blockIdx.x / (nchunk * ntile);
  const size_t sc = gridDim.x % nchunk, st = (gridDim.x / nchunk) % ntile;
  const size_t sj = gridDim.x / (nchunk * ntile);
  (void) oe; (void) b;
  for (; j < post; c += sc, t += st, j += sj)
    {
      if (c >= nchunk)
        {
          c -= nchunk;
          t++;
        }
      if (t >= ntile)
        {
          t -= ntile;
          j++;
          if (j >= post)
            break;
        }
      const size_t col = (t * tx + x) * V;
      const size_t k0 = c * clen, k1 = min (n, k0 + clen);
      /* one chunk: the results; else the chunks' values, [pre, nchunk,
         post] as E, for the pass over them (ga_run_pass) */
      cols_mmv_task<R, E, V> (in + col + pre * n * j, (E *) out + col + pre * (c + nchunk * j),
                              pre, k0, k1, col < pre, x, y, tx, ty, (E *) smem_raw);
    }
}

/* The cols kernel of columns with few rows (n <= GA_COLS_FEW_ROWS: along
 * dim 2 of 134217728x2 and 67108864x4), where the cols grid's chunks and
 * row groups have nothing to share out: a thread loads its V columns' n
 * rows, all in flight at once, and reduces them in order; a block for
 * every tile of GA_BLOCK * V columns of a slab (tx = GA_BLOCK, ty = 1, one
 * chunk: cols_body's task loop runs once, its stores as k_cols's).
 * Planned by ga_plan_cols_few (knob GPUAXIS_COLS_FEW) for the reductions
 * of ga_cols_few_ok, lean stores only, not single mean (ga_run_pass).
 * Why: the traffic of single [M, I] of two rows (1 GiB read, 1.5 GiB
 * written) moved at 99% of the copy rate with a thread for two outputs
 * and a block for every 256 threads, 89.5% in a grid-stride loop
 * (tests/gpu-host/2026-12-03k/mix_probe.cu, call k1), where k_cols read
 * 134217728x2 single [M, I] along dim 2 at 89.7% of copy.  With this
 * kernel (H200, tests/gpu-host/2026-12-03n call n1's A/B, kernel time
 * against k_cols's and k_cols_short's): on 134217728x2 along dim 2 single
 * [M, I] 0.929 (89.7 -> 97.2% of copy), double [M, I] 0.925 (92.2 ->
 * 99.2%), single sum, max and prod 0.954-0.972, double sum and max 0.956
 * and 0.964, mean 0.905 (prod 0.955 with 2 columns a thread); on
 * 67108864x4 single 0.925-0.957, double 0.905 (mean) to 0.968 (prod).
 * Double any and all too: 0.972 on both shapes (call q2 of
 * tests/gpu-host/2026-12-04q; single any 0.970 on 67108864x4 but 1.022 on
 * 134217728x2, so not single). */
template <int R, class E> struct ga_cols_few_ok
{
  static const bool value = (Red<R>::PLAIN && std::is_same<typename Red<R>::T, E>::value)
                            || (ga_lean_logical<R>::value && std::is_same<E, double>::value)
                            || (ga_cols_short_ok<R, E>::value
                                && std::is_same<typename ga_mm<R>::VT, E>::value);
};

template <int R, class E, int V, bool FULL, bool DIV>
__global__ void __launch_bounds__ (GA_BLOCK)
k_cols_few (const E *__restrict__ in, void *__restrict__ out, ga_elem oe,
            size_t pre, size_t n, size_t post, int tx, int ty, size_t ntile,
            size_t clen, size_t nchunk, ga_bounds b)
{
  cols_body<R, E, V, FULL, DIV, false, true, true> (in, out, oe, pre, n, post, tx, ty, ntile,
                                                    clen, nchunk, b);
}

#endif
