/* devsq_plan.c: the plan of a sum of squared deviations (devsq.h): the
 * axis as [pre, n, post] and how n is cut into runs.
 *
 * The runs: the device wants about LANES independent lanes (a warp 32 of
 * them on a slice's run along dim 1, a thread one elsewhere) to keep
 * enough loads in flight; when the slices alone give fewer, each slice's
 * n is cut into runs, none shorter than MIN_RUN elements (a run is a
 * lane's loop: shorter ones spend more on partial sums than on reading).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include "devsq.h"
#include "scan.h"

#define LANES ((size_t) 1 << 18)
#define MIN_RUN 256

int
ga_devsq_plan_make (ga_devsq_plan *p, ga_elem elem, int cplx, size_t nd,
                    const size_t *dims, size_t dim, ga_error *err)
{
  size_t lanes, chunks;
  if (elem != GA_DOUBLE && elem != GA_SINGLE)
    {
      ga_set_error (err, "gpuaxis:invalid-input", "var: wrong type argument "
                    "'%s%s'", cplx ? "complex " : "", ga_elem_name (elem));
      return -1;
    }
  p->elem = elem;
  p->cplx = cplx;
  p->root = 0;
  p->axis = ga_scan_axis (nd, dims, dim);
  p->rows = p->axis.pre == 1 && p->axis.n >= GA_DEVSQ_ROWS_MIN_N;
  lanes = p->axis.pre * p->axis.post * (p->rows ? 32 : 1);
  chunks = lanes >= LANES ? 1 : (LANES + lanes - 1) / lanes;
  if (chunks > p->axis.n / MIN_RUN)
    chunks = p->axis.n / MIN_RUN;
  if (chunks < 1)
    chunks = 1;
  p->chunk_len = (p->axis.n + chunks - 1) / chunks;
  p->chunks = p->axis.n ? (p->axis.n + p->chunk_len - 1) / p->chunk_len : 1;
  return 0;
}
