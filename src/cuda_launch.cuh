/* cuda_launch.cuh: the launch plan of one reduction pass (which kernel,
 * how many threads and blocks, whether to split long reductions into
 * chunks), and the templated launcher that runs it.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_CUDA_LAUNCH_CUH
#define GPUAXIS_CUDA_LAUNCH_CUH

#include <cuda_runtime.h>
#include "cuda_kernels.cuh"

enum { GA_K_ROWS_SMALL, GA_K_ROWS_LONG, GA_K_COLS };

typedef struct {
  int kind;
  int G;               /* rows_small: lanes per row                      */
  int V;               /* elements per vector load (rows_small, cols)     */
  int tx, ty;          /* cols: threads across, row groups                */
  size_t ntile;        /* cols: column tiles per slab                     */
  size_t clen, nchunk; /* chunks of n; nchunk > 1 needs a combining pass  */
  unsigned grid, block;
  size_t smem;
} ga_launch;

/* Plan a pass.  esize: input element size; asize: accumulator size;
 * nsm: multiprocessors; no_chunk: this is already a combining pass;
 * in_addr: the input's address (vector loads need alignment; 0 plans for
 * the widest, which also gives the most chunks: workspace sizing);
 * bps: resident blocks per multiprocessor of the kernel (0: assume 8, the
 * most for 256-thread blocks, which also gives the most chunks). */
void ga_plan_launch (const ga_pass *ps, size_t esize, size_t asize,
                     int ordered, int nsm, int no_chunk, uintptr_t in_addr,
                     int bps, ga_launch *L);

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

/* Launch pass ps: input `in` of element type E, result to `out` as element
 * type oe (GA_ACCBUF for raw partials).  `part` holds chunk partials. */
template <ga_acc A, class E>
static cudaError_t
ga_launch_pass (const ga_launch &L, const ga_pass &ps, const void *in,
                void *out, ga_elem oe, void *part, const ga_bounds &b,
                cudaStream_t st)
{
  void *dst = L.nchunk > 1 ? part : out;
  const E *src = (const E *) in;
  switch (L.kind)
    {
    case GA_K_ROWS_SMALL:
#define GA_ROWS(VV) k_rows_small<A, E, VV><<<L.grid, L.block, 0, st>>> \
        (src, dst, oe, ps.n, ps.post, L.G, b)
      if (L.V == 4) GA_ROWS (4);
      else if (L.V == 2) GA_ROWS (2);
      else GA_ROWS (1);
#undef GA_ROWS
      break;
    case GA_K_ROWS_LONG:
      k_rows_long<A, E><<<L.grid, L.block, 0, st>>> (src, dst, oe, ps.n, ps.post, L.clen, L.nchunk, b);
      break;
    default:
#define GA_COLS(VV) k_cols<A, E, VV><<<L.grid, L.block, L.smem, st>>> \
        (src, dst, oe, ps.pre, ps.n, ps.post, L.tx, L.ty, L.ntile, L.clen, L.nchunk, b)
      if (L.V == 4) GA_COLS (4);
      else if (L.V == 2) GA_COLS (2);
      else GA_COLS (1);
#undef GA_COLS
      break;
    }
  return cudaGetLastError ();
}

/* Resident blocks per multiprocessor of the cols kernel L would launch. */
template <ga_acc A, class E>
static int
ga_cols_occupancy (const ga_launch &L)
{
  int bps = 0;
  cudaError_t e;
  if (L.V == 4)
    e = cudaOccupancyMaxActiveBlocksPerMultiprocessor (&bps, k_cols<A, E, 4>, L.block, L.smem);
  else if (L.V == 2)
    e = cudaOccupancyMaxActiveBlocksPerMultiprocessor (&bps, k_cols<A, E, 2>, L.block, L.smem);
  else
    e = cudaOccupancyMaxActiveBlocksPerMultiprocessor (&bps, k_cols<A, E, 1>, L.block, L.smem);
  if (e != cudaSuccess)
    {
      cudaGetLastError ();
      return 0;
    }
  return bps;
}

