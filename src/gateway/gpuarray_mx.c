/* gpuarray_mx.c: what every __gpu_array__ command file shares (see
 * gpuarray_mx.h): an M row's array, a new array's M row, errors, the
 * MEX lock that is held while arrays exist, and the plain N and DIM the
 * "..._fast" commands take.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <math.h>
#include "gpuarray_mx.h"

static int locked;

/* Locked while the table has entries. */
void
ga_gpuarray_update_lock (void)
{
  const double t0 = ga_trace_t0 ();
  ga_arr_stats s;
  ga_arr_stats_get (&s);
  if (! locked && s.arrays + s.released > 0)
    {
      mexLock ();
      locked = 1;
    }
  else if (locked && s.arrays + s.released == 0)
    {
      mexUnlock ();
      locked = 0;
    }
  ga_trace_add (GA_TR_LOCK, t0);
}

void
ga_gpuarray_join_loc (int *loc, const ga_darray *g)
{
  if (! g)
    return;
  if (*loc >= 0 && g->loc != *loc)
    mexErrMsgIdAndTxt ("gpuaxis:invalid-input", "the gpuArrays are in "
                       "different memories (one on the device, one in "
                       "host memory): gather one of them first");
  *loc = g->loc;
}

void
ga_gpuarray_fail (const ga_error *err)
{
  ga_gpuarray_update_lock ();
  mexErrMsgIdAndTxt (err->id[0] ? err->id : "gpuaxis:internal", "%s", err->msg);
}

/* The id in a metadata row (or a bare id). */
double
ga_gpuarray_id (const mxArray *m)
{
  if (! m || ! mxIsDouble (m) || mxIsComplex (m) || mxIsSparse (m)
      || mxGetNumberOfElements (m) < 1)
    mexErrMsgIdAndTxt ("gpuaxis:invalid-array", "not a gpuArray");
  return mxGetDoubles (m)[0];
}

ga_darray *
ga_gpuarray_find (const mxArray *m)
{
  ga_error err = {0};
  ga_darray *a = ga_arr_find (ga_gpuarray_id (m), &err);
  if (! a)
    ga_gpuarray_fail (&err);
  return a;
}

/* The metadata row of array a. */
mxArray *
ga_gpuarray_meta (const ga_darray *a)
{
  const double t0 = ga_trace_t0 ();
  mxArray *m = mxCreateDoubleMatrix (1, 3 + a->nd, mxREAL);
  double *d = mxGetDoubles (m);
  d[0] = a->id;
  d[1] = ga_arr_class_code (a->elem);
  d[2] = a->pending ? 2 : a->cplx;       /* 2: decided later ("meta") */
  for (size_t i = 0; i < a->nd; i++)
    d[3 + i] = (double) a->dims[i];
  ga_trace_add (GA_TR_META, t0);
  return m;
}

size_t
ga_mx_whole (const mxArray *m, double most)
{
  double d;
  if (! mxIsDouble (m) || mxIsSparse (m) || mxIsComplex (m)
      || mxGetNumberOfElements (m) != 1)
    return 0;
  d = mxGetScalar (m);
  return d >= 1 && d <= most && d == floor (d) ? (size_t) d : 0;
}

size_t
ga_first_axis (const ga_darray *a)
{
  for (size_t k = 0; k < a->nd; k++)
    if (a->dims[k] != 1)
      return k;
  return 0;
}
