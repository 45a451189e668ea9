/* select_cuda.cu: the selection engine (select.h) on device arrays,
 * queued on the gpuArray stream of device_array.cu.
 *
 * find and nnz: CUB's device-wide primitives from the toolkit, the tool
 * made for a stream compaction: DeviceReduce::Sum counts the nonzeros
 * (a flag per element, select_ops.h's test, read through a transform
 * iterator: no mask is written), DeviceSelect::Flagged writes the
 * positions (a counting iterator made 1-based doubles) in index order.
 * One-byte masks (logical, int8, uint8: find (G > t), the common call)
 * go instead to two kernels of their own over tiles of 16 KiB, read as
 * 16-byte vectors: one counts each tile's nonzeros, CUB's DeviceScan
 * gives each tile its first output place, and the other counts again and
 * writes the positions through shared memory, 4 KiB of the mask a round.
 * CUB's iterators read the mask a byte a load: find of a 1 GiB logical
 * mask of density 0.5 / 0.01 took 6.4 / 5.7 ms that way on an H100, 2.8
 * / 1.4 by these kernels (torch.nonzero 3.5 / 2.6; 2026-12-06, 1ce5d17).
 * find (X, N) and find (X, N, "last") select chunk by chunk into a
 * buffer of a fixed size, from the front (or the back), until the ranks
 * asked for are copied out: find (G, 1) of a dense 1 GiB mask needs no
 * 8 GiB list of every position.
 *
 * histc: one thread per element finds its bin by binary search over the
 * edges (select_ops.h) and adds 1 with an atomic: counts are integers,
 * so any order of the adds gives the same result, and atomics need no
 * sort.  When all counts fit in shared memory (GA_SEL_SHARED_BINS), each
 * block counts in shared memory first and adds its counts once, so that
 * a few hot bins do not serialise the whole grid on global atomics.
 *
 * accumarray: sort, then reduce.  Floating-point sums depend on their
 * order, and atomics add in whatever order the threads arrive; Octave
 * adds in index order.  A stable radix sort of the subscripts
 * (DeviceRadixSort::SortPairs, with the positions as values) keeps equal
 * subscripts in index order, DeviceRunLengthEncode finds the runs, and
 * one thread per run folds its values in that order: the same sums,
 * maxima and minima (ties, NaN) as Octave's loop, bit for bit (the file
 * is compiled with -fmad=false).  A run is folded by one thread, so a
 * subscript that takes most values is slow; exactness is the point.
 *
 * The CUDA blocks of inst/tests/test_gpuarray_select.m exercise it: 17/17
 * on an H100 (049fc81) and an H200 (6ec202b), 2026-12-05.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <cuda_runtime.h>
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_select.cuh>
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_run_length_encode.cuh>
#include <cub/device/device_scan.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_reduce.cuh>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "arrays.h"
#include "device_array.h"
#include "select.h"
#include "select_ops.h"

#define BLOCK 256
#define GA_SEL_SHARED_BINS 2048

static cudaStream_t
stream (void)
{
  return (cudaStream_t) ga_dev_stream ();
}

static unsigned
blocks_for (size_t n)
{
  const size_t b = (n + BLOCK - 1) / BLOCK;
  return (unsigned) (b < 65535 * 8 ? (b ? b : 1) : 65535 * 8);
}

static int
launched (ga_error *err, const char *what, int prev)
{
  const cudaError_t e = cudaGetLastError ();
  const int rc = e == cudaSuccess ? 0 : ga_dev_error (err, (int) e, what);
  ga_dev_leave (prev);
  return rc;
}

/* Copy back and wait (the caller has entered). */
static int
sync_read (void *dst, const void *src, size_t bytes, ga_error *err)
{
  cudaError_t e = cudaMemcpyAsync (dst, src, bytes, cudaMemcpyDeviceToHost,
                                   stream ());
  if (e == cudaSuccess)
    e = cudaStreamSynchronize (stream ());
  return e == cudaSuccess ? 0 : ga_dev_error (err, (int) e, "selection");
}

