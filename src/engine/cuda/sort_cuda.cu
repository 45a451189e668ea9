/* sort_cuda.cu: the CUDA engine of sort.h, on CUB from nvcc's toolkit.
 *
 * The steps are the plan's (sort_plan.c): a kernel writes each element's
 * key (sort_keys.h, the CPU engine's definition) a slice after another,
 * reading strided slices where they lie, and for a first sort the
 * identity permutation in the same pass (a kernel of its own wrote it
 * apart: 2^27 single keys with the index 6.989 ms then, 6.579 now;
 * double 14.025 and 13.836; H100, two runs of 2026-12-06); CUB sorts
 * (key, permutation) pairs stably; a kernel makes the values from the sorted keys (through
 * the permutation only where a key stands for more than one value: a
 * float's zeros and NaNs, and complex values) and writes the 1-based
 * index as doubles.  One slice goes to
 * cub::DeviceRadixSort (onesweep, 64-bit counts, only the key's bytes);
 * many to cub::DeviceSegmentedSort::StableSortPairs, whose counts are
 * 64-bit and which sorts small slices a warp or a block each and large
 * ones by radix (cub::DeviceSegmentedRadixSort takes 32-bit counts and
 * gives every slice, however short, a block of radix passes).  Both are
 * stable, as Octave's sort is.  mode works on all elements at once: a
 * flag where each run starts, cub::DeviceSelect::Flagged to list the
 * starts, their lengths, each slice's first run by binary search, and
 * cub::DeviceSegmentedReduce::ArgMax for the first longest run of each
 * slice (the smallest most frequent value: the slices are ascending), so
 * one long vector is as parallel as many short slices.  A selection
 * (nth, median's middles) gives each slice a block that holds its keys in
 * shared memory (or reads them where they are when the device has too
 * little) and narrows them a byte a pass from the top: a count of 256
 * digits (threads of a warp with one digit add once), a warp picks the
 * digit; against a segmented sort it reads the data once and sorts
 * nothing.  Everything runs on the gpuArray stream; scratch comes from
 * the package's pool (stream-ordered).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <cuda_runtime.h>
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_segmented_sort.cuh>
#include <cub/device/device_select.cuh>
#include <cub/device/device_segmented_reduce.cuh>
#include <string.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include "sort_keys.h"
#include "device_array.h"
#include "cuda_knobs.h"

#define BLOCK 256

static unsigned
grid_of (size_t n)
{
  size_t g = (n + BLOCK - 1) / BLOCK;
  return (unsigned) (g > 65535u * 32u ? 65535u * 32u : (g ? g : 1));
}

/* Keys of the first pass are made in the array's memory order (its reads
 * coalesced, the writes strided when the slices are); through a
 * permutation, in the keys' order (the reads are a gather anyway). */
template <typename K>
static __global__ void
k_keys (size_t pre, size_t n, size_t total, ga_elem e, int cplx,
        ga_sort_key kind, int desc, const void *in, const uint32_t *perm,
        K *keys, uint32_t *iota)
{
  for (size_t q = blockIdx.x * (size_t) blockDim.x + threadIdx.x; q < total;
       q += (size_t) gridDim.x * blockDim.x)
    {
      size_t s, j, at = q, to = q;
      if (perm)
        at = ga_sk_place (pre, n, q / n, perm[q]);
      else
        {
          ga_sk_slice_of (pre, n, q, &s, &j);
          to = s * n + j;
          if (iota)
            iota[to] = (uint32_t) j;
        }
      keys[to] = (K) ga_sk_key_dir (in, at, e, cplx, kind, desc, (int) sizeof (K));
    }
}

/* In the result's memory order: its writes coalesced.  With the sorted
 * keys, a value is made from its key where that is exact: the keys are
 * read in order, and the permutation (a gather of in) only for zeros and
 * NaNs or for the index. */
template <typename T>
static __global__ void
k_finish (size_t pre, size_t n, size_t total, ga_elem e, int desc, const T *in,
          const uint32_t *perm, const void *keys, int width, T *out, double *index)
{
  for (size_t at = blockIdx.x * (size_t) blockDim.x + threadIdx.x; at < total;
       at += (size_t) gridDim.x * blockDim.x)
    {
      size_t s, j;
      ga_sk_slice_of (pre, n, at, &s, &j);
      const size_t q = s * n + j;
      if (out)
        {
          const uint64_t k = keys ? ga_sk_ascending (ga_sk_load (keys, width, q), width, desc) : 0;
          if (keys && ga_sk_exact (k, e))
            ga_sk_unkey (k, e, out, at);
          else
            out[at] = in[ga_sk_place (pre, n, s, perm[q])];
        }
      if (index)
        index[at] = (double) perm[q] + 1;
    }
}

