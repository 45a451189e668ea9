/* gpuarray_ew.c: __gpu_array__ ("ew", OP, MASK, A [, B]), the
 * elementwise methods of gpuArray (inst/@gpuArray/plus.m, ...).
 *
 * OP names a row of elementwise_ops.def; bit k of MASK says that operand
 * k is a gpuArray (its metadata row), else it is an Octave array (numeric,
 * logical or char; not sparse).  The result (its metadata row) is a new
 * array where the gpuArray operands are: an Octave scalar travels in the
 * plan, a larger Octave array is copied to the device for the call (and
 * read in place when the arrays are in host memory).  Sizes and classes
 * follow Octave (elementwise_rules.c); what depends on the values
 * (sqrt of a negative, NaN to logical) is read back from the engine: a
 * complex result is computed again as complex, NaN to logical is an
 * error, as in Octave.  On the device the complex check is read where the
 * result is next used (elementwise_pending.c), so the call does not
 * wait.  OP "copy" (one gpuArray): a copy of it, for the benchmarks'
 * device copy rate.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <string.h>
#include "gateway.h"
#include "values.h"
#include "arrays.h"
#include "device_array.h"
#include "elementwise_ops.h"
#include "elementwise_pending.h"
#include "gpuarray_mx.h"

typedef struct {
  ga_ew_operand o;
  ga_darray *g;            /* the gpuArray, or NULL */
  ga_input in;             /* an Octave array's elements */
  size_t numel;
  size_t *dims;
} operand;

static void
read_operand (const mxArray *x, int gpu, operand *op)
{
  memset (op, 0, sizeof *op);
  if (gpu)
    {
      ga_error err = {0};
      double id;
      if (! mxIsDouble (x) || mxGetNumberOfElements (x) < 1)
        mexErrMsgIdAndTxt ("gpuaxis:internal", "ew: metadata row expected");
      id = mxGetDoubles (x)[0];
      if (! (op->g = ga_arr_find (id, &err)))
        mexErrMsgIdAndTxt (err.id, "%s", err.msg);
      op->o.elem = op->g->elem;
      op->o.cplx = op->g->cplx;
      op->o.nd = op->g->nd;
      op->o.dims = op->g->dims;
      op->numel = op->g->numel;
      return;
    }
  if (mxIsSparse (x))
    mexErrMsgIdAndTxt ("gpuaxis:invalid-input", "sparse operands are not "
                       "supported with a gpuArray; use full (X)");
  op->o.elem = ga_elem_of_class (mxGetClassID (x));   /* values.c */
  if (op->o.elem == GA_NELEM)
    mexErrMsgIdAndTxt ("gpuaxis:invalid-input", "a gpuArray cannot be "
                       "combined with a %s", mxGetClassName (x));
  ga_read_input (x, &op->in, "X");
  op->o.cplx = op->in.cplx;
  op->o.nd = mxGetNumberOfDimensions (x);
  op->dims = (size_t *) mxMalloc (op->o.nd * sizeof (size_t));
  for (size_t i = 0; i < op->o.nd; i++)
    op->dims[i] = mxGetDimensions (x)[i];
  op->o.dims = op->dims;
  op->numel = mxGetNumberOfElements (x);
}

/* Where the engine reads operand op from: its data, the plan's scalar, or
 * a device copy of an Octave array (*tmp, released by the caller). */
static int
place (operand *op, ga_ew_arg *arg, int loc, ga_darray **tmp, ga_error *err)
{
  const size_t bytes = op->numel * ga_elem_size (op->o.elem) * (op->o.cplx ? 2 : 1);
  *tmp = NULL;
  if (op->g)
    {
      arg->p = op->g->data;
      return 0;
    }
  if (op->numel == 1)
    {
      memcpy (arg->v, op->in.data, bytes);   /* at most 16 bytes */
      arg->p = NULL;
      return 0;
    }
  if (loc == GA_LOC_HOST || op->numel == 0)
    {
      arg->p = op->in.data;
      return 0;
    }
  if (ga_arr_create (loc, op->o.elem, op->o.cplx, op->o.nd, op->o.dims, tmp, err) != 0
      || ga_arr_write (*tmp, op->in.data, err) != 0)
    return -1;
  arg->p = (*tmp)->data;
  return 0;
}

static int
run (ga_ew_plan *p, int loc, void *out, unsigned *flags, ga_error *err)
{
  int rc;
  *flags = 0;
  if (loc == GA_LOC_HOST)
    {
      ga_ew_cpu_run (p, out, flags);
      return 0;
    }
  rc = ga_ew_dev_run (p, out, flags, err);
  if (rc == GA_DEV_LOST)
    ga_arr_reset (0);
  return rc == 0 ? 0 : -1;
}

/* Whether operand x holds a NaN, by the engine's own test (not, which
 * flags NaN) over its elements: for & | and xor, whose operands Octave
 * checks before it looks at the result's size ([NaN 1] & zeros (1, 0)
 * fails), when the result has no elements.  Not for a broadcast xor:
 * Octave's xor.m hands that to bsxfun, which calls xor on no slices. */
static int
holds_nan (operand *x, int loc, int *found, ga_error *err)
{
  ga_ew_plan p;
  ga_darray *tmp = NULL, *R = NULL;
  size_t *dims, nd;
  unsigned flags = 0;
  int rc = -1;
  *found = 0;
  if (x->numel == 0 || (x->o.elem != GA_DOUBLE && x->o.elem != GA_SINGLE))
    return 0;
  dims = (size_t *) mxMalloc ((x->o.nd + 2) * sizeof (size_t));
  if (ga_ew_plan_make (GA_EW_NOT, &x->o, NULL, ga_octave_version (), &p, dims, &nd, err) == 0
      && place (x, &p.a, loc, &tmp, err) == 0
      && ga_arr_create (loc, GA_LOGICAL, 0, nd, dims, &R, err) == 0
      && run (&p, loc, R->data, &flags, err) == 0)
    {
      *found = (flags & GA_EWF_NAN) != 0;
      rc = 0;
    }
  if (tmp)
    ga_arr_release (tmp->id);
  if (R)
    ga_arr_release (R->id);
  mxFree (dims);
  return rc;
}

