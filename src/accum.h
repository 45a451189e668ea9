/* accum.h: the accumulators, shared by the CPU backend (C) and the CUDA
 * kernels (CUDA C++), so that both add exactly the same way.
 *
 * Each accumulator has: an identity, lift (one element -> accumulator),
 * combine (a then b; must be associative; for the saturating ones it is not
 * commutative, so callers keep index order), and finish (-> result element).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_ACCUM_H
#define GPUAXIS_ACCUM_H

#include <stdint.h>
#include <math.h>

#ifdef __CUDACC__
#define GA_HD static __host__ __device__ __forceinline__
#else
#define GA_HD static inline
#endif

typedef __int128 ga_i128;

/* ---- compensated double: Knuth's TwoSum carries the rounding error ---- */
typedef struct { double s, c; } ga_extra;

GA_HD ga_extra ga_extra_ident (void) { ga_extra r = {0.0, 0.0}; return r; }
GA_HD ga_extra ga_extra_lift (double x) { ga_extra r = {x, 0.0}; return r; }
GA_HD ga_extra ga_extra_combine (ga_extra a, ga_extra b)
{
  ga_extra r;
  double s = a.s + b.s;
  double bp = s - a.s;
  double e = (a.s - (s - bp)) + (b.s - bp);
  r.s = s;
  r.c = (a.c + b.c) + e;
  return r;
}
/* An infinite partial sum makes TwoSum's error NaN; IEEE's answer is the
 * partial sum itself (Octave 7.3 returns NaN here; we return Inf). */
GA_HD double ga_extra_finish (ga_extra a)
{
  return (a.s - a.s == 0.0) ? a.s + a.c : a.s;
}

/* ---- saturating signed "native" sums ----
 * Octave adds in index order and saturates at every step.  Element a is the
 * map x -> clamp(x + a, lo, hi); such clamped shifts compose into clamped
 * shifts x -> clamp(x + s, L, H), and composition is associative, so any
 * tree of compositions (in index order) gives the sequential answer.
 * For 8..32-bit classes s is kept in int64 and saturated at +-2^62, which is
 * exact: once |s| exceeds hi - lo the map is constant and stays so. */
typedef struct { int64_t s, L, H; } ga_sats32;

#define GA_S32_CAP ((int64_t) 1 << 62)

GA_HD int64_t ga_clamp64 (int64_t x, int64_t lo, int64_t hi)
{
  return x < lo ? lo : (x > hi ? hi : x);
}
GA_HD ga_sats32 ga_sats32_ident (int64_t lo, int64_t hi)
{
  ga_sats32 r = {0, lo, hi}; return r;
}
GA_HD ga_sats32 ga_sats32_lift (int64_t a, int64_t lo, int64_t hi)
{
  ga_sats32 r = {a, lo, hi};   /* x -> clamp(x + a, lo, hi) */
  return r;
}
GA_HD ga_sats32 ga_sats32_combine (ga_sats32 a, ga_sats32 b)
{
  ga_sats32 r;
  r.s = ga_clamp64 (a.s + b.s, -GA_S32_CAP, GA_S32_CAP);
  r.L = ga_clamp64 (a.L + b.s, b.L, b.H);
  r.H = ga_clamp64 (a.H + b.s, b.L, b.H);
  return r;
}
GA_HD int64_t ga_sats32_finish (ga_sats32 a) { return ga_clamp64 (a.s, a.L, a.H); }

/* int64: the same maps, computed in 128 bits; s saturates at +-2^100. */
typedef struct { ga_i128 s; int64_t L, H; } ga_sats64;

#define GA_S64_CAP (((ga_i128) 1) << 100)

GA_HD ga_i128 ga_clamp128 (ga_i128 x, ga_i128 lo, ga_i128 hi)
{
  return x < lo ? lo : (x > hi ? hi : x);
}
GA_HD ga_sats64 ga_sats64_ident (int64_t lo, int64_t hi)
{
  ga_sats64 r; r.s = 0; r.L = lo; r.H = hi; return r;
}
GA_HD ga_sats64 ga_sats64_lift (int64_t a, int64_t lo, int64_t hi)
{
  ga_sats64 r;
  r.s = a; r.L = lo; r.H = hi;
  return r;
}
GA_HD ga_sats64 ga_sats64_combine (ga_sats64 a, ga_sats64 b)
{
  ga_sats64 r;
  r.s = ga_clamp128 (a.s + b.s, -GA_S64_CAP, GA_S64_CAP);
  r.L = (int64_t) ga_clamp128 ((ga_i128) a.L + b.s, b.L, b.H);
  r.H = (int64_t) ga_clamp128 ((ga_i128) a.H + b.s, b.L, b.H);
  return r;
}
GA_HD int64_t ga_sats64_finish (ga_sats64 a)
{
  return (int64_t) ga_clamp128 (a.s, a.L, a.H);
}

/* ---- unsigned "native" (and logical "native" = any, with top 1) ----
 * Every element is >= 0, so the running sum only grows: saturating once
 * means staying at the top, and min(exact sum, top) is the sequential
 * answer.  That makes it an ordinary associative, commutative add. */
GA_HD uint64_t ga_satu_combine (uint64_t a, uint64_t b, uint64_t top)
{
  uint64_t r = a + b;
  return (r < a || r > top) ? top : r;
}

/* ---- the fast path of signed "native" sums (8..32-bit classes) ----
 * p sums the positive elements, m the negative ones, in int64 (exact for
 * fewer than 2^32 elements per output, which the caller ensures).
 * Every prefix sum lies in [m, p]; if lo <= m and p <= hi, no step of the
 * sequential sum saturates and the answer is p + m exactly.  Commutative,
 * so the fast unordered kernels apply; otherwise the ordered clamped-shift
 * accumulator is run instead. */
typedef struct { int64_t p, m; } ga_satpn;

GA_HD ga_satpn ga_satpn_lift (int64_t a)
{
  ga_satpn r = {a > 0 ? a : 0, a < 0 ? a : 0}; return r;
}
GA_HD ga_satpn ga_satpn_combine (ga_satpn a, ga_satpn b)
{
  ga_satpn r = {a.p + b.p, a.m + b.m}; return r;
}

#endif
