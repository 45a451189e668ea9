/* gateway_gpuarray.h: what the rest of the gateway calls of gpuArray's.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_GATEWAY_GPUARRAY_H
#define GPUAXIS_GATEWAY_GPUARRAY_H

#include "mex.h"
#include "arrays.h"

/* Adds to the 1x1 struct s (gpu_axis_info's) what gpuArray holds:
 *   gpuarray_count         live gpuArrays
 *   gpuarray_device_bytes  data of the ones in device memory
 *   gpuarray_host_bytes    data of the ones in host memory (no GPU)
 *   gpuarray_pool_bytes    device memory the gpuArray pool holds (arrays,
 *                          scratch and cached free memory)
 *   gpuarray_pinned_bytes  pinned staging of gpuArray transfers
 *   gpuarray_device        the selected device (1-based; 0: none used yet) */
void ga_gpuarray_add_info (mxArray *s);

/* For the command files beside gateway_gpuarray.c (gateway_index.c,
 * gateway_elementwise.c): the array of an M row (gpuaxis:invalid-array if
 * none), a new array's metadata row, raising an error (the MEX lock kept
 * right first), the MEX lock. */
ga_darray *ga_gpuarray_find (const mxArray *m);
mxArray *ga_gpuarray_meta (const ga_darray *a);
void ga_gpuarray_fail (const ga_error *err);
void ga_gpuarray_update_lock (void);
/* The indexing, shape and constructor commands (gateway_index.c): 1 when
 * prhs[0] names one (it ran), 0 if not. */
int ga_index_command (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* "ew": the elementwise operations (gateway_elementwise.c). */
void ga_gpuarray_ew (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);

#endif
