/* gateway_scan.c: __gpu_array__ ("scan", M, OP, DIM), ("scan_fast", M,
 * OP [, DIM]) (cumsum's and cumprod's common call) and
 * ("scan_host", A, OP, DIM): the scans of scan.h on a gpuArray
 * (inst/@gpuArray/cumsum.m, cumprod.m, cummax.m, cummin.m) and on a host
 * array (inst/gpu_axis_cumsum.m, gpu_axis_cumprod.m).
 *
 * OP is "cumsum", "cumprod", "cummax" or "cummin"; DIM is 1-based (past
 * the array's dimensions: each element its own slice).  The callers read
 * the arguments as Octave's functions do and hand over data of the class
 * the scan runs in (cumsum's default double already converted, ...); the
 * result has the input's class and size, and cummax / cummin with two
 * outputs give the index too (double).
 *
 * "scan" runs where the gpuArray is: the CUDA engine for device arrays,
 * the CPU engine for host ones.  "scan_host" runs on the backend in
 * effect as gpu_axis_sum does (under "auto" small inputs stay on the
 * CPU): the CPU engine writes into the result itself; the CUDA one takes
 * the input into device memory, scans there and brings the result back.
 * A complex result whose imaginary parts are all 0 comes back real, as
 * Octave narrows what it returns.
 *
 * ("devsq", X, MU, DIM): var's second pass (inst/@gpuArray/var.m), the
 * sum of squared deviations of devsq.h, where X is.  ("moments", X, DIM,
 * DEN): var in one read of X (devsq.h's moments), M2 / DEN, and the mean
 * as a second output.  ("var_fast", X, ROOT, ...): var.m's and std.m's
 * common call, checked here and run as moments (std's root in the same
 * kernel), or [] for their general path.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "gateway.h"
#include "values.h"
#include "arrays.h"
#include "device_array.h"
#include "gpuarray_mx.h"
#include "result_array.h"
#include "gateway_scan.h"
#include "scan.h"
#include "devsq.h"

static const mxArray *
arg (int nrhs, const mxArray *prhs[], int k)
{
  if (k >= nrhs)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: scan arguments");
  return prhs[k];
}

static ga_scan_op
op_arg (const mxArray *m)
{
  for (int op = 0; op < GA_NSCAN; op++)
    if (ga_is_word (m, ga_scan_op_name ((ga_scan_op) op)))
      return (ga_scan_op) op;
  mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: scan OP");
  return GA_NSCAN;
}

/* DIM, 1-based, to 0-based. */
static size_t
dim_arg (const mxArray *m)
{
  double d;
  if (! mxIsDouble (m) || mxIsComplex (m) || mxGetNumberOfElements (m) != 1
      || ! ((d = mxGetScalar (m)) >= 1) || d > 1e15 || d != (double) (size_t) d)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: scan DIM");
  return (size_t) d - 1;
}

/* The scan of a device array when the CUDA engine is missing (a build
 * without it cannot make device arrays, so this is a safety net): on the
 * host, copied there and back. */
static int
run_via_host (const ga_scan_plan *p, const ga_darray *a, ga_darray *r,
              ga_darray *ix, ga_error *err)
{
  void *hin = malloc (a->bytes), *hout = malloc (r->bytes);
  double *hix = ix ? (double *) malloc (ix->bytes) : NULL;
  int rc = -1;
  if (! hin || ! hout || (ix && ! hix))
    ga_set_error (err, "gpuaxis:out-of-memory", "out of memory");
  else if (ga_arr_read (a, hin, err) == 0
           && ga_scan_cpu ()->run (p, hin, hout, hix, err) == 0
           && ga_arr_write (r, hout, err) == 0
           && (! ix || ga_arr_write (ix, hix, err) == 0))
    rc = 0;
  free (hin);
  free (hout);
  free (hix);
  return rc;
}

/* The scan op of a along dim (0-based) into plhs (the index too when
 * nlhs > 1). */
