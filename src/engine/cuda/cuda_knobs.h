/* cuda_knobs.h: the CUDA engine's tuning knobs (environment variables
 * read once; cuda_knobs.cu says what each default was measured against),
 * as the planner (cuda_dispatch.cu) and the launcher (cuda_launch.cuh)
 * ask them.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_CUDA_KNOBS_H
#define GPUAXIS_CUDA_KNOBS_H

#include <stddef.h>

/* The max/min rows kernel's (k_rows_mm) vectors per lane, at least:
 * GPUAXIS_MM_ROWS_VECTORS. */
int ga_mm_rows_vectors (void);

/* Whether single max/min may run k_rows_mmv at all: GPUAXIS_MM_VALUES. */
int ga_mm_rows_values (void);

/* Which max/min may run k_cols_mmv (values alone along columns): 1
 * none, 2 single, 3 single and double: GPUAXIS_COLS_MMV. */
int ga_cols_values (void);

/* Whether a chunked pass's combining pass is launched as dependent on it
 * (ga_go): GPUAXIS_PDL. */
int ga_pdl_on (void);

/* Whether rows passes are planned for the blocks that really fit (2:
 * chunked rows_long, 3: and rows_small's grids): GPUAXIS_ROWS_WAVES. */
int ga_rows_waves (void);

/* Whether narrow columns run as rows of interleaved columns (1 never, 2
 * where they may, 3, the default, also max/min of 4 doubles):
 * GPUAXIS_ROWS_NARROW. */
int ga_rows_narrow (void);

/* Whether mean's pass in double of n elements an output, in_bytes in
 * all, stores the sums and divides them in a second kernel
 * (k_div_outputs) instead of in its stores (the DIV kernels):
 * GPUAXIS_MEAN_SPLIT. */
int ga_mean_split (size_t n, size_t in_bytes);

/* The waves of chunks a chunked cols pass is planned for
 * (GPUAXIS_COLS_CHUNK_WAVES), and for columns one thread wide whose
 * kernel holds 8 blocks a multiprocessor (GPUAXIS_COLS_NARROW_WAVES). */
size_t ga_cols_chunk_waves (void);
size_t ga_cols_narrow_waves (void);

/* Whether k_rows_mm gets a block for every set of rows (index: the pass
 * writes max/min's index): GPUAXIS_MM_FULL_GRID. */
int ga_mm_full_grid (int index);

/* k_cols_few: 1 never, 2 large passes, 3 every pass it can take:
 * GPUAXIS_COLS_FEW. */
int ga_cols_few_mode (void);

/* k_rows_mmt: 1 never, 2 every pass it can take: GPUAXIS_MM_ROWS_TILE. */
int ga_mm_rows_tile (void);

/* Which kernels run flat elementwise operations of logical and complex
 * operands: 1 the generic one, 2 elementwise_logical_complex.cu's:
 * GPUAXIS_EW_LC. */
int ga_ew_lc_mode (void);

/* Where the selection kernel reads a slice: 1 where it lies, 2 from
 * shared memory where it fits: GPUAXIS_NTH_SMEM. */
int ga_nth_smem (void);

/* The steps k_strided loads before their adds in a float cumsum along a
 * later dimension: 1 16, 2 32, 3 64: GPUAXIS_SCAN_UNROLL. */
int ga_scan_unroll (void);

#endif
