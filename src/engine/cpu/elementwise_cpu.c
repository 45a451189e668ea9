/* elementwise_cpu.c: the CPU engine of the elementwise operations
 * (elementwise.h), for gpuArrays in host memory: one pass over the result
 * in column-major order, the operands' offsets kept by a counter over the
 * collapsed dimensions (no division per element), each element computed
 * by ga_ew_eval (elementwise_ops.h), the same arithmetic the CUDA
 * kernels use.  Same-class double operands of the arithmetic ops take a
 * plain loop the compiler vectorises.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <string.h>
#include "elementwise_ops.h"

/* Same-shape or scalar double operands, double result: + - .* ./ */
static int
fast_double (const ga_ew_plan *p, void *out)
{
  const double *a, *b;
  double *r = (double *) out;
  size_t sa, sb, n = p->n;
  if (p->dom != GA_DOM_D || p->out != GA_DOUBLE || p->arity != 2 || p->nd != 1
      || p->a.elem != GA_DOUBLE || p->b.elem != GA_DOUBLE
      || p->op > GA_EW_RDIVIDE)
    return 0;
  a = (const double *) ga_ew_base (&p->a);
  b = (const double *) ga_ew_base (&p->b);
  sa = p->a.stride[0];
  sb = p->b.stride[0];
#define LOOP(OPR) for (size_t i = 0; i < n; i++) r[i] = a[i * sa] OPR b[i * sb]; break
  switch (p->op)
    {
    case GA_EW_PLUS: LOOP (+);
    case GA_EW_MINUS: LOOP (-);
    case GA_EW_TIMES: LOOP (*);
    default: LOOP (/);
    }
#undef LOOP
  return 1;
}

void
ga_ew_cpu_run (const ga_ew_plan *p, void *out, unsigned *flags)
{
  size_t idx[GA_EW_MAXD] = {0}, ia = 0, ib = 0;
  const size_t n0 = p->dims[0], sa0 = p->a.stride[0], sb0 = p->b.stride[0];
  unsigned f = 0;
  if (p->n == 0 || fast_double (p, out))
    {
      *flags = 0;
      return;
    }
  for (size_t ir = 0; ir < p->n; ir += n0)
    {
      for (size_t i = 0; i < n0; i++)
        ga_ew_eval (p, ia + i * sa0, ib + i * sb0, out, ir + i, &f);
      /* the next row: carry through the outer dimensions */
      for (int d = 1; d < p->nd; d++)
        {
          ia += p->a.stride[d];
          ib += p->b.stride[d];
          if (++idx[d] < p->dims[d])
            break;
          ia -= p->a.stride[d] * p->dims[d];
          ib -= p->b.stride[d] * p->dims[d];
          idx[d] = 0;
        }
    }
  *flags = f;
}