/* One count the device has written, into *h (this waits). */
static int
read_count (const long long *d, size_t *h, ga_error *err)
{
  long long v = 0;
  int prev, rc = ga_dev_enter (&prev, err);
  if (rc == 0)
    {
      rc = sync_read (&v, d, sizeof v, err);
      ga_dev_leave (prev);
    }
  *h = (size_t) v;
  return rc;
}

/* ------------------------------------------------------------ find */

struct nz_flag {
  ga_elem e;
  int cplx;
  const void *x;
  __host__ __device__ bool operator() (long long i) const
  {
    return ga_sel_nonzero (e, cplx, x, (size_t) i) != 0;
  }
};
struct nz_count {
  nz_flag f;
  __host__ __device__ long long operator() (long long i) const { return f (i); }
};
struct to_position {
  __host__ __device__ double operator() (long long i) const { return (double) (i + 1); }
};

/* ------------------------------------------------ one-byte masks */

#define NZ_THREADS 256
#define NZ_VECS 4                                 /* 16-byte loads a thread */
#define NZ_TILE ((size_t) NZ_THREADS * NZ_VECS * 16)

/* Whether find's own kernels take x: one-byte real elements, 16-byte
 * aligned (the pool's allocations are). */
static int
nz_bytes_ok (ga_elem e, int cplx, const void *x)
{
  return ! cplx && (e == GA_LOGICAL || e == GA_INT8 || e == GA_UINT8)
         && ((uintptr_t) x & 15) == 0;
}

/* The nonzero bytes of one word. */
static __device__ __forceinline__ unsigned
nz_in_word (unsigned w)
{
  return (unsigned) __popc (__vcmpne4 (w, 0u)) >> 3;
}

/* A thread's 64 bytes of tile `tile` (zeros past n) and their count. */
static __device__ __forceinline__ unsigned
nz_load (const unsigned char *x, size_t n, size_t at, uint4 v[NZ_VECS])
{
  unsigned c = 0;
  if (at + NZ_VECS * 16 <= n)
    {
#pragma unroll
      for (int i = 0; i < NZ_VECS; i++)
        v[i] = ((const uint4 *) (x + at))[i];
    }
  else
    {
      unsigned w[NZ_VECS * 4];
#pragma unroll
      for (int i = 0; i < NZ_VECS * 4; i++)
        {
          w[i] = 0;
          for (int b = 0; b < 4; b++)
            if (at + 4 * i + b < n)
              w[i] |= (unsigned) x[at + 4 * i + b] << (8 * b);
        }
#pragma unroll
      for (int i = 0; i < NZ_VECS; i++)
        v[i] = make_uint4 (w[4 * i], w[4 * i + 1], w[4 * i + 2], w[4 * i + 3]);
    }
#pragma unroll
  for (int i = 0; i < NZ_VECS; i++)
    c += nz_in_word (v[i].x) + nz_in_word (v[i].y) + nz_in_word (v[i].z)
         + nz_in_word (v[i].w);
  return c;
}

/* Each tile's count of nonzeros. */
static __global__ void
k_nz_count (const unsigned char *x, size_t n, long long *tcount)
{
  typedef cub::BlockReduce<unsigned, NZ_THREADS> red_t;
  __shared__ typename red_t::TempStorage tmp;
  const size_t ntiles = (n + NZ_TILE - 1) / NZ_TILE;
  for (size_t tile = blockIdx.x; tile < ntiles; tile += gridDim.x)
    {
      uint4 v[NZ_VECS];
      const unsigned c = nz_load (x, n, tile * NZ_TILE + threadIdx.x * NZ_VECS * 16, v);
      const unsigned t = red_t (tmp).Sum (c);
      if (threadIdx.x == 0)
        tcount[tile] = t;
      __syncthreads ();
    }
}

