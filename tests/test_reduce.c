/* test_reduce.c: C-level tests of the reduction engine against plain,
 * independent loops: Octave's sum, prod, sumsq, max, min, any, all and
 * mean written out, element by element in index order (left to right from
 * the identity, saturating at every step, skipping NaN, first index on
 * ties), in long double where that makes the reference exact.
 *
 * Every operation, class and accumulation the gateway uses runs on fixed
 * shapes (kernel thresholds, chunk sizes) and random 1-4-D shapes reduced
 * over 1-3 passes (index only with one pass), with special values (NaN,
 * Inf, -0, ties, saturation, zeros) where the operation has rules for
 * them; then Octave's documented cases one by one, empty extents, and
 * refused plans.
 *
 *   test_reduce cpu          the CPU backend, on 1 thread (the reference
 *                            for the rest) and again on 2, 3 and 7: where
 *                            every pass shares its outputs the results
 *                            must be bitwise those of 1 thread (a computed
 *                            NaN's sign and payload aside); where one
 *                            cuts its reduced extent (few outputs), exact
 *                            results (integers, logical, max/min with
 *                            indices, any/all) bitwise too, floating-point
 *                            ones within the bounds below.  Every shape is
 *                            split, however small (ga_cpu_set_grain (0)).
 *   test_reduce cuda [quick|race]  the CUDA backend: the host entry
 *                            point, and the device entry point on a share
 *                            of the cases (quick: small shapes, for
 *                            memcheck; race: fewer of them, for racecheck)
 *
 * Last, max/min with the index over long runs of NaN, ties and -0/+0
 * (minmax_long_cases), along rows and columns of 100003.
 *
 * Prints "N passed, N failed" and exits non-zero on a failure.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#define _GNU_SOURCE                      /* sched_getaffinity */
#include <float.h>
#include <math.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include "gpuaxis.h"
#include "ops.h"                  /* ga_div_rn_d, ga_div_rn_f */
#include "reduce_cpu.h"
#include "test_elem.h"
#ifdef GA_HAVE_CUDA
#include <cuda_runtime_api.h>
#endif

static int passed, failed, skipped;
static int use_cuda;
#ifdef GA_HAVE_CUDA
static int device_share;
#endif
static uint64_t rng = 88172645463325252ull;
static uint64_t next (void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }
static double unif (void) { return (next () >> 11) * (1.0 / 9007199254740992.0); }
static size_t below (size_t n) { return (size_t) (next () % n); }

/* ------------------------------------------------------------ the data */

/* normal values; with NaN, Inf, -0 sprinkled (integers: full range);
 * few distinct values (ties); near 1 (products; integers mostly +-1) */
enum { F_NORMAL, F_SPECIAL, F_TIES, F_NEAR1, F_NEAR1_SPECIAL };

static double
special_real (void)
{
  static const double v[] = {NAN, INFINITY, -INFINITY, 0.0, -0.0, 1.0, -1.0, 2.5};
  return v[below (8)];
}

/* A value of class e in the flavour wanted. */
static void
put_one (ga_elem e, void *p, size_t i, int flavour)
{
  double u = unif ();
  double d = (u - 0.3) * 1e3;
  int64_t s = (int64_t) next ();
  const int near = flavour == F_NEAR1 || flavour == F_NEAR1_SPECIAL;
  if (flavour == F_TIES)
    {
      d = (double) below (4) - 1;
      if (d == 0 && below (2)) d = -0.0;
      if (below (16) == 0) d = NAN;
      s = (int64_t) below (4) - 1;
    }
  else if (near)
    {
      d = (below (2) ? 1 : -1) * (0.9 + 0.2 * u);
      if (below (500) == 0) d = 0;
      /* integers: mostly 1 and -1, some 2, -2, 0, some large */
      switch (below (12))
        {
        case 0: s = 2; break;
        case 1: s = -2; break;
        case 2: s = below (8) == 0 ? 0 : 1; break;
        case 3: s = (int64_t) next (); break;
        case 4: s = INT64_MIN; break;
        case 5: case 6: case 7: s = -1; break;
        default: s = 1; break;
        }
    }
  if (flavour == F_SPECIAL || flavour == F_NEAR1_SPECIAL)
    {
      if (below (8) == 0)
        d = special_real ();
    }
  else
    s = (int64_t) (next () % 7) - 3 + (below (2) ? 0 : (int64_t) (next () % 2001) - 1000);
  if (flavour == F_SPECIAL)
    s = (int64_t) next ();
  switch (e)
    {
    case GA_DOUBLE: ((double *) p)[i] = d; break;
    case GA_SINGLE: ((float *) p)[i] = (float) d; break;
    case GA_CDOUBLE:
      ((double *) p)[2 * i] = d;
      ((double *) p)[2 * i + 1] = near ? 0.3 * (unif () - 0.5)
                                  : (flavour == F_TIES ? (double) below (3) - 1 : (unif () - 0.5) * 1e3);
      break;
    case GA_CSINGLE:
      ((float *) p)[2 * i] = (float) d;
      ((float *) p)[2 * i + 1] = (float) (near ? 0.3 * (unif () - 0.5)
                                          : (flavour == F_TIES ? (double) below (3) - 1
                                             : (unif () - 0.5) * 1e3));
      break;
    /* near 1: large values become the class's extremes (saturation) */
    case GA_INT8: ((int8_t *) p)[i] = (int8_t) (near && (s > 127 || s < -128) ? (s & 1 ? 127 : -128) : s); break;
    case GA_INT16: ((int16_t *) p)[i] = (int16_t) (near && (s > 32767 || s < -32768) ? (s & 1 ? 300 : -32768) : s); break;
    case GA_INT32: ((int32_t *) p)[i] = (int32_t) (near && (s > INT32_MAX || s < INT32_MIN) ? (s & 1 ? 65536 : INT32_MIN) : s); break;
    case GA_INT64: ((int64_t *) p)[i] = near && s != INT64_MIN && (s > 64 || s < -64) && below (2) ? s >> 32 : s; break;
    case GA_UINT8: ((uint8_t *) p)[i] = (uint8_t) (near ? (uint64_t) s % 3 : (uint64_t) s); break;
    case GA_UINT16: ((uint16_t *) p)[i] = (uint16_t) (near ? (uint64_t) s % 3 : (uint64_t) s); break;
    case GA_UINT32: ((uint32_t *) p)[i] = (uint32_t) (near ? (uint64_t) s % 3 : (uint64_t) s); break;
    case GA_UINT64: ((uint64_t *) p)[i] = near ? (uint64_t) (next () % 3) + (below (9) == 0 ? (next () >> 20) : 0)
                                          : (uint64_t) next () >> (flavour == F_SPECIAL ? 0 : 12); break;
    case GA_LOGICAL: ((uint8_t *) p)[i] = (uint8_t) (near ? below (50) != 0 : below (5) == 0); break;
    case GA_CHAR: ((uint8_t *) p)[i] = (uint8_t) (flavour == F_TIES ? below (4) : next ()); break;
    default: break;
    }
}

/* ---------------------------------------------------- the references */

/* What one output should be. */
typedef struct {
  int kind;                 /* R_REAL, R_INT, R_UINT, R_CPLX, R_ELEM */
  long double re, im;       /* R_REAL (re: value), R_CPLX             */
  long double mag;          /* R_REAL: bound of the rounding error     */
  __int128 s;               /* R_INT                                  */
  unsigned __int128 u;      /* R_UINT                                 */
  size_t pick;              /* R_ELEM: which element (max/min)         */
} ref_t;
enum { R_REAL, R_INT, R_UINT, R_CPLX, R_ELEM };

/* Octave's complex order (oct-cmplx.h): abs, then arg with -pi as pi. */
static int
octave_cplx_gt (long double ar, long double ai, long double br, long double bi,
                int single, int gt)
{
  double ax, bx, ay, by, pi = M_PI;
  if (single)
    {
      ax = hypotf ((float) ar, (float) ai); bx = hypotf ((float) br, (float) bi);
      ay = atan2f ((float) ai, (float) ar); by = atan2f ((float) bi, (float) br);
      pi = (float) M_PI;
    }
  else
    {
      ax = hypot ((double) ar, (double) ai); bx = hypot ((double) br, (double) bi);
      ay = atan2 ((double) ai, (double) ar); by = atan2 ((double) bi, (double) br);
    }
  if (ax == bx)
    {
      if (ay == -pi)
        {
          if (by != -pi)
            return gt ? pi > by : pi < by;
        }
      else if (by == -pi)
        return gt ? ay > pi : ay < pi;
      return gt ? ay > by : ay < by;
    }
  return gt ? ax > bx : ax < bx;
}

static int
elem_isnan (ga_elem e, const void *in, size_t ix)
{
  return isnan (getl (e, in, ix)) || isnan (getl_im (e, in, ix));
}

/* Octave's max/min loop (mx_inline_max with index): leading NaNs
 * skipped, then an element is taken when it compares greater (less). */
static size_t
ref_minmax (const ga_plan *p, const void *in, const size_t *seq, size_t m)
{
  const int gt = p->op == GA_OP_MAX, cplx = is_complex_elem (p->in);
  size_t best = 0, i = 1;
  if (elem_isnan (p->in, in, seq[0]))
    {
      for (; i < m && elem_isnan (p->in, in, seq[i]); i++)
        ;
      if (i < m)
        best = i++;
    }
  for (; i < m; i++)
    {
      long double a = getl (p->in, in, seq[i]), b = getl (p->in, in, seq[best]);
      int take = cplx ? octave_cplx_gt (a, getl_im (p->in, in, seq[i]), b,
                                        getl_im (p->in, in, seq[best]),
                                        p->in == GA_CSINGLE, gt)
                      : (gt ? a > b : a < b);
      if (take)
        best = i;
    }
  return best;
}