/* Run a pass and, when it was chunked, the combining pass after it. */
template <ga_acc A, class E>
static cudaError_t
ga_run_pass (const ga_pass &ps, const void *in, void *out, ga_elem oe,
             void *part, const ga_bounds &b, int nsm, cudaStream_t st)
{
  typedef typename Acc<A>::T T;
  ga_launch L, L2;
  cudaError_t e;
  ga_plan_launch (&ps, sizeof (E), sizeof (T), Acc<A>::ORDERED, nsm, 0,
                  (uintptr_t) in, 0, &L);
  if (L.kind == GA_K_COLS)
    {                       /* plan again for the blocks that really fit */
      int bps = ga_cols_occupancy<A, E> (L);
      if (bps > 0 && bps < 8)
        ga_plan_launch (&ps, sizeof (E), sizeof (T), Acc<A>::ORDERED, nsm, 0,
                        (uintptr_t) in, bps, &L);
    }
  e = ga_launch_pass<A, E> (L, ps, in, out, oe, part, b, st);
  if (e != cudaSuccess || L.nchunk <= 1)
    return e;
  ga_pass cp = ga_combine_pass (&ps, &L);
  ga_plan_launch (&cp, sizeof (T), sizeof (T), Acc<A>::ORDERED, nsm, 1,
                  (uintptr_t) part, 0, &L2);
  return ga_launch_pass<A, T> (L2, cp, part, out, oe, NULL, b, st);
}

/* Per-accumulator entry points (one .cu file each, compiled in parallel):
 * run one pass whose input has element type `ie` (GA_ACCBUF for partials
 * of an earlier pass). */
#define GA_DECLARE_ACC_RUNNER(NAME)                                          \
  cudaError_t NAME (ga_elem ie, const ga_pass &ps, const void *in,          \
                    void *out, ga_elem oe, void *part, const ga_bounds &b,  \
                    int nsm, cudaStream_t st)
GA_DECLARE_ACC_RUNNER (ga_run_acc_double);
GA_DECLARE_ACC_RUNNER (ga_run_acc_float);
GA_DECLARE_ACC_RUNNER (ga_run_acc_extra);
GA_DECLARE_ACC_RUNNER (ga_run_acc_int);

/* Input element type -> C type, for the switch in each runner. */
#define GA_SWITCH_ELEM(ie, ACC, ACCT)                                        \
  switch (ie)                                                               \
    {                                                                       \
    case GA_DOUBLE: return ga_run_pass<ACC, double> (ps, in, out, oe, part, b, nsm, st); \
    case GA_SINGLE: return ga_run_pass<ACC, float> (ps, in, out, oe, part, b, nsm, st); \
    case GA_INT8: return ga_run_pass<ACC, int8_t> (ps, in, out, oe, part, b, nsm, st); \
    case GA_UINT8: case GA_LOGICAL: case GA_CHAR:                           \
      return ga_run_pass<ACC, uint8_t> (ps, in, out, oe, part, b, nsm, st); \
    case GA_INT16: return ga_run_pass<ACC, int16_t> (ps, in, out, oe, part, b, nsm, st); \
    case GA_UINT16:                                                         \
      return ga_run_pass<ACC, uint16_t> (ps, in, out, oe, part, b, nsm, st); \
    case GA_INT32: return ga_run_pass<ACC, int32_t> (ps, in, out, oe, part, b, nsm, st); \
    case GA_UINT32: return ga_run_pass<ACC, uint32_t> (ps, in, out, oe, part, b, nsm, st); \
    case GA_INT64: return ga_run_pass<ACC, int64_t> (ps, in, out, oe, part, b, nsm, st); \
    case GA_UINT64: return ga_run_pass<ACC, uint64_t> (ps, in, out, oe, part, b, nsm, st); \
    case GA_ACCBUF: return ga_run_pass<ACC, ACCT> (ps, in, out, oe, part, b, nsm, st); \
    default: return cudaErrorInvalidValue;                                  \
    }

#endif
