/* select.h: the selection engine of gpuArray (no Octave types): find's
 * positions of nonzero elements, histc's bins, accumarray's sums, maxima
 * and minima.  Two engines with one table each: ga_sel_cpu ()
 * (cpu/select_cpu.c) for arrays in host memory, ga_sel_cuda ()
 * (cuda/select_cuda.cu; NULL in a build without CUDA) for device arrays.
 * What an element means (nonzero, its value as a double or float, the
 * accumulation step) is select_ops.h's, shared by both; the plans
 * (select_plan.c) say which part of the work an engine runs.
 *
 * Every call returns 0, or -1 (GA_DEV_LOST from the device) with err set.
 * Memory arguments are the engine's own (device memory for CUDA).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_SELECT_H
#define GPUAXIS_SELECT_H

#include <stddef.h>
#include <stdint.h>
#include "gpuaxis.h"

#ifdef __cplusplus
extern "C" {
#endif

/* find (X, N, DIRECTION): of `count` nonzeros, the ranks [skip, skip +
 * take) are returned.  n_to_find < 0: all of them. */
typedef struct { size_t skip, take; } ga_find_range;
ga_find_range ga_find_range_make (size_t count, double n_to_find, int last);

/* A partial find on an engine that compacts a chunk of the array at a
 * time into a buffer (the CUDA engine): chunks of clen elements, walked
 * from the front (or from the back when r ends at the last of the count
 * nonzeros and skips some), stopping once the ranks of r are out.
 * select (ctx, start, len, &c, err) compacts x[start, start + len) into
 * the buffer and says how many it holds; copy (ctx, to, from, k, err)
 * copies k of the buffer's positions, from its index `from`, to out's
 * index `to`.  0, or the first nonzero return. */
typedef struct {
  int (*select) (void *ctx, size_t start, size_t len, size_t *c, ga_error *err);
  int (*copy) (void *ctx, size_t to, size_t from, size_t k, ga_error *err);
  void *ctx;
} ga_find_chunker;
int ga_find_by_chunks (size_t n, size_t count, ga_find_range r, size_t clen,
                       const ga_find_chunker *ch, ga_error *err);

/* histc along one dimension: x viewed as [pre, n, post]; each element's
 * bin is the last edge <= x (edges sorted ascending, nedges >= 1), 0
 * below the first edge, above the last one, or NaN; counts are
 * [pre, nedges, post] doubles, idx (or NULL) x's shape.  The comparison
 * is in single precision when fsingle (edges then floats), else in
 * double (edges doubles, integers converted), as Octave's lookup does. */
typedef struct {
  ga_elem elem;
  int fsingle;
  size_t pre, n, post, nedges;
} ga_histc_plan;
void ga_histc_plan_make (ga_histc_plan *p, ga_elem e, int fsingle,
                         size_t nd, const size_t *dims, size_t dim0,
                         size_t nedges);

/* accumarray's reductions: out (nout elements of class elem, pairs when
 * cplx: sums only) starts as `init` at every subscript that occurs and
 * as `fill` elsewhere (fill == init when there is no fill); then, for
 * i = 0 .. m-1 in order, out[subs[i]] = op (out[subs[i]], vals[i]) (vals
 * a scalar when nvals == 1).  Sums add in the class of out (double or
 * single); max and min follow Octave's (a NaN value leaves the
 * accumulator, a NaN accumulator takes the value; ties keep the
 * accumulator).  subs are 0-based, each < nout (the gateway checks). */
typedef enum { GA_ACC_SUM = 0, GA_ACC_MAX, GA_ACC_MIN } ga_acc_op;
typedef struct {
  ga_acc_op op;
  ga_elem elem;
  int cplx;
  size_t m, nvals, nout;
  double init, fill;
} ga_accum_plan;

typedef struct {
  int (*alloc) (size_t bytes, void **p, ga_error *err);
  void (*release) (void *p);
  int (*put) (void *dst, const void *src, size_t bytes, ga_error *err);
  /* the count of nonzero elements among n of class e (pairs when cplx);
   * NaN is nonzero */
  int (*count) (ga_elem e, int cplx, const void *x, size_t n, size_t *count,
                ga_error *err);
  /* the 1-based positions (doubles) of the nonzeros of ranks r.skip ..
   * r.skip + r.take - 1, into out; count: all the nonzeros (count's) */
  int (*positions) (ga_elem e, int cplx, const void *x, size_t n,
                    size_t count, ga_find_range r, double *out,
                    ga_error *err);
  /* edges: nedges doubles, or floats when p->fsingle; idx may be NULL */
  int (*histc) (const ga_histc_plan *p, const void *x, const void *edges,
                double *counts, double *idx, ga_error *err);
  int (*accum) (const ga_accum_plan *p, const int64_t *subs,
                const void *vals, void *out, ga_error *err);
} ga_sel_backend;

const ga_sel_backend *ga_sel_cpu (void);
const ga_sel_backend *ga_sel_cuda (void);

#ifdef __cplusplus
}
#endif
#endif
