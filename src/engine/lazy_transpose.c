/* lazy_transpose.c: G.' and G' of a 2-D gpuArray as an entry that shares
 * G's data with a flag (lazy_transpose.h).  A product reads the flag and
 * hands cuBLAS (or the host BLAS) an op flag on G's own data: X' * X of a
 * 200000x64 single is then one GEMM, not a transpose copy and a GEMM.
 * Every other use materialises it first (ga_arr_find), with the gather
 * the eager transpose ran (ix_transpose_.m's descriptor), so results are
 * the same bit for bit.  gpuArray data is never written once made, so the
 * sharing is safe; the data lives while either entry does.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdlib.h>
#include <string.h>
#include "lazy_transpose.h"
#include "device_array.h"
#include "index_backend.h"

int
ga_lt_make (ga_darray *a, int conj, ga_darray **out, ga_error *err)
{
  const size_t dims[2] = {a->dims[1], a->dims[0]};
  ga_arr_set_lazy_resolver (ga_lt_resolve);   /* before the first lazy entry */
  if (ga_arr_alias (a, 2, dims, out, err) != 0)
    return -1;
  if ((conj && a->cplx) || (a->dims[0] > 1 && a->dims[1] > 1))
    (*out)->lazy_t = conj && a->cplx ? 'C' : 'T';
  return 0;
}

int
ga_lt_resolve (ga_darray *a, ga_error *err)
{
  const ga_ix_backend *be = a->loc == GA_LOC_DEVICE ? ga_ix_cuda () : ga_ix_cpu ();
  const size_t r = a->dims[0], c = a->dims[1];   /* the transpose's size */
  const size_t width = ga_elem_size (a->elem) * (a->cplx ? 2 : 1);
  ga_ix_desc d;
  void *data = NULL;
  int rc;
  if (! a->lazy_t)
    return 0;
  if (a->numel == 0)
    {
      a->lazy_t = 0;
      return 0;
    }
  if (! be)
    {
      ga_set_error (err, "gpuaxis:internal", "no engine for a transpose");
      return -1;
    }
  if (ga_arr_room (a->loc, (double) a->bytes, err) != 0)
    return -1;
  if ((rc = be->alloc (a->bytes, &data, err)) != 0)
    return rc;
  memset (&d, 0, sizeof d);        /* element (i, j) from the source's (j, i) */
  d.nd = 2;
  d.n[0] = r;
  d.stride[0] = (int64_t) c;
  d.step[0] = (int64_t) c;
  d.n[1] = c;
  d.stride[1] = 1;
  d.step[1] = 1;
  rc = be->gather (&d, a->data, data, width, a->lazy_t == 'C', err);
  if (rc != 0)
    {
      be->release (data);
      return rc;
    }
  ga_arr_set_data (a, data, a->cplx);
  a->lazy_t = 0;
  return 0;
}
