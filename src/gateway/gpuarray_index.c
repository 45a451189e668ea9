/* gpuarray_index.c: the __gpu_array__ commands of gpuArray's indexing,
 * shape and constructor methods (inst/@gpuArray: subsref, subsasgn,
 * reshape, transpose, permute, cat, repmat, gpuArray.zeros, ...).  The .m
 * methods work out Octave's semantics (result sizes, classes, which
 * elements); these commands move and make the elements where the array
 * is (index_backend.h: the CPU for arrays in host memory, CUDA kernels
 * for device arrays).  Commands (M: an array's metadata row):
 *
 *   "ix_gather", M, RDIMS, D, L [, CONJ]   a new array of size RDIMS:
 *        element lin is A's element at the descriptor's offset (below);
 *        CONJ: conjugated (ctranspose)
 *   "ix_scatter", MDST, D, L, MSRC         DST's elements at the offsets
 *        set to SRC's (SRC of DST's class, 1 element or prod (n)); in
 *        place: the methods scatter into a fresh copy (value semantics)
 *   "ix_convert", M, CODE, CPLX            A converted to class CODE
 *   "ix_reshape", M, DIMS                  A with size DIMS, sharing A's
 *        data (gpuArray data is never written once made: ga_arr_alias)
 *   "ix_copy", M                           a copy of A (for subsasgn)
 *   "ix_new", CODE, CPLX, DIMS, KIND, P1, P2, P3   a new array where the
 *        backend in effect puts new arrays; KIND "none" (not set), "fill"
 *        (P1), "eye", "seq" (a range: P1 base, P2 step, P3 last), "lin" (linspace: P1
 *        first, P2 step, P3 last), "rand", "randn",
 *        "randi" (P1 lo, P2 hi)
 *   "ix_new_at", M, CODE, ...              the same, where A is
 *   "ix_find", M, ROW                      the 1-based positions of A's
 *        true elements (A logical), as a double column (ROW: a row)
 *   "ix_rng" [, SEED [, CALLS]]            [seed, calls] of the generator;
 *        SEED (and CALLS, default 0) set it
 *
 * The descriptor: D is an N x 6 double matrix, one row per output
 * dimension k: [n, stride, start, step, kind, ext].  kind 0: a range
 * (offset (c) = (start + c * step) * stride, start 0-based); kind 1: L{k}
 * is a host array of 1-based indices; kind 2: L{k} is the M of a gpuArray
 * of 1-based indices (checked where it is).  Indices are checked against
 * ext (the extent of that subscript) and reported as Octave reports them
 * (position k of N, "index (_,4): out of bound 3 (dimensions are 3x3)"),
 * with gpuaxis: identifiers.  A host list that is an arithmetic
 * progression is used as a range (nothing uploaded).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gateway.h"
#include "values.h"
#include "arrays.h"
#include "device_array.h"
#include "gpuarray_mx.h"
#include "index_backend.h"

#define MAXTEMP (2 * GA_IX_MAXD + 4)

typedef struct {
  const ga_ix_backend *be;
  void *tmp[MAXTEMP];
  int ntmp;
  ga_darray *made;                 /* released if the command fails      */
  ga_error err;
} job;

static uint64_t rng_seed, rng_calls;

static const ga_ix_backend *
backend_for (int loc)
{
  return loc == GA_LOC_DEVICE ? ga_ix_cuda () : ga_ix_cpu ();
}

static int
job_begin (job *j, int loc)
{
  memset (j, 0, sizeof *j);
  j->be = backend_for (loc);
  if (! j->be)
    {
      ga_set_error (&j->err, "gpuaxis:no-gpu", "this gpuaxis was built "
                    "without CUDA");
      return -1;
    }
  return 0;
}

static void *
job_alloc (job *j, size_t bytes)
{
  void *p = NULL;
  if (j->ntmp == MAXTEMP)
    {
      ga_set_error (&j->err, "gpuaxis:internal", "too many temporaries");
      return NULL;
    }
  if (ga_arr_dev_rc (j->be->alloc (bytes, &p, &j->err)) != 0)
    return NULL;
  j->tmp[j->ntmp++] = p;
  return p;
}

/* Temporaries freed (stream-ordered on the device); on failure the array
 * made so far too, and the error raised. */
