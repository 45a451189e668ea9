/* index_cpu.c: gpuArray indexing, shape and constructor work on arrays in
 * host memory (the CPU fallback: no GPU, or gpu_axis_backend ("cpu")).
 * The same per-element rules as the CUDA kernels (index_ops.h); one
 * thread, in index order.  Random numbers: ga_ix_uniform's counter-based
 * hash, Box-Muller for normals; they are not the device's Philox stream
 * (the same seed gives other numbers on the CPU than on a GPU).
 *
 * Also the weak ga_ix_cuda () of a build without CUDA (NULL: no device
 * work exists; index_kernels.cu's definition replaces it).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "index_backend.h"
#include "host_mem.h"

static int
h_put (void *dst, const void *src, size_t bytes, ga_error *err)
{
  (void) err;
  memcpy (dst, src, bytes);
  return 0;
}

/* Sign bit of the imaginary half of a complex element of `width`. */
static void
conj_word (char *p, size_t width)
{
  p[width - 1] ^= (char) 0x80;
}

typedef struct { uint64_t a, b; } w16;

/* One element of `width` bytes from s to o (a typed copy: a memcpy of a
 * variable size per element is a library call). */
static inline void
put_elem (char *o, const char *s, size_t width)
{
  switch (width)
    {
    case 1: *(uint8_t *) o = *(const uint8_t *) s; break;
    case 2: *(uint16_t *) o = *(const uint16_t *) s; break;
    case 4: *(uint32_t *) o = *(const uint32_t *) s; break;
    case 8: *(uint64_t *) o = *(const uint64_t *) s; break;
    default: *(w16 *) o = *(const w16 *) s; break;
    }
}

/* Gather (scatter 0) or scatter (1): the element at position lin of the
 * packed side and the one at offset (lin) of the strided side.  A first
 * dimension that is a contiguous range moves as one block per outer
 * position. */
static void
h_move (const ga_ix_desc *d, const char *src, size_t src_n, char *dst,
        size_t width, int conj, int scatter)
{
  const size_t inner = d->n[0], outer = ga_ix_count (d, 1);
  const int run = ! d->list[0] && d->step[0] == 1 && ! conj && src_n != 1;
  for (size_t j = 0; j < outer; j++)
    {
      const int64_t base = ga_ix_outer_off (d, j);
      char *packed = scatter ? (char *) src + j * inner * width
                     : dst + j * inner * width;
      if (run)
        {
          char *strided = (scatter ? dst : (char *) src)
                          + (base + d->start[0]) * (int64_t) width;
          if (scatter)
            memcpy (strided, packed, inner * width);
          else
            memcpy (packed, strided, inner * width);
          continue;
        }
      for (size_t i = 0; i < inner; i++)
        {
          const int64_t off = (base + ga_ix_off (d, 0, i)) * (int64_t) width;
          if (scatter)
            put_elem (dst + off, src_n == 1 ? src : packed + i * width, width);
          else
            {
              put_elem (packed + i * width, src + off, width);
              if (conj)
                conj_word (packed + i * width, width);
            }
        }
    }
}

static int
h_gather (const ga_ix_desc *d, const void *src, void *dst, size_t width,
          int conj, ga_error *err)
{
  (void) err;
  h_move (d, (const char *) src, 0, (char *) dst, width, conj, 0);
  return 0;
}

static int
h_scatter (const ga_ix_desc *d, const void *src, size_t src_n, void *dst,
           size_t width, ga_error *err)
{
  (void) err;
  h_move (d, (const char *) src, src_n, (char *) dst, width, 0, 1);
  return 0;
}

static int
h_convert (ga_elem from, int fcplx, const void *in, ga_elem to, int tcplx,
           void *out, size_t n, ga_error *err)
{
  (void) err;
  for (size_t i = 0; i < n; i++)
    ga_ix_convert_one (from, fcplx, in, to, tcplx, out, i);
  return 0;
}

static int
h_seq (ga_elem e, size_t n, double base, double inc, double last, int lin,
       void *out, ga_error *err)
{
  (void) err;
  for (size_t i = 0; i < n; i++)
    if (e == GA_SINGLE)
      ((float *) out)[i] = ga_ix_seq_f ((float) base, (float) inc, (float) last,
                                        n, i, lin);
    else
      ga_put_d (e, out, i, ga_ix_seq_d (base, inc, last, n, i, lin));
  return 0;
}

static int
h_rand (int kind, ga_elem e, size_t n, uint64_t seed, uint64_t call,
        double lo, double hi, void *out, ga_error *err)
{
  (void) err;
  for (size_t i = 0; i < n; i++)
    {
      const double u = ga_ix_uniform (seed, call, i, 0);
      double v = u;
      if (kind == GA_RAND_NORMAL)
        v = sqrt (-2.0 * log (u)) * cos (6.283185307179586
                                         * ga_ix_uniform (seed, call, i, 1));
      else if (kind == GA_RAND_INT)
        {
          v = floor (lo + u * (hi - lo + 1));
          if (v > hi)
            v = hi;
        }
      ga_put_d (e, out, i, v);
    }
  return 0;
}

static int
h_to_index (ga_elem e, const void *in, size_t n, int64_t *out,
            ga_ix_check *chk, ga_error *err)
{
  (void) err;
  chk->bad = 0;
  chk->max = 0;
  for (size_t i = 0; i < n; i++)
    {
      double v;
      ga_ix_convert_one (e, 0, in, GA_DOUBLE, 0, &v, 0);
      in = (const char *) in + ga_elem_size (e);
      if (! (v >= 1 && v == floor (v) && v < 9.2e18))
        {
          chk->bad = 1;
          chk->value = v;
          return 0;
        }
      if (v > chk->max)
        chk->max = v;
      out[i] = (int64_t) v - 1;
    }
  return 0;
}

static int
h_find (const uint8_t *mask, size_t n, double **out, size_t *count,
        ga_error *err)
{
  size_t c = 0;
  *out = NULL;
  for (size_t i = 0; i < n; i++)
    c += mask[i] != 0;
  *count = c;
  if (c == 0)
    return 0;
  if (ga_host_alloc (c * sizeof (double), (void **) out, err) != 0)
    return -1;
  c = 0;
  for (size_t i = 0; i < n; i++)
    if (mask[i])
      (*out)[c++] = (double) (i + 1);
  return 0;
}

static const ga_ix_backend cpu = {
  ga_host_alloc, ga_host_release, h_put, h_gather, h_scatter, h_convert, h_seq, h_rand,
  h_to_index, h_find};

const ga_ix_backend *
ga_ix_cpu (void)
{
  return &cpu;
}

__attribute__ ((weak)) const ga_ix_backend *
ga_ix_cuda (void)
{
  return NULL;
}
