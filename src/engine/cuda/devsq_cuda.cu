/* devsq_cuda.cu: the CUDA engine of the sum of squared deviations
 * (devsq.h), the second of var's two passes (the first is the mean on the
 * reduction engine).
 *
 * Why a kernel of its own: var was mean, then x - mean stored, then sumsq
 * of that: three reads and a write of x's size.  Here the deviation is
 * formed in registers from x and its slice's offset, so var is two reads
 * (mean, this) and a small write: for 16384x16384 single about half the
 * bytes of before (the old three passes ran at 2.0 ms on an H100, this
 * one should take about a single read's 0.45 ms at ~2.4 TB/s, with the
 * mean's, ~0.9 ms in all).  torch.std is one pass (Welford), so about
 * 0.5 ms: matching it needs a one-pass form, which this is not.
 * The walks, as the plan says (rows or not, runs of n):
 *   k_rows  (dim 1, slices of at least 64): a warp a (slice, run): each
 *           lane strides the run by 32 (a warp's load is one coalesced
 *           run of memory), UNROLL loads in flight before their adds;
 *           the lanes' sums meet by shuffles.
 *   k_cols  (elsewhere): a thread a (slice, run), neighbouring threads
 *           neighbouring slices (dim 2 and later: each step of a warp
 *           reads one contiguous row), UNROLL loads in flight.
 * With more than one run, the (slice, run) sums go to a scratch array and
 * k_gather adds each slice's runs in order.  Sums in double, as on the
 * CPU engine; the order inside a run differs from the CPU's (warp
 * shuffles), so the results agree within the summation bound, not bit
 * for bit.  Everything runs on the gpuArray stream.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdint.h>
#include <cuda_runtime.h>
#include "devsq.h"
#include "elem.h"
#include "device_array.h"

#define UNROLL 8
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
      const long long s = u % outs, c = u / outs;
      const long long k0 = c * len, k1 = k0 + len < n ? k0 + len : n;
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

static const ga_devsq_backend cuda_engine = { "cuda", d_run };

extern "C" const ga_devsq_backend *
ga_devsq_cuda (void)
{
  return &cuda_engine;
}
