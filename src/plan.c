/* plan.c: facts about element types and accumulators, shared by every
 * backend and the gateway.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "gpuaxis.h"
#include "accum.h"

size_t
ga_elem_size (ga_elem e)
{
  static const size_t sz[GA_NELEM] = {8, 4, 1, 1, 2, 2, 4, 4, 8, 8, 1, 1, 0};
  return (e >= 0 && e < GA_NELEM) ? sz[e] : 0;
}

size_t
ga_acc_size (ga_acc a)
{
  switch (a)
    {
    case GA_ACC_DOUBLE: return sizeof (double);
    case GA_ACC_FLOAT: return sizeof (float);
    case GA_ACC_EXTRA: return sizeof (ga_extra);
    case GA_ACC_SATS32: return sizeof (ga_sats32);
    case GA_ACC_SATS64: return sizeof (ga_sats64);
    case GA_ACC_SATU: return sizeof (uint64_t);
    case GA_ACC_SATPN: return sizeof (ga_satpn);
    default: return 0;
    }
}

const char *
ga_acc_name (ga_acc a)
{
  static const char *nm[GA_NACC] = {"double", "float", "extra", "sats32",
                                    "sats64", "satu", "satpn"};
  return (a >= 0 && a < GA_NACC) ? nm[a] : "?";
}

const char *
ga_elem_name (ga_elem e)
{
  static const char *nm[GA_NELEM] = {"double", "single", "int8", "uint8",
                                     "int16", "uint16", "int32", "uint32",
                                     "int64", "uint64", "logical", "char",
                                     "accbuf"};
  return (e >= 0 && e < GA_NELEM) ? nm[e] : "?";
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
