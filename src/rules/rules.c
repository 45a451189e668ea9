/* rules.c: Octave 7.3's rules for each function of the family (see
 * rules.h): the table of functions, the class each returns, and the shape
 * of the reduction.  Facts checked against Octave 7.3 are in
 * notes/octave-family.md; the ones this file relies on are named where used.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <math.h>
#include <string.h>
#include "rules.h"
#include "elem.h"

#define TY(x) (1u << GA_TYPE_##x)
static const ga_fn_info fns[GA_NFN] = {
#define GA_FUNCTION(ID, NAME, OP, TYPES, NANFLAGS, EMPTY_DIM, MAX_OUT, CHAR, MAX_ARGS) \
  {"gpu_axis_" #NAME, #NAME, OP, TYPES, NANFLAGS, EMPTY_DIM, MAX_OUT, CHAR, MAX_ARGS},
#include "functions.def"
#undef GA_FUNCTION
};
#undef TY

const ga_fn_info *
ga_fn_get (ga_fn fn)
{
  return (fn >= 0 && fn < GA_NFN) ? &fns[fn] : NULL;
}

/* mean since Octave 9 along DIMs past ndims (A): A itself, in the
 * OUTTYPE's class (logical gives double, as mean's help says; 9.4's and
 * 11.3's mean.m return it logical).  0x0 is mean's empty case. */
static int
mean_copies (const ga_request *rq)
{
  if (rq->fn != GA_FN_MEAN || rq->octave < 900 || rq->dim_all || rq->ndim == 0
      || (rq->nd == 2 && rq->dims[0] == 0 && rq->dims[1] == 0))
    return 0;
  for (size_t k = 0; k < rq->ndim; k++)
    if (rq->dim[k] <= (double) rq->nd)
      return 0;
  return 1;
}

/* Whether the running Octave keeps a 0x0 input 0x0 when given a DIM. */
static int
matlab_empty (const ga_request *rq)
{
  return rq->octave >= (rq->fn == GA_FN_MEAN ? 900 : 1100);
}

/* Accumulator, engine result class and user result class of a call. */
static int
choose_classes (const ga_request *rq, ga_outcome *o, ga_error *err)
{
  const ga_elem in = rq->in;
  const ga_type_opt t = rq->type;
  const int single = in == GA_SINGLE;
  ga_plan *p = &o->plan;
  p->op = ga_fn_get (rq->fn)->op;
  p->acc = GA_ACC_DOUBLE;
  p->out = GA_DOUBLE;
  o->cast_to = GA_NELEM;
  o->out_complex = rq->complex;
  switch (rq->fn)
    {
    case GA_FN_SUM:                   /* Octave's sum table */
      if (t == GA_TYPE_EXTRA)
        p->acc = GA_ACC_EXTRA;
      else if (t == GA_TYPE_DOUBLE)
        ;
      else if (single)
        { p->acc = GA_ACC_FLOAT; p->out = GA_SINGLE; }
      else if (t == GA_TYPE_NATIVE && (ga_elem_is_int (in) || in == GA_LOGICAL))
        { p->acc = GA_ACC_SAT; p->out = in; }
      break;
    case GA_FN_MEAN:                  /* sum (x, dim) / n, then OUTTYPE */
      if (single)
        { p->acc = GA_ACC_FLOAT; p->out = GA_SINGLE; }
      if (t == GA_TYPE_DOUBLE && single)
        o->cast_to = GA_DOUBLE;       /* double (single sum / n) */
      else if (t == GA_TYPE_NATIVE && ga_elem_is_int (in))
        {
          o->cast_to = in;            /* cast (double mean, class (x)) */
          p->in_order = 1;            /* a sum past 2^53 rounds into it */
        }
      break;
    case GA_FN_PROD:
      if (single && t != GA_TYPE_DOUBLE)
        { p->acc = GA_ACC_FLOAT; p->out = GA_SINGLE; }
      else if (t == GA_TYPE_NATIVE && ga_elem_is_int (in))
        { p->acc = GA_ACC_SAT; p->out = in; }
      else if (t == GA_TYPE_NATIVE && in == GA_LOGICAL)
        { p->op = GA_OP_ALL; p->acc = GA_ACC_NATIVE; p->out = GA_LOGICAL; }
      break;
    case GA_FN_SUMSQ:
      if (single)
        { p->acc = GA_ACC_FLOAT; p->out = GA_SINGLE; }
      o->out_complex = 0;             /* sum of |x|^2 */
      break;
    case GA_FN_MAX: case GA_FN_MIN:   /* the class is kept; char gives double */
      p->acc = GA_ACC_NATIVE;
      p->out = in == GA_CHAR ? GA_DOUBLE : in;
      break;
    case GA_FN_ANY: case GA_FN_ALL:
      p->acc = GA_ACC_NATIVE;
      p->out = GA_LOGICAL;
      o->out_complex = 0;
      break;
    default:
      ga_set_error (err, "gpuaxis:internal", "unknown function");
      return -1;
    }
  if (rq->complex && p->acc == GA_ACC_SAT)
    p->acc = GA_ACC_DOUBLE;           /* complex ints do not exist */
  if (mean_copies (rq))
    {                                 /* each element alone, as it is (-0
                                         too): a max over one element */
      const ga_elem want = t == GA_TYPE_NATIVE && rq->in != GA_LOGICAL ? rq->in
                           : single && t != GA_TYPE_DOUBLE ? GA_SINGLE : GA_DOUBLE;
      p->op = GA_OP_MAX;
      p->acc = GA_ACC_NATIVE;
      p->out = single ? GA_SINGLE : GA_DOUBLE;
      p->in_order = 0;
      o->cast_to = want != p->out ? want : GA_NELEM;
      /* A itself stays complex; a converted A (single to "double") is
       * narrowed as Octave's double () narrows (checked in 9.4) */
      o->keep_complex = rq->complex && o->cast_to == GA_NELEM;
    }
  o->out = o->cast_to != GA_NELEM ? o->cast_to : p->out;
  return 0;
}