static void
ref_one (const ga_plan *p, const void *in, const size_t *seq, size_t m, ref_t *r)
{
  const ga_elem e = p->in;
  const int sgn = p->out == GA_INT8 || p->out == GA_INT16 || p->out == GA_INT32
                  || p->out == GA_INT64;
  memset (r, 0, sizeof *r);
  switch (p->op)
    {
    case GA_OP_SUM:
    case GA_OP_SUMSQ:
      if (p->acc == GA_ACC_SAT && sgn)
        {
          r->kind = R_INT;
          for (size_t k = 0; k < m; k++)
            {
              __int128 a = e == GA_INT64 ? ((const int64_t *) in)[seq[k]]
                                         : (__int128) getl (e, in, seq[k]);
              r->s += a;
              if (r->s < p->lo) r->s = p->lo;
              if (r->s > p->hi) r->s = p->hi;
            }
        }
      else if (p->acc == GA_ACC_SAT)
        {
          r->kind = R_UINT;
          for (size_t k = 0; k < m; k++)
            {
              r->u += (uint64_t) getl (e, in, seq[k]);
              if (r->u > p->uhi) r->u = p->uhi;
            }
        }
      else
        {
          r->kind = R_REAL;
          for (size_t k = 0; k < m; k++)
            {
              long double x = getl (e, in, seq[k]), y = getl_im (e, in, seq[k]);
              long double t = p->op == GA_OP_SUMSQ ? x * x + y * y : x;
              r->re += t;
              r->mag += fabsl (t);
            }
          if (p->divisor > 0)
            {
              r->re /= p->divisor;
              r->mag /= p->divisor;
            }
        }
      break;
    case GA_OP_PROD:
      if (p->acc == GA_ACC_SAT && sgn)
        {
          r->kind = R_INT;
          r->s = 1;
          for (size_t k = 0; k < m; k++)
            {
              __int128 a = e == GA_INT64 ? ((const int64_t *) in)[seq[k]]
                                         : (__int128) getl (e, in, seq[k]);
              r->s *= a;                 /* |s| <= 2^63, |a| <= 2^63: fits */
              if (r->s < p->lo) r->s = p->lo;
              if (r->s > p->hi) r->s = p->hi;
            }
        }
      else if (p->acc == GA_ACC_SAT)
        {
          r->kind = R_UINT;
          r->u = 1;
          for (size_t k = 0; k < m; k++)
            {
              r->u *= (uint64_t) getl (e, in, seq[k]);
              if (r->u > p->uhi) r->u = p->uhi;
            }
        }
      else if (is_complex_elem (e))
        {
          r->kind = R_CPLX;
          r->re = 1;
          for (size_t k = 0; k < m; k++)
            {
              long double c = getl (e, in, seq[k]), d = getl_im (e, in, seq[k]);
              long double re = r->re * c - r->im * d;
              r->im = r->re * d + r->im * c;
              r->re = re;
            }
          r->mag = m;
        }
      else
        {
          r->kind = R_REAL;
          r->re = 1;
          for (size_t k = 0; k < m; k++)
            r->re *= getl (e, in, seq[k]);
          r->mag = -(long double) m;          /* relative: see check */
        }
      break;
    case GA_OP_MAX:
    case GA_OP_MIN:
      r->kind = R_ELEM;
      r->pick = ref_minmax (p, in, seq, m);
      break;
    case GA_OP_ANY:
    case GA_OP_ALL:
      r->kind = R_UINT;
      r->u = p->op == GA_OP_ALL;
      for (size_t k = 0; k < m; k++)
        {
          long double re = getl (e, in, seq[k]), im = getl_im (e, in, seq[k]);
          int t = re != 0 || im != 0;
          if (p->op == GA_OP_ANY && (re != re || im != im))
            t = 0;                      /* any ignores NaN; all does not */
          r->u = p->op == GA_OP_ALL ? (r->u && t) : (r->u || t);
        }
      break;
    default:
      break;
    }
}

/* Octave's conversion to an integer class (mean "native"). */
static long double
octave_round_sat (long double x, ga_elem oe)
{
  long double lo = oe == GA_INT8 ? -128 : (oe == GA_INT16 ? -32768 : (oe == GA_INT32 ? -2147483648.0L : 0));
  long double hi = oe == GA_INT8 ? 127 : (oe == GA_INT16 ? 32767 : (oe == GA_INT32 ? 2147483647.0L
                    : (oe == GA_UINT8 ? 255 : 65535)));
  if (isnan (x)) return 0;
  x = x < 0 ? -floorl (-x + 0.5L) : floorl (x + 0.5L);
  return x < lo ? lo : (x > hi ? hi : x);
}

/* Is result o (and its index) right? */
static int
check_out (const ga_plan *p, const void *in, const size_t *seq, const ref_t *r,
           const void *out, const double *idx, size_t o, size_t m)
{
  const ga_elem oe = p->out;
  const double eps = (oe == GA_SINGLE || oe == GA_CSINGLE || p->acc == GA_ACC_FLOAT) ? 1.2e-7 : 2.3e-16;
  switch (r->kind)
    {
    case R_INT:
      return oe == GA_INT64 ? ((const int64_t *) out)[o] == (int64_t) r->s
                            : getl (oe, out, o) == (long double) r->s;
    case R_UINT:
      return oe == GA_UINT64 ? ((const uint64_t *) out)[o] == (uint64_t) r->u
                             : getl (oe, out, o) == (long double) r->u;
    case R_ELEM:
      {
        /* the chosen element itself (bits: -0 against +0, NaN), and its
         * index when asked for */
        const size_t es = ga_elem_size (oe);
        unsigned char want[16];
        if (p->in == GA_CHAR)
          {
            double d = getl (GA_CHAR, in, seq[r->pick]);
            memcpy (want, &d, 8);
          }
        else
          memcpy (want, (const char *) in + seq[r->pick] * es, es);
        if (elem_isnan (p->in, in, seq[r->pick]))
          {
            if (! elem_isnan (oe, out, o))
              return 0;
          }
        else if (memcmp (want, (const char *) out + o * es, es) != 0)
          return 0;
        return ! idx || idx[o] == (double) (r->pick + 1);
      }
    case R_CPLX:
      {
        /* each complex multiply: relative error 4 eps, or, once the
         * product is subnormal, an absolute one of the subnormal spacing
         * (Higham's eta): a single product of 24192 factors near 1 that
         * drifts to 6e-44 keeps no relative accuracy, on any backend
         * (test_reduce's random case, [7 8 3 144] over every dim) */
        const long double tiny = oe == GA_CSINGLE ? FLT_TRUE_MIN : DBL_TRUE_MIN;
        long double gr = getl (oe, out, o), gi = getl_im (oe, out, o);
        long double err = hypotl (gr - r->re, gi - r->im), nrm = hypotl (r->re, r->im);
        return err <= 4 * eps * (r->mag + 1) * nrm + 4 * (r->mag + 1) * tiny + 1e-300;
      }
    default:
      {
        long double g = getl (oe, out, o), w = r->re;
        if (oe != GA_DOUBLE && oe != GA_SINGLE)   /* mean "native" */
          {
            long double d = r->re;
            if (p->acc == GA_ACC_DOUBLE)
              {                       /* the engine's own rounding to double first */
                double sum = 0;
                for (size_t k = 0; k < m; k++)
                  sum += getd (p->in, in, seq[k]);
                d = (long double) (sum / p->divisor);
              }
            return g == octave_round_sat (d, oe);
          }
        if (isnan (w))
          return isnan (g);
        if (isinf (w))
          return g == w;
        if (r->mag < 0)               /* products: relative to the result */
          return w == 0 ? g == 0 && signbit (g) == signbit (w)
                        : fabsl (g - w) <= 2 * eps * (1 - r->mag) * fabsl (w);
        return fabsl (g - w) <= 2 * eps * (m + 1) * r->mag + 1e-300;
      }
    }
}

/* ------------------------------------------------------------- running */

#ifdef GA_HAVE_CUDA
/* The device entry point: copies in, ga_cuda_run_device, copies back. */
static int
run_device (const ga_plan *p, const void *in, size_t in_bytes, void *out,
            size_t out_bytes, double *idx, size_t nout, ga_error *err)
{
  void *d_in = NULL, *d_out = NULL, *d_idx = NULL, *d_ws = NULL;
  size_t ws = ga_cuda_workspace_bytes (p);
  int rc = -1;
  if (cudaMalloc (&d_in, in_bytes + 16) != cudaSuccess
      || cudaMalloc (&d_out, out_bytes + 16) != cudaSuccess
      || cudaMalloc (&d_idx, nout * 8 + 16) != cudaSuccess
      || cudaMalloc (&d_ws, ws + 16) != cudaSuccess
      || cudaMemcpy (d_in, in, in_bytes, cudaMemcpyHostToDevice) != cudaSuccess)
    ga_set_error (err, "test:cuda", "allocation or copy failed");
  else if (ga_cuda_run_device (p, d_in, d_out, idx ? d_idx : NULL, d_ws, ws, NULL, err) == 0
           && cudaMemcpy (out, d_out, out_bytes, cudaMemcpyDeviceToHost) == cudaSuccess
           && (! idx || cudaMemcpy (idx, d_idx, nout * 8, cudaMemcpyDeviceToHost) == cudaSuccess))
    rc = 0;
  cudaFree (d_in); cudaFree (d_out); cudaFree (d_idx); cudaFree (d_ws);
  return rc;
}
#endif

/* ------------------------------------------------- the CPU's threads */

#define NTHREADS 3
static const int threads_tried[NTHREADS] = {2, 3, 7};

/* Results always exact (any order of combining gives the same bits). */
static int
exact_op (const ga_plan *p)
{
  return p->op == GA_OP_MAX || p->op == GA_OP_MIN || p->op == GA_OP_ANY
         || p->op == GA_OP_ALL || p->acc == GA_ACC_SAT;
}

/* One run of plan p on `threads` threads. */
typedef struct {
  int threads, rc, bitwise, bad;
  unsigned char *out;
  double *idx;
} thread_run;

static void
run_threads (const ga_plan *p, const void *in, size_t nout, int threads,
             thread_run *t)
{
  const size_t oes = ga_elem_size (p->out);
  ga_error err = {0};
  int chunked = 0;
  for (int k = 0; k < p->npass; k++)
    chunked |= ga_cpu_split_kind (p, &p->pass[k], k > 0, threads) == GA_SPLIT_CHUNKS;
  t->threads = threads;
  t->bitwise = ! chunked || exact_op (p);
  t->out = malloc (nout * oes + 16);
  t->idx = p->want_index ? malloc (nout * sizeof (double) + 8) : NULL;
  memset (t->out, 0x5A, nout * oes);                     /* poison */
  if (t->idx)
    memset (t->idx, 0x5A, nout * sizeof (double));
  ga_cpu_set_threads (threads);
  t->rc = ga_cpu_run (p, in, t->out, t->idx, &err);
  ga_cpu_set_threads (1);
  t->bad = t->rc != 0;
}

/* Two parts of results the same: both NaN, or equal with the same sign. */
static int
same_part (long double a, long double b)
{
  return (isnan (a) && isnan (b)) || (a == b && signbit (a) == signbit (b));
}

/* Output o of a run on threads against 1 thread's (out, idx) and the
 * reference r. */
