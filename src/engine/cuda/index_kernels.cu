/* index_kernels.cu: gpuArray indexing, shape and constructor work on
 * device arrays (index_backend.h's ga_ix_cuda), queued on the gpuArray
 * stream of device_array.cu.
 *
 * One gather and one scatter kernel serve every indexing-like operation,
 * driven by the descriptor of index_ops.h (passed by value): a block row
 * works on one outer position (its offset computed once) and its threads
 * on the first output dimension, so G(:, j), G(:, 1:2:end) and
 * concatenation read and write whole columns coalesced; when the first
 * dimension is short (G(i, :), a gathered index list) every thread takes
 * one element instead.  A 2-D gather whose second dimension is the
 * contiguous one (a transpose, permute of two dims) goes through 32x32
 * tiles in shared memory, so that reads and writes are both coalesced.
 *
 * Random numbers: cuRAND's Philox4x32-10 through its device API
 * (curand_kernel.h, header-only: no generator object that a device reset
 * could leave dangling, nothing to link).  Element group j (4 elements)
 * of call c draws from subsequence j at offset 8c of (seed), so the
 * numbers depend on (seed, call, element) only, not on the launch shape.
 * cuRAND's uniforms are in (0, 1]; single ones that round to 1 are put
 * just below 1, so rand stays in (0, 1) as MATLAB's does.
 *
 * A gather or scatter whose offsets are contiguous runs at one pitch (no
 * lists; G(:, j1:j2), concatenation: each operand is a block of the
 * result, or a run per column for [G; H]) is a cudaMemcpyAsync or
 * cudaMemcpy2DAsync instead of a kernel (copy_runs).
 *
 * Logical masks become positions with CUB (count, then DeviceSelect::
 * Flagged over a counting iterator); index lists are checked in one pass
 * (the first bad position, the largest index: reduced per block, one
 * atomic per block) whose result the host reads.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <cuda_runtime.h>
#include <curand_kernel.h>
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_select.cuh>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <stdint.h>
#include <string.h>
#include "arrays.h"
#include "device_array.h"
#include "index_backend.h"

#define BLOCK 256
#define TILE 32

struct __align__ (16) w16 { unsigned long long a, b; };

static cudaStream_t
stream (void)
{
  return (cudaStream_t) ga_dev_stream ();
}

static unsigned
blocks_for (size_t n)
{
  const size_t b = (n + BLOCK - 1) / BLOCK;
  return (unsigned) (b < 1 ? 1 : b > 65535 ? 65535 : b);
}

/* After the launches of an entry point: the launch error, if any. */
static int
launched (ga_error *err, const char *what, int prev)
{
  const cudaError_t e = cudaGetLastError ();
  const int rc = e == cudaSuccess ? 0 : ga_dev_error (err, (int) e, what);
  ga_dev_leave (prev);
  return rc;
}

/* --------------------------------------------------- gather, scatter */

template <class W> __device__ __forceinline__ W conj_w (W v) { return v; }
template <> __device__ __forceinline__ unsigned long long
conj_w (unsigned long long v) { return v ^ (1ull << 63); }
template <> __device__ __forceinline__ w16
conj_w (w16 v) { v.b ^= 1ull << 63; return v; }

/* Block rows over outer positions, threads over the first dimension. */
template <class W, int SCATTER, int CONJ>
__global__ void
k_move_rows (ga_ix_desc d, const W *src, size_t src_n, W *dst, size_t outer)
{
  const size_t inner = d.n[0];
  for (size_t o = blockIdx.y; o < outer; o += gridDim.y)
    {
      const int64_t base = ga_ix_outer_off (&d, o);
      for (size_t i = (size_t) blockIdx.x * blockDim.x + threadIdx.x; i < inner;
           i += (size_t) gridDim.x * blockDim.x)
        {
          const int64_t off = base + ga_ix_off (&d, 0, i);
          const size_t lin = o * inner + i;
          if (SCATTER)
            dst[off] = src[src_n == 1 ? 0 : lin];
          else
            dst[lin] = CONJ ? conj_w (src[off]) : src[off];
        }
    }
}

/* One element per thread. */
template <class W, int SCATTER, int CONJ>
__global__ void
k_move_flat (ga_ix_desc d, const W *src, size_t src_n, W *dst, size_t n)
{
  for (size_t lin = (size_t) blockIdx.x * blockDim.x + threadIdx.x; lin < n;
       lin += (size_t) gridDim.x * blockDim.x)
    {
      const int64_t off = ga_ix_off (&d, 0, lin % d.n[0])
                          + ga_ix_outer_off (&d, lin / d.n[0]);
      if (SCATTER)
        dst[off] = src[src_n == 1 ? 0 : lin];
      else
        dst[lin] = CONJ ? conj_w (src[off]) : src[off];
    }
}

