/* cuda_knobs.cu: the CUDA engine's tuning knobs, each an environment
 * variable read once, for the benchmark's A/B runs (bench/ab_kernels.sh
 * and the wrappers of tests/gpu-host): what each selects, its default,
 * and what the default was measured against.  The planner and the
 * launcher (cuda_dispatch.cu, cuda_launch.cuh) ask them through
 * cuda_knobs.h.
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

/* GPUAXIS_MM_ROWS_VECTORS (1-16): a tuning knob for the benchmark's A/B,
 * read once.  The default, 2: on the H200 (tests/gpu-host/2026-12-02g,
 * calls g1 and g2) 32x8388608 along dim 1 read at 95-98% of the copy rate
 * (double) and 83-85% (single) with 2 (4 lanes a row), at 90% and 66%
 * with 1 (rows_small's one vector per lane: 8 lanes a row, three shuffle
 * steps), at 62-64% with 4 (2 lanes a row). */
#define DEFAULT_MM_VPL 2
int
ga_mm_rows_vectors (void)
{
  static int vpl;
  return env_knob (&vpl, "GPUAXIS_MM_ROWS_VECTORS", 16, DEFAULT_MM_VPL);
}

/* GPUAXIS_MM_VALUES (1: never, 2, the default: where it may): whether
 * single max/min along short rows (but rows of 32: k_rows_mmt) store
 * values alone by k_rows_mmv, without positions (cuda_launch.cuh,
 * ga_rows_mmv; why in kernels/rows_mmv.cuh); a knob for the benchmark's A/B,
 * read once. */
int
ga_mm_rows_values (void)
{
  static int k;
  return env_knob (&k, "GPUAXIS_MM_VALUES", 2, 2) == 2;
}

/* GPUAXIS_COLS_MMV (1: never, 2, the default: single, 3: single and
 * double): whether max/min along columns whose values alone are stored
 * run k_cols_mmv (cuda_launch.cuh, ga_cols_mmv_plan; why in
 * kernels/cols_mmv.cuh), single max/min of 4 narrow columns too
 * (ga_cols_mmv_narrow); a knob for the benchmark's A/B, read once.
 * Single: 0.943-0.969 of the time of k_cols and k_rows_narrow (512x512x1024
 * along dims 2 and 3, 16384x16384, 32x8388608 and 4x67108864 along dim
 * 2; 8388608x32 0.995), and where many results are a zero (negative
 * values, one zero in 1024) 1.03-1.13x k_cols's time on that data, where
 * the one-thread search for the first zero it had took 1.85-4.97x (H200,
 * tests/gpu-host/2026-12-04s call s1; 7.4-13.3x before o7-search.patch,
 * 2026-12-04o call o6).  Not double by default: 0.994-0.997 on
 * 512x512x1024, 1.006-1.010x on 8388608x32 and 4x67108864 (s1). */
int
ga_cols_values (void)
{
  static int k;
  return env_knob (&k, "GPUAXIS_COLS_MMV", 3, 2);
}

/* GPUAXIS_PDL (1: never, 2, the default: on devices of compute
 * capability 9 and up): whether a chunked pass's combining pass is a
 * programmatic dependent launch (cuda_launch.cuh, ga_go): launched while
 * the pass's last wave runs, it waits on the device; a knob for the
 * benchmark's A/B, read once.  On the H200 (tests/gpu-host/2026-12-04p,
 * call p2) it took 0.1-1.1 us off the kernel time of every chunked shape
 * measured, 13 of 13 (0.996-1.000): the combining pass's launch, hidden. */
int
ga_pdl_on (void)
{
  static int k;
  return env_knob (&k, "GPUAXIS_PDL", 2, 2) == 2 && ga_cuda_cc_major () >= 9;
}

