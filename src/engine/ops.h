/* ops.h: the reductions of the engine, shared by the CPU backend (C) and
 * the CUDA kernels (CUDA C++), so that both compute exactly the same way.
 *
 * A reduction (a row of ops.def, enum ga_red) is one way to compute one
 * operation: an accumulator type T and
 *   ident     the identity (what an empty range reduces to)
 *   lift      one element (real: GA_LIFT_ID (x, k, c); complex:
 *             GA_LIFTC_ID (z, k, c)) at position k along n -> T
 *   combine   a then b -> T.  Associative; commutative too (the fast
 *             unordered kernels apply) except the two ORDERED ones, the
 *             clamped-shift sums, whose callers keep index order.  Ops
 *             that need an order (max/min ties, -0/+0, the signed
 *             "native" prod) carry positions in T and break ties by them,
 *             which makes them commutative
 *   rebase    a partial read at a later pass or chunk: positions + off
 *   store     finish (mean's divisor, saturation, ...) and store as result
 *             class oe, plus the 1-based index for max/min
 * The lifts are macros so that each element class is compared or
 * converted in its own type.  c (ga_opctx) holds the plan's numbers.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_OPS_H
#define GPUAXIS_OPS_H

#include <stdint.h>
#include <math.h>
#include "gpuaxis.h"
#include "elem.h"

typedef __int128 ga_i128;

/* The plan's numbers, as every reduction sees them. */
typedef struct {
  int64_t lo, hi;      /* signed result class range                       */
  uint64_t top;        /* unsigned result class top                       */
  double divisor;      /* mean: > 0                                       */
  double recip;        /* mean: RN (1 / divisor), for ga_div_rn_d          */
  double recipf;       /* mean: RN (1 / (float) divisor), ga_div_rn_f      */
  int *flag;           /* SUM_PN: set to mark where its result would not
                          be exact                                        */
  int mark;            /* SUM_PN: its call's own value for *flag (the
                          gated kernels run where *flag holds it)         */
} ga_opctx;

/* a / d correctly rounded (the same bits as IEEE division) without a
 * division instruction, for the lean CUDA kernels (cuda/kernels/common.cuh,
 * final_put: nvcc's division, whose slow path is a subroutine call, made
 * the hot loops of the kernels worse; these are a few fma and no call).
 * d > 0 finite, y = RN (1 / d).  Markstein's theorem: q = RN (a y) is
 * within an ulp of a / d, r = a - q d is then exact (fma), and
 * RN (q + r y) = RN (a / d), unless r underflows, so below 2^-969 the
 * quotient is formed 2^200 higher and brought down, the one double
 * rounding (a quotient on a midpoint of the subnormal grid) resolved by
 * the remainder's sign.  Zero, Inf and NaN: a y itself.  Checked against
 * division on 2.6 million quotients by tests/test_reduce.c (div_rn). */
GA_HD double
ga_div_rn_d (double a, double d, double y)
{
  double q = a * y, r;
  if (! (fabs (q) >= 0x1p-969 && fabs (q) < INFINITY))
    {
      double m, q2, r2, w;
      if (q == 0 ? a == 0 : ! (fabs (q) < INFINITY))
        return q;
      m = fabs (a) * 0x1p200;
      q2 = m * y;
      q2 = fma (fma (-q2, d, m), y, q2);          /* RN (|a| 2^200 / d) */
      r2 = fma (-q2, d, m);                      /* exact */
      w = q2 * 0x1p875;                          /* in units of 2^-1075 */
      if (w < 0x1p53 && w == trunc (w) && w * 0.5 != trunc (w * 0.5) && r2 != 0)
        q = ((r2 > 0 ? w + 1 : w - 1) * 0.5) * 0x1p-1074; /* off the midpoint */
      else
        q = q2 * 0x1p-200;
      return copysign (q, a);
    }
  r = fma (-q, d, a);
  return fma (r, y, q);
}

/* a / d in single (d = (float) divisor, y = RN (1 / d) in double): the
 * quotient correctly rounded in double (never near underflow for float
 * a), then to single: double rounding is innocuous for a quotient when
 * the wider format has at least 2p + 2 bits (53 >= 2 * 24 + 2). */
GA_HD float
ga_div_rn_f (float a, double d, double y)
{
  double x = (double) a, q = x * y;
  if (q == 0 || ! (fabs (q) < INFINITY))
    return (float) q;
  return (float) fma (fma (-q, d, x), y, q);
}

/* Positions of the unused kind: identities and "no element". */
#define GA_NOPOS INT64_MAX

/* ------------------------------------------------------------------ SUM */

/* double, float: plain sums; mean divides at the store. */
GA_HD double ga_SUM_D_ident (const ga_opctx *c) { (void) c; return 0.0; }
#define GA_LIFT_SUM_D(x, k, c) ((double) (x))
GA_HD double ga_SUM_D_combine (double a, double b, const ga_opctx *c) { (void) c; return a + b; }
GA_HD void
ga_SUM_D_store (ga_elem oe, void *out, size_t i, double *ix, double a, const ga_opctx *c)
{
  (void) ix;
  if (c->divisor > 0)
    a /= c->divisor;
  if (oe == GA_DOUBLE)
    ((double *) out)[i] = a;
  else
    ga_put_d (oe, out, i, a);
}