/* The positions (1-based doubles) of each tile's nonzeros, from its first
 * place (tincl[tile] - tcount[tile]), in index order: a tile in
 * NZ_VECS rounds of one 16-byte vector a thread, each round's places
 * scanned over the block, kept in shared memory and written out by the
 * whole block, so that the stores are contiguous.  (Each thread writing
 * its own 64 bytes' positions made find of a 1 GiB mask of density 0.5
 * take 16.1 ms on an H200, 0.20x torch.) */
static __global__ void
k_nz_write (const unsigned char *x, size_t n, const long long *tcount,
            const long long *tincl, double *out)
{
  typedef cub::BlockScan<unsigned, NZ_THREADS> scan_t;
  __shared__ typename scan_t::TempStorage tmp;
  __shared__ unsigned short place[NZ_THREADS * 16];
  const size_t ntiles = (n + NZ_TILE - 1) / NZ_TILE;
  for (size_t tile = blockIdx.x; tile < ntiles; tile += gridDim.x)
    {
      double *o = out + (tincl[tile] - tcount[tile]);
      const size_t t0 = tile * NZ_TILE;
      for (int i = 0; i < NZ_VECS; i++)
        {
          const size_t r0 = t0 + (size_t) i * NZ_THREADS * 16;
          const size_t at = r0 + threadIdx.x * 16;
          unsigned w[4] = {0, 0, 0, 0}, c = 0, off, all;
          if (at + 16 <= n)
            {
              const uint4 v = *(const uint4 *) (x + at);
              w[0] = v.x;
              w[1] = v.y;
              w[2] = v.z;
              w[3] = v.w;
            }
          else
            for (int b = 0; b < 16 && at + b < n; b++)
              w[b >> 2] |= (unsigned) x[at + b] << (8 * (b & 3));
#pragma unroll
          for (int q = 0; q < 4; q++)
            c += nz_in_word (w[q]);
          scan_t (tmp).ExclusiveSum (c, off, all);
#pragma unroll
          for (int q = 0; q < 4; q++)
#pragma unroll
            for (int b = 0; b < 4; b++)
              if ((w[q] >> (8 * b)) & 0xffu)
                place[off++] = (unsigned short) (threadIdx.x * 16 + 4 * q + b);
          __syncthreads ();
          for (unsigned j = threadIdx.x; j < all; j += NZ_THREADS)
            o[j] = (double) (r0 + place[j] + 1);
          o += all;
          __syncthreads ();
        }
    }
}

static unsigned
nz_grid (size_t n)
{
  const size_t t = (n + NZ_TILE - 1) / NZ_TILE;
  return (unsigned) (t < 65535u * 32u ? (t ? t : 1) : 65535u * 32u);
}

/* The tiles' counts (and with tincl their inclusive sums) queued; *total
 * (when not NULL) the count, read back (this waits). */
static int
byte_tiles (const void *x, size_t n, long long *tcount, long long *tincl,
          size_t *total, ga_error *err)
{
  const size_t nt = (n + NZ_TILE - 1) / NZ_TILE;
  long long *d_sum = NULL;
  size_t b1 = 0, b2 = 0, bytes;
  void *tmp = NULL;
  int prev, rc;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  cub::DeviceScan::InclusiveSum (NULL, b1, tcount, tincl, (long long) nt, stream ());
  cub::DeviceReduce::Sum (NULL, b2, tcount, d_sum, (long long) nt, stream ());
  ga_dev_leave (prev);
  bytes = b1 > b2 ? b1 : b2;
  if ((rc = ga_dev_alloc (sizeof *d_sum, (void **) &d_sum, err)) != 0
      || (rc = ga_dev_alloc (bytes ? bytes : 16, &tmp, err)) != 0
      || (rc = ga_dev_enter (&prev, err)) != 0)
    goto done;
  k_nz_count<<<nz_grid (n), NZ_THREADS, 0, stream ()>>> ((const unsigned char *) x, n, tcount);
  if (tincl)
    cub::DeviceScan::InclusiveSum (tmp, b1, tcount, tincl, (long long) nt, stream ());
  if (total)
    cub::DeviceReduce::Sum (tmp, b2, tcount, d_sum, (long long) nt, stream ());
  rc = launched (err, "nonzero count", prev);
  if (rc == 0 && total)
    rc = read_count (d_sum, total, err);
done:
  ga_dev_free (tmp);
  ga_dev_free (d_sum);
  return rc;
}

