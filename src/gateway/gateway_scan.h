/* gateway_scan.h: the scan commands of __gpu_array__ (gateway_scan.c).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_GATEWAY_SCAN_H
#define GPUAXIS_GATEWAY_SCAN_H

#include "mex.h"

/* "scan", "scan_host" and "devsq": 1 when prhs[0] names one (it ran), 0 if not. */
int ga_scan_command (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);

#endif
