/* test_schedule.c: the chunk schedule of the CUDA host path
 * (ga_sched_* in src/engine/cuda/cuda_pipeline.cu), checked without a GPU.
 *
 * For random plans (1-3 passes over 4-D shapes; every operation: sums of
 * every accumulation, mean, prod, sumsq, max/min with and without the
 * index, any/all) and chunk limits from 64 bytes up, it walks the schedule
 * the way src/engine/cuda/cuda_transfer.cu does and checks
 *   - the chunks cover every input byte exactly once, none is empty, none
 *     is larger than the limit (or than one element where the limit is
 *     smaller), and a rewind replays the same chunks;
 *   - replaying the chunks on the CPU (ga_cpu_run / ga_cpu_pass standing in
 *     for the kernels: whole slabs, or running partials of rows and columns
 *     combined in chunk order, their positions moved by the chunk's first
 *     row k0, as the pipeline's combining kernel does) gives ga_cpu_run's
 *     result: exactly (values and max/min indices) for the integer and
 *     logical results, max/min and any/all, and whenever the chunks keep
 *     each output's order (whole slabs); within a rounding bound for
 *     floating-point sums and prods in partials.
 * Then schedules of arrays past 2^32 elements (3e9 and 6e9 bytes and more;
 * nothing is allocated): the byte counts add up, with no 32-bit overflow.
 *
 *   test_schedule          (built only with nvcc: the schedule is CUDA-side)
 *
 * Prints "N passed, N failed" and exits non-zero on a failure.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gpuaxis.h"
#include "test_elem.h"

#ifndef GA_HAVE_SCHEDULE
int
main (void)
{
  printf ("built without CUDA (no chunk schedule to test)\n0 passed, 0 failed, 1 skipped\n");
  return 0;
}
#else
#include "cuda_transfer.h"

static int passed, failed;
static long modes[4];             /* plans per schedule mode A, B, C, WHOLE */
static uint64_t rng = 0x2545F4914F6CDD1Dull;
static uint64_t next (void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }
static size_t below (size_t n) { return (size_t) (next () % n); }

#define MAXCHUNKS 200000

static void
fail (const char *what, const ga_plan *p, size_t cmax, size_t cmin, int mode)
{
  if (failed < 20)
    {
      printf ("FAIL %s: mode %d, cmax %zu, cmin %zu, %s %s/%s%s, passes", what, mode, cmax,
              cmin, ga_op_name (p->op), ga_elem_name (p->in), ga_acc_name (p->acc),
              p->want_index ? " index" : "");
      for (int k = 0; k < p->npass; k++)
        printf (" [%zu %zu %zu]", p->pass[k].pre, p->pass[k].n, p->pass[k].post);
      printf ("\n");
    }
  failed++;
}

/* Walks the schedule into ch[]; -1 if it does not end. */
static long
walk (ga_sched *S, ga_chunk *ch)
{
  long nc = 0;
  ga_chunk c;
  ga_sched_rewind (S);
  while (ga_sched_next (S, &c))
    {
      if (nc == MAXCHUNKS)
        return -1;
      ch[nc++] = c;
    }
  return nc;
}

/* The most bytes a chunk may have: the limit, or one element of the widest
 * kind a column chunk holds when the limit is smaller (mode C). */
static size_t
chunk_limit (const ga_sched *S)
{
  size_t w = S->es > S->as ? S->es : S->as;
  w = w > S->oes ? w : S->oes;
  return S->cmax > w ? S->cmax : w;
}

