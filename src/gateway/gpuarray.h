/* gpuarray.h: what the rest of the gateway calls of gpuArray's (gpuarray.c).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_GPUARRAY_H
#define GPUAXIS_GPUARRAY_H

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

#endif
