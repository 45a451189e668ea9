/* gateway_fft.c: __gpu_array__ ("fft", M, TDIMS, TN, INVERSE, SYMMETRIC),
 * ("fft_fast", M, INVERSE [, N [, DIM]]) (fft and ifft's common call)
 * and ("filter", M, B, A, ZI, DIM, FIR), ("conv2", MA, MB, [MO NO RO CO]
 * [, [P Q]]):
 * the FFT family, filter and conv2 of gpuArray (inst/@gpuArray/fft.m
 * ... ifftn.m, filter.m, conv.m, conv2.m; conv2's sizes and offsets are
 * the method's, fft.h's ga_conv2_plan).
 *
 * The methods read the arguments as Octave's functions do (their errors,
 * N and DIM rounded, integer and logical input as double) and hand over
 * an array of class double or single.  "fft" transforms it along TDIMS
 * (1-based, ascending) to the lengths TN; "filter" runs the recurrence
 * along DIM with B and A (host arrays of the data's class and complexity,
 * of one length, normalised so that A(1) == 1) and the states ZI (a
 * gpuArray [NS, columns], or []), and returns Y and ZF ([NS, columns]).
 * The engines are fft.h's: cuFFT and the recurrence kernel for device
 * arrays, FFTW and loops for host ones; a build without cuFFT computes a
 * device array's on the host (copied there and back, a one-time warning).
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
#include "fft.h"

static void
no_cufft_warning (void)
{
  static int warned;
  if (! warned)
    mexWarnMsgIdAndTxt ("gpuaxis:no-cufft", "this gpuaxis was built without "
                        "cuFFT: FFTs and filters of gpuArrays are computed "
                        "on the host (copied there and back)");
  warned = 1;
}

static size_t
read_list (const mxArray *m, size_t *v, size_t max, size_t base)
{
  size_t n;
  if (! m || ! mxIsDouble (m) || mxIsComplex (m)
      || (n = mxGetNumberOfElements (m)) > max)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: fft list");
  for (size_t i = 0; i < n; i++)
    {
      const double d = mxGetDoubles (m)[i];
      if (! (d >= (double) base) || d > 9.0e15)
        mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: fft list");
      v[i] = (size_t) d - base;
    }
  return n;
}

static const mxArray *
arg (int nrhs, const mxArray *prhs[], int k)
{
  if (k >= nrhs)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: arguments");
  return prhs[k];
}

static ga_darray *
float_array (const mxArray *m)
{
  ga_darray *a = ga_gpuarray_find (m);
  if (a->elem != GA_DOUBLE && a->elem != GA_SINGLE)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: fft of a %s",
                       ga_elem_name (a->elem));
  return a;
}

/* A device array's data on the host (or NULL with err); free it. */
static void *
host_copy (const ga_darray *a, ga_error *err)
{
  void *h = malloc (a->bytes ? a->bytes : 1);
  if (! h)
    ga_set_error (err, "gpuaxis:out-of-memory", "out of memory");
  else if (a->bytes && ga_arr_read (a, h, err) != 0)
    {
      free (h);
      h = NULL;
    }
  return h;
}

/* ------------------------------------------------------------- fft */

static int
run_fft (const ga_fft_request *rq, const ga_darray *a, ga_darray *r,
         ga_error *err)
{
  const ga_fft_backend *be = ga_fft_cpu ();
  void *hin = NULL, *hout = NULL;
  int rc;
  if (a->loc != GA_LOC_DEVICE)
    return ga_fft_run (be, rq, a->data, r->data, err);
  if ((be = ga_fft_cuda ()) != NULL
      && (rc = ga_fft_run (be, rq, a->data, r->data, err)) != GA_FFT_ON_HOST)
    return ga_arr_dev_rc (rc);
  if (! be)
    no_cufft_warning ();
  rc = -1;
  if ((hin = host_copy (a, err)) != NULL
      && (hout = malloc (r->bytes)) != NULL
      && ga_fft_run (ga_fft_cpu (), rq, hin, hout, err) == 0)
    rc = ga_arr_write (r, hout, err);
  else if (hin && ! hout)
    ga_set_error (err, "gpuaxis:out-of-memory", "out of memory");
  free (hin);
  free (hout);
  return rc;
}

