/* cuda_knobs.cu: the CUDA engine's tuning knobs, each an environment
 * variable read once, for A/B runs of the kernels (bench/ab_kernels.sh):
 * what each selects and its default.  Each default's measured reason, one
 * line of numbers with GPU, date and commit, is in doc/tuning.md.  The
 * planner and the launcher (cuda_dispatch.cu, cuda_launch.cuh) ask them
 * through cuda_knobs.h.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdlib.h>
#include "cuda_knobs.h"
#include "cuda_backend.h"

/* The integer 1..most in environment variable name, or dflt; read once,
 * into *once (0 until then: a knob's own static int). */
static int
env_knob (int *once, const char *name, int most, int dflt)
{
  if (! *once)
    {
      const char *e = getenv (name);
      int v = e ? atoi (e) : 0;
      *once = v >= 1 && v <= most ? v : dflt;
    }
  return *once;
}

/* GPUAXIS_MM_ROWS_VECTORS (1-16, default 2): the 16-byte vectors each lane
 * of the short-row max/min kernel loads at least.  2: 32x8388608 along dim
 * 1 at 95-98% of copy (double), 83-85% (single); 1: 90% and 66%; 4: 62-64%
 * (H200, 2026-12-02, ddddeb9). */
#define DEFAULT_MM_VPL 2
int
ga_mm_rows_vectors (void)
{
  static int vpl;
  return env_knob (&vpl, "GPUAXIS_MM_ROWS_VECTORS", 16, DEFAULT_MM_VPL);
}

/* GPUAXIS_MM_VALUES (1: never, 2, the default: where it may): whether
 * single max/min along short rows (but rows of 32: k_rows_mmt) store values
 * alone by k_rows_mmv, without positions (cuda_launch.cuh, ga_rows_mmv;
 * why in kernels/rows_mmv.cuh).  Single 32x8388608 along dim 1 85.5 ->
 * 94.0% of copy (H200, 2026-12-03, 7fbebec). */
int
ga_mm_rows_values (void)
{
  static int k;
  return env_knob (&k, "GPUAXIS_MM_VALUES", 2, 2) == 2;
}

/* GPUAXIS_COLS_MMV (1: never, 2, the default: single, 3: single and
 * double): whether max/min along columns whose values alone are stored run
 * k_cols_mmv (cuda_launch.cuh, ga_cols_mmv_plan; why in
 * kernels/cols_mmv.cuh), single max/min of 4 narrow columns too
 * (ga_cols_mmv_narrow).  Single 0.943-0.969 of k_cols's time, 1.03-1.13x
 * where many results are a zero; double 0.994-1.010, so not double (H200,
 * 2026-12-04, ca13464). */
int
ga_cols_values (void)
{
  static int k;
  return env_knob (&k, "GPUAXIS_COLS_MMV", 3, 2);
}

/* GPUAXIS_PDL (1: never, 2, the default: on devices of compute
 * capability 9 and up): whether a chunked pass's combining pass is a
 * programmatic dependent launch (cuda_launch.cuh, ga_go), launched while
 * the pass's last wave runs and waiting on the device.  0.1-1.1 us off 13
 * of 13 chunked shapes (H200, 2026-12-04, a380edb). */
int
ga_pdl_on (void)
{
  static int k;
  return env_knob (&k, "GPUAXIS_PDL", 2, 2) == 2 && ga_cuda_cc_major () >= 9;
}

/* GPUAXIS_ROWS_WAVES (1: never, 2, the default: chunked rows_long
 * passes, 3: those and rows_small's grids): whether a rows pass is planned
 * for the blocks of its kernel that really fit a multiprocessor (an
 * occupancy query) instead of for 8.  Single sums and any/all of
 * 268435456x1 and 134217728x2 along dim 1 0.961-0.968 of the time;
 * rows_small's grids 1.003-1.029x, so not those (H200, 2026-12-04,
 * f4d0803). */
int
ga_rows_waves (void)
{
  static int k;
  return env_knob (&k, "GPUAXIS_ROWS_WAVES", 3, 2);
}

/* GPUAXIS_ROWS_NARROW (1: never, 2: where it may, 3, the default: and 4
 * double columns): whether columns of one 16-byte vector or less (pre 2
 * or 4 singles, 2 doubles; with 3 also 4 doubles, two vectors a row) run
 * as rows of interleaved columns (ga_plan_rows_narrow, k_rows_narrow: why
 * there), and fold_narrow leaves them unfolded.  3: double max/min/[M, I]
 * of 4x67108864 along dim 2 0.976-0.978 of k_cols's time, 495 -> 484 us
 * (H200, 2026-12-05, 3fd647c). */
int
ga_rows_narrow (void)
{
  static int k;
  return env_knob (&k, "GPUAXIS_ROWS_NARROW", 3, 3);
}