static void
job_end (job *j, int rc)
{
  for (int i = 0; i < j->ntmp; i++)
    j->be->release (j->tmp[i]);
  j->ntmp = 0;
  if (rc != 0)
    {
      if (j->made)
        ga_arr_release (j->made->id);
      if (! j->err.id[0])
        ga_set_error (&j->err, "gpuaxis:internal", "indexing failed");
      ga_gpuarray_fail (&j->err);
    }
}

static size_t
width_of (const ga_darray *a)
{
  return ga_elem_size (a->elem) * (a->cplx ? 2 : 1);
}

/* ---------------------------------------------------- messages */

static void
format_value (char *buf, size_t len, double v)
{
  if (isnan (v))
    snprintf (buf, len, "nan");
  else if (isinf (v))
    snprintf (buf, len, v < 0 ? "-inf" : "inf");
  else if (v == floor (v) && fabs (v) < 1e15)
    snprintf (buf, len, "%.0f", v);
  else
    snprintf (buf, len, "%g", v);
}

/* "(_,V,_)" for position k of n. */
static void
position (char *buf, size_t len, int k, int n, double v)
{
  char val[64];
  size_t o;
  format_value (val, sizeof val, v);
  o = (size_t) snprintf (buf, len, "(");
  for (int i = 0; i < n && o < len; i++)
    o += (size_t) snprintf (buf + o, len - o, "%s%s", i ? "," : "",
                            i == k ? val : "_");
  if (o < len)
    snprintf (buf + o, len - o, ")");
}

static void
bad_index (ga_error *err, int k, int n, double v)
{
  char pos[256];
  position (pos, sizeof pos, k, n, v);
  ga_set_error (err, "gpuaxis:invalid-index", "index %s: subscripts must be "
                "either integers 1 to (2^63)-1 or logicals", pos);
}

static void
out_of_bound (ga_error *err, const ga_darray *a, int k, int n, double v,
              double ext)
{
  char pos[256], dims[256];
  size_t o = 0;
  position (pos, sizeof pos, k, n, v);
  for (size_t i = 0; i < a->nd && o < sizeof dims; i++)
    o += (size_t) snprintf (dims + o, sizeof dims - o, "%s%zu", i ? "x" : "",
                            a->dims[i]);
  ga_set_error (err, "gpuaxis:index-out-of-bounds", "index %s: out of bound "
                "%.0f (dimensions are %s)", pos, ext, dims);
}

/* ------------------------------------------------- descriptors */

static const mxArray *
arg (int nrhs, const mxArray *prhs[], int i)
{
  if (i >= nrhs)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: argument %d "
                       "missing", i);
  return prhs[i];
}

static double
num (const mxArray *m)
{
  if (! m || ! (mxIsNumeric (m) || mxIsLogical (m)) || mxGetNumberOfElements (m) < 1)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: number expected");
  return mxGetScalar (m);
}

/* A host list (1-based, any numeric class) as 0-based int64, checked; a
 * progression becomes a range of d's dimension k. */