static int
check_threads (const ga_plan *p, const void *in, const size_t *seq, const ref_t *r,
               const void *out, const double *idx, size_t o, size_t m,
               const thread_run *t)
{
  const size_t oes = ga_elem_size (p->out);
  if (t->bitwise)
    {
      /* a NaN computed (not selected) may differ in sign and payload: the
       * vectorised loop and the scalar one propagate different operands'
       * NaN, and a segment of a row shifts which outputs take which */
      int same = memcmp ((const char *) t->out + o * oes, (const char *) out + o * oes, oes) == 0;
      if (! same && ! exact_op (p) && elem_isnan (p->out, out, o))
        same = same_part (getl (p->out, out, o), getl (p->out, t->out, o))
               && same_part (getl_im (p->out, out, o), getl_im (p->out, t->out, o));
      return same && (! idx || memcmp (t->idx + o, idx + o, sizeof (double)) == 0);
    }
  return check_out (p, in, seq, r, t->out, t->idx, o, m);
}

/* Runs plan p over array `in` of Octave dims d[0..nd) reduced over the
 * dims marked in red[], on the backend, and checks every output. */
static int
check_plan (const char *what, ga_plan *p, const void *in, const size_t *d, int nd,
            const int *red)
{
  size_t cnt = 1, nout = 1, m = 1, bad = 0;
  size_t strides[8], rd[8], od[8];
  int nr = 0, no = 0, rc, dev = 0;
  ga_error err = {0};
  const char *be = use_cuda ? "cuda" : "cpu";
  for (int i = 0; i < nd; i++)
    {
      strides[i] = cnt;
      cnt *= d[i];
      if (red[i]) { rd[nr++] = i; m *= d[i]; }
      else { od[no++] = i; nout *= d[i]; }
    }
  size_t oes = ga_elem_size (p->out), ies = ga_elem_size (p->in);
  unsigned char *out = malloc (nout * oes + 16);
  double *idx = p->want_index ? malloc (nout * sizeof (double) + 8) : NULL;
  size_t *seq = malloc ((m + 1) * sizeof (size_t));
  memset (out, 0xA5, nout * oes);                        /* poison */
  if (idx)
    memset (idx, 0xA5, nout * sizeof (double));
  if (use_cuda && ! ga_cuda_supports (p))
    {
      /* the CPU's: the CUDA entry points must refuse it */
      rc = ga_cuda_run_host (p, in, cnt * ies, out, idx, &err);
      if (rc != 0 && ! strcmp (err.id, "gpuaxis:internal"))
        skipped++;
      else
        {
          printf ("FAIL %s %s: a plan ga_cuda_supports refuses ran\n", be, what);
          failed++;
        }
      free (out); free (idx); free (seq);
      return 0;
    }
#ifdef GA_HAVE_CUDA
  dev = use_cuda && device_share && (below (device_share) == 0);
#endif
  if (! use_cuda)
    {
      ga_cpu_set_threads (1);
      rc = ga_cpu_run (p, in, out, idx, &err);
    }
#ifdef GA_HAVE_CUDA
  else if (dev)
    rc = run_device (p, in, cnt * ies, out, nout * oes, idx, nout, &err);
#endif
  else
    rc = ga_cuda_run_host (p, in, cnt * ies, out, idx, &err);
  if (rc != 0)
    {
      printf ("FAIL %s%s %s: %s %s\n", be, dev ? " device" : "", what, err.id, err.msg);
      failed++;
      free (out); free (idx); free (seq);
      return 1;
    }
  /* the CPU on more threads: runs now, checked output by output below */
  thread_run tr[NTHREADS];
  if (! use_cuda)
    for (int t = 0; t < NTHREADS; t++)
      run_threads (p, in, nout, threads_tried[t], &tr[t]);
  /* outputs in column-major order of the kept dims; each one's elements
   * in column-major order of the reduced dims */
  for (size_t o = 0; o < nout; o++)
    {
      size_t base = 0, rem = o;
      ref_t r;
      for (int t = 0; t < no; t++)
        {
          base += (rem % d[od[t]]) * strides[od[t]];
          rem /= d[od[t]];
        }
      for (size_t q = 0; q < m; q++)
        {
          size_t ix = base, rq = q;
          for (int t = 0; t < nr; t++)
            {
              ix += (rq % d[rd[t]]) * strides[rd[t]];
              rq /= d[rd[t]];
            }
          seq[q] = ix;
        }
      ref_one (p, in, seq, m, &r);
      if (! check_out (p, in, seq, &r, out, idx, o, m))
        {
          if (bad < 2)
            printf ("   output %zu: got %.17Lg%s, index %g\n", o, getl (p->out, out, o),
                    r.kind == R_ELEM ? "" : "", idx ? idx[o] : 0.0);
          bad++;
        }
      for (int t = 0; t < NTHREADS && ! use_cuda; t++)
        if (! tr[t].bad && ! check_threads (p, in, seq, &r, out, idx, o, m, &tr[t]))
          {
            printf ("   output %zu on %d threads (%s): got %.17Lg, index %g; "
                    "1 thread: %.17Lg, index %g\n", o, tr[t].threads,
                    tr[t].bitwise ? "bitwise" : "bound", getl (p->out, tr[t].out, o),
                    tr[t].idx ? tr[t].idx[o] : 0.0, getl (p->out, out, o),
                    idx ? idx[o] : 0.0);
            tr[t].bad = 1;
          }
    }
  for (int t = 0; t < NTHREADS && ! use_cuda; t++)
    {
      if (tr[t].bad)
        {
          printf ("FAIL cpu %s: on %d threads (%s)\n", what, tr[t].threads,
                  tr[t].rc ? "error" : tr[t].bitwise ? "split by outputs: not bitwise"
                  : "chunks: out of bounds");
          failed++;
        }
      else
        passed++;
      free (tr[t].out);
      free (tr[t].idx);
    }
  if (bad)
    {
      printf ("FAIL %s%s %s: %zu of %zu outputs wrong\n", be, dev ? " device" : "", what,
              bad, nout);
      failed++;
    }
  else
    passed++;
  free (out); free (idx); free (seq);
  return bad != 0;
}

/* Passes as the gateway makes them: each run of adjacent reduced dims one
 * [pre, n, post] reduction, lowest first; runs of n 1 skipped. */
static void
make_passes (ga_plan *p, const size_t *d0, int nd, const int *red)
{
  size_t d[8], numel = 1;
  int i = 0;
  memcpy (d, d0, nd * sizeof d[0]);
  p->npass = 0;
  for (int t = 0; t < nd; t++)
    numel *= d[t];
  while (i < nd)
    {
      int j = i;
      size_t pre = 1, n = 1, post = 1;
      if (! red[i]) { i++; continue; }
      while (j < nd && red[j])
        j++;
      for (int t = 0; t < i; t++) pre *= d[t];
      for (int t = i; t < j; t++) { n *= d[t]; d[t] = 1; }
      for (int t = j; t < nd; t++) post *= d[t];
      if (n != 1)
        {
          p->pass[p->npass].pre = pre;
          p->pass[p->npass].n = n;
          p->pass[p->npass].post = post;
          p->npass++;
        }
      i = j;
    }
  if (p->npass == 0)
    {
      p->pass[0].pre = numel; p->pass[0].n = 1; p->pass[0].post = 1;
      p->npass = 1;
    }
}

typedef struct { ga_op op; ga_elem in; ga_acc acc; ga_elem out; int idx; double div; } combo;

static void
set_plan (ga_plan *p, const combo *c)
{
  memset (p, 0, sizeof *p);
  p->op = c->op; p->in = c->in; p->acc = c->acc; p->out = c->out;
  p->want_index = c->idx;
  ga_plan_set_bounds (p);
}

static int
flavour_of (const combo *c, int t)
{
  switch (c->op)
    {
    case GA_OP_PROD:
      /* integers to double: small values (no overflow of the double
       * product, where the order would matter); complex: no specials (the
       * reference multiplies plainly) */
      if (c->acc != GA_ACC_SAT && c->in != GA_DOUBLE && c->in != GA_SINGLE
          && ! is_complex_elem (c->in))
        return F_TIES;
      return t % 3 == 0 && ! is_complex_elem (c->in) ? F_NEAR1_SPECIAL : F_NEAR1;
    case GA_OP_MAX: case GA_OP_MIN: return t % 2 ? F_TIES : F_SPECIAL;
    case GA_OP_ANY: case GA_OP_ALL: return t % 2 ? F_TIES : F_SPECIAL;
    default:
      if (c->acc == GA_ACC_SAT || c->div > 0) return t % 2 ? F_SPECIAL : F_NORMAL;
      return t % 3 == 0 ? F_SPECIAL : F_NORMAL;
    }
}

/* One shape of dims d reduced over red[] (divisor: the reduced count). */
static int
check_shape (const combo *c, const size_t *d, int nd, const int *red, int flavour,
             const char *tag)
{
  ga_plan p;
  char what[200];
  size_t cnt = 1, nred = 1;
  int n = 0;
  set_plan (&p, c);
  make_passes (&p, d, nd, red);
  for (int i = 0; i < nd; i++)
    {
      cnt *= d[i];
      if (red[i]) nred *= d[i];
    }
  if (c->div > 0)
    p.divisor = (double) nred;
  if (p.want_index && p.npass != 1)
    return 0;
  if ((c->op == GA_OP_MAX || c->op == GA_OP_MIN) && nred == 0)
    return 0;
  unsigned char *in = malloc (cnt * ga_elem_size (c->in) + 16);
  for (size_t i = 0; i < cnt; i++)
    put_one (c->in, in, i, flavour);
  n = snprintf (what, sizeof what, "%s %s %s/%s/%s%s%s [", tag, ga_op_name (c->op),
                ga_elem_name (c->in), ga_acc_name (c->acc), ga_elem_name (c->out),
                c->idx ? " index" : "", c->div > 0 ? " mean" : "");
  for (int i = 0; i < nd && n < 180; i++)
    n += snprintf (what + n, sizeof what - n, "%s%zu%s", i ? " " : "", d[i], red[i] ? "*" : "");
  snprintf (what + n, sizeof what - n, "] %d passes, flavour %d", p.npass, flavour);
  int r = check_plan (what, &p, in, d, nd, red);
  free (in);
  return r;
}

