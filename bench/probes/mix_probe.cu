// mix_probe.cu: what the H200 gives a kernel whose
// traffic is that of [M, I] = max (x, [], 1) of a 2x134217728 single
// array: 1 GiB read, 0.5 GiB of M (single) and 1 GiB of I (double)
// written, 40% reads and 60% writes, where the copy rate the bar is
// measured against is half and half.  Each pattern below does no work but
// moving the same bytes (I is the row, 1 or 2, by a compare), so its rate
// is the ceiling a kernel of that traffic can reach.  Also the same for
// max without I (1 GiB read, 0.5 GiB written).
//
//   nvcc -O3 -arch=sm_90 -o mix_probe mix_probe.cu && ./mix_probe
//
// Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <vector>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
  printf ("CUDA error %s at line %d\n", cudaGetErrorString (e_), __LINE__); return 1; } } while (0)

// one output a thread: float2 in, float and double out
__global__ void
k1 (const float2 *in, float *m, double *ix, size_t n)
{
  for (size_t i = (size_t) blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += (size_t) gridDim.x * blockDim.x)
    {
      float2 v = in[i];
      bool second = v.y > v.x;
      m[i] = second ? v.y : v.x;
      ix[i] = second ? 2.0 : 1.0;
    }
}

// two outputs a thread: float4 in, float2 and double2 out
__global__ void
k2 (const float4 *in, float2 *m, double2 *ix, size_t n2)
{
  for (size_t i = (size_t) blockIdx.x * blockDim.x + threadIdx.x; i < n2;
       i += (size_t) gridDim.x * blockDim.x)
    {
      float4 v = in[i];
      bool a = v.y > v.x, b = v.w > v.z;
      m[i] = make_float2 (a ? v.y : v.x, b ? v.w : v.z);
      ix[i] = make_double2 (a ? 2.0 : 1.0, b ? 2.0 : 1.0);
    }
}

// four outputs a thread, U of them in flight: two float4 in, float4 and two double2 out
template <int U>
__global__ void
k4 (const float4 *in, float4 *m, double2 *ix, size_t n4)
{
  const size_t T = (size_t) gridDim.x * blockDim.x;
  for (size_t i0 = (size_t) blockIdx.x * blockDim.x + threadIdx.x; i0 < n4; i0 += T * U)
    {
      float4 v[U][2];
#pragma unroll
      for (int u = 0; u < U; u++)
        if (i0 + u * T < n4)
          {
            v[u][0] = in[2 * (i0 + u * T)];
            v[u][1] = in[2 * (i0 + u * T) + 1];
          }
#pragma unroll
      for (int u = 0; u < U; u++)
        if (i0 + u * T < n4)
          {
            size_t i = i0 + u * T;
            float4 a = v[u][0], b = v[u][1];
            bool p = a.y > a.x, q = a.w > a.z, r = b.y > b.x, s = b.w > b.z;
            m[i] = make_float4 (p ? a.y : a.x, q ? a.w : a.z, r ? b.y : b.x, s ? b.w : b.z);
            ix[2 * i] = make_double2 (p ? 2.0 : 1.0, q ? 2.0 : 1.0);
            ix[2 * i + 1] = make_double2 (r ? 2.0 : 1.0, s ? 2.0 : 1.0);
          }
    }
}

// max without I: float4 in, float2 out
__global__ void
kv (const float4 *in, float2 *m, size_t n2)
{
  for (size_t i = (size_t) blockIdx.x * blockDim.x + threadIdx.x; i < n2;
       i += (size_t) gridDim.x * blockDim.x)
    {
      float4 v = in[i];
      m[i] = make_float2 (fmaxf (v.x, v.y), fmaxf (v.z, v.w));
    }
}

