/* device_array.cu: device memory and device work for gpuArray (see
 * device_array.h), on CUDA.
 *
 * State, for the one selected device: a non-blocking stream that carries
 * every gpuArray operation in call order (so a method returns once its
 * work is queued, and gather's copy waits for exactly what came before);
 * a memory pool of its own (cudaMemPoolCreate) used stream-ordered
 * (cudaMallocFromPoolAsync, cudaFreeAsync), so that freeing a temporary
 * and making the next one reuses the same memory without a device
 * synchronisation, while the release threshold bounds what the pool keeps
 * unused across synchronisations (GPUAXIS_POOL_BYTES, default a quarter of
 * the device's memory); and pinned staging for transfers.
 *
 * Transfers of 1 MiB and more go through the pinned staging in chunks
 * (GPUAXIS_ARRAY_SLOTS slots, default 3, of up to GPUAXIS_ARRAY_CHUNK_BYTES,
 * default 32 MiB; chunks ramp up from 1 MiB so the first copy, which
 * overlaps nothing, is short): the package's host-copy threads
 * (ga_pool_copy, cuda_pipeline.cu) copy a chunk between the Octave array
 * and a slot while the DMA engine moves the previous one (on the GPU host,
 * 2026-12-01, 32 MiB slots gave gpuArray (A) of 1 GiB 32-50 GB/s and
 * 64 MiB ones 19-37 GB/s, paired runs on one machine: the copy threads
 * were the slower part with 4 MiB each per chunk).  Smaller
 * transfers are one cudaMemcpyAsync (from pageable memory it returns once
 * the source has been read).  With GPUAXIS_TRACE_CALLS=1 the phases (enter,
 * pool allocation, the engine's launches, the copy threads' time and the
 * waits for the DMA of each direction) are summed for __gpu_array__
 * ("trace") (arrays.h).
 *
 * Reductions call the engine on device pointers (ga_cuda_run_device) with
 * workspace from the pool; what the CUDA backend does not compute
 * (ga_cuda_supports: max/min of complex) is computed on the CPU between a
 * download and an upload.
 *
 * Errors: out of memory is retried once after the pool's unused memory and
 * the reduction backend's buffers are given back, then reported as
 * gpuaxis:out-of-memory (nothing is lost).  Any other CUDA error is
 * reported as gpuaxis:cuda; when it is fatal (the context is unusable: a
 * kernel fault, found at the launch or at the next wait), the device is
 * reset and GA_DEV_LOST returned, and the table forgets every device
 * array.  CUDA did not give a process its device back after such a fault
 * on the GPU host (bench/probes/trap_recover.cu): the reset's probe
 * then marks it unusable (ga_cuda_lose_device), and from that call on the
 * package works as it does without a GPU, in host memory.  A reset by another part of the package is found by the CUDA
 * context's unique id (cuCtxGetId, through cudaGetDriverEntryPointByVersion:
 * no link to the driver library) changing under the state.
 *
 * Devices: the state lives on the selected device; each entry point makes
 * it current for its work and restores the caller's device afterwards, so
 * that the reduction backend of the host functions (device 0) is not
 * moved.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <cuda.h>
#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gpuaxis.h"
#include "arrays.h"
#include "device_array.h"
#include "cuda_transfer.h"
#include "linalg.h"
#include "fft.h"
#include "cuda_util.cuh"

#define MIB ((size_t) 1 << 20)
#define NSLOT_MAX 4
#define DIRECT_BELOW MIB            /* transfers below this: one copy     */
#define THREADS_FROM (4 * MIB)      /* transfers from this: copy threads */
#define NWORDS 4096                 /* flag words (ga_dev_word_take)      */

static struct {
  int inited;
  int idx;                          /* selected device                    */
  int pools;                        /* stream-ordered allocator usable    */
  cudaStream_t st;
  cudaMemPool_t pool;
  size_t threshold;
  unsigned long long ctx;           /* the context the state was made in */
  cudaEvent_t ev[NSLOT_MAX];        /* a slot's last copy is done         */
  int ev_used[NSLOT_MAX];
  int have_events;
  char *h_stage;                    /* nslot slots of slot_bytes, pinned */
  size_t slot_bytes;
  int nslot;
  unsigned *d_words;                /* NWORDS flag words, made on first use */
  unsigned char word_used[NWORDS];
  int word_next;
} S;

static int fault_alloc, fault_kernel, fault_fatal;

static size_t
env_size (const char *name, size_t dflt)
{
  const char *v = getenv (name);
  if (v && *v)
    {
      char *end;
      unsigned long long x = strtoull (v, &end, 10);
      if (end != v && x > 0)
        return (size_t) x;
    }
  return dflt;
}

/* ------------------------------------------------- context identity */

typedef CUresult (*ctx_current_fn) (CUcontext *);
typedef CUresult (*ctx_id_fn) (CUcontext, unsigned long long *);

/* The unique id of the current context (0: none, or a driver without
 * cuCtxGetId, CUDA < 12: then resets by others go unnoticed). */
