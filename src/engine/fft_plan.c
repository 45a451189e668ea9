/* fft_plan.c: the FFT plans (fft.h) and the request made of them, the
 * same for both engines: only the library calls differ (cpu/fft_cpu.c,
 * cuda/fft_cuda.cu).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <string.h>
#include "fft.h"

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
  ga_fft_plan p;
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
        {
          group_plan (&p, GA_FFT_C2C, rq, dims, nd, g_lo[g], g_rank[g]);
          if ((rc = be->exec (&p, cur, cur, err)) != 0)
            goto done;
        }
      group_plan (&p, GA_FFT_C2R, rq, dims, nd, g_lo[0], g_rank[0]);
      if ((rc = be->exec (&p, cur, out, err)) != 0)
        goto done;
      rc = be->scale (rq->single, 0, numel, total, 0, out, err);
      goto done;
    }

  if (rq->cplx)
    {
      group_plan (&p, GA_FFT_C2C, rq, dims, nd, g_lo[0], g_rank[0]);
      rc = be->exec (&p, cur, out, err);
    }
  else
    {
      /* real input: a forward R2C (an inverse is the conjugate of the
       * forward transform), the other half by symmetry */
      group_plan (&p, GA_FFT_R2C, rq, dims, nd, g_lo[0], g_rank[0]);
      p.inverse = 0;
      if ((rc = be->exec (&p, cur, out, err)) == 0)
        rc = be->hermitian (&p, out, err);
    }
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
    {
      group_plan (&p, GA_FFT_C2C, rq, dims, nd, g_lo[g], g_rank[g]);
      if ((rc = be->exec (&p, out, out, err)) != 0)
        goto done;
    }
  if (rq->inverse)
    rc = be->scale (rq->single, 1, numel, total,
                    ! rq->cplx && ng == 1, out, err);
done:
  if (tmp)
    be->release (tmp);
  return rc;
}
