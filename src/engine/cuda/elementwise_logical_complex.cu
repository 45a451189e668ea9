/* elementwise_logical_complex.cu: the CUDA engine's fast kernels for
 * logical and complex operands, which elementwise.cu's fast and
 * broadcasting kernels (real double or single operands) do not take.  On
 * the generic kernel they ran at 4-27% of the copy rate; here (H100,
 * 2026-12-05, bec981f, bench/bench_elementwise.m, 8192x16384 operands):
 * L & M 3.160 -> 0.207 ms (68% of copy, torch 0.145), ~L 2.178 -> 0.161
 * (torch 0.106), complex single Z .* W 4.205 -> 1.101 (102%, torch
 * 1.093), Z + 0 3.157 -> 0.764 (torch 0.754), abs (Z) 3.492 -> 0.741
 * (torch 1.302), complex double Z .* W 3.741 -> 2.195 (torch 2.172).
 * Both take the plan's flat operands (one collapsed dimension, stride
 * 1) and host scalars; the rest stays generic.
 *
 * - k_logical<KA, KB>: a test op (comparisons, & | xor, !, isnan, ...)
 *   of logical arrays, or of one and a host scalar.  A logical element is
 *   0 or 1, so the op is a table of its 2 or 4 answers, computed on the
 *   host by ga_ew_test_d (the generic kernel's own test): 16 elements a
 *   16-byte load, a lookup a byte.  A scalar that raises a flag (NaN to
 *   logical) leaves the plan to the generic kernel, which raises it.
 * - k_complex<OP, S, KA, KB>: + - .* ./ of complex arrays, of one and a
 *   real array of its class, or of either and a host scalar; uminus,
 *   conj, abs, real, imag of a complex array.  Each element by
 *   ga_ew_bin_z / ga_ew_un_z, the generic kernel's arithmetic, so the
 *   values are the generic kernel's.  (tests/ew_logical_complex_ab.m on
 *   that H100, with and without these kernels: 198 cases each equal to
 *   Octave's; 14 complex single results holding NaN differed in their
 *   bytes, the generic kernel rounding operands to single first.)
 *
 * GPUAXIS_EW_LC=1 keeps the generic kernel (2, the default: these), for
 * A/B runs.  The logical kernel in byte-wise SIMD (__vcmpne4 and the
 * table's minterms, no lookup a byte) measured no faster on an H100
 * (2026-12-05, 0ae8277: L & M 0.198 ms against 0.197, ~L 0.140 against
 * 0.148, L & true 0.147 against 0.152) and was removed.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <cuda_runtime.h>
#include <stdint.h>
#include "elementwise_ops.h"
#include "cuda_knobs.h"
#include "elementwise_logical_complex.h"

#define LC_THREADS 128
#define LC_UNROLL 4

/* ------------------------------------------------------------ logical */

/* Operand kinds: 0 a logical array, 1 a host scalar, 2 none (unary). */
template <int KA, int KB>
__global__ void __launch_bounds__ (LC_THREADS)
k_logical (const uint8_t *__restrict__ a, const uint8_t *__restrict__ b,
           unsigned table, uint8_t *__restrict__ out, size_t n)
{
  const size_t nv = n / 16;
  const size_t v0 = (size_t) blockIdx.x * (LC_THREADS * 2) + threadIdx.x;
  uint4 x[2] = {}, y[2] = {};
#pragma unroll
  for (int u = 0; u < 2; u++)
    if (v0 + u * LC_THREADS < nv)
      {
        if (KA == 0)
          x[u] = reinterpret_cast<const uint4 *> (a)[v0 + u * LC_THREADS];
        if (KB == 0)
          y[u] = reinterpret_cast<const uint4 *> (b)[v0 + u * LC_THREADS];
      }
#pragma unroll
  for (int u = 0; u < 2; u++)
    if (v0 + u * LC_THREADS < nv)
      {
        unsigned xa[4], xb[4], r[4];
        memcpy (xa, &x[u], 16);
        memcpy (xb, &y[u], 16);
#pragma unroll
        for (int w = 0; w < 4; w++)
          {
            unsigned o = 0;
#pragma unroll
            for (int k = 0; k < 4; k++)
              {
                const unsigned i = (KA == 0 && ((xa[w] >> (8 * k)) & 0xffu) ? 2u : 0u)
                                   | (KB == 0 && ((xb[w] >> (8 * k)) & 0xffu) ? 1u : 0u);
                o |= ((table >> i) & 1u) << (8 * k);
              }
            r[w] = o;
          }
        uint4 t;
        memcpy (&t, r, 16);
        reinterpret_cast<uint4 *> (out)[v0 + u * LC_THREADS] = t;
      }
  if (blockIdx.x == 0)              /* the tail, under one vector */
    for (size_t i = nv * 16 + threadIdx.x; i < n; i += LC_THREADS)
      {
        const unsigned k = (KA == 0 && a[i] ? 2u : 0u) | (KB == 0 && b[i] ? 1u : 0u);
        out[i] = (uint8_t) ((table >> k) & 1u);
      }
}

