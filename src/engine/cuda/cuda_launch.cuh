/* cuda_launch.cuh: the launch plan of one reduction pass (which kernel,
 * how many threads and blocks, whether to split long reductions into
 * chunks), and the templated launcher that runs it.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_CUDA_LAUNCH_CUH
#define GPUAXIS_CUDA_LAUNCH_CUH

#include <cuda_runtime.h>
#include "cuda_backend.h"
#include "cuda_kernels.cuh"
#include "cuda_knobs.h"

enum { GA_K_ROWS_SMALL, GA_K_ROWS_LONG, GA_K_COLS };

typedef struct {
  int kind;
  int G;               /* rows_small: lanes per row                      */
  int V;               /* elements per vector load (rows_small, cols)     */
  int tx, ty;          /* cols: threads across, row groups                */
  size_t ntile;        /* cols: column tiles per slab                     */
  size_t clen, nchunk; /* chunks of n; nchunk > 1 needs a combining pass */
  unsigned grid, block;
  size_t smem;
  int cshort;          /* cols: 0, k_cols_short (1, 2: ga_cols_short_plan),
                          k_cols_few (3: ga_plan_cols_few) or k_cols_mmv
                          (4: ga_cols_mmv_plan)                          */
  int P;               /* rows_long: columns interleaved in a row (pre;
                          k_rows_narrow: ga_plan_rows_narrow), 0 for
                          plain rows                                     */
  int mmt;             /* rows_small of max/min: 1 where it runs
                          k_rows_mmt (ga_plan_rows_mmt)                  */
} ga_launch;

/* Plan a pass.  esize: input element size; asize: accumulator size;
 * ordered: 1 for an ordered reduction, 2 for one gated (ga_gated: its
 * grid at most one wave, since it mostly finds its gate shut);
 * nsm: multiprocessors; no_chunk: this is already a combining pass;
 * in_addr: the input's address (vector loads need alignment; 0 plans for
 * the widest, which also gives the most chunks: workspace sizing);
 * bps: resident blocks per multiprocessor of the kernel (0: assume 8, the
 * most for 256-thread blocks, which also gives the most chunks). */
void ga_plan_launch (const ga_pass *ps, size_t esize, size_t asize,
                     int ordered, int nsm, int no_chunk, uintptr_t in_addr,
                     int bps, ga_launch *L);

/* k_rows_mm's plan from rows_small's: blocks of `threads` threads; lanes
 * per row again so that each lane loads at least vpl of the row's vectors
 * (fewer lanes per row, fewer shuffle steps), and its grid for that many
 * rows per block: a block for every set of rows where the pass writes the
 * index (index nonzero), else 4 waves of bps blocks a multiprocessor (0:
 * of 8 blocks of 256 threads). */
void ga_plan_rows_mm (const ga_pass *ps, int vpl, int nsm, int index, int bps, int threads,
                      ga_launch *L);

/* k_rows_mmt's plan (kernels/rows_mmt.cuh): whether the rows_small pass ps
 * of esize-byte elements at in_addr runs it, where the knob
 * GPUAXIS_MM_ROWS_TILE lets it: rows of 128 bytes, the input 16-byte
 * aligned (L then its launch: a warp for every 32 rows). */
int ga_plan_rows_mmt (const ga_pass *ps, size_t esize, uintptr_t in_addr, ga_launch *L);

/* rows_long's plan for narrow columns (k_rows_narrow, P = pre): whether
 * pass ps, of pre 2 or 4 columns of esize-byte elements that one 16-byte
 * vector holds a whole number of times, starting at in_addr, runs it (L
 * then its launch, planned for bps blocks a multiprocessor as
 * ga_plan_launch's rows_long: its n the P * n elements of a slab), where
 * the knob GPUAXIS_ROWS_NARROW lets it: the slab 16-byte aligned, long
 * enough for rows_long (cuda_dispatch.cu; the knob cuda_knobs.cu). */
int ga_plan_rows_narrow (const ga_pass *ps, size_t esize, size_t asize, uintptr_t in_addr,
                         int nsm, int bps, ga_launch *L);