static int
host_list (job *j, ga_ix_desc *d, int k, int nk, const mxArray *L,
           const ga_darray *a, double ext)
{
  const size_t n = mxGetNumberOfElements (L);
  ga_elem e = GA_NELEM;
  ga_ix_check chk;
  int64_t *h;
  static const struct { mxClassID c; ga_elem e; } cls[] = {
    {mxDOUBLE_CLASS, GA_DOUBLE}, {mxSINGLE_CLASS, GA_SINGLE},
    {mxINT8_CLASS, GA_INT8}, {mxUINT8_CLASS, GA_UINT8},
    {mxINT16_CLASS, GA_INT16}, {mxUINT16_CLASS, GA_UINT16},
    {mxINT32_CLASS, GA_INT32}, {mxUINT32_CLASS, GA_UINT32},
    {mxINT64_CLASS, GA_INT64}, {mxUINT64_CLASS, GA_UINT64}};
  for (size_t i = 0; i < sizeof cls / sizeof cls[0]; i++)
    if (mxGetClassID (L) == cls[i].c)
      e = cls[i].e;
  if (e == GA_NELEM || mxIsComplex (L) || mxIsSparse (L))
    {
      ga_set_error (&j->err, "gpuaxis:invalid-index", "index (%s): "
                    "subscripts must be either integers 1 to (2^63)-1 or "
                    "logicals", mxGetClassName (L));
      return -1;
    }
  if (n != d->n[k])
    {
      ga_set_error (&j->err, "gpuaxis:internal", "list length %zu for %zu",
                    n, d->n[k]);
      return -1;
    }
  if (! (h = (int64_t *) malloc ((n ? n : 1) * sizeof *h)))
    {
      ga_set_error (&j->err, "gpuaxis:out-of-memory", "out of host memory");
      return -1;
    }
  ga_ix_cpu ()->to_index (e, mxGetData (L), n, h, &chk, &j->err);
  if (chk.bad || chk.max > ext)
    {
      if (chk.bad)
        bad_index (&j->err, k, nk, chk.value);
      else
        out_of_bound (&j->err, a, k, nk, chk.max, ext);
      free (h);
      return -1;
    }
  {
    int prog = 1;
    const int64_t step = n > 1 ? h[1] - h[0] : 0;
    for (size_t i = 2; i < n && prog; i++)
      prog = h[i] - h[i - 1] == step;
    if (prog)
      {
        d->start[k] = (n ? h[0] : 0) * d->stride[k];
        d->step[k] = step * d->stride[k];
        free (h);
        return 0;
      }
  }
  {
    void *p = job_alloc (j, n * sizeof *h);
    int rc = p ? ga_arr_dev_rc (j->be->put (p, h, n * sizeof *h, &j->err)) : -1;
    free (h);
    d->list[k] = (const int64_t *) p;
    return rc;
  }
}

/* A gpuArray list: converted and checked where it is. */
static int
array_list (job *j, ga_ix_desc *d, int k, int nk, const mxArray *L,
            const ga_darray *a, double ext)
{
  ga_darray *b = ga_gpuarray_find (L);
  ga_ix_check chk;
  int64_t *p;
  if (b->loc != a->loc || b->cplx || b->numel != d->n[k])
    {
      if (b->cplx)
        bad_index (&j->err, k, nk, 0);
      else
        ga_set_error (&j->err, "gpuaxis:invalid-index", "an index gpuArray "
                      "must be where the array is (%s memory)",
                      a->loc == GA_LOC_DEVICE ? "device" : "host");
      return -1;
    }
  if (! (p = (int64_t *) job_alloc (j, (b->numel ? b->numel : 1) * sizeof *p)))
    return -1;
  if (ga_arr_dev_rc (j->be->to_index (b->elem, b->data, b->numel, p, &chk,
                                      &j->err)) != 0)
    return -1;
  if (chk.bad || chk.max > ext)
    {
      if (chk.bad)
        bad_index (&j->err, k, nk, chk.value);
      else
        out_of_bound (&j->err, a, k, nk, chk.max, ext);
      return -1;
    }
  d->list[k] = p;
  return 0;
}

static int
read_desc (job *j, const mxArray *D, const mxArray *L, const ga_darray *a,
           ga_ix_desc *d)
{
  const size_t nk = mxGetM (D);
  const double *v = mxGetDoubles (D);
  if (! mxIsDouble (D) || mxGetN (D) != 6 || nk < 1 || nk > GA_IX_MAXD)
    {
      ga_set_error (&j->err, nk > GA_IX_MAXD ? "gpuaxis:invalid-index"
                    : "gpuaxis:internal", "indexing of more than %d "
                    "dimensions is not supported", GA_IX_MAXD);
      return -1;
    }
  double lo = 0, hi = 0, numel = 1;
  memset (d, 0, sizeof *d);
  d->nd = (int) nk;
  for (size_t k = 0; k < nk; k++)
    {
      const int kind = (int) v[k + 4 * nk];
      d->n[k] = (size_t) v[k];
      d->stride[k] = (int64_t) v[k + nk];
      d->start[k] = (int64_t) v[k + 2 * nk] * d->stride[k];
      d->step[k] = (int64_t) v[k + 3 * nk] * d->stride[k];
      numel *= (double) d->n[k];
      if (kind == 0)
        {
          const double a0 = (double) d->start[k],
            a1 = a0 + ((double) d->n[k] - 1) * (double) d->step[k];
          lo += a0 < a1 ? a0 : a1;
          hi += a0 < a1 ? a1 : a0;
          continue;
        }
      hi += (v[k + 5 * nk] - 1) * (double) d->stride[k];
      if (! mxIsCell (L) || mxGetNumberOfElements (L) < nk)
        {
          ga_set_error (&j->err, "gpuaxis:internal", "index lists expected");
          return -1;
        }
      if ((kind == 1 ? host_list : array_list) (j, d, (int) k, (int) nk,
                                                mxGetCell (L, k), a,
                                                v[k + 5 * nk]) != 0)
        return -1;
    }
  if (numel > 0 && (lo < 0 || hi >= (double) a->numel || d->stride[0] < 0))
    {
      ga_set_error (&j->err, "gpuaxis:internal", "offsets %g..%g outside "
                    "%zu elements", lo, hi, a->numel);
      return -1;
    }
  return 0;
}

