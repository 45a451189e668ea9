/* ew_grid_probe.cu: why torch's elementwise add of two 1 GiB double
 * arrays (0.747 ms queued, H200, 2026-12-02) beats gpuaxis's k_fast (0.792):
 * the same z = x + y (and z = exp (x)) under launch shapes side by side,
 * one binary, one run:
 *   gs U G    grid-stride loop (k_fast's), U 16-byte vectors per thread and
 *             iteration, G blocks of 256 (multiprocessors x 16: k_fast)
 *   tile U T  one pass, no loop: a block of T threads per tile of U*T
 *             vectors, thread t loading vectors t, t+T, ... (torch's
 *             vectorized_elementwise_kernel shape)
 * and cudaMemcpyAsync beside.  Times: CUDA events, median of 20 single
 * launches, and 20 launches between two events (queued), per launch.
 * Build: nvcc -O3 -arch=sm_90 -o ew_grid_probe ew_grid_probe.cu */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <algorithm>
#include <vector>

template <int U, int OP>
__global__ void gs (const double2 *__restrict__ x, const double2 *__restrict__ y, double2 *__restrict__ z, size_t nv)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  size_t v = (size_t) blockIdx.x * blockDim.x + threadIdx.x;
  for (; v + (U - 1) * step < nv; v += U * step)
    {
      double2 a[U], b[U];
#pragma unroll
      for (int u = 0; u < U; u++) { a[u] = x[v + u * step]; if (OP == 0) b[u] = y[v + u * step]; }
#pragma unroll
      for (int u = 0; u < U; u++)
        z[v + u * step] = OP == 0 ? make_double2 (a[u].x + b[u].x, a[u].y + b[u].y)
                                  : make_double2 (exp (a[u].x), exp (a[u].y));
    }
  for (; v < nv; v += step)
    z[v] = OP == 0 ? make_double2 (x[v].x + y[v].x, x[v].y + y[v].y) : make_double2 (exp (x[v].x), exp (x[v].y));
}

template <int U, int OP>
__global__ void tile (const double2 *__restrict__ x, const double2 *__restrict__ y, double2 *__restrict__ z, size_t nv)
{
  const size_t base = (size_t) blockIdx.x * blockDim.x * U + threadIdx.x;
  double2 a[U], b[U];
#pragma unroll
  for (int u = 0; u < U; u++)
    {
      const size_t v = base + (size_t) u * blockDim.x;
      if (v < nv) { a[u] = x[v]; if (OP == 0) b[u] = y[v]; }
    }
#pragma unroll
  for (int u = 0; u < U; u++)
    {
      const size_t v = base + (size_t) u * blockDim.x;
      if (v < nv)
        z[v] = OP == 0 ? make_double2 (a[u].x + b[u].x, a[u].y + b[u].y)
                       : make_double2 (exp (a[u].x), exp (a[u].y));
    }
}

typedef void (*kern) (const double2 *, const double2 *, double2 *, size_t);
static double2 *X, *Y, *Z;
static size_t NV;

static void time_it (const char *name, kern k, unsigned grid, unsigned block, double bytes, cudaStream_t st)
{
  cudaEvent_t e0, e1;
  cudaEventCreate (&e0); cudaEventCreate (&e1);
  std::vector<float> one;
  for (int w = 0; w < 3; w++) k<<<grid, block, 0, st>>> (X, Y, Z, NV);
  for (int r = 0; r < 20; r++)
    {
      float ms;
      cudaEventRecord (e0, st); k<<<grid, block, 0, st>>> (X, Y, Z, NV); cudaEventRecord (e1, st);
      cudaEventSynchronize (e1); cudaEventElapsedTime (&ms, e0, e1); one.push_back (ms);
    }
  std::sort (one.begin (), one.end ());
  std::vector<float> q;
  for (int r = 0; r < 5; r++)
    {
      float ms;
      cudaEventRecord (e0, st);
      for (int i = 0; i < 20; i++) k<<<grid, block, 0, st>>> (X, Y, Z, NV);
      cudaEventRecord (e1, st); cudaEventSynchronize (e1); cudaEventElapsedTime (&ms, e0, e1); q.push_back (ms / 20);
    }
  std::sort (q.begin (), q.end ());
  cudaError_t e = cudaGetLastError ();
  printf ("| %-28s | %8u | %4u | %.4f | %6.0f | %.4f | %6.0f | %s |\n", name, grid, block, one[10], bytes / one[10] / 1e6,
          q[2], bytes / q[2] / 1e6, e == cudaSuccess ? "ok" : cudaGetErrorString (e));
  cudaEventDestroy (e0); cudaEventDestroy (e1);
}

