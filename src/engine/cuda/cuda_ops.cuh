/* cuda_ops.cuh: the reductions of ops.h / ops.def as types the kernels are
 * templated on (Red<R>: accumulator T, identity, lift, combine, rebase,
 * warp shuffle and the final store), made from the table, so that the
 * kernels run exactly the CPU backend's arithmetic; and how an element
 * enters an accumulator (acc_step, acc_run: for max/min of double and
 * single a shorter form of the same combine, measured below).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_CUDA_OPS_CUH
#define GPUAXIS_CUDA_OPS_CUH

#include <type_traits>
#include "gpuaxis.h"
#include "ops.h"

/* What every kernel gets besides the data: the plan's numbers, where the
 * max/min index results go (final stores only; NULL: none), the span of
 * the partials a pass reads (their positions + k * span; 0: as they are,
 * e.g. chunk partials of the same pass), and for the ordered kernels a
 * gate (NULL: none): they do nothing while *gate is 0 (ga_gated). */
struct ga_bounds { ga_opctx c; double *index_out; int64_t span; const int *gate; };

/* Whether an ordered kernel is to do nothing: the signed "native" sums
 * run the ordered kernels after the fast path SUM_PN, gated by its flag,
 * which it sets to the call's mark (b.c.mark) only where it was not
 * exact (cuda_dispatch.cu).  Read on the device, so the call does not
 * wait for the verdict.  The gated kernels are launched dependent on
 * SUM_PN's last (ga_run_pass), so they wait for its grid here before
 * they read the flag (a no-op for a grid launched the usual way). */
__device__ __forceinline__ bool
ga_gated (const ga_bounds &b)
{
  if (! b.gate)
    return false;
#if defined (__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  asm volatile ("griddepcontrol.wait;" ::: "memory");
#endif
  return *(const volatile int *) b.gate != b.c.mark;
}

/* Partial results as kernel input: a type of their own, so that a partial
 * is never mistaken for an element of the same C type (ALL over uint32). */
template <class T> struct ga_part { T v; };
template <class E> struct ga_is_part { static const bool value = false; };
template <class T> struct ga_is_part<ga_part<T>> { static const bool value = true; };

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
  v.p = shfl_down (v.p, o); v.nm = shfl_down (v.nm, o); return v;
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

/* max/min with positions (MAX_D, MAX_F, MAX_IX, MAX_UX and MIN_*): the
 * direction (1 max, -1 min, 0 none), the value type, and the result class
 * that a lean final store writes as it is (GA_ACCBUF: none, integers,
 * whose result class is the input's). */
template <int R> struct ga_mm { static const int dir = 0; typedef void VT; static const ga_elem own = GA_ACCBUF; };
#define GA_MM_ROW(ID, D, V, OWN)                                            \
  template <> struct ga_mm<GA_R_##ID> { static const int dir = D; typedef V VT; static const ga_elem own = OWN; };
GA_MM_ROW (MAX_D, 1, double, GA_DOUBLE)
GA_MM_ROW (MAX_F, 1, float, GA_SINGLE)
GA_MM_ROW (MAX_IX, 1, int64_t, GA_ACCBUF)
GA_MM_ROW (MAX_UX, 1, uint64_t, GA_ACCBUF)
GA_MM_ROW (MIN_D, -1, double, GA_DOUBLE)
GA_MM_ROW (MIN_F, -1, float, GA_SINGLE)
GA_MM_ROW (MIN_IX, -1, int64_t, GA_ACCBUF)
GA_MM_ROW (MIN_UX, -1, uint64_t, GA_ACCBUF)
#undef GA_MM_ROW

/* any and all, whose results are logical (ga_lean_logical): lean
 * kernels store the logical and nothing else. */
template <int R> struct ga_lean_logical
{
  static const bool value = R == GA_R_ANY || R == GA_R_ALL;
};

