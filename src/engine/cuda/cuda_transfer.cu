/* cuda_transfer.cu: the engine on a host array (every operation).
 *
 * The input goes to the device in chunks through pinned staging buffers
 * that are allocated once and kept: each chunk is copied into a staging
 * slot by a pool of host threads (cuda_pipeline.cu), sent with an
 * asynchronous copy on the slot's stream, and reduced there while the
 * threads copy the next chunk into the next slot (3 slots by default).
 * The chunk schedule (ga_sched_*) cuts the array so that partial results
 * combine exactly: whole slabs of independent outputs where it can, else
 * rows of a slab (or columns of a row) whose partials (in the reduction's
 * own format) are folded, in chunk order, into a running partial on the
 * device, their positions (max/min indices) moved by the chunk's first
 * row, so that indices come out global.  Signed "native" sums run the
 * ordered kernels at once (ga_cuda_run_device_opt with fast 0): the fast
 * path's two runs (the second gated on the device) would only add
 * launches to every chunk, and the device is never the bottleneck here.  So
 * only the chunk buffers, the partials and the result need device memory,
 * and arrays larger than the device work.  Chunk sizes ramp up from 1 MiB
 * at the start and down at the end, so the first copy and the last
 * transfer, which overlap nothing, are short.
 *
 * Registering the caller's memory in place (cudaHostRegister) is not used:
 * on the GPU host it costs 212 ms + 83 ms for 4 GiB (11.5 GB/s overall),
 * slower than the staged copy (41.7+ GB/s) at every size measured
 * (bench/pinned_rate.cu measures it again).
 *
 * Kept between calls (ga_state; released by ga_cuda_release, i.e. `clear
 * gpu_axis_sum`, Octave's exit, or after any CUDA error): the streams, the
 * events, the pinned arena (h_stage) and the device arena (d_buf, never
 * more than a quarter of the device's memory except while a call needs
 * more), and the copy threads.
 *
 * Test and tuning knobs (environment, read at every call):
 *   GPUAXIS_CHUNK_BYTES  largest chunk (default 64 MiB); when set, the ramp
 *                        is off unless GPUAXIS_CHUNK_MIN is set too
 *   GPUAXIS_CHUNK_MIN    smallest chunk of the ramp (default 1 MiB)
 *   GPUAXIS_SLOTS        staging slots, 1..4 (default 3)
 *   GPUAXIS_THREADS      host copy threads (default: CPUs, at most 16)
 *   GPUAXIS_TEST_DEVICE_BYTES  test only, read once: the device's memory
 *                        as this file sees it (the budget is a quarter),
 *                        so that tests/stream_cap.m can show inputs and
 *                        results larger than the device streaming through
 *                        on a host with less RAM than the GPU has memory
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdlib.h>
#include <string.h>
#include "gpuaxis.h"
#include "cuda_backend.h"
#include "cuda_transfer.h"
#include "cuda_util.cuh"

#define MIB ((size_t) 1 << 20)
#define GA_CHUNK_DEFAULT (64 * MIB)
#define GA_CHUNK_MIN_DEFAULT (1 * MIB)
#define GA_SLOTS_DEFAULT 3
#define GA_THREADS_FROM ((size_t) 512 << 10)   /* inputs this big use the pool */

static size_t round_mib (size_t x) { return (x + MIB - 1) & ~(MIB - 1); }

static size_t
env_size (const char *name, size_t dflt, int *set)
{
  const char *v = getenv (name);
  if (set)
    *set = 0;
  if (v && *v)
    {
      char *end;
      unsigned long long x = strtoull (v, &end, 10);
      if (end != v && x > 0)
        {
          if (set)
            *set = 1;
          return (size_t) x;
        }
    }
  return dflt;
}

void
ga_transfer_release (ga_cuda_state *s)
{
  ga_pool_shutdown ();
  if (s->d_stage)
    cudaFree (s->d_stage);
  if (s->h_stage)
    cudaFreeHost (s->h_stage);
  s->d_stage = s->h_stage = NULL;
  s->d_stage_cap = s->h_stage_cap = 0;
  if (s->have_events)
    {
      for (int i = 0; i < GA_NSLOT; i++)
        cudaEventDestroy (s->ev_done[i]);
      cudaEventDestroy (s->ev_run);
      s->have_events = 0;
    }
}

