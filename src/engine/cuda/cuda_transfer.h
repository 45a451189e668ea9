/* cuda_transfer.h: the state the CUDA backend keeps between calls, and the
 * host-array path (transfers around the reduction): a pipeline of chunks
 * through pinned staging (cuda_transfer.cu), the chunk schedule and the
 * host-copy thread pool (cuda_pipeline.cu), and the kernel that combines
 * partial results of chunks (cuda_pipeline_kernels.cu).
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later. */
#ifndef GPUAXIS_CUDA_TRANSFER_H
#define GPUAXIS_CUDA_TRANSFER_H
#include <cuda_runtime.h>
#include "gpuaxis.h"

#define GA_NSLOT 4                 /* most pipeline slots (default 3)      */
#define GA_NSTREAM GA_NSLOT        /* a stream per slot; stream[0] also
                                      serves single-chunk calls            */

typedef struct {
  cudaStream_t stream[GA_NSTREAM];
  void *d_buf;  size_t d_cap;          /* device arena: every call's chunk
                                          buffers, partials and scratch
                                          (ga_cuda_device_buffer)         */
  void *d_stage; size_t d_stage_cap;   /* (unused: kept for the reports)  */
  void *h_stage; size_t h_stage_cap;   /* pinned host staging arena       */
  cudaEvent_t ev_done[GA_NSLOT];       /* a slot's last chunk is done     */
  cudaEvent_t ev_run;                  /* last use of the running partials */
  int have_events;
  size_t dev_total;                    /* device memory, for the budget   */
} ga_cuda_state;

extern ga_cuda_state ga_state;

cudaError_t ga_cuda_ready (void);
cudaError_t ga_cuda_device_buffer (size_t bytes, void **p);
int ga_cuda_fail (ga_error *err, cudaError_t e, const char *what);
int ga_cuda_kernel_fault (void);
void ga_cuda_recover (void);
void ga_transfer_release (ga_cuda_state *s);

/* ---------------------------------------------------- chunk schedule
 * How a host array is cut into chunks (cuda_pipeline.cu).  Every chunk is
 * one contiguous byte range of the input:
 *   A      whole slabs of the last pass (post index j): independent outputs,
 *          a contiguous range of the result; works for any number of passes.
 *   B      one pass, a slab too big: rows [k0, k1) of slab j, reduced to
 *          accumulator partials of all pre outputs of the slab.
 *   C      one pass, even one row (pre elements) too big: columns
 *          [i0, i0 + m) of row k of slab j.
 *   WHOLE  several passes and a slab too big: the input is copied in chunks
 *          into one device buffer and the plan runs once at the end.
 * In B and C the chunks of a group (slab j, or slab j and columns i0..) come
 * in index order, first to last; their partials are combined in that order
 * (the saturating sums are not commutative), positions (max/min indices)
 * moved by the chunk's first row k0. */
enum { GA_PIPE_A = 0, GA_PIPE_B, GA_PIPE_C, GA_PIPE_WHOLE };

typedef struct {
  int mode;
  size_t es, oes, as;          /* input element, output element, accumulator */
  size_t pre, n, post;         /* pass 0 (B, C)                             */
  size_t P;                    /* slabs of the last pass (A)                */
  size_t slab_in, slab_out;    /* bytes of one slab (A)                     */
  size_t in_bytes, out_bytes;
  size_t cmax, cmin;           /* largest chunk; the ramp starts/ends here  */
  size_t iblock;               /* C: columns per chunk                      */
  size_t done, j, k, i0;       /* position                                  */
} ga_sched;

typedef struct {
  size_t off, bytes;           /* input byte range                          */
  size_t out_off, out_bytes;   /* result byte range, written when `last`    */
  size_t g;                    /* A: slabs                                  */
  size_t m, rows;              /* B, C: outputs of the group; rows of n     */
  size_t k0;                   /* B, C: the chunk's first row along n       */
  int first, last;             /* B, C: first / last chunk of its group     */
} ga_chunk;

#ifdef __cplusplus
extern "C" {
#endif
void ga_sched_init (ga_sched *s, const ga_plan *p, size_t cmax, size_t cmin);
void ga_sched_rewind (ga_sched *s);
int ga_sched_next (ga_sched *s, ga_chunk *c);

/* ------------------------------------------------- host copy thread pool
 * memcpy spread over up to 16 threads (the caller's thread is one of
 * them).  Workers are started on first use and kept until
 * ga_pool_shutdown; between ga_pool_begin and ga_pool_end they spin
 * rather than sleep, so chunk after chunk starts without a wake-up. */
int ga_pool_threads_wanted (void);
void ga_pool_begin (int nthreads);
void ga_pool_copy (void *dst, const void *src, size_t bytes);
/* The same on the workers only, while the caller goes on (small copies,
 * or no workers: done at once); ga_pool_copy_wait waits for it.  Every
 * other pool call waits for it first. */
void ga_pool_copy_start (void *dst, const void *src, size_t bytes);
void ga_pool_copy_wait (void);
void ga_pool_end (void);
void ga_pool_shutdown (void);
int ga_pool_running (void);          /* threads now started (1: none)    */

/* ------------------------------------------------- partial results
 * run[i] = combine (run[i], part[i]) for i < m, in that order, with off
 * added to part's positions along n (max/min, the signed "native" prod:
 * the chunk's first row); with `out` non-NULL the combined value is
 * written there as p->out instead (the last chunk of a group), and its
 * index to out_index when that is non-NULL.  On `stream`. */
cudaError_t ga_pipe_combine (const ga_plan *p, void *run, const void *part,
                             size_t m, void *out, void *out_index, int64_t off,
                             cudaStream_t stream);
#ifdef __cplusplus
}
#endif

#endif
