/* fft_cuda.cu: the CUDA engine of the FFT family and filter (fft.h).
 *
 * A plan goes to cufftMakePlanMany64 as it is: its dims as cuFFT's n[]
 * (row-major, so dims[0] last: the dimension R2C halves), the strides as
 * istride/ostride with the embeddings they imply, one batch dimension
 * (the larger count) in the plan and the other as a loop of calls at
 * their offsets.  cuFFT refuses a real side whose address is not aligned
 * to its complex type (error 4, CUFFT_INVALID_VALUE, on an H100,
 * 2026-12-05: fft along dim 2 of a real 4x3x5 array, looped at odd real
 * offsets), so for R2C and C2R the loop takes the dimension whose real
 * offsets are even; where neither is, the request goes to the CPU engine
 * on a host copy (GA_FFT_ON_HOST).  Plans are cached (cuFFT's planning costs far more than
 * a small transform), keyed by everything cufftMakePlanMany64 reads;
 * destroyed with the device state (ga_fft_cuda_drop from device_array.cu)
 * and forgotten with a lost context.  The kernels around the transforms
 * (the Hermitian fill, the transposes of the strided route, conv2's
 * windows and product) are one pass each.  Plans allocate no work area: each
 * call takes one from the package's pool (stream-ordered), so a cached
 * plan holds no device memory.  Everything runs on the gpuArray stream.
 * filter's recurrence is cuda/filter_cuda.cu's (its chunks in parallel);
 * conv2's direct sum one thread an output.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <string.h>
#include <cuda_runtime.h>
#include <cufft.h>
#include <cufftXt.h>
#include "fft.h"
#include "filter_chunks.h"
#include "arrays.h"
#include "device_array.h"
#include "complex_arith.cuh"

#define NCACHE 8

typedef struct {
  int used;
  cufftType type;
  int rank;
  long long n[GA_FFT_MAXRANK], inembed[GA_FFT_MAXRANK], onembed[GA_FFT_MAXRANK];
  long long istride, idist, ostride, odist, batch;
  cufftHandle h;
  size_t ws;
  unsigned long long last;
  void *stream, *area;      /* what the plan was last given (set again only
                             * when they change: a call of each saved) */
} cached_plan;

static cached_plan C[NCACHE];
static unsigned long long clock_;

extern "C" void
ga_fft_cuda_drop (int destroy)
{
  for (int i = 0; i < NCACHE; i++)
    if (C[i].used && destroy)
      cufftDestroy (C[i].h);
  memset (C, 0, sizeof C);
}

static int
fft_fail (cufftResult r, const char *what, ga_error *err)
{
  if (r == CUFFT_ALLOC_FAILED)
    ga_set_error (err, "gpuaxis:out-of-memory", "out of device memory (%s)",
                  what);
  else
    ga_set_error (err, "gpuaxis:cuda", "cuFFT error %d in %s", (int) r, what);
  return -1;
}

/* Scratch counts against the test-only cap as arrays do (arrays.h). */
static int
d_alloc (size_t bytes, void **p, ga_error *err)
{
  *p = NULL;
  if (ga_arr_room (GA_LOC_DEVICE, (double) bytes, err) != 0)
    return -1;
  return ga_dev_alloc (bytes ? bytes : 16, p, err);
}

static void
d_release (void *p)
{
  ga_dev_free (p);
}

/* The plan's layout as cuFFT's: n, embeddings, stride, the batch in the
 * plan (b) and the one looped over (l), in its distances. */
typedef struct {
  cached_plan key;
  long long loop, lidist, lodist;
} layout;

/* Whether the looped calls over howmany[l] start the real side (R2C's
 * input, C2R's output) at even real offsets: aligned to the complex type,
 * as cuFFT wants. */
static int
real_offsets_even (const ga_fft_plan *p, int l)
{
  const size_t d = p->kind == GA_FFT_R2C ? p->howmany[l].is : p->howmany[l].os;
  return p->howmany[l].n <= 1 || d % 2 == 0;
}

