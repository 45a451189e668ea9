/* kernels/common.cuh: the kernels' shared parts: block size, the ordered
 * group and block reductions, the final store (final_put, lean_div),
 * programmatic dependent launch (ga_pdl), mean's split division
 * (k_div_outputs) and a rows thread's place (ga_row_lanes).
 *
 * Part of the reduction kernels; cuda_kernels.cuh includes every family
 * in order and says what each is for.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_KERNELS_COMMON_CUH
#define GPUAXIS_KERNELS_COMMON_CUH

#include "../cuda_ops.cuh"

#define GA_BLOCK 256
/* Threads a multiprocessor holds, by the architecture being compiled.
 * GA_MINB (T, B): a kernel's resident-block count B for blocks of T
 * threads where the architecture holds that many, else 0 (no count):
 * ptxas ignores a count past the limit (with a warning per kernel), so
 * 0 builds the same code there without the warning; sm_80 and sm_90 hold
 * every count asked, and their code is unchanged. */
#if defined (__CUDA_ARCH__) && __CUDA_ARCH__ == 750
#define GA_SM_THREADS 1024
#elif defined (__CUDA_ARCH__) && (__CUDA_ARCH__ == 860 || __CUDA_ARCH__ == 870 || __CUDA_ARCH__ == 890)
#define GA_SM_THREADS 1536
#else
#define GA_SM_THREADS 2048
#endif
#define GA_MINB(T, B) ((T) * (B) <= GA_SM_THREADS ? (B) : 0)
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
 * 2026-12-04, with the occupancy answers kept). */
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
                     (rows_small; H200, 2026-12-02) */
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

#endif
