/* devsq.h: var and std of gpuArrays along one dimension
 * (inst/@gpuArray/var.m), two ways on one plan.  No Octave types.
 *
 * moments (the default, one read of x): each slice's count, mean and M2
 * (the sum of |x(k) - mean|^2) by Welford's update and Chan et al.'s
 * pairwise merges (welford.h), in double; out = M2 / den (den the
 * caller's n - 1 or n), and the slice's mean if asked.  A complex slice's
 * M2 is its real and imaginary parts' M2 added.  Each value is shifted
 * by its slice's first element before it is accumulated, so a mean large
 * against the spread costs nothing: M2 is within a small multiple of
 * n eps (double) of the exact one, below the two-pass bound.
 *
 * devsq (the second of two passes): for each slice of x along the axis
 * and its offset mu (the slice's mean, from the reduction engine's first
 * pass),
 *   out = sum over k of |x(k) - mu|^2,
 * read once, the deviations never stored.
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
 * independent work), each (slice, run) summed (or accumulated) apart,
 * then each slice's runs added (merged) in order.  The order inside a
 * run is the engine's; devsq's result is within the summation bound of
 * Octave's sumsq of x - mu.
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
  int root;              /* moments: var's square root in the class (std:
                            Octave's sqrt (var (...))); 0 from plan_make  */
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
/* moments: var (pre * post real elements of the class) = M2 / den, and
 * mean (pre * post elements of x's class and complexity) unless NULL. */
typedef struct {
  const char *name;
  int (*run) (const ga_devsq_plan *p, const void *x, const void *mu,
              void *out, ga_error *err);
  int (*moments) (const ga_devsq_plan *p, const void *x, double den,
                  void *var, void *mean, ga_error *err);
} ga_devsq_backend;

const ga_devsq_backend *ga_devsq_cpu (void);
/* NULL in a build without nvcc (a weak definition in devsq_cpu.c). */
const ga_devsq_backend *ga_devsq_cuda (void);

#ifdef __cplusplus
}
#endif
#endif