static unsigned long long
context_id (void)
{
  static ctx_current_fn cur;
  static ctx_id_fn getid;
  static int looked;
  CUcontext c = NULL;
  unsigned long long id = 0;
  if (! looked)
    {
      cudaDriverEntryPointQueryResult q;
      looked = 1;
      if (cudaGetDriverEntryPointByVersion ("cuCtxGetCurrent", (void **) &cur,
                                            12000, cudaEnableDefault, &q) != cudaSuccess
          || q != cudaDriverEntryPointSuccess)
        cur = NULL;
      if (cudaGetDriverEntryPointByVersion ("cuCtxGetId", (void **) &getid,
                                            12000, cudaEnableDefault, &q) != cudaSuccess
          || q != cudaDriverEntryPointSuccess)
        getid = NULL;
      cudaGetLastError ();
    }
  if (! cur || ! getid || cur (&c) != CUDA_SUCCESS || ! c
      || getid (c, &id) != CUDA_SUCCESS)
    return 0;
  return id;
}

/* --------------------------------------------------------- state */

/* The caller's device, restored on the way out. */
typedef struct { int prev; } dev_guard;

static void
guard_enter (dev_guard *g)
{
  if (cudaGetDevice (&g->prev) != cudaSuccess)
    {
      cudaGetLastError ();
      g->prev = -1;
    }
  if (g->prev != S.idx)
    cudaSetDevice (S.idx);
}

static void
guard_leave (dev_guard *g)
{
  if (g->prev >= 0 && g->prev != S.idx)
    cudaSetDevice (g->prev);
}

/* The state's handles are dead (their context is gone): drop them. */
static void
forget (void)
{
  int idx = S.idx;
  ga_la_cuda_drop (0);              /* cuBLAS/cuSOLVER handles: gone too */
  memset (&S, 0, sizeof S);
  S.idx = idx;
  ga_fft_cuda_drop (0);             /* cuFFT plans: gone with it */
}

static void
teardown (void)
{
  if (! S.inited)
    return;
  ga_la_cuda_drop (1);              /* handles on the stream, first */
  cudaStreamSynchronize (S.st);
  ga_fft_cuda_drop (1);             /* cuFFT plans, before the stream */
  if (S.h_stage)
    cudaFreeHost (S.h_stage);
  if (S.d_words)
    cudaFree (S.d_words);
  if (S.have_events)
    for (int i = 0; i < NSLOT_MAX; i++)
      cudaEventDestroy (S.ev[i]);
  if (S.pools && S.pool)
    cudaMemPoolDestroy (S.pool);
  if (S.st)
    cudaStreamDestroy (S.st);
  cudaGetLastError ();
  forget ();
}

static int
init (ga_error *err)
{
  cudaError_t e;
  int pools = 0;
  size_t fr = 0, tot = 0;
  const char *what = "device initialisation";
  if ((e = cudaFree (0)) != cudaSuccess)
    goto fail;
  S.ctx = context_id ();
  what = "stream creation";
  if ((e = cudaStreamCreateWithFlags (&S.st, cudaStreamNonBlocking)) != cudaSuccess)
    goto fail;
  what = "event creation";
  for (int i = 0; i < NSLOT_MAX; i++)
    if ((e = cudaEventCreateWithFlags (&S.ev[i], cudaEventDisableTiming)) != cudaSuccess)
      {
        while (i > 0)
          cudaEventDestroy (S.ev[--i]);
        goto fail;
      }
  S.have_events = 1;
  if (cudaDeviceGetAttribute (&pools, cudaDevAttrMemoryPoolsSupported, S.idx) != cudaSuccess)
    pools = 0;
  cudaMemGetInfo (&fr, &tot);
  if (pools)
    {
      cudaMemPoolProps props;
      uint64_t thr;
      memset (&props, 0, sizeof props);
      props.allocType = cudaMemAllocationTypePinned;
      props.handleTypes = cudaMemHandleTypeNone;
      props.location.type = cudaMemLocationTypeDevice;
      props.location.id = S.idx;
      what = "memory pool creation";
      if ((e = cudaMemPoolCreate (&S.pool, &props)) != cudaSuccess)
        goto fail;
      S.pools = 1;
      S.threshold = env_size ("GPUAXIS_POOL_BYTES", tot / 4);
      thr = S.threshold;
      cudaMemPoolSetAttribute (S.pool, cudaMemPoolAttrReleaseThreshold, &thr);
    }
  cudaGetLastError ();
  S.inited = 1;
  return 0;
fail:
  cudaGetLastError ();
  ga_set_error (err, e == cudaErrorMemoryAllocation ? "gpuaxis:out-of-memory"
                : "gpuaxis:cuda", "CUDA error in %s on device %d: %s", what,
                S.idx + 1, cudaGetErrorString (e));
  S.inited = 1;                     /* so that teardown frees what was made */
  teardown ();
  return -1;
}

/* Start of every entry point that touches the device. */
static int
enter (dev_guard *g, ga_error *err)
{
  const double t0 = ga_trace_t0 ();
  if (! ga_cuda_available (err))
    return -1;
  guard_enter (g);
  if (S.inited && context_id () != S.ctx)
    forget ();                      /* reset elsewhere: arrays.c asks
                                       ga_dev_check before using pointers */
  if (! S.inited && init (err) != 0)
    {
      guard_leave (g);
      return -1;
    }
  ga_trace_add (GA_TR_ENTER, t0);
  return 0;
}