static const combo combos[] = {
  /* sum (as before) */
  {GA_OP_SUM, GA_DOUBLE, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0}, {GA_OP_SUM, GA_SINGLE, GA_ACC_FLOAT, GA_SINGLE, 0, 0},
  {GA_OP_SUM, GA_SINGLE, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0}, {GA_OP_SUM, GA_DOUBLE, GA_ACC_EXTRA, GA_DOUBLE, 0, 0},
  {GA_OP_SUM, GA_SINGLE, GA_ACC_EXTRA, GA_DOUBLE, 0, 0}, {GA_OP_SUM, GA_INT32, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0},
  {GA_OP_SUM, GA_INT8, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0}, {GA_OP_SUM, GA_CHAR, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0},
  {GA_OP_SUM, GA_LOGICAL, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0}, {GA_OP_SUM, GA_UINT64, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0},
  {GA_OP_SUM, GA_INT8, GA_ACC_SAT, GA_INT8, 0, 0}, {GA_OP_SUM, GA_INT16, GA_ACC_SAT, GA_INT16, 0, 0},
  {GA_OP_SUM, GA_INT32, GA_ACC_SAT, GA_INT32, 0, 0}, {GA_OP_SUM, GA_INT64, GA_ACC_SAT, GA_INT64, 0, 0},
  {GA_OP_SUM, GA_UINT8, GA_ACC_SAT, GA_UINT8, 0, 0}, {GA_OP_SUM, GA_UINT16, GA_ACC_SAT, GA_UINT16, 0, 0},
  {GA_OP_SUM, GA_UINT32, GA_ACC_SAT, GA_UINT32, 0, 0}, {GA_OP_SUM, GA_UINT64, GA_ACC_SAT, GA_UINT64, 0, 0},
  {GA_OP_SUM, GA_LOGICAL, GA_ACC_SAT, GA_LOGICAL, 0, 0},
  /* mean: sum with a divisor */
  {GA_OP_SUM, GA_DOUBLE, GA_ACC_DOUBLE, GA_DOUBLE, 0, 1}, {GA_OP_SUM, GA_SINGLE, GA_ACC_FLOAT, GA_SINGLE, 0, 1},
  {GA_OP_SUM, GA_INT16, GA_ACC_DOUBLE, GA_DOUBLE, 0, 1}, {GA_OP_SUM, GA_LOGICAL, GA_ACC_DOUBLE, GA_DOUBLE, 0, 1},
  {GA_OP_SUM, GA_INT8, GA_ACC_DOUBLE, GA_INT8, 0, 1}, {GA_OP_SUM, GA_UINT16, GA_ACC_DOUBLE, GA_UINT16, 0, 1},
  {GA_OP_SUM, GA_DOUBLE, GA_ACC_EXTRA, GA_DOUBLE, 0, 1},
  /* prod */
  {GA_OP_PROD, GA_DOUBLE, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0}, {GA_OP_PROD, GA_SINGLE, GA_ACC_FLOAT, GA_SINGLE, 0, 0},
  {GA_OP_PROD, GA_SINGLE, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0}, {GA_OP_PROD, GA_INT8, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0},
  {GA_OP_PROD, GA_INT32, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0}, {GA_OP_PROD, GA_LOGICAL, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0},
  {GA_OP_PROD, GA_CHAR, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0},
  {GA_OP_PROD, GA_INT8, GA_ACC_SAT, GA_INT8, 0, 0}, {GA_OP_PROD, GA_INT16, GA_ACC_SAT, GA_INT16, 0, 0},
  {GA_OP_PROD, GA_INT32, GA_ACC_SAT, GA_INT32, 0, 0}, {GA_OP_PROD, GA_INT64, GA_ACC_SAT, GA_INT64, 0, 0},
  {GA_OP_PROD, GA_UINT8, GA_ACC_SAT, GA_UINT8, 0, 0}, {GA_OP_PROD, GA_UINT64, GA_ACC_SAT, GA_UINT64, 0, 0},
  {GA_OP_PROD, GA_LOGICAL, GA_ACC_SAT, GA_LOGICAL, 0, 0},
  {GA_OP_PROD, GA_CDOUBLE, GA_ACC_DOUBLE, GA_CDOUBLE, 0, 0}, {GA_OP_PROD, GA_CSINGLE, GA_ACC_FLOAT, GA_CSINGLE, 0, 0},
  {GA_OP_PROD, GA_CSINGLE, GA_ACC_DOUBLE, GA_CDOUBLE, 0, 0},
  /* sumsq */
  {GA_OP_SUMSQ, GA_DOUBLE, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0}, {GA_OP_SUMSQ, GA_SINGLE, GA_ACC_FLOAT, GA_SINGLE, 0, 0},
  {GA_OP_SUMSQ, GA_INT8, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0}, {GA_OP_SUMSQ, GA_UINT64, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0},
  {GA_OP_SUMSQ, GA_LOGICAL, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0}, {GA_OP_SUMSQ, GA_CDOUBLE, GA_ACC_DOUBLE, GA_DOUBLE, 0, 0},
  {GA_OP_SUMSQ, GA_CSINGLE, GA_ACC_FLOAT, GA_SINGLE, 0, 0},
  /* max, min: every class, with and without the index */
#define MM(OP, E, OE) {OP, E, GA_ACC_NATIVE, OE, 0, 0}, {OP, E, GA_ACC_NATIVE, OE, 1, 0}
  MM (GA_OP_MAX, GA_DOUBLE, GA_DOUBLE), MM (GA_OP_MAX, GA_SINGLE, GA_SINGLE),
  MM (GA_OP_MAX, GA_INT8, GA_INT8), MM (GA_OP_MAX, GA_UINT8, GA_UINT8),
  MM (GA_OP_MAX, GA_INT16, GA_INT16), MM (GA_OP_MAX, GA_UINT16, GA_UINT16),
  MM (GA_OP_MAX, GA_INT32, GA_INT32), MM (GA_OP_MAX, GA_UINT32, GA_UINT32),
  MM (GA_OP_MAX, GA_INT64, GA_INT64), MM (GA_OP_MAX, GA_UINT64, GA_UINT64),
  MM (GA_OP_MAX, GA_LOGICAL, GA_LOGICAL), MM (GA_OP_MAX, GA_CHAR, GA_DOUBLE),
  MM (GA_OP_MAX, GA_CDOUBLE, GA_CDOUBLE), MM (GA_OP_MAX, GA_CSINGLE, GA_CSINGLE),
  MM (GA_OP_MIN, GA_DOUBLE, GA_DOUBLE), MM (GA_OP_MIN, GA_SINGLE, GA_SINGLE),
  MM (GA_OP_MIN, GA_INT8, GA_INT8), MM (GA_OP_MIN, GA_UINT16, GA_UINT16),
  MM (GA_OP_MIN, GA_INT64, GA_INT64), MM (GA_OP_MIN, GA_UINT64, GA_UINT64),
  MM (GA_OP_MIN, GA_LOGICAL, GA_LOGICAL), MM (GA_OP_MIN, GA_CHAR, GA_DOUBLE),
  MM (GA_OP_MIN, GA_CDOUBLE, GA_CDOUBLE), MM (GA_OP_MIN, GA_CSINGLE, GA_CSINGLE),
#undef MM
  /* any, all */
  {GA_OP_ANY, GA_DOUBLE, GA_ACC_NATIVE, GA_LOGICAL, 0, 0}, {GA_OP_ANY, GA_SINGLE, GA_ACC_NATIVE, GA_LOGICAL, 0, 0},
  {GA_OP_ANY, GA_INT8, GA_ACC_NATIVE, GA_LOGICAL, 0, 0}, {GA_OP_ANY, GA_INT64, GA_ACC_NATIVE, GA_LOGICAL, 0, 0},
  {GA_OP_ANY, GA_LOGICAL, GA_ACC_NATIVE, GA_LOGICAL, 0, 0}, {GA_OP_ANY, GA_CDOUBLE, GA_ACC_NATIVE, GA_LOGICAL, 0, 0},
  {GA_OP_ALL, GA_DOUBLE, GA_ACC_NATIVE, GA_LOGICAL, 0, 0}, {GA_OP_ALL, GA_UINT16, GA_ACC_NATIVE, GA_LOGICAL, 0, 0},
  {GA_OP_ALL, GA_CHAR, GA_ACC_NATIVE, GA_LOGICAL, 0, 0}, {GA_OP_ALL, GA_LOGICAL, GA_ACC_NATIVE, GA_LOGICAL, 0, 0},
  {GA_OP_ALL, GA_CSINGLE, GA_ACC_NATIVE, GA_LOGICAL, 0, 0}, {GA_OP_ALL, GA_INT32, GA_ACC_NATIVE, GA_LOGICAL, 0, 0},
};
#define NCOMBO (sizeof combos / sizeof combos[0])

/* Fixed shapes [pre n post]: short/long rows, narrow/wide strided, odd
 * sizes, lengths around kernel thresholds and chunk sizes. */
static const size_t shapes[][3] = {
  {1, 1, 1}, {1, 2, 1000}, {1, 3, 777}, {1, 31, 300}, {1, 32, 513}, {1, 33, 200},
  {1, 100, 100}, {1, 1000, 7}, {1, 4095, 3}, {1, 4097, 2}, {1, 70001, 1},
  {1, 300000, 1}, {1, 1025, 20000}, {2, 1000, 3}, {3, 5000, 1}, {4, 33, 17},
  {5, 7, 9}, {32, 2000, 1}, {255, 3, 2}, {256, 100, 1}, {257, 100, 2},
  {1000, 1, 3}, {1024, 600, 1}, {4099, 5, 3}, {2, 200000, 1}, {6, 40000, 1},
  {100000, 3, 1}, {7, 1, 1}};
#define NSHAPE (sizeof shapes / sizeof shapes[0])

/* ------------------------------------------------- Octave's own cases */

static void
expect (int ok, const char *what)
{
  if (ok)
    passed++;
  else
    {
      failed++;
      printf ("FAIL %s %s\n", use_cuda ? "cuda" : "cpu", what);
    }
}

/* Plan of one op over a row vector of m elements (pre 1, n m, post 1). */
static int
run_vec (ga_op op, ga_elem in, ga_acc acc, ga_elem out, int want_index,
         const void *x, size_t m, void *y, double *yi)
{
  ga_plan p;
  ga_error err = {0};
  memset (&p, 0, sizeof p);
  p.op = op; p.in = in; p.acc = acc; p.out = out; p.want_index = want_index;
  p.npass = 1;
  p.pass[0].pre = 1; p.pass[0].n = m; p.pass[0].post = 1;
  ga_plan_set_bounds (&p);
  if (use_cuda && ! ga_cuda_supports (&p))
    return ga_cpu_run (&p, x, y, yi, &err);
  return use_cuda ? ga_cuda_run_host (&p, x, m * ga_elem_size (in), y, yi, &err)
                  : ga_cpu_run (&p, x, y, yi, &err);
}

/* max/min with the index of a [pre, n] column-major array along n, in
 * class e (double or single) from the doubles x. */
