/* gateway_sort.h: the sort and mode commands of __gpu_array__
 * (gateway_sort.c).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_GATEWAY_SORT_H
#define GPUAXIS_GATEWAY_SORT_H

#include "mex.h"

/* "sort" and "mode": 1 when prhs[0] names one (it ran), 0 if not. */
int ga_sort_command (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);

#endif
