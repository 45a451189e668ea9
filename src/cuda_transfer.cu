/* cuda_transfer.cu: gpu_axis_sum of a host array: input to the device,
 * the reduction, the result back.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <string.h>
#include "gpuaxis.h"
#include "cuda_backend.h"
#include "cuda_transfer.h"

static size_t al256 (size_t x) { return (x + 255) & ~(size_t) 255; }

void
ga_transfer_release (ga_cuda_state *s)
{
  if (s->d_stage)
    cudaFree (s->d_stage);
  if (s->h_stage)
    cudaFreeHost (s->h_stage);
  s->d_stage = s->h_stage = NULL;
  s->d_stage_cap = s->h_stage_cap = 0;
}

extern "C" int
ga_cuda_run_host (const ga_plan *p, const void *in, size_t in_bytes,
                  void *out, ga_error *err)
{
  cudaError_t e;
  const ga_pass *last = &p->pass[p->npass - 1];
  size_t out_bytes = ga_pass_outputs (last) * ga_elem_size (p->out);
  size_t ws_bytes, total;
  char *d;
  cudaStream_t st;

  if (! ga_cuda_available (err))
    return -1;
  if ((e = ga_cuda_ready ()) != cudaSuccess)
    return ga_cuda_fail (err, e, "stream creation");
  st = ga_state.stream[0];
  ws_bytes = ga_cuda_workspace_bytes (p);
  total = al256 (in_bytes) + al256 (out_bytes) + ws_bytes;
  if ((e = ga_cuda_device_buffer (total, (void **) &d)) != cudaSuccess)
    return ga_cuda_fail (err, e, "cudaMalloc");

  if ((e = cudaMemcpyAsync (d, in, in_bytes, cudaMemcpyHostToDevice, st)) != cudaSuccess)
    return ga_cuda_fail (err, e, "copy to device");
  if (ga_cuda_kernel_fault ())
    return ga_cuda_fail (err, cudaErrorLaunchFailure, "reduction kernel (injected fault)");
  if (ga_cuda_run_device (p, d, d + al256 (in_bytes), d + al256 (in_bytes) + al256 (out_bytes),
                          ws_bytes, st, err) != 0)
    {
      ga_cuda_recover ();
      return -1;
    }
  if ((e = cudaMemcpyAsync (out, d + al256 (in_bytes), out_bytes, cudaMemcpyDeviceToHost, st)) != cudaSuccess)
    return ga_cuda_fail (err, e, "copy to host");
  if ((e = cudaStreamSynchronize (st)) != cudaSuccess)
    return ga_cuda_fail (err, e, "reduction");
  return 0;
}
