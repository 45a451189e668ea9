/* fft_plan.c: the FFT plans (fft.h) and the request made of them, the
 * same for both engines: only the library calls differ (cpu/fft_cpu.c,
 * cuda/fft_cuda.cu).
 *
 * Passes over the data a request makes (a pass reads and writes the array
 * once; the library's transform counted apart):
 *   complex, along dim 1 (or dims 1..3 together: fft2, fftn of up to
 *     3-D): the transform, input to result, nothing else;
 *   complex, a group above dim 1 (group_exec's routes, chosen by its
 *     shape): "transpose" a transpose, the transform in place on a
 *     scratch, a transpose back; "strided-in" the transform from the
 *     strided input into a contiguous scratch and a transpose back;
 *     "strided" one strided plan;
 *   real input: the R2C into the result (its half, at the full array's
 *     places), the other half filled in (one pass over that half); above
 *     dim 1 by "transpose" a transpose of the real input, the R2C, the
 *     fill, the transpose back ("strided-in": the R2C, the fill, the
 *     transpose back);
 *   inverse: one scaling pass (1/N; a real input's conjugate in it);
 *   "symmetric": a copy of the input (the C2R may overwrite it), the C2R,
 *     the scaling;
 *   N padding or truncation: one pass a resized dimension;
 *   each further group of dimensions: its transform in place (with a
 *     transpose pair by the route).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdlib.h>
#include <string.h>
#include "fft.h"

/* Fft along dim 2 of complex S x N x K (2^24 elements, H100, 2026-12-07,
 * each route by name on bench/bench_fft_routes.m's grid, the logs of
 * f0baace; ms strided / strided-in / transpose):
 *   strided, S <= 4:        2x4096x2048 single 0.311 / 0.894 / 1.623
 *     N <= 4096, long rows: 16384x4096x1 single 0.616 / 0.967 / 1.214,
 *                           1024x2048x8 single 0.209 / 0.296 / 0.342,
 *                           1024x256x32 double 0.262 / 0.369 / 0.326
 *   transpose, N <= 4096:   1024x256x64 single 0.929 / 0.879 / 0.429
 *     or S < 256:           32x8192x64 single 1.925 / 1.020 / 0.343
 *   strided-in, the rest:   8192x8192x1 single 1.455 / 1.140 / 1.206
 * cuFFT makes a length up to 4096 in one kernel, whose strided reads
 * serve whole rows where the rows are long; a small array (under 2^20
 * elements) is the call's cost, where the strided plan's one kernel
 * wins (32x4096x1 single 0.062 / 0.068 / 0.074). */
int
ga_fft_strided_route (size_t pre, size_t m, size_t post, size_t cs)
{
  /* read at each request, so that a test or a benchmark can set it */
  const char *e = getenv ("GPUAXIS_FFT_STRIDED");
  if (e && ! strcmp (e, "strided"))
    return GA_FFT_ROUTE_STRIDED;
  if (e && ! strcmp (e, "transpose"))
    return GA_FFT_ROUTE_TRANSPOSE;
  if (e && ! strcmp (e, "strided-in"))
    return GA_FFT_ROUTE_STRIDED_IN;
  if (pre <= 4 || (double) pre * m * post < 1048576.0
      || (m <= 4096 && ((pre >= 256 && m >= 2048) || pre * cs >= 16384)))
    return GA_FFT_ROUTE_STRIDED;
  return m <= 4096 || pre < 256 ? GA_FFT_ROUTE_TRANSPOSE
                                : GA_FFT_ROUTE_STRIDED_IN;
}

void
ga_fft_plan_make (ga_fft_plan *p, ga_fft_kind kind, int single, int inverse,
                  size_t pre, const size_t *n, int rank, size_t post)
{
  size_t stride = pre;
  memset (p, 0, sizeof *p);
  p->kind = kind;
  p->single = single;
  p->inverse = inverse;
  p->rank = rank;
  for (int i = 0; i < rank; i++)
    {
      p->dims[i].n = n[i];
      p->dims[i].is = p->dims[i].os = stride;
      stride *= n[i];
    }
  /* the batch: the columns below (distance 1), the slabs above */
  if (pre > 1)
    {
      p->howmany[p->howmany_rank].n = pre;
      p->howmany[p->howmany_rank].is = p->howmany[p->howmany_rank].os = 1;
      p->howmany_rank++;
    }
  if (post > 1)
    {
      p->howmany[p->howmany_rank].n = post;
      p->howmany[p->howmany_rank].is = p->howmany[p->howmany_rank].os = stride;
      p->howmany_rank++;
    }
}

size_t
ga_fft_out_dims (const ga_fft_request *rq, size_t *out_dims, size_t *nd_out)
{
  size_t nd = rq->nd, numel = 1;
  for (size_t i = 0; i < nd; i++)
    out_dims[i] = rq->dims[i];
  for (int k = 0; k < rq->ntr; k++)
    {
      while (nd <= rq->tdims[k])
        out_dims[nd++] = 1;
      out_dims[rq->tdims[k]] = rq->tn[k];
    }
  for (size_t i = 0; i < nd; i++)
    numel *= out_dims[i];
  *nd_out = nd;
  return numel;
}

