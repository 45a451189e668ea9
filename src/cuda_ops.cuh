/* cuda_ops.cuh: the reductions of ops.h / ops.def as types the kernels are
 * templated on (Red<R>: accumulator T, identity, lift, combine, rebase,
 * warp shuffle and the final store), made from the table, so that the
 * kernels run exactly the CPU backend's arithmetic.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_CUDA_OPS_CUH
#define GPUAXIS_CUDA_OPS_CUH

#include <type_traits>
#include "gpuaxis.h"
#include "ops.h"

/* What every kernel gets besides the data: the plan's numbers, where the
 * max/min index results go (final stores only; NULL: none), and the span
 * of the partials a pass reads (their positions + k * span; 0: as they
 * are, e.g. chunk partials of the same pass). */
struct ga_bounds { ga_opctx c; double *index_out; int64_t span; };

/* Partial results as kernel input: a type of their own, so that a partial
 * is never mistaken for an element of the same C type (ALL over uint32). */
template <class T> struct ga_part { T v; };

template <class E> struct ga_is_complex : std::false_type {};
template <> struct ga_is_complex<ga_cdouble> : std::true_type {};
template <> struct ga_is_complex<ga_csingle> : std::true_type {};

/* Warp shuffles: the accumulators of the sums as before, any other type
 * word by word. */
__device__ __forceinline__ double shfl_down (double v, int o) { return __shfl_down_sync (0xffffffffu, v, o); }
__device__ __forceinline__ float shfl_down (float v, int o) { return __shfl_down_sync (0xffffffffu, v, o); }
__device__ __forceinline__ uint32_t shfl_down (uint32_t v, int o) { return __shfl_down_sync (0xffffffffu, v, o); }
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
template <class T>
__device__ __forceinline__ T
shfl_down (T v, int o)
{
  static_assert (sizeof (T) % 4 == 0, "shuffled in 32-bit words");
  union { T t; uint32_t w[sizeof (T) / 4]; } u;
  u.t = v;
#pragma unroll
  for (unsigned q = 0; q < sizeof (T) / 4; q++)
    u.w[q] = __shfl_down_sync (0xffffffffu, u.w[q], o);
  return u.t;
}

/* Red<R>: reduction R of ops.def.  put stores a final result (and its
 * index), or the raw T when oe is GA_ACCBUF. */
template <int R> struct Red;

#define GA_RED(ID, OP, TT, POS, FLAGS, GROUP, RL, CL)                       \
  template <> struct Red<GA_R_##ID>                                         \
  {                                                                         \
    typedef TT T;                                                           \
    static const bool ORDERED = ((FLAGS) & GA_F_ORDERED) != 0;              \
    static const bool INDEXED = (POS) != 0;                                 \
    static const bool PLAIN = ((FLAGS) & GA_F_PLAIN) != 0;                  \
    __device__ static T ident (const ga_bounds &b) { return ga_##ID##_ident (&b.c); } \
    template <class E>                                                      \
    __device__ static T lift (const E &x, size_t k, const ga_bounds &b)    \
    {                                                                       \
      if constexpr (ga_is_complex<E>::value)                                \
        return GA_LIFTC_##ID (x, k, &b.c);                                  \
      else                                                                  \
        return GA_LIFT_##ID (x, k, &b.c);                                   \
    }                                                                       \
    __device__ static T combine (T a, T c, const ga_bounds &b)             \
    {                                                                       \
      return ga_##ID##_combine (a, c, &b.c);                                \
    }                                                                       \
    __device__ static T rebase (T a, size_t k, const ga_bounds &b)         \
    {                                                                       \
      return ga_##ID##_rebase (a, (int64_t) k * b.span);                    \
    }                                                                       \
    __device__ static void put (void *o, size_t i, ga_elem oe, T a, const ga_bounds &b) \
    {                                                                       \
      if (oe == GA_ACCBUF)                                                  \
        ((T *) o)[i] = a;                                                   \
      else                                                                  \
        ga_##ID##_store (oe, o, i, b.index_out, a, &b.c);                   \
    }                                                                       \
  };
#include "ops.def"
#undef GA_RED

/* An input to the accumulator: lift an element at position k, or take a
 * partial (ga_part) as it is, its positions moved by k * span. */
template <int R, class E>
__device__ __forceinline__ typename Red<R>::T
load_acc (const E &x, size_t k, const ga_bounds &b)
{
  typedef typename Red<R>::T T;
  if constexpr (std::is_same<E, ga_part<T>>::value)
    {
      if constexpr (Red<R>::INDEXED)
        return b.span ? Red<R>::rebase (x.v, k, b) : x.v;
      else
        return x.v;
    }
  else
    return Red<R>::lift (x, k, b);
}

#endif
