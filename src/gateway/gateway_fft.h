/* gateway_fft.h: the FFT and filter commands of __gpu_array__
 * (gateway_fft.c).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_GATEWAY_FFT_H
#define GPUAXIS_GATEWAY_FFT_H

#include "mex.h"

/* "fft" and "filter": 1 when prhs[0] names one (it ran), 0 if not. */
int ga_fft_command (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);

#endif