/* mode, in parallel over the sorted slices: a flag where a run starts
 * (a slice's first element, or where Octave's diff is not 0) ... */
static __global__ void
k_run_starts (size_t pre, size_t n, size_t total, ga_elem e, int cplx,
              const void *in, const uint32_t *perm, unsigned char *flags)
{
  for (size_t q = blockIdx.x * (size_t) blockDim.x + threadIdx.x; q < total;
       q += (size_t) gridDim.x * blockDim.x)
    {
      const size_t s = q / n, j = q - s * n;
      flags[q] = j == 0
                 || ! ga_sk_same (in, ga_sk_place (pre, n, s, perm[q - 1]),
                                  ga_sk_place (pre, n, s, perm[q]), e, cplx);
    }
}

/* ... each run's length from the starts CUB compacted (the next start,
 * or the end: a slice's first element always starts a run) ... */
static __global__ void
k_run_lengths (const long long *starts, const long long *nruns, size_t total,
               unsigned *len)
{
  const long long nr = *nruns;
  for (long long r = blockIdx.x * (long long) blockDim.x + threadIdx.x; r < nr;
       r += (long long) gridDim.x * blockDim.x)
    len[r] = (unsigned) ((r + 1 < nr ? starts[r + 1] : (long long) total) - starts[r]);
}

/* ... the first run of each slice (the runs of slice s are those starting
 * in [s * n, (s + 1) * n)) ... */
static __global__ void
k_slice_runs (const long long *starts, const long long *nruns, size_t n,
              size_t nslices, long long *soff)
{
  const long long nr = *nruns;
  for (size_t s = blockIdx.x * (size_t) blockDim.x + threadIdx.x; s <= nslices;
       s += (size_t) gridDim.x * blockDim.x)
    {
      const long long want = (long long) (s * n);
      long long lo = 0, hi = nr;
      while (lo < hi)
        {
          const long long mid = lo + (hi - lo) / 2;
          if (starts[mid] < want)
            lo = mid + 1;
          else
            hi = mid;
        }
      soff[s] = s == nslices ? nr : lo;
    }
}

/* ... and, after CUB's segmented ArgMax (the first longest run: in an
 * ascending slice the smallest value), its first value and length. */
template <typename T>
static __global__ void
k_mode_pick (size_t pre, size_t n, size_t nslices, const T *in,
             const uint32_t *perm, const long long *starts,
             const long long *soff, const cub::KeyValuePair<int, unsigned> *best,
             T *m, double *f)
{
  for (size_t s = blockIdx.x * (size_t) blockDim.x + threadIdx.x; s < nslices;
       s += (size_t) gridDim.x * blockDim.x)
    {
      const long long q = starts[soff[s] + best[s].key];
      m[s] = in[ga_sk_place (pre, n, s, perm[q])];
      f[s] = (double) best[s].value;
    }
}

/* CALL (T) with T a type as wide as one element of plan p's array
 * (kernels that only move whole elements). */
#define BY_ELEMENT(p, CALL)                                   \
  switch (ga_elem_size ((p)->elem) * ((p)->cplx ? 2 : 1))     \
    {                                                         \
    case 16: CALL (double2); break;                           \
    case 8: CALL (unsigned long long); break;                 \
    case 4: CALL (unsigned int); break;                       \
    case 2: CALL (unsigned short); break;                     \
    default: CALL (unsigned char); break;                     \
    }

/* A slice's start: s * n. */
struct slice_start
{
  long long n;
  __host__ __device__ long long operator() (long long s) const { return s * n; }
};

/* ------------------------------------------------------------ keys */

typedef struct {
  const ga_sort_plan *p;
  ga_sort_key kind;
  int width;
  const void *in;
  const uint32_t *perm;
  void *keys;
  uint32_t *iota;
} keys_ctx;

static void
launch_keys (void *vc, void *st)
{
  const keys_ctx *c = (const keys_ctx *) vc;
  const ga_sort_plan *p = c->p;
  const size_t total = p->pre * p->n * p->post;
  cudaStream_t s = (cudaStream_t) st;
  const unsigned g = grid_of (total);
#define KEYS(K) k_keys<K><<<g, BLOCK, 0, s>>> (p->pre, p->n, total, p->elem, \
    p->cplx, c->kind, p->descend, c->in, c->perm, (K *) c->keys, c->iota)
  switch (c->width)
    {
    case 8: KEYS (unsigned long long); break;
    case 4: KEYS (unsigned int); break;
    case 2: KEYS (unsigned short); break;
    default: KEYS (unsigned char); break;
    }
