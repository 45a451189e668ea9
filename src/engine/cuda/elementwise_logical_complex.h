/* elementwise_logical_complex.h: the fast kernels of logical and complex
 * operands (elementwise_logical_complex.cu), which elementwise.cu's
 * launcher tries before its generic kernel.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_ELEMENTWISE_LOGICAL_COMPLEX_H
#define GPUAXIS_ELEMENTWISE_LOGICAL_COMPLEX_H

#include <cuda_runtime.h>
#include "elementwise.h"

/* Queue p on st if one of the kernels takes it (1), else 0 and nothing
 * queued.  Its ops raise no flags. */
extern "C" int ga_ew_lc_launch (const ga_ew_plan *p, void *out, cudaStream_t st);

#endif