/* GPUAXIS_ROWS_WAVES (1: never, 2, the default: chunked rows_long
 * passes, 3: those and rows_small's grids): whether a rows pass is
 * planned again for the blocks of its kernel that really fit a
 * multiprocessor (an occupancy query, as the cols kernels' plans have),
 * instead of for 8; a knob for the benchmark's A/B, read once.  Why:
 * rows_long's chunks were planned for 2 waves of 8 blocks (2112 on the
 * H200), and a kernel of 48 registers fits 5: 3.2 waves, the last a fifth
 * full.  Planned for the 5 (1320 chunks, 2 waves), single sum, mean,
 * prod, any and all of 268435456x1, 1x268435456 and 134217728x2 along
 * dim 1 took 0.961-0.968 of the time (253 -> 244 us), double any and all
 * 0.966-0.968 (490 -> 474 us); max (63 registers: 4 blocks, 4 whole
 * waves before) 0.995-0.999.  rows_small's grids of 4 waves of the blocks
 * that fit (3) took 1.003-1.029x (H200, tests/gpu-host/2026-12-04r, call
 * r1). */
int
ga_rows_waves (void)
{
  static int k;
  return env_knob (&k, "GPUAXIS_ROWS_WAVES", 3, 2);
}

/* GPUAXIS_ROWS_NARROW (1: never, 2: where it may, 3, the default: and 4
 * double columns): whether columns of one 16-byte vector or less (pre 2
 * or 4 singles, 2 doubles; with 3 also 4 doubles, two vectors a row)
 * run as rows of interleaved columns (ga_plan_rows_narrow, k_rows_narrow:
 * why there), and fold_narrow leaves them unfolded; a knob for the
 * benchmark's A/B, read once.  3 since session 2026-12-05x (H200,
 * tests/gpu-host/2026-12-05x, call y1's A/B in one run): double max, min
 * and [M, I] of 4x67108864 along dim 2 took 0.976-0.978 of k_cols's
 * kernel time (495 -> 484 us, torch 485-487; 0.99x torch in tables t3
 * and u3 -> 1.03-1.05x in call y2's), sum and all 0.999-1.001; test_reduce
 * cuda 6304/0 and memcheck of quick 0 errors under 3 (call y2). */
int
ga_rows_narrow (void)
{
  static int k;
  return env_knob (&k, "GPUAXIS_ROWS_NARROW", 3, 3);
}

/* GPUAXIS_MEAN_SPLIT (1: never, 2, the default: passes of at least 64
 * elements an output reading at least 512 MiB, 3: always, for the tests'
 * small arrays): whether double mean's pass stores its sums and a second
 * kernel divides them (cuda_launch.cuh, ga_launch_pass); a knob for the
 * benchmark's A/B, read once.  Why: the division in the
 * stores (ga_div_rn_d, a few fma and a branch for tiny quotients) changed
 * the hot loops: k_rows_long<SUM_D, double> with it has 2 of its 4 loads
 * in flight (48 registers; 4 and 54 without), k_cols<SUM_D, double, 4>
 * spills, and double mean took 1.03-1.07x the sum's time on 16384x8192
 * dim 1, 512x512x1024 dims 2 and 3, 67108864x4 and 134217728x2 dim 2
 * (0.94x torch on 512x512x1024 dim 2; H200, call m3's tables).  The
 * second kernel reads and writes the results again and is a launch more:
 * only where the results are a small part of the bytes and the call
 * long, and only for double (single's division costs nothing measurable:
 * split, single mean took 1.010-1.018 of the time on 512x512x1024).  Split,
 * double mean took 0.959 of the time on 512x512x1024 along dims 2 and 3
 * (99.8 -> 103.9% of copy, the sum's time), 0.976 on 16384x8192 along dim
 * 1, the rest 1.000-1.014 (call m4, tests/gpu-host/2026-12-03m). */
int
ga_mean_split (size_t n, size_t in_bytes)
{
  static int k;
  const int v = env_knob (&k, "GPUAXIS_MEAN_SPLIT", 3, 2);
  return v == 3 || (v == 2 && n >= 64 && in_bytes >= ((size_t) 512 << 20));
}

