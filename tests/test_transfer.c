/* test_transfer.c: chunk boundaries of the CUDA host path (the transfer
 * pipeline of cuda_transfer.cu).  Forces small chunks through the testing
 * knobs GPUAXIS_CHUNK_BYTES / GPUAXIS_CHUNK_MIN / GPUAXIS_SLOTS /
 * GPUAXIS_THREADS and checks ga_cuda_run_host against ga_cpu_run on arrays
 * just below, at and above a chunk, and multiples of it, along pre, n and
 * post (every schedule: whole slabs, rows of a slab, columns of a row, and
 * multi-pass plans), for double, single, "extra", int8/int32/int64
 * "native" (order-sensitive saturation: must be exact), uint8 "native",
 * logical and mixed classes; and the other operations: mean, prod (double,
 * single, int8/int64 "native": exact, complex), sumsq, max/min with their
 * indices (exact, global across chunks), any/all.  Then: the device memory held stays far below
 * the input (streaming), `release` frees everything, and injected faults
 * give gpuaxis:cuda / gpuaxis:out-of-memory with nothing left held.
 *
 *   test_transfer cuda     (test_transfer cpu checks only the reference)
 *
 * Prints "N passed, N failed" and exits non-zero on a failure.  Built like
 * test_reduce (see tests/Makefile):
 *   make -C src backend-objects
 *   cc -O2 -std=gnu11 -Isrc/engine -Isrc/engine/cpu -o tests/test_transfer \
 *     tests/test_transfer.c src/engine/plan.c src/engine/cpu/reduce_cpu.c \
 *     src/engine/cpu/cpu_split.c src/engine/cpu/cpu_pool.c \
 *     $(cd src && printf 'src/%s ' \
 *     $(make -s --no-print-directory print-backend-objects)) \
 *     $(make -s --no-print-directory -C src print-backend-libs) -lpthread -lm
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gpuaxis.h"
#include "test_elem.h"

static int passed, failed;
static int use_cuda;
static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint64_t next (void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }
static double unif (void) { return (next () >> 11) * (1.0 / 9007199254740992.0); }

static void
fill (ga_op op, ga_elem e, void *p, size_t count)
{
  if (is_complex_elem (e))
    {
      const int dbl = e == GA_CDOUBLE;
      e = dbl ? GA_DOUBLE : GA_SINGLE;
      fill (op, e, p, 2 * count);
      if (op == GA_OP_PROD)           /* |z| near 1: small imaginary parts */
        for (size_t i = 1; i < 2 * count; i += 2)
          {
            if (dbl) ((double *) p)[i] *= 0.1;
            else ((float *) p)[i] *= 0.1f;
          }
      return;
    }
  for (size_t i = 0; i < count; i++)
    switch (e)
      {
      /* products: near 1 (no overflow); max/min: ties and -0 */
      case GA_DOUBLE:
        ((double *) p)[i] = op == GA_OP_PROD ? (next () & 1 ? 1 : -1) * (0.9 + 0.2 * unif ())
                            : (op == GA_OP_MAX || op == GA_OP_MIN) && next () % 2
                              ? (next () % 2 ? -0.0 : (double) (next () % 5)) : (unif () - 0.3) * 1e3;
        break;
      case GA_SINGLE:
        ((float *) p)[i] = (float) (op == GA_OP_PROD ? (next () & 1 ? 1 : -1) * (0.9 + 0.2 * unif ())
                                    : (unif () - 0.3) * 1e3);
        break;
      case GA_INT8:
        ((int8_t *) p)[i] = (int8_t) (op == GA_OP_PROD && next () % 4 ? (int) (next () % 3) - 1
                                      : (int) (next () % 256) - 128);
        break;
      case GA_UINT8: ((uint8_t *) p)[i] = (uint8_t) (next () % 4 ? next () % 3 : next () % 256); break;
      case GA_LOGICAL: ((uint8_t *) p)[i] = (uint8_t) (next () % 97 == 0); break;
      case GA_INT32: ((int32_t *) p)[i] = (int32_t) (next () >> 32); break;
      case GA_INT64:
        ((int64_t *) p)[i] = op == GA_OP_PROD && next () % 8 ? (int64_t) (next () % 5) - 2
                             : (int64_t) next ();
        break;
      default: memset ((char *) p + i * ga_elem_size (e), 0, ga_elem_size (e)); break;
      }
}

