/* args.c: a reduction call's mx arguments, read into a ga_request.
 *
 * The forms, after Octave 7.3's built-ins plus the extensions newer Octave
 * and MATLAB have (DIM vectors, "all", nanflags, outtype "default"):
 *   F (A), F (A, DIM), F (A, OPT...), F (A, DIM, OPT...)   sum prod mean
 *                                                          sumsq any all
 *   F (A, [], DIM, OPT...), F (A, [], OPT...)              max min
 * OPT: TYPE/OUTTYPE words ("native", "double", "extra", "default"), mean's
 * "a" (arithmetic; "g" and "h" are refused), nanflags ("omitnan",
 * "includenan").  Every refusal is an error with a gpuaxis: identifier.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <ctype.h>
#include <stdlib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "gateway.h"
#include "result_array.h"
#include "values.h"

/* Optimal-string-alignment distance of a and b, case-insensitive, capped
 * at 3: how far a typo is from an option word. */
static int
typo_distance (const char *a, const char *b)
{
  size_t la = strlen (a), lb = strlen (b);
  int d[20][20];
  if (la >= 20 || lb >= 20)
    return 3;
  for (size_t i = 0; i <= la; i++) d[i][0] = (int) i;
  for (size_t j = 0; j <= lb; j++) d[0][j] = (int) j;
  for (size_t i = 1; i <= la; i++)
    for (size_t j = 1; j <= lb; j++)
      {
        int ca = tolower ((unsigned char) a[i - 1]), cb = tolower ((unsigned char) b[j - 1]);
        int c = d[i - 1][j - 1] + (ca != cb);
        if (d[i - 1][j] + 1 < c) c = d[i - 1][j] + 1;
        if (d[i][j - 1] + 1 < c) c = d[i][j - 1] + 1;
        if (i > 1 && j > 1 && ca == tolower ((unsigned char) b[j - 2])
            && tolower ((unsigned char) a[i - 2]) == cb && d[i - 2][j - 2] + 1 < c)
          c = d[i - 2][j - 2] + 1;
        d[i][j] = c;
      }
  return d[la][lb] < 3 ? d[la][lb] : 3;
}

/* TYPE words, by the ga_type_opt they stand for. */
static const char *const type_words[] = {"default", "native", "double", "extra"};

/* The TYPE word of fi that s is a typo of (at most 2 edits), or NULL. */
static const char *
near_type_word (const ga_fn_info *fi, const char *s)
{
  for (int t = 0; t < 4; t++)
    if ((fi->types & (1u << t)) && typo_distance (s, type_words[t]) <= 2)
      return type_words[t];
  return NULL;
}

static void
usage (const ga_fn_info *fi)
{
  if (fi->empty_dim_arg)
    mexErrMsgIdAndTxt ("Octave:invalid-fun-call", "Invalid call to %s.  "
                       "Usage: M = %s (A), %s (A, [], DIM), "
                       "[M, I] = %s (...)", fi->name, fi->name, fi->name,
                       fi->name);
  mexErrMsgIdAndTxt ("Octave:invalid-fun-call", "Invalid call to %s.  Usage: "
                     "R = %s (A), %s (A, DIM)%s", fi->name, fi->name, fi->name,
                     fi->types ? ", ... (..., TYPE)" : "");
}

