/* reduce.c: one reduction call, from mx arguments to mx results.
 *
 * Reads the arguments (args.c), asks the rules for the plan and the result
 * shape (rules/rules.c), allocates the results, runs the engine on the
 * backend in effect, and narrows complex results the way Octave does.
 * Sparse input goes to Octave's own function (sparse.c).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <math.h>
#include <string.h>
#include "gateway.h"
#include "result_array.h"
#include "sparse.h"
#include "nanflags.h"
#include "values.h"
#include "elem.h"

/* The real result array of class e (zeros with zero); out of memory is
 * gpuaxis:out-of-memory. */
static mxArray *
real_array (size_t nd, const mwSize *dims, ga_elem e, int zero)
{
  mxArray *R = ga_result_array ((mwSize) nd, dims, ga_class_of_elem (e),
                                ga_class_name (e), ga_elem_size (e), zero);
  if (! R)
    mexErrMsgIdAndTxt ("gpuaxis:out-of-memory", "no memory for the %s result",
                       ga_class_name (e));
  return R;
}

/* n bytes of our own (mxMalloc: freed by Octave if the call ends in an
 * error), asked of malloc first so that a failure is ours to report. */
static void *
own_block (double bytes, int zero)
{
  void *p;
  if (! ga_memory_ok (2 * bytes))        /* it and Octave's copy on return */
    mexErrMsgIdAndTxt ("gpuaxis:out-of-memory", "no memory for a result of "
                       "%.3g GB", bytes / 1e9);
  p = mxMalloc ((size_t) bytes + 16);
  if (zero)
    memset (p, 0, (size_t) bytes + 16);
  return p;
}

static double
get_double (ga_elem e, const void *p, size_t i)
{
  switch (e)
    {
    case GA_DOUBLE: return ((const double *) p)[i];
    case GA_SINGLE: return ((const float *) p)[i];
    default: return 0;
    }
}

/* Runs the plan on the backend in effect: CUDA where it can take the plan
 * (and, under "auto", ga_auto_on_cpu does not keep the input on the CPU:
 * too small for the trip, or many CPU threads), else the CPU. */
static int
run_engine (const ga_plan *plan, const void *in, size_t in_bytes, void *out,
            void *out_index, ga_error *err)
{
  /* The CPU takes what the GPU host run of 2026-12-01 showed the CUDA
   * backend getting wrong or not doing: max/min of char (wrong values),
   * [M, I] over several passes (not written for CUDA). */
  const int cpu_only = (plan->want_index && plan->npass > 1)
                       || ((plan->op == GA_OP_MAX || plan->op == GA_OP_MIN)
                           && plan->in == GA_CHAR);
  const int be = ga_backend_effective ();       /* (warns once, or errors) */
  const int on_cpu = ga_auto_on_cpu (in_bytes);
  if (! cpu_only && ! on_cpu && be == GA_BE_CUDA && ga_cuda_supports (plan))
    {
      if (ga_plan_printing ())
        ga_plan_print (plan, 0, "host array");
      ga_backend_note_used (GA_BE_CUDA);
      return ga_cuda_run_host (plan, in, in_bytes, out, out_index, err);
    }
  if (ga_plan_printing ())
    ga_plan_print (plan, 1, "host array");
  ga_backend_note_used (GA_BE_CPU);
  return ga_cpu_run (plan, in, out, out_index, err);
}

/* The complex result from interleaved pairs `z` (nout of them, class e):
 * real when every imaginary part is 0, as Octave narrows, unless the
 * outcome keeps it complex (mean past ndims since Octave 9 returns a
 * complex A as it is).  Octave narrows a complex mxArray a MEX function
 * returns, so that one is made by Octave's complex (): an mxArray from
 * mexCallMATLAB holds Octave's value itself and comes back unchanged. */
