/* cuda_backend.h: what the CUDA files share (C++ side only).
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later. */
#ifndef GPUAXIS_CUDA_BACKEND_H
#define GPUAXIS_CUDA_BACKEND_H
#include <cuda_runtime.h>
#include "gpuaxis.h"

/* Multiprocessors of the current device (initialises it if needed). */
int ga_cuda_nsm (void);

/* The current device's compute capability, major (0: none usable). */
int ga_cuda_cc_major (void);

/* ga_cuda_run_device; fast 0 skips the signed sums' fast path (and the
 * gated ordered run after it): the host path's chunks. */
int ga_cuda_run_device_opt (const ga_plan *p, const void *d_in, void *d_out,
                            void *d_index, void *d_ws, size_t ws_bytes,
                            void *stream, int fast, ga_error *err);

/* ga_cuda_set_plan_print's switch, and the line it prints for kernel k
 * (its demangled name, grid, block, shared memory, dependent launch). */
extern int ga_cuda_plan_print_on;
void ga_cuda_print_launch (const void *k, unsigned grid, unsigned block,
                           size_t smem, bool pdl);

#endif