static void
scan_run (ga_darray *a, ga_scan_op op, size_t dim, int nlhs, mxArray *plhs[])
{
  ga_darray *r = NULL, *ix = NULL;
  const ga_scan_backend *be;
  ga_scan_plan p;
  ga_error err = {0};
  int rc = 0;
  if (ga_scan_plan_make (&p, op, a->elem, a->cplx, a->nd, a->dims, dim,
                         nlhs > 1, &err) != 0)
    ga_gpuarray_fail (&err);
  if (ga_arr_create (a->loc, a->elem, a->cplx, a->nd, a->dims, &r, &err) != 0
      || (p.want_index && ga_arr_create (a->loc, GA_DOUBLE, 0, a->nd, a->dims,
                                         &ix, &err) != 0))
    {
      if (r)
        ga_arr_release (r->id);
      ga_gpuarray_fail (&err);
    }
  if (a->numel == 0)
    rc = 0;
  else if (a->loc != GA_LOC_DEVICE)
    rc = ga_scan_cpu ()->run (&p, a->data, r->data, ix ? ix->data : NULL, &err);
  else if ((be = ga_scan_cuda ()) != NULL)
    rc = ga_arr_dev_rc (be->run (&p, a->data, r->data, ix ? ix->data : NULL,
                                 &err));
  else
    rc = run_via_host (&p, a, r, ix, &err);
  if (rc != 0)
    {
      ga_arr_release (r->id);
      if (ix)
        ga_arr_release (ix->id);
      ga_gpuarray_fail (&err);
    }
  plhs[0] = ga_gpuarray_meta (r);
  if (ix)
    plhs[1] = ga_gpuarray_meta (ix);
}

static void
cmd_scan (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  ga_darray *a = ga_gpuarray_find (arg (nrhs, prhs, 1));
  const ga_scan_op op = op_arg (arg (nrhs, prhs, 2));
  scan_run (a, op, dim_arg (arg (nrhs, prhs, 3)), nlhs, plhs);
}

/* ("scan_fast", M, OP [, DIM]): cumsum (G) or cumsum (G, DIM) (cumprod
 * likewise) checked here: G double or single, DIM absent or a positive
 * whole double at most ndims (G) (default: the first dimension whose
 * length is not 1); the same on every Octave.  [] for anything else
 * (the method's general path).  cumsum (G, 2) of a 64x64 double on a
 * 2-core machine: 107 us a call through cumsum.m's checks, 19 this way. */
static void
cmd_scan_fast (mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  ga_darray *a = ga_gpuarray_find (arg (nrhs, prhs, 1));
  const ga_scan_op op = op_arg (arg (nrhs, prhs, 2));
  size_t dim = nrhs == 4 ? ga_mx_whole (prhs[3], (double) a->nd) : 1;
  const int fast = (a->elem == GA_DOUBLE || a->elem == GA_SINGLE) && nrhs <= 4
                   && dim > 0;
  dim = nrhs == 4 ? dim - 1 : ga_first_axis (a);
  if (! fast)
    plhs[0] = mxCreateDoubleMatrix (0, 0, mxREAL);
  else
    scan_run (a, op, dim, 1, plhs);
}

/* ------------------------------------------------------ host arrays */

/* The scan of a host array in device memory: in up, scanned, out back
 * into out (host memory). */
static int
run_on_device (const ga_scan_plan *p, const void *in, void *out,
               size_t nd, const size_t *dims, ga_error *err)
{
  ga_darray *din = NULL, *dout = NULL;
  int rc = -1;
  if (ga_arr_create (GA_LOC_DEVICE, p->elem, p->cplx, nd, dims, &din, err) == 0
      && ga_arr_create (GA_LOC_DEVICE, p->elem, p->cplx, nd, dims, &dout, err) == 0
      && ga_arr_write (din, in, err) == 0
      && ga_arr_dev_rc (ga_scan_cuda ()->run (p, din->data, dout->data, NULL,
                                              err)) == 0
      && ga_arr_read (dout, out, err) == 0)
    rc = 0;
  if (din)
    ga_arr_release (din->id);
  if (dout)
    ga_arr_release (dout->id);
  return rc;
}

