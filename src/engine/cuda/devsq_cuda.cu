/* devsq_cuda.cu: the CUDA engine of devsq.h: var's one-pass moments
 * (the default) and the sum of squared deviations (the second of var's
 * two passes, GPUAXIS_VAR_FUSED=2; the first is the mean on the
 * reduction engine).
 *
 * Why kernels of their own: var was mean, then x - mean stored, then
 * sumsq of that: three reads and a write of x's size (2.0 ms for
 * 16384x16384 single on an H100).  The two-pass form forms the deviation
 * in registers (two reads: measured 1.26 ms along dim 1, 1.31 ms along
 * dim 2 on an H100); torch.std reads once (Welford): 0.46 ms.  The
 * moments read once too: expected ~0.45 ms for 16384x16384 single along
 * either dim on an H100 (1 GiB read once at the copy rate ~2600 GB/s is
 * 0.41 ms, plus the launch and, along dim 2, the runs' merge of 16384 x
 * 16 partials, 6 MB; the double arithmetic, ~6 operations a value, is
 * ~4e12 a second at that rate, under a quarter of the FP64 units' rate).
 *
 * The walks, as the plan says (rows or not, runs of n), the same for both:
 *   k_rows  (dim 1, slices of at least 64): a warp a (slice, run): each
 *           lane strides the run by 32 (a warp's load is one coalesced
 *           run of memory), UNROLL loads in flight before their use;
 *           the lanes' partials meet by shuffles.
 *   k_cols  (elsewhere): a thread a (slice, run), neighbouring threads
 *           neighbouring slices (dim 2 and later: each step of a warp
 *           reads one contiguous row), UNROLL loads in flight.
 * With more than one run, the (slice, run) partials go to a scratch array
 * and k_gather adds (merges) each slice's runs in order, as the CPU
 * engine does.  Sums in double, as on the CPU engine; the moments take a
 * lane's UNROLL = 8 loaded values as one block (welford.h's ga_wf_block8:
 * one division per 8 values), the run's rest one at a time, and merge the
 * lanes by Chan's formula.  The order inside a run differs from the
 * CPU's (lanes, shuffles), so the results agree within the rounding
 * bound, not bit for bit.  Everything runs on the gpuArray stream.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <float.h>
#include <stdint.h>
#include <cuda_runtime.h>
#include "devsq.h"
#include "elem.h"
#include "device_array.h"
#include "welford.h"

#define UNROLL 8                /* welford.h's blocks are of 8 */
static_assert (UNROLL == 8, "ga_wf_block8 takes 8 values");
#define TPB 256

/* |x - mu|^2 of one element, the deviation rounded in the class. */
__device__ __forceinline__ double sq_dev (double x, double m) { const double d = x - m; return d * d; }
__device__ __forceinline__ double sq_dev (float x, float m) { const double d = (double) (x - m); return d * d; }
__device__ __forceinline__ double sq_dev (ga_cdouble x, ga_cdouble m)
{ return sq_dev (x.re, m.re) + sq_dev (x.im, m.im); }
__device__ __forceinline__ double sq_dev (ga_csingle x, ga_csingle m)
{ return sq_dev (x.re, m.re) + sq_dev (x.im, m.im); }

/* A finished sum v of output s: into out (class R) or the scratch. */
template <typename R>
__device__ __forceinline__ void
put (R *out, double *part, long long s, double v)
{
  if (part)
    part[s] = v;
  else
    out[s] = (R) v;
}

