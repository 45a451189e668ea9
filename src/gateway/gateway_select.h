/* gateway_select.h: the selection commands of __gpu_array__
 * (gateway_select.c): find, nnz, histc, accumarray.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_GATEWAY_SELECT_H
#define GPUAXIS_GATEWAY_SELECT_H

#include "mex.h"

/* "sel_find", "sel_nnz", "sel_histc", "sel_accum": 1 when prhs[0] names
 * one (it ran), 0 if not. */
int ga_select_command (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);

#endif
