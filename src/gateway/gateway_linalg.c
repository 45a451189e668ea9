/* gateway_linalg.c: __gpu_array__ ("mtimes", MASK, A, B, OPA, OPB) and
 * ("pagemtimes", ...): the matrix products of gpuArray (inst/@gpuArray/
 * mtimes.m, pagemtimes.m, pagefun.m), and the helpers the solver
 * commands share (gateway_linalg.h).
 *
 * Bit k of MASK says that operand k is a gpuArray (its metadata row),
 * else it is an Octave array.  OPA and OPB are BLAS's op flags ('N', 'T',
 * 'C'): a transpose the method saw is handed to the library, not made.
 * Classes as Octave's: an integer matrix is an error (Octave's message),
 * single with anything gives single, logical and char count as double,
 * real with complex as complex.  A gpuArray that is a transpose not yet
 * made ("transpose", below; lazy_transpose.c) is read as its source with
 * the op flag composed (G' * H: GEMM 'C', 'N' on G's data; only a lone
 * conjugation, (G.')' taken as 'T' of a 'C', makes it first).
 * "mtimes" takes N-D operands as Octave does (the trailing dimensions
 * folded into the columns); "pagemtimes"
 * multiplies page by page, MATLAB's: dimensions from the third on equal or
 * 1 (broadcast), one strided-batched call where the pages allow it.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <string.h>
#include "gateway.h"
#include "values.h"
#include "arrays.h"
#include "elem.h"
#include "device_array.h"
#include "index_backend.h"
#include "gpuarray_mx.h"
#include "gateway_linalg.h"
#include "lazy_transpose.h"

/* -------------------------------------------------------- operands */

void
ga_la_read (const mxArray *x, int gpu, ga_la_operand *op)
{
  memset (op, 0, sizeof *op);
  if (gpu)
    {
      op->g = ga_gpuarray_find (x);
      op->elem = op->g->elem;
      op->cplx = op->g->cplx;
      op->nd = op->g->nd;
      op->dims = op->g->dims;
      op->numel = op->g->numel;
      return;
    }
  if (mxIsSparse (x))
    mexErrMsgIdAndTxt ("gpuaxis:invalid-input", "sparse operands are not "
                       "supported with a gpuArray; use full (X)");
  op->elem = (mxIsNumeric (x) || mxIsLogical (x))
             ? ga_elem_of_class (mxGetClassID (x)) : GA_NELEM;
  if (mxIsChar (x))
    {                               /* its codes, as Octave's product takes them */
      const size_t n = mxGetNumberOfElements (x);
      const mxChar *c = mxGetChars (x);
      mxArray *d = mxCreateNumericArray (mxGetNumberOfDimensions (x),
                                         mxGetDimensions (x), mxDOUBLE_CLASS, mxREAL);
      for (size_t i = 0; i < n; i++)
        mxGetDoubles (d)[i] = (double) (unsigned char) c[i];
      op->elem = GA_DOUBLE;
      op->in.data = mxGetDoubles (d);
      op->in.made = d;
    }
  else if (op->elem == GA_NELEM)
    mexErrMsgIdAndTxt ("gpuaxis:invalid-input", "a gpuArray cannot be "
                       "combined with a %s", mxGetClassName (x));
  else
    ga_read_input (x, &op->in, "X");
  op->cplx = op->in.cplx;
  op->nd = mxGetNumberOfDimensions (x);
  op->own_dims = (size_t *) mxMalloc (op->nd * sizeof (size_t));
  for (size_t i = 0; i < op->nd; i++)
    op->own_dims[i] = mxGetDimensions (x)[i];
  op->dims = op->own_dims;
  op->numel = mxGetNumberOfElements (x);
}