/* Replays chunks ch[0..nc) of plan p on the CPU into out (and idx). */
static int
replay (const ga_plan *p, const ga_sched *S, const ga_chunk *ch, long nc,
        const unsigned char *in, unsigned char *out, double *idx,
        unsigned char *whole)
{
  const size_t as = ga_plan_partial_size (p);
  unsigned char *run = NULL, *pair = NULL;
  size_t cap = 0;
  ga_error err = {0};
  int rc = 0;
  for (long t = 0; t < nc && rc == 0; t++)
    {
      const ga_chunk *c = &ch[t];
      ga_plan q = *p;
      if (S->mode == GA_PIPE_WHOLE)
        {
          memcpy (whole + c->off, in + c->off, c->bytes);
          continue;
        }
      if (S->mode == GA_PIPE_A)
        {
          for (int k = 0; k < p->npass; k++)
            q.pass[k].post = p->pass[k].post / S->P * c->g;
          rc = ga_cpu_run (&q, in + c->off, out + c->out_off,
                           idx ? idx + c->out_off / S->oes : NULL, &err);
          continue;
        }
      /* B, C: rows (or one row's columns) of a group, reduced to partials
       * and combined into the group's running partials in chunk order. */
      q.npass = 1;
      q.pass[0].pre = c->m;
      q.pass[0].n = c->rows;
      q.pass[0].post = 1;
      if (c->first && c->last)
        {
          rc = ga_cpu_run (&q, in + c->off, out + c->out_off,
                           idx ? idx + c->out_off / S->oes : NULL, &err);
          continue;
        }
      if (2 * c->m * as > cap)
        {
          cap = 2 * c->m * as;
          free (run);
          free (pair);
          run = malloc (cap);
          pair = malloc (cap);
          if (! run || ! pair)
            return -1;
        }
      if (c->first)
        rc = ga_cpu_pass (&q, &q.pass[0], 0, 1, in + c->off, run, NULL, 0);
      else
        {
          /* combine (run, part) for each output: a 2-row pass over
           * [run; part] of partials, part's positions moved by k0 (the
           * pass's span: row 1 gets 1 * k0) */
          ga_pass two = {c->m, 2, 1};
          memcpy (pair, run, c->m * as);
          rc = ga_cpu_pass (&q, &q.pass[0], 0, 1, in + c->off, pair + c->m * as, NULL, 0);
          if (rc == 0)
            rc = ga_cpu_pass (p, &two, 1, ! c->last, pair,
                              c->last ? (void *) (out + c->out_off) : (void *) run,
                              c->last && idx ? idx + c->out_off / S->oes : NULL,
                              (int64_t) c->k0);
        }
    }
  if (rc == 0 && S->mode == GA_PIPE_WHOLE)
    rc = ga_cpu_run (p, whole, out, idx, &err);
  free (run);
  free (pair);
  return rc;
}