/* A 1-D range descriptor over n elements from `start`. */
static void
flat_desc (ga_ix_desc *d, size_t n, int64_t start, int64_t step)
{
  memset (d, 0, sizeof *d);
  d->nd = 1;
  d->n[0] = n;
  d->start[0] = start;
  d->step[0] = step;
}

/* dims from a double row. */
static size_t
read_dims (const mxArray *m, size_t *dims, size_t cap)
{
  const size_t nd = mxGetNumberOfElements (m);
  if (! mxIsDouble (m) || nd > cap)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: dims expected");
  for (size_t i = 0; i < nd; i++)
    {
      const double x = mxGetDoubles (m)[i];
      dims[i] = x > 0 ? (size_t) x : 0;
    }
  return nd;
}

static int
make (job *j, int loc, ga_elem e, int cplx, size_t nd, const size_t *dims)
{
  return ga_arr_create (loc, e, cplx, nd, dims, &j->made, &j->err);
}

/* -------------------------------------------------------- commands */

static void
cmd_gather (mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  ga_darray *a = ga_gpuarray_find (arg (nrhs, prhs, 1));
  size_t dims[64], nd = read_dims (arg (nrhs, prhs, 2), dims, 64), n = 1;
  const int conj = nrhs > 5 && num (prhs[5]) != 0 && a->cplx;
  ga_ix_desc d;
  job j;
  int rc = job_begin (&j, a->loc);
  for (size_t i = 0; i < nd; i++)
    n *= dims[i];
  if (rc == 0)
    rc = read_desc (&j, arg (nrhs, prhs, 3), arg (nrhs, prhs, 4), a, &d);
  if (rc == 0 && ga_ix_count (&d, 0) != n)
    {
      ga_set_error (&j.err, "gpuaxis:internal", "gather of %zu elements into "
                    "%zu", ga_ix_count (&d, 0), n);
      rc = -1;
    }
  if (rc == 0)
    rc = make (&j, a->loc, a->elem, a->cplx, nd, dims);
  if (rc == 0 && n > 0)
    rc = ga_arr_dev_rc (j.be->gather (&d, a->data, j.made->data,
                                      width_of (a), conj, &j.err));
  job_end (&j, rc);
  plhs[0] = ga_gpuarray_meta (j.made);
}

static void
cmd_scatter (int nrhs, const mxArray *prhs[])
{
  ga_darray *a = ga_gpuarray_find (arg (nrhs, prhs, 1));
  ga_darray *s = ga_gpuarray_find (arg (nrhs, prhs, 4));
  ga_ix_desc d;
  job j;
  int rc = job_begin (&j, a->loc);
  if (rc == 0)
    rc = read_desc (&j, arg (nrhs, prhs, 2), arg (nrhs, prhs, 3), a, &d);
  if (rc == 0 && (s->elem != a->elem || s->cplx != a->cplx || s->loc != a->loc
                  || (s->numel != 1 && s->numel != ga_ix_count (&d, 0))))
    {
      ga_set_error (&j.err, "gpuaxis:internal", "scatter of %zu elements "
                    "into %zu", s->numel, ga_ix_count (&d, 0));
      rc = -1;
    }
  if (rc == 0 && ga_ix_count (&d, 0) > 0)
    rc = ga_arr_dev_rc (j.be->scatter (&d, s->data, s->numel, a->data,
                                       width_of (a), &j.err));
  job_end (&j, rc);
}

