/* gateway_sort.c: __gpu_array__ ("sort", M, DIM, DESCEND) -> [S, I]
 * (and "sort_fast", M [, DIM]: sort's common call checked here),
 * ("mode", M, DIM) -> [M, F] and ("nth", M, DIM, K, TWO) -> [LO, HI, TOP]:
 * the sort engine (engine/sort.h) on a gpuArray, along DIM (1-based;
 * past ndims a length of 1).  nth gives, per slice, the K-th smallest
 * value (1-based, in Octave's order: NaN last), the (K+1)-th when TWO,
 * and the largest; or three [] where the engine declines (complex values,
 * long slices: sort them instead).
 *
 * The methods (inst/@gpuArray/sort.m, mode.m, and sortrows, unique and
 * median on top of sort) read the arguments as Octave's functions do and
 * raise their errors; here DIM and the flags are taken as given.  S has
 * X's class and size, I is double; mode's M has X's class, F is double,
 * both X's size with DIM's length 1.  Device arrays go to CUB's radix
 * sorts (cuda/sort_cuda.cu); host arrays, and device arrays of a build
 * without nvcc's CUDA engine (copied there and back), to the CPU engine.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdlib.h>
#include <string.h>
#include "gateway.h"
#include "values.h"
#include "arrays.h"
#include "gpuarray_mx.h"
#include "gateway_sort.h"
#include "device_array.h"
#include "sort.h"

static const mxArray *
arg (int nrhs, const mxArray *prhs[], int k)
{
  if (k >= nrhs)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: arguments");
  return prhs[k];
}

/* The plan of a along dim (0-based). */
static ga_sort_plan
plan_of (const ga_darray *a, size_t dim, int descend)
{
  ga_sort_plan p;
  memset (&p, 0, sizeof p);
  p.elem = a->elem;
  p.cplx = a->cplx;
  p.descend = descend;
  p.pre = p.post = 1;
  for (size_t i = 0; i < a->nd; i++)
    {
      if (i < dim)
        p.pre *= a->dims[i];
      else if (i > dim)
        p.post *= a->dims[i];
    }
  p.n = dim < a->nd ? a->dims[dim] : 1;
  return p;
}

static size_t
dim_arg (const mxArray *m)
{
  const double d = mxGetScalar (m);
  if (! (d >= 1) || d > 1e9)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: sort DIM");
  return (size_t) d - 1;
}

/* Runs sort (mode 0) or mode (mode 1) where a is: on the host copy of a
 * device array when there is no CUDA engine. */
static int
run_where (int mode, const ga_sort_plan *p, const ga_darray *a, ga_darray *r1,
           ga_darray *r2, ga_error *err)
{
  const ga_sort_backend *be = ga_sort_cpu ();
  void *in = a->data, *o1 = r1 ? r1->data : NULL, *o2 = r2 ? r2->data : NULL;
  void *hin = NULL, *h1 = NULL, *h2 = NULL;
  int rc = -1;
  if (a->loc == GA_LOC_DEVICE && (be = ga_sort_cuda ()) != NULL)
    return ga_arr_dev_rc (mode ? ga_sort_mode (be, p, in, o1, (double *) o2, err)
                          : ga_sort_run (be, p, in, o1, (double *) o2, err));
  if (a->loc != GA_LOC_DEVICE)
    return mode ? ga_sort_mode (be, p, in, o1, (double *) o2, err)
                : ga_sort_run (be, p, in, o1, (double *) o2, err);
  be = ga_sort_cpu ();
  hin = malloc (a->bytes ? a->bytes : 1);
  h1 = r1 ? malloc (r1->bytes ? r1->bytes : 1) : NULL;
  h2 = r2 ? malloc (r2->bytes ? r2->bytes : 1) : NULL;
  if (! hin || (r1 && ! h1) || (r2 && ! h2))
    ga_set_error (err, "gpuaxis:out-of-memory", "out of memory");
  else if ((! a->bytes || ga_arr_read (a, hin, err) == 0)
           && (mode ? ga_sort_mode (be, p, hin, h1, (double *) h2, err)
               : ga_sort_run (be, p, hin, h1, (double *) h2, err)) == 0
           && (! r1 || ! r1->bytes || ga_arr_write (r1, h1, err) == 0)
           && (! r2 || ! r2->bytes || ga_arr_write (r2, h2, err) == 0))
    rc = 0;
  free (hin);
  free (h1);
  free (h2);
  return rc;
}