/* The transform of a along tdims[0 .. ntr) to the lengths tn, as a
 * gpuArray's handle. */
static mxArray *
fft_of (ga_darray *a, int ntr, size_t *tdims, size_t *tn, int inverse,
        int symmetric)
{
  size_t odims[GA_FFT_MAXD], ond, numel;
  ga_darray *r = NULL;
  ga_fft_request rq;
  ga_error err = {0};
  memset (&rq, 0, sizeof rq);
  rq.single = a->elem == GA_SINGLE;
  rq.cplx = a->cplx;
  rq.inverse = inverse;
  rq.symmetric = inverse && a->cplx && symmetric;
  rq.nd = a->nd;
  rq.dims = a->dims;
  rq.ntr = ntr;
  rq.tdims = tdims;
  rq.tn = tn;
  if (a->nd > GA_FFT_MAXD || tdims[ntr - 1] >= GA_FFT_MAXD)
    mexErrMsgIdAndTxt ("gpuaxis:invalid-input", "fft: too many dimensions");
  numel = ga_fft_out_dims (&rq, odims, &ond);
  if (ga_arr_create (a->loc, a->elem, ! rq.symmetric, ond, odims, &r, &err) != 0)
    ga_gpuarray_fail (&err);
  if (numel > 0 && run_fft (&rq, a, r, &err) != 0)
    {
      ga_arr_release (r->id);
      ga_gpuarray_fail (&err);
    }
  return ga_gpuarray_meta (r);
}

static void
cmd_fft (mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  ga_darray *a = float_array (arg (nrhs, prhs, 1));
  size_t tdims[GA_FFT_MAXD], tn[GA_FFT_MAXD];
  int ntr = (int) read_list (arg (nrhs, prhs, 2), tdims, GA_FFT_MAXD, 1);
  if ((int) read_list (arg (nrhs, prhs, 3), tn, GA_FFT_MAXD, 0) != ntr || ntr < 1)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: fft lengths");
  for (int k = 1; k < ntr; k++)
    if (tdims[k] <= tdims[k - 1])
      mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: fft dims");
  plhs[0] = fft_of (a, ntr, tdims, tn, mxGetScalar (arg (nrhs, prhs, 4)) != 0,
                    mxGetScalar (arg (nrhs, prhs, 5)) != 0);
}

/* "fft_fast", M, INVERSE [, N [, DIM]]: fft (G, N, DIM) or ifft's
 * common call, checked here: G single or double, N and DIM absent, [] or
 * plain positive integers, DIM at most ndims (G), the length along DIM
 * more than 1.  [] when the call is not that (fft_axis_.m then checks
 * it and says what is wrong).  fft of an 8x8 complex single on a 2-core
 * machine: 53 us a call through fft_axis_.m, 23 this way. */
static void
cmd_fft_fast (mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  ga_darray *a = ga_gpuarray_find (arg (nrhs, prhs, 1));
  const mxArray *mn = nrhs > 3 ? prhs[3] : NULL, *md = nrhs > 4 ? prhs[4] : NULL;
  size_t dim = 0, n = 0;
  if (nrhs > 5 || (a->elem != GA_DOUBLE && a->elem != GA_SINGLE))
    goto decline;
  if (md && ! mxIsEmpty (md))
    {
      if ((dim = ga_mx_whole (md, (double) a->nd)) == 0)
        goto decline;
      dim--;
    }
  else
    dim = ga_first_axis (a);
  n = mn && ! mxIsEmpty (mn) ? ga_mx_whole (mn, 9.0e15) : dim < a->nd ? a->dims[dim] : 0;
  if (n < 2)
    goto decline;                   /* N of 1, or an empty: fft_axis_ */
  plhs[0] = fft_of (a, 1, &dim, &n, mxGetScalar (arg (nrhs, prhs, 2)) != 0, 0);
  return;
decline:
  plhs[0] = mxCreateDoubleMatrix (0, 0, mxREAL);
}

/* ---------------------------------------------------------- filter */

