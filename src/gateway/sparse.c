/* sparse.c: sparse input goes to Octave's own function (sum, prod, max,
 * ...), on the CPU, and gives what it gives (a sparse result).  DIM lists
 * and "all" are done one dimension at a time.  A sparse matrix is 2-D:
 * every dimension above 2 has extent 1, so reducing it changes nothing
 * (Octave 7.3's sparse sum (A, 3) returns column sums instead; not used).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <string.h>
#include "sparse.h"
#include "result_array.h"

static const char *const type_names[] = {NULL, "native", "double", "extra"};

/* fn (cur, DIM d, options), nout results; d == 0: no DIM. */
static void
call_builtin (const ga_fn_info *fi, const ga_args *g, mxArray *cur, double d,
              int nout, mxArray *res[])
{
  mxArray *args[5];
  int nargs = 0, nnew = 0;
  args[nargs++] = cur;
  if (fi->empty_dim_arg && d > 0)
    { args[nargs++] = mxCreateDoubleMatrix (0, 0, mxREAL); nnew++; }
  if (d > 0)
    { args[nargs++] = mxCreateDoubleScalar (d); nnew++; }
  if (g->rq.type != GA_TYPE_DEFAULT)
    { args[nargs++] = mxCreateString (type_names[g->rq.type]); nnew++; }
  {
    /* Octave's sparse reductions need a work array of a column or a row of
     * values and indices: an allocation it would fail with an unlabelled
     * bad_alloc */
    const size_t cm = mxGetM (cur), cn = mxGetN (cur);
    if (! ga_memory_ok (48.0 * (d == 2 || (d == 0 && cm == 1) ? cm : cn) + 64))
      mexErrMsgIdAndTxt ("gpuaxis:out-of-memory", "no memory to reduce a "
                         "%zux%zu sparse matrix", cm, cn);
  }
  res[0] = res[1] = NULL;
  if (! ga_call_builtin_n (fi->builtin, nout, res, nargs, args))
    mexErrMsgIdAndTxt ("gpuaxis:invalid-input", "%s of a sparse matrix failed",
                       fi->builtin);
  for (int i = nargs - nnew; i < nargs; i++)
    mxDestroyArray (args[i]);
  /* what came back is checked: a builtin.m of the user's may stand in */
  {
    const size_t cm = mxGetM (cur), cn = mxGetN (cur);
    const size_t rm = mxGetM (res[0]), rn = mxGetN (res[0]);
    int ok = mxIsSparse (res[0]) && mxGetNumberOfDimensions (res[0]) == 2;
    if (d == 1)
      ok = ok && rm == (cm ? 1 : (fi->empty_dim_arg ? 0 : 1)) && rn == cn;
    else if (d == 2)
      ok = ok && rm == cm && rn == (cn ? 1 : (fi->empty_dim_arg ? 0 : 1));
    else
      ok = ok && (rm <= 1 || rn <= 1 || rm == cm || rn == cn);
    if (! ok)
      mexErrMsgIdAndTxt ("gpuaxis:internal", "Octave's %s of a sparse matrix "
                         "gave an unexpected result", fi->builtin);
  }
}

void
ga_sparse_reduce (const ga_fn_info *fi, const ga_args *g, int nlhs,
                  mxArray *plhs[])
{
  double steps[2];
  int nsteps = 0;
  const int nout = nlhs > 1 ? 2 : 1;
  mxArray *cur = (mxArray *) g->A, *res[2] = {NULL, NULL};
  if (g->rq.nan != GA_NAN_DEFAULT)
    mexErrMsgIdAndTxt ("gpuaxis:invalid-type", "nanflags are not taken "
                       "for sparse input");
  if (g->rq.dim_all)
    { steps[0] = 1; steps[1] = 2; nsteps = 2; }
  else
    for (size_t k = 0; k < g->rq.ndim; k++)
      if (g->rq.dim[k] <= 2)
        steps[nsteps++] = g->rq.dim[k];
  if (g->rq.ndim == 0 && ! g->rq.dim_all)
    {
      call_builtin (fi, g, cur, 0, nout, res);
      plhs[0] = res[0];
      if (nlhs > 1)
        plhs[1] = res[1];
      return;
    }
  if (nsteps == 0)
    {                       /* only dims > 2: each element alone, in the
                               result's class, by Octave's own conversions */
      const int native_logical = mxIsLogical (g->A) && g->rq.type == GA_TYPE_NATIVE;
      mxArray *a[2], *r = NULL;
      int ok;
      a[0] = cur;
      switch (fi->op)
        {
        case GA_OP_MAX: case GA_OP_MIN:
          ok = 1;
          r = mxDuplicateArray (cur);
          break;
        case GA_OP_ANY: case GA_OP_ALL:
          a[1] = mxCreateDoubleScalar (0);
          ok = ga_call_builtin_n ("ne", 1, &r, 2, a);
          mxDestroyArray (a[1]);
          break;
        case GA_OP_SUMSQ:
          {
            mxArray *ab = NULL;
            ok = ga_call_builtin_n ("abs", 1, &ab, 1, a);
            if (ok)
              {
                a[0] = ab;
                a[1] = mxCreateDoubleScalar (2);
                ok = ga_call_builtin_n ("power", 1, &r, 2, a);
                mxDestroyArray (a[1]);
                mxDestroyArray (ab);
              }
          }
          break;
        default:
          ok = ga_call_builtin_n (native_logical ? "logical" : "double", 1, &r, 1, a);
          break;
        }
      if (! ok || ! r || ! mxIsSparse (r) || mxGetM (r) != mxGetM (g->A)
          || mxGetN (r) != mxGetN (g->A))
        mexErrMsgIdAndTxt ("gpuaxis:internal", "Octave's conversion of a sparse "
                           "matrix gave an unexpected result");
      plhs[0] = r;
      if (nlhs > 1)
        {                   /* every index is 1 */
          plhs[1] = mxCreateDoubleMatrix (0, 0, mxREAL);
          if (! ga_memory_ok (8.0 * mxGetM (r) * mxGetN (r)))
            mexErrMsgIdAndTxt ("gpuaxis:out-of-memory", "no memory for the "
                               "index of a %zux%zu result", mxGetM (r), mxGetN (r));
          mxDestroyArray (plhs[1]);
          plhs[1] = mxCreateDoubleMatrix (mxGetM (r), mxGetN (r), mxREAL);
          for (size_t k = 0; k < mxGetM (r) * mxGetN (r); k++)
            mxGetDoubles (plhs[1])[k] = 1;
        }
      return;
    }
  if (nlhs > 1 && nsteps > 1)
    mexErrMsgIdAndTxt ("gpuaxis:invalid-dim", "[M, I] of a sparse matrix "
                       "over two dimensions is not supported");
  for (int k = 0; k < nsteps; k++)
    {
      call_builtin (fi, g, cur, steps[k], nout, res);
      if (cur != g->A)
        mxDestroyArray (cur);
      cur = res[0];
      if (k + 1 < nsteps && res[1])
        mxDestroyArray (res[1]);
    }
  plhs[0] = cur;
  if (nlhs > 1)
    plhs[1] = res[1];
}