/* 2-D gather, both dims ranges, the second contiguous in the source
 * (step 1): tiles read along dim 1 and written along dim 0. */
template <class W, int CONJ>
__global__ void
k_transpose (ga_ix_desc d, const W *src, W *dst)
{
  __shared__ W tile[TILE][TILE + 1];
  const size_t n0 = d.n[0], n1 = d.n[1];
  for (size_t t1 = (size_t) blockIdx.y * TILE; t1 < n1; t1 += (size_t) gridDim.y * TILE)
    for (size_t t0 = (size_t) blockIdx.x * TILE; t0 < n0; t0 += (size_t) gridDim.x * TILE)
      {
        for (int r = threadIdx.y; r < TILE; r += blockDim.y)
          {
            const size_t c0 = t0 + r, c1 = t1 + threadIdx.x;
            if (c0 < n0 && c1 < n1)
              tile[r][threadIdx.x] = src[d.start[0] + (int64_t) c0 * d.step[0]
                                         + d.start[1] + (int64_t) c1];
          }
        __syncthreads ();
        for (int r = threadIdx.y; r < TILE; r += blockDim.y)
          {
            const size_t c0 = t0 + threadIdx.x, c1 = t1 + r;
            if (c0 < n0 && c1 < n1)
              {
                const W v = tile[threadIdx.x][r];
                dst[c1 * n0 + c0] = CONJ ? conj_w (v) : v;
              }
          }
        __syncthreads ();
      }
}

static unsigned
tiles_for (size_t n)
{
  const size_t t = (n + TILE - 1) / TILE;
  return (unsigned) (t < 1 ? 1 : t > 65535 ? 65535 : t);
}

template <class W, int SCATTER, int CONJ>
static void
launch_move (const ga_ix_desc *d, const void *src, size_t src_n, void *dst)
{
  const size_t n = ga_ix_count (d, 0), outer = ga_ix_count (d, 1);
  if (! SCATTER && d->nd == 2 && ! d->list[0] && ! d->list[1] && d->step[1] == 1
      && d->step[0] != 1 && d->n[0] >= TILE && d->n[1] >= TILE)
    k_transpose<W, CONJ><<<dim3 (tiles_for (d->n[0]), tiles_for (d->n[1])),
                           dim3 (TILE, 8), 0, stream ()>>> (*d, (const W *) src,
                                                            (W *) dst);
  else if (d->n[0] >= 128 || outer == 1)
    k_move_rows<W, SCATTER, CONJ><<<dim3 (blocks_for (d->n[0]),
                                          (unsigned) (outer < 65535 ? outer : 65535)),
                                    BLOCK, 0, stream ()>>> (*d, (const W *) src,
                                                            src_n, (W *) dst, outer);
  else
    k_move_flat<W, SCATTER, CONJ><<<blocks_for (n), BLOCK, 0, stream ()>>>
      (*d, (const W *) src, src_n, (W *) dst, n);
}

template <int SCATTER, int CONJ>
static void
move_width (const ga_ix_desc *d, const void *src, size_t src_n, void *dst,
            size_t width)
{
  switch (width)
    {
    case 1: launch_move<uint8_t, SCATTER, CONJ> (d, src, src_n, dst); break;
    case 2: launch_move<uint16_t, SCATTER, CONJ> (d, src, src_n, dst); break;
    case 4: launch_move<uint32_t, SCATTER, CONJ> (d, src, src_n, dst); break;
    case 8: launch_move<unsigned long long, SCATTER, CONJ> (d, src, src_n, dst); break;
    default: launch_move<w16, SCATTER, CONJ> (d, src, src_n, dst); break;
    }
}

/* Is every offset of d one of `runs` contiguous runs of `run` elements,
 * the first at *base and each `pitch` elements after the one before
 * (pitch >= run; ranges only)?  Then a gather or scatter is a copy: one
 * block when runs is 1 (G(:, j1:j2), cat along the last dimension), a 2-D
 * copy otherwise ([G; H]: a run per column).  Dims of length 1 add their
 * start only. */