/* A warp a unit u = s + outs * c (slice s = j, pre 1; run c). */
template <typename T, typename R>
__global__ void __launch_bounds__ (TPB)
k_rows (const T *x, const T *mu, R *out, double *part, long long n,
        long long outs, long long chunks, long long len)
{
  const int lane = threadIdx.x & 31;
  const long long units = outs * chunks;
  for (long long u = (blockIdx.x * (long long) blockDim.x + threadIdx.x) >> 5;
       u < units; u += ((long long) gridDim.x * blockDim.x) >> 5)
    {
      const long long s = u % outs, k0 = (u / outs) * len;
      const long long k1 = k0 + len < n ? k0 + len : n;
      const T *row = x + s * n;
      const T m = mu[s];
      double acc = 0;
      long long k = k0 + lane;
      for (; k + 32 * (UNROLL - 1) < k1; k += 32 * UNROLL)
        {
          T v[UNROLL];
#pragma unroll
          for (int q = 0; q < UNROLL; q++)
            v[q] = row[k + 32 * q];
#pragma unroll
          for (int q = 0; q < UNROLL; q++)
            acc += sq_dev (v[q], m);
        }
      for (; k < k1; k += 32)
        acc += sq_dev (row[k], m);
#pragma unroll
      for (int o = 16; o > 0; o >>= 1)
        acc += __shfl_xor_sync (0xffffffffu, acc, o);
      if (lane == 0)
        put (out, part, u, acc);
    }
}

/* A thread a unit u = i + pre (j + post c): slice i + pre j, run c. */
template <typename T, typename R>
__global__ void __launch_bounds__ (TPB)
k_cols (const T *x, const T *mu, R *out, double *part, long long pre,
        long long n, long long outs, long long chunks, long long len)
{
  const long long units = outs * chunks;
  for (long long u = blockIdx.x * (long long) blockDim.x + threadIdx.x;
       u < units; u += (long long) gridDim.x * blockDim.x)
    {
      const long long s = u % outs, c = u / outs;
      const long long i = s % pre, j = s / pre;
      const long long k0 = c * len, k1 = k0 + len < n ? k0 + len : n;
      const T *col = x + j * pre * n + i;
      const T m = mu[s];
      double acc = 0;
      long long k = k0;
      for (; k + UNROLL <= k1; k += UNROLL)
        {
          T v[UNROLL];
#pragma unroll
          for (int q = 0; q < UNROLL; q++)
            v[q] = col[(k + q) * pre];
#pragma unroll
          for (int q = 0; q < UNROLL; q++)
            acc += sq_dev (v[q], m);
        }
      for (; k < k1; k++)
        acc += sq_dev (col[k * pre], m);
      put (out, part, u, acc);
    }
}

/* Each slice's runs added in order. */
template <typename R>
__global__ void
k_gather (const double *part, R *out, long long outs, long long chunks)
{
  for (long long s = blockIdx.x * (long long) blockDim.x + threadIdx.x;
       s < outs; s += (long long) gridDim.x * blockDim.x)
    {
      double v = part[s];
      for (long long c = 1; c < chunks; c++)
        v += part[c * outs + s];
      out[s] = (R) v;
    }
}

static unsigned
grid_for (long long threads)
{
  const long long b = (threads + TPB - 1) / TPB;
  return (unsigned) (b < 1 ? 1 : b > (1LL << 20) ? (1LL << 20) : b);
}

template <typename T, typename R>
static int
launch (const ga_devsq_plan *p, const void *x, const void *mu, void *out,
        cudaStream_t st, ga_error *err)
{
  const long long pre = (long long) p->axis.pre, n = (long long) p->axis.n;
  const long long outs = pre * (long long) p->axis.post;
  const long long chunks = (long long) p->chunks, len = (long long) p->chunk_len;
  double *part = NULL;
  cudaError_t e;
  if (chunks > 1
      && ga_dev_alloc ((size_t) (outs * chunks) * sizeof (double),
                       (void **) &part, err) != 0)
    return -1;
  if (p->rows)
    k_rows<T, R><<<grid_for (outs * chunks * 32), TPB, 0, st>>>
      ((const T *) x, (const T *) mu, (R *) out, part, n, outs, chunks, len);
  else
    k_cols<T, R><<<grid_for (outs * chunks), TPB, 0, st>>>
      ((const T *) x, (const T *) mu, (R *) out, part, pre, n, outs, chunks, len);
  if (part)
    k_gather<R><<<grid_for (outs), TPB, 0, st>>> (part, (R *) out, outs, chunks);
  e = cudaGetLastError ();
  /* the scratch is freed in stream order (device_array.cu's pool) */
  if (part)
    ga_dev_free (part);
  return e == cudaSuccess ? 0 : ga_dev_error (err, (int) e, "var (devsq)");
}