static void
logical_go (int ka, int kb, const uint8_t *a, const uint8_t *b, unsigned table,
            uint8_t *o, size_t n, unsigned gr, cudaStream_t st)
{
  if (ka == 0 && kb == 0)
    k_logical<0, 0><<<gr, LC_THREADS, 0, st>>> (a, b, table, o, n);
  else if (ka == 0 && kb == 1)
    k_logical<0, 1><<<gr, LC_THREADS, 0, st>>> (a, NULL, table, o, n);
  else if (ka == 0)
    k_logical<0, 2><<<gr, LC_THREADS, 0, st>>> (a, NULL, table, o, n);
  else
    k_logical<1, 0><<<gr, LC_THREADS, 0, st>>> (NULL, b, table, o, n);
}

/* A scalar operand's value as the generic kernel reads it in p's domain. */
static double
scalar_d (const ga_ew_plan *p, const ga_ew_arg *x)
{
  return p->dom == GA_DOM_F ? (double) ga_ew_ld_f (x, 0) : ga_ew_ld (x, 0);
}

/* 0 a logical array the kernel reads (flat, 16-byte aligned), 1 a host
 * scalar, -1 neither. */
static int
logical_kind (const ga_ew_arg *x)
{
  if (! x->p)
    return x->cplx ? -1 : 1;
  if (x->elem != GA_LOGICAL || x->cplx || x->stride[0] != 1 || ((uintptr_t) x->p & 15))
    return -1;
  return 0;
}

static int
logical_run (const ga_ew_plan *p, void *out, cudaStream_t st)
{
  const int un = p->arity == 1;
  const int ka = logical_kind (&p->a), kb = un ? 2 : logical_kind (&p->b);
  unsigned table = 0, f = 0;
  unsigned gr;
  if ((p->dom != GA_DOM_D && p->dom != GA_DOM_F) || ! ga_ew_is_test (p->op)
      || p->out != GA_LOGICAL || ka < 0 || kb < 0 || (ka != 0 && kb != 0)
      || ((uintptr_t) out & 15))
    return 0;
  /* the answers for a = 0, 1 (bit 1) and b = 0, 1 (bit 0), a scalar
   * standing for both of its rows */
  for (unsigned i = 0; i < 4; i++)
    {
      const double va = ka == 0 ? (double) (i >> 1) : scalar_d (p, &p->a);
      const double vb = kb == 0 ? (double) (i & 1) : kb == 1 ? scalar_d (p, &p->b) : 0;
      const int t = ga_ew_test_d (p->op, va, vb, &f);
      if (t < 0)
        return 0;
      table |= (unsigned) t << i;
    }
  if (f)
    return 0;                       /* the generic kernel raises it */
  gr = (unsigned) ((p->n / 16 + 2 * LC_THREADS - 1) / (2 * LC_THREADS) + (p->n < 16));
  const uint8_t *a = (const uint8_t *) p->a.p, *b = (const uint8_t *) p->b.p;
  uint8_t *o = (uint8_t *) out;
  logical_go (ka, kb, a, b, table, o, p->n, gr, st);
  return 1;
}

/* ------------------------------------------------------------ complex */