GA_HD float ga_SUM_F_ident (const ga_opctx *c) { (void) c; return 0.0f; }
#define GA_LIFT_SUM_F(x, k, c) ((float) (double) (x))   /* as (float) get_d () did */
GA_HD float ga_SUM_F_combine (float a, float b, const ga_opctx *c) { (void) c; return a + b; }
GA_HD void
ga_SUM_F_store (ga_elem oe, void *out, size_t i, double *ix, float a, const ga_opctx *c)
{
  (void) ix;
  if (c->divisor > 0)
    a /= (float) c->divisor;
  ga_put_f (oe, out, i, a);
}

/* compensated double: Knuth's TwoSum carries the rounding error. */
typedef struct { double s, c; } ga_extra;

GA_HD ga_extra ga_SUM_X_ident (const ga_opctx *c) { ga_extra r = {0.0, 0.0}; (void) c; return r; }
GA_HD ga_extra ga_extra_lift (double x) { ga_extra r = {x, 0.0}; return r; }
#define GA_LIFT_SUM_X(x, k, c) ga_extra_lift ((double) (x))
GA_HD ga_extra
ga_SUM_X_combine (ga_extra a, ga_extra b, const ga_opctx *cx)
{
  ga_extra r;
  double s = a.s + b.s;
  double bp = s - a.s;
  double e = (a.s - (s - bp)) + (b.s - bp);
  (void) cx;
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
GA_HD void
ga_SUM_X_store (ga_elem oe, void *out, size_t i, double *ix, ga_extra a, const ga_opctx *c)
{
  double d = ga_extra_finish (a);
  (void) ix;
  if (c->divisor > 0)
    d /= c->divisor;
  ga_put_d (oe, out, i, d);
}

/* Saturating signed "native" sums (ORDERED).  Octave adds in index order
 * and saturates at every step.  Element a is the map x -> clamp(x + a,
 * lo, hi); such clamped shifts compose into clamped shifts x -> clamp(x +
 * s, L, H), and composition is associative, so any tree of compositions
 * (in index order) gives the sequential answer.  For 8..32-bit classes s
 * is kept in int64 and saturated at +-2^62, which is exact: once |s|
 * exceeds hi - lo the map is constant and stays so. */
typedef struct { int64_t s, L, H; } ga_sats32;

#define GA_S32_CAP ((int64_t) 1 << 62)

GA_HD int64_t ga_clamp64 (int64_t x, int64_t lo, int64_t hi)
{
  return x < lo ? lo : (x > hi ? hi : x);
}
GA_HD ga_sats32 ga_SUM_S32_ident (const ga_opctx *c)
{
  ga_sats32 r = {0, c->lo, c->hi}; return r;
}
GA_HD ga_sats32 ga_sats32_lift (int64_t a, const ga_opctx *c)
{
  ga_sats32 r = {a, c->lo, c->hi};   /* x -> clamp(x + a, lo, hi) */
  return r;
}
#define GA_LIFT_SUM_S32(x, k, c) ga_sats32_lift ((int64_t) (x), (c))
GA_HD ga_sats32
ga_SUM_S32_combine (ga_sats32 a, ga_sats32 b, const ga_opctx *c)
{
  ga_sats32 r;
  (void) c;
  r.s = ga_clamp64 (a.s + b.s, -GA_S32_CAP, GA_S32_CAP);
  r.L = ga_clamp64 (a.L + b.s, b.L, b.H);
  r.H = ga_clamp64 (a.H + b.s, b.L, b.H);
  return r;
}
GA_HD void
ga_SUM_S32_store (ga_elem oe, void *out, size_t i, double *ix, ga_sats32 a, const ga_opctx *c)
{
  (void) ix; (void) c;
  ga_put_i (oe, out, i, ga_clamp64 (a.s, a.L, a.H));
}

/* int64: the same maps, computed in 128 bits; s saturates at +-2^100. */
typedef struct { ga_i128 s; int64_t L, H; } ga_sats64;

#define GA_S64_CAP (((ga_i128) 1) << 100)

GA_HD ga_i128 ga_clamp128 (ga_i128 x, ga_i128 lo, ga_i128 hi)
{
  return x < lo ? lo : (x > hi ? hi : x);
}
GA_HD ga_sats64 ga_sats64_lift (int64_t a, const ga_opctx *c)
{
  ga_sats64 r;
  r.s = a; r.L = c->lo; r.H = c->hi;
  return r;
}
GA_HD ga_sats64 ga_SUM_S64_ident (const ga_opctx *c) { return ga_sats64_lift (0, c); }
#define GA_LIFT_SUM_S64(x, k, c) ga_sats64_lift ((int64_t) (x), (c))
GA_HD ga_sats64
ga_SUM_S64_combine (ga_sats64 a, ga_sats64 b, const ga_opctx *c)
{
  ga_sats64 r;
  (void) c;
  r.s = ga_clamp128 (a.s + b.s, -GA_S64_CAP, GA_S64_CAP);
  r.L = (int64_t) ga_clamp128 ((ga_i128) a.L + b.s, b.L, b.H);
  r.H = (int64_t) ga_clamp128 ((ga_i128) a.H + b.s, b.L, b.H);
  return r;
}
GA_HD void
ga_SUM_S64_store (ga_elem oe, void *out, size_t i, double *ix, ga_sats64 a, const ga_opctx *c)
{
  (void) ix; (void) c;
  ga_put_i (oe, out, i, (int64_t) ga_clamp128 (a.s, a.L, a.H));
}

/* Unsigned "native" (and logical "native", top 1).  Every element is
 * >= 0, so the running sum only grows: saturating once means staying at
 * the top, and min(exact sum, top) is the sequential answer.  That makes
 * it an ordinary associative, commutative add. */
GA_HD uint64_t ga_SUM_U_ident (const ga_opctx *c) { (void) c; return 0; }
#define GA_LIFT_SUM_U(x, k, c) ((uint64_t) (x))
GA_HD uint64_t
ga_SUM_U_combine (uint64_t a, uint64_t b, const ga_opctx *c)
{
  uint64_t r = a + b;
  return (r < a || r > c->top) ? c->top : r;
}
GA_HD void
ga_SUM_U_store (ga_elem oe, void *out, size_t i, double *ix, uint64_t a, const ga_opctx *c)
{
  (void) ix;
  ga_put_u (oe, out, i, a > c->top ? c->top : a);
}

/* CUDA's fast path of signed "native" sums (8..32-bit classes), a
 * dispatch strategy (cuda_dispatch.cu).  p sums the positive elements,
 * nm the magnitudes of the negative ones.  Every prefix sum lies in
 * [-nm, p]; if lo <= -nm and p <= hi, no step of the sequential sum
 * saturates and the answer is p - nm exactly.  Commutative, so the fast
 * unordered kernels apply; otherwise the store sets c->flag and the
 * ordered clamped-shift reduction is run instead (gated on that flag).
 * Both in 32 bits, held at GA_PN_CAP = 2^31 - 1 once they reach it:
 * every add is then exact in uint32 (at most 2^31 - 1 + 2^31 - 1, an
 * element's magnitude capped too), and a capped sum only fails the test
 * (int32's hi is 2^31 - 1; -nm >= lo needs nm <= 2^31, so the rare
 * exact 2^31 - 1 and 2^31 take the ordered run, as exact).  Why 32
 * bits: with {int64 p, m} the int32 sums of 16384x16384 read at 81.6%
 * of the DRAM rate (rows_long 274 us, 78 registers) and 78.7% (cols 284
 * us, 81 registers); with these 94.4% (237 us) and 91.6% (244 us) (ncu,
 * H200, 2026-12-03). */
typedef struct { uint32_t p, nm; } ga_satpn;
#define GA_PN_CAP 0x7fffffffu

GA_HD ga_satpn ga_SUM_PN_ident (const ga_opctx *c) { ga_satpn r = {0, 0}; (void) c; return r; }
GA_HD uint32_t ga_pn_cap (uint32_t a) { return a < GA_PN_CAP ? a : GA_PN_CAP; }
GA_HD ga_satpn ga_satpn_lift (int32_t a)
{
  ga_satpn r = {a > 0 ? (uint32_t) a : 0u, ga_pn_cap (a < 0 ? 0u - (uint32_t) a : 0u)};
  return r;
}
#define GA_LIFT_SUM_PN(x, k, c) ga_satpn_lift ((int32_t) (x))
GA_HD ga_satpn ga_SUM_PN_combine (ga_satpn a, ga_satpn b, const ga_opctx *c)
{
  ga_satpn r = {ga_pn_cap (a.p + b.p), ga_pn_cap (a.nm + b.nm)}; (void) c; return r;
}
GA_HD void
ga_SUM_PN_store (ga_elem oe, void *out, size_t i, double *ix, ga_satpn a, const ga_opctx *c)
{
  (void) ix;
  if (a.p < GA_PN_CAP && a.nm < GA_PN_CAP && (int64_t) a.p <= c->hi
      && -(int64_t) a.nm >= c->lo)   /* no step can saturate */
    ga_put_i (oe, out, i, (int64_t) a.p - (int64_t) a.nm);
  else if (c->flag)
    *c->flag = c->mark;               /* not exact here: rerun ordered */
}

/* ----------------------------------------------------------------- PROD */

/* double, float: plain products in the accumulator's precision. */
GA_HD double ga_PROD_D_ident (const ga_opctx *c) { (void) c; return 1.0; }
#define GA_LIFT_PROD_D(x, k, c) ((double) (x))
GA_HD double ga_PROD_D_combine (double a, double b, const ga_opctx *c) { (void) c; return a * b; }
GA_HD void
ga_PROD_D_store (ga_elem oe, void *out, size_t i, double *ix, double a, const ga_opctx *c)
{
  (void) ix; (void) c;
  ga_put_d (oe, out, i, a);
}

GA_HD float ga_PROD_F_ident (const ga_opctx *c) { (void) c; return 1.0f; }
#define GA_LIFT_PROD_F(x, k, c) ((float) (x))
GA_HD float ga_PROD_F_combine (float a, float b, const ga_opctx *c) { (void) c; return a * b; }
GA_HD void
ga_PROD_F_store (ga_elem oe, void *out, size_t i, double *ix, float a, const ga_opctx *c)
{
  (void) ix; (void) c;
  ga_put_f (oe, out, i, a);
}

/* Complex products: C99 Annex G's multiplication, as libgcc's __muldc3
 * computes it for Octave's std::complex (infinities recovered from NaN
 * results), written once for double and single. */
#define GA_CMUL(NAME, T, CT, INF)                                           \
  GA_HD CT                                                                  \
  NAME (CT z, CT w)                                                         \
  {                                                                         \
    T a = z.re, b = z.im, c = w.re, d = w.im;                               \
    T ac = a * c, bd = b * d, ad = a * d, bc = b * c;                       \
    CT r;                                                                   \
    r.re = ac - bd;                                                         \
    r.im = ad + bc;                                                         \
    if (isnan (r.re) && isnan (r.im))                                       \
      {                                                                     \
        int recalc = 0;                                                     \
        if (isinf (a) || isinf (b))                                         \
          {                                                                 \
            a = copysign ((T) (isinf (a) ? 1 : 0), a);                      \
            b = copysign ((T) (isinf (b) ? 1 : 0), b);                      \
            if (isnan (c)) c = copysign ((T) 0, c);                         \
            if (isnan (d)) d = copysign ((T) 0, d);                         \
            recalc = 1;                                                     \
          }                                                                 \
        if (isinf (c) || isinf (d))                                         \
          {                                                                 \
            c = copysign ((T) (isinf (c) ? 1 : 0), c);                      \
            d = copysign ((T) (isinf (d) ? 1 : 0), d);                      \
            if (isnan (a)) a = copysign ((T) 0, a);                         \
            if (isnan (b)) b = copysign ((T) 0, b);                         \
            recalc = 1;                                                     \
          }                                                                 \
        if (! recalc && (isinf (ac) || isinf (bd) || isinf (ad) || isinf (bc))) \
          {                                                                 \
            if (isnan (a)) a = copysign ((T) 0, a);                         \
            if (isnan (b)) b = copysign ((T) 0, b);                         \
            if (isnan (c)) c = copysign ((T) 0, c);                         \
            if (isnan (d)) d = copysign ((T) 0, d);                         \
            recalc = 1;                                                     \
          }                                                                 \
        if (recalc)                                                         \
          {                                                                 \
            r.re = INF * (a * c - b * d);                                   \
            r.im = INF * (a * d + b * c);                                   \
          }                                                                 \
      }                                                                     \
    return r;                                                               \
  }
GA_CMUL (ga_cmul_d, double, ga_cdouble, (double) INFINITY)
GA_CMUL (ga_cmul_f, float, ga_csingle, INFINITY)

/* The complex prods: ident 1 + 0i, combine a product, store the pair. */
#define GA_CPROD(ID, CT, ONE, MUL)                                          \
  GA_HD CT ga_##ID##_ident (const ga_opctx *c) { CT r = {ONE, 0}; (void) c; return r; } \
  GA_HD CT ga_##ID##_combine (CT a, CT b, const ga_opctx *c)                \
  {                                                                         \
    (void) c; return MUL (a, b);                                            \
  }                                                                         \
  GA_HD void                                                                \
  ga_##ID##_store (ga_elem oe, void *out, size_t i, double *ix, CT a, const ga_opctx *c) \
  {                                                                         \
    (void) ix; (void) c;                                                    \
    ga_put_c (oe, out, i, a.re, a.im);                                      \
  }
GA_CPROD (PROD_CD, ga_cdouble, 1.0, ga_cmul_d)
GA_CPROD (PROD_CF, ga_csingle, 1.0f, ga_cmul_f)
GA_HD ga_cdouble ga_cd_make (double re, double im) { ga_cdouble r = {re, im}; return r; }
#define GA_LIFTC_PROD_CD(z, k, c) ga_cd_make ((double) (z).re, (double) (z).im)
#define GA_LIFTC_PROD_CF(z, k, c) (z)

GA_HD uint64_t
ga_satmul (uint64_t a, uint64_t b, uint64_t top)
{
  unsigned __int128 r = (unsigned __int128) a * b;
  return r > top ? top : (uint64_t) r;
}

/* Unsigned "native" prod (and logical "native", top 1): elements are >= 0,
 * so until a zero appears the running product only grows, and once at the
 * top it stays there (top * a = top for a >= 1); a zero makes it 0 for
 * good.  So min(exact product, top), and 0 with any zero, is the
 * sequential answer: associative and commutative. */
GA_HD uint64_t ga_PROD_U_ident (const ga_opctx *c) { (void) c; return 1; }
#define GA_LIFT_PROD_U(x, k, c) ((uint64_t) (x))
GA_HD uint64_t ga_PROD_U_combine (uint64_t a, uint64_t b, const ga_opctx *c)
{
  return ga_satmul (a, b, c->top);
}
GA_HD void
ga_PROD_U_store (ga_elem oe, void *out, size_t i, double *ix, uint64_t a, const ga_opctx *c)
{
  (void) ix;
  ga_put_u (oe, out, i, a > c->top ? c->top : a);
}

/* Signed "native" prod.  Octave multiplies in index order, saturating at
 * every step: prod (int8 ([100 2 -1]), "native") is -127 (100*2 -> 127,
 * then * -1).  Not associative as it stands; but its result follows from
 * commutative facts about the elements and one position:
 *   - a zero anywhere gives 0 (saturation never makes 0; 0 stays 0);
 *   - else |prefix products| never decrease, so if |exact product| <= hi
 *     no step saturated and the answer is the exact product;
 *   - else some step saturated.  From then on the state is hi, -hi or lo
 *     (lo = -hi - 1): a step by |a| >= 2 gives hi or lo by the sign, a
 *     step by -1 maps hi -> -hi and -hi, lo -> hi, a step by 1 keeps it.
 *     The sign is always the exact product's sign.  A positive answer is
 *     hi; a negative one is -hi exactly when the last element that is not
 *     1 is -1 (it flipped hi; a -1 that itself saturated leaves hi), else
 *     lo.  (|exact| == hi + 1 with a negative sign follows the same rule:
 *     lo exactly, or -hi after a saturated hi times -1.)
 * So T holds |product| (saturating in 64 bits), the sign, a zero flag, and
 * the position of the last element != 1 with whether it is -1: combine
 * keeps the later position.  Commutative; exact for any split.  The CPU's
 * single pass multiplies step by step instead (reduce_cpu.c). */
typedef struct { uint64_t mag; int64_t last; uint32_t f; } ga_prods;
enum { GA_PS_ZERO = 1, GA_PS_NEG = 2, GA_PS_M1 = 4 };

GA_HD ga_prods ga_PROD_S_ident (const ga_opctx *c)
{
  ga_prods r = {1, -1, 0}; (void) c; return r;
}
GA_HD ga_prods
ga_prods_lift (int64_t x, int64_t k)
{
  ga_prods r;
  r.mag = x < 0 ? (uint64_t) 0 - (uint64_t) x : (uint64_t) x;
  r.last = x == 1 ? -1 : k;
  r.f = (x == 0 ? GA_PS_ZERO : 0) | (x < 0 ? GA_PS_NEG : 0) | (x == -1 ? GA_PS_M1 : 0);
  return r;
}
#define GA_LIFT_PROD_S(x, k, c) ga_prods_lift ((int64_t) (x), (int64_t) (k))
GA_HD ga_prods
ga_PROD_S_combine (ga_prods a, ga_prods b, const ga_opctx *c)
{
  ga_prods r;
  const ga_prods *l = b.last > a.last ? &b : &a;
  (void) c;
  r.mag = ga_satmul (a.mag, b.mag, UINT64_MAX);
  r.last = l->last;
  r.f = ((a.f | b.f) & GA_PS_ZERO) | ((a.f ^ b.f) & GA_PS_NEG) | (l->f & GA_PS_M1);
  return r;
}
GA_HD ga_prods ga_PROD_S_rebase (ga_prods a, int64_t off)
{
  if (a.last >= 0)
    a.last += off;
  return a;
}
GA_HD int64_t
ga_prods_finish (ga_prods a, int64_t lo, int64_t hi)
{
  if (a.f & GA_PS_ZERO)
    return 0;
  if (a.mag <= (uint64_t) hi)
    return (a.f & GA_PS_NEG) ? -(int64_t) a.mag : (int64_t) a.mag;
  if (! (a.f & GA_PS_NEG))
    return hi;
  return (a.f & GA_PS_M1) ? -hi : lo;
}
GA_HD void
ga_PROD_S_store (ga_elem oe, void *out, size_t i, double *ix, ga_prods a, const ga_opctx *c)
{
  (void) ix;
  ga_put_i (oe, out, i, ga_prods_finish (a, c->lo, c->hi));
}

/* ---------------------------------------------------------------- SUMSQ */
/* Sum of x*x (complex: re^2 + im^2, a real result), in double or single. */
GA_HD double ga_sq_d (double x) { return x * x; }
GA_HD float ga_sq_f (float x) { return x * x; }
#define ga_SUMSQ_D_ident ga_SUM_D_ident
#define GA_LIFT_SUMSQ_D(x, k, c) ga_sq_d ((double) (x))
#define GA_LIFTC_SUMSQ_D(z, k, c) (ga_sq_d ((double) (z).re) + ga_sq_d ((double) (z).im))
#define ga_SUMSQ_D_combine ga_SUM_D_combine
#define ga_SUMSQ_D_store ga_SUM_D_store            /* divisor is 0 */
#define ga_SUMSQ_F_ident ga_SUM_F_ident
#define GA_LIFT_SUMSQ_F(x, k, c) ga_sq_f ((float) (x))
#define GA_LIFTC_SUMSQ_F(z, k, c) (ga_sq_f ((z).re) + ga_sq_f ((z).im))
#define ga_SUMSQ_F_combine ga_SUM_F_combine
#define ga_SUMSQ_F_store ga_SUM_F_store

/* ------------------------------------------------------------- MAX, MIN
 * Octave's rules: NaN is skipped (all NaN: NaN, index 1), ties go to the
 * first index, and so do -0 and +0 (max ([-0 0]) is -0).  With positions,
 * "b wins over a" is a strict order on (value, position) pairs, so
 * combine is associative and commutative.  Floating-point classes always
 * carry the position (it decides -0 against +0); integer classes carry it
 * only when the index is wanted (MAX_IX ...), else just the value. */
typedef struct { double v; int64_t i; } ga_mm_d;
typedef struct { float v; int64_t i; } ga_mm_f;
typedef struct { int64_t v; int64_t i; } ga_mm_i;
typedef struct { uint64_t v; int64_t i; } ga_mm_u;

/* Positions i of T moved by off (GA_NOPOS, "no element", stays). */
#define GA_POS_REBASE(ID, T)                                                \
  GA_HD T ga_##ID##_rebase (T a, int64_t off)                              \
  {                                                                         \
    if (a.i != GA_NOPOS)                                                    \
      a.i += off;                                                           \
    return a;                                                               \
  }

/* Real values with positions, NaN losing to everything else.  GT is >
 * for max, < for min; IDENT the value of "no element". */
#define GA_MINMAX_POS(ID, T, VT, GT, IDENT, PUT)                            \
  GA_HD T ga_##ID##_ident (const ga_opctx *c)                              \
  {                                                                         \
    T r; (void) c; r.v = (IDENT); r.i = GA_NOPOS; return r;                 \
  }                                                                         \
  GA_HD T ga_##ID##_make (VT v, int64_t k) { T r; r.v = v; r.i = k; return r; } \
  GA_HD T                                                                   \
  ga_##ID##_combine (T a, T b, const ga_opctx *c)                          \
  {                                                                         \
    int take;                                                               \
    (void) c;                                                               \
    if (a.v != a.v)                                                         \
      take = b.v == b.v || b.i < a.i;                                       \
    else                                                                    \
      take = (b.v GT a.v) || (b.v == a.v && b.i < a.i);                     \
    return take ? b : a;                                                    \
  }                                                                         \
  GA_POS_REBASE (ID, T)                                                     \
  GA_HD void                                                                \
  ga_##ID##_store (ga_elem oe, void *out, size_t i, double *ix, T a,       \
                   const ga_opctx *c)                                       \
  {                                                                         \
    (void) c;                                                               \
    PUT (oe, out, i, a.v);                                                  \
    ga_put_index (ix, i, a.i);                                              \
  }