static mxArray *
complex_result (const ga_outcome *o, const mwSize *omw, ga_elem e, void *z)
{
  const int single = e == GA_SINGLE || e == GA_CSINGLE;
  int allreal = 1;
  mxArray *R;
  for (size_t i = 0; i < o->nout && allreal; i++)
    allreal = single ? ((float *) z)[2 * i + 1] == 0 : ((double *) z)[2 * i + 1] == 0;
  if (allreal)
    {
      void *ro;
      R = real_array (o->ond, omw, single ? GA_SINGLE : GA_DOUBLE, 0);
      ro = mxGetData (R);
      for (size_t i = 0; i < o->nout; i++)
        if (single)
          ((float *) ro)[i] = ((float *) z)[2 * i];
        else
          ((double *) ro)[i] = ((double *) z)[2 * i];
      mxFree (z);
      if (o->keep_complex)
        {
          mxArray *in[2], *C = NULL;
          in[0] = R;
          in[1] = mxCreateNumericMatrix (1, 1, single ? mxSINGLE_CLASS : mxDOUBLE_CLASS, mxREAL);
          if (mexCallMATLABWithTrap (1, &C, 2, in, "complex") == NULL && C)
            {
              mxDestroyArray (R);
              R = C;
            }
          mxDestroyArray (in[1]);
        }
      return R;
    }
  /* Octave 7.3's mxCreateNumericArray (..., mxCOMPLEX) under -R2018a
   * allocates only the real half, so the pairs are computed into a block of
   * our own and handed over. */
  R = mxCreateNumericMatrix (0, 0, single ? mxSINGLE_CLASS : mxDOUBLE_CLASS, mxCOMPLEX);
  mxFree (mxGetData (R));                 /* its (empty) block, replaced */
  if (single)
    mxSetComplexSingles (R, (mxComplexSingle *) z);
  else
    mxSetComplexDoubles (R, (mxComplexDouble *) z);
  mxSetDimensions (R, omw, o->ond);
  return R;
}

/* The same reduction of the non-NaN indicator of A: per result, how many
 * elements are not NaN (mean "omitnan"). */
static double *
nan_counts (const ga_args *g, size_t numel, ga_error *err)
{
  ga_request rq = g->rq;
  ga_outcome o2;
  size_t *od = (size_t *) mxMalloc ((rq.nd < 2 ? 2 : rq.nd) * sizeof (size_t));
  unsigned char *ind = ga_nan_indicator (g->rq.in, g->rq.complex, g->in.data,
                                         numel, 0);
  double *cnt;
  rq.in = GA_LOGICAL;
  rq.complex = 0;
  rq.type = GA_TYPE_DEFAULT;
  rq.nan = GA_NAN_DEFAULT;
  if (ga_rules_plan (&rq, &o2, od, err) != 0)
    mexErrMsgIdAndTxt (err->id, "%s", err->msg);
  o2.plan.divisor = 0;
  cnt = (double *) mxMalloc (o2.nout * sizeof (double) + 8);
  if (run_engine (&o2.plan, ind, numel, cnt, NULL, err) != 0)
    mexErrMsgIdAndTxt (err->id[0] ? err->id : "gpuaxis:internal", "%s", err->msg);
  mxFree (ind);
  mxFree (od);
  return cnt;
}

/* The element of A behind result i and linear index r into its reduced
 * dims (a DIM list or "all": the cases with several passes). */
static size_t
element_at (const ga_request *rq, size_t i, size_t r)
{
  size_t e = 0, stride = 1, k = 0;
  for (size_t t = 0; t < rq->nd; t++)
    {
      const size_t ext = rq->dims[t];
      int red = rq->dim_all;
      while (! red && k < rq->ndim && rq->dim[k] < (double) (t + 1))
        k++;
      if (! red)
        red = k < rq->ndim && rq->dim[k] == (double) (t + 1);
      if (ext == 0)
        return 0;
      if (red)
        { e += stride * (r % ext); r /= ext; }
      else
        { e += stride * (i % ext); i /= ext; }
      stride *= ext;
    }
  return e;
}

/* max/min "includenan": each result whose slice holds a NaN becomes its
 * first NaN (complex: that element), with that element's index. */
