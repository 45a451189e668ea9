/* sort_cuda.cu: the CUDA engine of sort.h, on CUB from nvcc's toolkit.
 *
 * The steps are the plan's (sort_plan.c): a kernel writes each element's
 * key (sort_keys.h, the CPU engine's definition) a slice after another,
 * reading strided slices where they lie; CUB sorts (key, permutation)
 * pairs stably; a kernel gathers the values through the permutation and
 * writes the 1-based index as doubles.  One slice goes to
 * cub::DeviceRadixSort (onesweep, 64-bit counts, only the key's bytes);
 * many to cub::DeviceSegmentedSort::StableSortPairs, whose counts are
 * 64-bit and which sorts small slices a warp or a block each and large
 * ones by radix (cub::DeviceSegmentedRadixSort takes 32-bit counts and
 * gives every slice, however short, a block of radix passes).  Both are
 * stable, as Octave's sort is.  mode's runs are counted one thread a
 * slice over the sorted permutation (a single long slice is then one
 * thread: correct, slow; a run-length encoding would be the better tool
 * there).  Everything runs on the gpuArray stream; scratch comes from
 * the package's pool (stream-ordered).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <cuda_runtime.h>
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_segmented_sort.cuh>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include "sort_keys.h"
#include "device_array.h"

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
        K *keys)
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
        }
      keys[to] = (K) ga_sk_key_dir (in, at, e, cplx, kind, desc, (int) sizeof (K));
    }
}

static __global__ void
k_iota (size_t n, size_t total, uint32_t *perm)
{
  for (size_t q = blockIdx.x * (size_t) blockDim.x + threadIdx.x; q < total;
       q += (size_t) gridDim.x * blockDim.x)
    perm[q] = (uint32_t) (q % n);
}

/* In the result's memory order: its writes coalesced. */
template <typename T>
static __global__ void
k_finish (size_t pre, size_t n, size_t total, const T *in,
          const uint32_t *perm, T *out, double *index)
{
  for (size_t at = blockIdx.x * (size_t) blockDim.x + threadIdx.x; at < total;
       at += (size_t) gridDim.x * blockDim.x)
    {
      size_t s, j;
      ga_sk_slice_of (pre, n, at, &s, &j);
      const uint32_t src = perm[s * n + j];
      if (out)
        out[at] = in[ga_sk_place (pre, n, s, src)];
      if (index)
        index[at] = (double) src + 1;
    }
}

template <typename T>
static __global__ void
k_mode (size_t pre, size_t n, size_t nslices, ga_elem e, int cplx,
        const T *in, const uint32_t *perm, T *m, double *f)
{
  for (size_t s = blockIdx.x * (size_t) blockDim.x + threadIdx.x; s < nslices;
       s += (size_t) gridDim.x * blockDim.x)
    {
      const uint32_t *pv = perm + s * n;
      size_t best = 0, best_len = 0, start = 0;
      for (size_t j = 1; j <= n; j++)
        if (j == n || ! ga_sk_same (in, ga_sk_place (pre, n, s, pv[j - 1]),
                                    ga_sk_place (pre, n, s, pv[j]), e, cplx))
          {
            if (j - start > best_len)
              {
                best_len = j - start;
                best = start;
              }
            start = j;
          }
      m[s] = in[ga_sk_place (pre, n, s, pv[best])];
      f[s] = (double) best_len;
    }
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
    p->cplx, c->kind, p->descend, c->in, c->perm, (K *) c->keys)
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
        const uint32_t *perm, void *keys, ga_error *err)
{
  keys_ctx c = {p, kind, width, in, perm, keys};
  return ga_dev_run (launch_keys, &c, "sort keys kernel", err);
}

/* ------------------------------------------------------------ sort */

typedef struct {
  const ga_sort_plan *p;
  int width, identity;
  void **keys;
  uint32_t **perm;
  void *temp;
  size_t temp_bytes;
  int which;
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
  const ga_sort_plan *p = c->p;
  const size_t total = p->pre * p->n * p->post;
  if (c->identity)
    k_iota<<<grid_of (total), BLOCK, 0, (cudaStream_t) st>>> (p->n, total, c->perm[0]);
  c->e = cub_sort_width (c, (cudaStream_t) st);
}

static int
g_sort (const ga_sort_plan *p, int width, void *keys[2], uint32_t *perm[2],
        int identity, int *which, ga_error *err)
{
  sort_ctx c = {p, width, identity, keys, perm, NULL, 0, 0, cudaSuccess};
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
  return rc;
}

/* ------------------------------------------------- finish and mode */

typedef struct {
  const ga_sort_plan *p;
  const void *in;
  const uint32_t *perm;
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
#define FIN(T) k_finish<T><<<g, BLOCK, 0, s>>> (p->pre, p->n, total, \
    (const T *) c->in, c->perm, (T *) c->out, c->index)
  switch (ga_elem_size (p->elem) * (p->cplx ? 2 : 1))
    {
    case 16: FIN (double2); break;
    case 8: FIN (unsigned long long); break;
    case 4: FIN (unsigned int); break;
    case 2: FIN (unsigned short); break;
    default: FIN (unsigned char); break;
    }
#undef FIN
}

static int
g_finish (const ga_sort_plan *p, const void *in, const uint32_t *perm,
          void *out, double *index, ga_error *err)
{
  out_ctx c = {p, in, perm, out, index};
  return ga_dev_run (launch_finish, &c, "sort gather kernel", err);
}

typedef struct {
  const ga_sort_plan *p;
  const void *in;
  const uint32_t *perm;
  void *m;
  double *f;
} mode_ctx;

static void
launch_mode (void *vc, void *st)
{
  const mode_ctx *c = (const mode_ctx *) vc;
  const ga_sort_plan *p = c->p;
  const size_t ns = p->pre * p->post;
  const unsigned g = grid_of (ns);
  cudaStream_t s = (cudaStream_t) st;
  /* ga_sk_same reads in by its class; T only moves whole elements */
#define MODE(T) k_mode<T><<<g, BLOCK, 0, s>>> (p->pre, p->n, ns, p->elem, \
    p->cplx, (const T *) c->in, c->perm, (T *) c->m, c->f)
  switch (ga_elem_size (p->elem) * (p->cplx ? 2 : 1))
    {
    case 16: MODE (double2); break;
    case 8: MODE (unsigned long long); break;
    case 4: MODE (unsigned int); break;
    case 2: MODE (unsigned short); break;
    default: MODE (unsigned char); break;
    }
#undef MODE
}

static int
g_mode (const ga_sort_plan *p, const void *in, const uint32_t *perm, void *m,
        double *f, ga_error *err)
{
  mode_ctx c = {p, in, perm, m, f};
  return ga_dev_run (launch_mode, &c, "mode kernel", err);
}

extern "C" const ga_sort_backend *
ga_sort_cuda (void)
{
  static const ga_sort_backend be = {
    "cuda", ga_dev_alloc, ga_dev_free, g_keys, g_sort, g_finish, g_mode
  };
  return &be;
}