/* A fatal error: the context is unusable.  Everything on it goes: the
 * reduction backend's state too when it lives there (device 0). */
static void
lose_context (cudaError_t e)
{
  forget ();
  if (S.idx == 0)
    {
      ga_cuda_release ();
      ga_cuda_lose_device (cudaGetErrorString (e));   /* probes again */
    }
  else
    {
      cudaDeviceReset ();
      cudaGetLastError ();
    }
}

/* What a fatal error's message adds: whether the device came back. */
static const char *
after_loss (void)
{
  ga_error e = {0};
  return ga_cuda_available (&e) ? " (the device was reset)"
         : "; the GPU is unusable for the rest of this Octave session: restart "
           "Octave to use it (until then gpuaxis computes in host memory)";
}

/* A CUDA error e in `what`: -1 (the session goes on) or GA_DEV_LOST (the
 * device was reset), with err set. */
static int
fail (ga_error *err, cudaError_t e, const char *what)
{
  cudaError_t again;
  cudaGetLastError ();              /* clears an error that is not fatal */
  if (e == cudaErrorMemoryAllocation)
    {
      ga_set_error (err, "gpuaxis:out-of-memory", "out of device memory (%s)", what);
      return -1;
    }
  again = cudaDeviceSynchronize ();
  if (again == cudaSuccess)
    again = cudaGetLastError ();
  if (again != cudaSuccess)
    {
      lose_context (e);
      ga_set_error (err, "gpuaxis:cuda", "CUDA error in %s: %s; every gpuArray "
                    "on the device is lost%s", what, cudaGetErrorString (e), after_loss ());
      return GA_DEV_LOST;
    }
  ga_set_error (err, "gpuaxis:cuda", "CUDA error in %s: %s", what,
                cudaGetErrorString (e));
  return -1;
}

/* After the engine reported a failure (err set): is the context still
 * usable? */
static int
engine_failed (ga_error *err)
{
  cudaError_t e = cudaDeviceSynchronize ();
  if (e == cudaSuccess)
    e = cudaGetLastError ();
  if (e == cudaSuccess)
    return -1;
  cudaGetLastError ();
  if (cudaDeviceSynchronize () == cudaSuccess && cudaGetLastError () == cudaSuccess)
    return -1;
  {
    char msg[sizeof err->msg];
    snprintf (msg, sizeof msg, "%s", err->msg);
    lose_context (e);
    ga_set_error (err, "gpuaxis:cuda", "%s; every gpuArray on the device is lost%s",
                  msg, after_loss ());
  }
  return GA_DEV_LOST;
}

/* ------------------------------------------------------- entry points */

extern "C" int
ga_dev_count (void)
{
  static int n = -1;
  ga_error e = {0};
  if (! ga_cuda_available (&e))
    return 0;
  if (n < 0)
    {
      int c = 0;
      if (cudaGetDeviceCount (&c) != cudaSuccess)
        {
          cudaGetLastError ();
          return 0;
        }
      n = c;
    }
  return n;
}

extern "C" int
ga_dev_selected (void)
{
  return S.idx;
}

extern "C" int
ga_dev_select (int idx, ga_error *err)
{
  dev_guard g;
  if (idx == S.idx && S.inited)
    return 0;
  if (S.inited)
    {
      guard_enter (&g);
      teardown ();
      guard_leave (&g);
    }
  S.idx = idx;
  if (enter (&g, err) != 0)
    {
      S.idx = 0;                    /* back to the default */
      return -1;
    }
  guard_leave (&g);
  return 0;
}

extern "C" int
ga_dev_check (ga_error *err)
{
  dev_guard g;
  int lost;
  if (! S.inited)
    return 0;
  guard_enter (&g);
  lost = context_id () != S.ctx;
  guard_leave (&g);
  if (! lost)
    return 0;
  forget ();
  ga_set_error (err, "gpuaxis:cuda", "the device was reset: every gpuArray "
                "on it is lost");
  return GA_DEV_LOST;
}

static cudaError_t
pool_alloc (size_t bytes, void **p)
{
  const double t0 = ga_trace_t0 ();
  cudaError_t e;
  if (S.pools)
    e = cudaMallocFromPoolAsync (p, bytes, S.pool, S.st);
  else
    e = cudaMalloc (p, bytes);
  ga_trace_add (GA_TR_ALLOC, t0);
  return e;
}

