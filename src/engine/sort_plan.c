/* sort_plan.c: a sort or mode request as the same steps on either engine
 * (sort.h): the keys of the first pass (a complex value's arg), a stable
 * sort, the keys of the second pass (its abs, read through the first
 * permutation) and a stable sort again, then the values and index, or the
 * runs of mode.  Real values need one pass.  A selection makes the keys
 * of strided slices a slice after another first (contiguous slices are
 * read where they are) and narrows them to the ranks it is asked for.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <string.h>
#include "sort.h"

int
ga_sort_key_width (const ga_sort_plan *p)
{
  switch (p->elem)
    {
    case GA_DOUBLE: case GA_INT64: case GA_UINT64: return 8;
    case GA_SINGLE: case GA_INT32: case GA_UINT32: return 4;
    case GA_INT16: case GA_UINT16: return 2;
    default: return 1;
    }
}

/* The permutation of the sorted slices, in *perm, and (skeys not NULL;
 * real values) their sorted keys in *skeys: the engine's memory, the
 * caller releases them. */
static int
sort_perm (const ga_sort_backend *be, const ga_sort_plan *p, const void *in,
           uint32_t **perm, void **skeys, ga_error *err)
{
  const size_t total = p->pre * p->n * p->post;
  const int width = ga_sort_key_width (p);
  void *keys[2] = {NULL, NULL};
  uint32_t *pm[2] = {NULL, NULL};
  int which = 0, kwhich = 0, rc = -1;
  *perm = NULL;
  if (skeys)
    *skeys = NULL;
  if (p->n > GA_SORT_MAXN)
    {
      ga_set_error (err, "gpuaxis:out-of-memory", "sort: a dimension of "
                    "more than %u elements", GA_SORT_MAXN);
      return -1;
    }
  if ((rc = be->alloc (total * width, &keys[0], err)) != 0
      || (rc = be->alloc (total * width, &keys[1], err)) != 0
      || (rc = be->alloc (total * sizeof (uint32_t), (void **) &pm[0], err)) != 0
      || (rc = be->alloc (total * sizeof (uint32_t), (void **) &pm[1], err)) != 0)
    goto done;
  if (p->cplx)
    {
      /* arg first, then abs through the first pass's permutation */
      if ((rc = be->keys (p, GA_SORT_KEY_ARG, width, in, NULL, keys[0], pm[0], err)) != 0
          || (rc = be->sort (p, width, keys, pm, 1, &which, &kwhich, err)) != 0)
        goto done;
      if (which == 1)
        {
          uint32_t *t = pm[0];
          pm[0] = pm[1];
          pm[1] = t;
        }
      if ((rc = be->keys (p, GA_SORT_KEY_ABS, width, in, pm[0], keys[0], NULL, err)) != 0
          || (rc = be->sort (p, width, keys, pm, 0, &which, &kwhich, err)) != 0)
        goto done;
    }
  else if ((rc = be->keys (p, GA_SORT_KEY_VALUE, width, in, NULL, keys[0], pm[0], err)) != 0
           || (rc = be->sort (p, width, keys, pm, 1, &which, &kwhich, err)) != 0)
    goto done;
  else if (skeys)
    {
      *skeys = keys[kwhich];
      keys[kwhich] = NULL;
    }
  *perm = pm[which];
  pm[which] = NULL;
done:
  be->release (keys[0]);
  be->release (keys[1]);
  be->release (pm[0]);
  be->release (pm[1]);
  return rc;
}

int
ga_sort_run (const ga_sort_backend *be, const ga_sort_plan *p, const void *in,
             void *out, double *index, ga_error *err)
{
  uint32_t *perm;
  void *keys;
  int rc;
  if (p->pre * p->n * p->post == 0 || (! out && ! index))
    return 0;
  if ((rc = sort_perm (be, p, in, &perm, &keys, err)) != 0)
    return rc;
  rc = be->finish (p, in, perm, keys, ga_sort_key_width (p), out, index, err);
  be->release (perm);
  be->release (keys);
  return rc;
}

int
ga_sort_mode (const ga_sort_backend *be, const ga_sort_plan *p,
              const void *in, void *m, double *f, ga_error *err)
{
  ga_sort_plan asc = *p;
  uint32_t *perm;
  int rc;
  asc.descend = 0;
  if (p->pre * p->n * p->post == 0)
    return 0;
  if ((rc = sort_perm (be, &asc, in, &perm, NULL, err)) != 0)
    return rc;
  rc = be->mode (&asc, in, perm, m, f, err);
  be->release (perm);
  return rc;
}

int
ga_sort_nth (const ga_sort_backend *be, const ga_sort_plan *p, const void *in,
             size_t r, void *lo, void *hi, void *top, ga_error *err)
{
  ga_sort_plan asc = *p;
  const int width = ga_sort_key_width (p);
  void *keys = NULL;
  int rc;
  asc.descend = 0;
  if (p->cplx || p->n * (size_t) width > GA_SORT_NTH_MAX_BYTES
      || r >= p->n || (hi && r + 1 >= p->n))
    return 1;
  if (p->pre * p->n * p->post == 0)
    return 0;
  if (p->pre == 1)
    return be->nth (&asc, width, in, NULL, r, lo, hi, top, err);
  if ((rc = be->alloc (p->pre * p->n * p->post * width, &keys, err)) != 0)
    return rc;
  if ((rc = be->keys (&asc, GA_SORT_KEY_VALUE, width, in, NULL, keys, NULL, err)) == 0)
    rc = be->nth (&asc, width, in, keys, r, lo, hi, top, err);
  be->release (keys);
  return rc;
}