/* sort (mode 0) or mode (mode 1) of a along dim (0-based) into plhs. */
static void
sort_or_mode (int mode, ga_darray *a, size_t dim, int descend, int nlhs,
              mxArray *plhs[])
{
  ga_darray *r1 = NULL, *r2 = NULL;
  const int want2 = mode || nlhs > 1;
  ga_sort_plan p = plan_of (a, dim, descend);
  size_t odims[64];
  ga_error err = {0};
  if (a->nd > 64 || (a->cplx && a->elem != GA_DOUBLE && a->elem != GA_SINGLE))
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: sort of this array");
  memcpy (odims, a->dims, a->nd * sizeof *odims);
  if (mode && dim < a->nd)
    odims[dim] = 1;
  if (ga_arr_create (a->loc, a->elem, a->cplx, a->nd, odims, &r1, &err) != 0)
    ga_gpuarray_fail (&err);
  if (want2 && ga_arr_create (a->loc, GA_DOUBLE, 0, a->nd, odims, &r2, &err) != 0)
    {
      ga_arr_release (r1->id);
      ga_gpuarray_fail (&err);
    }
  if (run_where (mode, &p, a, r1, r2, &err) != 0)
    {
      ga_arr_release (r1->id);
      if (r2)
        ga_arr_release (r2->id);
      ga_gpuarray_fail (&err);
    }
  plhs[0] = ga_gpuarray_meta (r1);
  if (r2)
    plhs[1] = ga_gpuarray_meta (r2);
}

static void
cmd_sort_or_mode (int mode, int nlhs, mxArray *plhs[], int nrhs,
                  const mxArray *prhs[])
{
  ga_darray *a = ga_gpuarray_find (arg (nrhs, prhs, 1));
  const size_t dim = dim_arg (arg (nrhs, prhs, 2));
  sort_or_mode (mode, a, dim, ! mode && mxGetScalar (arg (nrhs, prhs, 3)) != 0,
                nlhs, plhs);
}

/* ("sort_fast", M [, DIM]) -> [S, I]: sort (G) or sort (G, DIM) with DIM
 * a positive whole double at most ndims (G) (default: the first
 * dimension whose length is not 1), checked here; [] for each output
 * otherwise (sort.m's checks then read the call as Octave does).  sort
 * of a 64x64 double on a 2-core machine: 267 us a call through sort.m's
 * checks, 157 this way (the rest is the CPU engine's sort). */
static void
cmd_sort_fast (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  ga_darray *a = ga_gpuarray_find (arg (nrhs, prhs, 1));
  size_t dim = nrhs == 3 ? ga_mx_whole (prhs[2], (double) a->nd) : 1;
  if (nrhs > 3 || dim == 0)
    {
      for (int k = 0; k < (nlhs > 1 ? nlhs : 1); k++)
        plhs[k] = mxCreateDoubleMatrix (0, 0, mxREAL);
      return;
    }
  sort_or_mode (0, a, nrhs == 3 ? dim - 1 : ga_first_axis (a), 0, nlhs, plhs);
}

/* A real double [] (nth's "declined"). */
static mxArray *
declined (void)
{
  return mxCreateDoubleMatrix (0, 0, mxREAL);
}