template <class S> struct cpair;
template <> struct cpair<double> { typedef double2 C; };
template <> struct cpair<float> { typedef float2 C; };

/* Operand kinds: 0 a complex array, 1 a real array (of the result's
 * class), 2 a host scalar, 3 none (unary). */
template <int K, class S>
__device__ __forceinline__ ga_z
ld_z (const void *p, size_t i, ga_z s)
{
  typedef typename cpair<S>::C C;
  if (K == 0)
    {
      const C c = reinterpret_cast<const C *> (p)[i];
      return ga_zmk (c.x, c.y);
    }
  if (K == 1)
    return ga_zmk (reinterpret_cast<const S *> (p)[i], 0);
  return s;
}

/* CPLX_OUT 1: a complex result, 0: its real part's class (abs, real, imag). */
template <int OP, class S, int KA, int KB, int CPLX_OUT>
__device__ __forceinline__ void
z_one (const void *a, const void *b, ga_z sa, ga_z sb, int ar, int br,
       void *out, size_t i)
{
  typedef typename cpair<S>::C C;
  const ga_z x = ld_z<KA, S> (a, i, sa);
  ga_z r;
  if (KB == 3)
    r = ga_ew_un_z (OP, x, 0);
  else
    r = ga_ew_bin_z (OP, x, ld_z<KB, S> (b, i, sb), ar, br, 0, sizeof (S) == 4, 0);
  if (CPLX_OUT)
    {
      C c;
      c.x = (S) r.re;
      c.y = (S) r.im;
      reinterpret_cast<C *> (out)[i] = c;
    }
  else
    reinterpret_cast<S *> (out)[i] = (S) r.re;
}

/* One pass of tiles, LC_UNROLL elements a thread, LC_THREADS apart (so
 * a warp's loads are contiguous: 8 or 16 bytes a lane). */
template <int OP, class S, int KA, int KB, int CPLX_OUT>
__global__ void __launch_bounds__ (LC_THREADS)
k_complex (const void *__restrict__ a, const void *__restrict__ b, ga_z sa,
           ga_z sb, int ar, int br, void *__restrict__ out, size_t n)
{
  const size_t i0 = (size_t) blockIdx.x * (LC_THREADS * LC_UNROLL) + threadIdx.x;
#pragma unroll
  for (int u = 0; u < LC_UNROLL; u++)
    if (i0 + u * LC_THREADS < n)
      z_one<OP, S, KA, KB, CPLX_OUT> (a, b, sa, sb, ar, br, out, i0 + u * LC_THREADS);
}

/* The kind of operand x in a complex plan of class e, or -1. */
static int
complex_kind (const ga_ew_arg *x, int e)
{
  if (! x->p)
    return 2;
  if (x->elem != e || x->stride[0] != 1 || ((uintptr_t) x->p & (x->cplx ? 2 * (e == GA_DOUBLE ? 8 : 4) - 1 : 7)))
    return -1;
  return x->cplx ? 0 : 1;
}

/* A host scalar as the generic kernel reads it (rounded to single's
 * parts in a complex single plan). */
static ga_z
scalar_z (const ga_ew_plan *p, const ga_ew_arg *x)
{
  ga_z z = ga_ew_ld_z (x, 0);
  if (p->dom == GA_DOM_ZF)
    z = ga_zmk ((float) z.re, (float) z.im);
  return z;
}

