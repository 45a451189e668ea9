/* index_ops.h: what gpuArray's indexing, shape and constructor work does
 * per element, written once for the CPU (index_cpu.c) and the CUDA kernels
 * (index_kernels.cu).
 *
 * Every indexing-like operation is one strided gather or scatter driven by
 * a descriptor of up to GA_IX_MAXD output dimensions: output element
 * (c_0, c_1, ...) (column-major over n[]) maps to the source (gather) or
 * destination (scatter) element at  sum_k off_k (c_k)  where off_k (c) is
 * list[k][c] * stride[k] for an index list (0-based, int64) or
 * start[k] + c * step[k] for a range (in elements).  So G(i, j, ...),
 * G(mask), G(:), transpose, permute, repmat and concatenation are all one
 * gather or scatter with another descriptor, not one kernel per case.
 *
 * Elements move as raw words of their width (1, 2, 4, 8 or 16 bytes,
 * complex pairs included); conjugation (ctranspose) flips the sign bit of
 * the imaginary half.  Class conversion (assignment, concatenation) is
 * ga_ix_convert_one: Octave's conversions (floating to integer rounded half
 * away, saturated, NaN to 0; integer to integer saturated exactly, without
 * a trip through double).  Random numbers of the CPU path are a
 * counter-based hash of (seed, call, element) so that they do not depend
 * on how the work is split; the CUDA path uses cuRAND's Philox.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_INDEX_OPS_H
#define GPUAXIS_INDEX_OPS_H

#include <stdint.h>
#include <stddef.h>
#include "gpuaxis.h"
#include "elem.h"

#define GA_IX_MAXD 32

typedef struct {
  int nd;                          /* output dims described (>= 1)       */
  size_t n[GA_IX_MAXD];            /* output length per dim              */
  int64_t start[GA_IX_MAXD];       /* ranges: first offset, in elements  */
  int64_t step[GA_IX_MAXD];        /* ranges: offset step, in elements   */
  int64_t stride[GA_IX_MAXD];      /* lists: elements per index step     */
  const int64_t *list[GA_IX_MAXD]; /* 0-based indices, or NULL: a range  */
} ga_ix_desc;

/* The offset of dimension k's c-th position. */
GA_HD int64_t
ga_ix_off (const ga_ix_desc *d, int k, size_t c)
{
  return d->list[k] ? d->list[k][c] * d->stride[k]
                    : d->start[k] + (int64_t) c * d->step[k];
}

/* The count of positions over dims from..nd-1 (0: every element, 1:
 * the outer positions). */
GA_HD size_t
ga_ix_count (const ga_ix_desc *d, int from)
{
  size_t n = 1;
  for (int k = from; k < d->nd; k++)
    n *= d->n[k];
  return n;
}

/* The offset of outer position `o` (column-major over dims 1..nd-1). */
GA_HD int64_t
ga_ix_outer_off (const ga_ix_desc *d, size_t o)
{
  int64_t off = 0;
  for (int k = 1; k < d->nd; k++)
    {
      const size_t c = o % d->n[k];
      o /= d->n[k];
      off += ga_ix_off (d, k, c);
    }
  return off;
}

/* ---------------------------------------------------- conversions */

/* Bytes of a real element of class e (ga_elem_size, usable on the device). */
GA_HD size_t
ga_ix_size (ga_elem e)
{
  switch (e)
    {
    case GA_DOUBLE: case GA_INT64: case GA_UINT64: return 8;
    case GA_SINGLE: case GA_INT32: case GA_UINT32: return 4;
    case GA_INT16: case GA_UINT16: return 2;
    default: return 1;
    }
}

/* Element i of class e (real part when part == 0, imaginary when 1 of a
 * complex array, cplx) as a double or an integer. */
GA_HD double
ga_ix_load_d (ga_elem e, int cplx, const void *p, size_t i, int part)
{
  const size_t j = cplx ? 2 * i + part : i;
  return e == GA_SINGLE ? (double) ((const float *) p)[j]
                        : ((const double *) p)[j];
}

GA_HD int64_t
ga_ix_load_s (ga_elem e, const void *p, size_t i)
{
  switch (e)
    {
    case GA_INT8: return ((const int8_t *) p)[i];
    case GA_INT16: return ((const int16_t *) p)[i];
    case GA_INT32: return ((const int32_t *) p)[i];
    case GA_INT64: return ((const int64_t *) p)[i];
    case GA_UINT8: case GA_LOGICAL: return ((const uint8_t *) p)[i];
    case GA_UINT16: return ((const uint16_t *) p)[i];
    case GA_UINT32: return ((const uint32_t *) p)[i];
    default: return 0;
    }
}

