/* select_plan.c: the plans of the selection engine (select.h): which
 * ranks of the nonzeros find returns, and histc's view of an array as
 * [pre, n, post] along its dimension.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include "select.h"

/* find (X, N): the first N; find (X, N, "last"): the last N, in index
 * order either way; N past the count (or Inf, n_to_find < 0) is all. */
ga_find_range
ga_find_range_make (size_t count, double n_to_find, int last)
{
  ga_find_range r;
  r.take = count;
  if (n_to_find >= 0 && n_to_find < (double) count)
    r.take = (size_t) n_to_find;
  r.skip = last ? count - r.take : 0;
  return r;
}

void
ga_histc_plan_make (ga_histc_plan *p, ga_elem e, int fsingle, size_t nd,
                    const size_t *dims, size_t dim0, size_t nedges)
{
  p->elem = e;
  p->fsingle = fsingle;
  p->pre = p->post = 1;
  p->n = dim0 < nd ? dims[dim0] : 1;
  for (size_t k = 0; k < nd; k++)
    {
      if (k < dim0)
        p->pre *= dims[k];
      else if (k > dim0)
        p->post *= dims[k];
    }
  p->nedges = nedges;
}
