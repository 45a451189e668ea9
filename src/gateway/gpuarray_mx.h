/* gpuarray_mx.h: the mx side every __gpu_array__ command file shares
 * (gpuarray.c, gpuarray_ew.c, gpuarray_index.c), and the two command
 * files the dispatcher (gpuarray.c) hands commands to.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_GPUARRAY_MX_H
#define GPUAXIS_GPUARRAY_MX_H

#include "mex.h"
#include "arrays.h"

/* The id in an M row (or a bare id); gpuaxis:invalid-array if none. */
double ga_gpuarray_id (const mxArray *m);
/* The array of an M row (gpuaxis:invalid-array if none). */
ga_darray *ga_gpuarray_find (const mxArray *m);
/* A new array's metadata row M = [id, class code, complex, size...]. */
mxArray *ga_gpuarray_meta (const ga_darray *a);
/* Operand g (NULL: a host array, ignored) joins *loc, the memory of the
 * gpuArray operands so far (-1: none yet); gpuArrays in different
 * memories are a gpuaxis:invalid-input error. */
void ga_gpuarray_join_loc (int *loc, const ga_darray *g);
/* m as a whole number from 1 to most when it is a plain one (a real,
 * full double scalar), else 0: the "..._fast" commands' N and DIM. */
size_t ga_mx_whole (const mxArray *m, double most);
/* The first dimension of a whose length is not 1, or 0 (0-based): the
 * default DIM of Octave's functions along an axis. */
size_t ga_first_axis (const ga_darray *a);
/* Raises err as an Octave error, the MEX lock kept right first. */
void ga_gpuarray_fail (const ga_error *err);
/* The MEX file locked while the table has entries (mexLock), so that
 * `clear functions` does not run its mexAtExit under live objects. */
void ga_gpuarray_update_lock (void);

/* The indexing, shape and constructor commands (gpuarray_index.c): 1 when
 * prhs[0] names one (it ran), 0 if not. */
int ga_index_command (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* "ew": the elementwise operations (gpuarray_ew.c). */
void ga_gpuarray_ew (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);

#endif
