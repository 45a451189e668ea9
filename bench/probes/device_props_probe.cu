/* device_props_probe.cu: what the calls behind gpuDevice cost (the reason
 * device_array.cu reads a device's fixed properties once): the median of
 * 50 calls each of cudaGetDeviceProperties, cudaMemGetInfo and one
 * cudaDeviceGetAttribute, in microseconds.  Lines "call,us".
 *
 *   nvcc -O3 -o device_props_probe device_props_probe.cu
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cuda_runtime.h>

template <typename F> static double
median_us (F f)
{
  double t[50];
  f ();
  for (int r = 0; r < 50; r++)
    {
      auto t0 = std::chrono::steady_clock::now ();
      f ();
      t[r] = std::chrono::duration<double, std::micro> (std::chrono::steady_clock::now () - t0).count ();
    }
  std::sort (t, t + 50);
  return t[25];
}

int
main ()
{
  cudaDeviceProp prop;
  size_t fr, tot;
  int v;
  if (cudaFree (0) != cudaSuccess)
    {
      fprintf (stderr, "no usable CUDA device\n");
      return 1;
    }
  printf ("cudaGetDeviceProperties,%.2f\n", median_us ([&] { cudaGetDeviceProperties (&prop, 0); }));
  printf ("cudaMemGetInfo,%.2f\n", median_us ([&] { cudaMemGetInfo (&fr, &tot); }));
  printf ("cudaDeviceGetAttribute,%.2f\n",
          median_us ([&] { cudaDeviceGetAttribute (&v, cudaDevAttrClockRate, 0); }));
  return 0;
}