static void
include_nan (const ga_args *g, const ga_outcome *o, size_t numel, void *out,
             double *idx)
{
  ga_request rq = g->rq;
  ga_outcome o2;
  ga_error err = {0};
  size_t *od = (size_t *) mxMalloc ((rq.nd < 2 ? 2 : rq.nd) * sizeof (size_t));
  unsigned char *ind = ga_nan_indicator (g->rq.in, g->rq.complex, g->in.data,
                                         numel, 1);
  unsigned char *has;
  double *where;
  int single_pass;
  rq.in = GA_LOGICAL;
  rq.complex = 0;
  rq.nan = GA_NAN_DEFAULT;
  rq.fn = GA_FN_MAX;
  rq.want_index = 1;
  if (ga_rules_plan (&rq, &o2, od, &err) != 0)
    mexErrMsgIdAndTxt (err.id, "%s", err.msg);
  single_pass = o2.plan.npass == 1;
  has = (unsigned char *) mxMalloc (o2.nout + 1);
  where = (double *) mxMalloc (o2.nout * sizeof (double) + 8);
  if (run_engine (&o2.plan, ind, numel, has, where, &err) != 0)
    mexErrMsgIdAndTxt (err.id[0] ? err.id : "gpuaxis:internal", "%s", err.msg);
  for (size_t i = 0; i < o->nout; i++)
    if (has[i])
      {
        const ga_pass *ps = &o2.plan.pass[0];
        size_t e;
        if (single_pass)
          e = i % ps->pre + ps->pre * ((size_t) where[i] - 1 + ps->n * (i / ps->pre));
        else
          e = element_at (&g->rq, i, (size_t) where[i] - 1);
        if (idx)
          idx[i] = where[i];
        if (g->rq.complex)
          {                           /* that element, as it is */
            if (g->rq.in == GA_SINGLE)
              {
                ((float *) out)[2 * i] = ((const float *) g->in.data)[2 * e];
                ((float *) out)[2 * i + 1] = ((const float *) g->in.data)[2 * e + 1];
              }
            else
              {
                ((double *) out)[2 * i] = ((const double *) g->in.data)[2 * e];
                ((double *) out)[2 * i + 1] = ((const double *) g->in.data)[2 * e + 1];
              }
          }
        else if (g->rq.in == GA_SINGLE)
          ((float *) out)[i] = NAN;
        else
          ((double *) out)[i] = NAN;
      }
  mxFree (has);
  mxFree (where);
  mxFree (ind);
  mxFree (od);
}

/* One host call, from its arguments to its results: the steps of
 * ga_mex_reduce below, each of which reads and fills this. */
typedef struct {
  ga_fn fn;
  ga_args g;             /* the arguments (args.c)                        */
  ga_outcome o;          /* the rules' plan and result                    */
  size_t *odims;         /* the result's dimensions                       */
  mwSize *omw;           /* the same, as mwSize                           */
  size_t esz;            /* bytes of one real part the engine writes      */
  mxArray *R, *I;        /* the results (R made last for complex, casts)  */
  void *out;             /* where the engine writes: R's data or a block  */
  void *idx;             /* I's data, or NULL                             */
} reduce_call;

/* The plan of the call, refused before anything is allocated if its result
 * is larger than this machine's memory (sum (zeros (0, 2^40)) asks for
 * 8 TB of zeros: filling it would get Octave killed). */
static void
plan_call (reduce_call *c)
{
  ga_error err = {0};
  c->odims = (size_t *) mxMalloc ((c->g.rq.nd < 2 ? 2 : c->g.rq.nd) * sizeof (size_t));
  if (ga_rules_plan (&c->g.rq, &c->o, c->odims, &err) != 0)
    mexErrMsgIdAndTxt (err.id, "%s", err.msg);
  if (ga_physical_memory () > 0 && c->o.bytes > ga_physical_memory ())
    mexErrMsgIdAndTxt ("gpuaxis:out-of-memory", "the result needs %.3g GB, "
                       "more than this machine's %.3g GB of memory",
                       c->o.bytes / 1e9, ga_physical_memory () / 1e9);
  c->omw = (mwSize *) mxMalloc (c->o.ond * sizeof (mwSize));
  for (size_t i = 0; i < c->o.ond; i++)
    c->omw[i] = (mwSize) c->odims[i];
}