/* Allocation with the state entered. */
static int
alloc_entered (size_t bytes, void **p, ga_error *err)
{
  cudaError_t e;
  if (fault_alloc)
    {
      fault_alloc = 0;
      e = cudaErrorMemoryAllocation;
    }
  else if ((e = pool_alloc (bytes, p)) == cudaErrorMemoryAllocation)
    {
      /* Give back what is cached (the pool's unused memory, the reduction
       * backend's buffers when it lives on this device) and retry. */
      cudaGetLastError ();
      cudaStreamSynchronize (S.st);
      if (S.pools)
        cudaMemPoolTrimTo (S.pool, 0);
      if (S.idx == 0)
        ga_cuda_release ();
      e = pool_alloc (bytes, p);
    }
  if (e == cudaSuccess)
    return 0;
  *p = NULL;
  cudaGetLastError ();
  if (e == cudaErrorMemoryAllocation)
    {
      size_t fr = 0, tot = 0;
      cudaMemGetInfo (&fr, &tot);
      cudaGetLastError ();
      ga_set_error (err, "gpuaxis:out-of-memory", "out of device memory: "
                    "%.4g MB asked for, %.4g MB free of %.4g MB on device %d",
                    bytes / 1e6, fr / 1e6, tot / 1e6, S.idx + 1);
      return -1;
    }
  return fail (err, e, "device allocation");
}

extern "C" int
ga_dev_alloc (size_t bytes, void **p, ga_error *err)
{
  dev_guard g;
  int rc;
  *p = NULL;
  if ((rc = enter (&g, err)) != 0)
    return rc;
  rc = alloc_entered (bytes, p, err);
  guard_leave (&g);
  return rc;
}

static void
free_entered (void *p)
{
  if (S.pools)
    cudaFreeAsync (p, S.st);
  else
    {
      cudaStreamSynchronize (S.st);
      cudaFree (p);
    }
  cudaGetLastError ();
}

extern "C" void
ga_dev_free (void *p)
{
  dev_guard g;
  if (! p || ! S.inited)
    return;                         /* gone with a reset */
  guard_enter (&g);
  if (context_id () == S.ctx)
    free_entered (p);
  guard_leave (&g);
}

/* Flag words of queued runs, from one small allocation of their own:
 * 4-byte allocations from the pool, freed stream-ordered while large
 * results came and went, made every 1 GiB result of sqrt (G) a new
 * allocation, 90 us a call (2026-12-03). */
extern "C" int
ga_dev_word_take (unsigned **w, ga_error *err)
{
  dev_guard g;
  int rc;
  *w = NULL;
  if ((rc = enter (&g, err)) != 0)
    return rc;
  if (! S.d_words)
    {
      cudaError_t e = cudaMalloc ((void **) &S.d_words, NWORDS * sizeof (unsigned));
      if (e != cudaSuccess)
        {
          S.d_words = NULL;
          rc = fail (err, e, "device allocation");
          guard_leave (&g);
          return rc;
        }
    }
  for (int i = 0; i < NWORDS && ! *w; i++)
    {
      const int k = (S.word_next + i) % NWORDS;
      if (! S.word_used[k])
        {
          S.word_used[k] = 1;
          S.word_next = k + 1;
          *w = S.d_words + k;
        }
    }
  guard_leave (&g);
  return *w ? 0 : 1;
}

extern "C" void
ga_dev_word_give (unsigned *w)
{
  if (S.inited && S.d_words && w >= S.d_words && w < S.d_words + NWORDS)
    S.word_used[w - S.d_words] = 0;
}

/* ------------------------------------------------------- transfers */

/* The pinned slots, made on first use. */
static int
staging (ga_error *err)
{
  cudaError_t e;
  size_t cmax;
  int nslot;
  if (S.h_stage)
    return 0;
  cmax = smax (env_size ("GPUAXIS_ARRAY_CHUNK_BYTES", 32 * MIB), MIB) & ~(size_t) 4095;
  nslot = (int) env_size ("GPUAXIS_ARRAY_SLOTS", 3);
  nslot = nslot < 2 ? 2 : (nslot > NSLOT_MAX ? NSLOT_MAX : nslot);
  e = cudaHostAlloc ((void **) &S.h_stage, (size_t) nslot * cmax, cudaHostAllocPortable);
  if (e != cudaSuccess)
    {
      S.h_stage = NULL;
      return fail (err, e, "cudaHostAlloc of pinned staging");
    }
  S.slot_bytes = cmax;
  S.nslot = nslot;
  memset (S.ev_used, 0, sizeof S.ev_used);
  return 0;
}

/* Bytes of the chunk at offset off of total: from 1 MiB up, doubling
 * with what is done, to the slot size. */
static size_t
chunk_len (size_t off, size_t total)
{
  size_t t = smin (smax (off, MIB), S.slot_bytes);
  return smin (t, total - off);
}

static char *
slot (int s)
{
  return S.h_stage + (size_t) s * S.slot_bytes;
}

/* Wait until slot s's last copy is done. */
static cudaError_t
slot_wait (int s, int phase)
{
  double t0;
  cudaError_t e;
  if (! S.ev_used[s])
    return cudaSuccess;
  S.ev_used[s] = 0;
  t0 = ga_trace_t0 ();
  e = cudaEventSynchronize (S.ev[s]);
  ga_trace_add (phase, t0);
  return e;
}

/* The copy of len bytes between slot s and dev (direction kind), and the
 * record of its event. */
