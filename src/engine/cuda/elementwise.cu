/* elementwise.cu: the CUDA engine of the elementwise operations
 * (elementwise.h), on the gpuArray stream (device_array.cu's ga_dev_run):
 * a call returns once its kernel is queued.  Flags (what the values
 * decide: sqrt of a negative, NaN to logical) go to a device word, which
 * ga_ew_dev_run reads back (4 bytes; this waits) and a pending result
 * reads where it is next used (elementwise_pending.c).
 *
 * The kernel families, all computing each element with ga_ew_eval's
 * arithmetic (elementwise_ops.h), so the CPU and CUDA engines share one
 * definition of every op:
 * - k_fast<OP, T, R, SA, SB>: double or single operands of the result's
 *   own class (R: that class, or logical for comparisons and tests), the
 *   same shape or a scalar (SA, SB: 0 array, 1 scalar, 2 none (unary)):
 *   16-byte vector loads and stores (2 doubles, 4 singles), one pass of
 *   tiles (no loop: faster than a grid-stride loop, see k_fast), the
 *   tail element by element.  The op is a template constant, so the
 *   switch in ga_ew_bin_d and friends folds away.
 * - k_bcast<OP, T, R, KA, KB>: the same operands and binary ops, an
 *   M x N array with a 1 x N row or an M x 1 column (either side; after
 *   the plan's collapse, so M x N x P with 1 x N x P too): the full
 *   operand in vectors as k_fast, each thread's row and column moved by
 *   additions (no division per element), the broadcast value read per
 *   element from its small vector.  (A column-at-a-time kernel measured
 *   slower than the generic one, 2.0 ms against 1.57, 2026-12-01.)
 * - logical and complex operands: elementwise_logical_complex.cu.
 * - k_generic<DOM, IDX>: everything else (other classes, complex but
 *   the flat cases above, 64-bit integers, other broadcasting): the
 *   result's index split over the collapsed dimensions (32-bit
 *   arithmetic when everything fits), operands read through their strides, the op a run-time switch
 *   (uniform across the grid).  Broadcasting here runs at a third of the
 *   copy rate on the H200 (G + row of 8192x16384: 1.57 ms, torch 0.58).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <cuda_runtime.h>
#include <stdint.h>
#include <string.h>
#include "elementwise_ops.h"
#include "device_array.h"
#include "elementwise_logical_complex.h"

#define THREADS 256

static unsigned
grid_for (size_t work)
{
  static int sms;
  size_t b = (work + THREADS - 1) / THREADS, cap;
  if (! sms)
    {
      int dev = 0;
      if (cudaGetDevice (&dev) != cudaSuccess
          || cudaDeviceGetAttribute (&sms, cudaDevAttrMultiProcessorCount, dev) != cudaSuccess)
        sms = 80;
      cudaGetLastError ();
    }
  cap = (size_t) sms * 16;
  if (b > cap)
    b = cap;
  return (unsigned) (b ? b : 1);
}

/* ------------------------------------------------------- fast path */

template <int OP, class T> struct fast_op;
template <int OP> struct fast_op<OP, double> {
  static __device__ __forceinline__ double bin (double a, double b, int sb, unsigned *f)
  { return ga_ew_bin_d (OP, a, b, GA_DOUBLE, 0, 0, sb, 0, f); }
  static __device__ __forceinline__ double un (double a, unsigned *f)
  { return ga_ew_un_d (OP, a, f); }
};
template <int OP> struct fast_op<OP, float> {
  static __device__ __forceinline__ float bin (float a, float b, int sb, unsigned *f)
  { return ga_ew_bin_f (OP, a, b, GA_SINGLE, 0, 0, sb, 0, f); }
  static __device__ __forceinline__ float un (float a, unsigned *f)
  { return ga_ew_un_f (OP, a, f); }
};

template <int OP, class T, class R, int SB>
__device__ __forceinline__ R
fast_apply (T a, T b, int sb, unsigned *f)
{
  if (ga_ew_is_test (OP))
    return (R) ga_ew_test_d (OP, (double) a, (double) b, f);
  if (SB == 2)
    return (R) fast_op<OP, T>::un (a, f);
  return (R) fast_op<OP, T>::bin (a, b, sb, f);
}

template <class T> struct vec16;
template <> struct vec16<double> { typedef double2 V; enum { N = 2 }; };
template <> struct vec16<float> { typedef float4 V; enum { N = 4 }; };