static int
d_run (const ga_devsq_plan *p, const void *x, const void *mu, void *out,
       ga_error *err)
{
  int prev, rc;
  if (p->axis.pre * p->axis.post == 0)
    return 0;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  cudaStream_t st = (cudaStream_t) ga_dev_stream ();
  if (p->elem == GA_DOUBLE)
    rc = p->cplx ? launch<ga_cdouble, double> (p, x, mu, out, st, err)
                 : launch<double, double> (p, x, mu, out, st, err);
  else
    rc = p->cplx ? launch<ga_csingle, float> (p, x, mu, out, st, err)
                 : launch<float, float> (p, x, mu, out, st, err);
  ga_dev_leave (prev);
  return rc;
}

/* ------------------------------------------------ one-pass moments */

/* The parts of an element: W 1 (real) or 2 (complex), as doubles, and
 * an element of the class from its parts' doubles. */
template <typename T> struct parts;
template <> struct parts<double>
{
  enum { W = 1 };
  typedef double R;
  __device__ static void get (double v, double *o) { o[0] = v; }
  __device__ static double make (const double *m) { return m[0]; }
};
template <> struct parts<float>
{
  enum { W = 1 };
  typedef float R;
  __device__ static void get (float v, double *o) { o[0] = (double) v; }
  __device__ static float make (const double *m) { return (float) m[0]; }
};
template <> struct parts<ga_cdouble>
{
  enum { W = 2 };
  typedef double R;
  __device__ static void get (ga_cdouble v, double *o) { o[0] = v.re; o[1] = v.im; }
  __device__ static ga_cdouble make (const double *m)
  { ga_cdouble c; c.re = m[0]; c.im = m[1]; return c; }
};
template <> struct parts<ga_csingle>
{
  enum { W = 2 };
  typedef float R;
  __device__ static void get (ga_csingle v, double *o)
  { o[0] = (double) v.re; o[1] = (double) v.im; }
  __device__ static ga_csingle make (const double *m)
  { ga_csingle c; c.re = (float) m[0]; c.im = (float) m[1]; return c; }
};

/* What a slice's M2 becomes: var = M2 / den, in the class, and its
 * square root when root (std). */
struct wf_den
{
  double den;
  int root;
};

/* Slice s's result from its merged parts a (the values less K, its
 * first element's parts): var (or std) from M2, the mean K + a.mean. */
template <typename T>
__device__ __forceinline__ void
finish (const ga_wf *a, const double *K, wf_den den, long long s,
        typename parts<T>::R *var, T *mean)
{
  const int W = parts<T>::W;
  const double big = sizeof (typename parts<T>::R) == 4 ? FLT_MAX : DBL_MAX;
  double m2 = 0, m[2];
#pragma unroll
  for (int w = 0; w < W; w++)
    {
      m2 += a[w].m2;
      m[w] = K[w] + a[w].mean;
    }
#pragma unroll
  for (int w = 0; w < W; w++)
    m2 = ga_wf_octave_m2 (m2, m[w], a[w].n, big);
  const typename parts<T>::R v = (typename parts<T>::R) (m2 / den.den);
  var[s] = den.root ? sqrt (v) : v;
  if (mean)
    mean[s] = parts<T>::make (m);
}

/* A unit's partials: to the scratch (several runs) or finished. */
template <typename T>
__device__ __forceinline__ void
wf_put (const ga_wf *a, const double *K, wf_den den, long long u,
        long long s, ga_wf *part, typename parts<T>::R *var, T *mean)
{
  if (part)
    {
#pragma unroll
      for (int w = 0; w < parts<T>::W; w++)
        part[u * parts<T>::W + w] = a[w];
    }
  else
    finish<T> (a, K, den, s, var, mean);
}

