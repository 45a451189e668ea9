/* plan.c: facts about element types, operations and reductions, shared by
 * every backend and the gateway; which reduction runs a plan.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "gpuaxis.h"
#include "ops.h"

size_t
ga_elem_size (ga_elem e)
{
  switch (e)
    {
#define SIZE_CASE(A, E, T, NAME) case E: return sizeof (T);
      GA_ALL_ELEMS (SIZE_CASE, 0)
#undef SIZE_CASE
    default: return 0;
    }
}

const char *
ga_elem_name (ga_elem e)
{
  switch (e)
    {
#define NAME_CASE(A, E, T, NAME) case E: return NAME;
      GA_ALL_ELEMS (NAME_CASE, 0)
#undef NAME_CASE
    case GA_ACCBUF: return "accbuf";
    default: return "?";
    }
}

const char *
ga_acc_name (ga_acc a)
{
  static const char *nm[GA_NACC] = {"double", "float", "extra", "sat", "native"};
  return (a >= 0 && a < GA_NACC) ? nm[a] : "?";
}

const char *
ga_op_name (ga_op o)
{
  static const char *nm[GA_NOP] = {"sum", "prod", "sumsq", "max", "min", "any", "all"};
  return (o >= 0 && o < GA_NOP) ? nm[o] : "?";
}

static const ga_red_info red_facts[GA_NRED + 1] = {
#define GA_RED(ID, OP, T, POS, FLAGS, GROUP, RL, CL)                        \
  {#ID, GA_OP_##OP, sizeof (T), (FLAGS) | ((POS) ? GA_F_INDEXED : 0), GA_ON_CUDA_##GROUP},
#include "ops.def"
#undef GA_RED
  {"none", GA_NOP, 0, 0, 0}
};

const ga_red_info *
ga_red_facts (ga_red r)
{
  return &red_facts[(r >= 0 && r < GA_NRED) ? r : GA_NRED];
}

int
ga_red_accepts (ga_red r, ga_elem e)
{
  if (e == GA_ACCBUF)
    return r >= 0 && r < GA_NRED;
  switch (r)
    {
#define ACCEPT_CASE(A, E, T, NAME) case E: return 1;
#define GA_RED(ID, OP, T, POS, FLAGS, GROUP, RL, CL)                        \
    case GA_R_##ID:                                                         \
      switch (e) { RL (ACCEPT_CASE, 0) CL (ACCEPT_CASE, 0) default: return 0; }
#include "ops.def"
#undef GA_RED
#undef ACCEPT_CASE
    default: return 0;
    }
}

static int
is_signed_int (ga_elem e)
{
  return e == GA_INT8 || e == GA_INT16 || e == GA_INT32 || e == GA_INT64;
}

static int
is_unsigned_int (ga_elem e)
{
  return e == GA_UINT8 || e == GA_UINT16 || e == GA_UINT32 || e == GA_UINT64
         || e == GA_LOGICAL;
}

/* Octave's tables, as the gateway chose them, to one reduction. */
ga_red
ga_plan_red (const ga_plan *p)
{
  const ga_elem in = p->in;
  /* A plan that writes partials (the host path's chunks: out GA_ACCBUF)
   * still saturates in the result class, which its bounds give. */
  const ga_elem out = p->out != GA_ACCBUF ? p->out
                      : p->uhi != 0 ? GA_UINT64
                      : p->lo == INT64_MIN ? GA_INT64
                      : p->lo != 0 ? GA_INT32 : GA_ACCBUF;
  const int cplx = in == GA_CDOUBLE || in == GA_CSINGLE;
  switch (p->op)
    {
    case GA_OP_SUM:
      switch (p->acc)
        {
        case GA_ACC_DOUBLE: return GA_R_SUM_D;
        case GA_ACC_FLOAT: return GA_R_SUM_F;
        case GA_ACC_EXTRA: return GA_R_SUM_X;
        case GA_ACC_SAT:
          if (out == GA_INT64) return GA_R_SUM_S64;
          if (is_signed_int (out)) return GA_R_SUM_S32;
          if (is_unsigned_int (out)) return GA_R_SUM_U;
          return GA_NRED;
        default: return GA_NRED;
        }
    case GA_OP_PROD:
      switch (p->acc)
        {
        case GA_ACC_DOUBLE: return cplx ? GA_R_PROD_CD : GA_R_PROD_D;
        case GA_ACC_FLOAT: return cplx ? GA_R_PROD_CF : GA_R_PROD_F;
        case GA_ACC_SAT:
          if (is_signed_int (out)) return GA_R_PROD_S;
          if (is_unsigned_int (out)) return GA_R_PROD_U;
          return GA_NRED;
        default: return GA_NRED;
        }
    case GA_OP_SUMSQ:
      return p->acc == GA_ACC_DOUBLE ? GA_R_SUMSQ_D
             : (p->acc == GA_ACC_FLOAT ? GA_R_SUMSQ_F : GA_NRED);
    case GA_OP_MAX:
    case GA_OP_MIN:
      {
        /* by class: double/char, single, signed, unsigned/logical, with
         * positions, complex double, complex single */
        static const ga_red mm[2][8] = {
          {GA_R_MAX_D, GA_R_MAX_F, GA_R_MAX_I, GA_R_MAX_U, GA_R_MAX_IX,
           GA_R_MAX_UX, GA_R_MAX_CD, GA_R_MAX_CF},
          {GA_R_MIN_D, GA_R_MIN_F, GA_R_MIN_I, GA_R_MIN_U, GA_R_MIN_IX,
           GA_R_MIN_UX, GA_R_MIN_CD, GA_R_MIN_CF}};
        const ga_red *t = mm[p->op == GA_OP_MIN];
        const int ix = p->want_index ? 2 : 0;
        if (p->acc != GA_ACC_NATIVE) return GA_NRED;
        if (in == GA_DOUBLE || in == GA_CHAR) return t[0];
        if (in == GA_SINGLE) return t[1];
        if (is_signed_int (in)) return t[2 + ix];
        if (is_unsigned_int (in)) return t[3 + ix];
        if (in == GA_CDOUBLE) return t[6];
        if (in == GA_CSINGLE) return t[7];
        return GA_NRED;
      }
    case GA_OP_ANY:
      return p->acc == GA_ACC_NATIVE ? GA_R_ANY : GA_NRED;
    case GA_OP_ALL:
      return p->acc == GA_ACC_NATIVE ? GA_R_ALL : GA_NRED;
    default:
      return GA_NRED;
    }
}