typedef struct { ga_elem in; ga_acc acc; ga_elem out; const char *name; ga_op op; int idx, mean; } combo;
static const combo combos[] = {
  {GA_DOUBLE, GA_ACC_DOUBLE, GA_DOUBLE, "double", GA_OP_SUM, 0, 0},
  {GA_SINGLE, GA_ACC_FLOAT, GA_SINGLE, "single", GA_OP_SUM, 0, 0},
  {GA_DOUBLE, GA_ACC_EXTRA, GA_DOUBLE, "double extra", GA_OP_SUM, 0, 0},
  {GA_INT32, GA_ACC_SAT, GA_INT32, "int32 native", GA_OP_SUM, 0, 0},
  {GA_INT8, GA_ACC_SAT, GA_INT8, "int8 native", GA_OP_SUM, 0, 0},
  {GA_INT64, GA_ACC_SAT, GA_INT64, "int64 native", GA_OP_SUM, 0, 0},
  {GA_UINT8, GA_ACC_SAT, GA_UINT8, "uint8 native", GA_OP_SUM, 0, 0},
  {GA_LOGICAL, GA_ACC_SAT, GA_LOGICAL, "logical native", GA_OP_SUM, 0, 0},
  {GA_UINT8, GA_ACC_DOUBLE, GA_DOUBLE, "uint8 -> double", GA_OP_SUM, 0, 0},
  {GA_SINGLE, GA_ACC_DOUBLE, GA_DOUBLE, "single double", GA_OP_SUM, 0, 0},
  {GA_DOUBLE, GA_ACC_DOUBLE, GA_DOUBLE, "mean double", GA_OP_SUM, 0, 1},
  {GA_INT8, GA_ACC_DOUBLE, GA_INT8, "mean int8 native", GA_OP_SUM, 0, 1},
  {GA_DOUBLE, GA_ACC_DOUBLE, GA_DOUBLE, "prod double", GA_OP_PROD, 0, 0},
  {GA_SINGLE, GA_ACC_FLOAT, GA_SINGLE, "prod single", GA_OP_PROD, 0, 0},
  {GA_INT8, GA_ACC_SAT, GA_INT8, "prod int8 native", GA_OP_PROD, 0, 0},
  {GA_INT64, GA_ACC_SAT, GA_INT64, "prod int64 native", GA_OP_PROD, 0, 0},
  {GA_CDOUBLE, GA_ACC_DOUBLE, GA_CDOUBLE, "prod complex", GA_OP_PROD, 0, 0},
  {GA_DOUBLE, GA_ACC_DOUBLE, GA_DOUBLE, "sumsq double", GA_OP_SUMSQ, 0, 0},
  {GA_CSINGLE, GA_ACC_FLOAT, GA_SINGLE, "sumsq complex single", GA_OP_SUMSQ, 0, 0},
  {GA_DOUBLE, GA_ACC_NATIVE, GA_DOUBLE, "max double", GA_OP_MAX, 1, 0},
  {GA_SINGLE, GA_ACC_NATIVE, GA_SINGLE, "min single", GA_OP_MIN, 1, 0},
  {GA_INT8, GA_ACC_NATIVE, GA_INT8, "max int8", GA_OP_MAX, 1, 0},
  {GA_INT32, GA_ACC_NATIVE, GA_INT32, "min int32 (no index)", GA_OP_MIN, 0, 0},
  {GA_INT64, GA_ACC_NATIVE, GA_INT64, "min int64", GA_OP_MIN, 1, 0},
  {GA_DOUBLE, GA_ACC_NATIVE, GA_LOGICAL, "any double", GA_OP_ANY, 0, 0},
  {GA_UINT8, GA_ACC_NATIVE, GA_LOGICAL, "all uint8", GA_OP_ALL, 0, 0},
};
#define NCOMBO (sizeof combos / sizeof combos[0])