/* Where the engine writes: the result itself, or (complex results, casts)
 * a block of its own; and the index result. */
static void
allocate_results (reduce_call *c)
{
  const ga_outcome *o = &c->o;
  const ga_elem pe = o->plan.out;
  const int zero = ! o->run && o->fill == 0;
  c->esz = ga_elem_size (pe == GA_CDOUBLE ? GA_DOUBLE
                         : pe == GA_CSINGLE ? GA_SINGLE : pe);
  /* before anything is allocated: the fallback warning may be an error */
  if (o->run)
    (void) ga_backend_effective ();
  if (o->out_complex)
    c->out = own_block (2.0 * o->nout * c->esz, ! o->run);
  else if (o->cast_to != GA_NELEM)
    c->out = own_block ((double) o->nout * c->esz, zero);
  else
    {
      c->R = real_array (o->ond, c->omw, o->out, zero);
      c->out = mxGetData (c->R);
    }
  if (c->g.rq.want_index)
    {
      c->I = real_array (o->ond, c->omw, GA_DOUBLE, ! o->run);
      c->idx = mxGetData (c->I);
    }
}

/* mean "omitnan": each result divided by its count of non-NaN elements.
 * Octave divides the sum, which is real when every imaginary part is 0
 * (narrowed): then the imaginary parts stay 0, not 0 / 0. */
static void
divide_by_counts (const reduce_call *c, double *count)
{
  const int cplx_out = c->o.out_complex;
  const size_t k = cplx_out ? 2 : 1, nout = c->o.nout;
  int im_all_zero = cplx_out;
  for (size_t i = 1; i < nout * k && im_all_zero; i += 2)
    im_all_zero = c->esz == 4 ? ((float *) c->out)[i] == 0
                              : ((double *) c->out)[i] == 0;
  for (size_t i = 0; i < nout * k; i++)
    {
      if (im_all_zero && (i % 2) == 1)
        continue;
      if (c->esz == 4)
        ((float *) c->out)[i] /= (float) count[i / k];
      else
        ((double *) c->out)[i] /= count[i / k];
    }
}

/* The engine's run on A, with what the options ask around it: char codes
 * as Octave 7.3's max/min read them, NaN as the identity ("omitnan"; mean
 * divided by the non-NaN count), max/min's "includenan". */
static void
run_call (reduce_call *c)
{
  const ga_request *rq = &c->g.rq;
  ga_outcome *o = &c->o;
  ga_error err = {0};
  const void *in = c->g.in.data;         /* interleaved (-R2018a) */
  const size_t numel = mxGetNumberOfElements (c->g.A);
  size_t in_bytes = numel * ga_elem_size (rq->in) * (rq->complex ? 2 : 1);
  const int is_float = rq->in == GA_DOUBLE || rq->in == GA_SINGLE;
  const int minmax = o->plan.op == GA_OP_MAX || o->plan.op == GA_OP_MIN;
  const int has_nan = rq->nan != GA_NAN_DEFAULT && is_float
                      && ga_nan_any (rq->in, rq->complex, in, numel);
  void *copy = NULL;
  double *count = NULL;
  if (minmax && rq->in == GA_CHAR)
    {                                   /* Octave 7.3 compares char codes
                                           as signed bytes (max (char ([36
                                           200])) is 36) and returns the
                                           code: as double */
      double *d = (double *) mxMalloc (numel * sizeof (double) + 8);
      for (size_t t = 0; t < numel; t++)
        d[t] = (double) (signed char) ((const unsigned char *) in)[t];
      copy = d;
      in = d;
      in_bytes = numel * sizeof (double);
      o->plan.in = GA_DOUBLE;
    }
  if (has_nan && rq->nan == GA_NAN_OMIT && ! minmax)
    {                                   /* NaN as the identity */
      copy = ga_nan_replaced (rq->in, rq->complex, in, numel,
                              o->plan.op == GA_OP_PROD ? 1 : 0);
      in = copy;
      if (c->fn == GA_FN_MEAN)
        {                               /* divided by the non-NaN count */
          count = nan_counts (&c->g, numel, &err);
          o->plan.divisor = 0;
        }
    }
  if (run_engine (&o->plan, in, in_bytes, c->out, c->idx, &err) != 0)
    {
      if (c->R) mxDestroyArray (c->R); else mxFree (c->out);
      if (c->I) mxDestroyArray (c->I);
      mexErrMsgIdAndTxt (err.id[0] ? err.id : "gpuaxis:internal", "%s",
                         err.msg);
    }
  if (count)
    {
      divide_by_counts (c, count);
      mxFree (count);
    }
  if (minmax && rq->in == GA_CHAR)
    for (size_t t = 0; t < o->nout; t++)
      if (((double *) c->out)[t] < 0)
        ((double *) c->out)[t] += 256;
  if (has_nan && rq->nan == GA_NAN_INCLUDE && minmax)
    include_nan (&c->g, o, numel, c->out, (double *) c->idx);
  if (copy)
    mxFree (copy);
}

