/* filter_cuda.cu: the CUDA engine of filter (fft.h's ga_filter_backend
 * run), the chunked plan of filter_chunks.h as the CPU engine
 * (cpu/filter_cpu.c) runs it: the same chunks, the same work items, the
 * same arithmetic in the same order.
 *
 * Passes 1 and 3 are k_chunks, one thread a work item (a chunk of a
 * column; neighbouring threads take neighbouring columns of one chunk,
 * so a strided layout reads whole rows); its state in registers (the
 * template's NSMAX, the first of 4, 8, 32 that holds ns) and its
 * coefficients in the kernel's parameters.  Pass 2 is k_carry, one thread
 * a column, the running state in registers in double and the next
 * chunk's f loaded before the current product.  States of more than
 * GA_FILTER_CHUNK_MAXNS values (one chunk by the plan) run k_column, the
 * sequential recurrence with the state kept in ZF.  Everything is queued
 * on the gpuArray stream; the carry slots come from the package's pool.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <string.h>
#include <cuda_runtime.h>
#include "filter_chunks.h"
#include "device_array.h"
#include "complex_arith.cuh"

/* the carry slots' type of a data type, and the conversions */
template <typename T> struct slot_of { typedef double type; };
template <> struct slot_of<float2> { typedef double2 type; };
template <> struct slot_of<double2> { typedef double2 type; };

__device__ inline double to_slot (float v) { return (double) v; }
__device__ inline double to_slot (double v) { return v; }
__device__ inline double2 to_slot (float2 v)
{ return make_double2 ((double) v.x, (double) v.y); }
__device__ inline double2 to_slot (double2 v) { return v; }
template <typename T> __device__ inline T from_slot (double v);
template <> __device__ inline float from_slot<float> (double v)
{ return (float) v; }
template <> __device__ inline double from_slot<double> (double v) { return v; }
template <typename T> __device__ inline T from_slot (double2 v);
template <> __device__ inline float2 from_slot<float2> (double2 v)
{ return make_float2 ((float) v.x, (float) v.y); }
template <> __device__ inline double2 from_slot<double2> (double2 v)
{ return v; }

template <typename T, int NSMAX>
struct coefs { T b[NSMAX + 1], a[NSMAX + 1]; };

/* Pass 1 (pass == 1) or 3 of work items [0, items): cpu/filter_cpu.c's
 * CHUNK_FN, the state in registers (l < ns of NSMAX). */
template <typename T, int NSMAX>
__global__ void
k_chunks (coefs<T, NSMAX> cf, const T *__restrict__ zi,
          const T *__restrict__ x, T *__restrict__ y, T *__restrict__ zf,
          typename slot_of<T>::type *__restrict__ slot, long long pre,
          long long n,
          long long ncol, long long len, long long nchunk, int ns, int fir,
          int pass, long long items)
{
  T B[NSMAX + 1], A[NSMAX + 1];
#pragma unroll
  for (int l = 0; l <= NSMAX; l++)
    {                           /* in registers for the whole loop */
      B[l] = cf.b[l];
      A[l] = cf.a[l];
    }
  for (long long w = blockIdx.x * (long long) blockDim.x + threadIdx.x;
       w < items; w += (long long) gridDim.x * blockDim.x)
    {
      const long long col = w % ncol, ch = w / ncol;
      const long long base = col % pre + pre * n * (col / pre);
      const long long c0 = ch * len, k1 = c0 + len < n ? c0 + len : n;
      /* a FIR state is its last ns inputs' (the same sums either way) */
      const long long k0 = pass == 1 && fir && k1 - c0 > ns ? k1 - ns : c0;
      T s[NSMAX];
#pragma unroll
      for (int l = 0; l < NSMAX; l++)
        if (l < ns)
          {
            if (ch == 0 && zi)
              s[l] = zi[col * ns + l];
            else if (ch > 0 && pass == 3)
              s[l] = from_slot<T> (slot[(col + ncol * (ch - 1)) * ns + l]);
            else
              s[l] = fz<T> ();
          }
#pragma unroll (NSMAX <= 8 ? 4 : 1)
      for (long long k = k0; k < k1; k++)
        {                       /* restrict: x's next loads go ahead */
          const T xk = x[base + k * pre];
          const T yk = (ns ? s[0] : fz<T> ()) + B[0] * xk;
          if (pass == 3)
            y[base + k * pre] = yk;
          if (fir)
            {
#pragma unroll
              for (int l = 0; l < NSMAX; l++)
                if (l + 1 < NSMAX && l + 1 < ns)
                  s[l] = s[l + 1] + B[l + 1] * xk;
                else if (l + 1 == ns)
                  s[l] = B[l + 1] * xk;
            }
          else
            {
#pragma unroll
              for (int l = 0; l < NSMAX; l++)
                if (l + 1 < NSMAX && l + 1 < ns)
                  s[l] = s[l + 1] - A[l + 1] * yk + B[l + 1] * xk;
                else if (l + 1 == ns)
                  s[l] = B[l + 1] * xk - A[l + 1] * yk;
            }
        }
#pragma unroll
      for (int l = 0; l < NSMAX; l++)
        if (l < ns)
          {
            if (pass == 1)
              slot[(col + ncol * ch) * ns + l] = to_slot (s[l]);
            else if (ch + 1 == nchunk)
              zf[col * ns + l] = s[l];
          }
    }
}

