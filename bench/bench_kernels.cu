/* bench_kernels.cu: the kernel benchmark of gpuaxis's reduction layer.
 *
 * Calls the package's own CUDA backend (ga_cuda_run_device, the code the
 * MEX gateway runs; linked from src/engine/cuda/cuda_*.o, src/engine/plan.c, src/engine/cpu/reduce_cpu.c)
 * on device-resident arrays, and prints one CSV line per configuration:
 *
 *   op,shape,dim,class,pre,n,post,in_bytes,out_bytes,reps,median_ms,min_ms,
 *   gbps,pct_copy,graph_us,max_err,status
 *
 *   op        sum, mean, prod, sumsq, max, min, maxi / mini (max / min with
 *             the index), any, all.  Per class: sum as Octave's default
 *             (int32: "native", saturating); mean of double/single (int32:
 *             not run); prod of int32 "native" (saturating, exact), of
 *             double/single in their own class; sumsq of int32 in double;
 *             max/min in the class; any/all to logical
 *   out_bytes result bytes, index (8 bytes a result) included
 *   gbps      (input bytes + output bytes) / median time
 *   pct_copy  gbps as a share of the device-to-device copy rate measured at
 *             the start of the same run (cudaMemcpy, bytes read + written)
 *   graph_us  time per call with R calls captured in one CUDA graph
 *             (median of 20 graph launches / R): kernel time without the
 *             host's launch gaps
 *   max_err   sum, mean: largest |gpu - ref| / |ref| against a long
 *             double CPU reference (int32 sum: |gpu - ref|, must be 0);
 *             the other ops against the package's CPU backend (ga_cpu_run,
 *             index order, run over slabs in parallel): exactly (values and
 *             indices) for max/min/any/all and int32 prod, relative error
 *             for prod and sumsq, whose reference for single inputs is
 *             computed in double (tolerances at TOL_*, tol_prod_single)
 * Lines starting with '#' are facts about the run (device, copy rate).
 * Progress and failures go to stderr.  Every configuration is checked
 * (all outputs, after poisoning the output buffer) before it is timed;
 * a configuration that fails is not timed, and the exit status is 1.
 *
 * Octave array [d1 d2 ...] reduced along dim k is the pass
 * {pre = d1*...*d(k-1), n = dk, post = d(k+1)*...}.
 *
 *   bench_kernels [--quick] [--filter STR] [--reps N] [--list] [--op LIST]
 *     --quick       three shapes only (double 16384x8192, single 2^27x2,
 *                   double 1000x1000), both dims
 *     --op LIST     comma-separated ops (default sum; "all": every op)
 *     --filter STR  only configurations whose "class:shape" contains STR
 *     --reps N      timed runs per configuration (at least 20; default 20,
 *                   and 100 for inputs under 256 MiB)
 *     --list        print the configurations (op,shape,dim,class) and exit
 *   Environment: BENCH_FILL=negzeros fills double and single (not prod's
 *   data) with negative values and one zero of either sign in 1024 (see
 *   k_fill): max's slow case, zeros found again.
 *
 * Products read data near 1.  Double: 1 +- 2^-13 (the log of a product of
 * 2^28 such elements drifts by about -0.7 with a spread of about 1.2, far
 * from overflow and underflow).  Single: u or 1/u by a hash bit, u in
 * [1, 1 + 2^-9] on the float grid, so that the logs are symmetric about 0
 * (up to the rounding of 1/u): a product of 2^28 has a log of spread about
 * 18, no drift.  The former single data, 1 +- 2^-13 rounded to float (a
 * finer grid below 1 than above), made float products themselves drift
 * from the exact one: a host simulation (2^27 factors, 65536 strided
 * partial products combined by a tree, as the kernels do) erred 0.31, and
 * the H200 run 0.25-0.45 (FAIL-check); the new data erred 1.3e-3 with
 * 262144 partials, about what random rounding gives (tol_prod_single).
 * 1 +- 2^-9 without the reciprocals underflowed single over 2^27 elements.
 * The others read values in [0.5, 1.5) (int32: +-1..64, no zeros).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <cuda_runtime.h>
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>
#include "gpuaxis.h"
#include "test_elem.h"

#define CK(call)                                                              \
  do {                                                                        \
    cudaError_t e_ = (call);                                                  \
    if (e_ != cudaSuccess)                                                    \
      {                                                                       \
        fprintf (stderr, "bench_kernels: %s failed at %s:%d: %s\n", #call,    \
                 __FILE__, __LINE__, cudaGetErrorString (e_));                \
        exit (2);                                                             \
      }                                                                       \
  } while (0)

/* ------------------------------------------------------------ configs */