/* One option word at prhs[i]; 1 if it was one. */
static int
read_option (const ga_fn_info *fi, const mxArray *a, ga_args *g, int *ntype)
{
  for (int t = 0; t < 4; t++)
    if ((fi->types & (1u << t)) && ga_is_word (a, type_words[t]))
      {
        if ((*ntype)++)
          mexErrMsgIdAndTxt ("gpuaxis:invalid-type", "only one TYPE may "
                             "be given");
        g->rq.type = (ga_type_opt) t;
        return 1;
      }
  if (fi->nanflags && (ga_is_word (a, "omitnan") || ga_is_word (a, "includenan")))
    {
      if (g->rq.nan != GA_NAN_DEFAULT)
        mexErrMsgIdAndTxt ("gpuaxis:invalid-type", "only one nanflag may "
                           "be given");
      g->rq.nan = ga_is_word (a, "omitnan") ? GA_NAN_OMIT : GA_NAN_INCLUDE;
      return 1;
    }
  if (g->rq.fn == GA_FN_MEAN && ga_is_word (a, "a") && g->rq.octave < 900)
    {                                  /* the arithmetic mean: ours */
      if (g->mean_a++)
        mexErrMsgIdAndTxt ("gpuaxis:invalid-type", "only one mean type may "
                           "be given");
      return 1;
    }
  if (g->rq.fn == GA_FN_MEAN && (ga_is_word (a, "g") || ga_is_word (a, "h")))
    mexErrMsgIdAndTxt ("gpuaxis:invalid-type", "only the arithmetic mean is "
                       "computed here (\"g\" and \"h\" are mean's)");
  return 0;
}

/* Read DIM: g->rq.dim (sorted, distinct, 1-based) or dim_all.  Any
 * numeric class or logical (sum takes true for 1), complex only with zero
 * imaginary parts (as sum takes them); its elements through ga_read_input,
 * so that a range or lazy index is read without a leak. */
static int
cmp_u64 (const void *a, const void *b)
{
  uint64_t x = *(const uint64_t *) a, y = *(const uint64_t *) b;
  return (x > y) - (x < y);
}

static void
read_dims (const ga_fn_info *fi, const mxArray *a, ga_args *g)
{
  char what[64];
  const size_t nd = mxGetNumberOfElements (a);
  const mxClassID cls = mxGetClassID (a);
  ga_input in;
  uint64_t *raw, rawsmall[GA_ARGS_SMALL];
  (void) fi;
  if (ga_is_word (a, "all"))
    {
      g->rq.dim_all = 1;
      return;
    }
  if (mxIsSparse (a) || ! (mxIsNumeric (a) || mxIsLogical (a)))
    mexErrMsgIdAndTxt ("gpuaxis:invalid-dim", "DIM must be a positive "
                       "integer, a vector of them, or \"all\", not %s",
                       ga_describe (a, what, sizeof what));
  if (nd == 0)
    mexErrMsgIdAndTxt ("gpuaxis:invalid-dim", "DIM is empty");
  ga_read_input (a, &in, "DIM");         /* before its dimensions */
  if (mxGetNumberOfDimensions (a) > 2 || (mxGetM (a) != 1 && mxGetN (a) != 1))
    mexErrMsgIdAndTxt ("gpuaxis:invalid-dim", "DIM must be a scalar or a "
                       "vector, not a matrix");
  if (! ga_memory_ok ((double) nd * 16))
    mexErrMsgIdAndTxt ("gpuaxis:out-of-memory", "no memory for the %zu DIM "
                       "entries", nd);
  g->dimbuf = nd <= GA_ARGS_SMALL ? g->dimsmall : (double *) mxMalloc (nd * sizeof (double));
  raw = nd <= GA_ARGS_SMALL ? rawsmall : (uint64_t *) mxMalloc (nd * sizeof (uint64_t));
  for (size_t i = 0; i < nd; i++)
    {
      double d, im = 0;
      const size_t j = in.cplx ? 2 * i : i;
      switch (cls)
        {
        case mxDOUBLE_CLASS:
          d = ((const double *) in.data)[j];
          if (in.cplx) im = ((const double *) in.data)[j + 1];
          break;
        case mxSINGLE_CLASS:
          d = ((const float *) in.data)[j];
          if (in.cplx) im = ((const float *) in.data)[j + 1];
          break;
        case mxINT8_CLASS: d = ((const int8_t *) in.data)[i]; break;
        case mxUINT8_CLASS: d = ((const uint8_t *) in.data)[i]; break;
        case mxINT16_CLASS: d = ((const int16_t *) in.data)[i]; break;
        case mxUINT16_CLASS: d = ((const uint16_t *) in.data)[i]; break;
        case mxINT32_CLASS: d = ((const int32_t *) in.data)[i]; break;
        case mxUINT32_CLASS: d = ((const uint32_t *) in.data)[i]; break;
        case mxINT64_CLASS: d = (double) ((const int64_t *) in.data)[i]; break;
        case mxUINT64_CLASS: d = (double) ((const uint64_t *) in.data)[i]; break;
        case mxLOGICAL_CLASS: d = ((const mxLogical *) in.data)[i] ? 1 : 0; break;
        default: d = NAN; break;
        }
      if (im != 0)
        mexErrMsgIdAndTxt ("gpuaxis:invalid-dim", "DIM must be real, not "
                           "complex (got %.17g%+.17gi)", d, im);
      if (! isfinite (d) || d < 1 || d != floor (d))
        mexErrMsgIdAndTxt ("gpuaxis:invalid-dim", "DIM must be a positive "
                           "integer (got %.17g)", d);
      /* 64-bit DIMs compared exactly (2^53 + 1 and 2^53 are distinct) */
      raw[i] = cls == mxINT64_CLASS ? (uint64_t) ((const int64_t *) in.data)[i]
               : cls == mxUINT64_CLASS ? ((const uint64_t *) in.data)[i]
               : (uint64_t) d;
    }
  if (in.made)
    mxDestroyArray (in.made);
  qsort (raw, nd, sizeof *raw, cmp_u64);
  for (size_t i = 0; i < nd; i++)
    {
      if (i > 0 && raw[i] == raw[i - 1])
        mexErrMsgIdAndTxt ("gpuaxis:invalid-dim", "DIM %llu is repeated",
                           (unsigned long long) raw[i]);
      g->dimbuf[i] = (double) raw[i];    /* ascending (maybe equal past 2^53:
                                            dims that large are no-ops) */
    }
  if (raw != rawsmall)
    mxFree (raw);
  g->rq.dim = g->dimbuf;
  g->rq.ndim = nd;
}