/* Integers without positions: the value alone. */
#define GA_MINMAX_VAL(ID, VT, GT, IDENT, PUT)                               \
  GA_HD VT ga_##ID##_ident (const ga_opctx *c) { (void) c; return (IDENT); } \
  GA_HD VT ga_##ID##_combine (VT a, VT b, const ga_opctx *c)                \
  {                                                                         \
    (void) c; return (b GT a) ? b : a;                                      \
  }                                                                         \
  GA_HD void                                                                \
  ga_##ID##_store (ga_elem oe, void *out, size_t i, double *ix, VT a,      \
                   const ga_opctx *c)                                       \
  {                                                                         \
    (void) c; (void) ix;                                                    \
    PUT (oe, out, i, a);                                                    \
  }

#define GA_MINMAX_REAL(MM, GT, DIR)                                         \
  GA_MINMAX_POS (MM##_D, ga_mm_d, double, GT, (double) NAN, ga_put_d)      \
  GA_MINMAX_POS (MM##_F, ga_mm_f, float, GT, (float) NAN, ga_put_f)        \
  GA_MINMAX_POS (MM##_IX, ga_mm_i, int64_t, GT, DIR ? INT64_MIN : INT64_MAX, ga_put_i) \
  GA_MINMAX_POS (MM##_UX, ga_mm_u, uint64_t, GT, DIR ? (uint64_t) 0 : UINT64_MAX, ga_put_u) \
  GA_MINMAX_VAL (MM##_I, int64_t, GT, DIR ? INT64_MIN : INT64_MAX, ga_put_i) \
  GA_MINMAX_VAL (MM##_U, uint64_t, GT, DIR ? (uint64_t) 0 : UINT64_MAX, ga_put_u)
GA_MINMAX_REAL (MAX, >, 1)
GA_MINMAX_REAL (MIN, <, 0)

#define GA_LIFT_MAX_D(x, k, c) ga_MAX_D_make ((double) (x), (int64_t) (k))
#define GA_LIFT_MAX_F(x, k, c) ga_MAX_F_make ((float) (x), (int64_t) (k))
#define GA_LIFT_MAX_IX(x, k, c) ga_MAX_IX_make ((int64_t) (x), (int64_t) (k))
#define GA_LIFT_MAX_UX(x, k, c) ga_MAX_UX_make ((uint64_t) (x), (int64_t) (k))
#define GA_LIFT_MAX_I(x, k, c) ((int64_t) (x))
#define GA_LIFT_MAX_U(x, k, c) ((uint64_t) (x))
#define GA_LIFT_MIN_D(x, k, c) ga_MIN_D_make ((double) (x), (int64_t) (k))
#define GA_LIFT_MIN_F(x, k, c) ga_MIN_F_make ((float) (x), (int64_t) (k))
#define GA_LIFT_MIN_IX(x, k, c) ga_MIN_IX_make ((int64_t) (x), (int64_t) (k))
#define GA_LIFT_MIN_UX(x, k, c) ga_MIN_UX_make ((uint64_t) (x), (int64_t) (k))
#define GA_LIFT_MIN_I(x, k, c) ((int64_t) (x))
#define GA_LIFT_MIN_U(x, k, c) ((uint64_t) (x))

/* Complex max/min (the CPU backend only: see ga_cuda_supports).  Octave's
 * order (oct-cmplx.h): by abs, then by arg with -pi counted as pi (Octave
 * 11: the signed arg, so -1-0i < 1i; c->mark set, plan.order11).  Its
 * loop skips leading NaNs (re or im NaN), then takes an element when it
 * compares greater, NaNs included (a NaN with an infinite part has abs
 * Inf).  `seen` says a non-NaN was met: before that a non-NaN wins, after
 * it the order decides.  Exactly Octave's result in index order (the CPU
 * loop); partials of several passes combine the same way.  Octave's loop
 * for a dimension other than the first skips a NaN until a whole row of
 * the slices is free of NaN (its NaN phase): the CPU loop lifts such a
 * NaN with seen = -1, which never wins once a number was met. */
typedef struct { double re, im; int64_t i; int seen; } ga_mm_cd;
typedef struct { float re, im; int64_t i; int seen; } ga_mm_cf;

#define GA_CMPLX_ORDER(NAME, T, ABS, ARG, PI)                               \
  GA_HD int                                                                 \
  NAME (T ar, T ai, T br, T bi, int gt, int sarg) /* a > b (gt), a < b */ \
  {                                                                         \
    const T ax = ABS (ar, ai), bx = ABS (br, bi);                           \
    if (ax == bx)                                                           \
      {                                                                     \
        T ay = ARG (ai, ar), by = ARG (bi, br);                             \
        if (sarg)                   /* Octave 11: the signed arg */        \
          ;                                                                 \
        else if (ay == -(PI) && by != -(PI))                                \
          ay = (PI);                                                        \
        else if (by == -(PI) && ay != -(PI))                                \
          by = (PI);                                                        \
        return gt ? ay > by : ay < by;                                      \
      }                                                                     \
    return gt ? ax > bx : ax < bx;                                          \
  }
GA_CMPLX_ORDER (ga_cplx_order_d, double, hypot, atan2, (double) M_PI)
GA_CMPLX_ORDER (ga_cplx_order_f, float, hypotf, atan2f, (float) M_PI)

#define GA_MINMAX_CPLX(ID, T, VT, ORDER, GT)                                \
  GA_HD T ga_##ID##_ident (const ga_opctx *c)                              \
  {                                                                         \
    T r; (void) c; r.re = r.im = (VT) NAN; r.i = GA_NOPOS; r.seen = 0; return r; \
  }                                                                         \
  GA_HD T ga_##ID##_make (VT re, VT im, int64_t k, int64_t phase_end)      \
  {                                                                         \
    T r; r.re = re; r.im = im; r.i = k;                                     \
    r.seen = ! (isnan (re) || isnan (im)) ? 1 : k <= phase_end ? -1 : 0;    \
    return r;                                                               \
  }                                                                         \
  GA_HD T                                                                   \
  ga_##ID##_combine (T a, T b, const ga_opctx *c)                          \
  {                                                                         \
    (void) c;                                                               \
    if (a.seen <= 0)                                                        \
      return (b.seen > 0 || a.i == GA_NOPOS) ? b : a;                       \
    if (b.seen < 0)                                                         \
      return a;                                                             \
    if (ORDER (b.re, b.im, a.re, a.im, GT, c->mark))                        \
      {                                                                     \
        b.seen = 1;                                                         \
        return b;                                                           \
      }                                                                     \
    return a;                                                               \
  }                                                                         \
  GA_POS_REBASE (ID, T)                                                     \
  GA_HD void                                                                \
  ga_##ID##_store (ga_elem oe, void *out, size_t i, double *ix, T a,       \
                   const ga_opctx *c)                                       \
  {                                                                         \
    (void) c;                                                               \
    ga_put_c (oe, out, i, a.re, a.im);                                      \
    ga_put_index (ix, i, a.i);                                              \
  }
GA_MINMAX_CPLX (MAX_CD, ga_mm_cd, double, ga_cplx_order_d, 1)
GA_MINMAX_CPLX (MAX_CF, ga_mm_cf, float, ga_cplx_order_f, 1)
GA_MINMAX_CPLX (MIN_CD, ga_mm_cd, double, ga_cplx_order_d, 0)
GA_MINMAX_CPLX (MIN_CF, ga_mm_cf, float, ga_cplx_order_f, 0)
/* GA_NAN_PHASE_END: the last position of the NaN phase, as the loop that
 * lifts the elements knows it (reduce_cpu.c redefines it to its own
 * variable); -1, none, elsewhere. */
#define GA_NAN_PHASE_END ((int64_t) -1)
#define GA_LIFTC_MAX_CD(z, k, c) ga_MAX_CD_make ((z).re, (z).im, (int64_t) (k), GA_NAN_PHASE_END)
#define GA_LIFTC_MAX_CF(z, k, c) ga_MAX_CF_make ((z).re, (z).im, (int64_t) (k), GA_NAN_PHASE_END)
#define GA_LIFTC_MIN_CD(z, k, c) ga_MIN_CD_make ((z).re, (z).im, (int64_t) (k), GA_NAN_PHASE_END)
#define GA_LIFTC_MIN_CF(z, k, c) ga_MIN_CF_make ((z).re, (z).im, (int64_t) (k), GA_NAN_PHASE_END)

/* ------------------------------------------------------------- ANY, ALL
 * An element is true when it is not 0 (NaN is true; complex: re or im). */
GA_HD uint32_t ga_ANY_ident (const ga_opctx *c) { (void) c; return 0; }
GA_HD uint32_t ga_ALL_ident (const ga_opctx *c) { (void) c; return 1; }
/* any ignores NaN (Octave and MATLAB: any ([0 NaN]) is false, also for a
 * complex element with a NaN part); all counts it as nonzero.  A real
 * element is true for any when |x| > 0: one compare (NaN compares false)
 * where x != 0 && x == x took two, which left double any at 82-89% of the
 * copy rate where all, one compare, read at 99-100%; with one, any reads
 * 8388608x32 along dim 2 at 102.4% (83.7 before), 67108864x4 at 98.7%
 * (83.3) (H200, k_cols, 2026-12-02 A/B).
 * Integers: x != 0. */
#ifdef __cplusplus
GA_HD uint32_t ga_any_lift (double x) { return fabs (x) > 0; }
GA_HD uint32_t ga_any_lift (float x) { return fabsf (x) > 0; }
template <class T> GA_HD uint32_t ga_any_lift (T x) { return x != 0; }
#define GA_LIFT_ANY(x, k, c) ga_any_lift (x)
#else
#define GA_LIFT_ANY(x, k, c) ((uint32_t) _Generic ((x), double: fabs ((double) (x)) > 0, \
                                                    float: fabsf ((float) (x)) > 0,   \
                                                    default: (x) != 0))
#endif
#define GA_LIFTC_ANY(z, k, c) ((uint32_t) (((z).re != 0 || (z).im != 0) \
                                           && (z).re == (z).re && (z).im == (z).im))
#define GA_LIFT_ALL(x, k, c) ((uint32_t) ((x) != 0))
#define GA_LIFTC_ALL(z, k, c) ((uint32_t) ((z).re != 0 || (z).im != 0))
GA_HD uint32_t ga_ANY_combine (uint32_t a, uint32_t b, const ga_opctx *c) { (void) c; return a | b; }
GA_HD uint32_t ga_ALL_combine (uint32_t a, uint32_t b, const ga_opctx *c) { (void) c; return a & b; }
GA_HD void
ga_ANY_store (ga_elem oe, void *out, size_t i, double *ix, uint32_t a, const ga_opctx *c)
{
  (void) ix; (void) c;
  ga_put_i (oe, out, i, a != 0);
}
#define ga_ALL_store ga_ANY_store

/* ------------------------------------------------------------ the table */

/* The classes each reduction accepts (X (A, ENUM, C type, name)). */
#define GA_E_NONE(X, A)
#define GA_E_REAL(X, A) GA_REAL_ELEMS (X, A)
#define GA_E_SINGLE(X, A) GA_EL_SINGLE (X, A)
#define GA_E_S32(X, A) GA_EL_INT8 (X, A) GA_EL_INT16 (X, A) GA_EL_INT32 (X, A)
#define GA_E_SINT(X, A) GA_E_S32 (X, A) GA_EL_INT64 (X, A)
#define GA_E_UINT(X, A)                                                     \
  GA_EL_UINT8 (X, A) GA_EL_UINT16 (X, A) GA_EL_UINT32 (X, A)               \
  GA_EL_UINT64 (X, A) GA_EL_LOGICAL (X, A)
#define GA_E_DOUBLE_CHAR(X, A) GA_EL_DOUBLE (X, A) GA_EL_CHAR (X, A)
#define GA_E_CDOUBLE(X, A) GA_EL_CDOUBLE (X, A)
#define GA_E_CSINGLE(X, A) GA_EL_CSINGLE (X, A)
#define GA_E_COMPLEX(X, A) GA_COMPLEX_ELEMS (X, A)

/* Flags of a reduction. */
enum {
  GA_F_ORDERED = 1,    /* combine is not commutative: keep index order    */
  GA_F_INDEXED = 2,    /* T carries positions (POS 1: rebase applies)     */
  GA_F_PLAIN = 4       /* T is double/float and the result, as it is (or
                          divided), when plan.out is that class           */
};

typedef enum {
#define GA_RED(ID, OP, T, POS, FLAGS, GROUP, RL, CL) GA_R_##ID,
#include "ops.def"
#undef GA_RED
  GA_NRED
} ga_red;

#define GA_RED(ID, OP, T, POS, FLAGS, GROUP, RL, CL) typedef T ga_t_##ID;
#include "ops.def"
#undef GA_RED

/* GROUP: whether the reduction has CUDA kernels. */
#define GA_ON_CUDA_sumd 1
#define GA_ON_CUDA_sumx 1
#define GA_ON_CUDA_sumn 1
#define GA_ON_CUDA_prod 1
#define GA_ON_CUDA_minmax 1
#define GA_ON_CUDA_other 1
#define GA_ON_CUDA_cpu 0
/* x where GROUP has CUDA kernels, else nothing. */
#define GA_IF_ON_CUDA(GROUP, x) GA_CAT_ (GA_IF_, GA_ON_CUDA_##GROUP) (x)
#define GA_CAT_(a, b) GA_CAT__ (a, b)
#define GA_CAT__(a, b) a##b
#define GA_IF_0(x)
#define GA_IF_1(x) x

/* Reductions without positions (POS 0): rebase leaves them as they are. */
#define GA_NOREBASE_0(ID, T)                                                \
  GA_HD T ga_##ID##_rebase (T a, int64_t off) { (void) off; return a; }
#define GA_NOREBASE_1(ID, T)
#define GA_RED(ID, OP, T, POS, FLAGS, GROUP, RL, CL) GA_NOREBASE_##POS (ID, T)
#include "ops.def"
#undef GA_RED

#ifdef __cplusplus
extern "C" {
#endif
/* Facts of each reduction, from ops.def (plan.c). */
typedef struct {
  const char *name;
  ga_op op;
  size_t size;         /* sizeof T */
  int flags;
  int cuda;            /* has CUDA kernels */
} ga_red_info;
const ga_red_info *ga_red_facts (ga_red r);
/* The reduction that computes plan p (GA_NRED: none; see ga_plan_check). */
ga_red ga_plan_red (const ga_plan *p);
/* 1 if reduction r accepts input class e (GA_ACCBUF: always). */
int ga_red_accepts (ga_red r, ga_elem e);
/* The context of plan p. */
ga_opctx ga_plan_ctx (const ga_plan *p);
#ifdef __cplusplus
}
#endif

#endif