static int
run_mm_cols (ga_op op, ga_elem e, const double *x, size_t pre, size_t n, double *y,
             double *yi)
{
  ga_plan p;
  ga_error err = {0};
  const size_t cnt = pre * n, es = ga_elem_size (e);
  unsigned char *in = malloc (cnt * es), *out = malloc (pre * es);
  int r;
  for (size_t i = 0; i < cnt; i++)
    {
      if (e == GA_SINGLE)
        ((float *) in)[i] = (float) x[i];
      else
        ((double *) in)[i] = x[i];
    }
  memset (&p, 0, sizeof p);
  p.op = op; p.in = e; p.acc = GA_ACC_NATIVE; p.out = e; p.want_index = 1;
  p.npass = 1;
  p.pass[0].pre = pre; p.pass[0].n = n; p.pass[0].post = 1;
  ga_plan_set_bounds (&p);
  r = use_cuda ? ga_cuda_run_host (&p, in, cnt * es, out, yi, &err)
               : ga_cpu_run (&p, in, out, yi, &err);
  for (size_t i = 0; i < pre; i++)
    y[i] = e == GA_SINGLE ? (double) ((float *) out)[i] : ((double *) out)[i];
  free (in);
  free (out);
  return r;
}

/* ga_div_rn_d / ga_div_rn_f (ops.h), mean's division in the lean CUDA
 * kernels, against IEEE division bit for bit: quotients of doubles of every
 * exponent (subnormals, zeros, Inf, NaN) by counts (1-3000, powers of two
 * and their neighbours, random up to 2^53), quotients on the midpoints of
 * the subnormal grid, and floats by (float) counts; 2.6 million in all,
 * each failure counted once per kind.  The arithmetic is plain C, the same
 * source the kernels compile. */
static double
div_count (void)
{
  switch (below (4))
    {
    case 0: return (double) (1 + below (3000));
    case 1: { int k = (int) below (53); return ldexp (1.0, k) + (double) ((int) below (3) - 1) + (k == 0); }
    default: return (double) (1 + (next () >> 11));   /* up to 2^53 */
    }
}

static double
div_any_double (void)
{
  uint64_t u = next ();
  double x;
  switch (below (64))
    {
    case 0: return 0.0;
    case 1: return -0.0;
    case 2: return below (2) ? INFINITY : -INFINITY;
    case 3: return NAN;
    case 4: return (below (2) ? 1 : -1) * ldexp ((double) (1 + below (1u << 20)), -1074);
    default: break;
    }
  memcpy (&x, &u, sizeof x);
  return x;
}

static int
same_bits_d (double a, double b)
{
  return (isnan (a) && isnan (b)) || memcmp (&a, &b, sizeof a) == 0;
}

static void
div_rn_cases (void)
{
  long bad_d = 0, bad_mid = 0, bad_f = 0;
  for (int t = 0; t < 2000000; t++)
    {
      double a = div_any_double (), d = div_count ();
      if (! same_bits_d (ga_div_rn_d (a, d, 1.0 / d), a / d) && bad_d++ < 5)
        printf ("  ga_div_rn_d (%a, %.17g) = %a, a / d = %a\n", a, d,
                ga_div_rn_d (a, d, 1.0 / d), a / d);
    }
  for (int t = 0; t < 200000; t++)
    {
      /* a / d = (2 j + 1) / 2 * 2^-1074 exactly: a midpoint */
      double dh = (double) (1 + below (t % 2 ? 1000 : 1u << 30)), d = 2 * dh;
      double a = (double) (2 * below (1u << 12) + 1) * dh * 0x1p-1074;
      if (! (fabs (a) < 0x1p-1000))
        continue;
      if (below (2))
        a = -a;
      if (! same_bits_d (ga_div_rn_d (a, d, 1.0 / d), a / d) && bad_mid++ < 5)
        printf ("  midpoint ga_div_rn_d (%a, %.17g) = %a, a / d = %a\n", a, d,
                ga_div_rn_d (a, d, 1.0 / d), a / d);
    }
  for (int t = 0; t < 400000; t++)
    {
      uint32_t u = (uint32_t) next ();
      float a, q, r;
      double d = (double) (float) div_count ();
      memcpy (&a, &u, sizeof a);
      if (t % 50 == 0)
        a = t % 100 ? 0x1p-149f : -0.0f;
      q = a / (float) d;
      r = ga_div_rn_f (a, d, 1.0 / d);
      if (! ((isnan (q) && isnan (r)) || memcmp (&q, &r, sizeof q) == 0) && bad_f++ < 5)
        printf ("  ga_div_rn_f (%a, %.9g) = %a, a / d = %a\n", a, d, r, q);
    }
  expect (bad_d == 0, "ga_div_rn_d against division");
  expect (bad_mid == 0, "ga_div_rn_d on subnormal midpoints");
  expect (bad_f == 0, "ga_div_rn_f against division");
}

/* Long runs of NaN, ties and signed zeros, along rows (pre 1: the long-row
 * kernel, chunked) and columns (pre 3 and 64: the column kernel), so that
 * the kernels' in-order element steps, their trees over loaded vectors and
 * the chunks' combining pass meet every rule of max/min. */
static void
minmax_long_cases (void)
{
  const size_t n = 100003;
  static const size_t pres[] = {1, 3, 64};
  double *x = malloc (64 * n * sizeof *x), y[64], yi[64];
  char what[160];
  for (int ei = 0; ei < 2; ei++)
    for (int pi = 0; pi < 3; pi++)
      {
        const ga_elem e = ei ? GA_SINGLE : GA_DOUBLE;
        const size_t pre = pres[pi];
        /* column c % 4: 0 all NaN; 1 NaN to 30000, -0 to 60000, then +0;
         * 2 NaN to 70001, then 1 with 5 at 80000 and 90001 (ties) and -7
         * at 99999 and 100002; 3 a ramp down from 3 with NaN at odd k */
        for (size_t c = 0; c < pre; c++)
          for (size_t k = 0; k < n; k++)
            {
              double v;
              switch (c % 4)
                {
                case 0: v = NAN; break;
                case 1: v = k < 30000 ? NAN : (k < 60000 ? -0.0 : 0.0); break;
                case 2: v = k <= 70001 ? NAN : (k == 80000 || k == 90001 ? 5
                                                : (k == 99999 || k == 100002 ? -7 : 1)); break;
                default: v = k % 2 ? NAN : 3 - (double) k; break;
                }
              x[c + pre * k] = v;
            }
        for (int mx = 0; mx < 2; mx++)
          {
            const ga_op op = mx ? GA_OP_MAX : GA_OP_MIN;
            int ok = run_mm_cols (op, e, x, pre, n, y, yi) == 0;
            for (size_t c = 0; c < pre && ok; c++)
              switch (c % 4)
                {
                case 0: ok = isnan (y[c]) && yi[c] == 1; break;
                case 1: ok = y[c] == 0 && signbit (y[c]) && yi[c] == 30001; break;
                case 2: ok = mx ? (y[c] == 5 && yi[c] == 80001) : (y[c] == -7 && yi[c] == 100000); break;
                default: ok = mx ? (y[c] == 3 && yi[c] == 1)
                                 : (y[c] == 3 - (double) (n - 1) && yi[c] == (double) n); break;
                }
            snprintf (what, sizeof what, "%s of %s [%zu %zu] along 2: long NaN, tie and -0/+0 runs",
                      mx ? "max" : "min", ga_elem_name (e), pre, n);
            expect (ok, what);
          }
      }
  free (x);
}

/* x[i] = v in class e (double or single). */
static void
put_real (unsigned char *x, ga_elem e, size_t i, double v)
{
  if (e == GA_DOUBLE)
    ((double *) x)[i] = v;
  else
    ((float *) x)[i] = (float) v;
}

/* max (mx) or min of class e along dim 1 of the [n, post] array x, with
 * the index where wi: check_plan's verdict on it. */
static void
check_minmax_rows (const char *what, int mx, ga_elem e, int wi, const unsigned char *x,
                   size_t n, size_t post)
{
  const size_t d[2] = {n, post};
  const int red[2] = {1, 0};
  const combo c = {mx ? GA_OP_MAX : GA_OP_MIN, e, GA_ACC_NATIVE, e, wi, 0};
  ga_plan p;
  set_plan (&p, &c);
  make_passes (&p, d, 2, red);
  check_plan (what, &p, x, d, 2, red);
}

/* Short rows (pre 1, n < 4096: the rows kernels) whose max or min is a
 * zero of either sign, or NaN: values alone take them from the row again
 * on CUDA (k_rows_mmv: the first zero, the first NaN; single rows of 32
 * by the positions, k_rows_mmt), with the index by the positions.  Each
 * row: zeros of both signs, NaN and values below (max) or above (min)
 * zero; every seventh row all NaN, every eleventh all zeros; checked
 * against the reference element by element, bits and all. */
static void
minmax_zero_rows (void)
{
  static const size_t ns[] = {2, 3, 5, 8, 32, 33, 100, 1000, 4095};
  const size_t post = 301;
  char what[160];
  for (int ei = 0; ei < 2; ei++)
    for (int mx = 0; mx < 2; mx++)
      for (int wi = 0; wi < 2; wi++)
        for (size_t t = 0; t < sizeof ns / sizeof ns[0]; t++)
          {
            const ga_elem e = ei ? GA_SINGLE : GA_DOUBLE;
            const size_t n = ns[t];
            unsigned char *x = malloc (n * post * 8 + 16);
            for (size_t r = 0; r < post; r++)
              for (size_t k = 0; k < n; k++)
                {
                  double v;
                  const size_t w = below (10);
                  if (r % 7 == 3)
                    v = NAN;
                  else if (r % 11 == 5)
                    v = w < 5 ? 0.0 : -0.0;
                  else
                    v = w < 3 ? 0.0 : w < 6 ? -0.0 : w < 7 ? NAN
                        : (mx ? -1.0 : 1.0) * (double) (1 + below (3));
                  put_real (x, e, r * n + k, v);
                }
            snprintf (what, sizeof what, "%s %s [%zu* %zu]%s: zero and NaN results",
                      mx ? "max" : "min", ga_elem_name (e), n, post, wi ? " index" : "");
            check_minmax_rows (what, mx, e, wi, x, n, post);
            free (x);
          }
}

/* Rows of 16, 32, 64 and 128 bytes (single n 4-32, double n 2-16): on
 * CUDA single rows of 32 run k_rows_mmt (each warp's 32 rows through
 * shared memory), the others k_rows_mm; row counts around k_rows_mmt's
 * 32 rows a warp and 128 a block.  Elements from a few values, so ties
 * everywhere, with -0, +0, -Inf and NaN; every ninth row all NaN, every
 * tenth NaN but its last element.  Checked against the reference element
 * by element, bits and index. */