#undef KEYS
}

static int
g_keys (const ga_sort_plan *p, ga_sort_key kind, int width, const void *in,
        const uint32_t *perm, void *keys, uint32_t *iota, ga_error *err)
{
  keys_ctx c = {p, kind, width, in, perm, keys, iota};
  return ga_dev_run (launch_keys, &c, "sort keys kernel", err);
}

/* ------------------------------------------------------------ sort */

typedef struct {
  const ga_sort_plan *p;
  int width;
  void **keys;
  uint32_t **perm;
  void *temp;
  size_t temp_bytes;
  int which, kwhich;
  cudaError_t e;
} sort_ctx;

template <typename K>
static cudaError_t
cub_sort (sort_ctx *c, cudaStream_t st)
{
  const ga_sort_plan *p = c->p;
  const long long total = (long long) (p->pre * p->n * p->post);
  const long long nseg = (long long) (p->pre * p->post);
  cub::DoubleBuffer<K> dk ((K *) c->keys[0], (K *) c->keys[1]);
  cub::DoubleBuffer<uint32_t> dv (c->perm[0], c->perm[1]);
  cudaError_t e;
  if (nseg == 1)
    e = cub::DeviceRadixSort::SortPairs (c->temp, c->temp_bytes, dk, dv, total,
                                         0, (int) (8 * sizeof (K)), st);
  else
    {
      auto starts = thrust::make_transform_iterator
        (thrust::make_counting_iterator<long long> (0), slice_start {(long long) p->n});
      e = cub::DeviceSegmentedSort::StableSortPairs (c->temp, c->temp_bytes, dk, dv,
                                                     total, nseg, starts, starts + 1, st);
    }
  c->which = dv.selector;
  c->kwhich = dk.selector;
  return e;
}

static cudaError_t
cub_sort_width (sort_ctx *c, cudaStream_t st)
{
  switch (c->width)
    {
    case 8: return cub_sort<unsigned long long> (c, st);
    case 4: return cub_sort<unsigned int> (c, st);
    case 2: return cub_sort<unsigned short> (c, st);
    default: return cub_sort<unsigned char> (c, st);
    }
}

static void
launch_sort (void *vc, void *st)
{
  sort_ctx *c = (sort_ctx *) vc;
  /* an identity permutation is in perm[0] already: keys wrote it */
  c->e = cub_sort_width (c, (cudaStream_t) st);
}

static int
g_sort (const ga_sort_plan *p, int width, void *keys[2], uint32_t *perm[2],
        int identity, int *which, int *kwhich, ga_error *err)
{
  (void) identity;
  sort_ctx c = {p, width, keys, perm, NULL, 0, 0, 0, cudaSuccess};
  int rc;
  /* the size query launches nothing */
  c.e = cub_sort_width (&c, 0);
  if (c.e != cudaSuccess)
    {
      ga_set_error (err, "gpuaxis:cuda", "CUB sort: %s", cudaGetErrorString (c.e));
      return -1;
    }
  if ((rc = ga_dev_alloc (c.temp_bytes ? c.temp_bytes : 16, &c.temp, err)) != 0)
    return rc;
  rc = ga_dev_run (launch_sort, &c, "CUB sort", err);
  ga_dev_free (c.temp);
  if (rc == 0 && c.e != cudaSuccess)
    {
      ga_set_error (err, "gpuaxis:cuda", "CUB sort: %s", cudaGetErrorString (c.e));
      rc = -1;
    }
  *which = c.which;
  *kwhich = c.kwhich;
  return rc;
}

/* ------------------------------------------------- finish and mode */

typedef struct {
  const ga_sort_plan *p;
  const void *in;
  const uint32_t *perm;
  const void *keys;
  int width;
  void *out;
  double *index;
} out_ctx;

static void
launch_finish (void *vc, void *st)
{
  const out_ctx *c = (const out_ctx *) vc;
  const ga_sort_plan *p = c->p;
  const size_t total = p->pre * p->n * p->post;
  const unsigned g = grid_of (total);
  cudaStream_t s = (cudaStream_t) st;
#define FIN(T) k_finish<T><<<g, BLOCK, 0, s>>> (p->pre, p->n, total, p->elem, \
    p->descend, (const T *) c->in, c->perm, c->keys, c->width, (T *) c->out, c->index)
  BY_ELEMENT (p, FIN);