/* Reductions over nothing: every result is the plan's fill value (the
 * engine's class for a cast, the pairs' real parts for complex). */
static void
fill_call (reduce_call *c)
{
  const ga_outcome *o = &c->o;
  const size_t k = o->out_complex ? 2 : 1;
  const ga_elem fe = o->cast_to != GA_NELEM ? (c->esz == 4 ? GA_SINGLE : GA_DOUBLE)
                     : (o->out_complex ? (c->esz == 4 ? GA_SINGLE : GA_DOUBLE) : o->out);
  for (size_t i = 0; i < o->nout; i++)
    ga_put_d (fe, c->out, k * i, o->fill);
}

/* The result array from the engine's block: complex narrowed as Octave
 * narrows, mean's OUTTYPE cast. */
static void
finish_result (reduce_call *c)
{
  const ga_outcome *o = &c->o;
  if (o->out_complex && o->cast_to == GA_DOUBLE && c->esz == 4)
    {                                   /* mean (single complex, "double") */
      double *zd = (double *) own_block (2.0 * o->nout * 8, 0);
      for (size_t i = 0; i < 2 * o->nout; i++)
        zd[i] = ((float *) c->out)[i];
      mxFree (c->out);
      c->R = complex_result (o, c->omw, GA_CDOUBLE, zd);
    }
  else if (o->out_complex)
    c->R = complex_result (o, c->omw, o->plan.out, c->out);
  else if (o->cast_to != GA_NELEM)
    {                                   /* mean "native"/"double": cast */
      const ga_elem from = c->esz == 4 ? GA_SINGLE : GA_DOUBLE;
      void *ro;
      c->R = real_array (o->ond, c->omw, o->cast_to, 0);
      ro = mxGetData (c->R);
      for (size_t i = 0; i < o->nout; i++)
        ga_put_d (o->cast_to, ro, i, get_double (from, c->out, i));
      mxFree (c->out);
    }
}

void
ga_mex_reduce (ga_fn fn, int nlhs, mxArray *plhs[], int nrhs,
               const mxArray *prhs[])
{
  reduce_call c;
  memset (&c, 0, sizeof c);
  c.fn = fn;
  ga_args_read (fn, nlhs, nrhs, prhs, &c.g);
  if (c.g.sparse)
    {
      ga_sparse_reduce (ga_fn_get (fn), &c.g, nlhs, plhs);
      ga_args_free (&c.g);
      return;
    }
  plan_call (&c);
  allocate_results (&c);
  if (c.o.run)
    run_call (&c);
  else if (c.o.fill != 0)
    fill_call (&c);
  finish_result (&c);
  plhs[0] = c.R;
  if (nlhs > 1)
    plhs[1] = c.I;
  mxFree (c.omw);
  mxFree (c.odims);
  ga_args_free (&c.g);
}