static void
check_small (int t)
{
  static const struct { ga_op op; ga_elem in; ga_acc acc; ga_elem out; int idx, mean; } combos[] = {
    {GA_OP_SUM, GA_DOUBLE, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0}, {GA_OP_SUM, GA_SINGLE, GA_ACC_FLOAT, GA_SINGLE, 0, 0},
    {GA_OP_SUM, GA_SINGLE, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0}, {GA_OP_SUM, GA_DOUBLE, GA_ACC_EXTRA, GA_DOUBLE, 0, 0},
    {GA_OP_SUM, GA_INT32, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0}, {GA_OP_SUM, GA_LOGICAL, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0},
    {GA_OP_SUM, GA_INT8, GA_ACC_SAT, GA_INT8, 0, 0}, {GA_OP_SUM, GA_INT16, GA_ACC_SAT, GA_INT16, 0, 0},
    {GA_OP_SUM, GA_INT32, GA_ACC_SAT, GA_INT32, 0, 0}, {GA_OP_SUM, GA_INT64, GA_ACC_SAT, GA_INT64, 0, 0},
    {GA_OP_SUM, GA_UINT8, GA_ACC_SAT, GA_UINT8, 0, 0}, {GA_OP_SUM, GA_UINT64, GA_ACC_SAT, GA_UINT64, 0, 0},
    {GA_OP_SUM, GA_LOGICAL, GA_ACC_SAT, GA_LOGICAL, 0, 0},
    {GA_OP_SUM, GA_DOUBLE, GA_ACC_DOUBLE, GA_DOUBLE, 0, 1}, {GA_OP_SUM, GA_INT8, GA_ACC_DOUBLE, GA_INT8, 0, 1},
    {GA_OP_PROD, GA_DOUBLE, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0}, {GA_OP_PROD, GA_SINGLE, GA_ACC_FLOAT, GA_SINGLE, 0, 0},
    {GA_OP_PROD, GA_INT8, GA_ACC_SAT, GA_INT8, 0, 0}, {GA_OP_PROD, GA_INT32, GA_ACC_SAT, GA_INT32, 0, 0},
    {GA_OP_PROD, GA_INT64, GA_ACC_SAT, GA_INT64, 0, 0}, {GA_OP_PROD, GA_UINT8, GA_ACC_SAT, GA_UINT8, 0, 0},
    {GA_OP_PROD, GA_LOGICAL, GA_ACC_SAT, GA_LOGICAL, 0, 0},
    {GA_OP_PROD, GA_CDOUBLE, GA_ACC_DOUBLE, GA_CDOUBLE, 0, 0},
    {GA_OP_SUMSQ, GA_DOUBLE, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0}, {GA_OP_SUMSQ, GA_CSINGLE, GA_ACC_FLOAT, GA_SINGLE, 0, 0},
    {GA_OP_MAX, GA_DOUBLE, GA_ACC_NATIVE, GA_DOUBLE, 1, 0}, {GA_OP_MIN, GA_SINGLE, GA_ACC_NATIVE, GA_SINGLE, 1, 0},
    {GA_OP_MAX, GA_INT16, GA_ACC_NATIVE, GA_INT16, 1, 0}, {GA_OP_MIN, GA_UINT32, GA_ACC_NATIVE, GA_UINT32, 0, 0},
    {GA_OP_MAX, GA_INT8, GA_ACC_NATIVE, GA_INT8, 0, 0}, {GA_OP_MIN, GA_DOUBLE, GA_ACC_NATIVE, GA_DOUBLE, 0, 0},
    {GA_OP_MAX, GA_CDOUBLE, GA_ACC_NATIVE, GA_CDOUBLE, 1, 0},
    {GA_OP_ANY, GA_DOUBLE, GA_ACC_NATIVE, GA_LOGICAL, 0, 0}, {GA_OP_ALL, GA_INT8, GA_ACC_NATIVE, GA_LOGICAL, 0, 0}};
  static const size_t limits[] = {64, 100, 256, 1000, 4096, 10000, 65536, 1 << 20};
  static ga_chunk ch[MAXCHUNKS], ch2[MAXCHUNKS];
  const int ncombo = (int) (sizeof combos / sizeof combos[0]);
  const int c = t % ncombo;
  ga_plan p;
  ga_sched S;
  size_t d[4], cur[4], total = 1, nout = 1, cmax, cmin;
  int red[4];
  long nc;
  memset (&p, 0, sizeof p);
  p.op = combos[c].op; p.in = combos[c].in; p.acc = combos[c].acc; p.out = combos[c].out;
  for (int i = 0; i < 4; i++)
    {
      d[i] = below (8) == 0 ? 1 : 1 + below (i == t % 4 ? 2000 : 9);
      total *= d[i];
    }
  while (total > 150000)
    for (int i = 0; i < 4; i++)
      if (d[i] > 1)
        {
          total /= d[i];
          d[i] = (d[i] + 1) / 2;
          total *= d[i];
        }
  for (int i = 0; i < 4; i++)
    red[i] = (int) below (2);
  if (! (red[0] || red[1] || red[2] || red[3]))
    red[below (4)] = 1;
  memcpy (cur, d, sizeof d);
  for (int i = 0; i < 4; i++)
    if (red[i] && d[i] > 1)
      {
        size_t pre = 1, post = 1;
        for (int j = 0; j < i; j++) pre *= cur[j];
        for (int j = i + 1; j < 4; j++) post *= cur[j];
        p.pass[p.npass].pre = pre; p.pass[p.npass].n = cur[i]; p.pass[p.npass].post = post;
        p.npass++;
        cur[i] = 1;
      }
  if (p.npass == 0)
    {
      p.pass[0].pre = total; p.pass[0].n = 1; p.pass[0].post = 1;
      p.npass = 1;
    }
  for (int i = 0; i < 4; i++)
    nout *= cur[i];
  ga_plan_set_bounds (&p);
  p.want_index = combos[c].idx && p.npass == 1;
  if (combos[c].mean)
    for (int k = 0; k < p.npass; k++)
      p.divisor = (p.divisor ? p.divisor : 1) * (double) p.pass[k].n;
  if (p.divisor == 0 && combos[c].mean)
    p.divisor = 1;
  if ((p.op == GA_OP_MAX || p.op == GA_OP_MIN) && total == 0)
    return;
  cmax = limits[below (sizeof limits / sizeof limits[0])];
  cmin = below (3) == 0 ? cmax : 64 + below (cmax);

  ga_sched_init (&S, &p, cmax, cmin < cmax ? cmin : cmax);
  nc = walk (&S, ch);
  modes[S.mode]++;
  if (nc < 0)
    {
      fail ("schedule does not end", &p, cmax, cmin, S.mode);
      return;
    }
  /* Coverage, sizes, replay of the same chunks after a rewind. */
  {
    const size_t es = ga_elem_size (p.in), in_bytes = total * es, lim = chunk_limit (&S);
    unsigned char *seen = calloc (in_bytes + 1, 1);
    int bad = 0;
    for (long k = 0; k < nc && ! bad; k++)
      {
        if (ch[k].bytes == 0 || ch[k].bytes > lim || ch[k].off + ch[k].bytes > in_bytes)
          bad = 1;
        for (size_t b = ch[k].off; ! bad && b < ch[k].off + ch[k].bytes; b++)
          bad = seen[b]++ != 0;
      }
    for (size_t b = 0; ! bad && b < in_bytes; b++)
      bad = seen[b] != 1;
    free (seen);
    if (bad)
      {
        fail ("chunks do not cover the input once, within the limit", &p, cmax, cmin, S.mode);
        return;
      }
    if (walk (&S, ch2) != nc || memcmp (ch, ch2, (size_t) nc * sizeof ch[0]) != 0)
      {
        fail ("a rewind does not replay the same chunks", &p, cmax, cmin, S.mode);
        return;
      }
  }
  /* Replay on the CPU against the whole reduction. */
  {
    const size_t es = ga_elem_size (p.in), oes = ga_elem_size (p.out);
    unsigned char *in = malloc (total * es + 1), *whole = malloc (total * es + 1);
    unsigned char *ref = malloc (nout * oes + 1), *got = malloc (nout * oes + 1);
    double *iref = malloc (nout * 8 + 8), *igot = malloc (nout * 8 + 8);
    ga_error err = {0};
    const int real_float = p.out == GA_DOUBLE || p.out == GA_SINGLE || p.out == GA_CDOUBLE;
    int exact = ! real_float || p.op == GA_OP_MAX || p.op == GA_OP_MIN
                || S.mode == GA_PIPE_A || S.mode == GA_PIPE_WHOLE;
    size_t bad = 0;
    for (size_t i = 0; i < total * es; i++)
      in[i] = (unsigned char) next ();
    /* random bytes: every value, NaN and Inf included, for max/min */
    if (p.op != GA_OP_MAX && p.op != GA_OP_MIN)
      for (size_t i = 0; i < total * (is_complex_elem (p.in) ? 2 : 1); i++)
        {
          /* products: near 1, no overflow */
          double u = p.op == GA_OP_PROD ? (next () & 1 ? 1 : -1) * (0.9 + (next () >> 11) * 0x1p-53 * 0.2)
                                        : 0;
          if (p.in == GA_DOUBLE || p.in == GA_CDOUBLE)
            ((double *) in)[i] = p.op == GA_OP_PROD ? u : (double) (int64_t) next () * 1e-12;
          if (p.in == GA_SINGLE || p.in == GA_CSINGLE)
            ((float *) in)[i] = (float) (p.op == GA_OP_PROD ? u : (double) (int32_t) next () * 1e-4);
        }
    if (p.in == GA_LOGICAL)
      for (size_t i = 0; i < total; i++)
        in[i] &= 1;
    memset (got, 0xA5, nout * oes);
    memset (igot, 0xA5, nout * 8);
    if (ga_cpu_run (&p, in, ref, p.want_index ? iref : NULL, &err) != 0
        || replay (&p, &S, ch, nc, in, got, p.want_index ? igot : NULL, whole) != 0)
      {
        fail ("out of memory", &p, cmax, cmin, S.mode);
        bad = 1;
      }
    else if (exact)
      bad = memcmp (ref, got, nout * oes) != 0
            || (p.want_index && memcmp (iref, igot, nout * 8) != 0);
    else
      {
        /* Rows and columns in chunks (one pass): partials round
         * differently, within 2 eps (n + 1) sum |x| (sumsq: x^2) of each
         * output; products within 4 eps (n + 1) |result|. */
        const size_t pre = p.pass[0].pre, n = p.pass[0].n;
        const double eps = p.out == GA_SINGLE || p.in == GA_CSINGLE ? 1.2e-7 : 2.3e-16;
        for (size_t o = 0; o < nout; o++)
          {
            const size_t i = o % pre, j = o / pre;
            double mag = 0, d;
            for (size_t k = 0; k < n; k++)
              {
                const size_t ix = i + pre * (k + n * j);
                double x = getd (p.in, in, ix), y = (double) getl_im (p.in, in, ix);
                mag += p.op == GA_OP_SUMSQ ? x * x + y * y : fabs (x);
              }
            if (p.divisor > 0)
              mag /= p.divisor;
            d = hypot (getd (p.out, got, o) - getd (p.out, ref, o),
                       (double) (getl_im (p.out, got, o) - getl_im (p.out, ref, o)));
            if (p.op == GA_OP_PROD)
              mag = 2 * hypot (getd (p.out, ref, o), (double) getl_im (p.out, ref, o));
            if (! (d <= 2 * eps * (double) (n + 1) * mag + 1e-300))
              bad++;
          }
      }
    if (bad)
      fail (exact ? "replay differs from the whole reduction"
                  : "replay outside the rounding bound", &p, cmax, cmin, S.mode);
    else
      passed++;
    free (in); free (whole); free (ref); free (got); free (iref); free (igot);
  }
}