static cudaError_t
make_events (void)
{
  cudaEvent_t ev[GA_NSLOT + 1];
  cudaError_t e = cudaSuccess;
  int made = 0;
  if (ga_state.have_events)
    return cudaSuccess;
  for (; made < GA_NSLOT + 1; made++)
    if ((e = cudaEventCreateWithFlags (&ev[made], cudaEventDisableTiming)) != cudaSuccess)
      break;
  if (e != cudaSuccess)
    {
      while (made > 0)
        cudaEventDestroy (ev[--made]);
      return e;
    }
  for (int i = 0; i < GA_NSLOT; i++)
    ga_state.ev_done[i] = ev[i];
  ga_state.ev_run = ev[GA_NSLOT];
  ga_state.have_events = 1;
  return cudaSuccess;
}

/* The pinned arena: kept, grown (with headroom) when a call needs more. */
static cudaError_t
host_arena (size_t need, char **p)
{
  if (need > ga_state.h_stage_cap)
    {
      size_t want = round_mib (need + need / 4);
      cudaError_t e;
      if (ga_state.h_stage)
        cudaFreeHost (ga_state.h_stage);
      ga_state.h_stage = NULL;
      ga_state.h_stage_cap = 0;
      e = cudaHostAlloc (&ga_state.h_stage, want, cudaHostAllocDefault);
      if (e != cudaSuccess)
        {
          cudaGetLastError ();
          ga_state.h_stage = NULL;
          return e;
        }
      ga_state.h_stage_cap = want;
    }
  *p = (char *) ga_state.h_stage;
  return cudaSuccess;
}

/* The device arena is the backend's buffer (ga_cuda_device_buffer: kept,
 * grown when too small), asked for with some headroom. */
static cudaError_t
device_arena (size_t need, char **p)
{
  size_t want = need <= ga_state.d_cap ? need : round_mib (need + need / 8);
  return ga_cuda_device_buffer (want, (void **) p);
}

typedef struct {
  char *h_in, *h_out, *h_idx;  /* pinned */
  char *d_in, *d_out, *d_idx, *d_part, *ws;
  char *pend_dst, *pend_idx;   /* result (index) bytes waiting in h_out (h_idx) */
  size_t pend_bytes, pend_ibytes;
  int busy;
} ga_slot;

typedef struct {
  size_t s_in, s_out, s_idx, s_part, s_run, ws;
  size_t nchunk;
} ga_sizes;

/* Bytes of the index results of a chunk whose results are out_bytes. */
static size_t
idx_bytes (const ga_plan *p, const ga_sched *S, size_t out_bytes)
{
  return p->want_index ? out_bytes / S->oes * sizeof (double) : 0;
}

static size_t
ws_of (const ga_plan *q)
{
  return al256 (ga_cuda_workspace_bytes (q));
}

/* The plan of one chunk. */
static void
chunk_plan (const ga_plan *p, const ga_sched *S, const ga_chunk *c, ga_plan *q)
{
  *q = *p;
  if (S->mode == GA_PIPE_A)
    for (int k = 0; k < p->npass; k++)
      q->pass[k].post = p->pass[k].post / S->P * c->g;
  else
    {
      q->npass = 1;
      q->pass[0].pre = c->m;
      q->pass[0].n = c->rows;
      q->pass[0].post = 1;
      if (! (c->first && c->last))
        q->out = GA_ACCBUF;
    }
}

/* First walk over the schedule: buffer sizes and the scratch the largest
 * chunk needs. */
