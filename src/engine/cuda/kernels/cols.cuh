/* kernels/cols.cuh: k_cols and its forms with their own register targets:
 * k_cols_wide (the signed "native" sums' fast path), k_cols_logical (single
 * any/all in passes of one chunk), k_cols_short (max/min of chunks of at
 * most 3 rows a thread).
 *
 * Part of the reduction kernels; cuda_kernels.cuh includes every family
 * in order and says what each is for.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_KERNELS_COLS_CUH
#define GPUAXIS_KERNELS_COLS_CUH

#include "cols_body.cuh"

/* The cols kernel, and the same with ptxas's register target lifted
 * (minimum 1 block a multiprocessor: as many registers as it likes) for
 * the reductions of ga_cols_wide.  Why: the signed "native" sums' fast
 * path along dim 2 (k_cols<SUM_PN, int32_t, 4>, int32 16384x16384) read at
 * 95.0% of the copy rate built that way (255 us a call, both passes; 80
 * registers), 87.1% with the plain bounds (278 us); the same lifted target
 * on every kernel cost other k_cols 13-21% (single sum, any and max on
 * 134217728x2 along dim 2; H200, 2026-12-03). */
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
 * other shapes 0.99-1.01 (H200, 2026-12-04).
 * Without that loop (32 registers too) 0.950, but 134217728x2 1.023.  Not
 * for chunked passes: all (4 bytes spilled) took 1.014-1.036x there.  Not
 * for double: the same bounds took double any 1.10-1.22x as long along
 * dim 2. */
template <int R, class E> struct ga_cols_logical_ok
{
  static const bool value = ga_lean_logical<R>::value && std::is_same<E, float>::value;
};

template <int R, class E, int V, bool FULL = true, bool DIV = false>
__global__ void __launch_bounds__ (GA_BLOCK, GA_MINB (GA_BLOCK, 8))
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
 * this kernel 82-89%).  H200, 2026-12-03 (A/B, one run
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
template <int R, bool IDX> struct ga_cols_short_minb
{
  static const int want = std::is_same<typename ga_mm<R>::VT, float>::value ? GA_COLS_SHORT_MINB_F
                          : IDX ? GA_COLS_SHORT_MINB_DI : GA_COLS_SHORT_MINB_D;
  static const int value = want * GA_BLOCK <= GA_SM_THREADS ? want : GA_SM_THREADS / GA_BLOCK;
};

/* Which max/min run k_cols_short: double and single elements (not
 * partials, not int8-int32 [M, I]); idx: with the index too (double
 * only: single's [M, I] on 134217728x2 along dim 2 read 90.4% of the
 * copy rate in k_cols, 82-89% in this kernel, H200 2026-12-03). */
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

#endif
