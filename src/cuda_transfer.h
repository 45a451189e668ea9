/* cuda_transfer.h: the state the CUDA backend keeps between calls, and the
 * host-array path (transfers around the reduction).
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later. */
#ifndef GPUAXIS_CUDA_TRANSFER_H
#define GPUAXIS_CUDA_TRANSFER_H
#include <cuda_runtime.h>
#include "gpuaxis.h"

#define GA_NSTREAM 2

typedef struct {
  cudaStream_t stream[GA_NSTREAM];
  void *d_buf;  size_t d_cap;          /* input + output + scratch       */
  void *d_stage; size_t d_stage_cap;   /* chunk buffers of the pipeline  */
  void *h_stage; size_t h_stage_cap;   /* pinned host staging            */
} ga_cuda_state;

extern ga_cuda_state ga_state;

cudaError_t ga_cuda_ready (void);
cudaError_t ga_cuda_device_buffer (size_t bytes, void **p);
int ga_cuda_fail (ga_error *err, cudaError_t e, const char *what);
int ga_cuda_kernel_fault (void);
void ga_cuda_recover (void);
void ga_transfer_release (ga_cuda_state *s);

#endif