/* Pass 2: cpu/filter_cpu.c's CARRY_FN, one thread a column. */
template <typename ST, int NSMAX>
__global__ void
k_carry (const ST *__restrict__ ml, ST *__restrict__ slot, long long ncol,
         long long nchunk, int ns)
{
  for (long long col = blockIdx.x * (long long) blockDim.x + threadIdx.x;
       col < ncol; col += (long long) gridDim.x * blockDim.x)
    {
      ST s[NSMAX], f[NSMAX];
#pragma unroll
      for (int l = 0; l < NSMAX; l++)
        if (l < ns)
          {
            s[l] = slot[col * ns + l];
            f[l] = 1 < nchunk - 1 ? slot[(col + ncol) * ns + l] : fz<ST> ();
          }
      for (long long ch = 1; ch + 1 < nchunk; ch++)
        {
          ST *fp = slot + (col + ncol * ch) * ns, v[NSMAX], g[NSMAX];
#pragma unroll
          for (int l = 0; l < NSMAX; l++)
            if (l < ns)         /* the next chunk's f, ahead of its use */
              g[l] = ch + 2 < nchunk ? fp[ncol * ns + l] : fz<ST> ();
#pragma unroll
          for (int r = 0; r < NSMAX; r++)
            if (r < ns)
              {
                ST acc = f[r];
#pragma unroll
                for (int k = 0; k < NSMAX; k++)
                  if (k < ns)
                    acc = acc + ml[r + ns * k] * s[k];
                v[r] = acc;
              }
#pragma unroll
          for (int l = 0; l < NSMAX; l++)
            if (l < ns)
              {
                fp[l] = s[l] = v[l];
                f[l] = g[l];
              }
        }
    }
}

/* The sequential recurrence of any ns (one chunk), the state in ZF. */
template <typename T>
__global__ void
k_column (const T *B, const T *A, const T *zi, const T *x, T *y, T *zf,
          long long pre, long long n, long long post, long long ns, int fir)
{
  const long long ncol = pre * post;
  for (long long col = blockIdx.x * (long long) blockDim.x + threadIdx.x;
       col < ncol; col += (long long) gridDim.x * blockDim.x)
    {
      const long long base = col % pre + pre * n * (col / pre);
      T *si = zf + col * ns;
      for (long long l = 0; l < ns; l++)
        si[l] = zi ? zi[col * ns + l] : fz<T> ();
      for (long long k = 0; k < n; k++)
        {
          const T xk = x[base + k * pre];
          const T yk = (ns ? si[0] : fz<T> ()) + B[0] * xk;
          y[base + k * pre] = yk;
          if (! ns)
            continue;
          if (fir)
            {
              for (long long l = 0; l + 1 < ns; l++)
                si[l] = si[l + 1] + B[l + 1] * xk;
              si[ns - 1] = B[ns] * xk;
            }
          else
            {
              for (long long l = 0; l + 1 < ns; l++)
                si[l] = si[l + 1] - A[l + 1] * yk + B[l + 1] * xk;
              si[ns - 1] = B[ns] * xk - A[ns] * yk;
            }
        }
    }
}

static unsigned
grid_of (long long items)
{
  const long long g = (items + 255) / 256;
  return (unsigned) (g < 1 ? 1 : g > 65536 ? 65536 : g);
}

