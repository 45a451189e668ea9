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

/* Element i of p (class e, real) set to the double v, as Octave converts:
 * rounded to nearest, saturated, NaN to 0 for integers. */
static void
put_double (ga_elem e, void *p, size_t i, double v)
{
#define SATINT(T, LO, HI) do { double r = isnan (v) ? 0 : round (v);             \
    ((T *) p)[i] = r <= (double) (LO) ? (LO) : (r >= (double) (HI) ? (HI) : (T) r); } while (0)
  switch (e)
    {
    case GA_DOUBLE: ((double *) p)[i] = v; break;
    case GA_SINGLE: ((float *) p)[i] = (float) v; break;
    case GA_INT8: SATINT (int8_t, INT8_MIN, INT8_MAX); break;
    case GA_UINT8: SATINT (uint8_t, 0, UINT8_MAX); break;
    case GA_INT16: SATINT (int16_t, INT16_MIN, INT16_MAX); break;
    case GA_UINT16: SATINT (uint16_t, 0, UINT16_MAX); break;
    case GA_INT32: SATINT (int32_t, INT32_MIN, INT32_MAX); break;
    case GA_UINT32: SATINT (uint32_t, 0, UINT32_MAX); break;
    case GA_INT64: SATINT (int64_t, INT64_MIN, INT64_MAX); break;
    case GA_UINT64: SATINT (uint64_t, 0, UINT64_MAX); break;
    case GA_LOGICAL: ((uint8_t *) p)[i] = v != 0; break;
    default: break;
    }
#undef SATINT
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
      ga_backend_note_used (GA_BE_CUDA);
      return ga_cuda_run_host (plan, in, in_bytes, out, out_index, err);
    }
  ga_backend_note_used (GA_BE_CPU);
  return ga_cpu_run (plan, in, out, out_index, err);
}

/* The complex result from interleaved pairs `z` (nout of them, class e):
 * real when every imaginary part is 0, as Octave narrows. */
