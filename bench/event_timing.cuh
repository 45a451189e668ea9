/* event_timing.cuh: the timing of the C companions of the benchmarks
 * (linalg_cublas.cu, fft_cufft.cu): their stream, a CUDA-call check, and
 * the median of 5 timed calls after a warm-up (CUDA events on the stream).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_BENCH_EVENT_TIMING_CUH
#define GPUAXIS_BENCH_EVENT_TIMING_CUH

#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <algorithm>
#include <functional>
#include <vector>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
  fprintf (stderr, "%s: %s\n", #x, cudaGetErrorString (e_)); exit (1); } } while (0)

static cudaStream_t st;

static double
med_s (const std::function<void ()> &f)
{
  cudaEvent_t a, b;
  std::vector<float> ms;
  CK (cudaEventCreate (&a));
  CK (cudaEventCreate (&b));
  f ();
  CK (cudaStreamSynchronize (st));
  for (int r = 0; r < 5; r++)
    {
      float t;
      CK (cudaEventRecord (a, st));
      f ();
      CK (cudaEventRecord (b, st));
      CK (cudaEventSynchronize (b));
      CK (cudaEventElapsedTime (&t, a, b));
      ms.push_back (t);
    }
  std::sort (ms.begin (), ms.end ());
  cudaEventDestroy (a);
  cudaEventDestroy (b);
  return ms[2] * 1e-3;
}

#endif
