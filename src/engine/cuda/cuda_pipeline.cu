/* cuda_pipeline.cu: host-side parts of the transfer pipeline: the chunk
 * schedule (how a host array is cut so that partial results combine
 * exactly) and the thread pool that copies chunks into pinned staging.
 * Plain host C++ (no kernels, no CUDA calls).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <atomic>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "gpuaxis.h"
#include "cuda_transfer.h"
#include "cuda_util.cuh"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define GA_PAUSE() _mm_pause ()
#elif defined(__aarch64__)
#define GA_PAUSE() __asm__ __volatile__ ("yield")
#else
#define GA_PAUSE() do { } while (0)
#endif

/* ================================================================ schedule */

extern "C" void
ga_sched_rewind (ga_sched *s)
{
  s->done = s->j = s->k = s->i0 = 0;
}

extern "C" void
ga_sched_init (ga_sched *s, const ga_plan *p, size_t cmax, size_t cmin)
{
  const ga_pass *p0 = &p->pass[0], *pl = &p->pass[p->npass - 1];
  size_t wmax;
  int a_ok, b_ok;
  memset (s, 0, sizeof *s);
  s->es = ga_elem_size (p->in);
  s->oes = ga_elem_size (p->out);
  s->as = ga_plan_partial_size (p);
  s->pre = p0->pre; s->n = p0->n; s->post = p0->post;
  s->in_bytes = p0->pre * p0->n * p0->post * s->es;
  s->out_bytes = ga_pass_outputs (pl) * s->oes;
  s->cmax = smax (cmax, 1);
  s->cmin = smax (smin (cmin, s->cmax), 1);
  s->P = smax (pl->post, 1);
  s->slab_in = s->in_bytes / s->P;
  s->slab_out = s->out_bytes / s->P;
  a_ok = s->slab_in <= s->cmax && s->slab_out <= s->cmax;
  if (p->npass > 1)
    {
      s->mode = a_ok ? GA_PIPE_A : GA_PIPE_WHOLE;
      return;
    }
  wmax = smax (s->es, smax (s->as, s->oes));
  b_ok = s->pre * wmax <= s->cmax && s->n >= 2;
  /* Whole slabs when they are small, or many enough to pipeline; rows of
   * a slab when there are few big slabs (a matrix along dim 2, a column). */
  if (a_ok && (s->slab_in <= s->cmin || s->P >= 8 || ! b_ok))
    s->mode = GA_PIPE_A;
  else if (b_ok)
    s->mode = GA_PIPE_B;
  else
    {
      s->mode = GA_PIPE_C;
      s->iblock = smax (1, s->cmax / wmax);
      if (s->iblock >= 128)
        s->iblock &= ~(size_t) 63;    /* keeps chunks 64-element aligned */
    }
}

/* Bytes the next chunk should have: small at the start (the first copy
 * overlaps nothing) and at the end (nor does the last transfer), doubling
 * up to cmax in between. */
static size_t
target (const ga_sched *s)
{
  size_t rem = s->in_bytes - s->done;
  size_t t = smin (s->done, rem / 2);
  return smin (smax (t, s->cmin), s->cmax);
}

extern "C" int
ga_sched_next (ga_sched *s, ga_chunk *c)
{
  memset (c, 0, sizeof *c);
  switch (s->mode)
    {
    case GA_PIPE_A:
      {
        size_t g, gmax;
        if (s->j >= s->P || s->in_bytes == 0)
          return 0;
        g = s->slab_in ? target (s) / s->slab_in : s->P;
        gmax = s->slab_in ? s->cmax / s->slab_in : s->P;
        if (s->slab_out)
          gmax = smin (gmax, s->cmax / s->slab_out);
        g = smin (smin (smax (g, 1), smax (gmax, 1)), s->P - s->j);
        c->g = g;
        c->off = s->j * s->slab_in;
        c->bytes = g * s->slab_in;
        c->out_off = s->j * s->slab_out;
        c->out_bytes = g * s->slab_out;
        c->m = c->out_bytes / (s->oes ? s->oes : 1);
        c->first = c->last = 1;
        s->j += g;
        s->done += c->bytes;
        return 1;
      }
    case GA_PIPE_B:
      {
        size_t row = s->pre * s->es, r;
        if (s->j >= s->post)
          return 0;
        r = smax (1, target (s) / row);
        r = smin (smin (r, smax (1, s->cmax / row)), s->n - s->k);
        c->off = s->pre * (s->k + s->n * s->j) * s->es;
        c->bytes = r * row;
        c->m = s->pre;
        c->rows = r;
        c->k0 = s->k;
        c->first = s->k == 0;
        c->last = s->k + r == s->n;
        c->out_off = s->pre * s->j * s->oes;
        c->out_bytes = s->pre * s->oes;
        s->k += r;
        if (s->k == s->n)
          {
            s->k = 0;
            s->j++;
          }
        s->done += c->bytes;
        return 1;
      }
    case GA_PIPE_C:
      {
        size_t m;
        if (s->j >= s->post)
          return 0;
        m = smin (s->iblock, s->pre - s->i0);
        c->off = (s->i0 + s->pre * (s->k + s->n * s->j)) * s->es;
        c->bytes = m * s->es;
        c->m = m;
        c->rows = 1;
        c->k0 = s->k;
        c->first = s->k == 0;
        c->last = s->k + 1 == s->n;
        c->out_off = (s->i0 + s->pre * s->j) * s->oes;
        c->out_bytes = m * s->oes;
        if (++s->k == s->n)
          {
            s->k = 0;
            s->i0 += m;
            if (s->i0 == s->pre)
              {
                s->i0 = 0;
                s->j++;
              }
          }
        s->done += c->bytes;
        return 1;
      }
    default:              /* WHOLE: byte ranges, no reduction per chunk */
      {
        size_t b;
        if (s->done >= s->in_bytes)
          return 0;
        b = smin (target (s), s->in_bytes - s->done);
        if (b < s->in_bytes - s->done)
          b = smax (b & ~(size_t) 63, smin (64, s->in_bytes - s->done));
        c->off = s->done;
        c->bytes = b;
        s->done += b;
        return 1;
      }
    }
}