enum Cls { C_DOUBLE, C_SINGLE, C_INT32 };
static const char *cls_name[] = {"double", "single", "int32"};
static size_t cls_size (Cls c) { return c == C_DOUBLE ? 8 : 4; }

struct Shape
{
  Cls cls;
  std::vector<size_t> d;     /* Octave dimensions */
  std::vector<int> dims;     /* dims to reduce along (1-based) */
};

static std::string
shape_str (const std::vector<size_t> &d)
{
  std::string s;
  for (size_t i = 0; i < d.size (); i++)
    s += (i ? "x" : "") + std::to_string (d[i]);
  return s;
}

static size_t
numel (const std::vector<size_t> &d)
{
  size_t n = 1;
  for (size_t x : d) n *= x;
  return n;
}

static void
pass_of (const std::vector<size_t> &d, int dim, size_t *pre, size_t *n, size_t *post)
{
  *pre = 1; *post = 1;
  for (int i = 0; i < dim - 1; i++) *pre *= d[i];
  *n = d[dim - 1];
  for (size_t i = dim; i < d.size (); i++) *post *= d[i];
}

static std::vector<Shape>
all_shapes (bool quick)
{
  const size_t K = 1024, M = K * K;
  std::vector<Shape> v;
  if (quick)
    {
      v.push_back ({C_DOUBLE, {16384, 8192}, {1, 2}});
      v.push_back ({C_SINGLE, {128 * M, 2}, {1, 2}});
      v.push_back ({C_DOUBLE, {1000, 1000}, {1, 2}});
      return v;
    }
  for (Cls c : {C_DOUBLE, C_SINGLE})
    {
      v.push_back ({c, {16384, c == C_DOUBLE ? (size_t) 8192 : (size_t) 16384}, {1, 2}});
      v.push_back ({c, {256 * M, 1}, {1}});
      v.push_back ({c, {1, 256 * M}, {2}});
      v.push_back ({c, {32, 8 * M}, {1, 2}});
      v.push_back ({c, {8 * M, 32}, {1, 2}});
      v.push_back ({c, {4, 64 * M}, {1, 2}});
      v.push_back ({c, {64 * M, 4}, {1, 2}});
      v.push_back ({c, {2, 128 * M}, {1, 2}});
      v.push_back ({c, {128 * M, 2}, {1, 2}});
      v.push_back ({c, {512, 512, 1024}, {1, 2, 3}});
      v.push_back ({c, {1000, 1000}, {1, 2}});
      v.push_back ({c, {4096, 4096}, {1, 2}});
    }
  v.push_back ({C_INT32, {16384, 16384}, {1, 2}});
  return v;
}

/* ---------------------------------------------------------------- ops */

struct OpDef { const char *name; ga_op op; bool index, mean; };
static const OpDef all_ops[] = {
  {"sum", GA_OP_SUM, false, false}, {"mean", GA_OP_SUM, false, true},
  {"prod", GA_OP_PROD, false, false}, {"sumsq", GA_OP_SUMSQ, false, false},
  {"max", GA_OP_MAX, false, false}, {"min", GA_OP_MIN, false, false},
  {"maxi", GA_OP_MAX, true, false}, {"mini", GA_OP_MIN, true, false},
  {"any", GA_OP_ANY, false, false}, {"all", GA_OP_ALL, false, false}};

/* The plan of op on class c (false: not run), as the gateway would make
 * it; ref: the CPU reference's plan (single inputs of prod and sumsq in
 * double). */
static bool
plan_for (const OpDef &o, Cls c, ga_plan *p, ga_plan *ref)
{
  const ga_elem e = c == C_DOUBLE ? GA_DOUBLE : (c == C_SINGLE ? GA_SINGLE : GA_INT32);
  memset (p, 0, sizeof *p);
  p->op = o.op;
  p->in = e;
  p->want_index = o.index;
  switch (o.op)
    {
    case GA_OP_SUM:
      if (o.mean && c == C_INT32)
        return false;
      p->acc = c == C_DOUBLE ? GA_ACC_DOUBLE : (c == C_SINGLE ? GA_ACC_FLOAT : GA_ACC_SAT);
      p->out = e;
      break;
    case GA_OP_PROD:
      p->acc = c == C_DOUBLE ? GA_ACC_DOUBLE : (c == C_SINGLE ? GA_ACC_FLOAT : GA_ACC_SAT);
      p->out = e;
      break;
    case GA_OP_SUMSQ:
      p->acc = c == C_SINGLE ? GA_ACC_FLOAT : GA_ACC_DOUBLE;
      p->out = c == C_SINGLE ? GA_SINGLE : GA_DOUBLE;
      break;
    case GA_OP_ANY: case GA_OP_ALL:
      p->acc = GA_ACC_NATIVE;
      p->out = GA_LOGICAL;
      break;
    default:                                   /* max, min */
      p->acc = GA_ACC_NATIVE;
      p->out = e;
      break;
    }
  ga_plan_set_bounds (p);
  *ref = *p;
  if (c == C_SINGLE && (o.op == GA_OP_PROD || o.op == GA_OP_SUMSQ))
    {
      ref->acc = GA_ACC_DOUBLE;
      ref->out = GA_DOUBLE;
    }
  return true;
}