static const char *cfg_name = "";
static int verbose;          /* GPUAXIS_TEST_VERBOSE=1: each case before it runs */

/* One plan (any number of passes): backend vs ga_cpu_run. */
static int
check_plan (const combo *c, ga_plan *p, const char *what)
{
  ga_error err = {0};
  const ga_pass *p0 = &p->pass[0], *pl = &p->pass[p->npass - 1];
  size_t cnt = p0->pre * p0->n * p0->post, nout = ga_pass_outputs (pl);
  size_t es = ga_elem_size (c->in), oes = ga_elem_size (c->out), nred = 1;
  char *in = malloc (cnt * es + 1), *got = malloc (nout * oes + 1),
       *ref = malloc (nout * oes + 1);
  double *mag = malloc (nout * sizeof (double) + 8), *absin = NULL;
  double *igot = malloc (nout * sizeof (double) + 8), *iref = malloc (nout * sizeof (double) + 8);
  const int real_float = c->out == GA_DOUBLE || c->out == GA_SINGLE || c->out == GA_CDOUBLE;
  size_t bad = 0;
  int rc;
  if (verbose)                 /* the case now running (a hang names it) */
    printf ("RUN [%s] %s %s\n", cfg_name, c->name, what);
  p->op = c->op; p->in = c->in; p->acc = c->acc; p->out = c->out;
  p->want_index = c->idx && p->npass == 1;
  ga_plan_set_bounds (p);
  for (int k = 0; k < p->npass; k++)
    nred *= p->pass[k].n;
  p->divisor = c->mean ? (double) nred : 0;
  fill (c->op, c->in, in, cnt);
  memset (got, 0xA5, nout * oes);
  memset (igot, 0xA5, nout * sizeof (double));
  rc = ga_cpu_run (p, in, ref, p->want_index ? iref : NULL, &err);
  if (rc == 0)
    rc = use_cuda ? ga_cuda_run_host (p, in, cnt * es, got, p->want_index ? igot : NULL, &err)
                  : ga_cpu_run (p, in, got, p->want_index ? igot : NULL, &err);
  if (rc != 0)
    {
      printf ("FAIL [%s] %s %s: %s %s\n", cfg_name, c->name, what, err.id, err.msg);
      failed++;
      goto done;
    }
  if (real_float && c->op != GA_OP_MAX && c->op != GA_OP_MIN)
    {
      /* magnitudes: the same plan over |x| (sumsq: x^2) in double;
       * products: relative to the result */
      ga_plan q = *p;
      absin = malloc (cnt * sizeof (double) + 8);
      for (size_t i = 0; i < cnt; i++)
        {
          double x = getd (c->in, in, i), y = (double) getl_im (c->in, in, i);
          absin[i] = c->op == GA_OP_SUMSQ ? x * x + y * y : fabs (x);
        }
      q.op = GA_OP_SUM; q.in = GA_DOUBLE; q.acc = GA_ACC_DOUBLE; q.out = GA_DOUBLE;
      ga_cpu_run (&q, absin, mag, NULL, &err);
      for (size_t o = 0; o < nout; o++)
        {
          double g = getd (c->out, got, o), r = getd (c->out, ref, o);
          double gi = (double) getl_im (c->out, got, o), ri = (double) getl_im (c->out, ref, o);
          double eps = c->acc == GA_ACC_FLOAT ? 1.2e-7 : 2.3e-16;
          double tol = c->acc == GA_ACC_EXTRA
                       ? 4 * eps * fabs (r) + 4 * (double) nred * eps * eps * mag[o] + 1e-300
                       : 2 * eps * (double) (nred + 1) * mag[o] + 1e-300;
          /* a product that falls below the smallest normal number has
           * lost its relative precision, and the order of the factors
           * decides where it ends (sequential order can stick at a
           * subnormal that a tree order takes to 0) */
          if (c->op == GA_OP_PROD)
            tol = 4 * eps * (double) (nred + 1) * hypot (r, ri)
                  + (c->acc == GA_ACC_FLOAT ? FLT_MIN : DBL_MIN);
          if (! (hypot (g - r, gi - ri) <= tol))
            {
              if (bad < 3)
                printf ("   out %zu: got %.17g want %.17g (tol %.3g)\n", o, g, r, tol);
              bad++;
            }
        }
    }
  else
    for (size_t o = 0; o < nout; o++)
      if (memcmp (got + o * oes, ref + o * oes, oes)
          || (p->want_index && igot[o] != iref[o]))
        {
          if (bad < 3)
            printf ("   out %zu: got %.17g want %.17g\n", o, getd (c->out, got, o),
                    getd (c->out, ref, o));
          bad++;
        }
  if (bad)
    {
      printf ("FAIL [%s] %s %s: %zu of %zu outputs wrong\n", cfg_name, c->name,
              what, bad, nout);
      failed++;
    }
  else
    passed++;
done:
  free (in); free (got); free (ref); free (mag); free (absin); free (igot); free (iref);
  return bad != 0 || rc != 0;
}

