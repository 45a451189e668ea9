/* gateway_select.c: the selection commands of __gpu_array__, for the
 * methods find, nnz, histc and accumarray of gpuArray (inst/@gpuArray),
 * which read the arguments as Octave's functions do (their errors,
 * orientation and classes) and hand over:
 *
 *   "sel_find", M, N, LAST      the 1-based positions (double column) of
 *        A's nonzeros: all (N < 0), the first N, or with LAST the last N
 *   "sel_nnz", M                how many nonzeros A has (a double)
 *   "sel_histc", M, EDGES, DIM, WANTIDX   [N, IDX]: A's counts along DIM
 *        (1-based) in the bins of EDGES (sorted; a host double vector,
 *        or single when the comparison is in single precision) and, with
 *        WANTIDX, each element's bin (doubles, A's shape)
 *   "sel_accum", SUBS, V, NOUT, OP, INIT, FILL   a column of NOUT:
 *        accumarray's OP ("sum", "max", "min") of the values V (a
 *        gpuArray's M: the result's class and place) at the 1-based
 *        subscripts SUBS (a host double vector, checked by the method);
 *        INIT starts each accumulator, FILL is what no subscript names
 *
 * The work is select.h's engine where A (or V) is.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "gateway.h"
#include "values.h"
#include "arrays.h"
#include "gpuarray_mx.h"
#include "select.h"
#include "gateway_select.h"

static const mxArray *
arg (int nrhs, const mxArray *prhs[], int k)
{
  if (k >= nrhs)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: arguments");
  return prhs[k];
}

static double
num (const mxArray *m)
{
  if (! m || ! (mxIsDouble (m) || mxIsLogical (m)) || mxIsComplex (m)
      || mxGetNumberOfElements (m) != 1)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: a number expected");
  return mxGetScalar (m);
}

static const ga_sel_backend *
backend_of (const ga_darray *a)
{
  const ga_sel_backend *be = a->loc == GA_LOC_DEVICE ? ga_sel_cuda () : ga_sel_cpu ();
  if (! be)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: no engine for "
                       "device arrays in this build");
  return be;
}

/* A new array where `where` is, or an error. */
static ga_darray *
make (const ga_darray *where, ga_elem e, int cplx, size_t nd, const size_t *dims)
{
  ga_darray *r = NULL;
  ga_error err = {0};
  if (ga_arr_create (where->loc, e, cplx, nd, dims, &r, &err) != 0)
    ga_gpuarray_fail (&err);
  return r;
}

static void
fail_with (ga_darray **made, int nmade, ga_error *err)
{
  for (int k = 0; k < nmade; k++)
    if (made[k])
      ga_arr_release (made[k]->id);
  ga_gpuarray_fail (err);
}

static void
cmd_find (mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  ga_darray *a = ga_gpuarray_find (arg (nrhs, prhs, 1)), *r;
  const double n_to_find = num (arg (nrhs, prhs, 2));
  const int last = num (arg (nrhs, prhs, 3)) != 0;
  const ga_sel_backend *be = backend_of (a);
  ga_error err = {0};
  size_t count = 0, dims[2];
  ga_find_range range;
  if (a->numel > 0
      && ga_arr_dev_rc (be->count (a->elem, a->cplx, a->data, a->numel,
                                   &count, &err)) != 0)
    ga_gpuarray_fail (&err);
  range = ga_find_range_make (count, n_to_find, last);
  dims[0] = range.take;
  dims[1] = 1;
  r = make (a, GA_DOUBLE, 0, 2, dims);
  if (range.take > 0
      && ga_arr_dev_rc (be->positions (a->elem, a->cplx, a->data, a->numel,
                                       count, range, (double *) r->data, &err)) != 0)
    fail_with (&r, 1, &err);
  plhs[0] = ga_gpuarray_meta (r);
}

static void
cmd_nnz (mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  ga_darray *a = ga_gpuarray_find (arg (nrhs, prhs, 1));
  ga_error err = {0};
  size_t count = 0;
  if (a->numel > 0
      && ga_arr_dev_rc (backend_of (a)->count (a->elem, a->cplx, a->data,
                                               a->numel, &count, &err)) != 0)
    ga_gpuarray_fail (&err);
  plhs[0] = mxCreateDoubleScalar ((double) count);
}

/* A host vector's elements copied into the engine's memory (bytes of
 * them); *p freed by the caller with be->release. */
static int
stage (const ga_sel_backend *be, const void *src, size_t bytes, void **p,
       ga_error *err)
{
  *p = NULL;
  if (be->alloc (bytes ? bytes : 1, p, err) != 0)
    return -1;
  if (bytes && be->put (*p, src, bytes, err) != 0)
    {
      be->release (*p);
      *p = NULL;
      return -1;
    }
  return 0;
}