/* Whole complex elements for the ops that need them; sums (and means) read
 * a complex array as reals with pre doubled, each part summed alone. */
static int
complex_as_pairs (const ga_plan *p)
{
  return p->op != GA_OP_SUM;
}

/* The engine's element classes: complex elements as pairs where the op
 * needs them whole, the index, the bounds of the result class, and
 * complex max/min's NaN phase. */
static void
element_types (const ga_request *rq, ga_outcome *o, int *pairs)
{
  const int is_minmax = rq->fn == GA_FN_MAX || rq->fn == GA_FN_MIN;
  *pairs = rq->complex && complex_as_pairs (&o->plan);
  o->plan.in = *pairs ? (rq->in == GA_SINGLE ? GA_CSINGLE : GA_CDOUBLE) : rq->in;
  if (*pairs && o->plan.out == GA_SINGLE && o->out_complex)
    o->plan.out = GA_CSINGLE;
  else if (*pairs && o->plan.out == GA_DOUBLE && o->out_complex)
    o->plan.out = GA_CDOUBLE;
  o->plan.want_index = rq->want_index;
  /* Octave's complex max/min along one DIM (complex elements: pairs); a
   * DIM vector or "all" reduce the slices as one column (MATLAB's
   * vecdim), the first dimension's loop */
  o->plan.nan_phase = is_minmax && *pairs && ! rq->dim_all && rq->ndim <= 1;
  o->plan.order11 = is_minmax && *pairs && rq->octave >= 1100;
  ga_plan_set_bounds (&o->plan);
}

/* The dimension the call reduces without a DIM: 7.3's mean.m's find (sz >
 * 1, 1), else 1; the others' (and mean's since Octave 9) first
 * non-singleton. */
static size_t
default_dim (const ga_request *rq, const size_t *odims)
{
  size_t d = 0;
  if (rq->fn == GA_FN_MEAN && rq->octave < 900)
    while (d < rq->nd && odims[d] <= 1)
      d++;
  else
    while (d < rq->nd && odims[d] == 1)
      d++;
  return d < rq->nd ? d : 0;
}

/* The passes: runs of adjacent dims that are reduced or of extent 1 (an
 * extent-1 dim changes no value, and joining it saves a pass); a run whose
 * elements per output are 1 is no pass at all.  Reduced dims become 1 in
 * odims (max/min keep an empty one empty); *count gets the elements per
 * result, *reduced_empty whether a reduced dim is empty. */
static int
plan_passes (const ga_request *rq, ga_outcome *o, size_t *odims, size_t numel,
             int pairs, size_t *count, int *reduced_empty, ga_error *err)
{
  const int is_minmax = rq->fn == GA_FN_MAX || rq->fn == GA_FN_MIN;
  const size_t nd = rq->nd;
  const size_t want_default = ! rq->dim_all && rq->ndim == 0
                              ? default_dim (rq, odims) : 0;
  size_t k = 0, i = 0;                  /* the DIM list is ascending */
  o->plan.npass = 0;
  while (i < nd)
    {
      int any_red = 0;
      size_t j = i, n = 1, pre = 1, post = 1;
      for (; j < nd; j++)
        {
          int red = rq->dim_all
                    || (rq->ndim == 0 ? j == want_default
                        : (k < rq->ndim && rq->dim[k] == (double) (j + 1)));
          if (red && rq->ndim > 0)
            k++;
          if (! red && odims[j] != 1)
            break;
          if (red)
            {
              any_red = 1;
              *count *= odims[j];
              if (odims[j] == 0)
                *reduced_empty = 1;
              /* max/min keep an empty reduced dim empty (max (zeros (0,
               * 3)) is 0x3); every other function gives 1 */
              if (! (is_minmax && odims[j] == 0))
                {
                  n *= odims[j];
                  odims[j] = 1;
                }
            }
          else
            n *= odims[j];              /* extent 1 */
        }
      if (! any_red)
        {
          i = j + 1;
          continue;
        }
      for (size_t t = 0; t < i; t++)
        pre *= odims[t];
      for (size_t t = j; t < nd; t++)
        post *= odims[t];
      if (n != 1 && numel > 0)          /* an empty array runs nothing */
        {
          if (o->plan.npass >= GA_MAXPASS)
            {                           /* cannot happen for a non-empty array */
              ga_set_error (err, "gpuaxis:invalid-dim", "more than %d "
                            "separate runs of reduced dimensions", GA_MAXPASS);
              return -1;
            }
          o->plan.pass[o->plan.npass].pre = pre * (rq->complex && ! pairs ? 2 : 1);
          o->plan.pass[o->plan.npass].n = n;
          o->plan.pass[o->plan.npass].post = post;
          o->plan.npass++;
        }
      i = j;
    }
  if (o->plan.npass == 0)
    {                                   /* nothing to combine: each x alone */
      o->plan.pass[0].pre = numel * (rq->complex && ! pairs ? 2 : 1);
      o->plan.pass[0].n = 1;
      o->plan.pass[0].post = 1;
      o->plan.npass = 1;
    }
  /* [M, I] over several passes: the index is the linear index into the
   * reduced dims (column-major), which the engine's positions carry from
   * pass to pass. */
  return 0;
}