/* Arrays past 2^32 elements: only the schedule, nothing allocated. */
static void
check_huge (void)
{
  static const struct { size_t pre, n, post; ga_elem in; ga_acc acc; ga_elem out; } big[] = {
    {1, 3000000000u, 1, GA_SINGLE, GA_ACC_FLOAT, GA_SINGLE},           /* [3e9 1] dim 1 */
    {1500000000u, 2, 1, GA_SINGLE, GA_ACC_DOUBLE, GA_DOUBLE},          /* [1.5e9 2] dim 2 */
    {1, 2, 1500000000u, GA_SINGLE, GA_ACC_DOUBLE, GA_DOUBLE},          /* [2 1.5e9] dim 1 */
    {50000, 60000, 1, GA_SINGLE, GA_ACC_FLOAT, GA_SINGLE},             /* [50000 60000] dim 2 */
    {1000, 1500, 2000, GA_INT8, GA_ACC_SAT, GA_INT8},                  /* 3-D, dim 2, native */
    {1, 6000000000u, 1, GA_LOGICAL, GA_ACC_SAT, GA_LOGICAL},           /* 6e9 logical, any */
    {3000000000u, 1, 1, GA_DOUBLE, GA_ACC_DOUBLE, GA_DOUBLE}};         /* 0 + x, 24 GB */
  static const size_t limits[] = {64 << 20, 1 << 20, 256 << 20};
  static ga_chunk ch[MAXCHUNKS];
  for (size_t b = 0; b < sizeof big / sizeof big[0]; b++)
    for (size_t l = 0; l < sizeof limits / sizeof limits[0]; l++)
      {
        ga_plan p;
        ga_sched S;
        long nc;
        size_t sum = 0, lim, in_bytes;
        int bad = 0;
        memset (&p, 0, sizeof p);
        p.in = big[b].in; p.acc = big[b].acc; p.out = big[b].out; p.npass = 1;
        p.pass[0].pre = big[b].pre; p.pass[0].n = big[b].n; p.pass[0].post = big[b].post;
        ga_plan_set_bounds (&p);
        in_bytes = big[b].pre * big[b].n * big[b].post * ga_elem_size (p.in);
        ga_sched_init (&S, &p, limits[l], 1 << 20);
        lim = chunk_limit (&S);
        nc = walk (&S, ch);
        if (nc <= 0)
          bad = 1;
        for (long k = 0; k < nc && ! bad; k++)
          {
            sum += ch[k].bytes;
            bad = ch[k].bytes == 0 || ch[k].bytes > lim || ch[k].off + ch[k].bytes > in_bytes
                  || ch[k].out_off + ch[k].out_bytes
                     > ga_pass_outputs (&p.pass[0]) * ga_elem_size (p.out);
          }
        if (bad || sum != in_bytes || S.in_bytes != in_bytes)
          fail ("huge schedule: bytes do not add up", &p, limits[l], 1 << 20, S.mode);
        else
          passed++;
      }
}

int
main (void)
{
  ga_cpu_set_threads (1);     /* ga_cpu_run in index order, as the kernels'
                                 exact cases are compared with it */
  for (int t = 0; t < 5000; t++)
    check_small (t);
  printf ("plans by schedule: %ld whole slabs, %ld rows, %ld columns, %ld whole input\n",
          modes[GA_PIPE_A], modes[GA_PIPE_B], modes[GA_PIPE_C], modes[GA_PIPE_WHOLE]);
  check_huge ();
  printf ("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
#endif
