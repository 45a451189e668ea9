/* scan_plan.c: the plan of a scan (scan.h): the axis as [pre, n, post],
 * and which classes each operation takes.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include "scan.h"

const char *
ga_scan_op_name (ga_scan_op op)
{
  static const char *nm[GA_NSCAN] = {"cumsum", "cumprod", "cummax", "cummin"};
  return (op >= 0 && op < GA_NSCAN) ? nm[op] : "?";
}

static int
takes (ga_scan_op op, ga_elem e, int cplx)
{
  const int fl = e == GA_DOUBLE || e == GA_SINGLE;
  switch (op)
    {
    case GA_SCAN_SUM:
      return fl || (! cplx && e >= GA_INT8 && e <= GA_UINT64);
    case GA_SCAN_PROD:
      return fl;
    case GA_SCAN_MAX:
    case GA_SCAN_MIN:
      return fl || (! cplx && e >= GA_INT8 && e <= GA_LOGICAL);
    default:
      return 0;
    }
}

int
ga_scan_plan_make (ga_scan_plan *p, ga_scan_op op, ga_elem elem, int cplx,
                   size_t nd, const size_t *dims, size_t dim, int want_index,
                   ga_error *err)
{
  if (! takes (op, elem, cplx))
    {
      ga_set_error (err, "gpuaxis:invalid-input", "%s: wrong type argument "
                    "'%s%s'", ga_scan_op_name (op), cplx ? "complex " : "",
                    ga_elem_name (elem));
      return -1;
    }
  p->op = op;
  p->elem = elem;
  p->cplx = cplx;
  p->want_index = want_index && (op == GA_SCAN_MAX || op == GA_SCAN_MIN);
  p->axis.pre = p->axis.n = p->axis.post = 1;
  for (size_t k = 0; k < nd; k++)
    {
      if (k < dim)
        p->axis.pre *= dims[k];
      else if (k == dim)
        p->axis.n = dims[k];
      else
        p->axis.post *= dims[k];
    }
  return 0;
}

size_t
ga_scan_numel (const ga_scan_plan *p)
{
  return p->axis.pre * p->axis.n * p->axis.post;
}

size_t
ga_scan_width (const ga_scan_plan *p)
{
  return ga_elem_size (p->elem) * (p->cplx ? 2 : 1);
}