/* "copy": a new array holding a copy of gpuArray M (device to device on
 * the GPU): what the benchmarks measure the device's copy rate with. */
static void
copy_array (mxArray *plhs[], const mxArray *m)
{
  operand x;
  ga_darray *R = NULL;
  ga_error err = {0};
  read_operand (m, 1, &x);
  if (ga_arr_create (x.g->loc, x.g->elem, x.g->cplx, x.g->nd, x.g->dims, &R, &err) != 0)
    ga_gpuarray_fail (&err);
  if (R->loc == GA_LOC_HOST)
    memcpy (R->data, x.g->data, R->bytes);
  else if (ga_ew_dev_copy (R->data, x.g->data, R->bytes, &err) != 0)
    {
      ga_arr_release (R->id);
      ga_gpuarray_fail (&err);
    }
  plhs[0] = ga_gpuarray_meta (R);
  ga_gpuarray_update_lock ();
}

void
ga_gpuarray_ew (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  char name[24] = "";
  ga_ew_op op;
  operand x[2];
  ga_darray *tmp[2] = {NULL, NULL}, *R = NULL;
  ga_ew_plan plan;
  ga_error err = {0};
  size_t *odims, ond;
  unsigned flags = 0;
  int mask, nop, loc = -1, rc = -1;
  (void) nlhs;
  if (nrhs == 4 && ga_is_word (prhs[1], "copy"))
    {
      copy_array (plhs, prhs[3]);
      return;
    }
  if (nrhs < 4 || mxGetString (prhs[1], name, sizeof name) != 0
      || (op = ga_ew_find (name)) == GA_NEW || ! mxIsDouble (prhs[2])
      || nrhs != 3 + ga_ew_arity (op))
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: ew OP MASK A [B]");
  mask = (int) mxGetScalar (prhs[2]);
  nop = ga_ew_arity (op);
  for (int k = 0; k < nop; k++)
    {
      read_operand (prhs[3 + k], (mask >> k) & 1, &x[k]);
      ga_gpuarray_join_loc (&loc, x[k].g);
    }
  if (loc < 0)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "ew: no gpuArray operand");
  odims = (size_t *) mxMalloc ((x[0].o.nd + (nop > 1 ? x[1].o.nd : 0) + 2)
                               * sizeof (size_t));
  if (ga_ew_plan_make (op, &x[0].o, nop > 1 ? &x[1].o : NULL, ga_octave_version (),
                       &plan, odims, &ond, &err) != 0)
    goto done;
  if (place (&x[plan.swapped], &plan.a, loc, &tmp[0], &err) != 0
      || (nop > 1 && place (&x[! plan.swapped], &plan.b, loc, &tmp[1], &err) != 0))
    goto done;
  if (op == GA_EW_POWER && nop > 1 && ! plan.b.p && ! plan.b.cplx && ! plan.bsx
      && ga_xisint (ga_ew_ld (&plan.b, 0)))
    plan.check = 0;                   /* an integer exponent: real results */
  if (ga_arr_create (loc, (ga_elem) plan.out, plan.out_cplx, ond, odims, &R, &err) != 0)
    goto done;
  if (loc == GA_LOC_DEVICE && plan.check == GA_EWF_COMPLEX && plan.n > 0
      && ! tmp[0] && ! tmp[1])
    {                                 /* decided where R is next used */
      ga_darray *const ops[2] = {x[0].g, nop > 1 ? x[1].g : NULL};
      const int prc = ga_ew_pend (R, &plan, ops, &err);
      if (prc == GA_DEV_LOST)
        ga_arr_reset (0);
      if (prc != 1)
        {
          if (prc == 0)
            rc = 0;
          goto done;
        }
    }
  if (run (&plan, loc, R->data, &flags, &err) != 0)
    goto done;
  if (plan.n == 0 && (plan.check & GA_EWF_NAN) && ! (op == GA_EW_XOR && plan.bsx))
    for (int k = 0; k < nop; k++)
      {
        int found;
        if (holds_nan (&x[k], loc, &found, &err) != 0)
          goto done;
        if (found)
          flags |= GA_EWF_NAN;
      }
  if ((plan.check & GA_EWF_NAN) && (flags & GA_EWF_NAN))
    {
      ga_set_error (&err, "gpuaxis:nan-to-logical", "invalid conversion from "
                    "NaN to logical value");
      goto done;
    }
  if (ga_ew_wants_complex (&plan, flags))
    {                                 /* Octave's result is complex */
      ga_arr_release (R->id);
      R = NULL;
      ga_ew_plan_complex (&plan);
      if (ga_arr_create (loc, (ga_elem) plan.out, 1, ond, odims, &R, &err) != 0
          || run (&plan, loc, R->data, &flags, &err) != 0)
        goto done;
    }
  rc = 0;
done:
  for (int k = 0; k < 2; k++)
    if (tmp[k])
      ga_arr_release (tmp[k]->id);
  for (int k = 0; k < nop; k++)
    if (x[k].in.made)
      mxDestroyArray (x[k].in.made);
  if (rc != 0 && R)
    {
      ga_arr_release (R->id);
      R = NULL;
    }
  if (rc != 0)
    ga_gpuarray_fail (&err);
  plhs[0] = ga_gpuarray_meta (R);
  ga_gpuarray_update_lock ();
}
