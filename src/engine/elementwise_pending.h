/* elementwise_pending.h: elementwise results whose class is decided after
 * the call (elementwise_pending.c), for the elementwise gateway
 * (gateway/gpuarray_ew.c); the array table reaches them through the
 * ga_arr_pending_ops this file registers (arrays.h).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_ELEMENTWISE_PENDING_H
#define GPUAXIS_ELEMENTWISE_PENDING_H

#include "arrays.h"
#include "elementwise.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Queue plan p (p->check: GA_EWF_COMPLEX only) into R's data on the
 * device and return: R is pending, holding the data of the gpuArray
 * operands ops[0], ops[1] (either NULL: a scalar) until it is decided.
 * 0; 1 when no flag word is free or p has no elements (nothing done:
 * run it waiting); -1 or
 * GA_DEV_LOST with err (R not pending then). */
int ga_ew_pend (ga_darray *R, const ga_ew_plan *p, ga_darray *const ops[2],
                ga_error *err);
/* Decide pending R: read its flags back (waits for its run), and if
 * Octave's result is complex, compute it as complex into new data.
 * 0, -1 or GA_DEV_LOST with err (R stays pending on -1). */
int ga_ew_resolve (ga_darray *R, ga_error *err);
/* R goes (or its device's memory went: free_it 0) undecided. */
void ga_ew_pending_drop (ga_darray *R, int free_it);
/* How many entries are pending. */
size_t ga_ew_npending (void);

#ifdef __cplusplus
}
#endif
#endif
