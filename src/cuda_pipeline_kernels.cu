/* cuda_pipeline_kernels.cu: combining the accumulator-format partial
 * results of consecutive chunks (the transfer pipeline's rows-of-a-slab
 * and columns-of-a-row schedules): run = combine (run, part), element by
 * element, optionally finishing into the result class.  The fold is left
 * to right in chunk order, so the saturating accumulators stay exact.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include "gpuaxis.h"
#include "cuda_acc.cuh"
#include "cuda_backend.h"
#include "cuda_transfer.h"

template <ga_acc A>
__global__ void
k_combine (typename Acc<A>::T *run, const typename Acc<A>::T *part, size_t m,
           void *out, ga_elem oe, ga_bounds b)
{
  typedef typename Acc<A>::T T;
  for (size_t i = (size_t) blockIdx.x * blockDim.x + threadIdx.x; i < m;
       i += (size_t) gridDim.x * blockDim.x)
    {
      T v = Acc<A>::combine (run[i], part[i], b);
      if (out)
        Acc<A>::put (out, i, oe, v, b);
      else
        run[i] = v;
    }
}

template <ga_acc A>
static cudaError_t
launch (const ga_plan *p, void *run, const void *part, size_t m, void *out,
        cudaStream_t st)
{
  typedef typename Acc<A>::T T;
  ga_bounds b = {p->lo, p->hi, p->uhi};
  size_t blocks = (m + 255) / 256, most = (size_t) ga_cuda_nsm () * 8;
  if (blocks > most)
    blocks = most;
  if (blocks < 1)
    blocks = 1;
  k_combine<A><<<(unsigned) blocks, 256, 0, st>>> ((T *) run, (const T *) part, m,
                                                   out, p->out, b);
  return cudaGetLastError ();
}

extern "C" cudaError_t
ga_pipe_combine (const ga_plan *p, void *run, const void *part, size_t m,
                 void *out, cudaStream_t st)
{
  if (m == 0)
    return cudaSuccess;
  switch (p->acc)
    {
    case GA_ACC_DOUBLE: return launch<GA_ACC_DOUBLE> (p, run, part, m, out, st);
    case GA_ACC_FLOAT: return launch<GA_ACC_FLOAT> (p, run, part, m, out, st);
    case GA_ACC_EXTRA: return launch<GA_ACC_EXTRA> (p, run, part, m, out, st);
    case GA_ACC_SATS32: return launch<GA_ACC_SATS32> (p, run, part, m, out, st);
    case GA_ACC_SATS64: return launch<GA_ACC_SATS64> (p, run, part, m, out, st);
    case GA_ACC_SATU: return launch<GA_ACC_SATU> (p, run, part, m, out, st);
    default: return cudaErrorInvalidValue;
    }
}