static int
as_runs (const ga_ix_desc *d, int64_t *base, size_t *run, size_t *runs,
         int64_t *pitch)
{
  int k = 0;
  *base = 0;
  *run = 1;
  *runs = 1;
  *pitch = 0;
  for (int i = 0; i < d->nd; i++)
    {
      if (d->list[i])
        return 0;
      *base += d->start[i];
    }
  for (; k < d->nd; k++)
    if (d->n[k] != 1)
      {
        if (d->step[k] != (int64_t) *run)
          break;
        *run *= d->n[k];
      }
  for (; k < d->nd; k++)
    if (d->n[k] != 1)
      {
        if (*runs == 1)
          {
            *pitch = d->step[k];
            if (*pitch < (int64_t) *run)
              return 0;
          }
        else if (d->step[k] != *pitch * (int64_t) *runs)
          return 0;
        *runs *= d->n[k];
      }
  if (*runs == 1)
    *pitch = (int64_t) *run;
  return 1;
}

/* A gather (scatter: dst_side) that as_runs makes a copy, queued as one:
 * 1 if it was.  Runs under 512 bytes stay with the kernels (a 2-D copy of
 * narrow rows is slow), as do pitches beyond the copy's limit. */
static int
copy_runs (const ga_ix_desc *d, const void *src, void *dst, size_t width,
           int dst_side)
{
  int64_t base, pitch;
  size_t run, runs;
  const char *s = (const char *) src;
  char *t = (char *) dst;
  cudaError_t e;
  if (ga_ix_count (d, 0) == 0 || ! as_runs (d, &base, &run, &runs, &pitch)
      || base < 0)
    return 0;
  if (dst_side)
    t += (size_t) base * width;
  else
    s += (size_t) base * width;
  if (runs == 1)
    e = cudaMemcpyAsync (t, s, run * width, cudaMemcpyDeviceToDevice, stream ());
  else if (run * width < 512 || (size_t) pitch * width > (size_t) INT32_MAX)
    return 0;
  else
    e = cudaMemcpy2DAsync (t, dst_side ? (size_t) pitch * width : run * width,
                           s, dst_side ? run * width : (size_t) pitch * width,
                           run * width, runs, cudaMemcpyDeviceToDevice, stream ());
  if (e != cudaSuccess)
    cudaGetLastError ();            /* refused: the kernels do it */
  return e == cudaSuccess;
}

static int
d_gather (const ga_ix_desc *d, const void *src, void *dst, size_t width,
          int conj, ga_error *err)
{
  int prev, rc;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  if ((! conj || width < 8) && copy_runs (d, src, dst, width, 0))
    ;
  else if (conj && width >= 8)
    move_width<0, 1> (d, src, 0, dst, width);
  else
    move_width<0, 0> (d, src, 0, dst, width);
  return launched (err, "gather kernel", prev);
}

static int
d_scatter (const ga_ix_desc *d, const void *src, size_t src_n, void *dst,
           size_t width, ga_error *err)
{
  int prev, rc;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  if (src_n == 1 || ! copy_runs (d, src, dst, width, 1))
    move_width<1, 0> (d, src, src_n, dst, width);
  return launched (err, "scatter kernel", prev);
}

/* ------------------------------------------ conversion, sequences */

__global__ void
k_convert (ga_elem from, int fcplx, const void *in, ga_elem to, int tcplx,
           void *out, size_t n)
{
  for (size_t i = (size_t) blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += (size_t) gridDim.x * blockDim.x)
    ga_ix_convert_one (from, fcplx, in, to, tcplx, out, i);
}

static int
d_convert (ga_elem from, int fcplx, const void *in, ga_elem to, int tcplx,
           void *out, size_t n, ga_error *err)
{
  int prev, rc;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  k_convert<<<blocks_for (n), BLOCK, 0, stream ()>>> (from, fcplx, in, to,
                                                       tcplx, out, n);
  return launched (err, "conversion kernel", prev);
}

__global__ void
k_seq (ga_elem e, size_t n, double base, double inc, double last, int lin,
       void *out)
{
  for (size_t i = (size_t) blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += (size_t) gridDim.x * blockDim.x)
    if (e == GA_SINGLE)
      ((float *) out)[i] = ga_ix_seq_f ((float) base, (float) inc, (float) last,
                                        n, i, lin);
    else
      ga_put_d (e, out, i, ga_ix_seq_d (base, inc, last, n, i, lin));
}

static int
d_seq (ga_elem e, size_t n, double base, double inc, double last, int lin,
       void *out, ga_error *err)
{
  int prev, rc;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  k_seq<<<blocks_for (n), BLOCK, 0, stream ()>>> (e, n, base, inc, last, lin,
                                                  out);
  return launched (err, "sequence kernel", prev);
}