/* ================================================================ pool */

#define GA_POOL_MAX 16
#define GA_POOL_MIN_PART ((size_t) 64 << 10)    /* bytes per thread, at least */

/* The word workers spin on and the counter they decrement sit on cache
 * lines of their own. */
alignas (64) static std::atomic<uint64_t> pool_word (0);  /* see publish ()  */
alignas (64) static std::atomic<int> pool_remaining (0);
alignas (64) static std::atomic<int> pool_sleepers (0);
static std::atomic<int> pool_active (0);
static std::atomic<int> pool_quit (0);
static pthread_mutex_t pool_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t pool_cv = PTHREAD_COND_INITIALIZER;
static int pool_nthr = 1;                       /* threads incl. the caller */
static int pool_use = 1;                        /* of which this call uses  */
static pthread_t pool_tid[GA_POOL_MAX];
static uint64_t pool_gen0;                      /* generation at start     */
static char *job_dst;
static const char *job_src;
static size_t job_bytes;
static int job_pending;                         /* an async copy is running */

static double
now_us (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e6 + ts.tv_nsec * 1e-3;
}

static void
part_range (size_t bytes, int parts, int i, size_t *a, size_t *b)
{
  size_t step = bytes / (size_t) parts;
  *a = i == 0 ? 0 : (step * (size_t) i) & ~(size_t) 63;
  *b = i == parts - 1 ? bytes : (step * (size_t) (i + 1)) & ~(size_t) 63;
}

/* Wait until the generation differs from `seen` (or quit): spin a while
 * (longer inside a call), then sleep on the condition variable. */
static uint64_t
wait_change (uint64_t seen)
{
  double t0 = 0, limit;
  uint64_t w;
  for (unsigned it = 0;; it++)
    {
      w = pool_word.load (std::memory_order_acquire);
      if ((w >> 16) != seen || pool_quit.load (std::memory_order_relaxed))
        return w;
      GA_PAUSE ();
      if ((it & 255) == 255)
        {
          double t = now_us ();
          if (t0 == 0)
            t0 = t;
          limit = pool_active.load (std::memory_order_relaxed) ? 3000 : 300;
          if (t - t0 > limit)
            break;
        }
    }
  pthread_mutex_lock (&pool_mu);
  pool_sleepers.fetch_add (1);                 /* seq_cst: pairs with publish */
  while ((pool_word.load () >> 16) == seen && ! pool_quit.load ())
    pthread_cond_wait (&pool_cv, &pool_mu);
  pool_sleepers.fetch_sub (1);
  pthread_mutex_unlock (&pool_mu);
  return pool_word.load (std::memory_order_acquire);
}

static void *
worker (void *arg)
{
  const int id = (int) (intptr_t) arg;
  uint64_t seen = pool_gen0;
  for (;;)
    {
      uint64_t w = wait_change (seen);
      int parts, part;
      if (pool_quit.load ())
        break;
      seen = w >> 16;
      parts = (int) (w & 0xff);
      part = id - (int) ((w >> 8) & 0xff);
      /* Only the job's participants read its fields: they stay as they are
       * until every participant has reported back. */
      if (part >= 0 && part < parts)
        {
          size_t a, b;
          part_range (job_bytes, parts, part, &a, &b);
          memcpy (job_dst + a, job_src + a, b - a);
          pool_remaining.fetch_sub (1, std::memory_order_release);
        }
    }
  return NULL;
}

/* A new job of `parts` parts: part i goes to thread i + first (thread 0 is
 * the caller's: first 0 when it takes part 0 itself, 1 when it does not).
 * The word workers watch is generation << 16 | first << 8 | parts. */
static void
publish (int parts, int first)
{
  uint64_t gen = (pool_word.load (std::memory_order_relaxed) >> 16) + 1;
  pool_remaining.store (parts - (first == 0), std::memory_order_relaxed);
  pool_word.store ((gen << 16) | ((uint64_t) first << 8) | (uint64_t) parts);  /* seq_cst */
  if (pool_sleepers.load () > 0)
    {
      pthread_mutex_lock (&pool_mu);
      pthread_cond_broadcast (&pool_cv);
      pthread_mutex_unlock (&pool_mu);
    }
}