static cudaError_t
slot_send (int s, void *dst, const void *src, size_t len, cudaMemcpyKind kind)
{
  const double t0 = ga_trace_t0 ();
  cudaError_t e = cudaMemcpyAsync (dst, src, len, kind, S.st);
  if (e == cudaSuccess)
    {
      S.ev_used[s] = 1;
      e = cudaEventRecord (S.ev[s], S.st);
    }
  ga_trace_add (GA_TR_DMA_ISSUE, t0);
  return e;
}

static void
traced_copy (void *dst, const void *src, size_t len, int phase)
{
  const double t0 = ga_trace_t0 ();
  ga_pool_copy (dst, src, len);
  ga_trace_add (phase, t0);
}

static int
upload_entered (char *dst, const char *src, size_t bytes, ga_error *err)
{
  cudaError_t e = cudaSuccess;
  const char *what = "copy to the device";
  size_t off = 0;
  double t0;
  int k = 0, rc;
  if (bytes < DIRECT_BELOW)
    {
      if ((e = cudaMemcpyAsync (dst, src, bytes, cudaMemcpyHostToDevice, S.st)) != cudaSuccess)
        return fail (err, e, what);
      return 0;
    }
  if ((rc = staging (err)) != 0)
    return rc;
  t0 = ga_trace_t0 ();
  ga_pool_begin (bytes >= THREADS_FROM ? ga_pool_threads_wanted () : 1);
  while (off < bytes && e == cudaSuccess)
    {
      const int s = k++ % S.nslot;
      const size_t len = chunk_len (off, bytes);
      if ((e = slot_wait (s, GA_TR_H2D_WAIT)) != cudaSuccess)
        break;
      traced_copy (slot (s), src + off, len, GA_TR_H2D_COPY);
      e = slot_send (s, dst + off, slot (s), len, cudaMemcpyHostToDevice);
      off += len;
    }
  ga_pool_end ();
  ga_trace_add (GA_TR_XFER, t0);
  return e == cudaSuccess ? 0 : fail (err, e, what);
}


static int
download_entered (char *dst, const char *src, size_t bytes, ga_error *err)
{
  cudaError_t e = cudaSuccess;
  const char *what = "copy from the device";
  size_t off_out = 0, off_in = 0, len[NSLOT_MAX], at[NSLOT_MAX];
  double t0;
  int k_out = 0, k_in = 0, rc;
  if (bytes < DIRECT_BELOW)
    {
      if ((e = cudaMemcpyAsync (dst, src, bytes, cudaMemcpyDeviceToHost, S.st)) != cudaSuccess
          || (e = cudaStreamSynchronize (S.st)) != cudaSuccess)
        return fail (err, e, what);
      return 0;
    }
  if ((rc = staging (err)) != 0)
    return rc;
  t0 = ga_trace_t0 ();
  ga_pool_begin (bytes >= THREADS_FROM ? ga_pool_threads_wanted () : 1);
  /* Up to nslot copies in flight; each one done is copied out of its slot
   * by the threads while the next ones run. */
  while (off_out < bytes && e == cudaSuccess)
    {
      while (off_in < bytes && k_in - k_out < S.nslot && e == cudaSuccess)
        {
          const int s = k_in % S.nslot;
          if ((e = slot_wait (s, GA_TR_D2H_WAIT)) != cudaSuccess)
            break;
          at[s] = off_in;
          len[s] = chunk_len (off_in, bytes);
          e = slot_send (s, slot (s), src + off_in, len[s], cudaMemcpyDeviceToHost);
          off_in += len[s];
          k_in++;
        }
      if (e == cudaSuccess)
        {
          const int s = k_out % S.nslot;
          if ((e = slot_wait (s, GA_TR_D2H_WAIT)) != cudaSuccess)
            break;
          traced_copy (dst + at[s], slot (s), len[s], GA_TR_D2H_COPY);
          off_out += len[s];
          k_out++;
        }
    }
  ga_pool_end ();
  ga_trace_add (GA_TR_XFER, t0);
  return e == cudaSuccess ? 0 : fail (err, e, what);
}

typedef int (*transfer_fn) (char *, const char *, size_t, ga_error *);

static int
transfer (transfer_fn f, void *dst, const void *src, size_t bytes, ga_error *err)
{
  dev_guard g;
  int rc;
  if ((rc = enter (&g, err)) != 0)
    return rc;
  rc = f ((char *) dst, (const char *) src, bytes, err);
  guard_leave (&g);
  return rc;
}

extern "C" int
ga_dev_upload (void *dst, const void *src, size_t bytes, ga_error *err)
{
  return transfer (upload_entered, dst, src, bytes, err);
}

extern "C" int
ga_dev_download (void *dst, const void *src, size_t bytes, ga_error *err)
{
  return transfer (download_entered, dst, src, bytes, err);
}

extern "C" int
ga_dev_copy (void *dst, const void *src, size_t bytes, ga_error *err)
{
  int prev, rc;
  cudaError_t e;
  if (! bytes)
    return 0;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  e = cudaMemcpyAsync (dst, src, bytes, cudaMemcpyDeviceToDevice, S.st);
  rc = e == cudaSuccess ? 0 : ga_dev_error (err, (int) e, "device copy");
  ga_dev_leave (prev);
  return rc;
}