static int
make_layout (const ga_fft_plan *p, layout *L, ga_error *err)
{
  cached_plan *k = &L->key;
  const int r = p->rank;
  memset (L, 0, sizeof *L);
  k->rank = r;
  k->type = p->kind == GA_FFT_C2C ? (p->single ? CUFFT_C2C : CUFFT_Z2Z)
          : p->kind == GA_FFT_R2C ? (p->single ? CUFFT_R2C : CUFFT_D2Z)
          : (p->single ? CUFFT_C2R : CUFFT_Z2D);
  k->istride = (long long) p->dims[0].is;
  k->ostride = (long long) p->dims[0].os;
  for (int i = 0; i < r; i++)
    {
      k->n[r - 1 - i] = (long long) p->dims[i].n;
      /* dims[i + 1]'s stride in units of dims[i]'s: the embedding */
      k->inembed[r - 1 - i] = i + 1 < r
        ? (long long) (p->dims[i + 1].is / p->dims[i].is) : (long long) p->dims[i].n;
      k->onembed[r - 1 - i] = i + 1 < r
        ? (long long) (p->dims[i + 1].os / p->dims[i].os) : (long long) p->dims[i].n;
      if (i + 1 < r && (p->dims[i + 1].is % p->dims[i].is
                        || p->dims[i + 1].os % p->dims[i].os))
        {
          ga_set_error (err, "gpuaxis:internal", "fft: a layout cuFFT "
                        "cannot take");
          return -1;
        }
    }
  /* one transform: a distance of the whole array (cuFFT reads none) */
  k->batch = 1;
  k->idist = k->istride;
  k->odist = k->ostride;
  for (int i = 0; i < r; i++)
    {
      k->idist *= k->inembed[i];
      k->odist *= k->onembed[i];
    }
  L->loop = 1;
  if (p->howmany_rank >= 1)
    {
      int b = 0, l = 1;
      if (p->howmany_rank == 2 && p->howmany[1].n > p->howmany[0].n)
        b = 1, l = 0;
      if (p->howmany_rank == 2 && p->kind != GA_FFT_C2C
          && ! real_offsets_even (p, l) && real_offsets_even (p, b))
        {
          const int t = b;
          b = l;
          l = t;
        }
      k->batch = (long long) p->howmany[b].n;
      k->idist = (long long) p->howmany[b].is;
      k->odist = (long long) p->howmany[b].os;
      if (p->howmany_rank == 2)
        {
          L->loop = (long long) p->howmany[l].n;
          L->lidist = (long long) p->howmany[l].is;
          L->lodist = (long long) p->howmany[l].os;
          if (p->kind != GA_FFT_C2C && L->loop > 1 && ! real_offsets_even (p, l))
            return GA_FFT_ON_HOST;
        }
    }
  return 0;
}

static int
same_key (const cached_plan *a, const cached_plan *b)
{
  if (a->type != b->type || a->rank != b->rank || a->istride != b->istride
      || a->ostride != b->ostride || a->idist != b->idist
      || a->odist != b->odist || a->batch != b->batch)
    return 0;
  for (int i = 0; i < a->rank; i++)
    if (a->n[i] != b->n[i] || a->inembed[i] != b->inembed[i]
        || a->onembed[i] != b->onembed[i])
      return 0;
  return 1;
}

/* The cached plan of key (made, the oldest evicted, if none). */
static cached_plan *
plan_of (const cached_plan *key, ga_error *err)
{
  cached_plan *slot = &C[0];
  cufftResult r;
  for (int i = 0; i < NCACHE; i++)
    {
      if (C[i].used && same_key (&C[i], key))
        {
          C[i].last = ++clock_;
          return &C[i];
        }
      if (! C[i].used || (slot->used && C[i].last < slot->last))
        slot = &C[i];
    }
  if (slot->used)
    cufftDestroy (slot->h);
  *slot = *key;
  slot->used = 0;
  if ((r = cufftCreate (&slot->h)) != CUFFT_SUCCESS)
    {
      fft_fail (r, "plan creation", err);
      return NULL;
    }
  cufftSetAutoAllocation (slot->h, 0);
  r = cufftMakePlanMany64 (slot->h, key->rank, (long long *) key->n,
                           (long long *) key->inembed, key->istride, key->idist,
                           (long long *) key->onembed, key->ostride, key->odist,
                           key->type, key->batch, &slot->ws);
  if (r != CUFFT_SUCCESS)
    {
      cufftDestroy (slot->h);
      fft_fail (r, "planning", err);
      return NULL;
    }
  slot->used = 1;
  slot->last = ++clock_;
  return slot;
}