static int
env_int (const char *name, int dflt)
{
  const char *v = getenv (name);
  if (v && *v)
    {
      long x = strtol (v, NULL, 10);
      if (x > 0)
        return (int) x;
    }
  return dflt;
}

extern "C" int
ga_pool_threads_wanted (void)
{
  int ncpu = 0;
#ifdef CPU_COUNT
  cpu_set_t set;
  if (sched_getaffinity (0, sizeof set, &set) == 0)
    ncpu = CPU_COUNT (&set);
#endif
  if (ncpu < 1)
    ncpu = 1;
  ncpu = env_int ("GPUAXIS_THREADS", ncpu);
  return ncpu < GA_POOL_MAX ? ncpu : GA_POOL_MAX;
}

/* Start workers up to nthreads in all (workers already running stay). */
static void
pool_start (int nthreads)
{
  pthread_attr_t attr;
  sigset_t all, old;
  if (nthreads > GA_POOL_MAX)
    nthreads = GA_POOL_MAX;
  if (nthreads <= pool_nthr)
    return;
  pool_gen0 = pool_word.load () >> 16;  /* no job is in flight here */
  pthread_attr_init (&attr);
  pthread_attr_setstacksize (&attr, 256 << 10);
  sigfillset (&all);                /* signals stay with the caller's thread */
  pthread_sigmask (SIG_SETMASK, &all, &old);
  for (int i = pool_nthr; i < nthreads; i++)
    {
      if (pthread_create (&pool_tid[i], &attr, worker, (void *) (intptr_t) i) != 0)
        break;
      pool_nthr = i + 1;
    }
  pthread_sigmask (SIG_SETMASK, &old, NULL);
  pthread_attr_destroy (&attr);
}

extern "C" int
ga_pool_running (void)
{
  return pool_nthr;
}

extern "C" void
ga_pool_begin (int nthreads)
{
  if (nthreads > 1)
    pool_start (nthreads);
  pool_use = nthreads < pool_nthr ? (nthreads > 1 ? nthreads : 1) : pool_nthr;
  if (pool_use <= 1)
    return;
  pool_active.store (1);
  publish (1, 0);                   /* wakes sleepers; the caller's part only */
}

extern "C" void
ga_pool_end (void)
{
  ga_pool_copy_wait ();
  pool_active.store (0);
  pool_use = 1;
}

static void
wait_remaining (void)
{
  for (unsigned it = 0; pool_remaining.load (std::memory_order_acquire) > 0; it++)
    {
      GA_PAUSE ();
      if ((it & 1023) == 1023)
        sched_yield ();             /* a worker may be descheduled */
    }
}

extern "C" void
ga_pool_copy_start (void *dst, const void *src, size_t bytes)
{
  int parts = pool_use - 1;
  ga_pool_copy_wait ();
  if ((size_t) parts > bytes / GA_POOL_MIN_PART)
    parts = (int) (bytes / GA_POOL_MIN_PART);
  if (parts < 1)
    {
      memcpy (dst, src, bytes);
      return;
    }
  job_dst = (char *) dst;
  job_src = (const char *) src;
  job_bytes = bytes;
  job_pending = 1;
  publish (parts, 1);
}

extern "C" void
ga_pool_copy_wait (void)
{
  if (! job_pending)
    return;
  wait_remaining ();
  job_pending = 0;
}

extern "C" void
ga_pool_copy (void *dst, const void *src, size_t bytes)
{
  int parts = pool_use;
  size_t a, b;
  ga_pool_copy_wait ();
  if ((size_t) parts > bytes / GA_POOL_MIN_PART)
    parts = (int) (bytes / GA_POOL_MIN_PART);
  if (parts <= 1)
    {
      memcpy (dst, src, bytes);
      return;
    }
  job_dst = (char *) dst;
  job_src = (const char *) src;
  job_bytes = bytes;
  publish (parts, 0);
  part_range (bytes, parts, 0, &a, &b);
  memcpy ((char *) dst + a, (const char *) src + a, b - a);
  wait_remaining ();
}

extern "C" void
ga_pool_shutdown (void)
{
  ga_pool_copy_wait ();
  if (pool_nthr <= 1)
    return;
  pool_quit.store (1);
  pthread_mutex_lock (&pool_mu);
  pthread_cond_broadcast (&pool_cv);
  pthread_mutex_unlock (&pool_mu);
  for (int i = 1; i < pool_nthr; i++)
    pthread_join (pool_tid[i], NULL);
  pool_nthr = pool_use = 1;
  pool_quit.store (0);
  pool_active.store (0);
}

/* Joins the workers when the MEX file is unloaded or the process exits,
 * even where ga_cuda_release did not run (it does nothing once the device
 * is lost): no thread may outlive the code it runs. */
__attribute__ ((destructor)) static void
pool_fini (void)
{
  ga_pool_shutdown ();
}
