/* device_array.h: device memory and device work for gpuArray.
 *
 * The backend under the array table (arrays.c): one selected CUDA device,
 * one stream on it that carries all gpuArray work in call order, one
 * stream-ordered memory pool (cudaMallocFromPoolAsync / cudaFreeAsync, a
 * bounded release threshold) and pinned staging for the transfers, which
 * are chunked and pipelined with the package's host-copy threads
 * (cuda_pipeline.cu).  Every call returns once its work is queued, except
 * the ones that say they wait.  Built from device_array.cu with CUDA;
 * stub.c stands in without it (no device: every call fails
 * with gpuaxis:no-gpu, so the table keeps arrays in host memory).
 *
 * Return values: 0, or -1 with err set, or GA_DEV_LOST when the device's
 * context is gone (reset by another part of the package after a fatal
 * error, or by a fatal error of this call): every device pointer handed
 * out before is then invalid, and the caller forgets them.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_DEVICE_ARRAY_H
#define GPUAXIS_DEVICE_ARRAY_H

#include <stddef.h>
#include <stdint.h>
#include "gpuaxis.h"

#ifdef __cplusplus
extern "C" {
#endif

#define GA_DEV_LOST (-2)

/* Number of CUDA devices (0 without CUDA or without a driver). */
int ga_dev_count (void);
/* The selected device, 0-based (0 until one is selected). */
int ga_dev_selected (void);
/* Select device idx (0-based) for the arrays made from now on; the state
 * kept for the previous one (stream, pool, staging) is released: the
 * caller frees or forgets that device's arrays first. */
int ga_dev_select (int idx, ga_error *err);

/* 0 while the state kept for the selected device is valid (or none is
 * kept yet); GA_DEV_LOST once when its CUDA context is no longer the one
 * the state was made in (the package's reduction backend resets the
 * device after a fatal error): the state is then forgotten.  Cheap: the
 * array table asks before it uses any device pointer. */
int ga_dev_check (ga_error *err);

/* Device memory of `bytes` (> 0) from the pool, stream-ordered: usable by
 * work queued after this call.  gpuaxis:out-of-memory when the device has
 * none left, after the pool's cache and the reduction backend's buffers
 * were given back and the allocation retried. */
int ga_dev_alloc (size_t bytes, void **p, ga_error *err);
/* Stream-ordered free: the memory goes back to the pool once the work
 * queued before has run.  NULL is ignored. */
void ga_dev_free (void *p);

/* A device word for a queued run's flags (elementwise_pending.c), from
 * a small slab of the selected device's own, not the pool: 0, 1 when
 * every word is in use (the caller waits for its run instead), or -1 /
 * GA_DEV_LOST with err.  Given back once no queued work will write it
 * (work queued after the give comes after that work on the stream). */
int ga_dev_word_take (unsigned **w, ga_error *err);
void ga_dev_word_give (unsigned *w);

/* Host to device.  Returns when `src` has been read (it may change
 * afterwards); the last copies to the device may still be queued. */
int ga_dev_upload (void *dst, const void *src, size_t bytes, ga_error *err);
/* Device to host; waits for the work queued before and for the copy. */
int ga_dev_download (void *dst, const void *src, size_t bytes, ga_error *err);
/* Device to device, queued on the gpuArray stream (nothing for 0 bytes). */
int ga_dev_copy (void *dst, const void *src, size_t bytes, ga_error *err);

/* Plan p on device arrays (ga_cuda_run_device with workspace from the
 * pool); out_index: nout doubles, or NULL.  Plans the CUDA backend does
 * not support (ga_cuda_supports) run on the CPU: the input is copied to
 * the host, reduced there, and the result copied back (this waits). */
int ga_dev_reduce (const ga_plan *p, const void *in, size_t in_bytes,
                   void *out, size_t out_bytes, void *out_index,
                   ga_error *err);
/* n real elements of class `from` (GA_DOUBLE or GA_SINGLE) converted to
 * class `to` as Octave converts (integers: rounded half away from zero,
 * saturated, NaN to 0). */
int ga_dev_convert (ga_elem from, ga_elem to, size_t n, const void *in,
                    void *out, ga_error *err);
/* n elements of class e (complex pairs when cplx) set to v (+0i). */
int ga_dev_fill (ga_elem e, int cplx, size_t n, double v, void *p,
                 ga_error *err);
/* fn (ctx, stream) with the selected device current and its stream (a
 * cudaStream_t): other engines' launches on the gpuArray stream
 * (elementwise.cu); launch errors are reported as `what` fails. */
int ga_dev_run (void (*fn) (void *ctx, void *stream), void *ctx,
                const char *what, ga_error *err);
/* Waits for all queued work; reports what failed in it. */
int ga_dev_sync (ga_error *err);
/* Release the state of the selected device (after its arrays are freed):
 * stream, pool, staging.  With reset_device, also the reduction backend's
 * state and the CUDA context itself (cudaDeviceReset). */
void ga_dev_release (int reset_device);

/* What the backend holds, for gpu_axis_info and gpuDevice. */
typedef struct {
  int usable;                      /* the selected device is usable      */
  int index;                       /* selected device, 0-based           */
  size_t pool_reserved_bytes;      /* device memory the pool holds       */
  size_t pool_used_bytes;          /* of which arrays and scratch use    */
  size_t pool_release_threshold;   /* the pool keeps at most this much
                                      unused memory across syncs        */
  size_t pinned_bytes;             /* pinned staging held                */
} ga_dev_facts;
void ga_dev_facts_get (ga_dev_facts *f);

/* One device's properties (gpuDevice). */
typedef struct {
  char name[256];
  int cc_major, cc_minor;
  int multiprocessors;
  size_t total_mem, free_mem;     /* free_mem: 0 unless it is selected  */
  int driver_version, runtime_version;
  int max_threads_per_block;
  double clock_khz;
  int can_map_host, ecc;
} ga_dev_props;
int ga_dev_props_get (int idx, ga_dev_props *p, ga_error *err);

/* For the other CUDA files of gpuArray (index_kernels.cu): enter makes
 * the selected device current with its state ready (prev: the caller's
 * device, for leave), stream is the gpuArray stream (a cudaStream_t), and
 * error reports CUDA error e of `what` as this file's calls do (fatal
 * ones reset the device: GA_DEV_LOST). */
int ga_dev_enter (int *prev, ga_error *err);
void ga_dev_leave (int prev);
void *ga_dev_stream (void);
int ga_dev_error (ga_error *err, int e, const char *what);

/* Test-only faults (GPUAXIS_TEST_FAULTS=1, checked by the caller):
 * "alloc" (the next allocation fails as out of memory), "kernel" (the
 * next reduction fails with a CUDA error that is not fatal), "fatal" (the
 * next reduction traps on the device: a fatal error that loses the
 * context).  0, or -1 for an unknown fault. */
int ga_dev_fault (const char *what);

#ifdef __cplusplus
}
#endif
#endif
