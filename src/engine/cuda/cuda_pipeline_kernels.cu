/* cuda_pipeline_kernels.cu: combining the partial results of consecutive
 * chunks (the transfer pipeline's rows-of-a-slab and columns-of-a-row
 * schedules): run = combine (run, part), element by element, the part's
 * positions moved to where its chunk starts along n, optionally finishing
 * into the result class (and the max/min index).  The fold is left to
 * right in chunk order, so the saturating sums stay exact.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include "gpuaxis.h"
#include "cuda_ops.cuh"
#include "cuda_backend.h"
#include "cuda_transfer.h"

template <int R>
__global__ void
k_combine (typename Red<R>::T *run, const typename Red<R>::T *part, size_t m,
           void *out, ga_elem oe, ga_bounds b)
{
  typedef typename Red<R>::T T;
  for (size_t i = (size_t) blockIdx.x * blockDim.x + threadIdx.x; i < m;
       i += (size_t) gridDim.x * blockDim.x)
    {
      /* positions of part + 1 * span: the chunk's start along n */
      T v = Red<R>::combine (run[i], Red<R>::rebase (part[i], 1, b), b);
      if (out)
        Red<R>::put (out, i, oe, v, b);
      else
        run[i] = v;
    }
}

template <int R>
static cudaError_t
launch (const ga_plan *p, void *run, const void *part, size_t m, void *out,
        void *out_index, int64_t off, cudaStream_t st)
{
  typedef typename Red<R>::T T;
  ga_bounds b;
  size_t blocks = (m + 255) / 256, most = (size_t) ga_cuda_nsm () * 8;
  b.c = ga_plan_ctx (p);
  b.index_out = (double *) out_index;
  b.span = off;
  b.gate = NULL;
  if (blocks > most)
    blocks = most;
  if (blocks < 1)
    blocks = 1;
  k_combine<R><<<(unsigned) blocks, 256, 0, st>>> ((T *) run, (const T *) part, m,
                                                   out, p->out, b);
  return cudaGetLastError ();
}

extern "C" cudaError_t
ga_pipe_combine (const ga_plan *p, void *run, const void *part, size_t m,
                 void *out, void *out_index, int64_t off, cudaStream_t st)
{
  if (m == 0)
    return cudaSuccess;
  switch (ga_plan_red (p))
    {
#define GA_RED(ID, OP, T, POS, FLAGS, GROUP, RL, CL)                        \
      GA_IF_ON_CUDA (GROUP, case GA_R_##ID:                                 \
                     return launch<GA_R_##ID> (p, run, part, m, out, out_index, off, st);)
#include "ops.def"
#undef GA_RED
    default: return cudaErrorInvalidValue;
    }
}