/* count (out NULL): the nonzeros, into *count; else their positions
 * into out. */
static int
byte_find (const void *x, size_t n, size_t *count, double *out, ga_error *err)
{
  long long *t = NULL;
  const size_t nt = (n + NZ_TILE - 1) / NZ_TILE;
  int prev, rc = ga_dev_alloc (2 * nt * sizeof *t, (void **) &t, err);
  if (rc == 0 && (rc = byte_tiles (x, n, t, out ? t + nt : NULL, out ? NULL : count,
                                   err)) == 0
      && out && (rc = ga_dev_enter (&prev, err)) == 0)
    {
      k_nz_write<<<nz_grid (n), NZ_THREADS, 0, stream ()>>> ((const unsigned char *) x, n,
                                                            t, t + nt, out);
      rc = launched (err, "find", prev);
    }
  ga_dev_free (t);
  return rc;
}

static int
d_count (ga_elem e, int cplx, const void *x, size_t n, size_t *count,
         ga_error *err)
{
  if (n && nz_bytes_ok (e, cplx, x))
    return byte_find (x, n, count, NULL, err);
  const nz_flag f = {e, cplx, x};
  const nz_count c = {f};
  auto ones = thrust::make_transform_iterator (thrust::counting_iterator<long long> (0), c);
  long long *d_n = NULL;
  size_t bytes = 0;
  void *tmp = NULL;
  int prev, rc;
  *count = 0;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  cub::DeviceReduce::Sum (NULL, bytes, ones, d_n, (long long) n, stream ());
  ga_dev_leave (prev);
  if ((rc = ga_dev_alloc (sizeof *d_n, (void **) &d_n, err)) != 0
      || (rc = ga_dev_alloc (bytes, &tmp, err)) != 0)
    goto done;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    goto done;
  cub::DeviceReduce::Sum (tmp, bytes, ones, d_n, (long long) n, stream ());
  rc = launched (err, "nonzero count", prev);
  if (rc == 0)
    rc = read_count (d_n, count, err);
done:
  ga_dev_free (tmp);
  ga_dev_free (d_n);
  return rc;
}

/* Positions of the nonzeros among x[start, start + len) into out (from
 * the chunk's first); *c: how many (read back: this waits). */
static int
select_chunk (const nz_flag &f, size_t start, size_t len, void *tmp,
              size_t bytes, long long *d_n, double *out, size_t *c,
              ga_error *err)
{
  auto flags = thrust::make_transform_iterator (
      thrust::counting_iterator<long long> ((long long) start), f);
  auto pos = thrust::make_transform_iterator (
      thrust::counting_iterator<long long> ((long long) start), to_position ());
  int prev, rc;
  *c = 0;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  cub::DeviceSelect::Flagged (tmp, bytes, pos, flags, out, d_n, (long long) len,
                              stream ());
  rc = launched (err, "find", prev);
  return rc == 0 ? read_count (d_n, c, err) : rc;
}

/* All of them (r is every rank): one select straight into out.  Some of
 * them (find (X, N), find (X, N, "last")): select.h's chunk walk, chunks
 * of SEL_CHUNK elements (GPUAXIS_SEL_CHUNK, for the tests) selected into
 * a buffer of that many doubles: the scratch stays that size however
 * many nonzeros there are. */
#define SEL_CHUNK ((size_t) 1 << 24)

static size_t
sel_chunk (void)
{
  static size_t c;
  if (! c)
    {
      const char *s = getenv ("GPUAXIS_SEL_CHUNK");
      const long long v = s ? atoll (s) : 0;
      c = v >= 1024 ? (size_t) v : SEL_CHUNK;
    }
  return c;
}

typedef struct {
  nz_flag f;
  void *tmp;
  size_t bytes;
  long long *d_n;
  double *buf, *out;
} chunk_ctx;

