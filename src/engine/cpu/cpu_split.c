/* cpu_split.c: the CPU backend's entry (ga_cpu_run: a plan pass by pass)
 * and how it shares one pass [pre, n, post] among its threads (cpu_pool.c).
 *
 *   inline   below two tasks' worth of input (GRAIN), or on one thread:
 *            the whole pass on the caller's thread, as before threads.
 *   outputs  with enough outputs: each task takes a contiguous range of
 *            them (output o = i + pre*j; a range is at most a row's tail,
 *            whole rows and a row's head), and each output reduces over
 *            its n elements in index order exactly as on one thread, so
 *            the results are bitwise those of one thread, but for the sign
 *            and payload of a NaN that a sum or product computes (the
 *            vectorised loop and the scalar one propagate different
 *            operands' NaN, and where a task's range starts decides which
 *            outputs take which loop).
 *   chunks   with few outputs and a long reduced extent (sum of a 1e8 x 1
 *            vector, or of [1e8 2] along dim 1): n is cut into nchunk
 *            contiguous chunks of L elements (the last shorter); task
 *            (t, j) reduces chunk t of every output of row j into a
 *            partial, in the reduction's own accumulator; then, on the
 *            caller's thread, the partials of each output combine in
 *            index order (t = 0, 1, ...) with the reduction's own combine,
 *            positions rebased by t*L: a pass over the partials as a
 *            multi-pass plan makes it (ga_cpu_pass's ACCBUF input).  That
 *            is exact for every integer and logical accumulation (ops.h:
 *            the clamped-shift sums are ORDERED and combine in index
 *            order, the others are associative), for max/min (positions
 *            decide ties and NaN; first index wins) and any/all;
 *            floating-point sums and products round differently, within
 *            the bounds the CUDA backend's tree order is tested against.
 *            Complex max/min do not combine exactly (a NaN with an
 *            infinite part, met after a number, wins in Octave's loop but
 *            is skipped as a chunk's first element), nor does a double
 *            sum that becomes an integer (mean "native" of integers,
 *            ga_plan's in_order): they split outputs only.
 *
 * Tasks: GA_TASKS_PER_THREAD per thread (fewer tasks, and threads, for
 * inputs under that many grains), handed out one at a time, so a thread
 * slowed by other processes takes fewer.  Outputs are "enough" when a
 * multiple of the threads' count of tasks each get GA_OUT_PER_TASK of
 * them (GA_ROW_SEGMENT where tasks must cut rows): every thread then takes
 * as many tasks, differing by one output (a row segment) in at least 16,
 * so by 1/16 in time at most.  Otherwise a pass is cut into chunks (their
 * tasks a multiple of the threads too), except where chunks would not
 * combine exactly (complex max/min) or n < 2: then outputs as they come.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include "gpuaxis.h"
#include "../ops.h"             /* not Octave's ops.h, on mkoctfile's path first */
#include "reduce_cpu.h"

/* Input bytes per task, at least (a pass of less than two runs inline).
 * bench/cpu_grain.c on the 2-core dev machine (2026-12-01, shared with
 * other work, load 2-3): one pool job costs 7-8 us (median; 11-13 us at
 * the 90th percentile) and one thread sums doubles at 8-9 GB/s, 30 us per
 * 256 KiB.  So the smallest split, 512 KiB in two tasks, takes 30 + 8 us
 * where one thread takes 60 us: 1.6x with a core free; with none free it
 * measured 0.88x (60.3 against 68.8 us), at 16 KiB 0.2x.  Half the grain
 * would give 1.3x at best and a larger loss under load. */
#define GA_GRAIN_DEFAULT ((size_t) 256 << 10)
#define GA_TASKS_PER_THREAD 4
#define GA_OUT_PER_TASK 16
/* A task's segment of a row, at least (a shorter one would share cache
 * lines of every row with its neighbours' segments). */
#define GA_ROW_SEGMENT 64

static size_t grain = GA_GRAIN_DEFAULT;

size_t
ga_cpu_set_grain (size_t bytes)
{
  size_t old = grain;
  grain = bytes;
  return old;
}

/* One pass as its tasks see it. */
typedef struct {
  const ga_plan *p;
  ga_pass ps;
  int accin, accout;
  const char *in;
  char *out;
  double *oidx;
  int64_t span;
  size_t ies, oes;          /* bytes of an input element, an output       */
  size_t ntasks;
  /* outputs: task t takes [t*nout/ntasks, (t+1)*nout/ntasks) */
  size_t nout;
  /* chunks: task t is chunk t % nchunk of row t / nchunk */
  size_t nchunk, L, as;
  char *part;               /* [pre, nchunk, post] partials               */
  atomic_int failed;        /* a task ran out of memory                   */
} split_job;