#undef FIN
}

static int
g_finish (const ga_sort_plan *p, const void *in, const uint32_t *perm,
          const void *keys, int width, void *out, double *index, ga_error *err)
{
  out_ctx c = {p, in, perm, keys, width, out, index};
  return ga_dev_run (launch_finish, &c, "sort gather kernel", err);
}

typedef struct {
  const ga_sort_plan *p;
  const void *in;
  const uint32_t *perm;
  void *m;
  double *f;
  unsigned char *flags;
  long long *starts, *nruns, *soff;
  unsigned *len;
  cub::KeyValuePair<int, unsigned> *best;
  void *temp;
  size_t temp_bytes;
  cudaError_t e;
} mode_ctx;

/* CUB's two calls (a size query when c->temp is NULL: the larger). */
static cudaError_t
mode_cub (mode_ctx *c, int which, cudaStream_t st)
{
  const ga_sort_plan *p = c->p;
  const long long total = (long long) (p->pre * p->n * p->post);
  const long long ns = (long long) (p->pre * p->post);
  size_t bytes = c->temp_bytes;
  cudaError_t e;
  if (which == 0)
    e = cub::DeviceSelect::Flagged (c->temp, bytes,
                                    thrust::make_counting_iterator<long long> (0),
                                    c->flags, c->starts, c->nruns, total, st);
  else
    e = cub::DeviceSegmentedReduce::ArgMax (c->temp, bytes, c->len, c->best, ns,
                                            c->soff, c->soff + 1, st);
  if (! c->temp && bytes > c->temp_bytes)
    c->temp_bytes = bytes;
  return e;
}

static void
launch_mode (void *vc, void *st)
{
  mode_ctx *c = (mode_ctx *) vc;
  const ga_sort_plan *p = c->p;
  const size_t total = p->pre * p->n * p->post, ns = p->pre * p->post;
  cudaStream_t s = (cudaStream_t) st;
  k_run_starts<<<grid_of (total), BLOCK, 0, s>>> (p->pre, p->n, total, p->elem,
                                                  p->cplx, c->in, c->perm, c->flags);
  if ((c->e = mode_cub (c, 0, s)) != cudaSuccess)
    return;
  k_run_lengths<<<grid_of (total), BLOCK, 0, s>>> (c->starts, c->nruns, total, c->len);
  k_slice_runs<<<grid_of (ns + 1), BLOCK, 0, s>>> (c->starts, c->nruns, p->n, ns, c->soff);
  if ((c->e = mode_cub (c, 1, s)) != cudaSuccess)
    return;
  /* ga_sk_same read in by its class; T only moves whole elements */
#define PICK(T) k_mode_pick<T><<<grid_of (ns), BLOCK, 0, s>>> (p->pre, p->n, ns, \
    (const T *) c->in, c->perm, c->starts, c->soff, c->best, (T *) c->m, c->f)
  BY_ELEMENT (p, PICK);
#undef PICK
}

static int
g_mode (const ga_sort_plan *p, const void *in, const uint32_t *perm, void *m,
        double *f, ga_error *err)
{
  const size_t total = p->pre * p->n * p->post, ns = p->pre * p->post;
  mode_ctx c;
  void *buf[7] = {NULL, NULL, NULL, NULL, NULL, NULL, NULL};
  const size_t sizes[6] = {total, total * sizeof (long long), sizeof (long long),
                           (ns + 1) * sizeof (long long), total * sizeof (unsigned),
                           ns * sizeof (cub::KeyValuePair<int, unsigned>)};
  int rc = 0;
  memset (&c, 0, sizeof c);
  c.p = p;
  c.in = in;
  c.perm = perm;
  c.m = m;
  c.f = f;
  /* the sizes CUB's scratch needs (no launch) */
  if ((c.e = mode_cub (&c, 0, 0)) != cudaSuccess || (c.e = mode_cub (&c, 1, 0)) != cudaSuccess)
    {
      ga_set_error (err, "gpuaxis:cuda", "CUB mode: %s", cudaGetErrorString (c.e));
      return -1;
    }
  for (int i = 0; i < 6 && rc == 0; i++)
    rc = ga_dev_alloc (sizes[i], &buf[i], err);
  if (rc == 0)
    rc = ga_dev_alloc (c.temp_bytes ? c.temp_bytes : 16, &buf[6], err);
  if (rc == 0)
    {
      c.flags = (unsigned char *) buf[0];
      c.starts = (long long *) buf[1];
      c.nruns = (long long *) buf[2];
      c.soff = (long long *) buf[3];
      c.len = (unsigned *) buf[4];
      c.best = (cub::KeyValuePair<int, unsigned> *) buf[5];
      c.temp = buf[6];
      rc = ga_dev_run (launch_mode, &c, "mode kernels", err);
      if (rc == 0 && c.e != cudaSuccess)
        {
          ga_set_error (err, "gpuaxis:cuda", "CUB mode: %s", cudaGetErrorString (c.e));
          rc = -1;
        }
    }
  for (int i = 0; i < 7; i++)
    ga_dev_free (buf[i]);
  return rc;
}