/* As ga_la_read, a gpuArray's lazy transpose left as it is (lazy_t). */
static void
ga_la_read_lazy (const mxArray *x, int gpu, ga_la_operand *op)
{
  ga_error err = {0};
  if (! gpu)
    {
      ga_la_read (x, 0, op);
      return;
    }
  if (! mxIsDouble (x) || mxIsComplex (x) || mxGetNumberOfElements (x) < 1)
    mexErrMsgIdAndTxt ("gpuaxis:invalid-array", "not a gpuArray");
  memset (op, 0, sizeof *op);
  if (! (op->g = ga_arr_find_lazy (mxGetDoubles (x)[0], &err)))
    ga_gpuarray_fail (&err);
  op->elem = op->g->elem;
  op->cplx = op->g->cplx;
  op->nd = op->g->nd;
  op->dims = op->g->dims;
  op->numel = op->g->numel;
}

void
ga_la_operand_free (ga_la_operand *op)
{
  if (op->in.made)
    mxDestroyArray (op->in.made);
  if (op->own_dims)
    mxFree (op->own_dims);
  memset (op, 0, sizeof *op);
}

void
ga_la_where_of (int loc, ga_la_where *w)
{
  static int warned;
  w->loc = loc;
  w->wloc = loc;
  w->be = ga_la_cpu ();
  if (loc != GA_LOC_DEVICE)
    return;
  if ((w->be = ga_la_cuda ()) != NULL)
    return;
  w->wloc = GA_LOC_HOST;
  w->be = ga_la_cpu ();
  if (! warned)
    {
      mexWarnMsgIdAndTxt ("gpuaxis:no-cublas", "this gpuaxis was built "
                          "without cuBLAS and cuSOLVER: matrix products and "
                          "linear algebra of gpuArrays are computed on the "
                          "host (copied there and back)");
      warned = 1;
    }
}

ga_la_type
ga_la_type_of (ga_elem e, int cplx)
{
  if (e == GA_SINGLE)
    return cplx ? GA_LA_C : GA_LA_S;
  return cplx ? GA_LA_Z : GA_LA_D;
}

ga_elem
ga_la_elem_of (ga_la_type t)
{
  return (t == GA_LA_S || t == GA_LA_C) ? GA_SINGLE : GA_DOUBLE;
}

static const ga_ix_backend *
ix_of (int wloc)
{
  return wloc == GA_LOC_DEVICE ? ga_ix_cuda () : ga_ix_cpu ();
}

int
ga_la_new (const ga_la_where *w, ga_la_type t, int real_part, size_t nd,
           const size_t *dims, ga_darray **out, ga_error *err)
{
  return ga_arr_create (w->wloc, ga_la_elem_of (t),
                        ga_la_cplx (t) && ! real_part, nd, dims, out, err);
}

int
ga_la_stage (const ga_la_operand *op, const ga_la_where *w, ga_la_type t,
             int writable, ga_darray **tmp, void **data, ga_error *err)
{
  const ga_elem te = ga_la_elem_of (t);
  const int tc = ga_la_cplx (t);
  const void *src = NULL;
  ga_darray *raw = NULL, *out = NULL;
  *tmp = NULL;
  *data = NULL;
  if (op->g && op->g->loc == w->wloc)
    src = op->g->data;
  else if (op->g)
    {                               /* a device array, worked on the host */
      if (ga_arr_create (w->wloc, op->elem, op->cplx, op->nd, op->dims, &raw, err) != 0
          || ga_arr_read (op->g, raw->data, err) != 0)
        goto fail;
      src = raw->data;
    }
  else if (w->wloc == GA_LOC_HOST || op->numel == 0)
    src = op->in.data;
  else
    {                               /* an Octave array, to the device */
      if (ga_arr_create (w->wloc, op->elem, op->cplx, op->nd, op->dims, &raw, err) != 0
          || ga_arr_write (raw, op->in.data, err) != 0)
        goto fail;
      src = raw->data;
    }
  if (op->elem == te && op->cplx == tc)
    {
      if (raw || ! writable)
        {
          *tmp = raw;
          *data = (void *) src;
          return 0;
        }
      /* the engine writes its operand: a copy of data not our own */
      if (ga_arr_create (w->wloc, te, tc, op->nd, op->dims, &out, err) != 0
          || w->be->copy (out->data, src, out->bytes, err) != 0)
        goto fail;
    }
  else if (ga_arr_create (w->wloc, te, tc, op->nd, op->dims, &out, err) != 0
           || (op->numel > 0
               && ga_arr_dev_rc (ix_of (w->wloc)->convert (op->elem, op->cplx, src,
                                                           te, tc, out->data,
                                                           op->numel, err)) != 0))
    goto fail;
  if (raw)
    ga_arr_release (raw->id);
  *tmp = out;
  *data = out->data;
  return 0;
fail:
  if (raw)
    ga_arr_release (raw->id);
  if (out)
    ga_arr_release (out->id);
  return -1;
}