/* Whether a reduction has lean kernels (kernels/common.cuh, final_put):
 * the PLAIN ones, max/min of double and single (value as it is, index
 * as k + 1), and any/all (a logical). */
template <int R> struct ga_has_lean
{
  static const bool value = Red<R>::PLAIN || ga_mm<R>::own != GA_ACCBUF
                            || ga_lean_logical<R>::value;
};

/* acc combined with the element x at position k: what every kernel does
 * per element.  Each thread meets its elements in ascending k (every
 * kernel: see cuda_kernels.cuh's overview), so for max/min with
 * positions the element's position is above acc's, unless acc is still
 * the identity (position GA_NOPOS, value NaN).  For double and single
 * their combine (ops.h) then reduces to: take x when it beats acc.v (ties
 * keep the earlier, also -0 against +0), or when acc.v is NaN and x is
 * not, or acc is the identity (an all-NaN run keeps its first NaN).
 * The same result as combine (acc, lift (x, k)), with one 64-bit compare
 * (against GA_NOPOS) instead of two and no compare of x with acc for
 * equality.
 * Measured in SASS (nvcc 13, sm_90), with the lean stores of final_put:
 * k_cols<MAX_D, double, 4> 74 -> 48 registers, still 2 LDG in flight
 * (acc_run, below, gets 4); k_rows_small<MAX_D, double, 4> 100 -> 80.
 * Signed integers narrower than 64 bits with the index take the same
 * form (ga_mm_short, below), with 32-bit positions in rows_mm and
 * cols_mm_run: int32 [M, I] of 16384x16384 read at 83.0-83.6% of the
 * copy rate with combine, 98.0-101.1% with it (kernel 294-297 -> 245-249
 * us, 64 registers; H200, 2026-12-03 A/B).  Partials (ga_part,
 * positions in any order) take the full combine. */
/* For max/min of double and single (ga_mm<R>::own set): l (a lifted
 * element, or a reduced run of them) taken by a whose positions all
 * precede l's, or that is the identity; and the same when a is no
 * identity (mm_later: both runs of elements, l's after a's). */
/* A is Red<R>::T, or mm32 (a position along the kernel's rows in 32 bits,
 * GA_NOPOS32 for none: k_rows_mm and cols_mm_run, kernels/rows_mm.cuh
 * and kernels/cols_body.cuh). */
template <class VT> struct mm32 { VT v; int i; };
#define GA_NOPOS32 0x7fffffff
template <class A> struct mm_none { static constexpr int64_t i = GA_NOPOS; };
template <class VT> struct mm_none<mm32<VT>> { static constexpr int i = GA_NOPOS32; };

template <int R, class A>
__device__ __forceinline__ A
mm_take (A a, A l)
{
  const bool beats = ga_mm<R>::dir > 0 ? l.v > a.v : l.v < a.v;
  return beats || (a.v != a.v && (l.v == l.v || a.i == mm_none<A>::i)) ? l : a;
}
template <int R, class A>
__device__ __forceinline__ A
mm_later (A a, A l)
{
  const bool beats = ga_mm<R>::dir > 0 ? l.v > a.v : l.v < a.v;
  return beats || (a.v != a.v && l.v == l.v) ? l : a;
}

/* Whether elements E of reduction R take mm_take's short form (and the
 * kernels' 32-bit positions, rows_mm and cols_mm_run; never partials,
 * whose positions come in any order): max/min of double
 * and single (ga_mm<R>::own set), and max/min with the index of signed
 * integers narrower than 64 bits.  For those the identity's value
 * (INT64_MIN for max, INT64_MAX for min) is no element's, so the first
 * element always beats it and mm_take's NaN test is false: the form is
 * "take x when it beats acc.v", a compare and two selects where combine
 * has two 64-bit compares and two 64-bit selects (int64 elements could
 * equal the identity; unsigned 0 equals max's). */