/* GPUAXIS_MEAN_SPLIT (1: never, 2, the default: passes of at least 64
 * elements an output reading at least 512 MiB, 3: always, for the tests'
 * small arrays): whether double mean's pass stores its sums and a second
 * kernel divides them (cuda_launch.cuh, ga_launch_pass).  The division in
 * the stores (ga_div_rn_d) costs the hot loops loads in flight and
 * registers: double mean took 1.03-1.07x the sum's time; split, 0.959 on
 * 512x512x1024 along dims 2 and 3.  Single's division costs nothing
 * measurable (H200, 2026-12-03, af96f7a). */
int
ga_mean_split (size_t n, size_t in_bytes)
{
  static int k;
  const int v = env_knob (&k, "GPUAXIS_MEAN_SPLIT", 3, 2);
  return v == 3 || (v == 2 && n >= 64 && in_bytes >= ((size_t) 512 << 20));
}

/* GPUAXIS_COLS_CHUNK_WAVES (1-8, default DEFAULT_COLS_WAVES): the waves
 * of blocks that a chunked cols pass is planned for (fill_waves).  4 waves
 * made max/min along dim 2 12-25% slower on 16384x16384 single, 16384x8192
 * double, 32x8388608 and 4x67108864 (H200, 2026-12-02, ddddeb9); the
 * one-thread-wide columns have their own (ga_cols_narrow_waves). */
#define DEFAULT_COLS_WAVES 1
size_t
ga_cols_chunk_waves (void)
{
  static int w;
  return (size_t) env_knob (&w, "GPUAXIS_COLS_CHUNK_WAVES", 8, DEFAULT_COLS_WAVES);
}

/* GPUAXIS_COLS_NARROW_WAVES (1-8, default 4): the waves of chunks for
 * columns one thread wide (pre at most one vector: 2xN, 4xN along dim 2)
 * whose kernel holds GA_BLOCKS_PER_SM blocks a multiprocessor (others
 * keep cols_chunk_waves).  4 against 1: 2x134217728 double sum along dim
 * 2 96.0 -> 102.1% of copy; 4 for every chunked pass cost single max of
 * 4x67108864 1.14x, hence only these (H200, 2026-12-03, 22a7d4c). */
#define DEFAULT_NARROW_WAVES 4
size_t
ga_cols_narrow_waves (void)
{
  static int w;
  return (size_t) env_knob (&w, "GPUAXIS_COLS_NARROW_WAVES", 8, DEFAULT_NARROW_WAVES);
}

/* GPUAXIS_MM_FULL_GRID (1: never, 2: always, 3, the default: for passes
 * that write the index): whether k_rows_mm gets a block for every set of
 * rows, no grid-stride loop.  The index makes a short-row max write more
 * than it reads; that traffic moved at 85% of copy in a grid-stride loop
 * and 94.7% with a full grid (bench/probes/mix_probe.cu), and [M, I] took
 * 0.94-0.98 of the time along dim 1 of 2x134217728, 4x67108864 and
 * 32x8388608; without the index some shapes lost up to 9% (H200,
 * 2026-12-03, 22a7d4c). */
int
ga_mm_full_grid (int index)
{
  static int once;
  const int k = env_knob (&once, "GPUAXIS_MM_FULL_GRID", 3, 3);
  return k == 2 || (k == 3 && index);
}

/* GPUAXIS_COLS_FEW (1: never, 2, the default: passes of at least 2^20
 * results (COLS_FEW_OUTPUTS, cuda_dispatch.cu), 3: every pass it can
 * take, for the tests, whose arrays are small): whether columns of at
 * most GA_COLS_FEW_ROWS rows run k_cols_few (ga_plan_cols_few, where
 * what it was measured against is). */
int
ga_cols_few_mode (void)
{
  static int once;
  return env_knob (&once, "GPUAXIS_COLS_FEW", 3, 2);
}

/* GPUAXIS_MM_ROWS_TILE (1: never, 2, the default: every pass it can
 * take): whether max/min of single along rows of 32 run k_rows_mmt
 * (kernels/rows_mmt.cuh, why there). */
int
ga_mm_rows_tile (void)
{
  static int once;
  return env_knob (&once, "GPUAXIS_MM_ROWS_TILE", 2, 2);
}

/* GPUAXIS_EW_LC (1: the generic kernel, 2, the default: the logical and
 * complex kernels of elementwise_logical_complex.cu): which kernels run
 * flat elementwise operations of logical and complex operands. */
int
ga_ew_lc_mode (void)
{
  static int once;
  return env_knob (&once, "GPUAXIS_EW_LC", 2, 2);
}

/* GPUAXIS_NTH_SMEM (1: read each slice where it lies, a pass a byte; 2,
 * the default: a slice's keys held in shared memory where the device has
 * room): where the selection kernel (sort_cuda.cu's k_nth) reads. */
int
ga_nth_smem (void)
{
  static int once;
  return env_knob (&once, "GPUAXIS_NTH_SMEM", 2, 2);
}

/* GPUAXIS_SCAN_UNROLL (1: 16 steps; 2, the default: 32; 3: 64): the
 * steps of a slice that scan_cuda.cu's k_strided loads before their adds,
 * for float sums (cumsum) along a later dimension. */
int
ga_scan_unroll (void)
{
  static int once;
  return env_knob (&once, "GPUAXIS_SCAN_UNROLL", 3, 2);
}