/* ----------------------------------------------------------- the data */

__device__ __forceinline__ uint64_t
mix64 (uint64_t z)
{
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/* Non-zero values: [0.5, 1.5) for double/single; near1: double 1 +- 2^-13,
 * single u or 1/u (u in [1, 1 + 2^-9], on the float grid) by a hash bit;
 * +-1..64 for int32.  negz (BENCH_FILL=negzeros, not for prod's data):
 * double/single in (-1.5, -0.5], one element in 1024 a zero of either
 * sign, so that many results of max are a zero whose first occurrence
 * k_cols_mmv looks for again (its slow case). */
template <class T>
__global__ void
k_fill (T *p, size_t count, uint64_t seed, bool near1, bool negz = false)
{
  for (size_t i = blockIdx.x * (size_t) blockDim.x + threadIdx.x; i < count;
       i += (size_t) gridDim.x * blockDim.x)
    {
      uint64_t h = mix64 (i * 0x9E3779B97F4A7C15ull + seed);
      if constexpr (! std::is_integral<T>::value)
        if (negz && ! near1)
          {
            p[i] = (h & 1023) == 0 ? ((h >> 10) & 1 ? (T) -0.0 : (T) 0.0)
                                   : -(T) (0.5 + (double) (h >> 41) * 0x1p-23);
            continue;
          }
      if constexpr (std::is_same<T, double>::value)
        p[i] = near1 ? 1 + ((double) (h >> 11) * 0x1p-53 - 0.5) * 0x1p-12
                     : 0.5 + (double) (h >> 11) * 0x1p-53;
      else if constexpr (std::is_same<T, float>::value)
        {
          const float u = 1 + (float) (h >> 50) * 0x1p-23f;   /* 1 .. 1 + 2^-9 */
          p[i] = near1 ? ((h >> 49) & 1 ? 1 / u : u)
                       : 0.5f + (float) (h >> 41) * 0x1p-23f;
        }
      else
        {
          int v = (int) (h >> 57) - 64;                 /* -64..63 */
          p[i] = (T) (v >= 0 ? v + 1 : v);              /* +-1..64, never 0 */
        }
    }
}

/* ------------------------------------------------------ CPU reference */

struct Stats
{
  double max_err = 0;
  bool nan = false;
  size_t nbad = 0, first_bad = SIZE_MAX;
  long double got = 0, want = 0;
  void bad (size_t idx, long double g, long double w)
  {
    nbad++;
    if (idx < first_bad) { first_bad = idx; got = g; want = w; }
  }
  void merge (const Stats &o)
  {
    max_err = std::max (max_err, o.max_err);
    nan = nan || o.nan;
    if (o.nbad)
      {
        if (o.first_bad < first_bad) { first_bad = o.first_bad; got = o.got; want = o.want; }
        nbad += o.nbad;
      }
  }
};

/* Tolerances, relative, for positive data in [0.5, 1.5).  The layer adds at
 * most a few hundred elements in a row before a tree takes over, so its
 * rounding error is far below these (about 1e-6 for single, 1e-14 for
 * double is typical).  A lost or doubled element changes a sum by about
 * 1/n relative: caught for every n here in double (1/2^28 = 4e-9), and in
 * single for n up to about 50000 (the 16384-long sums); beyond that single
 * precision itself cannot tell.  int32 must match exactly. */
static const double TOL_DOUBLE = 1e-12, TOL_SINGLE = 2e-5;
/* prod and sumsq against ga_cpu_run in index order (single: computed in
 * double): the reference's own rounding over up to 2^28 products (about
 * sqrt(n) eps) dominates for double. */
static const double TOL_PROD_DOUBLE = 1e-9;
/* single prod: every product rounds, relative error up to 2^-24, at random
 * for this data, so the error of n factors walks like sqrt (n) 2^-24 / sqrt
 * (3); 8 sqrt (n) 2^-24 is about 14 of those (5.5e-3 at n = 2^27), with a
 * floor of 1e-4 for short products. */
static double
tol_prod_single (size_t n)
{
  return std::max (1e-4, 8 * std::sqrt ((double) n) * 0x1p-24);
}

/* The other ops: ga_cpu_run (index order) over slabs of outputs in
 * parallel, then every output compared. */
static Stats
check_engine (const ga_plan &p, const ga_plan &rp, const void *in, const void *out,
              const double *idx, size_t pre, size_t n, size_t post)
{
  const size_t es = ga_elem_size (rp.in), oes = ga_elem_size (rp.out), nout = pre * post;
  std::vector<unsigned char> ref (nout * oes + 16);
  std::vector<double> ridx (p.want_index ? nout : 1);
  unsigned nth = std::max (1u, std::min (32u, std::thread::hardware_concurrency ()));
  nth = (unsigned) std::min<size_t> (nth, post);
  std::vector<std::thread> th;
  std::atomic<int> bad_run (0);
  for (unsigned t = 0; t < nth; t++)
    th.emplace_back ([&, t] {
      size_t j0 = post * t / nth, j1 = post * (t + 1) / nth;
      ga_plan q = rp;
      ga_error e;
      memset (&e, 0, sizeof e);
      q.npass = 1;
      q.pass[0].pre = pre; q.pass[0].n = n; q.pass[0].post = j1 - j0;
      if (j1 > j0
          && ga_cpu_run (&q, (const char *) in + j0 * pre * n * es, ref.data () + j0 * pre * oes,
                         p.want_index ? ridx.data () + j0 * pre : NULL, &e) != 0)
        bad_run++;
    });
  for (auto &x : th) x.join ();
  Stats s;
  if (bad_run)
    {
      s.bad (0, 0, 0);
      return s;
    }
  const bool exact = ! (p.out == GA_DOUBLE || p.out == GA_SINGLE)
                     || p.op == GA_OP_MAX || p.op == GA_OP_MIN;
  const double tol = p.op == GA_OP_PROD ? (p.in == GA_SINGLE ? tol_prod_single (n) : TOL_PROD_DOUBLE)
                     : (p.in == GA_SINGLE ? TOL_SINGLE : TOL_DOUBLE);
  for (size_t o = 0; o < nout; o++)
    {
      long double g = getl (p.out, out, o), w = getl (rp.out, ref.data (), o);
      if (exact)
        {
          if (memcmp ((const char *) out + o * oes, ref.data () + o * oes, oes) != 0
              || (p.want_index && idx[o] != ridx[o]))
            s.bad (o, g, w);
        }
      else
        {
          double e = (double) (fabsl (g - w) / fabsl (w));
          if (std::isnan (e)) { s.nan = true; s.bad (o, g, w); continue; }
          s.max_err = std::max (s.max_err, e);
          if (! (e <= tol)) s.bad (o, g, w);
        }
    }
  return s;
}

static long double ref_div = 1;        /* mean: the reference / n */

template <class T>
static void
compare (Stats &s, const T *out, size_t idx, long double ref, double tol)
{
  ref /= ref_div;
  long double g = out[idx];
  if constexpr (std::is_integral<T>::value)
    {
      double e = (double) fabsl (g - ref);
      s.max_err = std::max (s.max_err, e);
      if (e != 0) s.bad (idx, g, ref);
    }
  else
    {
      double e = (double) (fabsl (g - ref) / fabsl (ref));
      if (std::isnan (e)) { s.nan = true; s.bad (idx, g, ref); return; }
      s.max_err = std::max (s.max_err, e);
      if (! (e <= tol)) s.bad (idx, g, ref);
    }
}

static inline int64_t
clamp32 (int64_t x)
{
  return x < INT32_MIN ? INT32_MIN : (x > INT32_MAX ? INT32_MAX : x);
}

/* All pre*post outputs, multithreaded over independent outputs.  Floating
 * point: long double, in blocks of 1024 terms.  int32: Octave's "native"
 * sum, in index order, saturating at every step. */
template <class T>
static Stats
check_all (const T *in, const T *out, size_t pre, size_t n, size_t post, double tol)
{
  const bool isint = std::is_integral<T>::value;
  const size_t B = 2048;                            /* columns per task */
  size_t ntask, rows_per_task = 1;
  if (pre == 1)
    {
      rows_per_task = std::max<size_t> (1, ((size_t) 1 << 20) / n);
      ntask = (post + rows_per_task - 1) / rows_per_task;
    }
  else
    ntask = post * ((pre + B - 1) / B);
  unsigned nth = std::max (1u, std::min (32u, std::thread::hardware_concurrency ()));
  nth = (unsigned) std::min<size_t> (nth, ntask);
  std::atomic<size_t> next (0);
  std::vector<Stats> st (nth);
  auto work = [&] (unsigned t) {
    Stats &s = st[t];
    std::vector<long double> tot (B), blk (B);
    std::vector<int64_t> sat (B);
    for (size_t task; (task = next.fetch_add (1)) < ntask;)
      {
        if (pre == 1)
          {
            size_t j0 = task * rows_per_task, j1 = std::min (post, j0 + rows_per_task);
            for (size_t j = j0; j < j1; j++)
              {
                const T *row = in + j * n;
                if (isint)
                  {
                    int64_t a = 0;
                    for (size_t k = 0; k < n; k++) a = clamp32 (a + (int64_t) row[k]);
                    compare (s, out, j, (long double) a, tol);
                  }
                else
                  {
                    long double a = 0, b = 0;
                    for (size_t k = 0; k < n; k++)
                      {
                        b += row[k];
                        if ((k & 1023) == 1023) { a += b; b = 0; }
                      }
                    compare (s, out, j, a + b, tol);
                  }
              }
          }
        else
          {
            size_t nt = (pre + B - 1) / B;
            size_t j = task / nt, i0 = (task % nt) * B, len = std::min (B, pre - i0);
            const T *base = in + i0 + pre * n * j;
            if (isint)
              {
                std::fill (sat.begin (), sat.begin () + len, 0);
                for (size_t k = 0; k < n; k++)
                  {
                    const T *r = base + pre * k;
                    for (size_t i = 0; i < len; i++) sat[i] = clamp32 (sat[i] + (int64_t) r[i]);
                  }
                for (size_t i = 0; i < len; i++)
                  compare (s, out, i0 + i + pre * j, (long double) sat[i], tol);
              }
            else
              {
                std::fill (tot.begin (), tot.begin () + len, 0.0L);
                std::fill (blk.begin (), blk.begin () + len, 0.0L);
                for (size_t k = 0; k < n; k++)
                  {
                    const T *r = base + pre * k;
                    for (size_t i = 0; i < len; i++) blk[i] += r[i];
                    if ((k & 1023) == 1023)
                      for (size_t i = 0; i < len; i++) { tot[i] += blk[i]; blk[i] = 0; }
                  }
                for (size_t i = 0; i < len; i++)
                  compare (s, out, i0 + i + pre * j, tot[i] + blk[i], tol);
              }
          }
      }
  };
  std::vector<std::thread> th;
  for (unsigned t = 1; t < nth; t++) th.emplace_back (work, t);
  work (0);
  for (auto &x : th) x.join ();
  Stats all;
  for (auto &x : st) all.merge (x);
  return all;
}

/* ------------------------------------------------------------- timing */

static double
median (std::vector<float> v)
{
  std::sort (v.begin (), v.end ());
  size_t m = v.size () / 2;
  return v.size () % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}

static cudaEvent_t ev0, ev1;

/* Median (and min) of `reps` timed calls of f on stream st, each between
 * two events and waited for, after `warm` untimed calls. */
template <class F>
static double
time_calls (F f, cudaStream_t st, int warm, int reps, double *minv)
{
  std::vector<float> t;
  for (int r = 0; r < warm; r++) f ();
  CK (cudaStreamSynchronize (st));
  for (int r = 0; r < reps; r++)
    {
      float ms;
      CK (cudaEventRecord (ev0, st));
      f ();
      CK (cudaEventRecord (ev1, st));
      CK (cudaEventSynchronize (ev1));
      CK (cudaEventElapsedTime (&ms, ev0, ev1));
      t.push_back (ms);
    }
  if (minv) *minv = *std::min_element (t.begin (), t.end ());
  return median (t);
}

/* ---------------------------------------------------------------- main */

static void
usage (void)
{
  fprintf (stderr, "usage: bench_kernels [--quick] [--filter STR] [--reps N] [--list] "
           "[--op sum,mean,prod,sumsq,max,min,maxi,mini,any,all | all]\n");
  exit (2);
}

int
main (int argc, char **argv)
{
  bool quick = false, list = false;
  std::string filter, oplist = "sum";
  int base_reps = 0;
  for (int i = 1; i < argc; i++)
    {
      if (! strcmp (argv[i], "--quick")) quick = true;
      else if (! strcmp (argv[i], "--list")) list = true;
      else if (! strcmp (argv[i], "--filter") && i + 1 < argc) filter = argv[++i];
      else if (! strcmp (argv[i], "--reps") && i + 1 < argc) base_reps = std::max (20, atoi (argv[++i]));
      else if (! strcmp (argv[i], "--op") && i + 1 < argc) oplist = argv[++i];
      else usage ();
    }

  std::vector<OpDef> ops;
  for (const OpDef &o : all_ops)
    if (oplist == "all" || ("," + oplist + ",").find (std::string (",") + o.name + ",") != std::string::npos)
      ops.push_back (o);
  if (ops.empty ())
    usage ();
  std::vector<Shape> shapes;
  for (const Shape &s : all_shapes (quick))
    if (filter.empty ()
        || (std::string (cls_name[s.cls]) + ":" + shape_str (s.d)).find (filter) != std::string::npos)
      shapes.push_back (s);
  if (shapes.empty ())
    {
      fprintf (stderr, "bench_kernels: no configuration matches\n");
      return 2;
    }
  if (list)
    {
      ga_plan p, rp;
      printf ("op,shape,dim,class\n");
      for (const OpDef &o : ops)
        for (const Shape &s : shapes)
          if (plan_for (o, s.cls, &p, &rp))
            for (int dim : s.dims)
              printf ("%s,%s,%d,%s\n", o.name, shape_str (s.d).c_str (), dim, cls_name[s.cls]);
      return 0;
    }

  /* Device. */
  ga_error gerr;
  memset (&gerr, 0, sizeof gerr);
  if (! ga_cuda_available (&gerr))
    {
      fprintf (stderr, "bench_kernels: no usable GPU: %s\n", gerr.msg);
      return 2;
    }
  CK (cudaSetDevice (0));
  cudaDeviceProp prop;
  CK (cudaGetDeviceProperties (&prop, 0));
  int rtv = 0, drv = 0;
  cudaRuntimeGetVersion (&rtv);
  cudaDriverGetVersion (&drv);
  printf ("# device=%s\n# sms=%d\n# l2_bytes=%d\n# mem_bytes=%zu\n# cuda_runtime=%d\n# cuda_driver=%d\n",
          prop.name, prop.multiProcessorCount, prop.l2CacheSize, prop.totalGlobalMem, rtv, drv);

  cudaStream_t st;
  CK (cudaStreamCreateWithFlags (&st, cudaStreamNonBlocking));
  CK (cudaEventCreate (&ev0));
  CK (cudaEventCreate (&ev1));

  /* Device-to-device copy rate: 2 GiB, bytes read + written. */
  double copy_gbps;
  {
    const size_t cb = (size_t) 2 << 30;
    void *a, *b;
    CK (cudaMalloc (&a, cb));
    CK (cudaMalloc (&b, cb));
    CK (cudaMemsetAsync (a, 0x3c, cb, st));
    double mn;
    double ms = time_calls ([&] { CK (cudaMemcpyAsync (b, a, cb, cudaMemcpyDeviceToDevice, st)); },
                            st, 3, 20, &mn);
    copy_gbps = 2.0 * cb / (ms * 1e-3) / 1e9;
    printf ("# copy_bytes=%zu\n# copy_median_ms=%.5f\n# copy_gbps=%.1f\n", cb, ms, copy_gbps);
    fprintf (stderr, "device-to-device copy: %.1f GB/s (read + write, 2 GiB, median of 20)\n", copy_gbps);
    CK (cudaFree (a));
    CK (cudaFree (b));
  }

  /* Buffers, sized for the largest configuration. */
  size_t max_in = 0, max_out = 0;
  for (const Shape &s : shapes)
    {
      max_in = std::max (max_in, numel (s.d) * cls_size (s.cls));
      for (int dim : s.dims)
        {
          size_t pre, n, post;
          pass_of (s.d, dim, &pre, &n, &post);
          max_out = std::max (max_out, pre * post * 8);   /* widest result */
        }
    }
  void *d_in, *d_out, *d_idx, *d_ws = NULL;
  size_t ws_cap = 0;
  CK (cudaMalloc (&d_in, max_in));
  CK (cudaMalloc (&d_out, max_out));
  CK (cudaMalloc (&d_idx, max_out));
  void *h_in, *h_out;
  std::vector<double> h_idx (max_out / 8 + 1);
  bool pinned = cudaMallocHost (&h_in, max_in) == cudaSuccess
                && cudaMallocHost (&h_out, max_out) == cudaSuccess;
  if (! pinned)
    {
      cudaGetLastError ();
      h_in = malloc (max_in);
      h_out = malloc (max_out);
      if (! h_in || ! h_out)
        {
          fprintf (stderr, "bench_kernels: out of host memory\n");
          return 2;
        }
    }

  printf ("op,shape,dim,class,pre,n,post,in_bytes,out_bytes,reps,median_ms,min_ms,"
          "gbps,pct_copy,graph_us,max_err,status\n");
  fflush (stdout);

  int nfail = 0, nconf = 0;
  uint64_t seed = 0x5eed0001;
  const char *fill_env = getenv ("BENCH_FILL");
  const bool negz = fill_env && ! strcmp (fill_env, "negzeros");
  for (const Shape &s : shapes)
   for (int near1 = 0; near1 < 2; near1++)     /* data for prod: near 1 */
    {
      const size_t count = numel (s.d), es = cls_size (s.cls);
      const size_t in_bytes = count * es;
      const std::string sh = shape_str (s.d);
      bool wanted = false;
      for (const OpDef &o : ops)
        wanted |= (o.op == GA_OP_PROD && s.cls != C_INT32) == (near1 != 0);
      if (! wanted)
        continue;
      seed += 0x1000193;
      switch (s.cls)
        {
        case C_DOUBLE: k_fill<double><<<4096, 256, 0, st>>> ((double *) d_in, count, seed, near1, negz); break;
        case C_SINGLE: k_fill<float><<<4096, 256, 0, st>>> ((float *) d_in, count, seed, near1, negz); break;
        case C_INT32: k_fill<int32_t><<<4096, 256, 0, st>>> ((int32_t *) d_in, count, seed, near1); break;
        }
      CK (cudaGetLastError ());
      CK (cudaMemcpyAsync (h_in, d_in, in_bytes, cudaMemcpyDeviceToHost, st));
      CK (cudaStreamSynchronize (st));

      for (int dim : s.dims)
       for (const OpDef &o : ops)
        {
          size_t pre, n, post;
          ga_plan p, rp;
          if ((o.op == GA_OP_PROD && s.cls != C_INT32) != (near1 != 0)
              || ! plan_for (o, s.cls, &p, &rp))
            continue;
          pass_of (s.d, dim, &pre, &n, &post);
          const size_t nout = pre * post, oes = ga_elem_size (p.out);
          const size_t out_bytes = nout * (oes + (o.index ? 8 : 0));
          nconf++;
          p.npass = 1;
          p.pass[0].pre = pre;
          p.pass[0].n = n;
          p.pass[0].post = post;
          if (o.mean)
            p.divisor = (double) n;
          rp.npass = 1;
          rp.pass[0] = p.pass[0];
          const size_t ws = ga_cuda_workspace_bytes (&p);
          if (ws > ws_cap)
            {
              if (d_ws) CK (cudaFree (d_ws));
              CK (cudaMalloc (&d_ws, ws));
              ws_cap = ws;
            }

          ga_error err;
          memset (&err, 0, sizeof err);
          bool call_ok = true;
          auto call = [&] {
            if (ga_cuda_run_device (&p, d_in, d_out, o.index ? d_idx : NULL, d_ws, ws_cap, st,
                                    &err) != 0)
              call_ok = false;
          };

          fprintf (stderr, "%-5s %-6s %-14s dim %d  [pre %zu, n %zu, post %zu]  ",
                   o.name, cls_name[s.cls], sh.c_str (), dim, pre, n, post);

          /* The checked run: output poisoned first, so that an output
           * never written cannot pass (0xFF: NaN for double/single;
           * 0x7F for int32, 2139062143, which no sum of these values
           * reaches, where 0xFF's -1 could be a true sum). */
          CK (cudaMemsetAsync (d_out, s.cls == C_INT32 ? 0x7F : 0xFF, nout * oes, st));
          if (o.index)
            CK (cudaMemsetAsync (d_idx, 0xFF, nout * 8, st));
          call ();
          cudaError_t ce = cudaStreamSynchronize (st);
          if (ce == cudaSuccess) ce = cudaGetLastError ();
          Stats stt;
          std::string status = "ok";
          if (! call_ok || ce != cudaSuccess)
            {
              fprintf (stderr, "FAIL: %s\n", call_ok ? cudaGetErrorString (ce) : err.msg);
              if (ce != cudaSuccess)
                exit (2);           /* the context may be gone: stop here */
              status = "FAIL-call";
            }
          else
            {
              CK (cudaMemcpy (h_out, d_out, nout * oes, cudaMemcpyDeviceToHost));
              if (o.index)
                CK (cudaMemcpy (h_idx.data (), d_idx, nout * 8, cudaMemcpyDeviceToHost));
              ref_div = o.mean ? (long double) n : 1;
              if (o.op != GA_OP_SUM)
                stt = check_engine (p, rp, h_in, h_out, h_idx.data (), pre, n, post);
              else
              switch (s.cls)
                {
                case C_DOUBLE:
                  stt = check_all ((const double *) h_in, (const double *) h_out, pre, n, post, TOL_DOUBLE);
                  break;
                case C_SINGLE:
                  stt = check_all ((const float *) h_in, (const float *) h_out, pre, n, post, TOL_SINGLE);
                  break;
                case C_INT32:
                  stt = check_all ((const int32_t *) h_in, (const int32_t *) h_out, pre, n, post, 0.0);
                  break;
                }
              if (stt.nbad)
                {
                  size_t i = stt.first_bad % pre, j = stt.first_bad / pre;
                  fprintf (stderr, "FAIL: %zu of %zu outputs wrong; first at (i %zu, j %zu): "
                           "got %.17Lg, want %.17Lg\n", stt.nbad, nout, i, j, stt.got, stt.want);
                  status = "FAIL-check";
                }
            }

          double med = NAN, mn = NAN, gus = NAN, gbps = NAN, pct = NAN;
          int reps = base_reps ? base_reps : (in_bytes < ((size_t) 256 << 20) ? 100 : 20);
          if (status == "ok")
            {
              med = time_calls (call, st, 3, reps, &mn);
              if (! call_ok)
                {
                  fprintf (stderr, "FAIL in timed runs: %s\n", err.msg);
                  status = "FAIL-call";
                }
              gbps = (double) (in_bytes + out_bytes) / (med * 1e-3) / 1e9;
              pct = 100.0 * gbps / copy_gbps;

              /* Kernel time without launch gaps: R calls in one graph. */
              int R = (int) std::min (50.0, std::max (5.0, std::ceil (1.0 / med)));
              cudaGraph_t g = NULL;
              cudaGraphExec_t ge = NULL;
              bool gok = cudaStreamBeginCapture (st, cudaStreamCaptureModeThreadLocal) == cudaSuccess;
              if (gok)
                {
                  for (int r = 0; r < R; r++) call ();
                  gok = cudaStreamEndCapture (st, &g) == cudaSuccess && call_ok;
                }
              if (gok)
                gok = cudaGraphInstantiate (&ge, g, 0) == cudaSuccess;
              if (gok)
                {
                  double gm = time_calls ([&] { CK (cudaGraphLaunch (ge, st)); }, st, 3, 20, NULL);
                  gus = gm * 1e3 / R;
                }
              else
                {
                  cudaGetLastError ();
                  fprintf (stderr, "(graph capture failed) ");
                  call_ok = true;
                }
              if (ge) cudaGraphExecDestroy (ge);
              if (g) cudaGraphDestroy (g);
            }
          if (status != "ok")
            nfail++;
          else
            fprintf (stderr, "%9.4f ms %7.0f GB/s %5.1f%%  graph %9.2f us  err %.2g\n",
                     med, gbps, pct, gus, stt.max_err);

          printf ("%s,%s,%d,%s,%zu,%zu,%zu,%zu,%zu,%d,%.6f,%.6f,%.1f,%.1f,%.3f,%.3g,%s\n",
                  o.name, sh.c_str (), dim, cls_name[s.cls], pre, n, post, in_bytes, out_bytes,
                  status == "ok" ? reps : 0, med, mn, gbps, pct, gus,
                  stt.nan ? NAN : stt.max_err, status.c_str ());
          fflush (stdout);
        }
    }

  printf ("# configurations=%d\n# failed=%d\n", nconf, nfail);
  fprintf (stderr, "%d configurations, %d failed\n", nconf, nfail);
  if (pinned) { cudaFreeHost (h_in); cudaFreeHost (h_out); }
  else { free (h_in); free (h_out); }
  cudaFree (d_in);
  cudaFree (d_out);
  cudaFree (d_idx);
  if (d_ws) cudaFree (d_ws);
  ga_cuda_release ();
  return nfail ? 1 : 0;
}