/* k_cols_few's plan: whether pass ps, whose input of esize-byte elements
 * starts at in_addr, runs it (L then its launch: V columns a thread, a
 * block a tile of a slab); only for columns of at most GA_COLS_FEW_ROWS
 * rows, and by default only large passes (GPUAXIS_COLS_FEW).  index:
 * the pass writes max/min's index. */
int ga_plan_cols_few (const ga_pass *ps, size_t esize, uintptr_t in_addr, int index,
                      ga_launch *L);

/* The combining pass that follows a chunked one. */
static inline ga_pass
ga_combine_pass (const ga_pass *ps, const ga_launch *L)
{
  ga_pass c;
  c.pre = ps->pre;
  c.n = L->nchunk;
  c.post = ps->post;
  return c;
}

/* The cols kernel that launch L runs, as a pointer: k_cols_mmv (cshort 4:
 * ga_cols_mmv_plan), k_cols_few (cshort 3: ga_plan_cols_few), k_cols_short (cshort
 * 1: values alone, 2: with the index; ga_cols_short_plan), k_cols_wide
 * (ga_cols_wide) or k_cols.  One choice for the launch and for the
 * occupancy query that plans it (ga_go's occ). */
template <class E>
using ga_cols_fn = void (*) (const E *, void *, ga_elem, size_t, size_t, size_t,
                             int, int, size_t, size_t, size_t, ga_bounds);

template <int R, class E, int V, bool FULL, bool DIV>
static ga_cols_fn<E>
ga_cols_kernel (int cshort)
{
  if constexpr (ga_cols_mmv_ok<R, E>::value && ! FULL)
    if (cshort == 4)
      return k_cols_mmv<R, E, V>;
  if constexpr (ga_cols_few_ok<R, E>::value && ! FULL && V >= 2)
    if (cshort == 3)
      return k_cols_few<R, E, V, FULL, DIV>;
  if constexpr (ga_cols_short_ok<R, E>::value)
    {
      if constexpr (ga_cols_short_ok<R, E>::idx)
        if (cshort == 2)
          return k_cols_short<R, E, V, FULL, DIV, true>;
      if (cshort == 1)
        return k_cols_short<R, E, V, FULL, DIV, false>;
    }
  if constexpr (ga_cols_logical_ok<R, E>::value && ! FULL)
    return k_cols_logical<R, E, V, FULL, DIV>;
  if constexpr (ga_cols_wide<R>::value)
    return k_cols_wide<R, E, V, FULL, DIV>;
  else
    return k_cols<R, E, V, FULL, DIV>;
}

/* Whether a rows_small pass of max/min runs k_rows_mmv: single elements,
 * the lean kernels (FULL false), values alone stored in single (raw
 * partials carry the positions a later pass makes the index of). */
template <int R, class E, bool FULL> struct ga_mmv_ok
{
  static const bool value = ! FULL && ga_mm<R>::own == GA_SINGLE
                            && std::is_same<E, float>::value;
};
/* Whether max/min of E may run k_rows_mmt: single elements (never
 * partials) and their own class's values.  Not double, unmeasured: of
 * its rows of 128 bytes (16 elements) the benchmark has none. */
template <int R, class E> struct ga_mmt_ok
{
  static const bool value = ga_mm_short<R, E>::value && std::is_same<E, float>::value
                            && std::is_same<E, typename ga_mm<R>::VT>::value;
};
template <int R, class E, bool FULL>
static inline bool
ga_rows_mmv (ga_elem oe, const ga_bounds &b)
{
  return ga_mmv_ok<R, E, FULL>::value && oe == GA_SINGLE && ! b.index_out
         && ga_mm_rows_values ();
}

/* The occupancy answers ga_go has had (kernel, block, shared memory:
 * blocks that fit a multiprocessor), the last GA_OCC_KEEP of them, a
 * table for each thread (the host path's threads may plan at once): the
 * query is asked before every cols or chunked pass's launch, and its
 * answer for a kernel never changes (one device, the package's; no
 * kernel's attributes are set).  With these kept and layout's
 * (cuda_dispatch.cu), a call of single sum of 16384x16384 along dim 2 took
 * 0.2556-0.2561 ms where it took 0.2593, int32 sum 0.2620-0.2624 where
 * 0.2685 (H200, 2026-12-04). */