static mxArray *
complex_result (const ga_outcome *o, const mwSize *omw, ga_elem e, void *z)
{
  const int single = e == GA_SINGLE || e == GA_CSINGLE;
  int allreal = ! o->keep_complex;
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

void
ga_mex_reduce (ga_fn fn, int nlhs, mxArray *plhs[], int nrhs,
               const mxArray *prhs[])
{
  const ga_fn_info *fi = ga_fn_get (fn);
  ga_args g;
  ga_outcome o;
  ga_error err = {0};
  size_t *odims;
  mwSize *omw;
  mxArray *R = NULL, *I = NULL;
  void *out, *eng_out, *idx = NULL;

  ga_args_read (fn, nlhs, nrhs, prhs, &g);
  if (g.sparse)
    {
      ga_sparse_reduce (fi, &g, nlhs, plhs);
      ga_args_free (&g);
      return;
    }
  odims = (size_t *) mxMalloc ((g.rq.nd < 2 ? 2 : g.rq.nd) * sizeof (size_t));
  if (ga_rules_plan (&g.rq, &o, odims, &err) != 0)
    mexErrMsgIdAndTxt (err.id, "%s", err.msg);
  /* A result larger than this machine's memory (sum (zeros (0, 2^40)) asks
   * for 8 TB of zeros) is refused before anything is allocated: filling it
   * would get Octave killed. */
  if (ga_physical_memory () > 0 && o.bytes > ga_physical_memory ())
    mexErrMsgIdAndTxt ("gpuaxis:out-of-memory", "the result needs %.3g GB, "
                       "more than this machine's %.3g GB of memory",
                       o.bytes / 1e9, ga_physical_memory () / 1e9);
  omw = (mwSize *) mxMalloc (o.ond * sizeof (mwSize));
  for (size_t i = 0; i < o.ond; i++)
    omw[i] = (mwSize) odims[i];

  /* Where the engine writes: the result itself, or (complex results, casts)
   * a block of its own. */
  {
    const ga_elem pe = o.plan.out;
    const int cplx_out = o.out_complex;
    const size_t esz = ga_elem_size (pe == GA_CDOUBLE ? GA_DOUBLE
                                     : pe == GA_CSINGLE ? GA_SINGLE : pe);
    const int zero = ! o.run && o.fill == 0;
    /* before anything is allocated: the fallback warning may be an error */
    if (o.run)
      (void) ga_backend_effective ();
    if (cplx_out)
      out = own_block (2.0 * o.nout * esz, ! o.run);
    else if (o.cast_to != GA_NELEM)
      out = own_block ((double) o.nout * esz, zero);
    else
      {
        R = real_array (o.ond, omw, o.out, zero);
        out = mxGetData (R);
      }
    eng_out = out;
    if (g.rq.want_index)
      {
        I = real_array (o.ond, omw, GA_DOUBLE, ! o.run);
        idx = mxGetData (I);
      }

    if (o.run)
      {
        const void *in = g.in.data;      /* interleaved (-R2018a) */
        const size_t numel = mxGetNumberOfElements (g.A);
        size_t in_bytes = numel * ga_elem_size (g.rq.in) * (g.rq.complex ? 2 : 1);
        const int is_float = g.rq.in == GA_DOUBLE || g.rq.in == GA_SINGLE;
        const int minmax = o.plan.op == GA_OP_MAX || o.plan.op == GA_OP_MIN;
        const int has_nan = g.rq.nan != GA_NAN_DEFAULT && is_float
                            && ga_nan_any (g.rq.in, g.rq.complex, in, numel);
        void *copy = NULL;
        double *count = NULL;
        if (minmax && g.rq.in == GA_CHAR)
          {                             /* Octave 7.3 compares char
                                           codes as signed bytes (max
                                           (char ([36 200])) is 36) and
                                           returns the code: as double */
            double *d = (double *) mxMalloc (numel * sizeof (double) + 8);
            for (size_t t = 0; t < numel; t++)
              d[t] = (double) (signed char) ((const unsigned char *) in)[t];
            copy = d;
            in = d;
            in_bytes = numel * sizeof (double);
            o.plan.in = GA_DOUBLE;
          }
        if (has_nan && g.rq.nan == GA_NAN_OMIT && ! minmax)
          {                             /* NaN as the identity */
            copy = ga_nan_replaced (g.rq.in, g.rq.complex, in, numel,
                                    o.plan.op == GA_OP_PROD ? 1 : 0);
            in = copy;
            if (fn == GA_FN_MEAN)
              {                         /* divided by the non-NaN count */
                count = nan_counts (&g, numel, &err);
                o.plan.divisor = 0;
              }
          }
        if (run_engine (&o.plan, in, in_bytes, eng_out, idx, &err) != 0)
          {
            if (R) mxDestroyArray (R); else mxFree (out);
            if (I) mxDestroyArray (I);
            mexErrMsgIdAndTxt (err.id[0] ? err.id : "gpuaxis:internal", "%s",
                               err.msg);
          }
        if (count)
          {
            /* Octave divides the sum, which is real when every imaginary
             * part is 0 (narrowed): then the imaginary parts stay 0, not
             * 0 / 0 */
            const size_t k = cplx_out ? 2 : 1;
            int im_all_zero = cplx_out;
            for (size_t i = 1; i < o.nout * k && im_all_zero; i += 2)
              im_all_zero = esz == 4 ? ((float *) eng_out)[i] == 0
                                     : ((double *) eng_out)[i] == 0;
            for (size_t i = 0; i < o.nout * k; i++)
              {
                if (im_all_zero && (i % 2) == 1)
                  continue;
                if (esz == 4)
                  ((float *) eng_out)[i] /= (float) count[i / k];
                else
                  ((double *) eng_out)[i] /= count[i / k];
              }
            mxFree (count);
          }
        if (minmax && g.rq.in == GA_CHAR)
          for (size_t t = 0; t < o.nout; t++)
            if (((double *) eng_out)[t] < 0)
              ((double *) eng_out)[t] += 256;
        if (has_nan && g.rq.nan == GA_NAN_INCLUDE && minmax)
          include_nan (&g, &o, numel, eng_out, (double *) idx);
        if (copy)
          mxFree (copy);
      }
    else if (o.fill != 0)
      {                                 /* reductions over nothing */
        const size_t k = cplx_out ? 2 : 1;
        const ga_elem fe = o.cast_to != GA_NELEM ? (esz == 4 ? GA_SINGLE : GA_DOUBLE)
                           : (cplx_out ? (esz == 4 ? GA_SINGLE : GA_DOUBLE) : o.out);
        for (size_t i = 0; i < o.nout; i++)
          put_double (fe, out, k * i, o.fill);
      }

    if (cplx_out && o.cast_to == GA_DOUBLE && esz == 4)
      {                                 /* mean (single complex, "double") */
        double *zd = (double *) own_block (2.0 * o.nout * 8, 0);
        for (size_t i = 0; i < 2 * o.nout; i++)
          zd[i] = ((float *) out)[i];
        mxFree (out);
        R = complex_result (&o, omw, GA_CDOUBLE, zd);
      }
    else if (cplx_out)
      R = complex_result (&o, omw, pe, out);
    else if (o.cast_to != GA_NELEM)
      {                                 /* mean "native"/"double": cast */
        const ga_elem from = esz == 4 ? GA_SINGLE : GA_DOUBLE;
        void *ro;
        R = real_array (o.ond, omw, o.cast_to, 0);
        ro = mxGetData (R);
        for (size_t i = 0; i < o.nout; i++)
          put_double (o.cast_to, ro, i, get_double (from, out, i));
        mxFree (out);
      }
  }
  plhs[0] = R;
  if (nlhs > 1)
    plhs[1] = I;
  mxFree (omw);
  mxFree (odims);
  ga_args_free (&g);
}