static void
minmax_tile_rows (void)
{
  static const size_t posts[] = {1, 5, 31, 32, 33, 127, 129, 1000};
  static const double vals[] = {-2.0, -1.0, -0.0, 0.0, 1.0, 2.0, -INFINITY, NAN};
  char what[160];
  for (int ei = 0; ei < 2; ei++)
    for (size_t bytes = 16; bytes <= 128; bytes *= 2)
      for (size_t t = 0; t < sizeof posts / sizeof posts[0]; t++)
        for (int mx = 0; mx < 2; mx++)
          for (int wi = 0; wi < 2; wi++)
            {
              const ga_elem e = ei ? GA_SINGLE : GA_DOUBLE;
              const size_t n = bytes / (ei ? 4 : 8), post = posts[t];
              unsigned char *x = malloc (n * post * 8 + 16);
              for (size_t r = 0; r < post; r++)
                for (size_t k = 0; k < n; k++)
                  {
                    double v = vals[below (sizeof vals / sizeof vals[0])];
                    if (r % 9 == 4 || (r % 10 == 7 && k + 1 < n))
                      v = NAN;
                    put_real (x, e, r * n + k, v);
                  }
              snprintf (what, sizeof what, "%s %s [%zu* %zu]%s: rows of %zu bytes",
                        mx ? "max" : "min", ga_elem_name (e), n, post, wi ? " index" : "",
                        bytes);
              check_minmax_rows (what, mx, e, wi, x, n, post);
              free (x);
            }
}

/* Columns (dim 2 of [pre, n, post]) whose max or min is a zero of either
 * sign, or NaN, values alone and with the index: the column kernels'
 * row groups (rows y, y + ty, ... of a chunk), the short kernel's values
 * without positions, and k_cols_mmv's zeros found again (in a chunk,
 * and over the chunks' values; GPUAXIS_COLS_MMV=1 turns it off) meet the tie rule
 * here (the first zero wins).
 * Shapes that give many row groups with up to 3 rows each (pre 4, 8, 64),
 * chunked columns (n 50000, 200000) and the rest of the column plans.
 * Each element: +0 or -0 (1 in 10 each), NaN (1 in 10), else below (max)
 * or above (min) zero; every seventh column all NaN, every eleventh all
 * zeros of either sign, every fifth with no zero in its first two thirds
 * (the first zero in a later chunk), every thirteenth with a zero in
 * about 500 rows (k_cols_mmv's first zero in a later round of a row
 * group: cols_mmv_task); checked against the reference element by
 * element, bits and all. */
static void
minmax_zero_cols (void)
{
  static const size_t pres[] = {4, 8, 64, 1024};
  static const size_t ns[] = {2, 3, 4, 6, 40, 300, 600, 767, 3000, 50000, 200000};
  const size_t post = 3;
  char what[160];
  for (int ei = 0; ei < 2; ei++)
    for (int mx = 0; mx < 2; mx++)
      for (int wi = 0; wi < 2; wi++)
        for (size_t u = 0; u < sizeof pres / sizeof pres[0]; u++)
          for (size_t t = 0; t < sizeof ns / sizeof ns[0]; t++)
            {
              const ga_elem e = ei ? GA_SINGLE : GA_DOUBLE;
              const size_t pre = pres[u], n = ns[t], d[3] = {pre, n, post};
              const int red[3] = {0, 1, 0};
              if (pre * n * post > 10000000)
                continue;
              const combo c = {mx ? GA_OP_MAX : GA_OP_MIN, e, GA_ACC_NATIVE, e, wi, 0};
              ga_plan p;
              unsigned char *x = malloc (pre * n * post * 8 + 16);
              for (size_t j = 0; j < post; j++)
                for (size_t k = 0; k < n; k++)
                  for (size_t i = 0; i < pre; i++)
                    {
                      double v;
                      const size_t w = below (10), col = i + pre * j;
                      if (col % 7 == 3)
                        v = NAN;
                      else if (col % 11 == 5)
                        v = w < 5 ? 0.0 : -0.0;
                      else if (col % 5 == 2 && 3 * k < 2 * n)
                        v = w < 3 ? NAN : (mx ? -1.0 : 1.0) * (double) (1 + below (3));
                      else
                        v = w < 1 ? 0.0 : w < 2 ? -0.0 : w < 3 ? NAN
                            : (mx ? -1.0 : 1.0) * (double) (1 + below (3));
                      /* every thirteenth column (not all NaN or all zeros):
                         below (max) or above (min) zero but for a zero of
                         either sign in about 500 at hashed rows (the same
                         draws as the others): first zeros in a row group's
                         later rounds */
                      const size_t hk = (col * 2654435761u + k * 40503u) % 4999;
                      if (col % 13 == 6 && col % 7 != 3 && col % 11 != 5)
                        v = hk % 500 == 7 ? (hk & 1 ? 0.0 : -0.0)
                            : (mx ? -1.0 : 1.0) * (double) (1 + hk % 3);
                      const size_t o = i + pre * (k + n * j);
                      if (e == GA_DOUBLE)
                        ((double *) x)[o] = v;
                      else
                        ((float *) x)[o] = (float) v;
                    }
              set_plan (&p, &c);
              make_passes (&p, d, 3, red);
              snprintf (what, sizeof what, "%s %s [%zu %zu* %zu]%s: zero and NaN results",
                        mx ? "max" : "min", ga_elem_name (e), pre, n, post, wi ? " index" : "");
              check_plan (what, &p, x, d, 3, red);
              free (x);
            }
}

