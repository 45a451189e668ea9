/* filter_plan.c: the chunks of filter's recurrence (filter_chunks.h).
 *
 * The chunk length: the smallest power of two of at least LEN_MIN
 * samples and 16 times the states with at most WORK chunks in all (or
 * LEN_MAX).  WORK = 2^18 work items fill a large GPU (an H200 keeps
 * 132 SMs x 2048 = 270,336 threads resident), so 64 columns of 2^24
 * samples get chunks of 4096: 4096 sequential carry steps per column in
 * pass 2 (ns^2 multiply-adds each) against 4096 samples a thread in
 * passes 1 and 3.  A chunk of at least 16 states keeps the carry's
 * ns^2 work small beside the chunk's len * ns.
 *
 * The carry multiplies the states' error by M^len at every chunk, so the
 * chunks are taken only where that decays: the infinity norm of M^len
 * at most 1/2 (computed on the host in double by repeated squaring; the
 * chunk grows to LEN_MAX while it is not).  Then an error made in a
 * carry shrinks by half a chunk and the carried errors sum to at most
 * twice one of them.  Filters with a pole on or outside the unit circle
 * (marginal, unstable) never pass, nor a NaN in A: they run the
 * sequential recurrence.  So do states of more than
 * GA_FILTER_CHUNK_MAXNS values and columns of at most one chunk.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <complex.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "filter_chunks.h"

#define WORK ((size_t) 1 << 18)
#define LEN_MIN ((size_t) 256)
#define LEN_MAX ((size_t) 1 << 16)

static double complex
coef (const ga_filter_plan *p, const void *a, size_t k)
{
  if (p->single)
    {
      const float *f = (const float *) a;
      return p->cplx ? CMPLX (f[2 * k], f[2 * k + 1]) : f[k];
    }
  const double *d = (const double *) a;
  return p->cplx ? CMPLX (d[2 * k], d[2 * k + 1]) : d[k];
}

/* r = m * m (ns x ns, column-major) */
static void
square (const double complex *m, double complex *r, size_t ns)
{
  for (size_t j = 0; j < ns; j++)
    for (size_t i = 0; i < ns; i++)
      {
        double complex s = 0;
        for (size_t k = 0; k < ns; k++)
          s += m[i + ns * k] * m[k + ns * j];
        r[i + ns * j] = s;
      }
}

/* the infinity norm; NaN stays NaN */
static double
norm_inf (const double complex *m, size_t ns)
{
  double best = 0;
  for (size_t i = 0; i < ns; i++)
    {
      double s = 0;
      for (size_t j = 0; j < ns; j++)
        s += cabs (m[i + ns * j]);
      if (! (s <= best))
        best = s;
    }
  return best;
}

static size_t
chunks_of (size_t n, size_t len)
{
  return (n + len - 1) / len;
}

int
ga_filter_chunks_make (const ga_filter_plan *p, const void *a,
                       ga_filter_chunks *c, ga_error *err)
{
  const size_t ns = p->nab - 1;
  double complex *m = NULL, *t = NULL;
  size_t len = LEN_MIN, k;
  memset (c, 0, sizeof *c);
  c->ns = ns;
  c->ncol = p->pre * p->post;
  c->len = p->n;
  c->nchunk = 1;
  if (ns > GA_FILTER_CHUNK_MAXNS || p->n <= LEN_MIN || c->ncol == 0)
    return 0;
  while (len < 16 * ns)
    len *= 2;
  while (len < LEN_MAX && c->ncol * chunks_of (p->n, len) > WORK)
    len *= 2;
  if (p->n <= len)
    return 0;

  if (p->fir || ns == 0)
    c->ml_zero = 1;           /* len > ns: a FIR chunk forgets its state */
  else
    {
      /* M: s'_r = s_{r+1} - a_{r+1} s_0; M^len by squaring */
      size_t have = 1;
      if (! (m = calloc (ns * ns, sizeof *m))
          || ! (t = calloc (ns * ns, sizeof *t)))
        goto oom;
      for (k = 0; k < ns; k++)
        {
          m[k] = -coef (p, a, k + 1);
          if (k + 1 < ns)
            m[k + ns * (k + 1)] = 1;
        }
      for (;;)
        {
          while (have < len)
            {
              double complex *s;
              square (m, t, ns);
              s = m, m = t, t = s;
              have *= 2;
            }
          if (norm_inf (m, ns) <= 0.5)
            break;
          if (len >= LEN_MAX || p->n <= 2 * len)
            {                   /* no decay: the sequential recurrence */
              free (m);
              free (t);
              return 0;
            }
          len *= 2;
        }
      free (t);
      t = NULL;
      {
        /* kept even where it underflowed to zeros: 0 * NaN carries a NaN
         * on to every later chunk, as the sequential recurrence does */
        const size_t w = p->cplx ? 2 : 1;
        if (! (c->ml = malloc (ns * ns * w * sizeof (double))))
          goto oom;
        for (k = 0; k < ns * ns; k++)
          {
            c->ml[w * k] = creal (m[k]);
            if (p->cplx)
              c->ml[w * k + 1] = cimag (m[k]);
          }
      }
      free (m);
      m = NULL;
    }
  c->len = len;
  c->nchunk = chunks_of (p->n, len);
  return 0;
oom:
  free (m);
  free (t);
  ga_set_error (err, "gpuaxis:out-of-memory", "out of memory");
  return -1;
}

void
ga_filter_chunks_free (ga_filter_chunks *c)
{
  free (c->ml);
  c->ml = NULL;
}

size_t
ga_filter_carry_bytes (const ga_filter_plan *p, const ga_filter_chunks *c)
{
  if (c->nchunk <= 1)
    return 0;
  return c->ns * c->ncol * (c->nchunk - 1) * sizeof (double)
         * (p->cplx ? 2 : 1);
}