/* The 16-byte vector v of an array (S 0), or the scalar s N times. */
template <int S, class T, class V>
__device__ __forceinline__ void
load_vec (const T *p, size_t v, T s, T *x)
{
  if (S == 0)
    {
      V t = reinterpret_cast<const V *> (p)[v];
      memcpy (x, &t, sizeof t);
    }
  else
    for (int k = 0; k < (int) (sizeof (V) / sizeof (T)); k++)
      x[k] = s;
}

/* The N results of vector v as one store: 16 bytes (R = T), or 2 or 4
 * bytes of logical (the launcher checks out's alignment: fast_out_ok).
 * nvcc stored them one element at a time (st.global.f64 twice): twice
 * the store instructions of torch's kernels. */
template <class R, int N> struct alignas (sizeof (R) * N) ovec { R r[N]; };
template <class R, int N>
__device__ __forceinline__ void
store_vec (R *out, size_t v, const R (&r)[N])
{
  typedef ovec<R, N> V;
  V o;
#pragma unroll
  for (int k = 0; k < N; k++)
    o.r[k] = r[k];
  reinterpret_cast<V *> (out)[v] = o;
}

/* One pass over the array, no loop: a block of FAST_THREADS threads per
 * tile of FAST_UNROLL * FAST_THREADS vectors, thread t loading vectors t,
 * t + FAST_THREADS, ... of its tile before it uses any (torch's
 * vectorized_elementwise_kernel shape).  Measured on the H200
 * (bench/probes/ew_grid_probe.cu, 1 GiB double, queued):
 * z = x + y 0.739 ms this way against 0.783-0.789 as a grid-stride loop
 * over 16 blocks per multiprocessor (1 or 4 vectors per iteration), torch
 * 0.748; exp 0.506 against 0.546-0.551, torch 0.529. */
#define FAST_THREADS 128
#define FAST_UNROLL 2

template <int OP, class T, class R, int SA, int SB>
__global__ void __launch_bounds__ (FAST_THREADS)
k_fast (const T *__restrict__ a, const T *__restrict__ b, T sa, T sb_val,
        R *__restrict__ out, size_t n, int sb, unsigned *flags)
{
  typedef typename vec16<T>::V V;
  const int N = vec16<T>::N, U = FAST_UNROLL;
  const size_t nv = n / N;
  const size_t v0 = (size_t) blockIdx.x * (FAST_THREADS * U) + threadIdx.x;
  unsigned f = 0;
  if (SA == 1 && a)                 /* a 1x1 array: its one element */
    sa = a[0];
  if (SB == 1 && b)
    sb_val = b[0];
  {
    T x[U][N], y[U][N];
#pragma unroll
    for (int u = 0; u < U; u++)
      if (v0 + u * FAST_THREADS < nv)
        {
          load_vec<SA, T, V> (a, v0 + u * FAST_THREADS, sa, x[u]);
          load_vec<SB, T, V> (b, v0 + u * FAST_THREADS, sb_val, y[u]);
        }
#pragma unroll
    for (int u = 0; u < U; u++)
      if (v0 + u * FAST_THREADS < nv)
        {
          R r[N];
#pragma unroll
          for (int k = 0; k < N; k++)
            r[k] = fast_apply<OP, T, R, SB> (x[u][k], y[u][k], sb, &f);
          store_vec<R, N> (out, v0 + u * FAST_THREADS, r);
        }
  }
  if (blockIdx.x == 0)              /* the tail, under one vector */
    for (size_t i = nv * N + threadIdx.x; i < n; i += FAST_THREADS)
      out[i] = fast_apply<OP, T, R, SB> (SA == 0 ? a[i] : sa, SB == 0 ? b[i] : sb_val, sb, &f);
  if (f && flags)
    atomicOr (flags, f);
}

typedef struct {
  const ga_ew_plan *p;
  void *out;
  unsigned *d_flags;
  int done;
} launch_ctx;

/* The operand kind of the fast path: 0 array, 1 scalar (stride 0 or the
 * plan's own scalar). */
static int
kind_of (const ga_ew_arg *x, const ga_ew_plan *p)
{
  return ! x->p || x->stride[0] == 0 || p->n == 1 ? 1 : 0;
}