/* ------------------------------------------------------------- nth */

#define NTH_MAX_THREADS 512

/* v reduced over the block (max, or min when ! mx); every thread gets it. */
template <typename K>
static __device__ K
block_reduce (K v, bool mx, K *red)
{
  const unsigned lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  for (int o = 16; o > 0; o >>= 1)
    {
      const K w = (K) __shfl_down_sync (0xffffffffu, (unsigned long long) v, o);
      v = mx ? (w > v ? w : v) : (w < v ? w : v);
    }
  __syncthreads ();
  if (lane == 0)
    red[warp] = v;
  __syncthreads ();
  if (warp == 0)
    {
      v = lane < (blockDim.x >> 5) ? red[lane] : red[0];
      for (int o = 16; o > 0; o >>= 1)
        {
          const K w = (K) __shfl_down_sync (0xffffffffu, (unsigned long long) v, o);
          v = mx ? (w > v ? w : v) : (w < v ? w : v);
        }
      if (lane == 0)
        red[0] = v;
    }
  __syncthreads ();
  v = red[0];
  __syncthreads ();
  return v;
}

/* A block a slice (blockDim.x a multiple of 32).  Keys come from keys
 * (a slice after another) or are made from in (contiguous slices); with
 * smem they are copied to shared memory first. */
template <typename K>
static __global__ void
k_nth (size_t n, size_t ns, ga_elem e, const void *in, const K *keys, int smem,
       size_t r, void *lo, void *hi, void *top)
{
  extern __shared__ __align__ (16) unsigned char nth_sm[];
  __shared__ unsigned hist[256];
  __shared__ unsigned long long pick[3];
  __shared__ K red[32];
  K *sk = (K *) nth_sm;
  const unsigned tid = threadIdx.x, lane = tid & 31;
  const size_t nround = (n + blockDim.x - 1) / blockDim.x * blockDim.x;
  for (size_t s = blockIdx.x; s < ns; s += gridDim.x)
    {
      const K *src = keys ? keys + s * n : NULL;
#define KEY_AT(j) (smem ? sk[j] : src ? src[j] \
                   : (K) ga_sk_key (in, s * n + (j), e, 0, GA_SORT_KEY_VALUE))
      K mx = 0;
      for (size_t j = tid; j < n; j += blockDim.x)
        {
          const K k = src ? src[j] : (K) ga_sk_key (in, s * n + j, e, 0, GA_SORT_KEY_VALUE);
          if (smem)
            sk[j] = k;
          mx = k > mx ? k : mx;
        }
      mx = block_reduce<K> (mx, true, red);     /* its syncs cover sk */
      K prefix = 0, pmask = 0;
      unsigned long long kk = r;
      unsigned cnt = 0;
      for (int shift = 8 * (int) sizeof (K) - 8; shift >= 0; shift -= 8)
        {
          for (unsigned i = tid; i < 256; i += blockDim.x)
            hist[i] = 0;
          __syncthreads ();
          for (size_t j = tid; j < nround; j += blockDim.x)
            {
              int bin = -1;
              if (j < n)
                {
                  const K k = KEY_AT (j);
                  if ((k & pmask) == prefix)
                    bin = (int) ((k >> shift) & 0xff);
                }
              const unsigned peers = __match_any_sync (0xffffffffu, bin);
              if (bin >= 0 && lane == (unsigned) __ffs (peers) - 1)
                atomicAdd (&hist[bin], (unsigned) __popc (peers));
            }
          __syncthreads ();
          if (tid < 32)
            {
              /* lane l holds digits 8l .. 8l + 7; the first lane whose
               * running count passes kk walks its eight */
              unsigned c = 0;
              for (int d = 0; d < 8; d++)
                c += hist[8 * lane + d];
              unsigned long long incl = c;
              for (int o = 1; o < 32; o <<= 1)
                {
                  const unsigned long long v = __shfl_up_sync (0xffffffffu, incl, o);
                  if (lane >= (unsigned) o)
                    incl += v;
                }
              const unsigned passes = __ballot_sync (0xffffffffu, incl > kk);
              const unsigned l = passes ? (unsigned) __ffs (passes) - 1 : 31;
              if (lane == l)
                {
                  unsigned long long below = incl - c;
                  unsigned d = 8 * l;
                  for (; d < 8 * l + 7 && below + hist[d] <= kk; d++)
                    below += hist[d];
                  pick[0] = d;
                  pick[1] = kk - below;
                  pick[2] = hist[d];
                }
            }
          __syncthreads ();
          prefix |= (K) pick[0] << shift;
          pmask |= (K) 0xff << shift;
          kk = pick[1];
          cnt = (unsigned) pick[2];
          __syncthreads ();
        }
      K next = prefix;
      if (hi && kk + 1 >= cnt)
        {
          next = (K) ~(K) 0;
          for (size_t j = tid; j < n; j += blockDim.x)
            {
              const K k = KEY_AT (j);
              if (k > prefix && k < next)
                next = k;
            }
          next = block_reduce<K> (next, false, red);
        }
#undef KEY_AT
      if (tid == 0)
        {
          ga_sk_unkey (prefix, e, lo, s);
          if (hi)
            ga_sk_unkey (next, e, hi, s);
          if (top)
            ga_sk_unkey (mx, e, top, s);
        }
      __syncthreads ();                         /* sk is the next slice's */
    }
}