static int
chunk_select (void *ctx, size_t start, size_t len, size_t *c, ga_error *err)
{
  chunk_ctx *k = (chunk_ctx *) ctx;
  return select_chunk (k->f, start, len, k->tmp, k->bytes, k->d_n, k->buf, c, err);
}

static int
chunk_copy (void *ctx, size_t to, size_t from, size_t n, ga_error *err)
{
  chunk_ctx *k = (chunk_ctx *) ctx;
  return ga_dev_copy (k->out + to, k->buf + from, n * sizeof (double), err);
}

static int
d_positions (ga_elem e, int cplx, const void *x, size_t n, size_t count,
             ga_find_range r, double *out, ga_error *err)
{
  const nz_flag f = {e, cplx, x};
  const int direct = r.skip == 0 && r.take == count;
  const size_t clen = direct || n < sel_chunk () ? n : sel_chunk ();
  chunk_ctx k = {f, NULL, 0, NULL, NULL, out};
  const ga_find_chunker ch = {chunk_select, chunk_copy, &k};
  size_t c;
  int prev, rc;
  if (r.take == 0)
    return 0;
  if (direct && nz_bytes_ok (e, cplx, x))
    return byte_find (x, n, NULL, out, err);
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  {
    auto flags = thrust::make_transform_iterator (thrust::counting_iterator<long long> (0), f);
    auto pos = thrust::make_transform_iterator (thrust::counting_iterator<long long> (0),
                                                to_position ());
    cub::DeviceSelect::Flagged (NULL, k.bytes, pos, flags, (double *) NULL, k.d_n,
                                (long long) clen, stream ());
  }
  ga_dev_leave (prev);
  if ((rc = ga_dev_alloc (sizeof *k.d_n, (void **) &k.d_n, err)) != 0
      || (rc = ga_dev_alloc (k.bytes, &k.tmp, err)) != 0
      || (! direct && (rc = ga_dev_alloc (clen * sizeof (double),
                                          (void **) &k.buf, err)) != 0))
    goto done;
  if (direct)
    rc = select_chunk (f, 0, n, k.tmp, k.bytes, k.d_n, out, &c, err);
  else
    rc = ga_find_by_chunks (n, count, r, clen, &ch, err);
done:
  ga_dev_free (k.buf);
  ga_dev_free (k.tmp);
  ga_dev_free (k.d_n);
  return rc;
}

/* ----------------------------------------------------------- histc */

template <int F>
__device__ __forceinline__ size_t
bin_of (const ga_histc_plan &p, const void *x, const void *edges, size_t lin)
{
  if (F)
    return ga_sel_bin_f ((float) ga_sel_load_d (p.elem, x, lin),
                         (const float *) edges, p.nedges);
  return ga_sel_bin_d (ga_sel_load_d (p.elem, x, lin), (const double *) edges,
                       p.nedges);
}

/* The count slot of element lin in bin b (1-based). */
__device__ __forceinline__ size_t
slot (const ga_histc_plan &p, size_t lin, size_t b)
{
  const size_t i = lin % p.pre, q = lin / (p.pre * p.n);
  return i + p.pre * ((b - 1) + p.nedges * q);
}

template <int F, int SHARED>
__global__ void
k_histc (ga_histc_plan p, const void *x, const void *edges,
         unsigned long long *cnt, double *idx, size_t total, size_t nc)
{
  __shared__ unsigned int sh[SHARED ? GA_SEL_SHARED_BINS : 1];
  if (SHARED)
    {
      for (size_t k = threadIdx.x; k < nc; k += blockDim.x)
        sh[k] = 0;
      __syncthreads ();
    }
  for (size_t lin = blockIdx.x * (size_t) blockDim.x + threadIdx.x; lin < total;
       lin += (size_t) gridDim.x * blockDim.x)
    {
      const size_t b = bin_of<F> (p, x, edges, lin);
      if (idx)
        idx[lin] = (double) b;
      if (b)
        {
          if (SHARED)
            atomicAdd (&sh[slot (p, lin, b)], 1u);
          else
            atomicAdd (&cnt[slot (p, lin, b)], 1ull);
        }
    }
  if (SHARED)
    {
      __syncthreads ();
      for (size_t k = threadIdx.x; k < nc; k += blockDim.x)
        if (sh[k])
          atomicAdd (&cnt[k], (unsigned long long) sh[k]);
    }
}

