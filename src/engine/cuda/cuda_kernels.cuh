/* cuda_kernels.cuh: the reduction kernels.
 *
 * The seed's two kernels, generalised to any size and shape.  The array is
 * [pre, n, post] (column-major) around the reduced dimension.  Each
 * family is a file of kernels/ (kernels/NAME.cuh), included below in
 * order; kernels/common.cuh holds what they share (block size, the
 * ordered group and block reductions, the final store, programmatic
 * dependent launch).
 *
 *   pre == 1 (Octave's dim 1, the seed's coalesced "axis=1"): rows of n
 *   contiguous elements, post of them.
 *     rows_small: G lanes (a power of two <= 32) per row, many rows per warp,
 *                 for short rows; G = 32 is a warp per row.
 *     rows_mm:    rows_small for max/min of double and single (and of
 *                 int8-int32 with the index), positions in 32 bits.
 *     rows_mmt:   rows_mm for single rows of 32 (128 bytes): a warp's 32
 *                 rows through shared memory, a lane a row.
 *     rows_mmv:   rows_mm for single values alone (M without I): no positions.
 *     rows_long:  a block per (row, chunk of the row), 16-byte vector loads;
 *                 long rows with few outputs are split into chunks whose
 *                 partial results a second pass combines.
 *     rows_narrow: rows_long for columns of one 16-byte vector or less
 *                 (pre 2 or 4 along dim >= 2; max/min of 4 doubles, two
 *                 vectors, opt-in): a slab of them read as one row of
 *                 interleaved columns, an accumulator a column.
 *   pre > 1 (dim >= 2, the seed's strided "axis=0"): threads run along pre,
 *     so each warp reads consecutive memory, V elements per thread.
 *     cols_body:  the body of the cols kernels: a block per (slab j, tile
 *                 of columns, chunk of n); tx threads across the tile, ty
 *                 row groups combined through shared memory; chunks again
 *                 combined by a second pass.
 *     cols:       that body built four times: k_cols; k_cols_wide (the
 *                 signed "native" sums' fast path), k_cols_short (max/min
 *                 of chunks of at most 3 rows a thread) and k_cols_logical
 *                 (single any/all in one chunk) with their own register
 *                 targets.
 *     cols_mmv:   cols for max/min of double and single values alone (M
 *                 without I): no positions; chunked passes take their
 *                 chunks' values by a second pass of it.  Single by
 *                 default, double opt-in (GPUAXIS_COLS_MMV).
 *     cols_few:   cols for columns of at most 4 rows: a thread's V
 *                 columns whole, all n rows loaded at once, a block a
 *                 tile, no chunks.
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
 * class and the index (final_put, kernels/common.cuh).
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
#include "kernels/common.cuh"
#include "kernels/rows_small.cuh"
#include "kernels/rows_mm.cuh"
#include "kernels/rows_mmt.cuh"
#include "kernels/rows_mmv.cuh"
#include "kernels/rows_long.cuh"
#include "kernels/rows_narrow.cuh"
#include "kernels/cols_body.cuh"
#include "kernels/cols.cuh"
#include "kernels/cols_mmv.cuh"
#include "kernels/cols_few.cuh"

#endif
