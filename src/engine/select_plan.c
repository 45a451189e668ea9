/* select_plan.c: the plans of the selection engine (select.h): which
 * ranks of the nonzeros find returns, the chunk walk of a partial find
 * (host code the CUDA engine runs, tested on the CPU by
 * tests/test_select.c), and histc's view of an array as [pre, n, post]
 * along its dimension.
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

int
ga_find_by_chunks (size_t n, size_t count, ga_find_range r, size_t clen,
                   const ga_find_chunker *ch, ga_error *err)
{
  const size_t lo = r.skip, hi = r.skip + r.take;
  const int backward = r.skip > 0 && hi == count;
  size_t c, a, b;
  int rc = 0;
  if (r.take == 0 || clen == 0)
    return 0;
  if (! backward)
    {
      size_t rank = 0;                      /* the chunk's first rank */
      for (size_t start = 0; rc == 0 && start < n && rank < hi; start += clen)
        {
          const size_t len = n - start < clen ? n - start : clen;
          if ((rc = ch->select (ch->ctx, start, len, &c, err)) != 0)
            break;
          a = rank > lo ? rank : lo;
          b = rank + c < hi ? rank + c : hi;
          if (a < b)
            rc = ch->copy (ch->ctx, a - lo, a - rank, b - a, err);
          rank += c;
        }
    }
  else
    {
      size_t end = count, stop = n;         /* one past the chunk's ranks */
      while (rc == 0 && stop > 0 && end > lo)
        {
          const size_t start = stop > clen ? stop - clen : 0;
          if ((rc = ch->select (ch->ctx, start, stop - start, &c, err)) != 0)
            break;
          a = end - c > lo ? end - c : lo;
          b = end < hi ? end : hi;
          if (a < b)
            rc = ch->copy (ch->ctx, a - lo, a - (end - c), b - a, err);
          end -= c;
          stop = start;
        }
    }
  return rc;
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