__global__ void
k_counts_to_double (const unsigned long long *cnt, double *out, size_t nc)
{
  for (size_t k = blockIdx.x * (size_t) blockDim.x + threadIdx.x; k < nc;
       k += (size_t) gridDim.x * blockDim.x)
    out[k] = (double) cnt[k];
}

static int
d_histc (const ga_histc_plan *p, const void *x, const void *edges,
         double *counts, double *idx, ga_error *err)
{
  const size_t nc = p->pre * p->nedges * p->post, total = p->pre * p->n * p->post;
  unsigned long long *cnt = NULL;
  int prev, rc;
  if (nc == 0)
    return 0;
  if ((rc = ga_dev_alloc (nc * sizeof *cnt, (void **) &cnt, err)) != 0)
    return rc;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    goto done;
  cudaMemsetAsync (cnt, 0, nc * sizeof *cnt, stream ());
  if (total > 0)
    {
      const unsigned g = blocks_for (total);
      const int shared = nc <= GA_SEL_SHARED_BINS;
      if (p->fsingle && shared)
        k_histc<1, 1><<<g, BLOCK, 0, stream ()>>> (*p, x, edges, cnt, idx, total, nc);
      else if (p->fsingle)
        k_histc<1, 0><<<g, BLOCK, 0, stream ()>>> (*p, x, edges, cnt, idx, total, nc);
      else if (shared)
        k_histc<0, 1><<<g, BLOCK, 0, stream ()>>> (*p, x, edges, cnt, idx, total, nc);
      else
        k_histc<0, 0><<<g, BLOCK, 0, stream ()>>> (*p, x, edges, cnt, idx, total, nc);
    }
  k_counts_to_double<<<blocks_for (nc), BLOCK, 0, stream ()>>> (cnt, counts, nc);
  rc = launched (err, "histc", prev);
done:
  ga_dev_free (cnt);
  return rc;
}

/* ------------------------------------------------------ accumarray */

enum { OP_SUM = GA_ACC_SUM, OP_MAX = GA_ACC_MAX, OP_MIN = GA_ACC_MIN };

template <class T> __device__ __forceinline__ bool isnan_t (T v) { return false; }
template <> __device__ __forceinline__ bool isnan_t (double v) { return v != v; }
template <> __device__ __forceinline__ bool isnan_t (float v) { return v != v; }

/* Octave's steps: a NaN value leaves the accumulator; ties keep it. */
template <class T, int OP>
__device__ __forceinline__ T
step (T acc, T v)
{
  if (OP == OP_SUM)
    return acc + v;
  if (isnan_t (v))
    return acc;
  if (OP == OP_MAX)
    return acc >= v ? acc : v;
  return acc <= v ? acc : v;
}

template <class T>
__global__ void
k_fill (T *out, size_t n, size_t w, T v)
{
  for (size_t k = blockIdx.x * (size_t) blockDim.x + threadIdx.x; k < n * w;
       k += (size_t) gridDim.x * blockDim.x)
    out[k] = k % w ? (T) 0 : v;
}

__global__ void
k_iota (unsigned long long *p, size_t n)
{
  for (size_t k = blockIdx.x * (size_t) blockDim.x + threadIdx.x; k < n;
       k += (size_t) gridDim.x * blockDim.x)
    p[k] = k;
}

/* One thread per run r of equal subscripts (keys[r], its values at
 * offsets[r] .. + lengths[r] of the sorted order), in index order;
 * W = 2: complex pairs (sums). */