static void
measure (const ga_plan *p, ga_sched *S, ga_sizes *z)
{
  ga_chunk c;
  size_t as = ga_plan_partial_size (p);
  size_t last_g = 0, last_m = 0, last_rows = 0, last_ws = 0;
  memset (z, 0, sizeof *z);
  ga_sched_rewind (S);
  if (S->mode == GA_PIPE_WHOLE)
    {
      while (ga_sched_next (S, &c))
        {
          z->nchunk++;
          z->s_in = smax (z->s_in, c.bytes);
        }
      z->ws = ws_of (p);
      z->s_in = al256 (z->s_in);
      return;
    }
  while (ga_sched_next (S, &c))
    {
      ga_plan q;
      z->nchunk++;
      z->s_in = smax (z->s_in, c.bytes);
      z->s_out = smax (z->s_out, c.out_bytes);
      z->s_idx = smax (z->s_idx, idx_bytes (p, S, c.out_bytes));
      if (S->mode == GA_PIPE_A)
        {
          if (c.g != last_g)
            {
              chunk_plan (p, S, &c, &q);
              last_ws = ws_of (&q);
              last_g = c.g;
            }
        }
      else
        {
          if (! (c.first && c.last))
            {
              z->s_part = smax (z->s_part, c.m * as);
              z->s_run = smax (z->s_run, c.m * as);
            }
          if (c.m != last_m || c.rows != last_rows)
            {
              chunk_plan (p, S, &c, &q);
              last_ws = ws_of (&q);
              last_m = c.m;
              last_rows = c.rows;
            }
        }
      z->ws = smax (z->ws, last_ws);
    }
  z->s_in = al256 (z->s_in);
  z->s_out = al256 (z->s_out);
  z->s_idx = al256 (z->s_idx);
  z->s_part = al256 (z->s_part);
  z->s_run = al256 (z->s_run);
}

typedef struct {
  cudaError_t e;               /* a CUDA error, with what failed ...     */
  const char *what;
  int run_failed;              /* ... or the reduction (err already set) */
} ga_status;

/* On a failure: let a copy still running into the staging finish (the
 * recovery frees it), then report. */
#define CK(call, w)                                                         \
  do {                                                                      \
    cudaError_t e_ = (call);                                                \
    if (e_ != cudaSuccess)                                                  \
      {                                                                     \
        ga_pool_copy_wait ();                                               \
        st_out->e = e_;                                                     \
        st_out->what = (w);                                                 \
        return -1;                                                          \
      }                                                                     \
  } while (0)

#define RUN(q, din, dout, didx, wsp, st)                                    \
  do {                                                                      \
    if (ga_cuda_run_device_opt ((q), (din), (dout), (didx), (wsp), z->ws, (st), \
                                0, err) != 0)                               \
      {                                                                     \
        ga_pool_copy_wait ();                                               \
        st_out->run_failed = 1;                                             \
        return -1;                                                          \
      }                                                                     \
  } while (0)

static void
retire (ga_slot *s)
{
  if (s->pend_bytes)
    ga_pool_copy (s->pend_dst, s->h_out, s->pend_bytes);
  if (s->pend_ibytes)
    ga_pool_copy (s->pend_idx, s->h_idx, s->pend_ibytes);
  s->pend_bytes = s->pend_ibytes = 0;
  s->busy = 0;
}

/* The copies back of a chunk's results (and indices), on its stream. */
static int
results_back (ga_slot *s, const ga_chunk *c, size_t ib, char *out, char *out_index,
              const ga_sched *S, cudaStream_t st, ga_status *st_out)
{
  CK (cudaMemcpyAsync (s->h_out, s->d_out, c->out_bytes, cudaMemcpyDeviceToHost, st),
      "copy to host");
  s->pend_dst = out + c->out_off;
  s->pend_bytes = c->out_bytes;
  if (ib)
    {
      CK (cudaMemcpyAsync (s->h_idx, s->d_idx, ib, cudaMemcpyDeviceToHost, st),
          "copy to host");
      s->pend_idx = out_index + c->out_off / S->oes * sizeof (double);
      s->pend_ibytes = ib;
    }
  return 0;
}

/* Slot si takes the next chunk: wait until its last chunk is done, copy
 * that chunk's result out, then start copying the new chunk in (on the
 * pool's workers, while the caller goes on). */