static size_t
prod (const size_t *d, size_t lo, size_t hi)
{
  size_t p = 1;
  for (size_t i = lo; i < hi; i++)
    p *= d[i];
  return p;
}

/* The plans of the transformed dimensions, adjacent ones together (up to
 * GA_FFT_MAXRANK a plan), lowest first. */
static int
groups (const ga_fft_request *rq, const size_t *dims, size_t nd,
        size_t g_lo[], int g_rank[])
{
  int ng = 0;
  for (int k = 0; k < rq->ntr; k++)
    {
      if (ng > 0 && g_rank[ng - 1] < GA_FFT_MAXRANK
          && g_lo[ng - 1] + (size_t) g_rank[ng - 1] == rq->tdims[k])
        g_rank[ng - 1]++;
      else
        {
          g_lo[ng] = rq->tdims[k];
          g_rank[ng++] = 1;
        }
    }
  (void) dims;
  (void) nd;
  return ng;
}

static void
group_plan (ga_fft_plan *p, ga_fft_kind kind, const ga_fft_request *rq,
            const size_t *dims, size_t nd, size_t lo, int rank)
{
  ga_fft_plan_make (p, kind, rq->single, rq->inverse, prod (dims, 0, lo),
                    dims + lo, rank, prod (dims, lo + rank, nd));
}

/* One group's transform, in to out (in == out allowed for C2C; a C2R's
 * in is a scratch it may overwrite), the Hermitian half of an R2C's
 * filled in.  Above the first dimension (pre > 1) by the route
 * ga_fft_strided_route picks: "transpose" moves the group's M elements
 * of each column to the front (one pass), transforms [M, pre * post]
 * there (contiguous, batch distance M) and moves them back (one pass);
 * "strided-in" transforms from the strided input straight into that
 * contiguous order on a scratch and moves it back (one pass); "strided"
 * is one strided plan, input to output (and the others' choice where
 * their scratch does not fit).  A strided plan reads (and
 * writes) one element of each row at a time: along dim 2 of 8192 x 8192
 * complex single cuFFT took 1.18 ms strided against 0.27 ms along dim 1
 * on an H200 (torch, whose result keeps the contiguous order, 0.68 ms);
 * a transpose costs about a copy (0.26 ms there).  The strided plan a
 * block of 64-2048 rows at a time, so that a block stays in the L2 for
 * cuFFT's later passes, gained nothing: 1.42-3.18 ms against 1.39 (H100,
 * 2026-12-06, bench/fft_cufft.cu of 6fbc493). */
static int
group_exec (const ga_fft_backend *be, ga_fft_kind kind,
            const ga_fft_request *rq, const size_t *dims, size_t nd,
            size_t lo, int rank, void *in, void *out, ga_error *err)
{
  const size_t rs = rq->single ? 4 : 8, cs = 2 * rs;
  const size_t pre = prod (dims, 0, lo), m = prod (dims, lo, lo + rank);
  const size_t post = prod (dims, lo + rank, nd);
  int route = pre == 1 ? GA_FFT_ROUTE_STRIDED
              : ga_fft_strided_route (pre, m, post, cs);
  const int inv = kind == GA_FFT_R2C ? 0 : rq->inverse;
  ga_fft_plan p;
  void *s = NULL;
  int rc;
  if (route != GA_FFT_ROUTE_STRIDED
      && (rc = be->alloc (pre * m * post * cs, &s, err)) != 0)
    {
      /* no room for the scratch: the strided plan needs none */
      if (rc != -1 || strcmp (err->id, "gpuaxis:out-of-memory"))
        return rc;
      memset (err, 0, sizeof *err);
      route = GA_FFT_ROUTE_STRIDED;
    }
  if (route == GA_FFT_ROUTE_STRIDED)
    {
      group_plan (&p, kind, rq, dims, nd, lo, rank);
      p.inverse = inv;
      if ((rc = be->exec (&p, in, out, err)) == 0 && kind == GA_FFT_R2C)
        rc = be->hermitian (&p, out, err);
      return rc;
    }
  if (route == GA_FFT_ROUTE_STRIDED_IN)
    {
      /* the plan's input strides, its output [M, pre, post] in s */
      ga_fft_plan_make (&p, kind, rq->single, inv, pre, dims + lo, rank, post);
      for (int i = 0; i < rank; i++)
        p.dims[i].os /= pre;
      p.howmany[0].os = m;                    /* pre: howmany[0] */
      if (p.howmany_rank == 2)
        p.howmany[1].os = pre * m;
      if ((rc = be->exec (&p, in, s, err)) == 0
          && (kind != GA_FFT_R2C || (rc = be->hermitian (&p, s, err)) == 0))
        rc = be->transpose (kind == GA_FFT_C2R ? rs : cs, m, pre, post, s,
                            out, err);
      be->release (s);
      return rc;
    }
  ga_fft_plan_make (&p, kind, rq->single, inv, 1, dims + lo, rank, pre * post);
  switch (kind)
    {
    case GA_FFT_C2C:           /* in -> s, in place there, s -> out */
      if ((rc = be->transpose (cs, pre, m, post, in, s, err)) == 0
          && (rc = be->exec (&p, s, s, err)) == 0)
        rc = be->transpose (cs, m, pre, post, s, out, err);
      break;
    case GA_FFT_R2C:           /* in -> out's memory (real), -> s, -> out */
      if ((rc = be->transpose (rs, pre, m, post, in, out, err)) == 0
          && (rc = be->exec (&p, out, s, err)) == 0
          && (rc = be->hermitian (&p, s, err)) == 0)
        rc = be->transpose (cs, m, pre, post, s, out, err);
      break;
    default:                   /* C2R: in -> s, -> in's memory (real), -> out */
      if ((rc = be->transpose (cs, pre, m, post, in, s, err)) == 0
          && (rc = be->exec (&p, s, in, err)) == 0)
        rc = be->transpose (rs, m, pre, post, in, out, err);
      break;
    }
  be->release (s);
  return rc;
}