static void
cmd_scan_host (mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const mxArray *A = arg (nrhs, prhs, 1);
  const ga_scan_op op = op_arg (arg (nrhs, prhs, 2));
  const size_t dim = dim_arg (arg (nrhs, prhs, 3));
  const size_t nd = mxGetNumberOfDimensions (A);
  const mwSize *mdims = mxGetDimensions (A);
  const ga_elem e = ga_elem_of_class (mxGetClassID (A));
  size_t dims[64], numel, bytes;
  ga_scan_plan p;
  ga_input in;
  ga_error err = {0};
  void *out;
  mxArray *R;
  int rc;
  if (e == GA_NELEM || mxIsSparse (A) || nd > 64)
    mexErrMsgIdAndTxt ("gpuaxis:invalid-input", "%s: wrong type argument",
                       ga_scan_op_name (op));
  for (size_t k = 0; k < nd; k++)
    dims[k] = (size_t) mdims[k];
  if (ga_scan_plan_make (&p, op, e, mxIsComplex (A), nd, dims, dim, 0, &err) != 0)
    mexErrMsgIdAndTxt (err.id, "%s", err.msg);
  numel = ga_scan_numel (&p);
  bytes = numel * ga_scan_width (&p);
  if (p.cplx)
    {
      R = NULL;
      out = mxMalloc (bytes + 16);
    }
  else
    {
      R = ga_result_array ((mwSize) nd, mdims, mxGetClassID (A),
                           ga_class_name (e), ga_elem_size (e), 0);
      if (! R)
        mexErrMsgIdAndTxt ("gpuaxis:out-of-memory", "out of memory or "
                           "dimension too large for Octave's index type");
      out = mxGetData (R);
    }
  ga_read_input (A, &in, ga_scan_op_name (op));
  if (numel == 0)
    rc = 0;
  else if (ga_backend_effective () == GA_BE_CUDA && ! ga_auto_on_cpu (bytes)
           && ga_scan_cuda () != NULL)
    {
      ga_backend_note_used (GA_BE_CUDA);
      rc = run_on_device (&p, in.data, out, nd, dims, &err);
      ga_gpuarray_update_lock ();
    }
  else
    {
      ga_backend_note_used (GA_BE_CPU);
      rc = ga_scan_cpu ()->run (&p, in.data, out, NULL, &err);
    }
  if (in.made)
    mxDestroyArray (in.made);
  if (rc != 0)
    {
      if (R)
        mxDestroyArray (R);
      else
        mxFree (out);
      mexErrMsgIdAndTxt (err.id[0] ? err.id : "gpuaxis:internal", "%s", err.msg);
    }
  if (p.cplx && ga_imag_all_zero (e, out, numel))
    {                                   /* narrowed, as Octave does */
      const size_t esz = ga_elem_size (e);
      R = ga_result_array ((mwSize) nd, mdims, mxGetClassID (A),
                           ga_class_name (e), esz, 0);
      if (! R)
        {
          mxFree (out);
          mexErrMsgIdAndTxt ("gpuaxis:out-of-memory", "out of memory");
        }
      for (size_t i = 0; i < numel; i++)
        memcpy ((char *) mxGetData (R) + i * esz, (char *) out + 2 * i * esz, esz);
      mxFree (out);
    }
  else if (p.cplx)
    {
      /* Octave 7.3's mxCreateNumericArray (..., mxCOMPLEX) under -R2018a
       * allocates only the real half: the pairs go over in our block. */
      R = mxCreateNumericMatrix (0, 0, mxGetClassID (A), mxCOMPLEX);
      mxFree (mxGetData (R));
      if (e == GA_SINGLE)
        mxSetComplexSingles (R, (mxComplexSingle *) out);
      else
        mxSetComplexDoubles (R, (mxComplexDouble *) out);
      mxSetDimensions (R, mdims, nd);
    }
  plhs[0] = R;
}

/* ------------------------------------------- var's second pass */

