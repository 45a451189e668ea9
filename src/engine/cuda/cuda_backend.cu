/* cuda_backend.cu: the CUDA backend's state and host entry point.
 *
 * Holds the device, a stream and a device buffer across calls (grown on
 * demand, never more than a bounded share of device memory, released by
 * ga_cuda_release: `clear gpu_axis_sum` or Octave's exit); turns every CUDA
 * failure into a gpuaxis:cuda / gpuaxis:out-of-memory error after freeing
 * what the call held; and has the test-only fault hooks.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdio.h>
#include <stdlib.h>
#include <cxxabi.h>
#include <string.h>
#include "gpuaxis.h"
#include "cuda_backend.h"
#include "cuda_transfer.h"

static struct {
  int probed, usable;
  char why[200];
  cudaDeviceProp prop;
  int nsm;
} dev;

ga_cuda_state ga_state;

static int fault_alloc, fault_kernel, fault_reset;

extern "C" int ga_cuda_built (void) { return 1; }

int ga_cuda_plan_print_on;

extern "C" void
ga_cuda_set_plan_print (int on)
{
  ga_cuda_plan_print_on = on != 0;
}

void
ga_cuda_print_launch (const void *k, unsigned grid, unsigned block, size_t smem,
                      bool pdl)
{
  const char *name = NULL;
  char *plain = NULL;
  int st = -1;
  if (cudaFuncGetName (&name, k) != cudaSuccess || ! name)
    {
      cudaGetLastError ();
      name = "(unnamed kernel)";
    }
  else
    plain = abi::__cxa_demangle (name, NULL, NULL, &st);
  fprintf (stderr, "gpuaxis plan:   kernel %s, grid %u, block %u, shared %zu B%s\n",
           st == 0 && plain ? plain : name, grid, block, smem,
           pdl ? ", dependent launch" : "");
  free (plain);
}

static void
release_buffers (void)
{
  ga_transfer_release (&ga_state);
  if (ga_state.d_buf)
    cudaFree (ga_state.d_buf);
  ga_state.d_buf = NULL;
  ga_state.d_cap = 0;
}

extern "C" void
ga_cuda_release (void)
{
  if (! dev.usable)
    return;
  release_buffers ();
  if (ga_state.stream[0])
    for (int i = 0; i < GA_NSTREAM; i++)
      {
        cudaStreamDestroy (ga_state.stream[i]);
        ga_state.stream[i] = NULL;
      }
}

static int
probe (void)
{
  int count = 0;
  cudaError_t e = cudaGetDeviceCount (&count);
  dev.probed = 1;
  dev.usable = 0;
  if (e != cudaSuccess)
    {
      /* CUDA says "CUDA driver version is insufficient for CUDA runtime
       * version" also where there is no driver at all: say which it is */
      int drv = 0, rt = 0;
      cudaDriverGetVersion (&drv);
      cudaRuntimeGetVersion (&rt);
      if (e == cudaErrorInsufficientDriver && drv == 0)
        snprintf (dev.why, sizeof dev.why, "no NVIDIA driver is installed");
      else if (e == cudaErrorInsufficientDriver)
        snprintf (dev.why, sizeof dev.why, "the NVIDIA driver supports CUDA %d.%d, "
                  "older than the CUDA %d.%d this gpuaxis was built with: update "
                  "the driver", drv / 1000, drv % 1000 / 10, rt / 1000, rt % 1000 / 10);
      else if (e == cudaErrorNoDevice)
        snprintf (dev.why, sizeof dev.why, "no CUDA device found");
      else
        snprintf (dev.why, sizeof dev.why, "%s", cudaGetErrorString (e));
      cudaGetLastError ();
      return 0;
    }
  if (count < 1)
    {
      snprintf (dev.why, sizeof dev.why, "no CUDA device found");
      return 0;
    }
  if ((e = cudaSetDevice (0)) != cudaSuccess
      || (e = cudaGetDeviceProperties (&dev.prop, 0)) != cudaSuccess
      || (e = cudaFree (0)) != cudaSuccess)
    {
      snprintf (dev.why, sizeof dev.why, "%s", cudaGetErrorString (e));
      cudaGetLastError ();
      return 0;
    }
  dev.nsm = dev.prop.multiProcessorCount;
  dev.usable = 1;
  dev.why[0] = 0;
  return 1;
}

extern "C" int
ga_cuda_available (ga_error *err)
{
  if (! dev.probed)
    probe ();
  if (! dev.usable)
    ga_set_error (err, "gpuaxis:no-gpu", "%s", dev.why);
  return dev.usable;
}