static void
cmd_convert (mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  ga_darray *a = ga_gpuarray_find (arg (nrhs, prhs, 1));
  const ga_elem e = ga_arr_class_of_code ((int) num (arg (nrhs, prhs, 2)));
  const int cplx = num (arg (nrhs, prhs, 3)) != 0;
  job j;
  int rc = job_begin (&j, a->loc);
  if (e == GA_NELEM)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: class code");
  if (rc == 0)
    rc = make (&j, a->loc, e, cplx, a->nd, a->dims);
  if (rc == 0 && a->numel > 0)
    rc = ga_arr_dev_rc (j.be->convert (a->elem, a->cplx, a->data, e, cplx,
                                       j.made->data, a->numel, &j.err));
  job_end (&j, rc);
  plhs[0] = ga_gpuarray_meta (j.made);
}

/* "ix_reshape": the same data with size DIMS (shared, see ga_arr_alias);
 * "ix_copy": a copy of A's data (for an assignment to write into). */
static void
cmd_reshape (int copy, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  ga_darray *a = ga_gpuarray_find (arg (nrhs, prhs, 1));
  size_t dims[64], nd = copy ? a->nd : read_dims (arg (nrhs, prhs, 2), dims, 64);
  size_t n = 1;
  ga_ix_desc d;
  job j;
  int rc = job_begin (&j, a->loc);
  if (copy)
    memcpy (dims, a->dims, a->nd * sizeof *dims);
  for (size_t i = 0; i < nd; i++)
    n *= dims[i];
  if (n != a->numel)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: reshape numel");
  if (rc == 0 && ! copy)
    rc = ga_arr_alias (a, nd, dims, &j.made, &j.err);
  else if (rc == 0)
    {
      rc = make (&j, a->loc, a->elem, a->cplx, nd, dims);
      flat_desc (&d, n, 0, 1);
      if (rc == 0 && n > 0)
        rc = ga_arr_dev_rc (j.be->gather (&d, a->data, j.made->data,
                                          width_of (a), 0, &j.err));
    }
  job_end (&j, rc);
  plhs[0] = ga_gpuarray_meta (j.made);
}

/* One element of class e (complex when cplx) with value v, in the job's
 * memory. */
static void *
scalar (job *j, ga_elem e, int cplx, double v)
{
  char bytes[16];
  void *p;
  ga_ix_convert_one (GA_DOUBLE, 0, &v, e, cplx, bytes, 0);
  p = job_alloc (j, 16);
  if (p && ga_arr_dev_rc (j->be->put (p, bytes, ga_elem_size (e) * (cplx ? 2 : 1),
                                      &j->err)) != 0)
    return NULL;
  return p;
}

/* "ix_new" (where new arrays go) and "ix_new_at", M, ... (where A is). */
static void
cmd_new (int at, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const int loc = at ? ga_gpuarray_find (arg (nrhs, prhs, 1))->loc
                  : ga_backend_effective () == GA_BE_CUDA ? GA_LOC_DEVICE
                  : GA_LOC_HOST;
  const ga_elem e = ga_arr_class_of_code ((int) num (arg (nrhs, prhs, 1 + at)));
  const int cplx = num (arg (nrhs, prhs, 2 + at)) != 0;
  size_t dims[64], nd = read_dims (arg (nrhs, prhs, 3 + at), dims, 64);
  const mxArray *kind = arg (nrhs, prhs, 4 + at);
  double p[3] = {0, 0, 0};
  ga_ix_desc d;
  job j;
  int rc = job_begin (&j, loc);
  if (e == GA_NELEM)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: class code");
  for (int i = 0; i < 3 && 5 + at + i < nrhs; i++)
    p[i] = num (prhs[5 + at + i]);
  if (rc == 0)
    rc = make (&j, loc, e, cplx, nd, dims);
  if (rc == 0 && j.made->numel > 0)
    {
      ga_darray *r = j.made;
      const size_t w = width_of (r);
      if (ga_is_word (kind, "fill") || ga_is_word (kind, "eye"))
        {
          const int eye = ga_is_word (kind, "eye");
          void *one = scalar (&j, e, cplx, eye ? 0 : p[0]);
          flat_desc (&d, r->numel, 0, 1);
          rc = one ? ga_arr_dev_rc (j.be->scatter (&d, one, 1, r->data, w,
                                                   &j.err)) : -1;
          if (rc == 0 && eye)
            {
              const size_t m = r->dims[0], c = r->dims[1];
              one = scalar (&j, e, cplx, 1);
              flat_desc (&d, m < c ? m : c, 0, (int64_t) m + 1);
              rc = one ? ga_arr_dev_rc (j.be->scatter (&d, one, 1, r->data, w,
                                                       &j.err)) : -1;
            }
        }
      else if (ga_is_word (kind, "seq") || ga_is_word (kind, "lin"))
        rc = ga_arr_dev_rc (j.be->seq (e, r->numel, p[0], p[1], p[2],
                                       ga_is_word (kind, "lin"), r->data,
                                       &j.err));
      else if (ga_is_word (kind, "rand") || ga_is_word (kind, "randn")
               || ga_is_word (kind, "randi"))
        rc = ga_arr_dev_rc (j.be->rand (ga_is_word (kind, "rand") ? GA_RAND_UNIFORM
                                        : ga_is_word (kind, "randn") ? GA_RAND_NORMAL
                                        : GA_RAND_INT, e, r->numel, rng_seed,
                                        rng_calls++, p[0], p[1], r->data,
                                        &j.err));
      else if (! ga_is_word (kind, "none"))
        {
          ga_set_error (&j.err, "gpuaxis:internal", "__gpu_array__: kind");
          rc = -1;
        }
    }
  job_end (&j, rc);
  plhs[0] = ga_gpuarray_meta (j.made);
}