/* ("devsq", X, MU, DIM): the sum over DIM of |X - MU|^2 (devsq.h), MU
 * the mean of X along DIM (its result array: X's dims, DIM 1), both
 * gpuArrays of one place, class (double or single) and complexity; the
 * result is real, of X's class, MU's dims. */
static void
cmd_devsq (mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  ga_darray *x = ga_gpuarray_find (arg (nrhs, prhs, 1));
  ga_darray *mu = ga_gpuarray_find (arg (nrhs, prhs, 2)), *r = NULL;
  const size_t dim = dim_arg (arg (nrhs, prhs, 3));
  const ga_devsq_backend *be;
  ga_devsq_plan p;
  ga_error err = {0};
  size_t dims[64];
  int rc = 0;
  if (x->nd > 64 || mu->loc != x->loc || mu->elem != x->elem
      || mu->cplx != x->cplx)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: devsq operands");
  if (ga_devsq_plan_make (&p, x->elem, x->cplx, x->nd, x->dims, dim, &err) != 0)
    ga_gpuarray_fail (&err);
  if (mu->numel != p.axis.pre * p.axis.post)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: devsq MU");
  for (size_t k = 0; k < x->nd; k++)
    dims[k] = k == dim ? 1 : x->dims[k];
  if (ga_arr_create (x->loc, x->elem, 0, x->nd, dims, &r, &err) != 0)
    ga_gpuarray_fail (&err);
  if (r->numel == 0)
    rc = 0;
  else if (x->loc != GA_LOC_DEVICE)
    rc = ga_devsq_cpu ()->run (&p, x->data, mu->data, r->data, &err);
  else if ((be = ga_devsq_cuda ()) != NULL)
    rc = ga_arr_dev_rc (be->run (&p, x->data, mu->data, r->data, &err));
  else
    {
      ga_set_error (&err, "gpuaxis:internal", "var: no CUDA engine");
      rc = -1;
    }
  if (rc != 0)
    {
      ga_arr_release (r->id);
      ga_gpuarray_fail (&err);
    }
  plhs[0] = ga_gpuarray_meta (r);
}

/* var (or std when root) of x over dim (0-based) in one read of x
 * (devsq.h's moments): M2 / den; plhs[1] the mean when nlhs > 1. */
static void
moments_run (ga_darray *x, size_t dim, double den, int root, int nlhs,
             mxArray *plhs[])
{
  ga_darray *r = NULL, *m = NULL;
  const ga_devsq_backend *be;
  ga_devsq_plan p;
  ga_error err = {0};
  size_t dims[64];
  int rc = 0;
  if (x->nd > 64)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: moments operands");
  if (ga_devsq_plan_make (&p, x->elem, x->cplx, x->nd, x->dims, dim, &err) != 0)
    ga_gpuarray_fail (&err);
  p.root = root;
  if (p.axis.n == 0)            /* var.m answers empty slices itself */
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: moments of empty slices");
  for (size_t k = 0; k < x->nd; k++)
    dims[k] = k == dim ? 1 : x->dims[k];
  if (ga_arr_create (x->loc, x->elem, 0, x->nd, dims, &r, &err) != 0
      || (nlhs > 1 && ga_arr_create (x->loc, x->elem, x->cplx, x->nd, dims,
                                     &m, &err) != 0))
    {
      if (r)
        ga_arr_release (r->id);
      ga_gpuarray_fail (&err);
    }
  if (r->numel == 0)
    rc = 0;
  else if (x->loc != GA_LOC_DEVICE)
    rc = ga_devsq_cpu ()->moments (&p, x->data, den, r->data,
                                   m ? m->data : NULL, &err);
  else if ((be = ga_devsq_cuda ()) != NULL)
    rc = ga_arr_dev_rc (be->moments (&p, x->data, den, r->data,
                                     m ? m->data : NULL, &err));
  else
    {
      ga_set_error (&err, "gpuaxis:internal", "var: no CUDA engine");
      rc = -1;
    }
  if (rc != 0)
    {
      ga_arr_release (r->id);
      if (m)
        ga_arr_release (m->id);
      ga_gpuarray_fail (&err);
    }
  plhs[0] = ga_gpuarray_meta (r);
  if (m)
    plhs[1] = ga_gpuarray_meta (m);
}