/* GPUAXIS_COLS_CHUNK_WAVES (1-8, default DEFAULT_COLS_WAVES): the waves
 * of blocks that a chunked cols pass is planned for (fill_waves); a tuning
 * knob for the benchmark's A/B, read once.  Measured on the H200
 * (tests/gpu-host/2026-12-02g): in one run (call g2) 2x134217728 double
 * along dim 2 read at 95.7 / 97.7 / 103.9% of the copy rate with 1 / 2 /
 * 4 waves (sum; max 97.5 / 100.0 / 101.1, any 95.2 / 96.5 / 102.4; torch
 * 101%); but the whole tables with 4 waves (call g3) against 1 (call g4,
 * another machine) had max/min along dim 2 12-25% slower on 16384x16384
 * single, 16384x8192 double, 32x8388608 and 4x67108864, and the sums
 * 5-8% slower on 16384x8192 and 32x8388608 (but two machines: sums of
 * 512x512x1024 along dim 3, which no chunking touches, differed by 14%
 * between the two).  So 1, as before, but for the one-thread-wide
 * columns of ga_cols_narrow_waves, measured in one run. */
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
 * keep cols_chunk_waves); a knob for the benchmark's A/B, read once.  Measured on the H200 in one run (tests/gpu-host/2026-12-03k,
 * call k2), 4 waves against 1: 2x134217728 double along dim 2 sum 96.0 ->
 * 102.1% of the copy rate (torch ~101%), any 95.3 -> 100.4%, single sum
 * 0.97 of the time, 4x67108864 single sum 0.97, the rest 0.998-1.009.
 * With 4 waves for every chunked cols pass (call k1) single max on
 * 4x67108864 took 1.14x as long, hence only these. */
#define DEFAULT_NARROW_WAVES 4
size_t
ga_cols_narrow_waves (void)
{
  static int w;
  return (size_t) env_knob (&w, "GPUAXIS_COLS_NARROW_WAVES", 8, DEFAULT_NARROW_WAVES);
}

/* GPUAXIS_MM_FULL_GRID (1: never, 2: always, 3, the default: for passes
 * that write the index): whether k_rows_mm gets a block for every set of
 * rows, no grid-stride loop; a knob for the benchmark's A/B, read once.
 * Why: the index makes a short-row max write more than it reads (single
 * 2x134217728 along dim 1: 1 GiB read, 1.5 GiB written), and on the H200
 * that traffic moved at 85% of the copy rate in a grid-stride loop of
 * 1056-2112 blocks with no work at all, 94.7% with a block for every 256
 * outputs (tests/gpu-host/2026-12-03k/mix_probe.cu, call k1).  With the
 * full grid (and the adjacent row sets of both) [M, I] took 0.94-0.98 of
 * the time along dim 1 of 2x134217728 single (91.3 -> 97.2% of copy),
 * 4x67108864 and 32x8388608 (both classes), and 1.016 on 512x512x1024
 * single (again with 128-thread blocks: in a grid-stride loop single
 * [M, I] of 32x8388608 took 1.039x, tests/gpu-host/2026-12-04t after
 * call t5); max/min without the index, and the sums' rows_small, gained on
 * some shapes and lost up to 9% on others (call k2), so they keep the grid
 * of 4 waves.  The cols kernels' [M, I] with a block for every column
 * tile (one chunk of one slab, no divisions for the task) took 1.12x as
 * long on single 134217728x2 along dim 2 (89.9 -> 79.9% of copy; call m2,
 * tests/gpu-host/2026-12-03m/m2-dropped.patch). */
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
 * what it was measured against is); a knob for the benchmark's A/B and
 * the tests, read once. */
int
ga_cols_few_mode (void)
{
  static int once;
  return env_knob (&once, "GPUAXIS_COLS_FEW", 3, 2);
}

/* GPUAXIS_MM_ROWS_TILE (1: never, 2, the default: every pass it can
 * take): whether max/min of single along rows of 32 run k_rows_mmt
 * (kernels/rows_mmt.cuh); a knob for the benchmark's A/B, read once. */
int
ga_mm_rows_tile (void)
{
  static int once;
  return env_knob (&once, "GPUAXIS_MM_ROWS_TILE", 2, 2);
}