static int
run_filter (const ga_filter_plan *p, const void *b, const void *a,
            const ga_darray *zi, const ga_darray *x, ga_darray *y,
            ga_darray *zf, ga_error *err)
{
  const ga_filter_backend *be;
  void *hzi = NULL, *hx = NULL, *hy = NULL, *hzf = NULL;
  int rc = -1;
  if (x->loc != GA_LOC_DEVICE)
    return ga_filter_cpu ()->run (p, b, a, zi ? zi->data : NULL, x->data,
                                  y->data, zf->data, err);
  if ((be = ga_filter_cuda ()) != NULL)
    return ga_arr_dev_rc (be->run (p, b, a, zi ? zi->data : NULL, x->data,
                                   y->data, zf->data, err));
  no_cufft_warning ();
  if ((zi && (hzi = host_copy (zi, err)) == NULL)
      || (hx = host_copy (x, err)) == NULL)
    goto done;
  hy = malloc (y->bytes ? y->bytes : 1);
  hzf = malloc (zf->bytes ? zf->bytes : 1);
  if (! hy || ! hzf)
    {
      ga_set_error (err, "gpuaxis:out-of-memory", "out of memory");
      goto done;
    }
  if (ga_filter_cpu ()->run (p, b, a, hzi, hx, hy, hzf, err) == 0
      && (! y->bytes || ga_arr_write (y, hy, err) == 0)
      && (! zf->bytes || ga_arr_write (zf, hzf, err) == 0))
    rc = 0;
done:
  free (hzi);
  free (hx);
  free (hy);
  free (hzf);
  return rc;
}

static void
cmd_filter (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  ga_darray *x = float_array (arg (nrhs, prhs, 1)), *zi = NULL;
  ga_darray *y = NULL, *zf = NULL;
  const mxArray *mb = arg (nrhs, prhs, 2), *ma = arg (nrhs, prhs, 3);
  const mxArray *mzi = arg (nrhs, prhs, 4);
  const size_t dim = (size_t) mxGetScalar (arg (nrhs, prhs, 5)) - 1;
  const mxClassID cls = x->elem == GA_SINGLE ? mxSINGLE_CLASS : mxDOUBLE_CLASS;
  ga_filter_plan p;
  ga_error err = {0};
  size_t zdims[2];
  memset (&p, 0, sizeof p);
  p.single = x->elem == GA_SINGLE;
  p.cplx = x->cplx;
  p.fir = mxGetScalar (arg (nrhs, prhs, 6)) != 0;
  p.nab = mxGetNumberOfElements (mb);
  if (mxGetClassID (mb) != cls || mxGetClassID (ma) != cls
      || (mxIsComplex (mb) != 0) != p.cplx || (mxIsComplex (ma) != 0) != p.cplx
      || mxGetNumberOfElements (ma) != p.nab || p.nab < 1 || dim > 63)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: filter coefficients");
  p.pre = p.post = 1;
  for (size_t i = 0; i < x->nd; i++)
    {
      if (i < dim)
        p.pre *= x->dims[i];
      else if (i > dim)
        p.post *= x->dims[i];
    }
  p.n = dim < x->nd ? x->dims[dim] : 1;
  zdims[0] = p.nab - 1;
  zdims[1] = p.pre * p.post;
  if (! mxIsEmpty (mzi))
    {
      zi = float_array (mzi);
      if (zi->elem != x->elem || zi->cplx != x->cplx || zi->loc != x->loc
          || zi->numel != zdims[0] * zdims[1])
        mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: filter states");
    }
  if (ga_arr_create (x->loc, x->elem, x->cplx, x->nd, x->dims, &y, &err) != 0)
    ga_gpuarray_fail (&err);
  if (ga_arr_create (x->loc, x->elem, x->cplx, 2, zdims, &zf, &err) != 0)
    {
      ga_arr_release (y->id);
      ga_gpuarray_fail (&err);
    }
  if (zdims[1] > 0
      && run_filter (&p, mxGetData (mb), mxGetData (ma), zi, x, y, zf, &err) != 0)
    {
      ga_arr_release (y->id);
      ga_arr_release (zf->id);
      ga_gpuarray_fail (&err);
    }
  plhs[0] = ga_gpuarray_meta (y);
  if (nlhs > 1)
    plhs[1] = ga_gpuarray_meta (zf);
  else
    ga_arr_release (zf->id);
}

/* ----------------------------------------------------------- conv2 */

/* conv2 on one engine: the direct sum, or (pq) the product of transforms
 * padded to pq[0] x pq[1] (fft_conv.c), where an operand holds an Inf or
 * a NaN by the direct sum after all (Octave's NaNs where its are) */