template <class T, int OP, int W>
__global__ void
k_runs (const unsigned long long *keys, const unsigned long long *perm,
        const long long *offsets, const long long *lengths,
        const long long *nruns, const T *vals, size_t nvals, T init, T *out)
{
  const long long nr = *nruns;
  for (long long r = blockIdx.x * (long long) blockDim.x + threadIdx.x; r < nr;
       r += (long long) gridDim.x * blockDim.x)
    {
      T acc[W];
      for (int c = 0; c < W; c++)
        acc[c] = c ? (T) 0 : init;
      for (long long j = offsets[r]; j < offsets[r] + lengths[r]; j++)
        {
          const size_t i = nvals == 1 ? 0 : (size_t) perm[j];
          for (int c = 0; c < W; c++)
            acc[c] = step<T, OP> (acc[c], vals[i * W + c]);
        }
      for (int c = 0; c < W; c++)
        out[keys[r] * W + c] = acc[c];
    }
}

template <class T>
static T
init_as (ga_elem e, double v)
{
  union { double d; float f; uint64_t u; } w;     /* room for any class */
  T t;
  ga_put_d (e, &w, 0, v);
  memcpy (&t, &w, sizeof t);
  return t;
}

template <class T, int W>
static void
launch_runs (const ga_accum_plan *p, const unsigned long long *keys,
             const unsigned long long *perm, const long long *off,
             const long long *len, const long long *nr, size_t nruns,
             const void *vals, void *out)
{
  const unsigned g = blocks_for (nruns);
  const T init = init_as<T> (p->elem, p->init);
  if (p->op == GA_ACC_SUM)
    k_runs<T, OP_SUM, W><<<g, BLOCK, 0, stream ()>>> (keys, perm, off, len, nr,
        (const T *) vals, p->nvals, init, (T *) out);
  else if (p->op == GA_ACC_MAX)
    k_runs<T, OP_MAX, W><<<g, BLOCK, 0, stream ()>>> (keys, perm, off, len, nr,
        (const T *) vals, p->nvals, init, (T *) out);
  else
    k_runs<T, OP_MIN, W><<<g, BLOCK, 0, stream ()>>> (keys, perm, off, len, nr,
        (const T *) vals, p->nvals, init, (T *) out);
}

template <class T>
static void
launch_fill (const ga_accum_plan *p, void *out)
{
  const size_t w = p->cplx ? 2 : 1;
  k_fill<T><<<blocks_for (p->nout * w), BLOCK, 0, stream ()>>> ((T *) out, p->nout,
      w, init_as<T> (p->elem, p->fill));
}

#define GA_SEL_INTS(X)                                                  \
  X (GA_INT8, int8_t) X (GA_UINT8, uint8_t) X (GA_INT16, int16_t)       \
  X (GA_UINT16, uint16_t) X (GA_INT32, int32_t) X (GA_UINT32, uint32_t) \
  X (GA_INT64, int64_t) X (GA_UINT64, uint64_t)
#define GA_SEL_TYPES(X) X (GA_DOUBLE, double) X (GA_SINGLE, float) GA_SEL_INTS (X)