static int
fill_slot (ga_slot *sl, int si, const ga_chunk *c, const char *in,
           ga_status *st_out)
{
  if (sl[si].busy)
    {
      CK (cudaEventSynchronize (ga_state.ev_done[si]), "pipeline");
      retire (&sl[si]);
    }
  ga_pool_copy_start (sl[si].h_in, in + c->off, c->bytes);
  return 0;
}

static int
pipeline (const ga_plan *p, ga_sched *S, const ga_sizes *z, ga_slot *sl, int nsl,
          char *d_run, char *d_whole, char *d_wout, char *d_widx, char *d_wws,
          char *h_wout, char *h_widx, const char *in, char *out, char *out_index,
          ga_status *st_out, ga_error *err)
{
  ga_chunk c, cn;
  size_t idx = 0;
  int run_used = 0, have_next;
  cudaEvent_t ev_run = ga_state.ev_run;

  /* Chunk idx goes through slot idx % nsl.  While the caller queues the
   * transfer and the reduction of one chunk, the pool's workers already
   * copy the next chunk into the next slot. */
  ga_sched_rewind (S);
  have_next = ga_sched_next (S, &cn);
  if (have_next && fill_slot (sl, 0, &cn, in, st_out) != 0)
    return -1;
  while (have_next)
    {
      const int si = (int) (idx % (size_t) nsl);
      const int ni = (int) ((idx + 1) % (size_t) nsl);
      ga_slot *s = &sl[si];
      cudaStream_t st = ga_state.stream[si];
      char *dst;
      ga_plan q;

      c = cn;
      dst = S->mode == GA_PIPE_WHOLE ? d_whole + c.off : s->d_in;
      ga_pool_copy_wait ();                   /* chunk c is in s->h_in */
      have_next = ga_sched_next (S, &cn);
      if (have_next && ni != si && fill_slot (sl, ni, &cn, in, st_out) != 0)
        return -1;
      CK (cudaMemcpyAsync (dst, s->h_in, c.bytes, cudaMemcpyHostToDevice, st),
          "copy to device");
      if (S->mode != GA_PIPE_WHOLE)
        {
          const size_t ib = idx_bytes (p, S, c.out_bytes);
          chunk_plan (p, S, &c, &q);
          if (c.first && c.last)        /* A, or a group of one chunk */
            {
              RUN (&q, s->d_in, s->d_out, ib ? s->d_idx : NULL, s->ws, st);
              if (results_back (s, &c, ib, out, out_index, S, st, st_out) != 0)
                return -1;
            }
          else
            {
              /* Running partials: every use waits for the one before, which
               * may be on another stream. */
              if (c.first)
                {
                  if (run_used)
                    CK (cudaStreamWaitEvent (st, ev_run, 0), "stream wait");
                  RUN (&q, s->d_in, d_run, NULL, s->ws, st);
                }
              else
                {
                  RUN (&q, s->d_in, s->d_part, NULL, s->ws, st);
                  CK (cudaStreamWaitEvent (st, ev_run, 0), "stream wait");
                  CK (ga_pipe_combine (p, d_run, s->d_part, c.m,
                                       c.last ? s->d_out : NULL,
                                       c.last && ib ? s->d_idx : NULL,
                                       (int64_t) c.k0, st),
                      "combining kernel");
                  if (c.last && results_back (s, &c, ib, out, out_index, S, st, st_out) != 0)
                    return -1;
                }
              CK (cudaEventRecord (ev_run, st), "event record");
              run_used = 1;
            }
        }
      CK (cudaEventRecord (ga_state.ev_done[si], st), "event record");
      s->busy = 1;
      idx++;
      if (have_next && ni == si && fill_slot (sl, ni, &cn, in, st_out) != 0)
        return -1;                            /* one slot: in turn */
    }

  if (S->mode == GA_PIPE_WHOLE)
    {
      cudaStream_t st = ga_state.stream[0];
      for (int i = 0; i < nsl; i++)
        if (sl[i].busy)
          CK (cudaStreamWaitEvent (st, ga_state.ev_done[i], 0), "stream wait");
      const size_t ib = idx_bytes (p, S, S->out_bytes);
      RUN (p, d_whole, d_wout, d_widx, d_wws, st);
      CK (cudaMemcpyAsync (h_wout, d_wout, S->out_bytes, cudaMemcpyDeviceToHost, st),
          "copy to host");
      if (ib)
        CK (cudaMemcpyAsync (h_widx, d_widx, ib, cudaMemcpyDeviceToHost, st),
            "copy to host");
      CK (cudaStreamSynchronize (st), "reduction");
      for (int i = 0; i < nsl; i++)
        sl[i].busy = 0;
      ga_pool_copy (out, h_wout, S->out_bytes);
      if (ib)
        ga_pool_copy (out_index, h_widx, ib);
      return 0;
    }

  /* Drain, oldest slot first. */
  for (int i = 0; i < nsl; i++)
    {
      const int si = (int) ((idx + (size_t) i) % (size_t) nsl);
      if (sl[si].busy)
        {
          CK (cudaEventSynchronize (ga_state.ev_done[si]), "reduction");
          retire (&sl[si]);
        }
    }
  return 0;
}