static cufftResult
exec_one (const cached_plan *c, int inverse, void *in, void *out)
{
  const int dir = inverse ? CUFFT_INVERSE : CUFFT_FORWARD;
  switch (c->type)
    {
    case CUFFT_C2C:
      return cufftExecC2C (c->h, (cufftComplex *) in, (cufftComplex *) out, dir);
    case CUFFT_Z2Z:
      return cufftExecZ2Z (c->h, (cufftDoubleComplex *) in,
                           (cufftDoubleComplex *) out, dir);
    case CUFFT_R2C:
      return cufftExecR2C (c->h, (cufftReal *) in, (cufftComplex *) out);
    case CUFFT_D2Z:
      return cufftExecD2Z (c->h, (cufftDoubleReal *) in,
                           (cufftDoubleComplex *) out);
    case CUFFT_C2R:
      return cufftExecC2R (c->h, (cufftComplex *) in, (cufftReal *) out);
    default:
      return cufftExecZ2D (c->h, (cufftDoubleComplex *) in,
                           (cufftDoubleReal *) out);
    }
}

static int
d_exec (const ga_fft_plan *p, void *in, void *out, ga_error *err)
{
  const size_t rs = p->single ? 4 : 8;
  const size_t isz = p->kind == GA_FFT_R2C ? rs : 2 * rs;
  const size_t osz = p->kind == GA_FFT_C2R ? rs : 2 * rs;
  layout L;
  cached_plan *c;
  void *ws = NULL;
  int prev, rc;
  cufftResult r = CUFFT_SUCCESS;
  if ((rc = make_layout (p, &L, err)) != 0)
    return rc == GA_FFT_ON_HOST ? rc : -1;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  rc = -1;
  if ((c = plan_of (&L.key, err)) == NULL)
    goto out;
  if (c->ws && (rc = ga_dev_alloc (c->ws, &ws, err)) != 0)
    goto out;
  rc = -1;
  if ((c->stream != ga_dev_stream ()
       && (r = cufftSetStream (c->h, (cudaStream_t) ga_dev_stream ())) != CUFFT_SUCCESS)
      || (ws && ws != c->area && (r = cufftSetWorkArea (c->h, ws)) != CUFFT_SUCCESS))
    {
      c->stream = c->area = NULL;
      fft_fail (r, "setup", err);
      goto out;
    }
  c->stream = ga_dev_stream ();
  c->area = ws;
  for (long long j = 0; j < L.loop && r == CUFFT_SUCCESS; j++)
    r = exec_one (c, p->inverse, (char *) in + (size_t) (j * L.lidist) * isz,
                  (char *) out + (size_t) (j * L.lodist) * osz);
  if (r != CUFFT_SUCCESS)
    fft_fail (r, "execution", err);
  else
    rc = 0;
out:
  if (ws)
    ga_dev_free (ws);
  ga_dev_leave (prev);
  return rc;
}

/* ---------------------------------------------------------- kernels */

typedef struct {
  long long n[3], s[3], hn[2], hd[2];
} herm_geom;

/* out[k0, k1, k2] = conj (out[n0 - k0, -k1, -k2]) for k0 > n0 / 2: x
 * runs along k0's upper half and then the batch (so that a short
 * transform of many columns still fills the blocks; where dims[0] is
 * contiguous the writes and the mirrored reads both coalesce), y along
 * k1; I the index type (32-bit where the array allows: a 64-bit
 * division is a long subroutine). */
template <typename T, typename I>
__global__ void
k_hermitian (herm_geom g, T *o)
{
  const I n0 = (I) g.n[0], n1 = (I) g.n[1], n2 = (I) g.n[2];
  const I hn0 = (I) g.hn[0];
  const I lo = n0 / 2 + 1, h0 = n0 - lo;
  const I nx = h0 * n2 * hn0 * (I) g.hn[1];
  for (I k1 = blockIdx.y; k1 < n1; k1 += gridDim.y)
    {
      const I m1 = k1 ? n1 - k1 : 0;
      for (I x = blockIdx.x * blockDim.x + threadIdx.x; x < nx;
           x += gridDim.x * blockDim.x)
        {
          const I k0 = lo + x % h0, z = x / h0;
          const I k2 = z % n2, b = z / n2;
          const I base = (b % hn0) * (I) g.hd[0] + (b / hn0) * (I) g.hd[1];
          const I m2 = k2 ? n2 - k2 : 0;
          T v = o[base + (n0 - k0) * (I) g.s[0] + m1 * (I) g.s[1] + m2 * (I) g.s[2]];
          v.y = -v.y;
          o[base + k0 * (I) g.s[0] + k1 * (I) g.s[1] + k2 * (I) g.s[2]] = v;
        }
    }
}