/* ------------------------------------------------------- reductions */

__global__ void
k_trap (void)
{
  __trap ();
}

/* A plan the CUDA backend does not take, on the CPU: download, reduce,
 * upload (waits). */
static int
reduce_on_cpu (const ga_plan *p, const void *in, size_t in_bytes, void *out,
               size_t out_bytes, void *out_index, ga_error *err)
{
  const size_t ni = ga_pass_outputs (&p->pass[p->npass - 1]) * sizeof (double);
  char *h_in = (char *) malloc (in_bytes + 1), *h_out = (char *) malloc (out_bytes + 1);
  char *h_idx = out_index ? (char *) malloc (ni + 1) : NULL;
  int rc = -1;
  if (! h_in || ! h_out || (out_index && ! h_idx))
    ga_set_error (err, "gpuaxis:out-of-memory", "out of host memory");
  else if ((rc = download_entered (h_in, (const char *) in, in_bytes, err)) == 0
           && (rc = ga_cpu_run (p, h_in, h_out, h_idx, err)) == 0
           && (rc = upload_entered ((char *) out, h_out, out_bytes, err)) == 0
           && out_index)
    rc = upload_entered ((char *) out_index, h_idx, ni, err);
  /* the uploads read their sources before returning */
  free (h_in);
  free (h_out);
  free (h_idx);
  return rc;
}

extern "C" int
ga_dev_reduce (const ga_plan *p, const void *in, size_t in_bytes, void *out,
               size_t out_bytes, void *out_index, ga_error *err)
{
  dev_guard g;
  size_t ws = 0;
  void *d_ws = NULL;
  cudaError_t e;
  int rc;
  if ((rc = enter (&g, err)) != 0)
    return rc;
  /* [M, I] over several passes: not written for CUDA (the host path sends
   * it to the CPU too, gateway/reduce.c) */
  if (! ga_cuda_supports (p) || (p->want_index && p->npass > 1))
    {
      rc = reduce_on_cpu (p, in, in_bytes, out, out_bytes, out_index, err);
      guard_leave (&g);
      return rc;
    }
  ws = ga_cuda_workspace_bytes (p);
  if (ws && (rc = alloc_entered (ws, &d_ws, err)) != 0)
    {
      guard_leave (&g);
      return rc;
    }
  if (fault_kernel)
    {
      fault_kernel = 0;
      rc = fail (err, cudaErrorLaunchFailure, "reduction kernel (injected fault)");
    }
  else if (fault_fatal)
    {
      fault_fatal = 0;
      k_trap<<<1, 1, 0, S.st>>> ();
      e = cudaStreamSynchronize (S.st);
      rc = fail (err, e != cudaSuccess ? e : cudaErrorLaunchFailure,
                 "reduction kernel (injected fatal fault)");
    }
  else
    {
      const double t0 = ga_trace_t0 ();
      const int erc = ga_cuda_run_device (p, in, out, out_index, d_ws, ws, S.st, err);
      ga_trace_add (GA_TR_KERNEL, t0);
      if (erc != 0)
        rc = engine_failed (err);
      else if ((e = cudaGetLastError ()) != cudaSuccess)
        rc = fail (err, e, "reduction kernel");
    }
  if (d_ws && rc != GA_DEV_LOST)
    free_entered (d_ws);
  guard_leave (&g);
  return rc;
}

/* Octave's conversion of a real to class T (integers: round half away,
 * saturate, NaN to 0).  lo and hi are the class's bounds as doubles (for
 * the 64-bit classes hi rounds up to 2^63 or 2^64, which r >= hi then
 * saturates exactly). */
template <class T> struct lim;
#define GA_LIM(T, LO, HI)                                                    \
  template <> struct lim<T> {                                               \
    static __device__ T lo () { return LO; }                                \
    static __device__ T hi () { return HI; }                                \
  };
GA_LIM (int8_t, INT8_MIN, INT8_MAX)
GA_LIM (uint8_t, 0, UINT8_MAX)
GA_LIM (int16_t, INT16_MIN, INT16_MAX)
GA_LIM (uint16_t, 0, UINT16_MAX)
GA_LIM (int32_t, INT32_MIN, INT32_MAX)
GA_LIM (uint32_t, 0, UINT32_MAX)
GA_LIM (int64_t, INT64_MIN, INT64_MAX)
GA_LIM (uint64_t, 0, UINT64_MAX)
#undef GA_LIM

template <class T> struct conv {
  static __device__ T put (double v)
  {
    const double r = isnan (v) ? 0 : round (v);
    return r <= (double) lim<T>::lo () ? lim<T>::lo ()
           : (r >= (double) lim<T>::hi () ? lim<T>::hi () : (T) r);
  }
};
template <> struct conv<double> { static __device__ double put (double v) { return v; } };
template <> struct conv<float> { static __device__ float put (double v) { return (float) v; } };
template <> struct conv<bool> { static __device__ bool put (double v) { return v != 0; } };

template <class F, class T>
__global__ void
k_convert (const F *in, T *out, size_t n)
{
  for (size_t i = (size_t) blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += (size_t) gridDim.x * blockDim.x)
    out[i] = conv<T>::put ((double) in[i]);
}

