/* elementwise_pending.c: elementwise results whose class is decided where
 * they are next used.
 *
 * sqrt, log, log2, log10 and power of real operands give a complex result
 * in Octave when one element's result is complex (the square root of a
 * negative, ...), which only the kernel sees.  Reading its flag back in
 * the call made the call wait for its kernel, so Octave's dispatch of the
 * next call ran after the kernel instead of beside it: sqrt (G) of 1 GiB
 * took 549.6 us a call where exp (G) took 506.4 and torch's sqrt kernel
 * 515 (2026-12-03, queued; our sqrt kernel
 * alone 502 us).  So on the device the call queues the real run and
 * returns: the result entry is pending (its metadata row says 2 for
 * complex: isreal and disp ask __gpu_array__ ("meta", M)), it holds the
 * operands' data, and the first use of the entry (ga_arr_find), a wait
 * (ga_arr_sync, gather) or a device allocation that fails decides it: the
 * flag is read back, and a complex result is computed again as complex
 * from the held operands, as the waiting call did.  On the CPU engine the
 * flags are known at once: nothing is pending there.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdlib.h>
#include "elementwise_pending.h"
#include "device_array.h"

typedef struct {
  ga_ew_plan plan;          /* the real run: operand pointers into hold[] */
  unsigned *d_flags;        /* device word the kernels OR their flags into */
  ga_hold hold[2];          /* the gpuArray operands' data                 */
} pending;

static size_t npending;
static const ga_arr_pending_ops table_ops;

size_t
ga_ew_npending (void)
{
  return npending;
}

static void
forget (pending *q, int free_it)
{
  for (int k = 0; k < 2; k++)
    ga_arr_unhold (&q->hold[k], free_it);
  if (free_it && q->d_flags)
    ga_dev_word_give (q->d_flags);
  free (q);
  npending--;
}

int
ga_ew_pend (ga_darray *R, const ga_ew_plan *p, ga_darray *const ops[2],
            ga_error *err)
{
  pending *q;
  int rc;
  if (p->n == 0)
    return 1;                 /* no kernel would clear its flag word */
  q = (pending *) calloc (1, sizeof *q);
  if (! q)
    {
      ga_set_error (err, "gpuaxis:out-of-memory", "out of host memory");
      return -1;
    }
  ga_arr_set_pending_ops (&table_ops);
  npending++;
  q->plan = *p;
  if ((rc = ga_dev_word_take (&q->d_flags, err)) != 0)
    {
      forget (q, 0);
      return rc;
    }
  for (int k = 0; k < 2; k++)
    if (ops[k] && ga_arr_hold (ops[k], &q->hold[k], err) != 0)
      {
        forget (q, 1);
        return -1;
      }
  if ((rc = ga_ew_dev_launch (p, R->data, q->d_flags, err)) != 0)
    {
      forget (q, rc != GA_DEV_LOST);
      return rc;
    }
  R->pending = q;
  return 0;
}

int
ga_ew_resolve (ga_darray *R, ga_error *err)
{
  pending *q = (pending *) R->pending;
  unsigned flags = 0;
  int rc;
  if ((rc = ga_dev_download (&flags, q->d_flags, sizeof flags, err)) != 0)
    return rc;
  if (ga_ew_wants_complex (&q->plan, flags))
    {
      void *z = NULL;
      const size_t zbytes = R->numel * ga_elem_size (R->elem) * 2;
      ga_ew_plan_complex (&q->plan);
      if ((rc = ga_dev_alloc (zbytes, &z, err)) != 0)
        return rc;
      if ((rc = ga_ew_dev_launch (&q->plan, z, NULL, err)) != 0)
        {
          if (rc != GA_DEV_LOST)
            ga_dev_free (z);
          return rc;
        }
      ga_arr_set_data (R, z, 1);
    }
  R->pending = NULL;
  forget (q, 1);
  return 0;
}

void
ga_ew_pending_drop (ga_darray *R, int free_it)
{
  pending *q = (pending *) R->pending;
  R->pending = NULL;
  if (q)
    forget (q, free_it);
}

/* How the array table decides and drops the entries made here. */
static const ga_arr_pending_ops table_ops = {
  ga_ew_resolve, ga_ew_pending_drop, ga_ew_npending
};

/* The flags of a real run that make Octave's result complex, and the
 * plan again for it. */
int
ga_ew_wants_complex (const ga_ew_plan *p, unsigned flags)
{
  /* broadcast power: complex in Octave when a negative base and a
   * non-integer exponent occur anywhere, not only in one element */
  return (p->check & GA_EWF_COMPLEX)
         && ((flags & GA_EWF_COMPLEX)
             || (p->bsx && (flags & GA_EWF_NEG) && (flags & GA_EWF_NONINT)));
}

void
ga_ew_plan_complex (ga_ew_plan *p)
{
  p->out_cplx = 1;
  p->dom = p->out == GA_SINGLE ? GA_DOM_ZF : GA_DOM_ZD;
  p->check = 0;
}