template <typename R>
__global__ void
k_scale (R *v, long long m, R div, int cj)
{
  for (long long i = blockIdx.x * (long long) blockDim.x + threadIdx.x;
       i < m; i += (long long) gridDim.x * blockDim.x)
    v[i] = ((cj && (i & 1)) ? -v[i] : v[i]) / div;
}

static unsigned
blocks_for (long long n)
{
  long long b = (n + 255) / 256;
  return (unsigned) (b < 65536 ? (b > 0 ? b : 1) : 65536);
}

static int
launched (const char *what, ga_error *err)
{
  cudaError_t e = cudaGetLastError ();
  return e == cudaSuccess ? 0 : ga_dev_error (err, (int) e, what);
}

static int
d_hermitian (const ga_fft_plan *p, void *out, ga_error *err)
{
  herm_geom g;
  long long h0, span = 0;
  int prev, rc;
  for (int i = 0; i < 3; i++)
    {
      g.n[i] = i < p->rank ? (long long) p->dims[i].n : 1;
      g.s[i] = i < p->rank ? (long long) p->dims[i].os : 0;
      span += (g.n[i] - 1) * g.s[i];
    }
  for (int i = 0; i < 2; i++)
    {
      g.hn[i] = i < p->howmany_rank ? (long long) p->howmany[i].n : 1;
      g.hd[i] = i < p->howmany_rank ? (long long) p->howmany[i].os : 0;
      span += (g.hn[i] - 1) * g.hd[i];
    }
  h0 = g.n[0] - (g.n[0] / 2 + 1);
  if (h0 <= 0 || g.n[1] * g.n[2] * g.hn[0] * g.hn[1] == 0)
    return 0;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  cudaStream_t st = (cudaStream_t) ga_dev_stream ();
  {
    const long long nx = h0 * g.n[2] * g.hn[0] * g.hn[1];
    const dim3 grid ((unsigned) ((nx + 255) / 256 < 65535 ? (nx + 255) / 256 : 65535),
                     (unsigned) (g.n[1] < 65535 ? g.n[1] : 65535));
    const int small = span + nx < (1LL << 31);    /* every index fits */
#define HERM_LAUNCH(T)                                                        \
    if (small)                                                                \
      k_hermitian<T, unsigned><<<grid, 256, 0, st>>> (g, (T *) out);          \
    else                                                                      \
      k_hermitian<T, unsigned long long><<<grid, 256, 0, st>>> (g, (T *) out)
    if (p->single)
      HERM_LAUNCH (float2);
    else
      HERM_LAUNCH (double2);
#undef HERM_LAUNCH
  }
  rc = launched ("fft symmetry", err);
  ga_dev_leave (prev);
  return rc;
}

static int
d_scale (int single, int cplx, size_t n, double div, int cj, void *data,
         ga_error *err)
{
  const long long m = (long long) (cplx ? 2 * n : n);
  int prev, rc;
  if (m == 0)
    return 0;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  cudaStream_t st = (cudaStream_t) ga_dev_stream ();
  if (single)
    k_scale<float><<<blocks_for (m), 256, 0, st>>> ((float *) data, m, (float) div, cj);
  else
    k_scale<double><<<blocks_for (m), 256, 0, st>>> ((double *) data, m, div, cj);
  rc = launched ("fft scaling", err);
  ga_dev_leave (prev);
  return rc;
}

static int
d_resize (size_t width, size_t pre, size_t n, size_t m, size_t post,
          const void *in, void *out, ga_error *err)
{
  const size_t keep = (n < m ? n : m) * pre * width, row = m * pre * width;
  int prev, rc;
  cudaError_t e = cudaSuccess;
  if (row * post == 0)
    return 0;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  cudaStream_t st = (cudaStream_t) ga_dev_stream ();
  if (keep < row)
    e = cudaMemsetAsync (out, 0, row * post, st);
  if (e == cudaSuccess && keep)
    e = cudaMemcpy2DAsync (out, row, in, n * pre * width, keep, post,
                           cudaMemcpyDeviceToDevice, st);
  rc = e == cudaSuccess ? 0 : ga_dev_error (err, (int) e, "fft padding");
  ga_dev_leave (prev);
  return rc;
}

/* [pre, n, post] to [n, pre, post] through 32 x 32 tiles in shared
 * memory (reads along pre and writes along n both coalesce); T carries
 * the element's bytes (unsigned, uint2, uint4 for 4, 8, 16). */
