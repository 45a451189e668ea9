/* index_backend.h: the element work of gpuArray's indexing, shape and
 * constructor commands (gateway/gpuarray_index.c), once per place the data can be:
 * ga_ix_cpu () for arrays in host memory (index_cpu.c), ga_ix_cuda () for
 * arrays in device memory (index_kernels.cu; NULL in a build without
 * CUDA).  The per-element rules are index_ops.h's, shared by both.
 *
 * Every call returns 0, or -1 (or GA_DEV_LOST from the device) with err
 * set; device calls are queued on the gpuArray stream and return once
 * launched, except to_index and find, which wait for what they report.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_INDEX_BACKEND_H
#define GPUAXIS_INDEX_BACKEND_H

#include "index_ops.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { GA_RAND_UNIFORM = 0, GA_RAND_NORMAL, GA_RAND_INT };

/* What to_index found: bad is 1 at a value that is not a positive integer
 * (then value is that value), max the largest index seen (1-based). */
typedef struct { int bad; double value; double max; } ga_ix_check;

typedef struct {
  /* memory of the backend's kind: temporary lists, scratch */
  int (*alloc) (size_t bytes, void **p, ga_error *err);
  void (*release) (void *p);
  int (*put) (void *dst, const void *src, size_t bytes, ga_error *err);
  /* dst[lin] = src[offset (lin)] over prod (d->n) elements of `width`
   * bytes; conj: flip the imaginary sign (width 8: complex single, 16:
   * complex double) */
  int (*gather) (const ga_ix_desc *d, const void *src, void *dst,
                 size_t width, int conj, ga_error *err);
  /* dst[offset (lin)] = src[src_n == 1 ? 0 : lin] */
  int (*scatter) (const ga_ix_desc *d, const void *src, size_t src_n,
                  void *dst, size_t width, ga_error *err);
  int (*convert) (ga_elem from, int fcplx, const void *in, ga_elem to,
                  int tcplx, void *out, size_t n, ga_error *err);
  /* a range or (lin) linspace (index_ops.h ga_ix_seq_*) in class e;
   * single in float */
  int (*seq) (ga_elem e, size_t n, double base, double inc, double last,
              int lin, void *out, ga_error *err);
  /* n random elements of class e: uniform in (0, 1), standard normal, or
   * integers in [lo, hi]; seed and call number make them reproducible */
  int (*rand) (int kind, ga_elem e, size_t n, uint64_t seed, uint64_t call,
               double lo, double hi, void *out, ga_error *err);
  /* n index values of class e (1-based) to 0-based int64, checked */
  int (*to_index) (ga_elem e, const void *in, size_t n, int64_t *out,
                   ga_ix_check *chk, ga_error *err);
  /* the 1-based positions (doubles) of the nonzero bytes among n; *out
   * allocated here (NULL when none), *count set */
  int (*find) (const uint8_t *mask, size_t n, double **out, size_t *count,
               ga_error *err);
} ga_ix_backend;

const ga_ix_backend *ga_ix_cpu (void);
const ga_ix_backend *ga_ix_cuda (void);

#ifdef __cplusplus
}
#endif
#endif