/* UNROLL values p[q stride], all loaded before use, less K, into a (a
 * block each part: welford.h); one value v. */
template <typename T>
__device__ __forceinline__ void
wf_block (const T *p, long long stride, const double *K, ga_wf *a)
{
  const int W = parts<T>::W;
  T v[UNROLL];
  double y[W][UNROLL], e[W];
#pragma unroll
  for (int q = 0; q < UNROLL; q++)
    v[q] = p[q * stride];
#pragma unroll
  for (int q = 0; q < UNROLL; q++)
    {
      parts<T>::get (v[q], e);
#pragma unroll
      for (int w = 0; w < W; w++)
        y[w][q] = e[w] - K[w];
    }
#pragma unroll
  for (int w = 0; w < W; w++)
    ga_wf_block8 (&a[w], y[w]);
}

template <typename T>
__device__ __forceinline__ void
wf_one (T v, const double *K, ga_wf *a)
{
  double e[parts<T>::W];
  parts<T>::get (v, e);
#pragma unroll
  for (int w = 0; w < parts<T>::W; w++)
    ga_wf_push (&a[w], e[w] - K[w]);
}

/* A warp a unit u = s + outs * c (slice s = j, pre 1; run c). */
template <typename T>
__global__ void __launch_bounds__ (TPB)
k_wf_rows (const T *x, ga_wf *part, typename parts<T>::R *var, T *mean,
           wf_den den, long long n, long long outs, long long chunks,
           long long len)
{
  const int W = parts<T>::W;
  const int lane = threadIdx.x & 31;
  const long long units = outs * chunks;
  for (long long u = (blockIdx.x * (long long) blockDim.x + threadIdx.x) >> 5;
       u < units; u += ((long long) gridDim.x * blockDim.x) >> 5)
    {
      const long long s = u % outs, k0 = (u / outs) * len;
      const long long k1 = k0 + len < n ? k0 + len : n;
      const T *row = x + s * n;
      double K[W];
      ga_wf a[W];
      parts<T>::get (row[0], K);
#pragma unroll
      for (int w = 0; w < W; w++)
        a[w].n = a[w].mean = a[w].m2 = 0;
      long long k = k0 + lane;
      for (; k + 32 * (UNROLL - 1) < k1; k += 32 * UNROLL)
        wf_block<T> (row + k, 32, K, a);
      for (; k < k1; k += 32)
        wf_one<T> (row[k], K, a);
#pragma unroll
      for (int o = 16; o > 0; o >>= 1)
#pragma unroll
        for (int w = 0; w < W; w++)
          {
            ga_wf b;
            b.n = __shfl_xor_sync (0xffffffffu, a[w].n, o);
            b.mean = __shfl_xor_sync (0xffffffffu, a[w].mean, o);
            b.m2 = __shfl_xor_sync (0xffffffffu, a[w].m2, o);
            ga_wf_merge (&a[w], b);
          }
      if (lane == 0)
        wf_put<T> (a, K, den, u, s, part, var, mean);
    }
}

/* A thread a unit u = i + pre (j + post c): slice i + pre j, run c. */
template <typename T>
__global__ void __launch_bounds__ (TPB)
k_wf_cols (const T *x, ga_wf *part, typename parts<T>::R *var, T *mean,
           wf_den den, long long pre, long long n, long long outs,
           long long chunks, long long len)
{
  const int W = parts<T>::W;
  const long long units = outs * chunks;
  for (long long u = blockIdx.x * (long long) blockDim.x + threadIdx.x;
       u < units; u += (long long) gridDim.x * blockDim.x)
    {
      const long long s = u % outs, c = u / outs;
      const long long i = s % pre, j = s / pre;
      const long long k0 = c * len, k1 = k0 + len < n ? k0 + len : n;
      const T *col = x + j * pre * n + i;
      double K[W];
      ga_wf a[W];
      parts<T>::get (col[0], K);
#pragma unroll
      for (int w = 0; w < W; w++)
        a[w].n = a[w].mean = a[w].m2 = 0;
      long long k = k0;
      for (; k + UNROLL <= k1; k += UNROLL)
        wf_block<T> (col + k * pre, pre, K, a);
      for (; k < k1; k++)
        wf_one<T> (col[k * pre], K, a);
      wf_put<T> (a, K, den, u, s, part, var, mean);
    }
}