template <typename T>
__global__ void
k_transpose (const T *in, T *out, long long pre, long long n, long long post)
{
  __shared__ T tile[32][33];
  const long long ti = (pre + 31) / 32, tk = (n + 31) / 32;
  for (long long blk = blockIdx.x; blk < ti * tk * post; blk += gridDim.x)
    {
      const long long i0 = (blk % ti) * 32, k0 = ((blk / ti) % tk) * 32;
      const long long j = blk / (ti * tk);
      const T *I = in + j * pre * n;
      T *O = out + j * pre * n;
      for (int r = threadIdx.y; r < 32; r += blockDim.y)
        {
          const long long i = i0 + threadIdx.x, k = k0 + r;
          if (i < pre && k < n)
            tile[r][threadIdx.x] = I[i + pre * k];
        }
      __syncthreads ();
      for (int r = threadIdx.y; r < 32; r += blockDim.y)
        {
          const long long k = k0 + threadIdx.x, i = i0 + r;
          if (i < pre && k < n)
            O[k + n * i] = tile[threadIdx.x][r];
        }
      __syncthreads ();
    }
}

static int
d_transpose (size_t width, size_t pre, size_t n, size_t post, const void *in,
             void *out, ga_error *err)
{
  const long long tiles = (long long) ((pre + 31) / 32) * ((n + 31) / 32) * post;
  const dim3 blk (32, 8);
  const unsigned grid = (unsigned) (tiles < (1 << 20) ? tiles : (1 << 20));
  int prev, rc;
  if (tiles == 0)
    return 0;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  cudaStream_t st = (cudaStream_t) ga_dev_stream ();
  if (width == 4)
    k_transpose<unsigned><<<grid, blk, 0, st>>> ((const unsigned *) in,
        (unsigned *) out, (long long) pre, (long long) n, (long long) post);
  else if (width == 8)
    k_transpose<uint2><<<grid, blk, 0, st>>> ((const uint2 *) in, (uint2 *) out,
        (long long) pre, (long long) n, (long long) post);
  else
    k_transpose<uint4><<<grid, blk, 0, st>>> ((const uint4 *) in, (uint4 *) out,
        (long long) pre, (long long) n, (long long) post);
  rc = launched ("fft transpose", err);
  ga_dev_leave (prev);
  return rc;
}

/* out (i, j) = in (i + ro, j + co) inside in, else 0: one pass over the
 * mo x no outputs, x along the column */
template <typename T>
__global__ void
k_window2 (const T *in, long long mi, long long ni, long long ro,
           long long co, T *out, long long mo, long long no)
{
  for (long long j = blockIdx.y; j < no; j += gridDim.y)
    for (long long i = blockIdx.x * (long long) blockDim.x + threadIdx.x;
         i < mo; i += (long long) gridDim.x * blockDim.x)
      {
        T v = {};
        if (i + ro < mi && j + co < ni)
          v = in[(i + ro) + mi * (j + co)];
        out[i + mo * j] = v;
      }
}

static int
d_window2 (size_t width, size_t mi, size_t ni, const void *in, size_t ro,
           size_t co, size_t mo, size_t no, void *out, ga_error *err)
{
  int prev, rc;
  if (mo * no == 0)
    return 0;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  cudaStream_t st = (cudaStream_t) ga_dev_stream ();
  const dim3 grid ((unsigned) ((mo + 255) / 256 < 1024 ? (mo + 255) / 256 : 1024),
                   (unsigned) (no < 65535 ? no : 65535));
#define WINDOW_LAUNCH(T)                                                      \
  k_window2<T><<<grid, 256, 0, st>>> ((const T *) in, (long long) mi,         \
                                      (long long) ni, (long long) ro,         \
                                      (long long) co, (T *) out,              \
                                      (long long) mo, (long long) no)
  if (width == 4)
    WINDOW_LAUNCH (unsigned);
  else if (width == 8)
    WINDOW_LAUNCH (uint2);
  else
    WINDOW_LAUNCH (uint4);
#undef WINDOW_LAUNCH
  rc = launched ("fft window", err);
  ga_dev_leave (prev);
  return rc;
}