template <class F>
static float
med_ms (F f, int reps = 20)
{
  cudaEvent_t a, b;
  cudaEventCreate (&a); cudaEventCreate (&b);
  std::vector<float> t;
  for (int r = 0; r < reps + 3; r++)
    {
      cudaEventRecord (a); f (); cudaEventRecord (b); cudaEventSynchronize (b);
      float ms; cudaEventElapsedTime (&ms, a, b);
      if (r >= 3) t.push_back (ms);
    }
  std::sort (t.begin (), t.end ());
  return t[t.size () / 2];
}

int
main ()
{
  const size_t n = (size_t) 1 << 27;                 // outputs; 2 rows each
  float *in, *m; double *ix; void *cpy;
  CK (cudaMalloc (&in, n * 2 * sizeof (float)));
  CK (cudaMalloc (&m, n * sizeof (float)));
  CK (cudaMalloc (&ix, n * sizeof (double)));
  CK (cudaMalloc (&cpy, (size_t) 2 << 30));
  CK (cudaMemset (in, 0x3f, n * 2 * sizeof (float)));
  int nsm; cudaDeviceGetAttribute (&nsm, cudaDevAttrMultiProcessorCount, 0);
  const size_t G = (size_t) 1 << 30;
  float tc = med_ms ([&] { cudaMemcpy (cpy, (char *) cpy + G, G, cudaMemcpyDeviceToDevice); });
  double copy = 2.0 * G / tc / 1e6;
  printf ("copy of 1 GiB: %.4f ms, %.0f GB/s (read + written)\n", tc, copy);
  const double bi = 12.0 * n + 8.0 * n, bv = 8.0 * n + 4.0 * n;   // [M, I]; M alone
  printf ("| pattern | grid | ms | GB/s | %% of copy |\n|---|---:|---:|---:|---:|\n");
  for (int w : {4, 8, 16, 0})
    {
      unsigned g = w ? (unsigned) (nsm * w) : (unsigned) ((n + 255) / 256);
      float t1 = med_ms ([&] { k1<<<g, 256>>> ((const float2 *) in, m, ix, n); });
      printf ("| [M, I]: 1 output a thread (float2 in; float, double out) | %u | %.4f | %.0f | %.1f |\n", g, t1, bi / t1 / 1e6, 100 * bi / t1 / 1e6 / copy);
      unsigned g2 = w ? g : (unsigned) ((n / 2 + 255) / 256);
      float t2 = med_ms ([&] { k2<<<g2, 256>>> ((const float4 *) in, (float2 *) m, (double2 *) ix, n / 2); });
      printf ("| [M, I]: 2 outputs a thread (float4 in; float2, double2 out) | %u | %.4f | %.0f | %.1f |\n", g2, t2, bi / t2 / 1e6, 100 * bi / t2 / 1e6 / copy);
      unsigned g4 = w ? g : (unsigned) ((n / 4 + 255) / 256);
      float t4 = med_ms ([&] { k4<1><<<g4, 256>>> ((const float4 *) in, (float4 *) m, (double2 *) ix, n / 4); });
      printf ("| [M, I]: 4 outputs a thread (2 float4 in; float4, 2 double2 out) | %u | %.4f | %.0f | %.1f |\n", g4, t4, bi / t4 / 1e6, 100 * bi / t4 / 1e6 / copy);
      if (w)
        {
          float t5 = med_ms ([&] { k4<4><<<g4, 256>>> ((const float4 *) in, (float4 *) m, (double2 *) ix, n / 4); });
          printf ("| [M, I]: 4 outputs a thread, 4 sets in flight | %u | %.4f | %.0f | %.1f |\n", g4, t5, bi / t5 / 1e6, 100 * bi / t5 / 1e6 / copy);
        }
      float tv = med_ms ([&] { kv<<<g2, 256>>> ((const float4 *) in, (float2 *) m, n / 2); });
      printf ("| M only: 2 outputs a thread (float4 in; float2 out) | %u | %.4f | %.0f | %.1f |\n", g2, tv, bv / tv / 1e6, 100 * bv / tv / 1e6 / copy);
    }
  CK (cudaGetLastError ());
  return 0;
}