int
ga_la_settle (ga_darray **R, const ga_la_where *w, ga_error *err)
{
  ga_darray *C = NULL;
  if (w->wloc == w->loc)
    return 0;
  if (ga_arr_create (w->loc, (*R)->elem, (*R)->cplx, (*R)->nd, (*R)->dims, &C, err) != 0
      || ga_arr_write (C, (*R)->data, err) != 0)
    {
      if (C)
        ga_arr_release (C->id);
      return -1;
    }
  ga_arr_release ((*R)->id);
  *R = C;
  return 0;
}

/* --------------------------------------------------------- products */

/* Octave's type name of a matrix operand, for its error message (logical
 * and char ones are converted to double before Octave looks). */
static const char *
type_name (const ga_la_operand *op)
{
  static const char *const names[] = {"matrix", "float matrix", "int8 matrix",
    "uint8 matrix", "int16 matrix", "uint16 matrix", "int32 matrix",
    "uint32 matrix", "int64 matrix", "uint64 matrix", "matrix", "matrix"};
  if (op->cplx)
    return op->elem == GA_SINGLE ? "float complex matrix" : "complex matrix";
  return op->elem < GA_CDOUBLE ? names[op->elem] : "matrix";
}

static char
op_flag (const mxArray *a)
{
  char s[4] = "";
  if (! a || mxGetString (a, s, sizeof s) != 0
      || (s[0] != 'N' && s[0] != 'T' && s[0] != 'C') || s[1])
    mexErrMsgIdAndTxt ("gpuaxis:internal", "mtimes: op flag 'N', 'T' or 'C' "
                       "expected");
  return s[0];
}

static size_t
dim_of (const ga_la_operand *op, size_t k)
{
  return k < op->nd ? op->dims[k] : 1;
}

/* The pages of a pagemtimes operand: the count of its 3rd+ dimensions. */
static size_t
pages_of (const ga_la_operand *op)
{
  size_t n = 1;
  for (size_t k = 2; k < op->nd; k++)
    n *= op->dims[k];
  return n;
}

