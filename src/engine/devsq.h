/* devsq.h: the sum of squared deviations along one dimension, the second
 * pass of var and std on gpuArrays (inst/@gpuArray/var.m): for each
 * slice of x along the axis and its offset mu (the slice's mean, from the
 * reduction engine's first pass),
 *   out = sum over k of |x(k) - mu|^2,
 * read once, the deviations never stored.  No Octave types.
 *
 * The axis is the reduction planner's [pre, n, post] (gpuaxis.h's
 * ga_pass): slice i + pre j holds x[i + pre (k + n j)], k = 0..n-1, and
 * its offset is mu[i + pre j] (mu is the mean's result array, dims of x
 * with the axis 1).  Classes: double and single, real or complex
 * (interleaved pairs: |d|^2 = re^2 + im^2); the result is real, of the
 * input's class.  Each deviation is formed in the class (as Octave's
 * x - mean (x) is) and squared and summed in double, so a single result
 * is at least as close to the exact sum as Octave's single sums.
 *
 * Both engines take the same plan: n cut into `chunks` runs of
 * `chunk_len` (so that a few long slices still give the device enough
 * independent work), each (slice, run) summed apart, then each slice's
 * runs added in order.  The order inside a run is the engine's; the
 * result is within the summation bound of Octave's sumsq of x - mu.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_DEVSQ_H
#define GPUAXIS_DEVSQ_H

#include <stddef.h>
#include "gpuaxis.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  ga_elem elem;          /* GA_DOUBLE or GA_SINGLE                          */
  int cplx;
  ga_pass axis;          /* [pre, n, post], n >= 1                          */
  size_t chunks;         /* runs of n a slice, each chunk_len long (the     */
  size_t chunk_len;      /* last one shorter)                               */
  int rows;              /* pre == 1 and n >= GA_DEVSQ_ROWS_MIN_N: the
                            device gives a slice's run a warp (else a
                            thread a slice's run, neighbours side by side) */
} ga_devsq_plan;

#define GA_DEVSQ_ROWS_MIN_N 64

/* The plan along dimension dim (0-based) of an array of nd dims; -1 with
 * err (gpuaxis:invalid-input) for a class other than double or single. */
int ga_devsq_plan_make (ga_devsq_plan *p, ga_elem elem, int cplx, size_t nd,
                        const size_t *dims, size_t dim, ga_error *err);

/* One engine: out (pre * post real elements of the class) from x and mu,
 * all in the engine's memory.  0, or -1 with err (the CUDA engine:
 * GA_DEV_LOST when the context went); device calls are queued on the
 * gpuArray stream. */
typedef struct {
  const char *name;
  int (*run) (const ga_devsq_plan *p, const void *x, const void *mu,
              void *out, ga_error *err);
} ga_devsq_backend;

const ga_devsq_backend *ga_devsq_cpu (void);
/* NULL in a build without nvcc (a weak definition in devsq_cpu.c). */
const ga_devsq_backend *ga_devsq_cuda (void);

#ifdef __cplusplus
}
#endif
#endif