/* Each slice's runs merged in order, then finished. */
template <typename T>
__global__ void
k_wf_gather (const T *x, const ga_wf *part, typename parts<T>::R *var,
             T *mean, wf_den den, long long pre, long long n,
             long long outs, long long chunks)
{
  const int W = parts<T>::W;
  for (long long s = blockIdx.x * (long long) blockDim.x + threadIdx.x;
       s < outs; s += (long long) gridDim.x * blockDim.x)
    {
      double K[W];
      ga_wf a[W];
      parts<T>::get (x[(s / pre) * pre * n + s % pre], K);
#pragma unroll
      for (int w = 0; w < W; w++)
        {
          a[w] = part[s * W + w];
          for (long long c = 1; c < chunks; c++)
            ga_wf_merge (&a[w], part[(c * outs + s) * W + w]);
        }
      finish<T> (a, K, den, s, var, mean);
    }
}

template <typename T>
static int
launch_wf (const ga_devsq_plan *p, const void *x, double den, void *var,
           void *mean, cudaStream_t st, ga_error *err)
{
  typedef typename parts<T>::R R;
  const long long pre = (long long) p->axis.pre, n = (long long) p->axis.n;
  const long long outs = pre * (long long) p->axis.post;
  const long long chunks = (long long) p->chunks, len = (long long) p->chunk_len;
  const wf_den den_ = {den, p->root};
  ga_wf *part = NULL;
  cudaError_t e;
  if (chunks > 1
      && ga_dev_alloc ((size_t) (outs * chunks * parts<T>::W) * sizeof (ga_wf),
                       (void **) &part, err) != 0)
    return -1;
  if (p->rows)
    k_wf_rows<T><<<grid_for (outs * chunks * 32), TPB, 0, st>>>
      ((const T *) x, part, (R *) var, (T *) mean, den_, n, outs, chunks, len);
  else
    k_wf_cols<T><<<grid_for (outs * chunks), TPB, 0, st>>>
      ((const T *) x, part, (R *) var, (T *) mean, den_, pre, n, outs, chunks,
       len);
  if (part)
    k_wf_gather<T><<<grid_for (outs), TPB, 0, st>>>
      ((const T *) x, part, (R *) var, (T *) mean, den_, pre, n, outs, chunks);
  e = cudaGetLastError ();
  /* the scratch is freed in stream order (device_array.cu's pool) */
  if (part)
    ga_dev_free (part);
  return e == cudaSuccess ? 0 : ga_dev_error (err, (int) e, "var (moments)");
}

static int
d_moments (const ga_devsq_plan *p, const void *x, double den, void *var,
           void *mean, ga_error *err)
{
  int prev, rc;
  if (p->axis.pre * p->axis.post == 0 || p->axis.n == 0)
    return 0;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  cudaStream_t st = (cudaStream_t) ga_dev_stream ();
  if (p->elem == GA_DOUBLE)
    rc = p->cplx ? launch_wf<ga_cdouble> (p, x, den, var, mean, st, err)
                 : launch_wf<double> (p, x, den, var, mean, st, err);
  else
    rc = p->cplx ? launch_wf<ga_csingle> (p, x, den, var, mean, st, err)
                 : launch_wf<float> (p, x, den, var, mean, st, err);
  ga_dev_leave (prev);
  return rc;
}

static const ga_devsq_backend cuda_engine = { "cuda", d_run, d_moments };

extern "C" const ga_devsq_backend *
ga_devsq_cuda (void)
{
  return &cuda_engine;
}