template <int R, class E> struct ga_mm_short
{
  static const bool value = (ga_mm<R>::own != GA_ACCBUF
                             || ((R == GA_R_MAX_IX || R == GA_R_MIN_IX)
                                 && std::is_integral<E>::value && std::is_signed<E>::value
                                 && sizeof (E) < 8))
                            && ! std::is_same<E, ga_part<typename Red<R>::T>>::value;
};

template <int R, class E>
__device__ __forceinline__ typename Red<R>::T
acc_step (typename Red<R>::T a, const E &x, size_t k, const ga_bounds &b)
{
  typedef typename Red<R>::T T;
  if constexpr (ga_mm_short<R, E>::value)
    return mm_take<R> (a, Red<R>::lift (x, k, b));
  else
    return Red<R>::combine (a, load_acc<R> (x, k, b), b);
}

/* acc combined with N elements x[q] at ascending positions k[q] (after
 * acc's): acc_step on each in turn, except where a tree over the N
 * elements keeps them all in flight (ga_tree_run below): a tree of
 * adjacent ranges, then the result taken into acc.  The same result as
 * the steps in turn for max/min; a different order of additions for the
 * sums.  Why: with one dependent chain per accumulator ptxas issued a
 * thread's loads only after the work on the loads before them; the tree
 * needs all N loaded values at once, so they are all in flight together.
 *
 * - max/min of double and single, and of int8-int32 with the index
 *   (ga_mm_short): the ranges combined by mm_later (the later range
 *   winning only by beating or over NaN: combine's result for ranges in
 *   that order), the winner taken under mm_take.  k_cols<MAX_D, double,
 *   4>, lean: 4 LDG, 2 in flight before.
 * - SUM_PN (the signed "native" sums' fast path) of integer elements in
 *   rows_long, exact in any order; measured with it on
 *   2026-12-03.
 * - the PLAIN reductions of double elements in double (sum, mean, sumsq,
 *   prod), in rows_long: the ranges and acc by combine.  SASS of
 *   k_rows_long<SUM_D, double>: 2 LDG in flight of 4 before, 4 with the
 *   tree (54 registers instead of 48), where torch's kernel read
 *   268435456x1 double 2% faster than ours.  With the tree every
 *   contiguous double reduction of 1-2 GiB takes 0.935-0.939 of the time
 *   (268435456x1 sum 503 -> 469 us, 108% of the copy rate; H200,
 *   2026-12-02).  It changes the order of the
 *   additions within a thread's 8 elements (within the error bound; more
 *   accurate, not less).  The same in the cols kernels' loop (k_cols)
 *   for 32-byte vectors (4 doubles a thread), there with 4 rows of them at
 *   once where it took 2: k_cols<SUM_D, double, 4> had 3 of its loop's 4
 *   loads in flight, now 8 of 8 (54 registers; 44 before), where torch
 *   read 512x512x1024 double along dim 2 2-3% faster.  With both, double
 *   sum, mean, sumsq and prod of 512x512x1024 along dims 2 and 3 took
 *   0.980-0.984 of the time (479 -> 470-472 us; the tree alone
 *   1.005-1.024, 4 rows alone 0.992-0.999), 16384x8192 along dim 2
 *   1.004-1.009 (H200, 2026-12-04 A/B).  Not
 *   for narrower vectors: with the tree the double sum of 2x134217728
 *   along dim 2 (2 doubles a thread) took 1.074x as long. */
template <int R, class E> struct ga_sum_tree
{
  static const bool value = (Red<R>::PLAIN && std::is_same<typename Red<R>::T, double>::value
                             && std::is_same<E, double>::value)
                            || (R == GA_R_SUM_PN && std::is_integral<E>::value);
};
/* Max/min of integer elements without positions (MAX_I, MIN_I, MAX_U,
 * MIN_U: exact in any order) take acc_run's N elements at once too, by
 * a tree of max/min in the element's own type (one IMNMX each for int32),
 * its result lifted and combined once; the cols kernels' loops now by
 * acc_run for them (ga_tree_run::cols).  Why: k_cols<MAX_I, int32_t, 4>
 * had 1 of its loop's 4 loads in flight (SASS, bench/sass_loads.py), 4
 * with the tree; int32 max/min of 16384x16384 along dim 2 took 253 us a
 * call, 0.956 of that with it (97.7 -> 101.5% of the copy rate; torch 249
 * us), along dim 1 0.983 (H200, 2026-12-03,
 * an A/B; a tree of 64-bit combines: 0.974 and 0.969). */
