/* fft_conv.c: conv2 as a product of 2-D transforms (fft.h's
 * ga_fft_conv2), the same on both engines.  Passes, real operands: A
 * padded (one window pass), its R2C into the half spectrum; the kernel
 * the same (small reads, one write of the padded size); the product and
 * 1 / (p q) in one pass over the half spectrum (which also tells whether
 * an operand held an Inf or a NaN: an FFT carries one to every output);
 * the C2R; the kept window copied out (one pass).  Complex operands: the
 * same with C2C in place on the padded arrays.  No full complex spectrum
 * is made and nothing is copied for the C2R (its input is a scratch).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <string.h>
#include "fft.h"

/* A 2-D plan over a p x q array whose columns are irow and orow elements
 * apart in the input and the output (the half spectrum's: p / 2 + 1). */
static void
plan2 (ga_fft_plan *pl, ga_fft_kind kind, int single, int inverse,
       size_t p, size_t q, size_t irow, size_t orow)
{
  memset (pl, 0, sizeof *pl);
  pl->kind = kind;
  pl->single = single;
  pl->inverse = inverse;
  pl->rank = 2;
  pl->dims[0].n = p;
  pl->dims[0].is = pl->dims[0].os = 1;
  pl->dims[1].n = q;
  pl->dims[1].is = irow;
  pl->dims[1].os = orow;
}

int
ga_fft_conv2 (const ga_fft_backend *be, const ga_conv2_plan *cp,
              const size_t pq[2], const void *a, const void *b, void *out,
              int *nonfinite, ga_error *err)
{
  const size_t p = pq[0], q = pq[1];
  const size_t rs = cp->single ? 4 : 8, cs = 2 * rs;
  const size_t h = cp->cplx ? p : p / 2 + 1;        /* spectrum rows */
  void *fa = NULL, *fb = NULL, *pad = NULL;
  ga_fft_plan fw, bw;
  int rc;
  *nonfinite = 0;
  if (cp->cplx)
    {
      plan2 (&fw, GA_FFT_C2C, cp->single, 0, p, q, p, p);
      plan2 (&bw, GA_FFT_C2C, cp->single, 1, p, q, p, p);
    }
  else
    {
      plan2 (&fw, GA_FFT_R2C, cp->single, 0, p, q, p, h);
      plan2 (&bw, GA_FFT_C2R, cp->single, 0, p, q, h, p);
    }
  if ((rc = be->alloc (h * q * cs, &fa, err)) != 0
      || (rc = be->alloc (h * q * cs, &fb, err)) != 0
      || (! cp->cplx && (rc = be->alloc (p * q * rs, &pad, err)) != 0))
    goto done;
  if (cp->cplx)
    {                                /* padded in place, transformed there */
      if ((rc = be->window2 (cs, cp->ma, cp->na, a, 0, 0, p, q, fa, err)) != 0
          || (rc = be->exec (&fw, fa, fa, err)) != 0
          || (rc = be->window2 (cs, cp->mb, cp->nb, b, 0, 0, p, q, fb, err)) != 0
          || (rc = be->exec (&fw, fb, fb, err)) != 0)
        goto done;
    }
  else if ((rc = be->window2 (rs, cp->ma, cp->na, a, 0, 0, p, q, pad, err)) != 0
           || (rc = be->exec (&fw, pad, fa, err)) != 0
           || (rc = be->window2 (rs, cp->mb, cp->nb, b, 0, 0, p, q, pad, err)) != 0
           || (rc = be->exec (&fw, pad, fb, err)) != 0)
    goto done;
  if ((rc = be->cmul (cp->single, h * q, 1.0 / ((double) p * (double) q),
                      fa, fb, nonfinite, err)) != 0
      || *nonfinite)
    goto done;
  if (cp->cplx)
    {
      if ((rc = be->exec (&bw, fa, fa, err)) == 0)
        rc = be->window2 (cs, p, q, fa, cp->ro, cp->co, cp->mo, cp->no, out, err);
    }
  else if ((rc = be->exec (&bw, fa, pad, err)) == 0)   /* fa overwritten */
    rc = be->window2 (rs, p, q, pad, cp->ro, cp->co, cp->mo, cp->no, out, err);
done:
  if (fa)
    be->release (fa);
  if (fb)
    be->release (fb);
  if (pad)
    be->release (pad);
  return rc;
}
