/* sort.h: the sort engine of gpuArray (no Octave types).
 *
 * A sort is a set of slices: an array seen as [pre, n, post] is sorted
 * along n, each of its pre * post slices on its own (slice s starts at
 * element s % pre + (s / pre) * pre * n and steps by pre).  Octave's
 * order is made a plain unsigned order once, by sort_keys.h's key of an
 * element: NaN above everything, -0 equal to +0, integers with their sign
 * bit flipped, descending as the complement; complex values are sorted by
 * abs, then by arg (-pi taken as pi), as two stable passes (arg first).
 * Equal keys keep their order (a stable sort), which is Octave's order of
 * equal elements, NaNs among them.  The engine sorts the keys with the
 * permutation beside them, so values come out as they went in (-0 stays
 * -0) and the index is the permutation.
 *
 * sort_plan.c runs a request on either engine through the same steps:
 * keys, stable sort, keys again for a second pass, finish (values and
 * the 1-based index as doubles), or mode (Octave's most frequent value,
 * smallest first, and its count).  cpu/sort_cpu.c: LSD radix sort of a
 * slice at a time on the threads of cpu_pool.c; cuda/sort_cuda.cu: CUB's
 * DeviceSegmentedSort for many slices, DeviceRadixSort for a single one.
 * A selection (median's middles) sorts nothing: each slice's keys are
 * narrowed a byte at a time, from the top, to the one of a given rank
 * (a radix selection: a count of 256 digits a pass), a slice a thread
 * on the CPU, a slice a block held in shared memory on CUDA.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_SORT_H
#define GPUAXIS_SORT_H

#include <stddef.h>
#include <stdint.h>
#include "gpuaxis.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The longest slice: the permutation is 32-bit. */
#define GA_SORT_MAXN 4294967295u

typedef struct {
  ga_elem elem;        /* the real class: GA_DOUBLE .. GA_LOGICAL        */
  int cplx;            /* complex pairs (double and single only)         */
  size_t pre, n, post;
  int descend;
} ga_sort_plan;

/* What a key is made of: the value, or a complex value's abs or arg. */
typedef enum { GA_SORT_KEY_VALUE = 0, GA_SORT_KEY_ABS, GA_SORT_KEY_ARG } ga_sort_key;

/* What one engine does; 0, or -1 with err (CUDA: GA_DEV_LOST when the
 * context went).  Device calls are queued on the gpuArray stream.  Keys
 * and permutations are laid out a slice after another (s * n + j). */
typedef struct {
  const char *name;
  int (*alloc) (size_t bytes, void **p, ga_error *err);
  void (*release) (void *p);
  /* keys[s * n + j]: the key (`width` bytes) of element perm[s * n + j]
   * of slice s, or of element j when perm is NULL; then iota (NULL:
   * none) may get j at s * n + j, the identity permutation of a first
   * sort (the CUDA engine writes it in the same pass; the CPU engine's
   * sort makes it itself) */
  int (*keys) (const ga_sort_plan *p, ga_sort_key kind, int width,
               const void *in, const uint32_t *perm, void *keys,
               uint32_t *iota, ga_error *err);
  /* each slice's keys sorted stably, the permutation carried along:
   * perm[0] holds it in (identity: the identity, as keys' iota left it
   * there or, where it did not, made by the sort);
   * keys[1], perm[1] are scratch; *which says where the permutation is
   * after (0 or 1), *kwhich where the sorted keys are */
  int (*sort) (const ga_sort_plan *p, int width, void *keys[2],
               uint32_t *perm[2], int identity, int *which, int *kwhich,
               ga_error *err);
  /* out (NULL: none) gets the elements in the permutation's order, laid
   * out as in; index (NULL: none) the permutation + 1 as doubles.  With
   * keys (real values: the sorted keys of kind VALUE, `width` bytes), an
   * element is made from its key where that gives it back bit for bit
   * (sort_keys.h's ga_sk_exact) and read through the permutation only
   * elsewhere: the reads are in order, not a gather */
  int (*finish) (const ga_sort_plan *p, const void *in, const uint32_t *perm,
                 const void *keys, int width, void *out, double *index,
                 ga_error *err);
  /* per slice of the ascending permutation: m (class of in, complex when
   * in is) the first value of the longest run, f its length (double);
   * a run ends where Octave's diff is not 0 (NaN - NaN and Inf - Inf are
   * not 0, so NaNs and infinities of one sign are runs of one) */
  int (*mode) (const ga_sort_plan *p, const void *in, const uint32_t *perm,
               void *m, double *f, ga_error *err);
  /* per slice s (real values, ascending keys of kind VALUE; read from
   * keys, a slice after another, or when keys is NULL made from in, whose
   * slices are then contiguous: pre == 1): lo[s] the value of rank r
   * (0-based), hi[s] (NULL: none) that of rank r + 1, top[s] (NULL:
   * none) the largest; in's class, as ga_sk_unkey gives them */
  int (*nth) (const ga_sort_plan *p, int width, const void *in,
              const void *keys, size_t r, void *lo, void *hi, void *top,
              ga_error *err);
} ga_sort_backend;

const ga_sort_backend *ga_sort_cpu (void);
/* NULL in a build without nvcc (a weak definition in sort_cpu.c). */
const ga_sort_backend *ga_sort_cuda (void);

/* Bytes of one key of plan p's elements (of kind VALUE; ABS and ARG keys
 * are as wide as the complex's parts). */
int ga_sort_key_width (const ga_sort_plan *p);

/* The whole sort: out (NULL: none) the sorted values, index (NULL: none)
 * the index (doubles).  Nothing for an empty array. */
int ga_sort_run (const ga_sort_backend *be, const ga_sort_plan *p,
                 const void *in, void *out, double *index, ga_error *err);
/* The longest slice that ga_sort_nth selects in, in bytes of keys: a
 * slice must fit a block's shared memory (128 KiB: 16384 doubles). */
#define GA_SORT_NTH_MAX_BYTES ((size_t) 128 * 1024)

/* The values of ranks r and r + 1 (hi NULL: none) and the largest (top
 * NULL: none) of each slice, pre * post of each, in's class: 1 (nothing
 * done) for complex values and slices longer than GA_SORT_NTH_MAX_BYTES
 * of keys (sort them instead), 0, or -1 with err. */
int ga_sort_nth (const ga_sort_backend *be, const ga_sort_plan *p,
                 const void *in, size_t r, void *lo, void *hi, void *top,
                 ga_error *err);
/* mode along n: m (pre * post values of in's class) and f (doubles). */
int ga_sort_mode (const ga_sort_backend *be, const ga_sort_plan *p,
                  const void *in, void *m, double *f, ga_error *err);

#ifdef __cplusplus
}
#endif
#endif
