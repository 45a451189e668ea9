/* kernels/cols_few.cuh: k_cols_few: columns of at most 4 rows, a thread's
 * columns whole, a block a tile.
 *
 * Part of the reduction kernels; cuda_kernels.cuh includes every family
 * in order and says what each is for.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_KERNELS_COLS_FEW_CUH
#define GPUAXIS_KERNELS_COLS_FEW_CUH

#include "cols.cuh"

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
 * (bench/probes/mix_probe.cu), where k_cols read
 * 134217728x2 single [M, I] along dim 2 at 89.7% of copy.  With this
 * kernel (H200, 2026-12-03 A/B, kernel time
 * against k_cols's and k_cols_short's): on 134217728x2 along dim 2 single
 * [M, I] 0.929 (89.7 -> 97.2% of copy), double [M, I] 0.925 (92.2 ->
 * 99.2%), single sum, max and prod 0.954-0.972, double sum and max 0.956
 * and 0.964, mean 0.905 (prod 0.955 with 2 columns a thread); on
 * 67108864x4 single 0.925-0.957, double 0.905 (mean) to 0.968 (prod).
 * Double any and all too: 0.972 on both shapes (2026-12-04; single any 0.970 on 67108864x4 but 1.022 on
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