typedef struct {
  const ga_sort_plan *p;
  int width;
  const void *in, *keys;
  size_t r;
  void *lo, *hi, *top;
} nth_ctx;

template <typename K>
static void
nth_launch (nth_ctx *c, cudaStream_t st)
{
  const ga_sort_plan *p = c->p;
  const size_t ns = p->pre * p->post, bytes = p->n * sizeof (K);
  static int optin = -1;
  unsigned threads = 32, grid = (unsigned) (ns < (1u << 20) ? ns : (1u << 20));
  int smem = 0;
  if (optin < 0)
    {
      int dev = 0, v = 0;
      if (cudaGetDevice (&dev) != cudaSuccess
          || cudaDeviceGetAttribute (&v, cudaDevAttrMaxSharedMemoryPerBlockOptin, dev) != cudaSuccess)
        v = 0;
      cudaGetLastError ();
      optin = v;
    }
  /* the static arrays (about 1.3 KiB) beside the slice */
  if (bytes + 2048 <= (size_t) optin && ga_nth_smem () == 2)
    {
      smem = 1;
      if (bytes > 48 * 1024
          && cudaFuncSetAttribute (k_nth<K>, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                   (int) bytes) != cudaSuccess)
        {
          cudaGetLastError ();
          smem = 0;
        }
    }
  while (threads < NTH_MAX_THREADS && threads * 8 < p->n)
    threads *= 2;
  k_nth<K><<<grid, threads, smem ? bytes : 0, st>>> (p->n, ns, p->elem, c->in,
                                                    (const K *) c->keys, smem, c->r,
                                                    c->lo, c->hi, c->top);
}

static void
launch_nth (void *vc, void *st)
{
  nth_ctx *c = (nth_ctx *) vc;
  switch (c->width)
    {
    case 8: nth_launch<unsigned long long> (c, (cudaStream_t) st); break;
    case 4: nth_launch<unsigned int> (c, (cudaStream_t) st); break;
    case 2: nth_launch<unsigned short> (c, (cudaStream_t) st); break;
    default: nth_launch<unsigned char> (c, (cudaStream_t) st); break;
    }
}

static int
g_nth (const ga_sort_plan *p, int width, const void *in, const void *keys,
       size_t r, void *lo, void *hi, void *top, ga_error *err)
{
  nth_ctx c = {p, width, in, keys, r, lo, hi, top};
  return ga_dev_run (launch_nth, &c, "selection kernel", err);
}

extern "C" const ga_sort_backend *
ga_sort_cuda (void)
{
  static const ga_sort_backend be = {
    "cuda", ga_dev_alloc, ga_dev_free, g_keys, g_sort, g_finish, g_mode,
    g_nth
  };
  return &be;
}
