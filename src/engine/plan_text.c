/* plan_text.c: a reduction plan as text (plan_text.h).  It reads the plan
 * and asks the CPU backend how it would split each pass; it decides
 * nothing itself, so what it prints is what runs.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdarg.h>
#include <stdio.h>
#include "plan_text.h"
#include "reduce_cpu.h"

/* Appends to buf at *len (snprintf's rules: *len counts what was wanted). */
static void
add (char *buf, size_t n, size_t *len, const char *fmt, ...)
{
  va_list ap;
  int k;
  va_start (ap, fmt);
  k = vsnprintf (*len < n ? buf + *len : NULL, *len < n ? n - *len : 0, fmt, ap);
  va_end (ap);
  if (k > 0)
    *len += (size_t) k;
}

size_t
ga_plan_text (const ga_plan *p, int cpu_threads, char *buf, size_t n)
{
  size_t len = 0;
  if (n > 0)
    buf[0] = '\0';
  add (buf, n, &len, "reduction %s of %s, accumulator %s, result %s",
       ga_op_name (p->op), ga_elem_name (p->in), ga_acc_name (p->acc),
       ga_elem_name (p->out));
  if (p->divisor > 0)
    add (buf, n, &len, ", divided by %.17g", p->divisor);
  if (p->want_index)
    add (buf, n, &len, ", with the index");
  if (p->in_order)
    add (buf, n, &len, ", in index order");
  if (p->nan_phase)
    add (buf, n, &len, ", NaN phase of the strided loop");
  add (buf, n, &len, "; %d pass%s\n", p->npass, p->npass == 1 ? "" : "es");
  for (int k = 0; k < p->npass; k++)
    {
      const ga_pass *ps = &p->pass[k];
      add (buf, n, &len, "  pass %d: [pre %zu, n %zu, post %zu], %zu outputs",
           k + 1, ps->pre, ps->n, ps->post, ga_pass_outputs (ps));
      if (cpu_threads > 0)
        {
          size_t ntasks, nchunk, clen;
          switch (ga_cpu_split_plan (p, ps, k > 0, cpu_threads, &ntasks, &nchunk, &clen))
            {
            case GA_SPLIT_OUTPUTS:
              add (buf, n, &len, "; CPU: outputs shared, %zu tasks on %d threads",
                   ntasks, cpu_threads);
              break;
            case GA_SPLIT_CHUNKS:
              add (buf, n, &len, "; CPU: %zu chunks of %zu elements (%zu tasks on "
                   "%d threads), partials combined in index order", nchunk,
                   clen, ntasks, cpu_threads);
              break;
            default:
              add (buf, n, &len, "; CPU: inline on the caller's thread");
              break;
            }
        }
      add (buf, n, &len, "\n");
    }
  return len;
}