/* a := a .* b * s; *bad set where a part of either is Inf or NaN */
template <typename T, typename R>
__global__ void
k_cmul (T *a, const T *b, long long n, R s, unsigned *bad)
{
  int seen = 0;
  for (long long i = blockIdx.x * (long long) blockDim.x + threadIdx.x;
       i < n; i += (long long) gridDim.x * blockDim.x)
    {
      const T x = a[i], y = b[i];
      T r;
      seen |= ! isfinite (x.x) || ! isfinite (x.y) || ! isfinite (y.x)
              || ! isfinite (y.y);
      r.x = (x.x * y.x - x.y * y.y) * s;
      r.y = (x.x * y.y + x.y * y.x) * s;
      a[i] = r;
    }
  if (__syncthreads_or (seen) && threadIdx.x == 0)
    atomicOr (bad, 1u);
}

static int
d_cmul (int single, size_t n, double s, void *a, const void *b, int *nonfinite,
        ga_error *err)
{
  unsigned *bad = NULL, h = 0;
  int prev, rc;
  *nonfinite = 0;
  if (n == 0)
    return 0;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  cudaStream_t st = (cudaStream_t) ga_dev_stream ();
  if ((rc = ga_dev_alloc (sizeof *bad, (void **) &bad, err)) != 0)
    goto out;
  {
    const cudaError_t e = cudaMemsetAsync (bad, 0, sizeof *bad, st);
    if (e != cudaSuccess)
      {
        rc = ga_dev_error (err, (int) e, "fft product");
        goto out;
      }
  }
  if (single)
    k_cmul<float2, float><<<blocks_for ((long long) n), 256, 0, st>>>
      ((float2 *) a, (const float2 *) b, (long long) n, (float) s, bad);
  else
    k_cmul<double2, double><<<blocks_for ((long long) n), 256, 0, st>>>
      ((double2 *) a, (const double2 *) b, (long long) n, s, bad);
  if ((rc = launched ("fft product", err)) == 0
      && (rc = ga_dev_download (&h, bad, sizeof h, err)) == 0)
    *nonfinite = h != 0;
out:
  if (bad)
    ga_dev_free (bad);
  ga_dev_leave (prev);
  return rc;
}

static const ga_fft_backend cuda_fft = {
  "cuFFT", d_alloc, d_release, d_exec, d_hermitian, d_scale, d_resize,
  ga_dev_copy, d_transpose, d_window2, d_cmul
};

extern "C" const ga_fft_backend *
ga_fft_cuda (void)
{
  return &cuda_fft;
}

/* ------------------------------------------------------------- conv2 */

/* conv2's direct sum (cpu/fft_cpu.c's CONV2_LOOP), one thread an
 * output, the kernel's columns outermost as there. */
template <typename T>
__global__ void
k_conv2 (ga_conv2_plan p, const T *A, const T *B, T *O, long long total)
{
  for (long long t = blockIdx.x * (long long) blockDim.x + threadIdx.x;
       t < total; t += (long long) gridDim.x * blockDim.x)
    {
      const long long i = t % (long long) p.mo, j = t / (long long) p.mo;
      const long long ia = i + (long long) p.ro, ja = j + (long long) p.co;
      T acc = fz<T> ();
      for (long long q = 0; q < (long long) p.nb; q++)
        if (ja >= q && ja - q < (long long) p.na)
          for (long long r = 0; r < (long long) p.mb; r++)
            if (ia >= r && ia - r < (long long) p.ma)
              acc = acc + A[(ia - r) + (long long) p.ma * (ja - q)]
                          * B[r + (long long) p.mb * q];
      O[t] = acc;
    }
}

static int
d_conv2 (const ga_conv2_plan *p, const void *a, const void *b, void *out,
         ga_error *err)
{
  const long long total = (long long) (p->mo * p->no);
  int prev, rc;
  if (total == 0)
    return 0;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  cudaStream_t st = (cudaStream_t) ga_dev_stream ();
  const unsigned g = blocks_for (total);
#define CONV2_LAUNCH(T)                                                       \
  k_conv2<T><<<g, 256, 0, st>>> (*p, (const T *) a, (const T *) b, (T *) out, \
                                 total)
  if (p->single && p->cplx)
    CONV2_LAUNCH (float2);
  else if (p->single)
    CONV2_LAUNCH (float);
  else if (p->cplx)
    CONV2_LAUNCH (double2);
  else
    CONV2_LAUNCH (double);
#undef CONV2_LAUNCH
  rc = launched ("conv2", err);
  ga_dev_leave (prev);
  return rc;
}

static const ga_filter_backend cuda_filter = { ga_filter_cuda_run, d_conv2 };

extern "C" const ga_filter_backend *
ga_filter_cuda (void)
{
  return &cuda_filter;
}