static unsigned
grid_for (size_t n)
{
  size_t b = (n + 255) / 256;
  return (unsigned) smax (1, smin (b, 65535));
}

template <class F>
static void
launch_convert (ga_elem to, size_t n, const F *in, void *out)
{
  const unsigned gr = grid_for (n);
  switch (to)
    {
    case GA_DOUBLE: k_convert<<<gr, 256, 0, S.st>>> (in, (double *) out, n); break;
    case GA_SINGLE: k_convert<<<gr, 256, 0, S.st>>> (in, (float *) out, n); break;
    case GA_INT8: k_convert<<<gr, 256, 0, S.st>>> (in, (int8_t *) out, n); break;
    case GA_UINT8: k_convert<<<gr, 256, 0, S.st>>> (in, (uint8_t *) out, n); break;
    case GA_INT16: k_convert<<<gr, 256, 0, S.st>>> (in, (int16_t *) out, n); break;
    case GA_UINT16: k_convert<<<gr, 256, 0, S.st>>> (in, (uint16_t *) out, n); break;
    case GA_INT32: k_convert<<<gr, 256, 0, S.st>>> (in, (int32_t *) out, n); break;
    case GA_UINT32: k_convert<<<gr, 256, 0, S.st>>> (in, (uint32_t *) out, n); break;
    case GA_INT64: k_convert<<<gr, 256, 0, S.st>>> (in, (int64_t *) out, n); break;
    case GA_UINT64: k_convert<<<gr, 256, 0, S.st>>> (in, (uint64_t *) out, n); break;
    case GA_LOGICAL: k_convert<<<gr, 256, 0, S.st>>> (in, (bool *) out, n); break;
    default: break;
    }
}

extern "C" int
ga_dev_convert (ga_elem from, ga_elem to, size_t n, const void *in, void *out,
                ga_error *err)
{
  dev_guard g;
  cudaError_t e;
  int rc;
  if (n == 0)
    return 0;
  if ((rc = enter (&g, err)) != 0)
    return rc;
  if (from == GA_SINGLE)
    launch_convert (to, n, (const float *) in, out);
  else
    launch_convert (to, n, (const double *) in, out);
  e = cudaGetLastError ();
  rc = e == cudaSuccess ? 0 : fail (err, e, "conversion kernel");
  guard_leave (&g);
  return rc;
}

template <class W>
__global__ void
k_fill (W *p, size_t n, size_t step, W v)
{
  for (size_t i = (size_t) blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += (size_t) gridDim.x * blockDim.x)
    p[i * step] = v;
}

extern "C" int
ga_dev_fill (ga_elem e, int cplx, size_t n, double v, void *p, ga_error *err)
{
  dev_guard g;
  const size_t esz = ga_elem_size (e), step = cplx ? 2 : 1;
  const unsigned gr = grid_for (n);
  cudaError_t ce = cudaSuccess;
  uint64_t one = 0;
  int rc;
  if (n == 0)
    return 0;
  if ((rc = enter (&g, err)) != 0)
    return rc;
  ga_convert_host (GA_DOUBLE, e, 1, &v, &one);    /* the element's bytes */
  if (cplx)
    ce = cudaMemsetAsync (p, 0, n * esz * 2, S.st);
  if (ce == cudaSuccess)
    switch (esz)
      {
      case 1: k_fill<<<gr, 256, 0, S.st>>> ((uint8_t *) p, n, step, (uint8_t) one); break;
      case 2: k_fill<<<gr, 256, 0, S.st>>> ((uint16_t *) p, n, step, (uint16_t) one); break;
      case 4: k_fill<<<gr, 256, 0, S.st>>> ((uint32_t *) p, n, step, (uint32_t) one); break;
      default: k_fill<<<gr, 256, 0, S.st>>> ((uint64_t *) p, n, step, one); break;
      }
  if (ce == cudaSuccess)
    ce = cudaGetLastError ();
  rc = ce == cudaSuccess ? 0 : fail (err, ce, "fill kernel");
  guard_leave (&g);
  return rc;
}

extern "C" int
ga_dev_run (void (*fn) (void *, void *), void *ctx, const char *what,
            ga_error *err)
{
  dev_guard g;
  cudaError_t e;
  int rc;
  if ((rc = enter (&g, err)) != 0)
    return rc;
  fn (ctx, (void *) S.st);
  e = cudaGetLastError ();
  rc = e == cudaSuccess ? 0 : fail (err, e, what);
  guard_leave (&g);
  return rc;
}

extern "C" int
ga_dev_sync (ga_error *err)
{
  dev_guard g;
  cudaError_t e;
  int rc;
  if (! S.inited)
    return 0;
  if ((rc = enter (&g, err)) != 0)
    return rc;
  e = cudaStreamSynchronize (S.st);
  rc = e == cudaSuccess ? 0 : fail (err, e, "queued gpuArray work");
  guard_leave (&g);
  return rc;
}