/* ---------------------------------------------------------- random */

__global__ void
k_rand (int kind, ga_elem e, size_t n, unsigned long long seed,
        unsigned long long call, double lo, double hi, void *out)
{
  const size_t groups = (n + 3) / 4;
  for (size_t j = (size_t) blockIdx.x * blockDim.x + threadIdx.x; j < groups;
       j += (size_t) gridDim.x * blockDim.x)
    {
      curandStatePhilox4_32_10_t st;
      double v[4];
      curand_init (seed, j, call * 8, &st);
      if (e == GA_SINGLE && kind != GA_RAND_INT)
        {
          const float4 f = kind == GA_RAND_NORMAL ? curand_normal4 (&st)
                                                  : curand_uniform4 (&st);
          const float ff[4] = {f.x, f.y, f.z, f.w};
          for (int q = 0; q < 4 && 4 * j + q < n; q++)
            ((float *) out)[4 * j + q] = kind == GA_RAND_UNIFORM && ff[q] >= 1.0f
                                         ? 0.99999994f : ff[q];
          continue;
        }
      for (int h = 0; h < 2; h++)
        {
          const double2 p = kind == GA_RAND_NORMAL ? curand_normal2_double (&st)
                                                   : curand_uniform2_double (&st);
          v[2 * h] = p.x;
          v[2 * h + 1] = p.y;
        }
      for (int q = 0; q < 4 && 4 * j + q < n; q++)
        {
          double x = v[q];
          if (kind == GA_RAND_INT)
            {
              x = floor (lo + x * (hi - lo + 1));
              x = x > hi ? hi : x;
            }
          ga_put_d (e, out, 4 * j + q, x);
        }
    }
}

static int
d_rand (int kind, ga_elem e, size_t n, uint64_t seed, uint64_t call, double lo,
        double hi, void *out, ga_error *err)
{
  int prev, rc;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  k_rand<<<blocks_for ((n + 3) / 4), BLOCK, 0, stream ()>>> (kind, e, n, seed,
                                                              call, lo, hi, out);
  return launched (err, "random number kernel", prev);
}

/* --------------------------------------------- index lists, masks */

/* flags[0]: the first bad position (all ones: none), flags[1]: the
 * largest index.  Each thread keeps its own first bad position and
 * largest index, the block reduces them (warp shuffles, then one warp),
 * and one thread per block updates flags: an atomic per element on one
 * address serialised the whole pass (51.6 ms for the 64 M positions of a
 * half-true 1 GiB mask on the H200). */
__global__ void
k_to_index (ga_elem e, const void *in, size_t n, int64_t *out,
            unsigned long long *flags)
{
  __shared__ unsigned long long s_bad[BLOCK / 32], s_max[BLOCK / 32];
  unsigned long long bad = ~0ull, mx = 0;
  for (size_t i = (size_t) blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += (size_t) gridDim.x * blockDim.x)
    {
      double v;
      ga_ix_convert_one (e, 0, (const char *) in + i * ga_ix_size (e),
                         GA_DOUBLE, 0, &v, 0);
      if (! (v >= 1 && v == floor (v) && v < 9.2e18))
        {
          if (bad == ~0ull)
            bad = i;                  /* the loop visits i in order */
          continue;
        }
      out[i] = (int64_t) v - 1;
      if ((unsigned long long) v > mx)
        mx = (unsigned long long) v;
    }
  for (int o = 16; o > 0; o >>= 1)
    {
      const unsigned long long b2 = __shfl_down_sync (0xffffffffu, bad, o),
        m2 = __shfl_down_sync (0xffffffffu, mx, o);
      bad = b2 < bad ? b2 : bad;
      mx = m2 > mx ? m2 : mx;
    }
  if ((threadIdx.x & 31) == 0)
    {
      s_bad[threadIdx.x / 32] = bad;
      s_max[threadIdx.x / 32] = mx;
    }
  __syncthreads ();
  if (threadIdx.x == 0)
    {
      for (int w = 1; w < BLOCK / 32; w++)
        {
          bad = s_bad[w] < bad ? s_bad[w] : bad;
          mx = s_max[w] > mx ? s_max[w] : mx;
        }
      if (bad != ~0ull)
        atomicMin (&flags[0], bad);
      if (mx)
        atomicMax (&flags[1], mx);
    }
}

static int
sync_read (void *dst, const void *src, size_t bytes, ga_error *err)
{
  cudaError_t e = cudaMemcpyAsync (dst, src, bytes, cudaMemcpyDeviceToHost,
                                   stream ());
  if (e == cudaSuccess)
    e = cudaStreamSynchronize (stream ());
  return e == cudaSuccess ? 0 : ga_dev_error (err, (int) e, "index check");
}

