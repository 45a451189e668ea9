/* sort_keys.h: Octave's order of one element as an unsigned key, and
 * Octave's "diff is 0" of two elements; one definition for the CPU
 * engine (cpu/sort_cpu.c) and the CUDA kernels (cuda/sort_cuda.cu), so
 * the two order the same.
 *
 * A float's key: NaN (any payload, either sign) is all ones, above +Inf;
 * -0 is taken as +0 (Octave's sort keeps them in their order); else the
 * IEEE bits with the sign bit set for positives and all bits flipped for
 * negatives.  Signed integers: the sign bit flipped.  Unsigned and
 * logical: as they are.  A complex value's ABS key is the key of its abs
 * (NaN when either part is: Octave puts those with the NaNs), its ARG key
 * that of its arg with -pi taken as pi (Octave's complex comparison), 0
 * for the NaN ones (so the first pass keeps their order).  Descending:
 * the complement within the key's width.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_SORT_KEYS_H
#define GPUAXIS_SORT_KEYS_H

#include <math.h>
#include <stdint.h>
#include "sort.h"

#ifdef __CUDACC__
#define GA_SK static __host__ __device__ __forceinline__
#else
#define GA_SK static inline
#endif

GA_SK uint64_t
ga_sk_f64 (double x)
{
  union { double d; uint64_t u; } v;
  if (x != x)
    return ~(uint64_t) 0;
  v.d = x == 0 ? 0.0 : x;
  return (v.u >> 63) ? ~v.u : (v.u | ((uint64_t) 1 << 63));
}

GA_SK uint64_t
ga_sk_f32 (float x)
{
  union { float f; uint32_t u; } v;
  if (x != x)
    return 0xffffffffu;
  v.f = x == 0 ? 0.0f : x;
  return (v.u >> 31) ? (uint32_t) ~v.u : (v.u | 0x80000000u);
}

/* The ascending key of element i of in (class e, complex pairs when
 * cplx), of kind k. */
GA_SK uint64_t
ga_sk_key (const void *in, size_t i, ga_elem e, int cplx, ga_sort_key k)
{
  if (cplx && e == GA_DOUBLE)
    {
      const double re = ((const double *) in)[2 * i], im = ((const double *) in)[2 * i + 1];
      if (re != re || im != im)
        return k == GA_SORT_KEY_ARG ? ga_sk_f64 (0.0) : ~(uint64_t) 0;
      if (k == GA_SORT_KEY_ABS)
        return ga_sk_f64 (hypot (re, im));
      const double a = atan2 (im, re);
      return ga_sk_f64 (a == -M_PI ? M_PI : a);
    }
  if (cplx)
    {
      const float re = ((const float *) in)[2 * i], im = ((const float *) in)[2 * i + 1];
      if (re != re || im != im)
        return k == GA_SORT_KEY_ARG ? ga_sk_f32 (0.0f) : 0xffffffffu;
      if (k == GA_SORT_KEY_ABS)
        return ga_sk_f32 (hypotf (re, im));
      const float a = atan2f (im, re);
      return ga_sk_f32 (a == (float) -M_PI ? (float) M_PI : a);
    }
  switch (e)
    {
    case GA_DOUBLE: return ga_sk_f64 (((const double *) in)[i]);
    case GA_SINGLE: return ga_sk_f32 (((const float *) in)[i]);
    case GA_INT8: return (uint8_t) (((const uint8_t *) in)[i] ^ 0x80u);
    case GA_INT16: return (uint16_t) (((const uint16_t *) in)[i] ^ 0x8000u);
    case GA_INT32: return ((const uint32_t *) in)[i] ^ 0x80000000u;
    case GA_INT64: return ((const uint64_t *) in)[i] ^ ((uint64_t) 1 << 63);
    case GA_UINT16: return ((const uint16_t *) in)[i];
    case GA_UINT32: return ((const uint32_t *) in)[i];
    case GA_UINT64: return ((const uint64_t *) in)[i];
    default: return ((const uint8_t *) in)[i];          /* uint8, logical */
    }
}

/* Key k (`width` bytes) complemented when desc: a descending key from an
 * ascending one and back. */
GA_SK uint64_t
ga_sk_ascending (uint64_t k, int width, int desc)
{
  const uint64_t mask = width >= 8 ? ~(uint64_t) 0
                        : (((uint64_t) 1 << (8 * width)) - 1);
  return desc ? (~k & mask) : k;
}

/* The key of kind k, descending when desc, within `width` bytes. */
GA_SK uint64_t
ga_sk_key_dir (const void *in, size_t i, ga_elem e, int cplx, ga_sort_key k,
               int desc, int width)
{
  return ga_sk_ascending (ga_sk_key (in, i, e, cplx, k), width, desc);
}

/* Element i of out (class e, real) set to the value whose ascending key
 * (kind VALUE) is k: the inverse of ga_sk_key, but for the keys it
 * merges: -0 comes back as +0, and every NaN as one quiet NaN. */