#define GA_OCC_KEEP 32
static thread_local struct {
  const void *k;
  unsigned block;
  size_t smem;
  int occ;
} ga_occ_kept[GA_OCC_KEEP];
static thread_local unsigned ga_occ_next;

/* Launch kernel k, as a programmatic dependent launch where pdl: its grid
 * may start while the kernel before it in the stream runs its last wave,
 * and waits for it on the device (ga_pdl, kernels/common.cuh).  occ: launch
 * nothing, but put the blocks of k that fit a multiprocessor in *occ (0
 * where the query fails): the launchers below, asked which kernel they
 * would run (ga_run_pass, planning rows passes for the blocks that fit). */
template <class... P, class... A>
static void
ga_go (bool pdl, int *occ, void (*k) (P...), unsigned grid, unsigned block, size_t smem,
       cudaStream_t st, A... args)
{
  if (occ)
    {
      for (const auto &e : ga_occ_kept)
        if (e.k == (const void *) k && e.block == block && e.smem == smem)
          {
            *occ = e.occ;
            return;
          }
      if (cudaOccupancyMaxActiveBlocksPerMultiprocessor (occ, k, (int) block, smem)
          != cudaSuccess)
        {
          cudaGetLastError ();
          *occ = 0;                     /* not kept: asked again */
          return;
        }
      ga_occ_kept[ga_occ_next++ % GA_OCC_KEEP] = {(const void *) k, block, smem, *occ};
      return;
    }
  if (ga_cuda_plan_print_on)
    ga_cuda_print_launch ((const void *) k, grid, block, smem, pdl);
  if (! pdl)
    {
      k<<<grid, block, smem, st>>> (args...);
      return;
    }
  cudaLaunchConfig_t cfg = {};
  cudaLaunchAttribute at[1];
  at[0].id = cudaLaunchAttributeProgrammaticStreamSerialization;
  at[0].val.programmaticStreamSerializationAllowed = 1;
  cfg.gridDim = dim3 (grid);
  cfg.blockDim = dim3 (block);
  cfg.dynamicSmemBytes = smem;
  cfg.stream = st;
  cfg.attrs = at;
  cfg.numAttrs = 1;
  cudaLaunchKernelEx (&cfg, k, args...);       /* an error: cudaGetLastError */
}

/* Launch pass ps: input `in` of element type E, result to `out` as element
 * type oe (GA_ACCBUF for raw partials).  `part` holds chunk partials.
 * FULL: the kernels' final store (kernels/common.cuh, final_put).  pdl: a
 * programmatic dependent launch (ga_go; only kernels that read ga_part
 * wait for the kernel before them).  occ: no launch, the occupancy of
 * the kernel it would launch (ga_go). */
template <int R, class E, bool FULL, bool DIV = false>
static cudaError_t
ga_launch_kernels (const ga_launch &L, const ga_pass &ps, const void *in,
                   void *out, ga_elem oe, void *part, const ga_bounds &b,
                   cudaStream_t st, bool pdl = false, int *occ = nullptr)
{
  void *dst = L.nchunk > 1 ? part : out;
  const E *src = (const E *) in;
  /* X (VV) for the plan's vector width */
#define GA_BY_V(X) do { if (L.V == 4) X (4); else if (L.V == 2) X (2); else X (1); } while (0)
#define GA_MM(VV) ga_go (pdl, occ, k_rows_mm<R, E, VV, FULL>, L.grid, L.block, 0, st, \
                         src, dst, oe, ps.n, ps.post, L.G, b)
#define GA_MMV(VV) ga_go (false, occ, k_rows_mmv<R, VV>, L.grid, L.block, 0, st, \
                          (const float *) src, (float *) dst, ps.n, ps.post, L.G)
#define GA_ROWS(VV) ga_go (pdl, occ, k_rows_small<R, E, VV, FULL, DIV>, L.grid, L.block, 0, st, \
                           src, dst, oe, ps.n, ps.post, L.G, b)
