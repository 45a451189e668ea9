/* result_array.h: the real-valued result array of gpu_axis_sum, and what
 * it needs from Octave: memory checks and calls of Octave's own functions.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_RESULT_ARRAY_H
#define GPUAXIS_RESULT_ARRAY_H
#include "mex.h"

/* A real (or logical) array of class CLS (named NAME, ELSIZE bytes an
 * element) and size DIMS, whose storage (mxGetData) the caller fills.  With
 * ZERO it holds zeros; without, the caller writes every element.  NULL when
 * the memory for it (and for Octave's copy of it on return) is not there:
 * the caller reports gpuaxis:out-of-memory. */
mxArray *ga_result_array (mwSize nd, const mwSize *dims, mxClassID cls,
                          const char *name, size_t elsize, int zero);

/* This machine's memory in bytes (0 if unknown). */
double ga_physical_memory (void);

/* 1 if BYTES can be allocated now: no more than the machine's memory, and
 * malloc gives them (then frees them).  Octave's own allocations end a MEX
 * call with an error we cannot label (mxCalloc) or an uncaught bad_alloc
 * (new), so the gateway asks this before every large one it causes. */
int ga_memory_ok (double bytes);

/* NAME (ARGS...) as Octave's own function, reached through builtin so that
 * a NAME.m of the user's does not stand in; one output.  Errors (within
 * the called function) are trapped: NULL then.  What comes back is the
 * caller's to check. */
mxArray *ga_call_builtin (const char *name, int nargs, mxArray *args[]);
/* The same with nout outputs into res: 1 if every one came back, else 0
 * with none left (res all NULL). */
int ga_call_builtin_n (const char *name, int nout, mxArray *res[], int nargs,
                       mxArray *args[]);

#endif