extern "C" int
ga_cuda_run_host (const ga_plan *p, const void *in, size_t in_bytes,
                  void *out, void *out_index, ga_error *err)
{
  cudaError_t e;
  const ga_pass *p0 = &p->pass[0];
  const size_t in_need = p0->pre * p0->n * p0->post * ga_elem_size (p->in);
  size_t out_bytes, idx_total, cmax, cmin, budget, d_need, h_need;
  int chunk_set, min_set, nslot, nsl, rc;
  ga_sched S;
  ga_sizes z;
  ga_slot sl[GA_NSLOT];
  char *dbase = NULL, *hbase = NULL, *d_run = NULL, *d_whole = NULL, *d_wout = NULL,
       *d_widx = NULL, *d_wws = NULL, *h_wout = NULL, *h_widx = NULL;
  ga_status status = {cudaSuccess, NULL, 0};

  if (! ga_cuda_available (err))
    return -1;
  if ((e = ga_cuda_ready ()) != cudaSuccess)
    return ga_cuda_fail (err, e, "stream creation");
  if ((e = make_events ()) != cudaSuccess)
    return ga_cuda_fail (err, e, "event creation");
  if (! ga_state.dev_total)
    {
      size_t fr = 0, tot = 0;
      if ((e = cudaMemGetInfo (&fr, &tot)) != cudaSuccess)
        return ga_cuda_fail (err, e, "cudaMemGetInfo");
      ga_state.dev_total = smin (tot, env_size ("GPUAXIS_TEST_DEVICE_BYTES", tot, NULL));
    }
  if (ga_plan_check (p, err) != 0)
    return -1;
  if (! ga_cuda_supports (p))
    {
      ga_set_error (err, "gpuaxis:internal", "engine: %s of %s is not on CUDA "
                    "(ga_cuda_supports)", ga_op_name (p->op), ga_elem_name (p->in));
      return -1;
    }
  if (in_bytes < in_need || (p->want_index && ! out_index))
    {
      ga_set_error (err, "gpuaxis:internal", "bad plan for %zu input bytes", in_bytes);
      return -1;
    }
  out_bytes = ga_pass_outputs (&p->pass[p->npass - 1]) * ga_elem_size (p->out);
  idx_total = p->want_index ? ga_pass_outputs (&p->pass[0]) * sizeof (double) : 0;
  if (out_bytes == 0)
    return 0;
  if (in_need == 0)     /* empty extents: the identities, written on the CPU */
    return ga_cpu_run (p, in, out, out_index, err);

  cmax = smax (env_size ("GPUAXIS_CHUNK_BYTES", GA_CHUNK_DEFAULT, &chunk_set), 64);
  cmin = env_size ("GPUAXIS_CHUNK_MIN", GA_CHUNK_MIN_DEFAULT, &min_set);
  if (chunk_set && ! min_set)
    cmin = cmax;
  nslot = (int) env_size ("GPUAXIS_SLOTS", GA_SLOTS_DEFAULT, NULL);
  nslot = nslot < 1 ? 1 : (nslot > GA_NSLOT ? GA_NSLOT : nslot);
  budget = smax (ga_state.dev_total / 4, 256 * MIB);

  for (;;)
    {
      ga_sched_init (&S, p, cmax, smin (cmin, cmax));
      measure (p, &S, &z);
      nsl = (int) smin ((size_t) nslot, smax (z.nchunk, 1));
      if (S.mode == GA_PIPE_WHOLE)
        {
          d_need = al256 (in_need) + al256 (out_bytes) + al256 (idx_total) + z.ws;
          h_need = (size_t) nsl * z.s_in + al256 (out_bytes) + al256 (idx_total);
        }
      else
        {
          d_need = (size_t) nsl * (z.s_in + z.s_out + z.s_idx + z.s_part + z.ws) + z.s_run;
          h_need = (size_t) nsl * (z.s_in + z.s_out + z.s_idx);
          if (d_need > budget && z.s_in > MIB)
            {                           /* smaller chunks fit the budget */
              cmax = z.s_in / 2;
              continue;
            }
        }
      {
        const char *what = "cudaMalloc";
        e = device_arena (d_need, &dbase);
        if (e == cudaSuccess)
          {
            what = "cudaHostAlloc of pinned staging";
            e = host_arena (h_need, &hbase);
          }
        if (e == cudaErrorMemoryAllocation && S.mode != GA_PIPE_WHOLE
            && z.s_in > 4 * MIB)
          {                             /* the cache is freed: retry with
                                           smaller chunks (big calls only) */
            cmax = z.s_in / 2;
            continue;
          }
        if (e != cudaSuccess)
          return ga_cuda_fail (err, e, what);
      }
      break;
    }

  /* Carve the arenas. */
  {
    char *d = dbase, *h = hbase;
    if (S.mode == GA_PIPE_WHOLE)
      {
        d_whole = d; d += al256 (in_need);
        d_wout = d; d += al256 (out_bytes);
        d_widx = d; d += al256 (idx_total);
        d_wws = d;
      }
    for (int i = 0; i < nsl; i++)
      {
        ga_slot *s = &sl[i];
        memset (s, 0, sizeof *s);
        s->h_in = h; h += z.s_in;
        if (S.mode != GA_PIPE_WHOLE)
          {
            s->h_out = h; h += z.s_out;
            s->h_idx = h; h += z.s_idx;
            s->d_in = d; d += z.s_in;
            s->d_out = d; d += z.s_out;
            s->d_idx = d; d += z.s_idx;
            s->d_part = d; d += z.s_part;
            s->ws = d; d += z.ws;
          }
      }
    if (S.mode == GA_PIPE_WHOLE)
      {
        h_wout = h;
        h_widx = h + al256 (out_bytes);
      }
    else
      d_run = d;
  }

  if (ga_cuda_kernel_fault ())
    return ga_cuda_fail (err, cudaErrorLaunchFailure, "reduction kernel (injected fault)");

  ga_pool_begin (in_need >= GA_THREADS_FROM || out_bytes >= GA_THREADS_FROM
                 ? ga_pool_threads_wanted () : 1);
  rc = pipeline (p, &S, &z, sl, nsl, d_run, d_whole, d_wout, d_widx, d_wws,
                 h_wout, h_widx, (const char *) in, (char *) out, (char *) out_index,
                 &status, err);
  ga_pool_end ();
  if (rc != 0)
    {
      if (status.run_failed)
        {
          ga_cuda_recover ();
          return -1;
        }
      return ga_cuda_fail (err, status.e, status.what);
    }
  if (ga_state.d_cap > budget && ga_state.d_buf)
    {                                   /* a one-off (WHOLE): don't keep it */
      cudaFree (ga_state.d_buf);
      ga_state.d_buf = NULL;
      ga_state.d_cap = 0;
    }
  return 0;
}