template <int OP, class T, class R>
static void
launch_fast (const ga_ew_plan *p, void *out, unsigned *d_flags, cudaStream_t st)
{
  const T *a = (const T *) ga_ew_base (&p->a), *b = (const T *) ga_ew_base (&p->b);
  const int ka = kind_of (&p->a, p), kb = p->arity == 1 ? 2 : kind_of (&p->b, p);
  T sa = 0, sb = 0;
  const size_t tile = (size_t) FAST_THREADS * FAST_UNROLL;
  const unsigned gr = (unsigned) ((p->n / vec16<T>::N + tile - 1) / tile + (p->n < vec16<T>::N));
  /* a scalar: the plan's own (host) value, or read by the kernel */
  if (ka && ! p->a.p)
    sa = (T) (sizeof (T) == 8 ? ga_ew_ld (&p->a, 0) : ga_ew_ld_f (&p->a, 0));
  if (kb == 1 && ! p->b.p)
    sb = (T) (sizeof (T) == 8 ? ga_ew_ld (&p->b, 0) : ga_ew_ld_f (&p->b, 0));
  if (ka && ! p->a.p)
    a = NULL;
  if (kb == 1 && ! p->b.p)
    b = NULL;
  if (kb == 2)
    k_fast<OP, T, R, 0, 2><<<gr, FAST_THREADS, 0, st>>> (a, a, 0, 0, (R *) out, p->n, 0, d_flags);
  else if (ka == 0 && kb == 0)
    k_fast<OP, T, R, 0, 0><<<gr, FAST_THREADS, 0, st>>> (a, b, 0, 0, (R *) out, p->n, p->pow_sb, d_flags);
  else if (ka == 0)
    k_fast<OP, T, R, 0, 1><<<gr, FAST_THREADS, 0, st>>> (a, b, 0, sb, (R *) out, p->n, p->pow_sb, d_flags);
  else
    k_fast<OP, T, R, 1, 0><<<gr, FAST_THREADS, 0, st>>> (a, b, sa, 0, (R *) out, p->n, p->pow_sb, d_flags);
}

/* The ops of the fast path: R is T, or logical for the tests; the
 * broadcasting path has the binary ones. */
#define GA_FAST_BIN(X) X (PLUS) X (MINUS) X (TIMES) X (RDIVIDE) X (POWER)    \
  X (MAX) X (MIN)
#define GA_FAST_ARITH(X) GA_FAST_BIN (X) X (UMINUS) X (UPLUS) X (ABS)        \
  X (SQRT) X (EXP) X (LOG) X (LOG2) X (LOG10) X (SIN) X (COS) X (FLOOR)      \
  X (CEIL) X (ROUND) X (FIX) X (SIGN)
#define GA_FAST_BINTEST(X) X (LT) X (LE) X (GT) X (GE) X (EQ) X (NE) X (AND) \
  X (OR) X (XOR)
#define GA_FAST_TEST(X) GA_FAST_BINTEST (X) X (NOT) X (ISNAN) X (ISINF)      \
  X (ISFINITE)

template <class T>
static int
fast_switch (const ga_ew_plan *p, void *out, unsigned *d_flags, cudaStream_t st)
{
  switch (p->op)
    {
#define GA_CASE_A(ID) case GA_EW_##ID: launch_fast<GA_EW_##ID, T, T> (p, out, d_flags, st); return 1;
#define GA_CASE_T(ID) case GA_EW_##ID: launch_fast<GA_EW_##ID, T, uint8_t> (p, out, d_flags, st); return 1;
      GA_FAST_ARITH (GA_CASE_A)
      GA_FAST_TEST (GA_CASE_T)
#undef GA_CASE_A
#undef GA_CASE_T
    default: return 0;
    }
}

/* Is x an operand the fast and broadcasting kernels read: real, of the
 * compute class e, or a host scalar that launch_fast converts as the
 * generic kernel does (a double one in single's plan: ga_ew_ld_f)?  S + 0
 * of a 1 GiB single took the generic kernel 4.73 ms, torch 0.74 (H100,
 * 2026-12-05, bench/bench_select.m's copy row). */
static int
arg_ok (const ga_ew_arg *x, int e)
{
  return ! x->cplx && (x->elem == e || (! x->p && e == GA_SINGLE && x->elem == GA_DOUBLE));
}

/* Are p's operands arg_ok, the result the compute class (logical for the
 * tests), and its arrays 16-byte aligned?  (What the fast and
 * broadcasting kernels need.) */