static int
conv2_on (const ga_fft_backend *fb, const ga_filter_backend *db,
          const ga_conv2_plan *p, const size_t *pq, const void *a,
          const void *b, void *out, ga_error *err)
{
  int nonfinite = 0, rc;
  if (! pq)
    return db->conv2 (p, a, b, out, err);
  rc = ga_fft_conv2 (fb, p, pq, a, b, out, &nonfinite, err);
  if (rc == GA_FFT_ON_HOST)         /* its plans have no looped batch */
    {
      ga_set_error (err, "gpuaxis:internal", "conv2: a layout cuFFT cannot take");
      rc = -1;
    }
  if (rc == 0 && nonfinite)
    rc = db->conv2 (p, a, b, out, err);
  return rc;
}

/* ("conv2", MA, MB, [MO NO RO CO]) by the direct sum, and with [P Q] as
 * a fifth argument by transforms padded to P x Q */
static void
cmd_conv2 (mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  ga_darray *a = float_array (arg (nrhs, prhs, 1));
  ga_darray *b = float_array (arg (nrhs, prhs, 2)), *r = NULL;
  ga_conv2_plan p;
  ga_error err = {0};
  size_t v[4], odims[2], pqv[2], *pq = NULL;
  void *ha = NULL, *hb = NULL, *ho = NULL;
  int rc = -1;
  if (read_list (arg (nrhs, prhs, 3), v, 4, 0) != 4 || a->nd != 2 || b->nd != 2
      || a->elem != b->elem || a->cplx != b->cplx || a->loc != b->loc
      || (nrhs > 4 && read_list (prhs[4], pqv, 2, 0) != 2))
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: conv2 operands");
  memset (&p, 0, sizeof p);
  p.single = a->elem == GA_SINGLE;
  p.cplx = a->cplx;
  p.ma = a->dims[0];
  p.na = a->dims[1];
  p.mb = b->dims[0];
  p.nb = b->dims[1];
  p.mo = odims[0] = v[0];
  p.no = odims[1] = v[1];
  p.ro = v[2];
  p.co = v[3];
  if (nrhs > 4)
    {
      if (pqv[0] + 1 < p.ma + p.mb || pqv[1] + 1 < p.na + p.nb)
        mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: conv2 padding");
      pq = pqv;
    }
  if (ga_arr_create (a->loc, a->elem, a->cplx, 2, odims, &r, &err) != 0)
    ga_gpuarray_fail (&err);
  if (r->numel == 0 || a->numel == 0 || b->numel == 0)
    rc = 0;
  else if (a->loc != GA_LOC_DEVICE)
    rc = conv2_on (ga_fft_cpu (), ga_filter_cpu (), &p, pq, a->data, b->data,
                   r->data, &err);
  else if (ga_fft_cuda () && ga_filter_cuda ())
    rc = ga_arr_dev_rc (conv2_on (ga_fft_cuda (), ga_filter_cuda (), &p, pq,
                                  a->data, b->data, r->data, &err));
  else
    {
      no_cufft_warning ();
      if ((ha = host_copy (a, &err)) != NULL && (hb = host_copy (b, &err)) != NULL)
        {
          if ((ho = malloc (r->bytes)) == NULL)
            ga_set_error (&err, "gpuaxis:out-of-memory", "out of memory");
          else if (conv2_on (ga_fft_cpu (), ga_filter_cpu (), &p, pq, ha, hb,
                             ho, &err) == 0)
            rc = ga_arr_write (r, ho, &err);
        }
      free (ha);
      free (hb);
      free (ho);
    }
  if (rc != 0)
    {
      ga_arr_release (r->id);
      ga_gpuarray_fail (&err);
    }
  plhs[0] = ga_gpuarray_meta (r);
}

int
ga_fft_command (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const mxArray *c = prhs[0];
  if (ga_is_word (c, "fft"))
    cmd_fft (plhs, nrhs, prhs);
  else if (ga_is_word (c, "fft_fast"))
    cmd_fft_fast (plhs, nrhs, prhs);
  else if (ga_is_word (c, "filter"))
    cmd_filter (nlhs, plhs, nrhs, prhs);
  else if (ga_is_word (c, "conv2"))
    cmd_conv2 (plhs, nrhs, prhs);
  else
    return 0;
  return 1;
}
