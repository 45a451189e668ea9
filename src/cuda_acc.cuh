/* cuda_acc.cuh: the accumulators of accum.h as types the kernels are
 * templated on: identity, lift, combine, warp shuffle and the final store.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_CUDA_ACC_CUH
#define GPUAXIS_CUDA_ACC_CUH

#include <type_traits>
#include "gpuaxis.h"
#include "accum.h"

/* Result range of the class, and (SATPN) where to flag an output whose
 * fast path is not exact. */
struct ga_bounds { int64_t lo, hi; uint64_t top; int *flag; };

/* Warp shuffles of every accumulator type. */
__device__ __forceinline__ double shfl_down (double v, int o) { return __shfl_down_sync (0xffffffffu, v, o); }
__device__ __forceinline__ float shfl_down (float v, int o) { return __shfl_down_sync (0xffffffffu, v, o); }
__device__ __forceinline__ uint64_t shfl_down (uint64_t v, int o)
{
  return (uint64_t) __shfl_down_sync (0xffffffffu, (unsigned long long) v, o);
}
__device__ __forceinline__ int64_t shfl_down (int64_t v, int o)
{
  return (int64_t) __shfl_down_sync (0xffffffffu, (long long) v, o);
}
__device__ __forceinline__ ga_extra shfl_down (ga_extra v, int o)
{
  v.s = shfl_down (v.s, o); v.c = shfl_down (v.c, o); return v;
}
__device__ __forceinline__ ga_sats32 shfl_down (ga_sats32 v, int o)
{
  v.s = shfl_down (v.s, o); v.L = shfl_down (v.L, o); v.H = shfl_down (v.H, o);
  return v;
}
__device__ __forceinline__ ga_sats64 shfl_down (ga_sats64 v, int o)
{
  uint64_t lo = (uint64_t) v.s, hi = (uint64_t) (v.s >> 64);
  lo = shfl_down (lo, o); hi = shfl_down (hi, o);
  v.s = (ga_i128) (((unsigned __int128) hi << 64) | lo);
  v.L = shfl_down (v.L, o); v.H = shfl_down (v.H, o);
  return v;
}

__device__ __forceinline__ ga_satpn shfl_down (ga_satpn v, int o)
{
  v.p = shfl_down (v.p, o); v.m = shfl_down (v.m, o); return v;
}

/* Store an int64/uint64/double result as the output element type. */
__device__ __forceinline__ void
store_elem (void *out, size_t i, ga_elem oe, double d, int64_t s, uint64_t u)
{
  switch (oe)
    {
    case GA_DOUBLE: ((double *) out)[i] = d; break;
    case GA_SINGLE: ((float *) out)[i] = (float) d; break;
    case GA_INT8: ((int8_t *) out)[i] = (int8_t) s; break;
    case GA_INT16: ((int16_t *) out)[i] = (int16_t) s; break;
    case GA_INT32: ((int32_t *) out)[i] = (int32_t) s; break;
    case GA_INT64: ((int64_t *) out)[i] = s; break;
    case GA_UINT8: case GA_LOGICAL: ((uint8_t *) out)[i] = (uint8_t) u; break;
    case GA_UINT16: ((uint16_t *) out)[i] = (uint16_t) u; break;
    case GA_UINT32: ((uint32_t *) out)[i] = (uint32_t) u; break;
    case GA_UINT64: ((uint64_t *) out)[i] = u; break;
    default: break;
    }
}

/* Each accumulator: T, ORDERED (combine is not commutative, so partial
 * results must be combined in index order), ident, lift, combine, and
 * put (final element, or raw T when the output is GA_ACCBUF). */
template <ga_acc A> struct Acc;

template <> struct Acc<GA_ACC_DOUBLE>
{
  typedef double T;
  static const bool ORDERED = false;
  __device__ static T ident (const ga_bounds &) { return 0.0; }
  template <class E> __device__ static T lift (E x, const ga_bounds &) { return (double) x; }
  __device__ static T combine (T a, T b, const ga_bounds &) { return a + b; }
  __device__ static void put (void *o, size_t i, ga_elem oe, T a, const ga_bounds &)
  {
    if (oe == GA_ACCBUF) ((T *) o)[i] = a; else store_elem (o, i, oe, a, 0, 0);
  }
};