static void
cmd_histc (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  ga_darray *a = ga_gpuarray_find (arg (nrhs, prhs, 1)), *made[2] = {NULL, NULL};
  const mxArray *E = arg (nrhs, prhs, 2);
  const double dim = num (arg (nrhs, prhs, 3));
  const int want_idx = num (arg (nrhs, prhs, 4)) != 0;
  const ga_sel_backend *be = backend_of (a);
  ga_error err = {0};
  ga_histc_plan p;
  size_t *dims, nd;
  void *edges = NULL;
  int rc;
  if (a->cplx || ! (mxIsDouble (E) || mxIsSingle (E)) || mxIsComplex (E)
      || mxGetNumberOfElements (E) == 0 || ! (dim >= 1) || dim != floor (dim)
      || dim > (double) a->nd)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: histc arguments");
  ga_histc_plan_make (&p, a->elem, mxIsSingle (E), a->nd, a->dims,
                      (size_t) dim - 1, mxGetNumberOfElements (E));
  nd = a->nd;
  dims = (size_t *) mxMalloc (nd * sizeof *dims);
  memcpy (dims, a->dims, nd * sizeof *dims);
  dims[(size_t) dim - 1] = p.nedges;
  made[0] = make (a, GA_DOUBLE, 0, nd, dims);
  mxFree (dims);
  rc = 0;
  if (want_idx)
    rc = ga_arr_create (a->loc, GA_DOUBLE, 0, a->nd, a->dims, &made[1], &err);
  if (rc == 0)
    rc = stage (be, mxGetData (E), p.nedges * (p.fsingle ? 4 : 8), &edges, &err);
  if (rc == 0)
    rc = ga_arr_dev_rc (be->histc (&p, a->data, edges, (double *) made[0]->data,
                                   want_idx ? (double *) made[1]->data : NULL,
                                   &err));
  if (edges)
    be->release (edges);
  if (rc != 0)
    fail_with (made, 2, &err);
  plhs[0] = ga_gpuarray_meta (made[0]);
  if (want_idx && nlhs > 1)
    plhs[1] = ga_gpuarray_meta (made[1]);
  else if (made[1])
    ga_arr_release (made[1]->id);
}

static void
cmd_accum (mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const mxArray *S = arg (nrhs, prhs, 1);
  ga_darray *v = ga_gpuarray_find (arg (nrhs, prhs, 2)), *r;
  const double nout = num (arg (nrhs, prhs, 3));
  const mxArray *O = arg (nrhs, prhs, 4);
  const ga_sel_backend *be = backend_of (v);
  ga_error err = {0};
  ga_accum_plan p;
  size_t dims[2];
  int64_t *hs;
  void *subs = NULL;
  int rc;
  memset (&p, 0, sizeof p);
  if (! mxIsDouble (S) || mxIsComplex (S) || ! (nout >= 0) || nout > 9.0e15)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: accum arguments");
  p.op = ga_is_word (O, "sum") ? GA_ACC_SUM : ga_is_word (O, "max") ? GA_ACC_MAX
         : ga_is_word (O, "min") ? GA_ACC_MIN : (ga_acc_op) -1;
  if ((int) p.op < 0 || (p.op != GA_ACC_SUM && v->cplx)
      || (p.op == GA_ACC_SUM && v->elem != GA_DOUBLE && v->elem != GA_SINGLE))
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: accum of a %s",
                       ga_elem_name (v->elem));
  p.elem = v->elem;
  p.cplx = v->cplx;
  p.m = mxGetNumberOfElements (S);
  p.nvals = v->numel;
  p.nout = (size_t) nout;
  p.init = num (arg (nrhs, prhs, 5));
  p.fill = num (arg (nrhs, prhs, 6));
  if (p.nvals != 1 && p.nvals != p.m)
    mexErrMsgIdAndTxt ("gpuaxis:invalid-input", "accumarray: dimension mismatch");
  hs = (int64_t *) mxMalloc ((p.m ? p.m : 1) * sizeof *hs);
  for (size_t i = 0; i < p.m; i++)
    {
      const double s = mxGetDoubles (S)[i];
      if (! (s >= 1) || s != floor (s))
        mexErrMsgIdAndTxt ("gpuaxis:invalid-index", "accumarray: indices "
                           "must be positive integers");
      if (s > nout)
        mexErrMsgIdAndTxt ("gpuaxis:invalid-index", "accumarray: index out "
                           "of range");
      hs[i] = (int64_t) s - 1;
    }
  dims[0] = p.nout;
  dims[1] = 1;
  r = make (v, v->elem, v->cplx, 2, dims);
  rc = stage (be, hs, p.m * sizeof *hs, &subs, &err);
  mxFree (hs);
  if (rc == 0)
    rc = ga_arr_dev_rc (be->accum (&p, (const int64_t *) subs, v->data,
                                   r->data, &err));
  if (subs)
    be->release (subs);
  if (rc != 0)
    fail_with (&r, 1, &err);
  plhs[0] = ga_gpuarray_meta (r);
}

int
ga_select_command (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const mxArray *c = prhs[0];
  if (ga_is_word (c, "sel_find"))
    cmd_find (plhs, nrhs, prhs);
  else if (ga_is_word (c, "sel_nnz"))
    cmd_nnz (plhs, nrhs, prhs);
  else if (ga_is_word (c, "sel_histc"))
    cmd_histc (nlhs, plhs, nrhs, prhs);
  else if (ga_is_word (c, "sel_accum"))
    cmd_accum (plhs, nrhs, prhs);
  else
    return 0;
  return 1;
}