/* Element i of (from, fcplx) at in, converted to (to, tcplx) at out[i]
 * (complex to real: the real part; the caller asks for that only where
 * Octave would). */
GA_HD void
ga_ix_convert_one (ga_elem from, int fcplx, const void *in, ga_elem to,
                   int tcplx, void *out, size_t i)
{
  if (from == GA_DOUBLE || from == GA_SINGLE)
    {
      const double re = ga_ix_load_d (from, fcplx, in, i, 0);
      if (tcplx)
        ga_put_c (to == GA_SINGLE ? GA_CSINGLE : GA_CDOUBLE, out, i, re,
                  fcplx ? ga_ix_load_d (from, fcplx, in, i, 1) : 0.0);
      else
        ga_put_d (to, out, i, re);
      return;
    }
  if (tcplx)
    {
      const double re = from == GA_UINT64 ? (double) ((const uint64_t *) in)[i]
                        : (double) ga_ix_load_s (from, in, i);
      ga_put_c (to == GA_SINGLE ? GA_CSINGLE : GA_CDOUBLE, out, i, re, 0.0);
      return;
    }
  if (to == GA_DOUBLE || to == GA_SINGLE)
    {
      if (from == GA_UINT64)
        ga_put_u (to, out, i, ((const uint64_t *) in)[i]);
      else
        ga_put_i (to, out, i, ga_ix_load_s (from, in, i));
      return;
    }
  if (to == GA_LOGICAL)
    {
      ((uint8_t *) out)[i] = (uint8_t) (from == GA_UINT64
                                        ? ((const uint64_t *) in)[i] != 0
                                        : ga_ix_load_s (from, in, i) != 0);
      return;
    }
  /* integer (or logical) to integer: saturated exactly */
  if (from == GA_UINT64)
    {
      const uint64_t u = ((const uint64_t *) in)[i];
      ga_put_u (to, out, i, u > ga_elem_hi (to) ? ga_elem_hi (to) : u);
    }
  else
    {
      int64_t s = ga_ix_load_s (from, in, i);
      if (s < ga_elem_lo (to))
        s = ga_elem_lo (to);
      else if (s > 0 && (uint64_t) s > ga_elem_hi (to))
        s = (int64_t) ga_elem_hi (to);
      ga_put_i (to, out, i, s);
    }
}

/* ----------------------------------------------------- sequences */

/* Element i of n of a sequence as Octave 7.3 makes it.  A range
 * (lin 0): base + i * inc, the last element `last` (the range's final
 * value).  linspace (lin 1, base x1, last x2, inc (x2 - x1) / (n - 1)):
 * built from both ends, x1 + i * inc in the lower half, x2 - (n-1-i) *
 * inc in the upper, the middle of an odd count (x1 + x2) / 2 (0 when
 * x1 == -x2); all x2 when x1 == x2.  Double and float versions (single
 * sequences are computed in single, as Octave does). */
#define GA_IX_SEQ(NAME, T)                                                  \
  GA_HD T                                                                   \
  NAME (T base, T inc, T last, size_t n, size_t i, int lin)                 \
  {                                                                         \
    const size_t n2 = n / 2;                                                \
    if (i + 1 == n)                                                         \
      return last;                                                          \
    if (i == 0)                                                             \
      return base;                                                          \
    if (! lin)                                                              \
      return base + (T) i * inc;                                            \
    if (base == last)                                                       \
      return last;                                                          \
    if (i < n2)                                                             \
      return base + (T) i * inc;                                            \
    if (i == n2 && n % 2 == 1)                                              \
      return base == -last ? (T) 0 : (base + last) / 2;                     \
    return last - (T) (n - 1 - i) * inc;                                    \
  }
GA_IX_SEQ (ga_ix_seq_d, double)
GA_IX_SEQ (ga_ix_seq_f, float)
#undef GA_IX_SEQ

/* ------------------------------------------ CPU random numbers */

/* splitmix64's finaliser: a counter-based hash. */
GA_HD uint64_t
ga_ix_mix (uint64_t z)
{
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/* A uniform double in (0, 1) for (seed, call, element i, draw j). */
GA_HD double
ga_ix_uniform (uint64_t seed, uint64_t call, uint64_t i, unsigned j)
{
  const uint64_t h = ga_ix_mix (ga_ix_mix (seed ^ ga_ix_mix (call)) ^ (2 * i + j));
  return ((double) (h >> 11) + 0.5) * (1.0 / 9007199254740992.0);
}

#endif
