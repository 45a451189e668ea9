/* cuda_backend.h: what the CUDA files share (C++ side only).
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later. */
#ifndef GPUAXIS_CUDA_BACKEND_H
#define GPUAXIS_CUDA_BACKEND_H
#include <cuda_runtime.h>

/* Multiprocessors of the current device (initialises it if needed). */
int ga_cuda_nsm (void);

#endif