int main ()
{
  const size_t n = (size_t) 1 << 27, bytes = n * sizeof (double);
  int sms = 0;
  cudaStream_t st;
  cudaDeviceGetAttribute (&sms, cudaDevAttrMultiProcessorCount, 0);
  cudaStreamCreateWithFlags (&st, cudaStreamNonBlocking);
  NV = n / 2;
  if (cudaMalloc (&X, bytes) || cudaMalloc (&Y, bytes) || cudaMalloc (&Z, bytes)) { printf ("alloc failed\n"); return 1; }
  cudaMemset (X, 0, bytes); cudaMemset (Y, 0, bytes);
  printf ("%d SMs; 1 GiB double operands; GB/s: bytes read + written\n\n", sms);
  printf ("| kernel | grid | block | one (ms) | GB/s | queued (ms) | GB/s | |\n|---|---:|---:|---:|---:|---:|---:|---|\n");
  {
    cudaEvent_t e0, e1; float ms; std::vector<float> t;
    cudaEventCreate (&e0); cudaEventCreate (&e1);
    for (int r = 0; r < 23; r++) { cudaEventRecord (e0, st); cudaMemcpyAsync (Z, X, bytes, cudaMemcpyDeviceToDevice, st); cudaEventRecord (e1, st); cudaEventSynchronize (e1); cudaEventElapsedTime (&ms, e0, e1); if (r >= 3) t.push_back (ms); }
    std::sort (t.begin (), t.end ());
    printf ("| cudaMemcpyAsync (copy) | | | %.4f | %6.0f | | | |\n", t[10], 2.0 * bytes / t[10] / 1e6);
  }
  const double b3 = 3.0 * bytes, b2 = 2.0 * bytes;
  const unsigned g16 = sms * 16;
  time_it ("add gs U1 (k_fast before)", gs<1, 0>, g16, 256, b3, st);
  time_it ("add gs U4 (k_fast f1)", gs<4, 0>, g16, 256, b3, st);
  time_it ("add gs U4 x4 grid", gs<4, 0>, g16 * 4, 256, b3, st);
  time_it ("add gs U2", gs<2, 0>, g16, 256, b3, st);
  time_it ("add gs U1 grid sms*32", gs<1, 0>, sms * 32, 256, b3, st);
  time_it ("add gs U1 grid sms*8", gs<1, 0>, sms * 8, 256, b3, st);
  time_it ("add tile U1 T256", tile<1, 0>, (unsigned) ((NV + 255) / 256), 256, b3, st);
  time_it ("add tile U2 T256", tile<2, 0>, (unsigned) ((NV + 511) / 512), 256, b3, st);
  time_it ("add tile U4 T256", tile<4, 0>, (unsigned) ((NV + 1023) / 1024), 256, b3, st);
  time_it ("add tile U4 T128", tile<4, 0>, (unsigned) ((NV + 511) / 512), 128, b3, st);
  time_it ("add tile U2 T128", tile<2, 0>, (unsigned) ((NV + 255) / 256), 128, b3, st);
  time_it ("add tile U8 T128", tile<8, 0>, (unsigned) ((NV + 1023) / 1024), 128, b3, st);
  time_it ("exp gs U1", gs<1, 1>, g16, 256, b2, st);
  time_it ("exp gs U4", gs<4, 1>, g16, 256, b2, st);
  time_it ("exp tile U4 T256", tile<4, 1>, (unsigned) ((NV + 1023) / 1024), 256, b2, st);
  time_it ("exp tile U4 T128", tile<4, 1>, (unsigned) ((NV + 511) / 512), 128, b2, st);
  time_it ("exp tile U2 T128", tile<2, 1>, (unsigned) ((NV + 255) / 256), 128, b2, st);
  return 0;
}