void
ga_args_options (ga_fn fn, int nlhs, int nrhs, const mxArray *prhs[],
                 ga_args *g)
{
  const ga_fn_info *fi = ga_fn_get (fn);
  int i = 1, ntype = 0;
  g->rq.fn = fn;
  g->rq.octave = ga_octave_version ();
  if (nrhs < 1 || nrhs > fi->max_args || nlhs > fi->max_out)
    usage (fi);
  if (fi->empty_dim_arg)
    {                    /* max (A, [], DIM): B must be empty (Octave 7.3
                            warns and ignores a non-empty B: refused here) */
      if (nrhs == 2 || (nrhs >= 2 && ! mxIsEmpty (prhs[1])))
        mexErrMsgIdAndTxt ("gpuaxis:elementwise", "%s (A, B) is the "
                           "elementwise %s of two arrays, not a reduction: "
                           "use Octave's %s (A, B), or %s (A, [], DIM)",
                           fi->name, fi->builtin, fi->builtin, fi->name);
      i = 2;
    }
  if (i < nrhs && ! read_option (fi, prhs[i], g, &ntype))
    {
      if (mxIsChar (prhs[i]) && ! ga_is_word (prhs[i], "all"))
        {
          /* A misspelt TYPE ("Native", "dobule") is a TYPE error; any other
           * string in DIM's place ("foo", "ALL") a DIM error. */
          char buf[64], *text = mxArrayToString (prhs[i]);
          const char *near = fi->types && text ? near_type_word (fi, text) : NULL;
          /* sum has always read a lone string option as TYPE (and
           * test_errors.m holds it to that) */
          if (! near && fi->op == GA_OP_SUM && (fi->types & (1u << GA_TYPE_EXTRA))
              && nrhs == 2 && ! (text && (typo_distance (text, "omitnan") <= 2
                                          || typo_distance (text, "includenan") <= 2)))
            near = "native\", \"double\" or \"extra";
          mxFree (text);
          ga_describe (prhs[i], buf, sizeof buf);
          if (near)
            mexErrMsgIdAndTxt ("gpuaxis:invalid-type", "unrecognized type argument %s "
                               "(did you mean \"%s\"?)", buf, near);
          mexErrMsgIdAndTxt ("gpuaxis:invalid-dim", "DIM must be a positive "
                             "integer, a vector of them or \"all\", not %s",
                             buf);
        }
      read_dims (fi, prhs[i], g);
      i++;
    }
  else if (i < nrhs)
    i++;
  for (; i < nrhs; i++)
    if (! read_option (fi, prhs[i], g, &ntype))
      {
        char buf[64];
        if (! fi->types && ! fi->nanflags)
          usage (fi);
        ga_describe (prhs[i], buf, sizeof buf);
        if (ga_is_text (prhs[i]))
          mexErrMsgIdAndTxt ("gpuaxis:invalid-type", "unrecognized option %s",
                             buf);
        mexErrMsgIdAndTxt ("gpuaxis:invalid-type", "options after DIM are "
                           "strings, not %s", buf);
      }

  g->rq.want_index = nlhs > 1;
}