static int
typed_ok (const ga_ew_plan *p)
{
  const int e = p->dom == GA_DOM_D ? GA_DOUBLE : GA_SINGLE;
  const int test = ga_ew_is_test (p->op);
  if ((p->dom != GA_DOM_D && p->dom != GA_DOM_F) || p->n < 2 || p->out_cplx
      || ! arg_ok (&p->a, e) || (p->arity == 2 && ! arg_ok (&p->b, e))
      || (test ? p->out != GA_LOGICAL : p->out != e))
    return 0;
  if ((p->a.p && ((uintptr_t) p->a.p & 15)) || (p->arity == 2 && p->b.p && ((uintptr_t) p->b.p & 15)))
    return 0;
  return 1;
}

/* Is out aligned for the fast and broadcasting kernels' vector stores
 * (store_vec: 16 bytes, or the 2 or 4 bytes of a vector's logicals)? */
static int
fast_out_ok (const ga_ew_plan *p, const void *out)
{
  const size_t vb = p->dom == GA_DOM_D ? 2 : 4;   /* elements per vector */
  const size_t align = ga_ew_is_test (p->op) ? vb : 16;
  return ((uintptr_t) out & (align - 1)) == 0;
}

/* Can the fast path run p?  typed_ok, no broadcasting but scalars (not
 * both). */
static int
fast_ok (const ga_ew_plan *p)
{
  if (p->nd != 1 || ! typed_ok (p))
    return 0;
  if (p->a.stride[0] > 1 || (p->arity == 2 && p->b.stride[0] > 1))
    return 0;
  return 1;
}

/* ------------------------------------------------ broadcasting path */

/* The operand kinds of the broadcasting kernel, over the plan's two
 * collapsed dimensions M x N: the full array (strides 1, M), a row (a
 * value per column: strides 0, 1) or a column (a value per row: 1, 0). */
enum { BK_FULL = 0, BK_ROW = 2, BK_COL = 3 };

template <int K, class T>
__device__ __forceinline__ T
bc_ld (const T *p, size_t r, size_t c)
{
  return K == BK_ROW ? p[c] : p[r];
}

/* k_bcast<OP, T, R, KA, KB>: a binary op of an M x N array with a row or
 * a column (one of KA, KB is BK_FULL).  The full operand is read in
 * 16-byte vectors over the flat index (a grid-stride loop, as k_fast);
 * each thread keeps the row r and column c of its vector's first element
 * and moves them without dividing: by one per element inside the vector,
 * and by the grid's step (qs columns and rs rows, rs < M, worked out once
 * on the host) between vectors.  The broadcast operand is read per
 * element from its (small, cached) vector.  The tail (under one vector)
 * is element by element, with a division each. */
template <int OP, class T, class R, int KA, int KB>
__global__ void
k_bcast (const T *__restrict__ a, const T *__restrict__ b, R *__restrict__ out,
         size_t n, size_t m, size_t qs, size_t rs, int sb, unsigned *flags)
{
  typedef typename vec16<T>::V V;
  const int N = vec16<T>::N;
  const size_t nv = n / N, step = (size_t) gridDim.x * blockDim.x;
  const size_t v0 = (size_t) blockIdx.x * blockDim.x + threadIdx.x;
  unsigned f = 0;
  if (v0 < nv)
    {
      size_t r0 = (v0 * N) % m, c0 = (v0 * N) / m;
      for (size_t v = v0; v < nv; v += step)
        {
          T x[N], y[N];
          R o[N];
          size_t r = r0, c = c0;
          if (KA == BK_FULL)
            load_vec<0, T, V> (a, v, 0, x);
          if (KB == BK_FULL)
            load_vec<0, T, V> (b, v, 0, y);
#pragma unroll
          for (int k = 0; k < N; k++)
            {
              if (KA != BK_FULL)
                x[k] = bc_ld<KA> (a, r, c);
              if (KB != BK_FULL)
                y[k] = bc_ld<KB> (b, r, c);
              if (++r == m)
                {
                  r = 0;
                  c++;
                }
            }
#pragma unroll
          for (int k = 0; k < N; k++)
            o[k] = fast_apply<OP, T, R, 0> (x[k], y[k], sb, &f);
          store_vec<R, N> (out, v, o);
          r0 += rs;
          c0 += qs;
          if (r0 >= m)
            {
              r0 -= m;
              c0++;
            }
        }
    }
  for (size_t i = nv * N + v0; i < n; i += step)
    {
      const size_t r = i % m, c = i / m;
      const T x = KA == BK_FULL ? a[i] : bc_ld<KA> (a, r, c);
      const T y = KB == BK_FULL ? b[i] : bc_ld<KB> (b, r, c);
      out[i] = fast_apply<OP, T, R, 0> (x, y, sb, &f);
    }
  if (f && flags)
    atomicOr (flags, f);
}

