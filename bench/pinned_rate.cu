/* pinned_rate.cu: the host-to-device rates that bound gpu_axis_sum of a
 * host array, measured on this machine (run by bench/run_host.sh before
 * the Octave benchmark, which reports its results as a share of the first
 * line).
 *
 * stdout, one key=value per line:
 *   pinned_h2d_gbps   cudaMemcpyAsync of 1 GiB from pinned memory, median
 *                     of 10 (CUDA events; GB = 1e9 bytes)
 *   pinned_d2h_gbps   the same, device to host
 *   pageable_h2d_gbps from malloc'ed memory, median of 3
 *   memcpy_T_gbps     memcpy of 1 GiB into pinned memory by T threads
 *   register_S        S bytes: cudaHostRegister + copy + cudaHostUnregister
 *                     of freshly touched malloc'ed memory, as
 *                     "reg_ms,copy_ms,unreg_ms,overall_gbps" (median of 3):
 *                     what registering the caller's array in place would
 *                     cost gpu_axis_sum, against staging it (memcpy_16)
 *
 *   pinned_rate [--quick]     (--quick: no register / memcpy sweeps)
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <cuda_runtime.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <vector>

#define CK(call)                                                              \
  do {                                                                        \
    cudaError_t e_ = (call);                                                  \
    if (e_ != cudaSuccess)                                                    \
      {                                                                       \
        fprintf (stderr, "pinned_rate: %s failed at line %d: %s\n", #call,    \
                 __LINE__, cudaGetErrorString (e_));                          \
        exit (2);                                                             \
      }                                                                       \
  } while (0)

static double
median (std::vector<double> v)
{
  std::sort (v.begin (), v.end ());
  return v[v.size () / 2];
}

static double
now_s (void)
{
  return std::chrono::duration<double> (
           std::chrono::steady_clock::now ().time_since_epoch ()).count ();
}

/* Median seconds of `reps` async copies, timed with events. */
static double
time_copy (void *dst, const void *src, size_t bytes, cudaMemcpyKind k, int reps,
           cudaStream_t st)
{
  cudaEvent_t a, b;
  std::vector<double> t;
  CK (cudaEventCreate (&a));
  CK (cudaEventCreate (&b));
  CK (cudaMemcpyAsync (dst, src, bytes, k, st));          /* warm-up */
  CK (cudaStreamSynchronize (st));
  for (int r = 0; r < reps; r++)
    {
      float ms;
      CK (cudaEventRecord (a, st));
      CK (cudaMemcpyAsync (dst, src, bytes, k, st));
      CK (cudaEventRecord (b, st));
      CK (cudaEventSynchronize (b));
      CK (cudaEventElapsedTime (&ms, a, b));
      t.push_back (ms * 1e-3);
    }
  CK (cudaEventDestroy (a));
  CK (cudaEventDestroy (b));
  return median (t);
}

static void
par_memcpy (char *dst, const char *src, size_t bytes, int nt)
{
  std::vector<std::thread> th;
  size_t step = bytes / nt;
  for (int i = 0; i < nt; i++)
    {
      size_t a = step * i, b = i == nt - 1 ? bytes : step * (i + 1);
      th.emplace_back ([=] { memcpy (dst + a, src + a, b - a); });
    }
  for (auto &t : th)
    t.join ();
}

int
main (int argc, char **argv)
{
  const bool quick = argc > 1 && ! strcmp (argv[1], "--quick");
  const size_t G = (size_t) 1 << 30;
  cudaStream_t st;
  void *h, *d;
  char *pg;
  cudaDeviceProp prop;

  CK (cudaSetDevice (0));
  CK (cudaFree (0));
  CK (cudaGetDeviceProperties (&prop, 0));
  CK (cudaStreamCreateWithFlags (&st, cudaStreamNonBlocking));
  CK (cudaHostAlloc (&h, G, cudaHostAllocDefault));
  CK (cudaMalloc (&d, G));
  memset (h, 1, G);
  printf ("device=%s\n", prop.name);
  printf ("pinned_h2d_gbps=%.2f\n", G / time_copy (d, h, G, cudaMemcpyHostToDevice, 10, st) / 1e9);
  printf ("pinned_d2h_gbps=%.2f\n", G / time_copy (h, d, G, cudaMemcpyDeviceToHost, 10, st) / 1e9);
  fflush (stdout);
  pg = (char *) malloc (G);
  memset (pg, 2, G);
  printf ("pageable_h2d_gbps=%.2f\n", G / time_copy (d, pg, G, cudaMemcpyHostToDevice, 3, st) / 1e9);
  fflush (stdout);

  if (! quick)
    {
      int nts[] = {1, 4, 8, 16};
      for (int nt : nts)
        {
          std::vector<double> t;
          for (int r = 0; r < 3; r++)
            {
              double t0 = now_s ();
              par_memcpy ((char *) h, pg, G, nt);
              t.push_back (now_s () - t0);
            }
          printf ("memcpy_%d_gbps=%.2f\n", nt, G / median (t) / 1e9);
          fflush (stdout);
        }
      size_t sizes[] = {(size_t) 1 << 20, (size_t) 8 << 20, (size_t) 64 << 20,
                        (size_t) 512 << 20, G};
      for (size_t s : sizes)
        {
          std::vector<double> tr, tc, tu, tt;
          for (int r = 0; r < 3; r++)
            {
              char *m = (char *) malloc (s);
              double t0, t1, t2, t3;
              memset (m, 3, s);                  /* touched, like an array */
              t0 = now_s ();
              CK (cudaHostRegister (m, s, cudaHostRegisterDefault));
              t1 = now_s ();
              CK (cudaMemcpyAsync (d, m, s, cudaMemcpyHostToDevice, st));
              CK (cudaStreamSynchronize (st));
              t2 = now_s ();
              CK (cudaHostUnregister (m));
              t3 = now_s ();
              free (m);
              tr.push_back (t1 - t0); tc.push_back (t2 - t1);
              tu.push_back (t3 - t2); tt.push_back (t3 - t0);
            }
          printf ("register_%zu=%.3f,%.3f,%.3f,%.2f\n", s, median (tr) * 1e3,
                  median (tc) * 1e3, median (tu) * 1e3, s / median (tt) / 1e9);
          fflush (stdout);
        }
    }
  free (pg);
  CK (cudaFreeHost (h));
  CK (cudaFree (d));
  CK (cudaStreamDestroy (st));
  return 0;
}