#define GA_COLS(VV) do {                                                    \
    ga_cols_fn<E> k_ = ga_cols_kernel<R, E, VV, FULL, DIV> (L.cshort);     \
    ga_go (pdl, occ, k_, L.grid, L.block, L.smem, st, src, dst, oe, ps.pre, ps.n, ps.post, \
           L.tx, L.ty, L.ntile, L.clen, L.nchunk, b);                       \
  } while (0)
  switch (L.kind)
    {
    case GA_K_ROWS_SMALL:
      if constexpr (ga_tree_run<R, E>::mm)
        {
          if constexpr (ga_mmt_ok<R, E>::value)
            if (L.mmt)
              {                         /* single rows of 32, values or [M, I] */
                ga_go (pdl, occ, k_rows_mmt<R, E, FULL>, L.grid, L.block, 0, st,
                       src, dst, oe, ps.post, b);
                break;
              }
          if constexpr (ga_mmv_ok<R, E, FULL>::value)
            if (ga_rows_mmv<R, E, FULL> (oe, b))
              {
                GA_BY_V (GA_MMV);       /* single values alone */
                break;
              }
          GA_BY_V (GA_MM);      /* max/min of double and single, int [M, I] */
        }
      else
        GA_BY_V (GA_ROWS);
      break;
    case GA_K_ROWS_LONG:
      if (L.P > 1)
        {           /* narrow columns, P interleaved (ga_plan_rows_narrow) */
          if constexpr (ga_rows_narrow_ok<R, E>::value && (! FULL || ga_lean_logical<R>::value))
            {
              if (L.P == 2)
                ga_go (pdl, occ, k_rows_narrow<R, E, FULL, DIV, 2>, L.grid, L.block, 0, st,
                       src, dst, oe, 2 * ps.n, ps.post, L.clen, L.nchunk, b);
              else if constexpr (ga_rows_narrow_p<R, E> (4))
                {       /* single; double max/min where GPUAXIS_ROWS_NARROW=3 */
                  if (L.P == 4)
                    ga_go (pdl, occ, k_rows_narrow<R, E, FULL, DIV, 4>, L.grid, L.block, 0, st,
                           src, dst, oe, 4 * ps.n, ps.post, L.clen, L.nchunk, b);
                  else
                    return cudaErrorInvalidValue;
                }
              else
                return cudaErrorInvalidValue;
              break;
            }
          return cudaErrorInvalidValue;       /* never planned (ga_run_pass: narrow) */
        }
      ga_go (pdl, occ, k_rows_long<R, E, FULL, DIV>, L.grid, L.block, 0, st, src, dst, oe,
             ps.n, ps.post, L.clen, L.nchunk, b);
      break;
    default:
      GA_BY_V (GA_COLS);
      break;
    }
#undef GA_BY_V
#undef GA_MM
#undef GA_MMV
#undef GA_ROWS
#undef GA_COLS
  return cudaGetLastError ();
}

/* Whether mean's divisor goes to the lean kernels' store (DIV: lean_div,
 * kernels/common.cuh): for double and single inputs and partials, the
 * benchmarked means; other classes divide in the full kernels (each DIV
 * instantiation is compile time). */
template <int R, class E>
struct ga_has_div
{
  typedef typename Red<R>::T T;
  static const bool value = Red<R>::PLAIN
    && (std::is_same<E, double>::value || std::is_same<E, float>::value
        || std::is_same<E, ga_part<T>>::value);
};

/* Whether a pass writing oe can run the lean kernels (FULL false): a
 * PLAIN reduction whose stores are T as it is, raw partials or T's own
 * class, with mean's divisor only where DIV kernels exist (results
 * converted to another class take the full ones); max/min of double and
 * single writing raw partials or their value's own class. */
template <int R, class E>
static bool
ga_lean (ga_elem oe, const ga_bounds &b)
{
  typedef typename Red<R>::T T;
  if constexpr (Red<R>::PLAIN)
    {
      static_assert (std::is_same<T, double>::value || std::is_same<T, float>::value,
                     "PLAIN reductions accumulate in double or float");
      return oe == GA_ACCBUF
             || (oe == (std::is_same<T, double>::value ? GA_DOUBLE : GA_SINGLE)
                 && (ga_has_div<R, E>::value || ! (b.c.divisor > 0)));
    }
  else if constexpr (ga_lean_logical<R>::value)
    return oe == GA_ACCBUF || oe == GA_LOGICAL;        /* any/all */
  else if constexpr (ga_has_lean<R>::value)
    return oe == GA_ACCBUF || oe == ga_mm<R>::own;     /* max/min */
  else
    return false;
}