static int
check (const combo *c, size_t pre, size_t n, size_t post)
{
  ga_plan p;
  char what[96];
  memset (&p, 0, sizeof p);
  p.npass = 1;
  p.pass[0].pre = pre; p.pass[0].n = n; p.pass[0].post = post;
  snprintf (what, sizeof what, "[%zu %zu %zu]", pre, n, post);
  return check_plan (c, &p, what);
}

/* Octave array [d1 d2 d3 d4] summed over dims 1 and 3 (two passes). */
static int
check_vecdim (const combo *c, size_t d1, size_t d2, size_t d3, size_t d4)
{
  ga_plan p;
  char what[96];
  memset (&p, 0, sizeof p);
  p.npass = 2;
  p.pass[0] = (ga_pass) {1, d1, d2 * d3 * d4};
  p.pass[1] = (ga_pass) {d2, d3, d4};
  snprintf (what, sizeof what, "[%zu %zu %zu %zu] over dims 1, 3", d1, d2, d3, d4);
  return check_plan (c, &p, what);
}

static void
set_cfg (const char *name, const char *chunk, const char *cmin, const char *slots,
         const char *threads)
{
  cfg_name = name;
#define SETENV(k, v) do { if (v) setenv (k, v, 1); else unsetenv (k); } while (0)
  SETENV ("GPUAXIS_CHUNK_BYTES", chunk);
  SETENV ("GPUAXIS_CHUNK_MIN", cmin);
  SETENV ("GPUAXIS_SLOTS", slots);
  SETENV ("GPUAXIS_THREADS", threads);
#undef SETENV
}

