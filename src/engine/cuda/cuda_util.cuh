/* cuda_util.cuh: the host-side arithmetic of sizes that the CUDA files
 * share (limits of launches and chunks, workspace carving).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_CUDA_UTIL_CUH
#define GPUAXIS_CUDA_UTIL_CUH

#include <stddef.h>

static inline size_t smin (size_t a, size_t b) { return a < b ? a : b; }
static inline size_t smax (size_t a, size_t b) { return a > b ? a : b; }
/* x rounded up to 256 bytes: each workspace region starts aligned. */
static inline size_t al256 (size_t x) { return (x + 255) & ~(size_t) 255; }

#endif