/* Whether launch L's final stores divide (mean's results; chunk
 * partials and raw outputs never do): the DIV kernels then, where they
 * exist and the pass runs lean. */
static inline bool
ga_div_store (const ga_launch &L, ga_elem oe, const ga_bounds &b)
{
  return L.nchunk <= 1 && oe != GA_ACCBUF && b.c.divisor > 0;
}

/* Whether lean kernels of R over E are ever launched: any/all's only
 * where ga_lean_kind takes them (single: k_cols_logical, double:
 * k_cols_few), so that their other element classes build no lean kernels
 * that nothing runs; the others' wherever they have them. */
template <int R, class E> struct ga_lean_ok
{
  static const bool value = ga_has_lean<R>::value
                            && (! ga_lean_logical<R>::value || ga_cols_logical_ok<R, E>::value
                                || ga_cols_few_ok<R, E>::value);
};

/* ga_launch_kernels, lean (only PLAIN reductions, max/min of double
 * and single, and any/all have lean kernels: ga_has_lean; DIV where a lean store
 * divides, but double mean's large passes store the sums and divide them
 * after, k_div_outputs: ga_mean_split) or full.  occ: no launch, the
 * occupancy of the pass's (first) kernel (ga_go). */
template <int R, class E>
static cudaError_t
ga_launch_pass (const ga_launch &L, const ga_pass &ps, const void *in,
                void *out, ga_elem oe, void *part, const ga_bounds &b,
                bool lean, cudaStream_t st, bool pdl = false, int *occ = nullptr)
{
  if constexpr (ga_has_div<R, E>::value)
    if (lean && ga_div_store (L, oe, b))
      {
        typedef typename Red<R>::T T;
        const size_t outs = ps.pre * ps.post;
        if (! std::is_same<T, double>::value
            || ! ga_mean_split (ps.n, outs * ps.n * sizeof (E)))
          return ga_launch_kernels<R, E, false, true> (L, ps, in, out, oe, part, b, st, pdl, occ);
        /* the sums, then their division (k_div_outputs) */
        cudaError_t e = ga_launch_kernels<R, E, false> (L, ps, in, out, oe, part, b, st, pdl, occ);
        if (e != cudaSuccess || occ)
          return e;
        const size_t blocks = (outs + GA_BLOCK - 1) / GA_BLOCK;
        k_div_outputs<T><<<(unsigned) (blocks < 4096 ? blocks : 4096), GA_BLOCK, 0, st>>>
          ((T *) out, outs, b);
        return cudaGetLastError ();
      }
  if constexpr (ga_lean_ok<R, E>::value)
    if (lean)
      return ga_launch_kernels<R, E, false> (L, ps, in, out, oe, part, b, st, pdl, occ);
  return ga_launch_kernels<R, E, true> (L, ps, in, out, oe, part, b, st, pdl, occ);
}

/* Which cols kernel pass L of reduction R over E runs: 0 k_cols, 1
 * k_cols_short for values alone, 2 k_cols_short with the index.  The
 * short kernel for max/min of double and single (double's with the index
 * too: ga_cols_short_ok) with chunks of at most GA_COLS_SHORT_ROWS rows
 * a thread.  Values alone only where this pass stores the results and no
 * index: raw partials (an earlier pass of a plan, a chunk of the host
 * path) carry the positions that a later pass makes [M, I]'s index of.
 * And only where the row groups' tree over y meets the rows in order (one
 * group, or a row a group): without positions a tie goes to the lower y,
 * and rows y, y + ty, ... of several groups interleave, so -0 against +0
 * went to the wrong zero (single max of a 4x600 matrix along dim 2:
 * ty 256, 3 rows a thread; test_reduce's minmax_zero_cols). */