template <int R, class E> struct ga_int_mm_tree
{
  static const bool value = (R == GA_R_MAX_I || R == GA_R_MIN_I || R == GA_R_MAX_U
                             || R == GA_R_MIN_U) && std::is_integral<E>::value;
};
/* any and all of double elements (exact in any order) by combine's tree
 * too.  Why: k_rows_long<ANY, double> had 3 of its loop's 4 loads in
 * flight, 4 with the tree, where torch read 268435456x1 double any 3.5%
 * faster (479 against 496 us; H200).  With it double any/all
 * took 0.973-0.977 of the time on 268435456x1, 134217728x2 and 16384x8192
 * along dim 1 (103 -> 105-107% of copy), the rest 0.999-1.013; single's
 * 1.008-1.010 on 134217728x2 with it, so not single (H200,
 * 2026-12-03). */
template <int R, class E> struct ga_logic_tree
{
  static const bool value = (R == GA_R_ANY || R == GA_R_ALL) && std::is_same<E, double>::value;
};
template <int R, class E> struct ga_tree_run
{
  static const bool mm = ga_mm_short<R, E>::value;
  /* the cols kernels' loops by acc_run (mm too) */
  static const bool cols = mm || ga_int_mm_tree<R, E>::value;
  static const bool value = cols || ga_sum_tree<R, E>::value || ga_logic_tree<R, E>::value;
};

/* t[0] after a tree over the N values t (adjacent ranges first, in
 * order: f (earlier, later)), all of them wanted at once: acc_run's
 * and the rows kernels' way to keep a thread's loads in flight. */
template <int N, class X, class F>
__device__ __forceinline__ X
ga_tree (X (&t)[N], F f)
{
#pragma unroll
  for (int s = 1; s < N; s <<= 1)
#pragma unroll
    for (int q = 0; q + s < N; q += 2 * s)
      t[q] = f (t[q], t[q + s]);
  return t[0];
}

template <int R, int N, class E>
__device__ __forceinline__ typename Red<R>::T
acc_run (typename Red<R>::T a, const E (&x)[N], const size_t (&k)[N], const ga_bounds &b)
{
  typedef typename Red<R>::T T;
  if constexpr (ga_int_mm_tree<R, E>::value)
    {                   /* in E itself (exact), lifted once */
      E m[N];
#pragma unroll
      for (int q = 0; q < N; q++)
        m[q] = x[q];
      const E w = ga_tree (m, [] (E p, E q) {
          return (R == GA_R_MAX_I || R == GA_R_MAX_U) ? (q > p ? q : p) : (q < p ? q : p);
        });
      return Red<R>::combine (a, Red<R>::lift (w, k[0], b), b);
    }
  else if constexpr (ga_tree_run<R, E>::value)
    {
      constexpr bool mm = ga_tree_run<R, E>::mm;
      T t[N];
#pragma unroll
      for (int q = 0; q < N; q++)
        t[q] = Red<R>::lift (x[q], k[q], b);
      if constexpr (mm)
        return mm_take<R> (a, ga_tree (t, [] (T p, T q) { return mm_later<R> (p, q); }));
      else
        return Red<R>::combine (a, ga_tree (t, [&b] (T p, T q) { return Red<R>::combine (p, q, b); }), b);
    }
  else
    {
#pragma unroll
      for (int q = 0; q < N; q++)
        a = acc_step<R> (a, x[q], k[q], b);
      return a;
    }
}

#endif