static void
cmd_find (mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  ga_darray *a = ga_gpuarray_find (arg (nrhs, prhs, 1));
  const int row = nrhs > 2 && num (prhs[2]) != 0;
  double *pos = NULL;
  size_t count = 0, dims[2];
  ga_ix_desc d;
  job j;
  int rc = job_begin (&j, a->loc);
  if (a->elem != GA_LOGICAL)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: find of logical");
  if (rc == 0 && a->numel > 0)
    rc = ga_arr_dev_rc (j.be->find ((const uint8_t *) a->data, a->numel, &pos,
                                    &count, &j.err));
  if (pos)
    j.tmp[j.ntmp++] = pos;
  dims[0] = row ? 1 : count;
  dims[1] = row ? count : 1;
  if (rc == 0)
    rc = make (&j, a->loc, GA_DOUBLE, 0, 2, dims);
  flat_desc (&d, count, 0, 1);
  if (rc == 0 && count > 0)
    rc = ga_arr_dev_rc (j.be->gather (&d, pos, j.made->data, sizeof (double),
                                      0, &j.err));
  job_end (&j, rc);
  plhs[0] = ga_gpuarray_meta (j.made);
}

int
ga_index_command (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const mxArray *c = prhs[0];
  (void) nlhs;
  if (ga_is_word (c, "ix_gather"))
    cmd_gather (plhs, nrhs, prhs);
  else if (ga_is_word (c, "ix_scatter"))
    cmd_scatter (nrhs, prhs);
  else if (ga_is_word (c, "ix_convert"))
    cmd_convert (plhs, nrhs, prhs);
  else if (ga_is_word (c, "ix_reshape") || ga_is_word (c, "ix_copy"))
    cmd_reshape (ga_is_word (c, "ix_copy"), plhs, nrhs, prhs);
  else if (ga_is_word (c, "ix_new") || ga_is_word (c, "ix_new_at"))
    cmd_new (ga_is_word (c, "ix_new_at"), plhs, nrhs, prhs);
  else if (ga_is_word (c, "ix_find"))
    cmd_find (plhs, nrhs, prhs);
  else if (ga_is_word (c, "ix_rng"))
    {
      if (nrhs > 1)
        {
          const double s = num (prhs[1]);
          if (! (s >= 0 && s < 18446744073709551616.0) || s != floor (s))
            mexErrMsgIdAndTxt ("gpuaxis:invalid-input", "gpurng: SEED must "
                               "be a nonnegative integer");
          rng_seed = (uint64_t) s;
          rng_calls = nrhs > 2 && num (prhs[2]) > 0 ? (uint64_t) num (prhs[2]) : 0;
        }
      plhs[0] = mxCreateDoubleMatrix (1, 2, mxREAL);
      mxGetDoubles (plhs[0])[0] = (double) rng_seed;
      mxGetDoubles (plhs[0])[1] = (double) rng_calls;
    }
  else
    return 0;
  return 1;
}