template <int R, class E>
static int
ga_cols_short_plan (const ga_launch &L, ga_elem oe, const ga_bounds &b)
{
  if constexpr (ga_cols_short_ok<R, E>::value)
    if (L.kind == GA_K_COLS && (L.clen + L.ty - 1) / L.ty <= GA_COLS_SHORT_ROWS)
      {
        if (! b.index_out && oe != GA_ACCBUF && L.nchunk == 1
            && (L.ty == 1 || L.clen <= (size_t) L.ty))
          /* single: 4-vectors only (with 2, 6 blocks spill; not measured) */
          return std::is_same<typename ga_mm<R>::VT, float>::value && L.V != 4 ? 0 : 1;
        if (ga_cols_short_ok<R, E>::idx)
          return 2;
      }
  return 0;
}

/* Whether reduction R over E, stored as oe, may run k_cols_mmv: max/min
 * of double and single elements (ga_cols_mmv_ok) stored as values alone
 * in their own class (raw partials carry the positions a later pass
 * needs), where the knob lets it (single, or double too). */
template <int R, class E>
static bool
ga_cols_mmv_on (ga_elem oe, const ga_bounds &b)
{
  if constexpr (ga_cols_mmv_ok<R, E>::value)
    return ! b.index_out && oe == ga_mm<R>::own
           && ga_cols_values () >= (std::is_same<E, float>::value ? 2 : 3);
  return false;
}

/* Whether pass L runs k_cols_mmv (4, else 0): a cols pass where
 * ga_cols_mmv_on; chunked passes too, their chunks' values taken by the
 * kernel again (ga_run_pass). */
template <int R, class E>
static int
ga_cols_mmv_plan (const ga_launch &L, ga_elem oe, const ga_bounds &b)
{
  return L.kind == GA_K_COLS && ga_cols_mmv_on<R, E> (oe, b)
         && L.clen / (size_t) L.ty < 0xffffu ? 4 : 0;   /* cols_mmv_task's m */
}

/* Whether single max/min of 4 narrow columns run k_cols_mmv
 * (ga_cols_mmv_on) rather than k_rows_narrow.  Why:
 * k_rows_narrow<MAX_F, float, 4> (79 registers, 3 blocks a
 * multiprocessor) read 4x67108864 along dim 2 in k_cols's time (264 us,
 * torch 253), k_cols_mmv in 256 (0.967-0.969 of it: H200,
 * 2026-12-04). */
template <int R, class E>
static bool
ga_cols_mmv_narrow (const ga_pass &ps, ga_elem oe, const ga_bounds &b)
{
  return std::is_same<E, float>::value && ps.pre == 4 && ga_cols_mmv_on<R, E> (oe, b);
}

/* The cols kernel variant (cshort) of pass L: k_cols_short's, else
 * k_cols_mmv's, else 0 (k_cols, k_cols_wide). */
template <int R, class E>
static int
ga_cols_variant (const ga_launch &L, ga_elem oe, const ga_bounds &b)
{
  const int s = ga_cols_short_plan<R, E> (L, oe, b);
  return s ? s : ga_cols_mmv_plan<R, E> (L, oe, b);
}

/* Whether launch L of reduction R over E (few: k_cols_few's) runs lean
 * kernels, lean where they may be: any and all only in k_cols_logical
 * (single along columns, passes of one chunk) and k_cols_few (double).
 * Why (H200, 2026-12-04): lean, k_rows_small<ANY, float>
 * read 32x8388608 single along dim 1 in 1.031-1.035x the full kernel's
 * time; lean double any along dims 2 and 3 of
 * 512x512x1024 took 1.10x on one machine, 0.99 on another;
 * chunked, single all in k_cols_logical took 1.014-1.036x on 16384x16384,
 * 32x8388608, 4x67108864 and 2x134217728 along dim 2. */
template <int R, class E>
static bool
ga_lean_kind (const ga_launch &L, bool lean, bool few)
{
  if constexpr (ga_lean_logical<R>::value)
    return lean && L.kind == GA_K_COLS
           && (few || (ga_cols_logical_ok<R, E>::value && L.nchunk == 1));
  else
    return lean;
}