static void
product (int paged, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *name = paged ? "pagemtimes" : "operator *";
  ga_la_operand x[2];
  ga_la_where w;
  ga_la_gemm plan;
  ga_la_type t;
  ga_error err = {0};
  ga_darray *tmp[2] = {NULL, NULL}, *R = NULL;
  void *data[2] = {NULL, NULL};
  size_t rc_[2][2], *odims = NULL, ond, nb = 1;
  int64_t *offa = NULL, *offb = NULL;
  int mask, loc = -1, rc = -1, regular = 1;
  char opa, opb;
  (void) nlhs;
  if (nrhs != 6 || ! mxIsDouble (prhs[1]))
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: mtimes MASK A B "
                       "OPA OPB");
  mask = (int) mxGetScalar (prhs[1]);
  opa = op_flag (prhs[4]);
  opb = op_flag (prhs[5]);
  for (int k = 0; k < 2; k++)
    {
      ga_la_read_lazy (prhs[2 + k], (mask >> k) & 1, &x[k]);
      ga_gpuarray_join_loc (&loc, x[k].g);
    }
  if (loc < 0)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "mtimes: no gpuArray operand");
  if (ga_elem_is_int (x[0].elem) || ga_elem_is_int (x[1].elem))
    {
      ga_set_error (&err, "gpuaxis:binary-operator", "binary operator '*' not "
                    "implemented for '%s' by '%s' operations", type_name (&x[0]),
                    type_name (&x[1]));
      goto done;
    }
  t = (x[0].elem == GA_SINGLE || x[1].elem == GA_SINGLE) ? GA_LA_S : GA_LA_D;
  if (x[0].cplx || x[1].cplx)
    t = t == GA_LA_S ? GA_LA_C : GA_LA_Z;
  for (int k = 0; k < 2; k++)
    {
      char *op = k ? &opb : &opa;
      if (x[k].g && x[k].g->lazy_t)
        {                           /* a transpose not made: the op flag */
          /* a real operand's conjugate is itself */
          const char l = x[k].cplx ? x[k].g->lazy_t : 'T';
          const char u = (! x[k].cplx && *op == 'C') ? 'T' : *op;
          if (u == 'N' || u == l)
            {
              *op = u == 'N' ? l : 'N';
              rc_[k][0] = x[k].g->dims[1];
              rc_[k][1] = x[k].g->dims[0];
              continue;
            }
          if (ga_arr_dev_rc (ga_lt_resolve (x[k].g, &err)) != 0)
            goto done;              /* conj alone: made after all */
        }
      rc_[k][0] = dim_of (&x[k], 0);
      rc_[k][1] = paged ? dim_of (&x[k], 1) : x[k].numel / (rc_[k][0] ? rc_[k][0] : 1);
      if (! paged && rc_[k][0] == 0)  /* 0 rows: the columns from the dims */
        {
          rc_[k][1] = 1;
          for (size_t d = 1; d < x[k].nd; d++)
            rc_[k][1] *= x[k].dims[d];
        }
    }
  ond = 2;
  if (paged)
    {
      const size_t nd = x[0].nd > x[1].nd ? x[0].nd : x[1].nd;
      size_t pa = pages_of (&x[0]), pb = pages_of (&x[1]);
      odims = (size_t *) mxMalloc ((nd + 2) * sizeof (size_t));
      for (size_t d = 2; d < nd; d++)
        {
          const size_t a = dim_of (&x[0], d), b = dim_of (&x[1], d);
          if (a != b && a != 1 && b != 1)
            {
              ga_set_error (&err, "gpuaxis:nonconformant-args", "pagemtimes: "
                            "the sizes of dimension %zu of A and B (%zu, %zu) "
                            "differ and neither is 1", d + 1, a, b);
              goto done;
            }
          odims[d] = a == 1 ? b : a;
          nb *= odims[d];
        }
      ond = nd;
      regular = pa == pb || pa == 1 || pb == 1;
      if (ga_la_gemm_plan (t, opa, opb, rc_[0][0], rc_[0][1], rc_[1][0], rc_[1][1],
                           regular ? (int64_t) nb : 1, pa != 1, pb != 1, name,
                           &plan, &err) != 0)
        goto done;
      if (! regular)
        {                           /* the page each output page reads */
          offa = (int64_t *) mxMalloc (nb * sizeof (int64_t));
          offb = (int64_t *) mxMalloc (nb * sizeof (int64_t));
          for (size_t i = 0; i < nb; i++)
            {
              size_t r = i, ia = 0, ib = 0, sa = 1, sb = 1;
              for (size_t d = 2; d < nd; d++)
                {
                  const size_t c = r % odims[d];
                  r /= odims[d];
                  ia += (dim_of (&x[0], d) == 1 ? 0 : c) * sa;
                  ib += (dim_of (&x[1], d) == 1 ? 0 : c) * sb;
                  sa *= dim_of (&x[0], d);
                  sb *= dim_of (&x[1], d);
                }
              offa[i] = (int64_t) (ia * rc_[0][0] * rc_[0][1]);
              offb[i] = (int64_t) (ib * rc_[1][0] * rc_[1][1]);
            }
        }
    }
  else
    {
      odims = (size_t *) mxMalloc (2 * sizeof (size_t));
      if (ga_la_gemm_plan (t, opa, opb, rc_[0][0], rc_[0][1], rc_[1][0], rc_[1][1],
                           1, 1, 1, name, &plan, &err) != 0)
        goto done;
      if (x[0].g && x[1].g && x[0].g->data == x[1].g->data
          && rc_[0][0] == rc_[1][0] && rc_[0][1] == rc_[1][1])
        ga_la_gemm_to_syrk (&plan);   /* G' * G: one operand, as Octave */
    }
  odims[0] = plan.swap ? 1 : (size_t) plan.m;
  odims[1] = plan.swap ? (size_t) plan.m : (size_t) plan.n;
  ga_la_where_of (loc, &w);
  for (int k = 0; k < 2; k++)
    if (ga_la_stage (&x[k], &w, t, 0, &tmp[k], &data[k], &err) != 0)
      goto done;
  if (ga_la_new (&w, t, 0, ond, odims, &R, &err) != 0)
    goto done;
  if (R->numel == 0)
    ;
  else if (regular)
    {
      if (ga_arr_dev_rc (w.be->gemm (&plan, data[0], data[1], R->data, &err)) != 0)
        goto done;
    }
  else
    {
      const size_t es = ga_la_esize (t);
      for (size_t i = 0; i < nb; i++)
        if (ga_arr_dev_rc (w.be->gemm (&plan, (char *) data[0] + offa[i] * es,
                                       (char *) data[1] + offb[i] * es,
                                       (char *) R->data + i * plan.stride_c * es,
                                       &err)) != 0)
          goto done;
    }
  if (ga_la_settle (&R, &w, &err) != 0)
    goto done;
  rc = 0;