static void
octave_cases (void)
{
  {
    const int8_t a[] = {100, 2, -1}, b[] = {-2, -64, -1}, c[] = {2, -64, -1, -1},
                 d[] = {-128, -1}, e[] = {-1, -128, -1}, f[] = {127, 0, 5};
    int8_t y = 0;
    expect (run_vec (GA_OP_PROD, GA_INT8, GA_ACC_SAT, GA_INT8, 0, a, 3, &y, NULL) == 0 && y == -127,
            "prod (int8 ([100 2 -1]), \"native\") is -127");
    expect (run_vec (GA_OP_PROD, GA_INT8, GA_ACC_SAT, GA_INT8, 0, b, 3, &y, NULL) == 0 && y == -127,
            "prod (int8 ([-2 -64 -1]), \"native\") is -127");
    expect (run_vec (GA_OP_PROD, GA_INT8, GA_ACC_SAT, GA_INT8, 0, c, 4, &y, NULL) == 0 && y == -127,
            "prod (int8 ([2 -64 -1 -1]), \"native\") is -127");
    expect (run_vec (GA_OP_PROD, GA_INT8, GA_ACC_SAT, GA_INT8, 0, d, 2, &y, NULL) == 0 && y == 127,
            "prod (int8 ([-128 -1]), \"native\") is 127");
    expect (run_vec (GA_OP_PROD, GA_INT8, GA_ACC_SAT, GA_INT8, 0, e, 3, &y, NULL) == 0 && y == -127,
            "prod (int8 ([-1 -128 -1]), \"native\") is -127");
    expect (run_vec (GA_OP_PROD, GA_INT8, GA_ACC_SAT, GA_INT8, 0, f, 3, &y, NULL) == 0 && y == 0,
            "prod (int8 ([127 0 5]), \"native\") is 0");
  }
  {
    const double a[] = {-0.0, 0.0}, b[] = {0.0, -0.0}, c[] = {NAN, NAN}, d[] = {NAN, 1, NAN, 3, 3, 2};
    double y = 1, yi = 0;
    expect (run_vec (GA_OP_MAX, GA_DOUBLE, GA_ACC_NATIVE, GA_DOUBLE, 1, a, 2, &y, &yi) == 0
            && y == 0 && signbit (y) && yi == 1, "max ([-0 0]) is -0 at 1");
    expect (run_vec (GA_OP_MAX, GA_DOUBLE, GA_ACC_NATIVE, GA_DOUBLE, 1, b, 2, &y, &yi) == 0
            && y == 0 && ! signbit (y) && yi == 1, "max ([0 -0]) is 0 at 1");
    expect (run_vec (GA_OP_MIN, GA_DOUBLE, GA_ACC_NATIVE, GA_DOUBLE, 1, b, 2, &y, &yi) == 0
            && y == 0 && ! signbit (y) && yi == 1, "min ([0 -0]) is 0 at 1");
    expect (run_vec (GA_OP_MAX, GA_DOUBLE, GA_ACC_NATIVE, GA_DOUBLE, 1, c, 2, &y, &yi) == 0
            && isnan (y) && yi == 1, "max ([NaN NaN]) is NaN at 1");
    expect (run_vec (GA_OP_MAX, GA_DOUBLE, GA_ACC_NATIVE, GA_DOUBLE, 1, d, 6, &y, &yi) == 0
            && y == 3 && yi == 4, "max ([NaN 1 NaN 3 3 2]) is 3 at 4");
    expect (run_vec (GA_OP_MIN, GA_DOUBLE, GA_ACC_NATIVE, GA_DOUBLE, 1, d, 6, &y, &yi) == 0
            && y == 1 && yi == 2, "min ([NaN 1 NaN 3 3 2]) is 1 at 2");
  }
  {
    const double z[] = {0, 1, -1, 0}, w[] = {3, 4, 0, 5, -5, 0, 4, -3};   /* 1i, -1; |5| ties */
    double y[2] = {0, 0}, yi = 0;
    expect (run_vec (GA_OP_MAX, GA_CDOUBLE, GA_ACC_NATIVE, GA_CDOUBLE, 1, z, 2, y, &yi) == 0
            && y[0] == -1 && y[1] == 0 && yi == 2, "max ([1i -1]) is -1 (arg pi > pi/2)");
    expect (run_vec (GA_OP_MAX, GA_CDOUBLE, GA_ACC_NATIVE, GA_CDOUBLE, 1, w, 4, y, &yi) == 0
            && y[0] == -5 && y[1] == 0 && yi == 3, "max ([3+4i 5i -5 4-3i]) is -5 at 3");
    expect (run_vec (GA_OP_MIN, GA_CDOUBLE, GA_ACC_NATIVE, GA_CDOUBLE, 1, w, 4, y, &yi) == 0
            && y[0] == 4 && y[1] == -3 && yi == 4, "min ([3+4i 5i -5 4-3i]) is 4-3i at 4");
  }
  {
    const double a[] = {0, NAN}, b[] = {1, 0}, z[] = {0, 0, 0, -0.0};
    const double cz[] = {0, 0, 0, 2};
    uint8_t y = 2;
    expect (run_vec (GA_OP_ANY, GA_DOUBLE, GA_ACC_NATIVE, GA_LOGICAL, 0, a, 2, &y, NULL) == 0 && y == 0,
            "any ([0 NaN]) is false (NaN ignored)");
    expect (run_vec (GA_OP_ALL, GA_DOUBLE, GA_ACC_NATIVE, GA_LOGICAL, 0, a + 1, 1, &y, NULL) == 0 && y == 1,
            "all (NaN) is true");
    expect (run_vec (GA_OP_ALL, GA_DOUBLE, GA_ACC_NATIVE, GA_LOGICAL, 0, b, 2, &y, NULL) == 0 && y == 0,
            "all ([1 0]) is false");
    expect (run_vec (GA_OP_ANY, GA_DOUBLE, GA_ACC_NATIVE, GA_LOGICAL, 0, z, 4, &y, NULL) == 0 && y == 0,
            "any ([0 0 0 -0]) is false");
    expect (run_vec (GA_OP_ANY, GA_CDOUBLE, GA_ACC_NATIVE, GA_LOGICAL, 0, cz, 2, &y, NULL) == 0 && y == 1,
            "any ([0 2i]) is true");
    expect (run_vec (GA_OP_ALL, GA_DOUBLE, GA_ACC_NATIVE, GA_LOGICAL, 0, b, 0, &y, NULL) == 0 && y == 1,
            "all ([]) is true (the engine's identity)");
  }
  {
    /* mean: sum / n in double, then "native" rounds half away from 0 */
    const int8_t a[] = {1, 2}, b[] = {-1, -2}, c[] = {127, 127, 127};
    const double x[] = {1, 2, 3, 4};
    int8_t y = 0;
    double m = 0;
    ga_plan p;
    ga_error err = {0};
    memset (&p, 0, sizeof p);
    p.op = GA_OP_SUM; p.in = GA_INT8; p.acc = GA_ACC_DOUBLE; p.out = GA_INT8; p.npass = 1;
    p.pass[0] = (ga_pass) {1, 2, 1};
    p.divisor = 2;
    ga_plan_set_bounds (&p);
#define RUN(P, X, B, Y) (use_cuda ? ga_cuda_run_host (P, X, B, Y, NULL, &err) : ga_cpu_run (P, X, Y, NULL, &err))
    expect (RUN (&p, a, 2, &y) == 0 && y == 2, "mean (int8 ([1 2]), \"native\") is 2");
    expect (RUN (&p, b, 2, &y) == 0 && y == -2, "mean (int8 ([-1 -2]), \"native\") is -2");
    p.pass[0].n = 3; p.divisor = 3;
    expect (RUN (&p, c, 3, &y) == 0 && y == 127, "mean (int8 ([127 127 127]), \"native\") is 127");
    p.in = GA_DOUBLE; p.out = GA_DOUBLE; p.pass[0].n = 4; p.divisor = 4;
    expect (RUN (&p, x, 32, &m) == 0 && m == 2.5, "mean ([1 2 3 4]) is 2.5");
  }
  {
    /* empty extents: the identities; max/min refused */
    ga_plan p;
    ga_error err = {0};
    double y[6], one = 1;
    uint8_t l[6];
    memset (&p, 0, sizeof p);
    p.op = GA_OP_PROD; p.in = GA_DOUBLE; p.acc = GA_ACC_DOUBLE; p.out = GA_DOUBLE; p.npass = 1;
    p.pass[0] = (ga_pass) {1, 0, 3};
    memset (y, 0, sizeof y);
    expect (RUN (&p, &one, 0, y) == 0 && y[0] == 1 && y[1] == 1 && y[2] == 1,
            "prod (zeros (0, 3)) is ones (1, 3)");
    p.op = GA_OP_ALL; p.acc = GA_ACC_NATIVE; p.out = GA_LOGICAL; p.pass[0] = (ga_pass) {3, 0, 2};
    memset (l, 0, sizeof l);
    expect (RUN (&p, &one, 0, l) == 0 && l[0] == 1 && l[5] == 1, "all over an empty dim 2 is true");
    p.op = GA_OP_SUMSQ; p.acc = GA_ACC_DOUBLE; p.out = GA_DOUBLE;
    memset (y, 0xff, sizeof y);
    expect (RUN (&p, &one, 0, y) == 0 && y[0] == 0 && y[5] == 0, "sumsq over an empty dim is 0");
    p.op = GA_OP_MAX; p.acc = GA_ACC_NATIVE;
    memset (&err, 0, sizeof err);
    expect (RUN (&p, &one, 0, y) != 0 && ! strcmp (err.id, "gpuaxis:internal"),
            "max over an empty extent is refused");
    p.op = GA_OP_PROD; p.acc = GA_ACC_NATIVE;
    memset (&err, 0, sizeof err);
    expect (RUN (&p, &one, 0, y) != 0 && ! strcmp (err.id, "gpuaxis:internal"),
            "prod with the native accumulation of max is refused");
    if (! use_cuda)
      {
        /* [M, I] = max (x, [], [1 3]) of a 2x3x2 array: two passes, the
         * index linear over the reduced dims (dim 1 fastest), ties to the
         * first in that order */
        double x[12], m[3], ix[3];
        for (int e = 0; e < 12; e++) x[e] = e;
        x[1] = x[7] = 100;                 /* j = 0: (1,0,0) and (1,0,1) tie */
        memset (&p, 0, sizeof p);
        p.op = GA_OP_MAX; p.in = GA_DOUBLE; p.acc = GA_ACC_NATIVE; p.out = GA_DOUBLE;
        p.want_index = 1; p.npass = 2;
        p.pass[0] = (ga_pass) {1, 2, 6};
        p.pass[1] = (ga_pass) {3, 2, 1};
        memset (&err, 0, sizeof err);
        expect (ga_cpu_run (&p, x, m, ix, &err) == 0
                && m[0] == 100 && ix[0] == 2 && m[1] == 9 && ix[1] == 4
                && m[2] == 11 && ix[2] == 4,
                "[M, I] over dims 1 and 3: linear index over the reduced dims");
      }
    {
      /* [M, I] = max/min (x, [], [2 4]) of a 64x2x3x2 array, double and
       * single: two passes, the first a columns pass of 2 rows (on CUDA
       * k_cols_short; its raw partials must keep their positions for the
       * second pass's index: ga_cols_short_plan), many ties */
      enum { D1 = 64, D3 = 3, NE = D1 * 2 * D3 * 2, NO = D1 * D3 };
      double xd[NE], md[NO], ix[NO];
      float xf[NE], mf[NO];
      unsigned h = 12345;
      for (int e = 0; e < NE; e++)
        {
          h = h * 1103515245u + 12345u;
          xd[e] = (double) ((int) (h >> 16) % 7 - 3);
          xf[e] = (float) xd[e];
        }
      for (int cls = 0; cls < 2; cls++)
        for (int mx = 0; mx < 2; mx++)
          {
            int ok = 1;
            memset (&p, 0, sizeof p);
            p.op = mx ? GA_OP_MAX : GA_OP_MIN;
            p.in = p.out = cls ? GA_SINGLE : GA_DOUBLE;
            p.acc = GA_ACC_NATIVE;
            p.want_index = 1; p.npass = 2;
            p.pass[0] = (ga_pass) {D1, 2, D3 * 2};
            p.pass[1] = (ga_pass) {D1 * D3, 2, 1};
            memset (&err, 0, sizeof err);
            memset (ix, 0, sizeof ix);
            if (use_cuda)
              ok = ga_cuda_run_host (&p, cls ? (void *) xf : (void *) xd,
                                     cls ? sizeof xf : sizeof xd,
                                     cls ? (void *) mf : (void *) md, ix, &err) == 0;
            else
              ok = ga_cpu_run (&p, cls ? (void *) xf : (void *) xd,
                               cls ? (void *) mf : (void *) md, ix, &err) == 0;
            for (int i1 = 0; ok && i1 < D1; i1++)
              for (int i3 = 0; ok && i3 < D3; i3++)
                {
                  double best = 0;
                  int at = -1;
                  for (int i4 = 0; i4 < 2; i4++)       /* dim 2 fastest */
                    for (int i2 = 0; i2 < 2; i2++)
                      {
                        double v = xd[i1 + D1 * (i2 + 2 * (i3 + D3 * i4))];
                        if (at < 0 || (mx ? v > best : v < best))
                          {
                            best = v;
                            at = i2 + 2 * i4;
                          }
                      }
                  const int o = i1 + D1 * i3;
                  const double got = cls ? (double) mf[o] : md[o];
                  ok = got == best && ix[o] == at + 1;
                }
            expect (ok, cls ? (mx ? "[M, I] = max (single 64x2x3x2, [], [2 4])"
                                  : "[M, I] = min (single 64x2x3x2, [], [2 4])")
                            : (mx ? "[M, I] = max (64x2x3x2, [], [2 4])"
                                  : "[M, I] = min (64x2x3x2, [], [2 4])"));
          }
    }
#undef RUN
  }
}

/* ------------------------------------------ the CPU's thread machinery */

static void
count_task (void *arg, size_t t)
{
  __atomic_add_fetch ((int *) arg + t, 1, __ATOMIC_RELAXED);
}

typedef struct { const ga_plan *p; const double *in; double *out; int rc; } caller;

static void *
caller_main (void *arg)
{
  caller *c = (caller *) arg;
  ga_error err = {0};
  c->rc = ga_cpu_run (c->p, c->in, c->out, NULL, &err);
  return NULL;
}

/* The thread count's sources, the pool, and two callers at once.  Runs
 * first: until ga_cpu_set_threads is called the count follows the
 * environment. */