static int
d_accum (const ga_accum_plan *p, const int64_t *subs, const void *vals,
         void *out, ga_error *err)
{
  const size_t m = p->m;
  unsigned long long *keys = NULL, *iota = NULL, *perm = NULL, *uniq = NULL;
  long long *len = NULL, *off = NULL, *d_nr = NULL;
  size_t h_nr = 0;
  size_t b_sort = 0, b_rle = 0, b_scan = 0, bytes;
  void *tmp = NULL;
  int prev, rc, end_bit = 1;
  while (end_bit < 64 && ((unsigned long long) p->nout >> end_bit) != 0)
    end_bit++;
  if (p->op == GA_ACC_SUM && p->elem != GA_DOUBLE && p->elem != GA_SINGLE)
    {
      ga_set_error (err, "gpuaxis:internal", "accumarray: sum of a %s",
                    ga_elem_name (p->elem));
      return -1;
    }
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  switch (p->elem)
    {
#define FILL(E, T) case E: launch_fill<T> (p, out); break;
      GA_SEL_TYPES (FILL)
#undef FILL
    default: break;
    }
  rc = launched (err, "accumarray fill", prev);
  if (rc != 0 || m == 0)
    return rc;
  /* the temporary storage for m items */
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  cub::DeviceRadixSort::SortPairs (NULL, b_sort, (const unsigned long long *) subs,
                                   keys, iota, perm, (long long) m, 0, end_bit,
                                   stream ());
  cub::DeviceRunLengthEncode::Encode (NULL, b_rle, keys, uniq, len, d_nr,
                                      (long long) m, stream ());
  cub::DeviceScan::ExclusiveSum (NULL, b_scan, len, off, (long long) m, stream ());
  ga_dev_leave (prev);
  bytes = b_sort > b_rle ? b_sort : b_rle;
  bytes = bytes > b_scan ? bytes : b_scan;
  if ((rc = ga_dev_alloc (m * sizeof *keys, (void **) &keys, err)) != 0
      || (rc = ga_dev_alloc (m * sizeof *iota, (void **) &iota, err)) != 0
      || (rc = ga_dev_alloc (m * sizeof *perm, (void **) &perm, err)) != 0
      || (rc = ga_dev_alloc (m * sizeof *uniq, (void **) &uniq, err)) != 0
      || (rc = ga_dev_alloc (m * sizeof *len, (void **) &len, err)) != 0
      || (rc = ga_dev_alloc (m * sizeof *off, (void **) &off, err)) != 0
      || (rc = ga_dev_alloc (sizeof *d_nr, (void **) &d_nr, err)) != 0
      || (rc = ga_dev_alloc (bytes, &tmp, err)) != 0)
    goto done;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    goto done;
  k_iota<<<blocks_for (m), BLOCK, 0, stream ()>>> (iota, m);
  cub::DeviceRadixSort::SortPairs (tmp, b_sort, (const unsigned long long *) subs,
                                   keys, iota, perm, (long long) m, 0, end_bit,
                                   stream ());
  cub::DeviceRunLengthEncode::Encode (tmp, b_rle, keys, uniq, len, d_nr,
                                      (long long) m, stream ());
  rc = launched (err, "accumarray sort", prev);
  if (rc == 0)
    rc = read_count (d_nr, &h_nr, err);
  if (rc != 0 || h_nr == 0)
    goto done;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    goto done;
  cub::DeviceScan::ExclusiveSum (tmp, b_scan, len, off, h_nr, stream ());
  switch (p->elem)
    {
    case GA_DOUBLE:
      if (p->cplx)
        launch_runs<double, 2> (p, uniq, perm, off, len, d_nr, (size_t) h_nr, vals, out);
      else
        launch_runs<double, 1> (p, uniq, perm, off, len, d_nr, (size_t) h_nr, vals, out);
      break;
    case GA_SINGLE:
      if (p->cplx)
        launch_runs<float, 2> (p, uniq, perm, off, len, d_nr, (size_t) h_nr, vals, out);
      else
        launch_runs<float, 1> (p, uniq, perm, off, len, d_nr, (size_t) h_nr, vals, out);
      break;
#define RUNS(E, T) case E: launch_runs<T, 1> (p, uniq, perm, off, len, d_nr, (size_t) h_nr, vals, out); break;
      GA_SEL_INTS (RUNS)
#undef RUNS
    default: break;
    }
  rc = launched (err, "accumarray", prev);
done:
  ga_dev_free (tmp);
  ga_dev_free (d_nr);
  ga_dev_free (off);
  ga_dev_free (len);
  ga_dev_free (uniq);
  ga_dev_free (perm);
  ga_dev_free (iota);
  ga_dev_free (keys);
  return rc;
}

/* -------------------------------------------------------- the table */

static const ga_sel_backend cuda_backend = {
  ga_dev_alloc, ga_dev_free, ga_dev_upload, d_count, d_positions, d_histc,
  d_accum};

extern "C" const ga_sel_backend *
ga_sel_cuda (void)
{
  return ga_dev_count () > 0 ? &cuda_backend : NULL;
}