done:
  for (int k = 0; k < 2; k++)
    {
      if (tmp[k])
        ga_arr_release (tmp[k]->id);
      ga_la_operand_free (&x[k]);
    }
  if (odims)
    mxFree (odims);
  if (offa)
    mxFree (offa);
  if (offb)
    mxFree (offb);
  if (rc != 0)
    {
      if (R)
        ga_arr_release (R->id);
      ga_gpuarray_fail (&err);
    }
  plhs[0] = ga_gpuarray_meta (R);
  ga_gpuarray_update_lock ();
}

/* "transpose", M, CONJ: G.' (CONJ false) or G' of a 2-D gpuArray, made
 * when first used (lazy_transpose.c): a product takes it as an op flag. */
static void
transpose (mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  ga_darray *a, *R = NULL;
  ga_error err = {0};
  if (nrhs != 3)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: transpose M CONJ");
  a = ga_gpuarray_find (prhs[1]);
  if (a->nd != 2)
    mexErrMsgIdAndTxt ("gpuaxis:invalid-input", "%s not defined for N-D "
                       "objects", mxGetScalar (prhs[2]) != 0 ? "ctranspose"
                       : "transpose");
  if (ga_lt_make (a, mxGetScalar (prhs[2]) != 0, &R, &err) != 0)
    ga_gpuarray_fail (&err);
  plhs[0] = ga_gpuarray_meta (R);
}

int
ga_linalg_command (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const mxArray *c = prhs[0];
  if (ga_is_word (c, "transpose"))
    transpose (plhs, nrhs, prhs);
  else if (ga_is_word (c, "mtimes"))
    product (0, nlhs, plhs, nrhs, prhs);
  else if (ga_is_word (c, "pagemtimes"))
    product (1, nlhs, plhs, nrhs, prhs);
  else
    return 0;
  return 1;
}