/* Whether chunks' partials combine to one thread's result, or near
 * enough: not for complex max/min (above), nor where the plan asks for
 * index order (in_order: mean "native" of integers, a double sum that
 * becomes an integer): a sum past 2^53 rounded in another order reached
 * the result (the mean of 2x53613 uint64 near 9.2e18 came out 2e4 from
 * Octave's on 2 threads, property test seed 133271072). */
static int
chunks_combine_exactly (const ga_plan *p)
{
  if ((p->op == GA_OP_MAX || p->op == GA_OP_MIN)
      && (p->in == GA_CDOUBLE || p->in == GA_CSINGLE))
    return 0;
  return ! p->in_order;
}

/* Outputs (i, j), i in [i0, i0 + ni), j in [j0, j0 + nj). */
static int
block (const split_job *S, size_t i0, size_t ni, size_t j0, size_t nj)
{
  const size_t pre = S->ps.pre, o = i0 + pre * j0;
  return ga_cpu_block (S->p, S->accin, S->accout, pre, ni, S->ps.n, nj,
                       S->in + (i0 + pre * S->ps.n * j0) * S->ies,
                       S->out + o * S->oes, S->oidx ? S->oidx + o : NULL, S->span, i0);
}

static void
output_task (void *arg, size_t t)
{
  split_job *S = (split_job *) arg;
  const size_t pre = S->ps.pre;
  size_t o0 = t * S->nout / S->ntasks, o1 = (t + 1) * S->nout / S->ntasks;
  int rc = 0;
  if (o0 % pre && o0 < o1)                    /* the tail of a row */
    {
      size_t i = o0 % pre, m = pre - i < o1 - o0 ? pre - i : o1 - o0;
      rc |= block (S, i, m, o0 / pre, 1);
      o0 += m;
    }
  if (o1 - o0 >= pre)                         /* whole rows */
    {
      size_t nj = (o1 - o0) / pre;
      rc |= block (S, 0, pre, o0 / pre, nj);
      o0 += nj * pre;
    }
  if (o0 < o1)                                /* the head of a row */
    rc |= block (S, 0, o1 - o0, o0 / pre, 1);
  if (rc)
    atomic_store (&S->failed, 1);
}

static void
chunk_task (void *arg, size_t t)
{
  split_job *S = (split_job *) arg;
  const size_t pre = S->ps.pre, n = S->ps.n;
  const size_t c = t % S->nchunk, j = t / S->nchunk, k0 = c * S->L;
  const size_t len = k0 >= n ? 0 : (n - k0 < S->L ? n - k0 : S->L);
  if (ga_cpu_block (S->p, S->accin, 1, pre, pre, len, 1,
                    S->in + pre * (k0 + n * j) * S->ies,
                    S->part + pre * (c + S->nchunk * j) * S->as, NULL, S->span, 0) != 0)
    atomic_store (&S->failed, 1);
}

/* The split of a pass: the kind, and for chunks nchunk and L. */
static ga_split_kind
plan_split (const ga_plan *p, const ga_pass *ps, int accin, int threads,
            size_t *ntasks, size_t *nchunk, size_t *L)
{
  const size_t nout = ps->pre * ps->post;
  const size_t es = accin ? ga_plan_partial_size (p) : ga_elem_size (p->in);
  const size_t bytes = nout * ps->n * es;
  size_t want, per, nt;
  if (threads <= 1 || nout == 0)
    return GA_SPLIT_INLINE;
  want = (size_t) threads * GA_TASKS_PER_THREAD;
  if (grain > 0 && bytes / grain < want)
    want = bytes / grain;             /* a smaller input: fewer tasks ... */
  if (want < 2)
    return GA_SPLIT_INLINE;
  if ((size_t) threads > want)
    threads = (int) want;             /* ... and fewer threads */
  /* outputs: tasks of `per` outputs at least, as many as the threads or
   * a multiple of them (each thread as many); rows cut in segments of
   * GA_ROW_SEGMENT at least when there are fewer rows than tasks */
  per = ps->post < want && ps->pre > 1 ? GA_ROW_SEGMENT : GA_OUT_PER_TASK;
  nt = nout / per < want ? nout / per : want;
  nt -= nt % (size_t) threads;
  if (nt > 0 || ps->n < 2 || ! chunks_combine_exactly (p))
    {
      if (nt == 0)                  /* cannot chunk: as many as there are */
        nt = nout < want ? nout : want;
      *ntasks = nt;
      return nt > 1 ? GA_SPLIT_OUTPUTS : GA_SPLIT_INLINE;
    }
  /* chunks: at least `want` tasks, a multiple of the threads */
  *nchunk = (want + ps->post - 1) / ps->post;
  while ((ps->post * *nchunk) % (size_t) threads)
    (*nchunk)++;
  if (*nchunk > ps->n)
    *nchunk = ps->n;
  *L = (ps->n + *nchunk - 1) / *nchunk;
  *nchunk = (ps->n + *L - 1) / *L;            /* no empty chunk */
  *ntasks = ps->post * *nchunk;
  return GA_SPLIT_CHUNKS;
}