/* Shapes around a chunk of C bytes, for element size es. */
static void
boundary_shapes (const combo *c, size_t C)
{
  size_t es = ga_elem_size (c->in), Ce = C / es;
  size_t wmax = 32;        /* widest accumulator: rows of pre*wmax <= C */
  const size_t sh[][3] = {
    /* whole slabs: a slab just under, at and over a chunk */
    {1, Ce - 1, 3}, {1, Ce, 3}, {1, Ce + 1, 3}, {1, Ce, 9}, {1, Ce + 1, 9},
    {3, Ce / 3, 9}, {3, Ce / 3 + 1, 9}, {2, 3, 5 * Ce + 7}, {1, Ce / 4, 40},
    /* rows of a slab: a long column, several chunks, remainders */
    {1, 2 * Ce, 1}, {1, 2 * Ce + 1, 2}, {1, 5 * Ce + 7, 1}, {1, 7 * Ce - 1, 1},
    {5, 3 * Ce + 1, 1}, {C / wmax, 9, 2}, {C / wmax - 1, 17, 1}, {C / wmax + 1, 5, 3},
    /* columns of a row: pre alone over a chunk */
    {Ce - 1, 3, 2}, {Ce, 3, 2}, {Ce + 1, 3, 2}, {2 * Ce + 5, 4, 2}, {3 * Ce + 1, 1, 2},
    {Ce / 2, 1, 3}, {Ce + 3, 2, 1},
  };
  for (size_t s = 0; s < sizeof sh / sizeof sh[0]; s++)
    if (sh[s][0] && sh[s][1] && sh[s][2])
      check (c, sh[s][0], sh[s][1], sh[s][2]);
}

static void
held (size_t *dev, size_t *pin)
{
  ga_cuda_facts f;
  ga_cuda_info (&f);
  *dev = f.held_device_bytes;
  *pin = f.held_pinned_bytes;
}

static void
expect (int ok, const char *what)
{
  if (ok)
    passed++;
  else
    {
      failed++;
      printf ("FAIL [%s] %s\n", cfg_name, what);
    }
}