static void
cmd_nth (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  ga_darray *a = ga_gpuarray_find (arg (nrhs, prhs, 1)), *r[3] = {NULL, NULL, NULL};
  const size_t dim = dim_arg (arg (nrhs, prhs, 2));
  const double k = mxGetScalar (arg (nrhs, prhs, 3));
  const int two = mxGetScalar (arg (nrhs, prhs, 4)) != 0;
  ga_sort_plan p = plan_of (a, dim, 0);
  const int want[3] = {1, two, nlhs > 2};
  size_t odims[64];
  void *hbuf[4] = {NULL, NULL, NULL, NULL};
  const ga_sort_backend *be = ga_sort_cpu ();
  ga_error err = {0};
  int rc = -1;
  if (! (k >= 1) || k > (double) p.n || k != (double) (size_t) k || a->nd > 64)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: nth K");
  if (a->cplx || p.n * (size_t) ga_sort_key_width (&p) > GA_SORT_NTH_MAX_BYTES
      || (two && (size_t) k >= p.n))
    {
      for (int i = 0; i < nlhs && i < 3; i++)
        plhs[i] = declined ();
      return;
    }
  memcpy (odims, a->dims, a->nd * sizeof *odims);
  if (dim < a->nd)
    odims[dim] = 1;
  for (int i = 0; i < 3; i++)
    if (want[i] && ga_arr_create (a->loc, a->elem, 0, a->nd, odims, &r[i], &err) != 0)
      goto fail;
  if (a->loc == GA_LOC_DEVICE && (be = ga_sort_cuda ()) != NULL)
    rc = ga_arr_dev_rc (ga_sort_nth (be, &p, a->data, (size_t) k - 1, r[0]->data,
                                     r[1] ? r[1]->data : NULL,
                                     r[2] ? r[2]->data : NULL, &err));
  else if (a->loc != GA_LOC_DEVICE)
    rc = ga_sort_nth (ga_sort_cpu (), &p, a->data, (size_t) k - 1, r[0]->data,
                      r[1] ? r[1]->data : NULL, r[2] ? r[2]->data : NULL, &err);
  else
    {
      /* a device array of a build without the CUDA engine: on its copy */
      be = ga_sort_cpu ();
      hbuf[0] = malloc (a->bytes ? a->bytes : 1);
      for (int i = 0; i < 3; i++)
        if (r[i])
          hbuf[i + 1] = malloc (r[i]->bytes ? r[i]->bytes : 1);
      if (! hbuf[0] || ! hbuf[1] || (r[1] && ! hbuf[2]) || (r[2] && ! hbuf[3]))
        ga_set_error (&err, "gpuaxis:out-of-memory", "out of memory");
      else if ((! a->bytes || ga_arr_read (a, hbuf[0], &err) == 0)
               && (rc = ga_sort_nth (be, &p, hbuf[0], (size_t) k - 1, hbuf[1],
                                     hbuf[2], hbuf[3], &err)) == 0)
        for (int i = 0; i < 3; i++)
          if (r[i] && r[i]->bytes && ga_arr_write (r[i], hbuf[i + 1], &err) != 0)
            rc = -1;
      for (int i = 0; i < 4; i++)
        free (hbuf[i]);
    }
  if (rc != 0)
    goto fail;
  for (int i = 0; i < nlhs && i < 3; i++)
    plhs[i] = r[i] ? ga_gpuarray_meta (r[i]) : declined ();
  return;
fail:
  for (int i = 0; i < 3; i++)
    if (r[i])
      ga_arr_release (r[i]->id);
  if (rc == 1)                  /* the engine's rule, checked above */
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: nth declined");
  ga_gpuarray_fail (&err);
}

int
ga_sort_command (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const mxArray *c = prhs[0];
  if (ga_is_word (c, "sort"))
    cmd_sort_or_mode (0, nlhs, plhs, nrhs, prhs);
  else if (ga_is_word (c, "sort_fast"))
    cmd_sort_fast (nlhs, plhs, nrhs, prhs);
  else if (ga_is_word (c, "mode"))
    cmd_sort_or_mode (1, nlhs, plhs, nrhs, prhs);
  else if (ga_is_word (c, "nth"))
    cmd_nth (nlhs, plhs, nrhs, prhs);
  else
    return 0;
  return 1;
}