void
ga_args_read (ga_fn fn, int nlhs, int nrhs, const mxArray *prhs[], ga_args *g)
{
  const ga_fn_info *fi = ga_fn_get (fn);
  const mxArray *A;
  memset (g, 0, sizeof *g);
  g->rq.fn = fn;
  g->rq.in = GA_NELEM;
  if (nrhs < 1 || nrhs > fi->max_args || nlhs > fi->max_out)
    usage (fi);
  A = g->A = prhs[0];
  if (! (mxIsNumeric (A) || mxIsLogical (A) || mxIsChar (A)))
    {
      char what[64];
      mexErrMsgIdAndTxt ("gpuaxis:invalid-input", "A must be a numeric, "
                         "logical or char array, not %s",
                         ga_describe (A, what, sizeof what));
    }
  g->sparse = mxIsSparse (A);
  /* A's elements before its dimensions: for a range, Octave 7.3's MEX
   * layer otherwise caches dimensions that the conversion then leaks. */
  if (! g->sparse)
    ga_read_input (A, &g->in, "A");
  ga_args_options (fn, nlhs, nrhs, prhs, g);

  g->rq.in = ga_elem_of_class (mxGetClassID (A));
  if (g->rq.in == GA_NELEM)
    mexErrMsgIdAndTxt ("gpuaxis:invalid-input", "unsupported class %s",
                       mxGetClassName (A));
  g->rq.complex = g->sparse ? mxIsComplex (A) : g->in.cplx;
  {
    mwSize nd = mxGetNumberOfDimensions (A);
    const mwSize *sz = mxGetDimensions (A);
    if (! ga_memory_ok ((double) nd * 16))
      mexErrMsgIdAndTxt ("gpuaxis:out-of-memory", "no memory for the %zu "
                         "dimensions of A", (size_t) nd);
    g->dimsbuf = nd <= GA_ARGS_SMALL ? g->dimssmall
                 : (size_t *) mxMalloc (nd * sizeof (size_t));
    for (mwSize k = 0; k < nd; k++)
      g->dimsbuf[k] = sz[k];
    g->rq.nd = nd;
    g->rq.dims = g->dimsbuf;
  }
}

void
ga_args_free (ga_args *g)
{
  if (g->dimbuf != g->dimsmall)
    mxFree (g->dimbuf);
  if (g->dimsbuf != g->dimssmall)
    mxFree (g->dimsbuf);
  g->dimbuf = NULL;
  g->dimsbuf = NULL;
  if (g->in.made)
    mxDestroyArray (g->in.made);
  g->in.made = NULL;
}