int
ga_fft_run (const ga_fft_backend *be, const ga_fft_request *rq,
            const void *in, void *out, ga_error *err)
{
  const size_t rsize = rq->single ? 4 : 8;
  const size_t width = rsize * (rq->cplx ? 2 : 1);
  size_t dims[GA_FFT_MAXD], odims[GA_FFT_MAXD], nd, ond, numel;
  size_t g_lo[GA_FFT_MAXD];
  int g_rank[GA_FFT_MAXD], ng, rc = 0;
  void *cur = (void *) in, *tmp = NULL;
  double total = 1;

  if (rq->nd > GA_FFT_MAXD || rq->ntr < 1)
    {
      ga_set_error (err, "gpuaxis:internal", "fft: request");
      return -1;
    }
  numel = ga_fft_out_dims (rq, odims, &ond);
  nd = ond;
  for (size_t i = 0; i < nd; i++)
    dims[i] = i < rq->nd ? rq->dims[i] : 1;
  if (numel == 0)
    return 0;

  /* padding and truncation, one dimension at a time */
  for (int k = 0; k < rq->ntr; k++)
    {
      const size_t d = rq->tdims[k], m = rq->tn[k];
      void *next;
      total *= (double) m;
      if (dims[d] == m)
        continue;
      {
        const size_t pre = prod (dims, 0, d), post = prod (dims, d + 1, nd);
        const size_t bytes = pre * m * post * width;
        if ((rc = be->alloc (bytes ? bytes : width, &next, err)) != 0)
          goto done;
        /* an empty input (n == 0) becomes zeros */
        rc = be->resize (width, pre, dims[d], m, post, cur, next, err);
        dims[d] = m;
      }
      if (tmp)
        be->release (tmp);
      tmp = cur = next;
      if (rc != 0)
        goto done;
    }

  ng = groups (rq, dims, nd, g_lo, g_rank);
  if (rq->symmetric)
    {
      /* complex to real: the upper groups in place on a copy, then the
       * lowest group's C2R into out (it may overwrite its input) */
      if (! tmp)
        {
          if ((rc = be->alloc (numel * width, &tmp, err)) != 0
              || (rc = be->copy (tmp, in, numel * width, err)) != 0)
            goto done;
          cur = tmp;
        }
      for (int g = ng - 1; g >= 1; g--)
        if ((rc = group_exec (be, GA_FFT_C2C, rq, dims, nd, g_lo[g],
                              g_rank[g], cur, cur, err)) != 0)
          goto done;
      if ((rc = group_exec (be, GA_FFT_C2R, rq, dims, nd, g_lo[0], g_rank[0],
                            cur, out, err)) != 0)
        goto done;
      rc = be->scale (rq->single, 0, numel, total, 0, out, err);
      goto done;
    }

  /* real input: a forward R2C (an inverse is the conjugate of the
   * forward transform), the other half by symmetry */
  rc = group_exec (be, rq->cplx ? GA_FFT_C2C : GA_FFT_R2C, rq, dims, nd,
                   g_lo[0], g_rank[0], cur, out, err);
  if (tmp)
    {
      be->release (tmp);
      tmp = NULL;
    }
  if (rc != 0)
    goto done;
  if (! rq->cplx && rq->inverse && ng > 1)
    {                         /* conj first, so the later groups see it */
      if ((rc = be->scale (rq->single, 1, numel, 1.0, 1, out, err)) != 0)
        goto done;
    }
  for (int g = 1; g < ng; g++)
    if ((rc = group_exec (be, GA_FFT_C2C, rq, dims, nd, g_lo[g], g_rank[g],
                          out, out, err)) != 0)
      goto done;
  if (rq->inverse)
    rc = be->scale (rq->single, 1, numel, total,
                    ! rq->cplx && ng == 1, out, err);
done:
  if (tmp)
    be->release (tmp);
  return rc;
}