/* Run a pass and, when it was chunked, the combining pass after it. */
template <int R, class E>
static cudaError_t
ga_run_pass (const ga_pass &ps, const void *in, void *out, ga_elem oe,
             void *part, const ga_bounds &b, int nsm, cudaStream_t st)
{
  typedef typename Red<R>::T T;
  ga_launch L, L2;
  cudaError_t e;
  /* lean kernels for the results, and for chunk partials (raw T) always */
  const bool lean = ga_lean<R, E> (oe, b);
  /* gated ordered kernels (ga_gated) are planned as 2: one wave of blocks */
  const int ordered = Red<R>::ORDERED ? (b.gate ? 2 : 1) : 0;
  /* narrow columns as rows (k_rows_narrow, P = pre) where its kernels
     exist: lean, or any/all's full ones (ga_launch_kernels) */
  bool narrow = false;
  if constexpr (ga_rows_narrow_ok<R, E>::value)
    narrow = (ga_lean_logical<R>::value || (ga_lean_ok<R, E>::value && lean))
             && ! ga_cols_mmv_narrow<R, E> (ps, oe, b)
             && (ps.pre != 4 || ga_rows_narrow_p<R, E> (4));
  /* the plan for bps blocks a multiprocessor (0: for 8) */
  auto plan = [&] (int bps) {
    ga_plan_launch (&ps, sizeof (E), sizeof (T), ordered, nsm, 0, (uintptr_t) in, bps, &L);
    if (narrow && L.kind == GA_K_COLS)
      ga_plan_rows_narrow (&ps, sizeof (E), sizeof (T), (uintptr_t) in, nsm, bps, &L);
    if constexpr (ga_tree_run<R, E>::mm)
      if (L.kind == GA_K_ROWS_SMALL)
        {
          bool tile = false;            /* k_rows_mmt, ahead of k_rows_mmv */
          if constexpr (ga_mmt_ok<R, E>::value)
            tile = ga_plan_rows_mmt (&ps, sizeof (E), (uintptr_t) in, &L);
          if (! tile && ! ga_rows_mmv<R, E, false> (oe, b))  /* k_rows_mmv: rows_small's plan */
            ga_plan_rows_mm (&ps, ga_mm_rows_vectors (), nsm, b.index_out != NULL, bps,
                             ga_rows_mm_block<E>::threads, &L);
        }
  };
  plan (0);
  /* k_cols_few, planned on its own (no occupancy query), but not for
     single mean: its stores' divisions took it 1.13-1.31x k_cols's time
     on 134217728x2 along dim 2, where the single sum took 0.957 and
     double mean 0.905 (H200) */
  bool few = false;
  if constexpr (ga_cols_few_ok<R, E>::value)
    few = L.kind == GA_K_COLS && lean && oe != GA_ACCBUF
          && ! (std::is_same<T, float>::value && b.c.divisor > 0)
          && ga_plan_cols_few (&ps, sizeof (E), (uintptr_t) in, b.index_out != NULL, &L);
  /* plan again for the blocks of the kernel it launches that really fit
     a multiprocessor (ga_launch_pass asked, launching nothing): cols
     passes (but k_cols_few's), chunked rows_long passes (their chunks
     fill two waves), rows_small's grids of 4 waves (GPUAXIS_ROWS_WAVES) */
  const bool cols = L.kind == GA_K_COLS && ! few;
  const bool chunked = L.kind == GA_K_ROWS_LONG && L.nchunk > 1 && ga_rows_waves () > 1;
  const bool capped = L.kind == GA_K_ROWS_SMALL && ga_rows_waves () > 2
                      && (size_t) L.grid >= (size_t) nsm * 8 * 4;
  if (cols)
    L.cshort = ga_cols_variant<R, E> (L, oe, b);
  if (cols || chunked || capped)
    {
      int bps = 0;
      ga_launch_pass<R, E> (L, ps, in, out, oe, part, b,
                            ga_lean_kind<R, E> (L, lean || L.nchunk > 1, false), st, false, &bps);
      if (bps > 0 && bps < 8)
        {
          plan (bps);
          if (cols)
            L.cshort = ga_cols_variant<R, E> (L, oe, b);
        }
    }
  /* a gated pass (the signed "native" sums' ordered run) launched
     dependent on SUM_PN's last kernel: it waits for it on the device
     (ga_gated), its launch hidden behind that kernel's last wave */
  const bool pdl = Red<R>::ORDERED && b.gate && ga_pdl_on ();
  e = ga_launch_pass<R, E> (L, ps, in, out, oe, part, b,
                            ga_lean_kind<R, E> (L, lean || L.nchunk > 1, few), st, pdl);
  if (e != cudaSuccess || L.nchunk <= 1)
    return e;
  /* the chunks' partials: positions already along the whole n */
  ga_pass cp = ga_combine_pass (&ps, &L);
  if constexpr (ga_cols_mmv_ok<R, E>::value)
    if (L.cshort == 4)
      {                 /* k_cols_mmv's chunks: their values as E (each a
                           chunk's first zero, or first element where all
                           are NaN: cols_mmv_task), taken by it again */
        ga_plan_launch (&cp, sizeof (E), sizeof (E), 0, nsm, 1, (uintptr_t) part, 0, &L2);
        L2.cshort = 4;
        return ga_launch_pass<R, E> (L2, cp, part, out, oe, NULL, b, true, st,
                                     ga_pdl_on ());
      }
  ga_bounds b2 = b;
  b2.span = 0;
  ga_plan_launch (&cp, sizeof (T), sizeof (T), ordered, nsm, 1,
                  (uintptr_t) part, 0, &L2);
  return ga_launch_pass<R, ga_part<T>> (L2, cp, part, out, oe, NULL, b2, ga_lean_kind<R, T> (L2, lean, false),
                                        st, ga_pdl_on ());
}