ga_split_kind
ga_cpu_split_kind (const ga_plan *p, const ga_pass *ps, int accin, int threads)
{
  size_t nt = 0, nc = 0, L = 0;
  return plan_split (p, ps, accin, threads, &nt, &nc, &L);
}

ga_split_kind
ga_cpu_split_plan (const ga_plan *p, const ga_pass *ps, int accin, int threads,
                   size_t *ntasks, size_t *nchunk, size_t *clen)
{
  *ntasks = 1;
  *nchunk = 1;
  *clen = ps->n;
  return plan_split (p, ps, accin, threads, ntasks, nchunk, clen);
}

int
ga_cpu_split_pass (const ga_plan *p, const ga_pass *ps, int accin, int accout,
                   const void *in, void *out, void *out_index, int64_t span)
{
  const size_t nout = ps->pre * ps->post;
  const size_t es = accin ? ga_plan_partial_size (p) : ga_elem_size (p->in);
  split_job S;
  ga_split_kind kind = GA_SPLIT_INLINE;
  int threads = 1;
  /* the thread count only for inputs large enough to share */
  if (nout > 0 && (grain == 0 || nout * ps->n * es / grain >= 2))
    {
      threads = ga_cpu_threads ();
      kind = plan_split (p, ps, accin, threads, &S.ntasks, &S.nchunk, &S.L);
    }
  if (kind == GA_SPLIT_INLINE)
    return ga_cpu_pass (p, ps, accin, accout, in, out, out_index, span);
  S.p = p;
  S.ps = *ps;
  S.accin = accin;
  S.accout = accout;
  S.in = (const char *) in;
  S.out = (char *) out;
  S.oidx = accout ? NULL : (double *) out_index;
  S.span = span;
  S.ies = es;
  S.oes = accout ? ga_plan_partial_size (p) : ga_elem_size (p->out);
  S.nout = nout;
  S.as = ga_plan_partial_size (p);
  atomic_init (&S.failed, 0);
  S.part = NULL;
  if (kind == GA_SPLIT_CHUNKS)
    {
      S.part = (char *) malloc (nout * S.nchunk * S.as);
      if (! S.part)                     /* no room for partials: by outputs */
        {
          kind = GA_SPLIT_OUTPUTS;
          S.ntasks = nout < (size_t) threads ? nout : (size_t) threads;
          if (S.ntasks < 2)
            return ga_cpu_pass (p, ps, accin, accout, in, out, out_index, span);
        }
    }
  if (kind == GA_SPLIT_OUTPUTS)
    {
      ga_pool_run_tasks (threads, S.ntasks, output_task, &S);
      return atomic_load (&S.failed) ? -1 : 0;
    }
  ga_pool_run_tasks (threads, S.ntasks, chunk_task, &S);
  if (! atomic_load (&S.failed))
    {
      /* partial (i, c, j) covers positions c*L.. of this pass: rebased by
       * c * L times what each of the pass's own positions spans */
      ga_pass comb = {ps->pre, S.nchunk, ps->post};
      if (ga_cpu_pass (p, &comb, 1, accout, S.part, out, out_index,
                       (int64_t) S.L * (accin ? span : 1)) != 0)
        atomic_store (&S.failed, 1);
    }
  free (S.part);
  return atomic_load (&S.failed) ? -1 : 0;
}

/* The passes of plan p one after the other, each shared among the threads
 * (gpuaxis.h); partial results between passes in buffers of their own. */
int
ga_cpu_run (const ga_plan *p, const void *in, void *out, void *out_index,
            ga_error *err)
{
  const void *src = in;
  void *bufs[2] = {NULL, NULL};
  int64_t span = 1;               /* elements each partial of pass k covers */
  int rc = 0;
  if (ga_plan_check (p, err) != 0)
    return -1;
  for (int k = 0; k < p->npass; k++)
    {
      const int last = (k == p->npass - 1);
      void *dst = out;
      if (! last)
        {
          size_t bytes = ga_pass_outputs (&p->pass[k]) * ga_plan_partial_size (p);
          free (bufs[k & 1]);
          bufs[k & 1] = malloc (bytes ? bytes : 1);
          if (! bufs[k & 1])
            {
              ga_set_error (err, "gpuaxis:out-of-memory",
                            "out of host memory for %zu bytes of partial results", bytes);
              rc = -1;
              break;
            }
          dst = bufs[k & 1];
        }
      if (ga_cpu_split_pass (p, &p->pass[k], k > 0, ! last, src, dst,
                             last ? out_index : NULL, k > 0 ? span : 0) != 0)
        {
          ga_set_error (err, "gpuaxis:out-of-memory", "out of host memory");
          rc = -1;
          break;
        }
      span *= (int64_t) p->pass[k].n;
      src = dst;
    }
  free (bufs[0]);
  free (bufs[1]);
  return rc;
}