size_t
ga_plan_partial_size (const ga_plan *p)
{
  return ga_red_facts (ga_plan_red (p))->size;
}

int
ga_plan_check (const ga_plan *p, ga_error *err)
{
  const ga_red r = ga_plan_red (p);
  const char *why = NULL;
  if (p->npass < 1 || p->npass > GA_MAXPASS)
    why = "bad number of passes";
  else if (r == GA_NRED)
    why = "no reduction for this operation and accumulation";
  else if (! ga_red_accepts (r, p->in))
    why = "the reduction does not take this class";
  else if (p->out < 0 || p->out > GA_ACCBUF)  /* GA_ACCBUF: partials (the
                                                  host path's chunks) */
    why = "bad result class";
  else if (! (p->divisor >= 0)
           || (p->divisor > 0 && ! (r == GA_R_SUM_D || r == GA_R_SUM_F || r == GA_R_SUM_X)))
    why = "a divisor is for sums in double or single only";
  else if (p->want_index && p->op != GA_OP_MAX && p->op != GA_OP_MIN)
    why = "an index is for max/min only";
  else if (p->op == GA_OP_MAX || p->op == GA_OP_MIN)
    for (int k = 0; k < p->npass; k++)
      if (p->pass[k].n == 0)
        why = "max/min over an empty extent";
  if (! why)
    return 0;
  ga_set_error (err, "gpuaxis:internal", "engine: %s (%s of %s, %s, to %s)", why,
                ga_op_name (p->op), ga_elem_name (p->in), ga_acc_name (p->acc),
                ga_elem_name (p->out));
  return -1;
}

ga_opctx
ga_plan_ctx (const ga_plan *p)
{
  ga_opctx c;
  c.lo = p->lo;
  c.hi = p->hi;
  c.top = p->uhi;
  c.divisor = p->divisor;
  c.recip = p->divisor > 0 ? 1.0 / p->divisor : 0;
  c.recipf = p->divisor > 0 ? 1.0 / (double) (float) p->divisor : 0;
  c.flag = NULL;
  c.mark = p->order11;        /* complex max/min read it (ops.h); SUM_PN
                                 plans are given theirs by the caller */
  return c;
}

void
ga_plan_set_bounds (ga_plan *p)
{
  p->lo = 0; p->hi = 0; p->uhi = 0;
  switch (p->out)
    {
    case GA_INT8: p->lo = INT8_MIN; p->hi = INT8_MAX; break;
    case GA_INT16: p->lo = INT16_MIN; p->hi = INT16_MAX; break;
    case GA_INT32: p->lo = INT32_MIN; p->hi = INT32_MAX; break;
    case GA_INT64: p->lo = INT64_MIN; p->hi = INT64_MAX; break;
    case GA_UINT8: p->uhi = UINT8_MAX; break;
    case GA_UINT16: p->uhi = UINT16_MAX; break;
    case GA_UINT32: p->uhi = UINT32_MAX; break;
    case GA_UINT64: p->uhi = UINT64_MAX; break;
    case GA_LOGICAL: p->uhi = 1; break;
    default: break;
    }
}

size_t
ga_pass_outputs (const ga_pass *ps)
{
  return ps->pre * ps->post;
}

void
ga_set_error (ga_error *e, const char *id, const char *fmt, ...)
{
  va_list ap;
  if (! e)
    return;
  e->code = 1;
  snprintf (e->id, sizeof e->id, "%s", id);
  va_start (ap, fmt);
  vsnprintf (e->msg, sizeof e->msg, fmt, ap);
  va_end (ap);
}