/* The three passes with the state held in NSMAX registers. */
template <typename T, int NSMAX>
static void
passes (const ga_filter_plan *p, const ga_filter_chunks *c, const void *b,
        const void *a, const void *zi, const void *x, void *y, void *zf,
        void *slot, const void *ml, cudaStream_t st)
{
  typedef typename slot_of<T>::type ST;
  coefs<T, NSMAX> cf;
  const int ns = (int) c->ns;
  const long long ncol = (long long) c->ncol, nchunk = (long long) c->nchunk;
  memset (&cf, 0, sizeof cf);
  memcpy (cf.b, b, p->nab * sizeof (T));
  memcpy (cf.a, a, p->nab * sizeof (T));
#define CHUNKS(PASS, ITEMS)                                                   \
  k_chunks<T, NSMAX><<<grid_of (ITEMS), 256, 0, st>>> (                       \
      cf, (const T *) zi, (const T *) x, (T *) y, (T *) zf, (ST *) slot,      \
      (long long) p->pre, (long long) p->n, ncol, (long long) c->len, nchunk, \
      ns, p->fir, PASS, ITEMS)
  if (nchunk > 1 && ns > 0)
    {
      CHUNKS (1, ncol * (nchunk - 1));
      if (! c->ml_zero)
        k_carry<ST, NSMAX><<<grid_of (ncol), 256, 0, st>>> (
            (const ST *) ml, (ST *) slot, ncol, nchunk, ns);
    }
  CHUNKS (3, ncol * nchunk);
#undef CHUNKS
}

template <typename T>
static void
launch (const ga_filter_plan *p, const ga_filter_chunks *c, const void *b,
        const void *a, const void *dcoef, const void *zi, const void *x,
        void *y, void *zf, void *slot, const void *ml, cudaStream_t st)
{
  if (c->ns <= 4)
    passes<T, 4> (p, c, b, a, zi, x, y, zf, slot, ml, st);
  else if (c->ns <= 8)
    passes<T, 8> (p, c, b, a, zi, x, y, zf, slot, ml, st);
  else if (c->ns <= GA_FILTER_CHUNK_MAXNS)
    passes<T, GA_FILTER_CHUNK_MAXNS> (p, c, b, a, zi, x, y, zf, slot, ml, st);
  else
    k_column<T><<<grid_of ((long long) c->ncol), 256, 0, st>>> (
        (const T *) dcoef, (const T *) dcoef + p->nab, (const T *) zi,
        (const T *) x, (T *) y, (T *) zf, (long long) p->pre,
        (long long) p->n, (long long) p->post, (long long) c->ns, p->fir);
}

extern "C" int
ga_filter_cuda_run (const ga_filter_plan *p, const void *b, const void *a,
                    const void *zi, const void *x, void *y, void *zf,
                    ga_error *err)
{
  const size_t w = (p->single ? 4 : 8) * (p->cplx ? 2 : 1);
  ga_filter_chunks c;
  void *dcoef = NULL, *slot = NULL, *ml = NULL;
  size_t bytes;
  int prev, rc;
  if (ga_filter_chunks_make (p, a, &c, err) != 0)
    return -1;
  if (c.ncol == 0)
    return 0;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    {
      ga_filter_chunks_free (&c);
      return rc;
    }
  cudaStream_t st = (cudaStream_t) ga_dev_stream ();
  bytes = ga_filter_carry_bytes (p, &c);
  if (c.ns > GA_FILTER_CHUNK_MAXNS)
    {                           /* k_column reads B and A from the device */
      if ((rc = ga_dev_alloc (2 * p->nab * w, &dcoef, err)) != 0
          || (rc = ga_dev_upload (dcoef, b, p->nab * w, err)) != 0
          || (rc = ga_dev_upload ((char *) dcoef + p->nab * w, a,
                                  p->nab * w, err)) != 0)
        goto out;
    }
  if (bytes > 0 && (rc = ga_dev_alloc (bytes, &slot, err)) != 0)
    goto out;
  if (c.ml)
    {
      const size_t mb = c.ns * c.ns * sizeof (double) * (p->cplx ? 2 : 1);
      if ((rc = ga_dev_alloc (mb, &ml, err)) != 0
          || (rc = ga_dev_upload (ml, c.ml, mb, err)) != 0)
        goto out;
    }
  if (p->single && p->cplx)
    launch<float2> (p, &c, b, a, dcoef, zi, x, y, zf, slot, ml, st);
  else if (p->single)
    launch<float> (p, &c, b, a, dcoef, zi, x, y, zf, slot, ml, st);
  else if (p->cplx)
    launch<double2> (p, &c, b, a, dcoef, zi, x, y, zf, slot, ml, st);
  else
    launch<double> (p, &c, b, a, dcoef, zi, x, y, zf, slot, ml, st);
  {
    cudaError_t e = cudaGetLastError ();
    rc = e == cudaSuccess ? 0 : ga_dev_error (err, (int) e, "filter");
  }
out:
  ga_dev_free (dcoef);
  ga_dev_free (slot);
  ga_dev_free (ml);
  ga_filter_chunks_free (&c);
  ga_dev_leave (prev);
  return rc;
}