/* Per-reduction entry points (cuda_red_GROUP.cu, compiled in parallel):
 * run one pass of reduction ID whose input has element type `ie`
 * (GA_ACCBUF for partials of an earlier pass). */
#define GA_DECLARE_RED_RUNNER(NAME)                                          \
  cudaError_t NAME (ga_elem ie, const ga_pass &ps, const void *in,          \
                    void *out, ga_elem oe, void *part, const ga_bounds &b,  \
                    int nsm, cudaStream_t st)
#define GA_RED(ID, OP, T, POS, FLAGS, GROUP, RL, CL)                        \
  GA_IF_ON_CUDA (GROUP, GA_DECLARE_RED_RUNNER (ga_run_red_##ID);)
#include "ops.def"
#undef GA_RED

/* A runner: the classes of ID's row, each its own instantiation, and its
 * partials.  File cuda_red_G.cu defines GA_CU_GROUP_G(x) as x, includes
 * this file, and makes the runners of its rows:
 *   #define GA_RED(ID, OP, T, POS, FLAGS, GROUP, RL, CL) \
 *     GA_CU_GROUP_##GROUP (GA_DEFINE_RUNNER (ID, RL, CL))
 *   #include "ops.def" */
#define GA_RUN_CASE(R, E, CT, NAME)                                         \
  case E: return ga_run_pass<R, CT> (ps, in, out, oe, part, b, nsm, st);
#define GA_DEFINE_RUNNER(ID, RL, CL)                                        \
  GA_DECLARE_RED_RUNNER (ga_run_red_##ID)                                   \
  {                                                                         \
    switch (ie)                                                             \
      {                                                                     \
        RL (GA_RUN_CASE, GA_R_##ID)                                         \
        CL (GA_RUN_CASE, GA_R_##ID)                                         \
      case GA_ACCBUF:                                                       \
        return ga_run_pass<GA_R_##ID, ga_part<ga_t_##ID>> (ps, in, out, oe, part, b, nsm, st); \
      default:                                                              \
        return cudaErrorInvalidValue;                                       \
      }                                                                     \
  }
#ifndef GA_CU_GROUP_sumd
#define GA_CU_GROUP_sumd(x)
#endif
#ifndef GA_CU_GROUP_sumx
#define GA_CU_GROUP_sumx(x)
#endif
#ifndef GA_CU_GROUP_sumn
#define GA_CU_GROUP_sumn(x)
#endif
#ifndef GA_CU_GROUP_prod
#define GA_CU_GROUP_prod(x)
#endif
#ifndef GA_CU_GROUP_minmax
#define GA_CU_GROUP_minmax(x)
#endif
#ifndef GA_CU_GROUP_other
#define GA_CU_GROUP_other(x)
#endif
#define GA_CU_GROUP_cpu(x)

#endif