/* The broadcasting kind of operand x of a two-dimensional plan, or -1. */
static int
bc_kind (const ga_ew_arg *x, const ga_ew_plan *p)
{
  if (! x->p)
    return -1;
  if (x->stride[0] == 1 && x->stride[1] == p->dims[0])
    return BK_FULL;
  if (x->stride[0] == 0 && x->stride[1] == 1)
    return BK_ROW;
  if (x->stride[0] == 1 && x->stride[1] == 0)
    return BK_COL;
  return -1;
}

template <int OP, class T, class R>
static void
launch_bcast (const ga_ew_plan *p, int ka, int kb, void *out, unsigned *d_flags,
              cudaStream_t st)
{
  const T *a = (const T *) p->a.p, *b = (const T *) p->b.p;
  const size_t m = p->dims[0];
  const unsigned gr = grid_for (p->n / vec16<T>::N + 1);
  const size_t se = (size_t) gr * THREADS * vec16<T>::N, qs = se / m, rs = se % m;
#define GA_BC(KA, KB) k_bcast<OP, T, R, KA, KB><<<gr, THREADS, 0, st>>> \
    (a, b, (R *) out, p->n, m, qs, rs, p->pow_sb, d_flags)
  if (ka == BK_FULL && kb == BK_ROW)
    GA_BC (BK_FULL, BK_ROW);
  else if (ka == BK_FULL)
    GA_BC (BK_FULL, BK_COL);
  else if (ka == BK_ROW)
    GA_BC (BK_ROW, BK_FULL);
  else
    GA_BC (BK_COL, BK_FULL);
#undef GA_BC
}

template <class T>
static int
bcast_switch (const ga_ew_plan *p, int ka, int kb, void *out, unsigned *d_flags,
              cudaStream_t st)
{
  switch (p->op)
    {
#define GA_CASE_A(ID) case GA_EW_##ID: launch_bcast<GA_EW_##ID, T, T> (p, ka, kb, out, d_flags, st); return 1;
#define GA_CASE_T(ID) case GA_EW_##ID: launch_bcast<GA_EW_##ID, T, uint8_t> (p, ka, kb, out, d_flags, st); return 1;
      GA_FAST_BIN (GA_CASE_A)
      GA_FAST_BINTEST (GA_CASE_T)
#undef GA_CASE_A
#undef GA_CASE_T
    default: return 0;
    }
}

/* The broadcasting path: a binary op, typed_ok, two collapsed
 * dimensions, one operand the full array and the other a row or a
 * column of it (an outer product of a row and a column: the generic
 * path).  1 if it ran. */
static int
bcast_run (const ga_ew_plan *p, void *out, unsigned *d_flags, cudaStream_t st)
{
  int ka, kb;
  if (p->arity != 2 || p->nd != 2 || ! typed_ok (p))
    return 0;
  ka = bc_kind (&p->a, p);
  kb = bc_kind (&p->b, p);
  if (ka < 0 || kb < 0 || (ka == BK_FULL) == (kb == BK_FULL))
    return 0;
  return p->dom == GA_DOM_D ? bcast_switch<double> (p, ka, kb, out, d_flags, st)
         : bcast_switch<float> (p, ka, kb, out, d_flags, st);
}

/* ---------------------------------------------------- generic path */

template <int DOM, class IDX>
__global__ void
k_generic (ga_ew_plan p, void *out, unsigned *flags)
{
  const IDX n = (IDX) p.n, step = (IDX) gridDim.x * blockDim.x;
  unsigned f = 0;
  p.dom = DOM;
  for (IDX i = (IDX) blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step)
    {
      IDX r = i, ia = 0, ib = 0;
      for (int d = 0; d < p.nd; d++)
        {
          const IDX nd = (IDX) p.dims[d], q = r / nd, c = r - q * nd;
          ia += c * (IDX) p.a.stride[d];
          ib += c * (IDX) p.b.stride[d];
          r = q;
        }
      ga_ew_eval (&p, ia, ib, out, i, &f);
    }
  if (f && flags)
    atomicOr (flags, f);
}