static void
thread_cases (void)
{
  static const struct { const char *v; int want; } omp[] = {
    {"3", 3}, {" 4 ", 4}, {"5,2", 5}, {"9999", GA_CPU_MAX_THREADS},
    {"0", 0}, {"-2", 0}, {"abc", 0}, {"2x", 0}, {"", 0}};
  cpu_set_t set;
  int cpus = 0;
  char what[96];
  if (sched_getaffinity (0, sizeof set, &set) == 0)
    cpus = CPU_COUNT (&set);
  unsetenv ("OMP_NUM_THREADS");
  expect (ga_cpu_threads () == cpus, "threads: the CPUs of the affinity mask");
  for (size_t i = 0; i < sizeof omp / sizeof omp[0]; i++)
    {
      setenv ("OMP_NUM_THREADS", omp[i].v, 1);
      snprintf (what, sizeof what, "threads: OMP_NUM_THREADS='%s' gives %d", omp[i].v,
                omp[i].want ? omp[i].want : cpus);
      expect (ga_cpu_threads () == (omp[i].want ? omp[i].want : cpus), what);
    }
  setenv ("OMP_NUM_THREADS", "3", 1);
  expect (ga_cpu_set_threads (0) == -1 && ga_cpu_set_threads (GA_CPU_MAX_THREADS + 1) == -1
          && ga_cpu_threads () == 3, "threads: 0 and the limit + 1 refused");
  expect (ga_cpu_set_threads (5) == 0 && ga_cpu_threads () == 5,
          "threads: a count set overrides OMP_NUM_THREADS");
  unsetenv ("OMP_NUM_THREADS");
  {
    int counts[1000] = {0}, ok = 1, used = ga_pool_run_tasks (4, 1000, count_task, counts);
    for (int t = 0; t < 1000; t++)
      ok &= counts[t] == 1;
    expect (ok && used >= 1 && used <= 4, "pool: every task runs once");
    memset (counts, 0, sizeof counts);
    used = ga_pool_run_tasks (1, 7, count_task, counts);
    expect (used == 1 && counts[0] == 1 && counts[6] == 1, "pool: 1 thread runs inline");
    ga_pool_stop ();
    memset (counts, 0, sizeof counts);
    used = ga_pool_run_tasks (3, 3, count_task, counts);
    expect (counts[0] == 1 && counts[2] == 1, "pool: starts again after a stop");
  }
  {
    /* the default grain: small passes inline, a long vector in chunks, a
     * wide matrix by outputs; two callers at once (one computes inline) */
    enum { R = 1000, C = 2000 };
    double *x = malloc (sizeof (double) * R * C), ref[C], got[2][C], s = 0, v[2];
    ga_plan p;
    ga_error err = {0};
    pthread_t th[2];
    caller cl[2];
    int ok = 1;
    for (size_t i = 0; i < (size_t) R * C; i++)
      x[i] = (double) (i % 1001) * 0.001 - 0.3;
    memset (&p, 0, sizeof p);
    p.op = GA_OP_SUM; p.in = GA_DOUBLE; p.acc = GA_ACC_DOUBLE; p.out = GA_DOUBLE;
    p.npass = 1;
    p.pass[0] = (ga_pass) {1, 1000, 1};
    expect (ga_cpu_split_kind (&p, &p.pass[0], 0, 4) == GA_SPLIT_INLINE,
            "split: 8 kB inline");
    p.pass[0] = (ga_pass) {1, 128, 1024};
    expect (ga_cpu_split_kind (&p, &p.pass[0], 0, 16) == GA_SPLIT_OUTPUTS,
            "split: 1 MiB of 1024 outputs on 16 threads (4 grains) by outputs");
    p.pass[0] = (ga_pass) {1, (size_t) R * C, 1};
    expect (ga_cpu_split_kind (&p, &p.pass[0], 0, 4) == GA_SPLIT_CHUNKS,
            "split: a 16 MB vector in chunks");
    ga_cpu_set_threads (4);
    for (size_t i = 0; i < (size_t) R * C; i++)
      s += x[i];
    expect (ga_cpu_run (&p, x, v, NULL, &err) == 0 && fabs (v[0] - s) <= 1e-9 * R * C,
            "split: the 16 MB vector's sum on 4 threads");
    p.pass[0] = (ga_pass) {1, R, C};
    expect (ga_cpu_split_kind (&p, &p.pass[0], 0, 4) == GA_SPLIT_OUTPUTS,
            "split: 1000 x 2000 along dim 1 by outputs");
    ga_cpu_set_threads (1);
    ga_cpu_run (&p, x, ref, NULL, &err);
    ga_cpu_set_threads (3);
    for (int i = 0; i < 2; i++)
      {
        cl[i] = (caller) {&p, x, got[i], -1};
        pthread_create (&th[i], NULL, caller_main, &cl[i]);
      }
    for (int i = 0; i < 2; i++)
      {
        pthread_join (th[i], NULL);
        ok &= cl[i].rc == 0 && memcmp (got[i], ref, sizeof ref) == 0;
      }
    expect (ok, "split: two callers at once, bitwise those of 1 thread");
    ga_cpu_set_threads (1);
    free (x);
  }
  {
    /* complex max/min: a NaN with an infinite part wins in Octave's loop
     * once a number was met (its abs is Inf), but would be skipped as the
     * first element of a chunk: these are never cut into chunks */
    enum { N = 420 };
    static double z[2 * N];
    double m1[2], i1, mt[2], it;
    size_t old = ga_cpu_set_grain (0);
    int ok = 1;
    for (int op = GA_OP_MAX; op <= GA_OP_MIN; op++)
      for (size_t pos = 1; pos < N; pos++)
        {
          for (size_t k = 0; k < N; k++)
            {
              z[2 * k] = k == 0 ? 1.0 : 0.5;
              z[2 * k + 1] = 0;
            }
          z[2 * pos] = NAN;
          z[2 * pos + 1] = op == GA_OP_MAX ? INFINITY : 0;
          ga_cpu_set_threads (1);
          run_vec (op, GA_CDOUBLE, GA_ACC_NATIVE, GA_CDOUBLE, 1, z, N, m1, &i1);
          for (int t = 0; t < NTHREADS; t++)
            {
              ga_cpu_set_threads (threads_tried[t]);
              ok &= run_vec (op, GA_CDOUBLE, GA_ACC_NATIVE, GA_CDOUBLE, 1, z, N, mt, &it) == 0
                    && memcmp (mt, m1, sizeof mt) == 0 && it == i1;
            }
          if (op == GA_OP_MAX)
            ok &= i1 == (double) pos + 1;
        }
    ga_cpu_set_threads (1);
    ga_cpu_set_grain (old);
    expect (ok, "split: complex max/min with NaN+Inf*i anywhere, as on 1 thread");
  }
}

int
main (int argc, char **argv)
{
  const char *backend = argc > 1 ? argv[1] : "cpu";
  /* quick: small shapes, for memcheck; race: a tenth of those, for
     racecheck, whose shared-memory tracking is far slower */
  const int race = argc > 2 && ! strcmp (argv[2], "race");
  const int quick = race || (argc > 2 && ! strcmp (argv[2], "quick"));
  ga_error err = {0};
  use_cuda = ! strcmp (backend, "cuda");
  if (use_cuda && ! ga_cuda_available (&err))
    {
      printf ("no usable CUDA device: %s\n0 passed, 0 failed, 1 skipped\n", err.msg);
      return 0;
    }
#ifdef GA_HAVE_CUDA
  device_share = use_cuda ? 3 : 0;       /* a third of the cases: device entry */
#endif
  if (! use_cuda)
    {
      thread_cases ();
      ga_cpu_set_grain (0);              /* split every shape, however small */
    }

  /* 1. Fixed shapes, every combination (the largest shapes for some). */
  for (size_t c = 0; c < NCOMBO; c++)
    for (size_t s = 0; s < NSHAPE; s++)
      {
        size_t cnt = shapes[s][0] * shapes[s][1] * shapes[s][2];
        const int red[3] = {0, 1, 0};
        if (cnt > 400000 && c % 6 != 0) continue;
        if (cnt > 50000 && c % 2 != 0) continue;
        if (quick && cnt > 20000) continue;
        if (race && c % 4 != 0) continue;
        check_shape (&combos[c], shapes[s], 3, red, flavour_of (&combos[c], (int) s), "fixed");
      }

  /* 1b. Chunked passes of few columns, every combination (the fixed
   *     shapes' largest run for some only): folded passes (pre 2 single,
   *     say: fold_narrow) among them, last or followed by another pass
   *     (the fourth shape: [2 10000 3 4] over dims 2 and 4), lengths past
   *     every cols plan's 16 rows a thread; the combining passes launched
   *     as programmatic dependents (GPUAXIS_PDL); single and double
   *     columns of pre 2 and 4 as rows of interleaved columns
   *     (k_rows_narrow, GPUAXIS_ROWS_NARROW; under GPUAXIS_ROWS_NARROW=3
   *     double max/min of pre 4 too: [4 7000 2] and [4 1024 3]), chunked
   *     and not (the last two: 4096 elements a slab, one chunk). */
  {
    static const size_t few[][4] = {{2, 9000, 3, 1}, {4, 7000, 2, 1}, {3, 6000, 1, 1},
                                    {2, 10000, 3, 4}, {2, 2048, 5, 1}, {4, 1024, 3, 1}};
    static const int fewred[][4] = {{0, 1, 0, 0}, {0, 1, 0, 0}, {0, 1, 0, 0}, {0, 1, 0, 1},
                                    {0, 1, 0, 0}, {0, 1, 0, 0}};
    for (size_t c = 0; c < NCOMBO; c++)
      for (size_t s = 0; s < sizeof few / sizeof few[0]; s++)
        {
          if (quick && c % (race ? 16 : 4) != 0) continue;
          /* 40000 complex single factors an output: out of the checker's
             bound on the CPU backend too (the data's drift, not a kernel) */
          if (combos[c].op == GA_OP_PROD && combos[c].in == GA_CSINGLE && s == 3) continue;
          check_shape (&combos[c], few[s], 4, fewred[s], flavour_of (&combos[c], (int) s),
                       "few-cols");
        }
  }

  /* 2. Random 1-4-D shapes over 1-3 passes. */
  for (int t = 0; t < (race ? 60 : quick ? 600 : 3000); t++)
    {
      const combo *c = &combos[t % NCOMBO];
      size_t d[4], total = 1;
      int red[4], nd = 1 + (int) below (4), any = 0;
      for (int i = 0; i < nd; i++)
        {
          d[i] = below (6) == 0 ? 1 : 1 + below (i == t % nd ? 300 : 12);
          if (below (60) == 0) d[i] = 0;
          total *= d[i];
        }
      while (total > 60000)
        for (int i = 0; i < nd; i++)
          if (d[i] > 1)
            {
              total /= d[i];
              d[i] = (d[i] + 1) / 2;
              total *= d[i];
            }
      for (int i = 0; i < nd; i++)
        any |= red[i] = (int) below (2);
      if (! any)
        red[below (nd)] = 1;
      check_shape (c, d, nd, red, flavour_of (c, t), "random");
    }

  /* 3. A multi-pass plan (vecdim over non-adjacent dims: [5 6 7] over 1
   *    and 3), the case from before. */
  {
    double in[5 * 6 * 7], out[6], ref[6] = {0};
    ga_plan p;
    memset (&p, 0, sizeof p);
    for (int i = 0; i < 210; i++) in[i] = (i % 13) - 6.5;
    for (int k = 0; k < 7; k++) for (int j = 0; j < 6; j++) for (int i = 0; i < 5; i++)
      ref[j] += in[i + 5 * (j + 6 * k)];
    p.in = GA_DOUBLE; p.acc = GA_ACC_DOUBLE; p.out = GA_DOUBLE; p.npass = 2;
    p.pass[0] = (ga_pass) {1, 5, 42};
    p.pass[1] = (ga_pass) {6, 7, 1};
    int rc = use_cuda ? ga_cuda_run_host (&p, in, sizeof in, out, NULL, &err)
                      : ga_cpu_run (&p, in, out, NULL, &err);
    int ok = rc == 0;
    for (int j = 0; j < 6 && ok; j++) ok = fabs (out[j] - ref[j]) < 1e-9;
    expect (ok, "multi-pass plan");
  }

  /* 4. Octave's documented cases. */
  octave_cases ();
  minmax_long_cases ();
  minmax_zero_rows ();
  minmax_tile_rows ();
  minmax_zero_cols ();
  div_rn_cases ();

  printf ("%d passed, %d failed, %d skipped\n", passed, failed, skipped);
  return failed != 0;
}