int ga_cuda_nsm (void)
{
  if (! dev.probed)
    probe ();
  return dev.nsm > 0 ? dev.nsm : 132;
}

int ga_cuda_cc_major (void)
{
  if (! dev.probed)
    probe ();
  return dev.usable ? dev.prop.major : 0;
}

extern "C" void
ga_cuda_lose_device (const char *what)
{
  memset (&ga_state, 0, sizeof ga_state);   /* gone with the context */
  cudaDeviceReset ();
  cudaGetLastError ();
  if (! probe ())
    snprintf (dev.why, sizeof dev.why, "the GPU is unusable for the rest of this "
              "Octave session after a fatal device error (%.60s); CUDA cannot "
              "use it again in the same process (%.50s): restart Octave",
              what, cudaGetErrorString (cudaFree (0)));
  cudaGetLastError ();
}

/* After a failure: free what is held; a sticky error (the context is
 * lost) needs a device reset, after which everything is made anew, where
 * CUDA can (ga_cuda_lose_device). */
void
ga_cuda_recover (void)
{
  cudaError_t e = cudaDeviceSynchronize ();
  if (e == cudaSuccess)
    e = cudaGetLastError ();
  if (e != cudaSuccess)
    {
      cudaError_t again = cudaGetLastError ();
      if (again != cudaSuccess || (again = cudaDeviceSynchronize ()) != cudaSuccess)
        {
          ga_cuda_lose_device (cudaGetErrorString (again));
          return;
        }
    }
  release_buffers ();
}

int
ga_cuda_fail (ga_error *err, cudaError_t e, const char *what)
{
  if (e == cudaErrorMemoryAllocation)
    ga_set_error (err, "gpuaxis:out-of-memory", "out of device memory (%s)", what);
  else
    ga_set_error (err, "gpuaxis:cuda", "CUDA error in %s: %s", what,
                  cudaGetErrorString (e));
  ga_cuda_recover ();
  return -1;
}

/* The call's device buffer: kept and reused; grown when too small. */
cudaError_t
ga_cuda_device_buffer (size_t bytes, void **p)
{
  if (fault_alloc)
    {
      fault_alloc = 0;
      return cudaErrorMemoryAllocation;
    }
  if (bytes > ga_state.d_cap)
    {
      cudaError_t e;
      if (ga_state.d_buf)
        cudaFree (ga_state.d_buf);
      ga_state.d_buf = NULL;
      ga_state.d_cap = 0;
      e = cudaMalloc (&ga_state.d_buf, bytes);
      if (e != cudaSuccess)
        {
          cudaGetLastError ();
          return e;
        }
      ga_state.d_cap = bytes;
    }
  *p = ga_state.d_buf;
  return cudaSuccess;
}

cudaError_t
ga_cuda_ready (void)
{
  cudaError_t e = cudaSuccess;
  if (fault_reset)
    {                                     /* test hook: a reset between calls */
      fault_reset = 0;
      memset (&ga_state, 0, sizeof ga_state);
      cudaDeviceReset ();
      cudaSetDevice (0);
    }
  if (! ga_state.stream[0])
    for (int i = 0; i < GA_NSTREAM && e == cudaSuccess; i++)
      e = cudaStreamCreateWithFlags (&ga_state.stream[i], cudaStreamNonBlocking);
  return e;
}

int
ga_cuda_kernel_fault (void)
{
  if (! fault_kernel)
    return 0;
  fault_kernel = 0;
  return 1;
}

extern "C" void
ga_cuda_inject_fault (const char *what)
{
  if (! strcmp (what, "alloc")) fault_alloc = 1;
  else if (! strcmp (what, "kernel")) fault_kernel = 1;
  else if (! strcmp (what, "reset")) fault_reset = 1;
}

extern "C" void
ga_cuda_info (ga_cuda_facts *f)
{
  memset (f, 0, sizeof *f);
  if (! ga_cuda_available (NULL))
    return;
  f->usable = 1;
  snprintf (f->name, sizeof f->name, "%s", dev.prop.name);
  f->cc_major = dev.prop.major;
  f->cc_minor = dev.prop.minor;
  f->multiprocessors = dev.prop.multiProcessorCount;
  cudaMemGetInfo (&f->free_mem, &f->total_mem);
  cudaDriverGetVersion (&f->driver_version);
  cudaRuntimeGetVersion (&f->runtime_version);
  f->held_device_bytes = ga_state.d_cap + ga_state.d_stage_cap;
  f->held_pinned_bytes = ga_state.h_stage_cap;
}
