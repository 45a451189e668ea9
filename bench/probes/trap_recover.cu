// trap_recover.cu: after a sticky device fault (a kernel's __trap), can a
// process get the device back?  In the package the re-initialisation after
// cudaDeviceReset failed with "CUDA-capable device(s) is/are busy or
// unavailable" (H200, 2026-12-01; doc/gpuarray.md).  Each mode runs in
// its own process and retries for up to 8 s, printing how long it took.
//   nvcc -arch=sm_90 -o trap_recover trap_recover.cu -lcuda && ./trap_recover MODE
// MODE: bare    trap, reset, cudaFree(0)
//       state   a stream, events, an explicit memory pool, pinned memory and
//               a pool allocation exist before the trap (as the package has)
//       destroy state, and each is destroyed (errors ignored) before reset
//       ctxreset state, then cuDevicePrimaryCtxReset instead of cudaDeviceReset
#include <cstdio>
#include <cstring>
#include <cuda.h>
#include <cuda_runtime.h>
#include <time.h>
#include <unistd.h>

__global__ void k_trap () { __trap (); }

static double now () { timespec t; clock_gettime (CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }

int main (int argc, char **argv)
{
  const char *mode = argc > 1 ? argv[1] : "bare";
  cudaStream_t st = 0; cudaEvent_t ev[4]; cudaMemPool_t pool = 0; void *h = 0, *d = 0;
  cudaFree (0);
  if (strcmp (mode, "bare"))
    {
      cudaStreamCreateWithFlags (&st, cudaStreamNonBlocking);
      for (int i = 0; i < 4; i++) cudaEventCreateWithFlags (&ev[i], cudaEventDisableTiming);
      cudaMemPoolProps p; memset (&p, 0, sizeof p);
      p.allocType = cudaMemAllocationTypePinned; p.handleTypes = cudaMemHandleTypeNone;
      p.location.type = cudaMemLocationTypeDevice; p.location.id = 0;
      cudaMemPoolCreate (&pool, &p);
      cudaMallocFromPoolAsync (&d, 1 << 20, pool, st);
      cudaMallocHost (&h, 64 << 20);
      cudaStreamSynchronize (st);
    }
  printf ("%s: before trap: %s\n", mode, cudaGetErrorString (cudaGetLastError ()));
  k_trap<<<1, 1, 0, st>>> ();
  cudaError_t e = cudaStreamSynchronize (st);
  printf ("%s: trap gave: %s; again: %s\n", mode, cudaGetErrorString (e),
          cudaGetErrorString (cudaDeviceSynchronize ()));
  if (! strcmp (mode, "destroy"))
    {
      cudaFreeHost (h); cudaMemPoolDestroy (pool);
      for (int i = 0; i < 4; i++) cudaEventDestroy (ev[i]);
      cudaStreamDestroy (st); cudaGetLastError ();
    }
  double t0 = now ();
  if (! strcmp (mode, "ctxreset"))
    {
      CUdevice dv; cuDeviceGet (&dv, 0);
      printf ("%s: cuDevicePrimaryCtxReset: %d\n", mode, (int) cuDevicePrimaryCtxReset (dv));
    }
  else
    printf ("%s: cudaDeviceReset: %s\n", mode, cudaGetErrorString (cudaDeviceReset ()));
  for (int k = 0; ; k++)
    {
      cudaGetLastError ();
      cudaError_t a = cudaSetDevice (0);
      cudaError_t b = a == cudaSuccess ? cudaFree (0) : a;
      void *q = 0;
      cudaError_t c = b == cudaSuccess ? cudaMalloc (&q, 1 << 20) : b;
      if (c == cudaSuccess)
        {
          cudaFree (q);
          printf ("%s: device back after %.3f s, %d tries\n", mode, now () - t0, k + 1);
          return 0;
        }
      if (k == 0 || now () - t0 > 8)
        printf ("%s: try %d at %.3f s: setdevice %s / free0 %s / malloc %s\n", mode, k + 1,
                now () - t0, cudaGetErrorString (a), cudaGetErrorString (b), cudaGetErrorString (c));
      if (now () - t0 > 8) return 1;
      if (k % 10 == 9) { cudaDeviceReset (); }
      usleep (200000);
    }
}