template <int OP, class S, int CPLX_OUT>
static int
complex_launch (const ga_ew_plan *p, int ka, int kb, void *out, cudaStream_t st)
{
  const void *a = p->a.p, *b = p->b.p;
  const ga_z sa = ka == 2 ? scalar_z (p, &p->a) : ga_zmk (0, 0);
  const ga_z sb = kb == 2 ? scalar_z (p, &p->b) : ga_zmk (0, 0);
  const int ar = ! p->a.cplx, br = p->arity == 1 ? 0 : ! p->b.cplx;
  const unsigned gr = (unsigned) ((p->n + LC_THREADS * LC_UNROLL - 1) / (LC_THREADS * LC_UNROLL));
#define LC_GO(KA, KB) \
  k_complex<OP, S, KA, KB, CPLX_OUT><<<gr, LC_THREADS, 0, st>>> (a, b, sa, sb, ar, br, out, p->n)
  switch (ka * 4 + kb)
    {
    case 0 * 4 + 0: LC_GO (0, 0); return 1;
    case 0 * 4 + 1: LC_GO (0, 1); return 1;
    case 0 * 4 + 2: LC_GO (0, 2); return 1;
    case 1 * 4 + 0: LC_GO (1, 0); return 1;
    case 1 * 4 + 2: LC_GO (1, 2); return 1;
    case 2 * 4 + 0: LC_GO (2, 0); return 1;
    case 2 * 4 + 1: LC_GO (2, 1); return 1;
    default: return 0;              /* real with real: not complex here */
    }
#undef LC_GO
}

/* The unary ops: a complex array alone. */
template <int OP, class S, int CPLX_OUT>
static int
complex_launch_un (const ga_ew_plan *p, void *out, cudaStream_t st)
{
  const unsigned gr = (unsigned) ((p->n + LC_THREADS * LC_UNROLL - 1) / (LC_THREADS * LC_UNROLL));
  k_complex<OP, S, 0, 3, CPLX_OUT><<<gr, LC_THREADS, 0, st>>> (p->a.p, NULL, ga_zmk (0, 0), ga_zmk (0, 0),
                                                         0, 0, out, p->n);
  return 1;
}

template <class S>
static int
complex_switch (const ga_ew_plan *p, int ka, int kb, void *out, cudaStream_t st)
{
  switch (p->op)
    {
    case GA_EW_PLUS: return complex_launch<GA_EW_PLUS, S, 1> (p, ka, kb, out, st);
    case GA_EW_MINUS: return complex_launch<GA_EW_MINUS, S, 1> (p, ka, kb, out, st);
    case GA_EW_TIMES: return complex_launch<GA_EW_TIMES, S, 1> (p, ka, kb, out, st);
    case GA_EW_RDIVIDE: return complex_launch<GA_EW_RDIVIDE, S, 1> (p, ka, kb, out, st);
    case GA_EW_UMINUS: return complex_launch_un<GA_EW_UMINUS, S, 1> (p, out, st);
    case GA_EW_CONJ: return complex_launch_un<GA_EW_CONJ, S, 1> (p, out, st);
    case GA_EW_ABS: return complex_launch_un<GA_EW_ABS, S, 0> (p, out, st);
    case GA_EW_REAL: return complex_launch_un<GA_EW_REAL, S, 0> (p, out, st);
    case GA_EW_IMAG: return complex_launch_un<GA_EW_IMAG, S, 0> (p, out, st);
    default: return 0;
    }
}

static int
complex_run (const ga_ew_plan *p, void *out, cudaStream_t st)
{
  const int e = p->dom == GA_DOM_ZD ? GA_DOUBLE : GA_SINGLE;
  const int op = p->op, un = p->arity == 1;
  const int real_out = op == GA_EW_ABS || op == GA_EW_REAL || op == GA_EW_IMAG;
  int ka, kb;
  if ((p->dom != GA_DOM_ZD && p->dom != GA_DOM_ZF) || p->out != e
      || p->out_cplx == real_out || p->swapped || p->bsx)
    return 0;
  ka = complex_kind (&p->a, e);
  kb = un ? 3 : complex_kind (&p->b, e);
  if (ka < 0 || kb < 0 || (un && ka != 0)
      || ((uintptr_t) out & (real_out ? (e == GA_DOUBLE ? 7 : 3) : (e == GA_DOUBLE ? 15 : 7))))
    return 0;
  return e == GA_DOUBLE ? complex_switch<double> (p, ka, kb, out, st)
                        : complex_switch<float> (p, ka, kb, out, st);
}

/* ------------------------------------------------------------- entry */

extern "C" int
ga_ew_lc_launch (const ga_ew_plan *p, void *out, cudaStream_t st)
{
  if (ga_ew_lc_mode () == 1 || p->nd != 1 || p->n < 2)
    return 0;
  return logical_run (p, out, st) || complex_run (p, out, st);
}