template <class IDX>
static void
launch_generic (const ga_ew_plan *p, void *out, unsigned *d_flags, cudaStream_t st)
{
  const unsigned gr = grid_for (p->n);
  switch (p->dom)
    {
#define GA_DOM_CASE(D) case D: k_generic<D, IDX><<<gr, THREADS, 0, st>>> (*p, out, d_flags); break;
      GA_DOM_CASE (GA_DOM_D)
      GA_DOM_CASE (GA_DOM_F)
      GA_DOM_CASE (GA_DOM_ZD)
      GA_DOM_CASE (GA_DOM_ZF)
      GA_DOM_CASE (GA_DOM_S64)
      GA_DOM_CASE (GA_DOM_U64)
      GA_DOM_CASE (GA_DOM_N64)
#undef GA_DOM_CASE
    default: break;
    }
}

/* Every index the generic kernel forms fits in 32 bits. */
static int
fits32 (const ga_ew_plan *p)
{
  size_t ea = 0, eb = 0;
  if (p->n >= ((size_t) 1 << 31))
    return 0;
  for (int d = 0; d < p->nd; d++)
    {
      ea += (p->dims[d] - 1) * p->a.stride[d];
      eb += (p->dims[d] - 1) * p->b.stride[d];
    }
  return ea < ((size_t) 1 << 31) && eb < ((size_t) 1 << 31);
}

static void
launch (void *vctx, void *stream)
{
  launch_ctx *c = (launch_ctx *) vctx;
  const ga_ew_plan *p = c->p;
  cudaStream_t st = (cudaStream_t) stream;
  if (c->d_flags)
    cudaMemsetAsync (c->d_flags, 0, sizeof (unsigned), st);
  if (fast_ok (p) && fast_out_ok (p, c->out))
    c->done = p->dom == GA_DOM_D ? fast_switch<double> (p, c->out, c->d_flags, st)
              : fast_switch<float> (p, c->out, c->d_flags, st);
  if (! c->done && fast_out_ok (p, c->out))
    c->done = bcast_run (p, c->out, c->d_flags, st);
  if (! c->done)
    c->done = ga_ew_lc_launch (p, c->out, st);
  if (c->done)
    return;
  if (fits32 (p))
    launch_generic<uint32_t> (p, c->out, c->d_flags, st);
  else
    launch_generic<size_t> (p, c->out, c->d_flags, st);
  c->done = 1;
}

extern "C" int
ga_ew_dev_launch (const ga_ew_plan *p, void *out, unsigned *d_flags,
                  ga_error *err)
{
  launch_ctx c;
  if (p->n == 0)
    return 0;
  c.p = p;
  c.out = out;
  c.d_flags = p->check ? d_flags : NULL;
  c.done = 0;
  return ga_dev_run (launch, &c, "elementwise kernel", err);
}

extern "C" int
ga_ew_dev_run (const ga_ew_plan *p, void *out, unsigned *flags, ga_error *err)
{
  void *d_flags = NULL;
  int rc;
  *flags = 0;
  if (p->n == 0)
    return 0;
  if (p->check && (rc = ga_dev_alloc (sizeof (unsigned), &d_flags, err)) != 0)
    return rc;
  rc = ga_ew_dev_launch (p, out, (unsigned *) d_flags, err);
  if (rc == 0 && d_flags)
    rc = ga_dev_download (flags, d_flags, sizeof (unsigned), err);
  if (d_flags && rc != GA_DEV_LOST)
    ga_dev_free (d_flags);
  return rc;
}

typedef struct { void *dst; const void *src; size_t bytes; } copy_ctx;

static void
launch_copy (void *vctx, void *stream)
{
  copy_ctx *c = (copy_ctx *) vctx;
  cudaMemcpyAsync (c->dst, c->src, c->bytes, cudaMemcpyDeviceToDevice,
                   (cudaStream_t) stream);
}

extern "C" int
ga_ew_dev_copy (void *dst, const void *src, size_t bytes, ga_error *err)
{
  copy_ctx c = {dst, src, bytes};
  if (bytes == 0)
    return 0;
  return ga_dev_run (launch_copy, &c, "device copy", err);
}