static int
d_to_index (ga_elem e, const void *in, size_t n, int64_t *out,
            ga_ix_check *chk, ga_error *err)
{
  unsigned long long *flags = NULL, h[2] = {0, 0};
  int prev, rc;
  memset (chk, 0, sizeof *chk);
  if (n == 0)
    return 0;
  if ((rc = ga_dev_alloc (2 * sizeof *flags, (void **) &flags, err)) != 0)
    return rc;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    {
      ga_dev_free (flags);
      return rc;
    }
  cudaMemsetAsync (flags, 0xff, sizeof *flags, stream ());
  cudaMemsetAsync (flags + 1, 0, sizeof *flags, stream ());
  k_to_index<<<blocks_for (n), BLOCK, 0, stream ()>>> (e, in, n, out, flags);
  rc = launched (err, "index kernel", prev);
  if (rc == 0 && (rc = ga_dev_enter (&prev, err)) == 0)
    {
      rc = sync_read (h, flags, sizeof h, err);
      if (rc == 0 && h[0] != ~0ull)
        {
          char one[16];
          chk->bad = 1;
          rc = sync_read (one, (const char *) in + h[0] * ga_elem_size (e),
                          ga_elem_size (e), err);
          ga_ix_convert_one (e, 0, one, GA_DOUBLE, 0, &chk->value, 0);
        }
      chk->max = (double) h[1];
      ga_dev_leave (prev);
    }
  ga_dev_free (flags);
  return rc;
}

struct to_position {
  __host__ __device__ double operator() (long long i) const { return (double) (i + 1); }
};
struct nonzero {
  __host__ __device__ long long operator() (uint8_t b) const { return b != 0; }
};

static int
d_find (const uint8_t *mask, size_t n, double **out, size_t *count,
        ga_error *err)
{
  auto pos = thrust::make_transform_iterator (thrust::counting_iterator<long long> (0),
                                              to_position ());
  auto ones = thrust::make_transform_iterator (mask, nonzero ());
  long long *d_count = NULL, h_count = 0;
  size_t bytes_sum = 0, bytes_sel = 0;
  void *tmp = NULL;
  int prev, rc;
  const long long nn = (long long) n;
  *out = NULL;
  *count = 0;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  cub::DeviceReduce::Sum (NULL, bytes_sum, ones, d_count, nn, stream ());
  cub::DeviceSelect::Flagged (NULL, bytes_sel, pos, mask, (double *) NULL,
                              d_count, nn, stream ());
  ga_dev_leave (prev);
  if ((rc = ga_dev_alloc (sizeof *d_count, (void **) &d_count, err)) != 0
      || (rc = ga_dev_alloc (bytes_sum > bytes_sel ? bytes_sum : bytes_sel,
                             &tmp, err)) != 0)
    goto done;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    goto done;
  cub::DeviceReduce::Sum (tmp, bytes_sum, ones, d_count, nn, stream ());
  rc = launched (err, "mask count", prev);
  if (rc == 0 && (rc = ga_dev_enter (&prev, err)) == 0)
    {
      rc = sync_read (&h_count, d_count, sizeof h_count, err);
      ga_dev_leave (prev);
    }
  if (rc != 0 || h_count == 0)
    goto done;
  if ((rc = ga_dev_alloc ((size_t) h_count * sizeof (double), (void **) out,
                          err)) != 0)
    goto done;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    goto done;
  cub::DeviceSelect::Flagged (tmp, bytes_sel, pos, mask, *out, d_count, nn,
                              stream ());
  rc = launched (err, "mask positions", prev);
  *count = (size_t) h_count;
done:
  if (rc != 0 && *out)
    {
      ga_dev_free (*out);
      *out = NULL;
      *count = 0;
    }
  ga_dev_free (tmp);
  ga_dev_free (d_count);
  return rc;
}

/* -------------------------------------------------------- the table */

static int
d_put (void *dst, const void *src, size_t bytes, ga_error *err)
{
  return ga_dev_upload (dst, src, bytes, err);
}

static const ga_ix_backend cuda_backend = {
  ga_dev_alloc, ga_dev_free, d_put, d_gather, d_scatter, d_convert, d_seq,
  d_rand, d_to_index, d_find};

extern "C" const ga_ix_backend *
ga_ix_cuda (void)
{
  return ga_dev_count () > 0 ? &cuda_backend : NULL;
}