GA_SK void
ga_sk_unkey (uint64_t k, ga_elem e, void *out, size_t i)
{
  switch (e)
    {
    case GA_DOUBLE:
      {
        union { double d; uint64_t u; } v;
        v.u = (k >> 63) ? (k & ~((uint64_t) 1 << 63)) : ~k;
        ((double *) out)[i] = v.d;
        break;
      }
    case GA_SINGLE:
      {
        union { float f; uint32_t u; } v;
        const uint32_t k32 = (uint32_t) k;
        v.u = (k32 >> 31) ? (k32 & 0x7fffffffu) : ~k32;
        ((float *) out)[i] = v.f;
        break;
      }
    case GA_INT8: ((uint8_t *) out)[i] = (uint8_t) (k ^ 0x80u); break;
    case GA_INT16: ((uint16_t *) out)[i] = (uint16_t) (k ^ 0x8000u); break;
    case GA_INT32: ((uint32_t *) out)[i] = (uint32_t) k ^ 0x80000000u; break;
    case GA_INT64: ((uint64_t *) out)[i] = k ^ ((uint64_t) 1 << 63); break;
    case GA_UINT16: ((uint16_t *) out)[i] = (uint16_t) k; break;
    case GA_UINT32: ((uint32_t *) out)[i] = (uint32_t) k; break;
    case GA_UINT64: ((uint64_t *) out)[i] = k; break;
    default: ((uint8_t *) out)[i] = (uint8_t) k; break;
    }
}

/* Key q of `width` bytes of keys. */
GA_SK uint64_t
ga_sk_load (const void *keys, int width, size_t q)
{
  switch (width)
    {
    case 8: return ((const uint64_t *) keys)[q];
    case 4: return ((const uint32_t *) keys)[q];
    case 2: return ((const uint16_t *) keys)[q];
    default: return ((const uint8_t *) keys)[q];
    }
}

/* Whether ga_sk_unkey of the ascending key k gives the element of class e
 * back bit for bit: all but a float's zeros (-0 and +0 share a key) and
 * NaNs (every payload shares one). */
GA_SK int
ga_sk_exact (uint64_t k, ga_elem e)
{
  if (e == GA_DOUBLE)
    return k != ((uint64_t) 1 << 63) && k != ~(uint64_t) 0;
  if (e == GA_SINGLE)
    return k != 0x80000000u && k != 0xffffffffu;
  return 1;
}

/* The digit of a radix selection: among the 256 counts of the keys that
 * share the digits chosen so far, the digit d holding the one of rank
 * *kk (0-based), *kk made its rank among those of digit d; *cnt is
 * hist[d].  Both engines choose so (the CUDA kernel with a warp). */
GA_SK unsigned
ga_sk_pick_digit (const unsigned *hist, uint64_t *kk, unsigned *cnt)
{
  uint64_t below = 0;
  unsigned d = 0;
  for (; d < 255 && below + hist[d] <= *kk; d++)
    below += hist[d];
  *kk -= below;
  *cnt = hist[d];
  return d;
}

/* 1 when Octave's diff of elements i and j (j - i) is 0: equal and not
 * NaN, and not infinities (Inf - Inf is NaN); complex: both parts so. */
GA_SK int
ga_sk_same (const void *in, size_t i, size_t j, ga_elem e, int cplx)
{
  switch (e)
    {
    case GA_DOUBLE:
      if (cplx)
        return ((const double *) in)[2 * j] - ((const double *) in)[2 * i] == 0
               && ((const double *) in)[2 * j + 1] - ((const double *) in)[2 * i + 1] == 0;
      return ((const double *) in)[j] - ((const double *) in)[i] == 0;
    case GA_SINGLE:
      if (cplx)
        return ((const float *) in)[2 * j] - ((const float *) in)[2 * i] == 0
               && ((const float *) in)[2 * j + 1] - ((const float *) in)[2 * i + 1] == 0;
      return ((const float *) in)[j] - ((const float *) in)[i] == 0;
    case GA_INT16: case GA_UINT16:
      return ((const uint16_t *) in)[j] == ((const uint16_t *) in)[i];
    case GA_INT32: case GA_UINT32:
      return ((const uint32_t *) in)[j] == ((const uint32_t *) in)[i];
    case GA_INT64: case GA_UINT64:
      return ((const uint64_t *) in)[j] == ((const uint64_t *) in)[i];
    default:
      return ((const uint8_t *) in)[j] == ((const uint8_t *) in)[i];
    }
}

/* Element j of slice s of plan p: its place in the array. */
GA_SK size_t
ga_sk_place (size_t pre, size_t n, size_t s, size_t j)
{
  return s % pre + (s / pre) * pre * n + j * pre;
}

/* Element e of the array in memory order: its slice s and its place j
 * there (ga_sk_place's inverse).  Both engines walk the array so where
 * the order of memory matters (the first keys, the results). */
GA_SK void
ga_sk_slice_of (size_t pre, size_t n, size_t e, size_t *s, size_t *j)
{
  const size_t a = e % pre, r = e / pre;
  *j = r % n;
  *s = a + (r / n) * pre;
}

#endif