template <> struct Acc<GA_ACC_FLOAT>
{
  typedef float T;
  static const bool ORDERED = false;
  __device__ static T ident (const ga_bounds &) { return 0.0f; }
  template <class E> __device__ static T lift (E x, const ga_bounds &) { return (float) x; }
  __device__ static T combine (T a, T b, const ga_bounds &) { return a + b; }
  __device__ static void put (void *o, size_t i, ga_elem, T a, const ga_bounds &)
  {
    ((float *) o)[i] = a;             /* ACCBUF and single look the same */
  }
};

template <> struct Acc<GA_ACC_EXTRA>
{
  typedef ga_extra T;
  static const bool ORDERED = false;
  __device__ static T ident (const ga_bounds &) { return ga_extra_ident (); }
  template <class E> __device__ static T lift (E x, const ga_bounds &) { return ga_extra_lift ((double) x); }
  __device__ static T combine (T a, T b, const ga_bounds &) { return ga_extra_combine (a, b); }
  __device__ static void put (void *o, size_t i, ga_elem oe, T a, const ga_bounds &)
  {
    if (oe == GA_ACCBUF) ((T *) o)[i] = a;
    else store_elem (o, i, oe, ga_extra_finish (a), 0, 0);
  }
};

template <> struct Acc<GA_ACC_SATS32>
{
  typedef ga_sats32 T;
  static const bool ORDERED = true;
  __device__ static T ident (const ga_bounds &b) { return ga_sats32_ident (b.lo, b.hi); }
  template <class E> __device__ static T lift (E x, const ga_bounds &b) { return ga_sats32_lift ((int64_t) x, b.lo, b.hi); }
  __device__ static T combine (T a, T c, const ga_bounds &) { return ga_sats32_combine (a, c); }
  __device__ static void put (void *o, size_t i, ga_elem oe, T a, const ga_bounds &)
  {
    if (oe == GA_ACCBUF) ((T *) o)[i] = a;
    else store_elem (o, i, oe, 0, ga_sats32_finish (a), 0);
  }
};

template <> struct Acc<GA_ACC_SATS64>
{
  typedef ga_sats64 T;
  static const bool ORDERED = true;
  __device__ static T ident (const ga_bounds &b) { return ga_sats64_ident (b.lo, b.hi); }
  template <class E> __device__ static T lift (E x, const ga_bounds &b) { return ga_sats64_lift ((int64_t) x, b.lo, b.hi); }
  __device__ static T combine (T a, T c, const ga_bounds &) { return ga_sats64_combine (a, c); }
  __device__ static void put (void *o, size_t i, ga_elem oe, T a, const ga_bounds &)
  {
    if (oe == GA_ACCBUF) ((T *) o)[i] = a;
    else store_elem (o, i, oe, 0, ga_sats64_finish (a), 0);
  }
};

template <> struct Acc<GA_ACC_SATU>
{
  typedef uint64_t T;
  static const bool ORDERED = false;
  __device__ static T ident (const ga_bounds &) { return 0; }
  template <class E> __device__ static T lift (E x, const ga_bounds &) { return (uint64_t) x; }
  __device__ static T combine (T a, T c, const ga_bounds &b) { return ga_satu_combine (a, c, b.top); }
  __device__ static void put (void *o, size_t i, ga_elem oe, T a, const ga_bounds &b)
  {
    if (oe == GA_ACCBUF) ((T *) o)[i] = a;
    else store_elem (o, i, oe, 0, 0, a > b.top ? b.top : a);
  }
};

template <> struct Acc<GA_ACC_SATPN>
{
  typedef ga_satpn T;
  static const bool ORDERED = false;
  __device__ static T ident (const ga_bounds &) { T r = {0, 0}; return r; }
  template <class E> __device__ static T lift (E x, const ga_bounds &) { return ga_satpn_lift ((int64_t) x); }
  __device__ static T combine (T a, T c, const ga_bounds &) { return ga_satpn_combine (a, c); }
  __device__ static void put (void *o, size_t i, ga_elem oe, T a, const ga_bounds &b)
  {
    if (oe == GA_ACCBUF)
      ((T *) o)[i] = a;
    else if (a.m >= b.lo && a.p <= b.hi)   /* no step can saturate */
      store_elem (o, i, oe, 0, a.p + a.m, 0);
    else
      atomicOr (b.flag, 1);          /* not exact here: rerun ordered */
  }
};

/* An input element to the accumulator: lift a data element, or take a
 * partial result (E == T: the accumulator's own format) as it is. */
template <ga_acc A, class E>
__device__ __forceinline__ typename Acc<A>::T
load_acc (E x, const ga_bounds &b)
{
  if constexpr (std::is_same<E, typename Acc<A>::T>::value)
    return x;
  else
    return Acc<A>::lift (x, b);
}

#endif