extern "C" void
ga_dev_release (int reset_device)
{
  dev_guard g;
  ga_error e = {0};
  if (! ga_cuda_available (&e))
    return;
  guard_enter (&g);
  if (S.inited && context_id () == S.ctx)
    teardown ();
  else
    forget ();
  if (reset_device)
    {
      if (S.idx == 0)
        ga_cuda_release ();
      cudaDeviceReset ();
      cudaGetLastError ();
    }
  guard_leave (&g);
}

/* ------------------------------------------------------- reports */

extern "C" void
ga_dev_facts_get (ga_dev_facts *f)
{
  memset (f, 0, sizeof *f);
  f->index = S.idx;
  if (! S.inited)
    return;
  f->usable = 1;
  f->pinned_bytes = S.h_stage ? (size_t) S.nslot * S.slot_bytes : 0;
  f->pool_release_threshold = S.threshold;
  if (S.pools)
    {
      dev_guard g;
      uint64_t v = 0;
      guard_enter (&g);
      if (context_id () == S.ctx)
        {
          if (cudaMemPoolGetAttribute (S.pool, cudaMemPoolAttrReservedMemCurrent, &v) == cudaSuccess)
            f->pool_reserved_bytes = v;
          if (cudaMemPoolGetAttribute (S.pool, cudaMemPoolAttrUsedMemCurrent, &v) == cudaSuccess)
            f->pool_used_bytes = v;
          cudaGetLastError ();
        }
      guard_leave (&g);
    }
}

/* A device's fixed properties, read once: the clock rate's
 * cudaDeviceGetAttribute cost 349.55 us a call on an H100 (CUDA 13.0,
 * driver 580.159.04; cudaGetDeviceProperties 0.06, cudaMemGetInfo 3.70:
 * bench/probes/device_props_probe.cu, 2026-12-06), and gpuDevice, as in
 * MATLAB's `wait (gpuDevice)` of a timing loop, read the properties twice
 * a call.  Only the free memory is read again each time. */
#define PROPS_CACHED 64
static ga_dev_props props_cache[PROPS_CACHED];
static unsigned char props_have[PROPS_CACHED];

static int
props_read (int idx, ga_dev_props *p, ga_error *err)
{
  cudaDeviceProp prop;
  cudaError_t e;
  if ((e = cudaGetDeviceProperties (&prop, idx)) != cudaSuccess)
    {
      cudaGetLastError ();
      ga_set_error (err, "gpuaxis:cuda", "CUDA error reading device %d: %s",
                    idx + 1, cudaGetErrorString (e));
      return -1;
    }
  snprintf (p->name, sizeof p->name, "%s", prop.name);
  p->cc_major = prop.major;
  p->cc_minor = prop.minor;
  p->multiprocessors = prop.multiProcessorCount;
  p->total_mem = prop.totalGlobalMem;
  p->max_threads_per_block = prop.maxThreadsPerBlock;
  {
    int khz = 0;
    cudaDeviceGetAttribute (&khz, cudaDevAttrClockRate, idx);
    p->clock_khz = khz;
  }
  p->can_map_host = prop.canMapHostMemory;
  p->ecc = prop.ECCEnabled;
  cudaDriverGetVersion (&p->driver_version);
  cudaRuntimeGetVersion (&p->runtime_version);
  return 0;
}

extern "C" int
ga_dev_props_get (int idx, ga_dev_props *p, ga_error *err)
{
  memset (p, 0, sizeof *p);
  if (idx < 0 || idx >= ga_dev_count ())
    {
      ga_set_error (err, "gpuaxis:invalid-device", "no CUDA device %d", idx + 1);
      return -1;
    }
  if (idx >= PROPS_CACHED)
    {
      if (props_read (idx, p, err) != 0)
        return -1;
    }
  else
    {
      if (! props_have[idx])
        {
          if (props_read (idx, &props_cache[idx], err) != 0)
            return -1;
          props_have[idx] = 1;
        }
      *p = props_cache[idx];
      p->free_mem = 0;
    }
  if (idx == S.idx && S.inited)
    {
      dev_guard g;
      size_t fr = 0, tot = 0;
      guard_enter (&g);
      if (cudaMemGetInfo (&fr, &tot) == cudaSuccess)
        p->free_mem = fr;
      guard_leave (&g);
    }
  cudaGetLastError ();
  return 0;
}

extern "C" int
ga_dev_fault (const char *what)
{
  if (! strcmp (what, "alloc")) fault_alloc = 1;
  else if (! strcmp (what, "kernel")) fault_kernel = 1;
  else if (! strcmp (what, "fatal")) fault_fatal = 1;
  else return -1;
  return 0;
}

/* ---------------------------------- for index_kernels.cu (see .h) */

extern "C" int
ga_dev_enter (int *prev, ga_error *err)
{
  dev_guard g;
  const int rc = enter (&g, err);
  *prev = g.prev;
  return rc;
}

extern "C" void
ga_dev_leave (int prev)
{
  dev_guard g;
  g.prev = prev;
  guard_leave (&g);
}

extern "C" void *ga_dev_stream (void) { return (void *) S.st; }

extern "C" int
ga_dev_error (ga_error *err, int e, const char *what)
{
  return fail (err, (cudaError_t) e, what);
}