/* The result's size (trailing singletons dropped, >= 2 dims), elements
 * and bytes (values and indices). */
static void
result_shape (const ga_request *rq, ga_outcome *o, size_t *odims, size_t numel)
{
  const int is_minmax = rq->fn == GA_FN_MAX || rq->fn == GA_FN_MIN;
  const size_t nd = rq->nd;
  double bytes = (double) ga_elem_size (o->out) * (o->out_complex ? 2 : 1);
  double nout = 1;
  /* max/min over "all" of an empty array: max (A(:)), 0x1 */
  if (is_minmax && rq->dim_all && numel == 0)
    {
      odims[0] = 0;
      for (size_t t = 1; t < nd; t++)
        odims[t] = 1;
    }
  o->ond = nd;
  while (o->ond > 2 && odims[o->ond - 1] == 1)
    o->ond--;
  for (size_t t = 0; t < o->ond; t++)
    nout *= (double) odims[t];
  o->bytes = nout * bytes + (rq->want_index ? nout * 8 : 0);
  o->nout = 1;
  for (size_t t = 0; t < o->ond; t++)
    o->nout *= odims[t];                /* the caller checks bytes first */
}

/* mean's divisor; whether the engine runs at all, and the value of every
 * result where it does not (0, 1, mean's NaN: 0 / 0). */
static void
result_values (const ga_request *rq, ga_outcome *o, size_t count,
               int reduced_empty)
{
  if (rq->fn == GA_FN_MEAN && ! mean_copies (rq))
    o->plan.divisor = (double) count;
  o->run = o->nout > 0 && ! reduced_empty;
  switch (o->plan.op)
    {
    case GA_OP_PROD: case GA_OP_ALL: o->fill = 1; break;
    default: o->fill = 0; break;
    }
  if (rq->fn == GA_FN_MEAN)
    o->fill = NAN;                      /* 0 / 0 */
}

int
ga_rules_plan (const ga_request *rq, ga_outcome *o, size_t *odims,
               ga_error *err)
{
  const ga_fn_info *fi = ga_fn_get (rq->fn);
  const int is_minmax = rq->fn == GA_FN_MAX || rq->fn == GA_FN_MIN;
  size_t numel = 1, count = 1;          /* elements; elements per result */
  int pairs, reduced_empty = 0;
  memset (o, 0, sizeof *o);
  if (! fi)
    {
      ga_set_error (err, "gpuaxis:internal", "unknown function");
      return -1;
    }
  if (rq->in == GA_CHAR && ! fi->takes_char)
    {
      ga_set_error (err, "gpuaxis:invalid-input", "A must be numeric or "
                    "logical, not char");
      return -1;
    }
  if (choose_classes (rq, o, err) != 0)
    return -1;
  element_types (rq, o, &pairs);
  /* sum, prod, mean, any, all and sumsq read 0x0 as 0x1 (sum ([]) is 0,
   * any ([]) false, all ([]) true, mean ([]) NaN); max and min do not
   * (max ([]) is []).  Given a DIM, mean since Octave 9 and the others
   * since 11 keep 0x0 (MATLAB's sizes: sum ([], 1) is 1x0). */
  for (size_t i = 0; i < rq->nd; i++)
    {
      odims[i] = rq->dims[i];
      if (i == 1 && ! is_minmax && rq->nd == 2 && rq->dims[0] == 0 && rq->dims[1] == 0
          && ! ((rq->ndim > 0 || rq->dim_all) && matlab_empty (rq)))
        odims[i] = 1;
      numel *= odims[i];
    }
  if (plan_passes (rq, o, odims, numel, pairs, &count, &reduced_empty, err) != 0)
    return -1;
  result_shape (rq, o, odims, numel);
  result_values (rq, o, count, reduced_empty);
  return 0;
}