/* ("moments", X, DIM, DEN): the sum over DIM of |X - mean|^2 divided by
 * DEN (a positive double), one read of X (devsq.h); [V, MU] with MU the
 * mean (X's class and complexity, as stored).  X double or single, real
 * or complex; V real, of X's class; both of X's dims with DIM 1. */
static void
cmd_moments (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  ga_darray *x = ga_gpuarray_find (arg (nrhs, prhs, 1));
  const size_t dim = dim_arg (arg (nrhs, prhs, 2));
  const mxArray *dm = arg (nrhs, prhs, 3);
  double den;
  if (! mxIsDouble (dm) || mxIsComplex (dm) || mxGetNumberOfElements (dm) != 1
      || ! ((den = mxGetScalar (dm)) > 0))
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: moments operands");
  moments_run (x, dim, den, 0, nlhs, plhs);
}

/* A real, non-sparse double of value 0 or 1 (or empty: 0), as var's W. */
static int
w_of (const mxArray *w, double *v)
{
  if (! mxIsDouble (w) || mxIsSparse (w) || mxIsComplex (w))
    return 0;
  if (mxIsEmpty (w))
    {
      *v = 0;
      return 1;
    }
  *v = mxGetScalar (w);
  return mxGetNumberOfElements (w) == 1 && (*v == 0 || *v == 1);
}

/* ("var_fast", X, ROOT, [W, [DIM]]): var (X, W, DIM) (std when ROOT) in
 * one read, for the common call only: X double or single and not empty,
 * W 0, 1 or [], DIM a positive whole double (default: the first dimension
 * whose length is not 1) along which X has more than one element, and
 * GPUAXIS_VAR_FUSED not 1 or 2.  Anything else gives [] (var.m's general
 * path then reads the arguments as Octave does).  var.m's checks of the
 * same took 84 us a call on a 2-core machine. */
static void
cmd_var_fast (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  ga_darray *x = ga_gpuarray_find (arg (nrhs, prhs, 1));
  const int root = mxGetScalar (arg (nrhs, prhs, 2)) != 0;
  const char *fused = getenv ("GPUAXIS_VAR_FUSED");
  double w = 0;
  size_t dim = 0, n = 1;
  int fast = (x->elem == GA_DOUBLE || x->elem == GA_SINGLE) && nrhs <= 5
             && ! (fused && (! strcmp (fused, "1") || ! strcmp (fused, "2")));
  for (size_t k = 0; k < x->nd; k++)
    fast = fast && x->dims[k] > 0;
  if (fast && nrhs > 3)
    fast = w_of (prhs[3], &w);
  if (fast && nrhs > 4)
    {
      dim = ga_mx_whole (prhs[4], (double) x->nd);
      fast = dim > 0;
      dim = fast ? dim - 1 : 0;
    }
  else
    dim = ga_first_axis (x);
  if (fast && dim < x->nd)
    n = x->dims[dim];
  if (! fast || n < 2)
    {
      plhs[0] = mxCreateDoubleMatrix (0, 0, mxREAL);
      return;
    }
  moments_run (x, dim, (double) n - 1 + w, root, nlhs > 1 ? 1 : nlhs, plhs);
}

int
ga_scan_command (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const mxArray *c = prhs[0];
  if (ga_is_word (c, "scan"))
    cmd_scan (nlhs, plhs, nrhs, prhs);
  else if (ga_is_word (c, "scan_fast"))
    cmd_scan_fast (plhs, nrhs, prhs);
  else if (ga_is_word (c, "scan_host"))
    cmd_scan_host (plhs, nrhs, prhs);
  else if (ga_is_word (c, "devsq"))
    cmd_devsq (plhs, nrhs, prhs);
  else if (ga_is_word (c, "moments"))
    cmd_moments (nlhs, plhs, nrhs, prhs);
  else if (ga_is_word (c, "var_fast"))
    cmd_var_fast (nlhs, plhs, nrhs, prhs);
  else
    return 0;
  return 1;
}