int
main (int argc, char **argv)
{
  const char *backend = argc > 1 ? argv[1] : "cpu";
  const int quick = argc > 2 && ! strcmp (argv[2], "quick");
  ga_error err = {0};
  use_cuda = ! strcmp (backend, "cuda");
  setvbuf (stdout, NULL, _IOLBF, 0);  /* lines reach a log before a kill */
  verbose = getenv ("GPUAXIS_TEST_VERBOSE") && ! strcmp (getenv ("GPUAXIS_TEST_VERBOSE"), "1");
  ga_cpu_set_threads (1);     /* the reference: ga_cpu_run in index order */
  if (use_cuda && ! ga_cuda_available (&err))
    {
      printf ("no usable CUDA device: %s\n0 passed, 0 failed, 1 skipped\n", err.msg);
      return 0;
    }

  /* 1. Fixed chunks of 4 KiB (no ramp), each class, every schedule. */
  set_cfg ("chunk 4096, 3 slots", "4096", NULL, NULL, "1");
  for (size_t c = 0; c < NCOMBO; c++)
    boundary_shapes (&combos[c], 4096);

  /* 2. Tiny chunks: larger than one chunk in every dim, along pre, n and
   *    post at once; one and two slots. */
  set_cfg ("chunk 128, 1 slot", "128", NULL, "1", "1");
  for (size_t c = 0; c < NCOMBO; c++)
    {
      size_t Ce = 128 / ga_elem_size (combos[c].in);
      check (&combos[c], Ce + 3, Ce + 1, Ce + 5);
      check (&combos[c], 2 * Ce - 1, 3, Ce + 2);
    }
  set_cfg ("chunk 256, 2 slots", "256", NULL, "2", "1");
  for (size_t c = 0; c < NCOMBO; c++)
    {
      size_t Ce = 256 / ga_elem_size (combos[c].in);
      check (&combos[c], Ce + 1, Ce - 1, Ce + 1);
      check (&combos[c], 1, 3 * Ce + 5, Ce / 2);
    }

  /* 3. Multi-pass plans: whole slabs of the last pass, and (slab over a
   *    chunk) the whole input copied in chunks. */
  set_cfg ("chunk 1024, vecdim", "1024", NULL, "4", "1");
  for (size_t c = 0; c < NCOMBO; c++)
    {
      check_vecdim (&combos[c], 4, 5, 6, 7);
      check_vecdim (&combos[c], 3, 7, 5, 40);
      check_vecdim (&combos[c], 33, 9, 17, 2);  /* slab > chunk: WHOLE */
      check_vecdim (&combos[c], 5, 6, 7, 1);
    }

  /* 4. The ramp (chunks from 4 KiB up to 64 KiB and down), 4 threads. */
  set_cfg ("chunk 64K, ramp from 4K, 4 threads", "65536", "4096", "3", "4");
  for (size_t c = 0; c < NCOMBO; c++)
    {
      size_t Ce = 65536 / ga_elem_size (combos[c].in);
      check (&combos[c], 1, 9 * Ce + 11, 1);
      check (&combos[c], 1, 1000, 2000);
      check (&combos[c], 1000, 1500, 1);
      if (! quick)
        check (&combos[c], Ce + 7, 5, 2);
    }

  /* 5. Defaults (64 MiB chunks, 1 MiB ramp, all threads): small and
   *    medium arrays, 1000x1000 both dims, a multi-chunk column. */
  set_cfg ("defaults", NULL, NULL, NULL, NULL);
  for (size_t c = 0; c < NCOMBO; c++)
    {
      check (&combos[c], 10, 10, 1);
      check (&combos[c], 1, 10, 10);
      check (&combos[c], 1000, 1000, 1);
      check (&combos[c], 1, 1000, 1000);
      if (! quick && c % 3 == 0)
        check (&combos[c], 1, (size_t) 6 << 20, 1);
    }

  if (use_cuda)
    {
      size_t dev, pin, dev2, pin2;
      /* 6. Streaming: 96 MiB of input through 1 MiB chunks holds a few MiB. */
      set_cfg ("streaming, chunk 1 MiB", "1048576", NULL, NULL, NULL);
      ga_cuda_release ();
      check (&combos[0], 1, (size_t) 12 << 20, 1);
      held (&dev, &pin);
      printf ("   96 MiB through 1 MiB chunks: %zu device bytes, %zu pinned bytes held\n",
              dev, pin);
      expect (dev < (16u << 20) && pin < (16u << 20), "streaming holds little memory");

      /* 7. release frees everything; the next call works again. */
      ga_cuda_release ();
      held (&dev, &pin);
      expect (dev == 0 && pin == 0, "release leaves nothing held");
      check (&combos[3], 100, 100, 3);

      /* 8. Faults: an injected kernel fault is gpuaxis:cuda, an injected
       *    allocation failure (small call) gpuaxis:out-of-memory; either
       *    leaves nothing held, and the next call works. */
      set_cfg ("faults", NULL, NULL, NULL, NULL);
      {
        double x[3000], y[3];
        ga_plan p;
        memset (&p, 0, sizeof p);
        for (int i = 0; i < 3000; i++) x[i] = i;
        p.in = GA_DOUBLE; p.acc = GA_ACC_DOUBLE; p.out = GA_DOUBLE; p.npass = 1;
        p.pass[0] = (ga_pass) {1, 1000, 3};
        ga_cuda_inject_fault ("kernel");
        memset (&err, 0, sizeof err);
        expect (ga_cuda_run_host (&p, x, sizeof x, y, NULL, &err) != 0
                && ! strcmp (err.id, "gpuaxis:cuda"), "kernel fault -> gpuaxis:cuda");
        held (&dev, &pin);
        expect (dev == 0 && pin == 0, "kernel fault leaves nothing held");
        ga_cuda_inject_fault ("alloc");
        memset (&err, 0, sizeof err);
        expect (ga_cuda_run_host (&p, x, sizeof x, y, NULL, &err) != 0
                && ! strcmp (err.id, "gpuaxis:out-of-memory"),
                "alloc fault -> gpuaxis:out-of-memory");
        held (&dev2, &pin2);
        expect (dev2 == 0 && pin2 == 0, "alloc fault leaves nothing held");
        memset (&err, 0, sizeof err);
        expect (ga_cuda_run_host (&p, x, sizeof x, y, NULL, &err) == 0
                && y[0] == 499500 && y[2] == 2499500, "a call after the faults");
      }
      ga_cuda_release ();
    }
  printf ("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
