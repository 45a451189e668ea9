## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{D} =} gpuDevice ()
## @deftypefnx {} {@var{D} =} gpuDevice (@var{idx})
## @deftypefnx {} {} gpuDevice ([])
## The CUDA device that gpuArrays use, as MATLAB's @code{gpuDevice}.
##
## Without an argument: the selected device (the first by default).  With
## @var{idx} (1 to @code{gpuDeviceCount ()}): select that device for the
## gpuArrays made from now on; when it is another device than before, every
## gpuArray on the previous one is released (as in MATLAB: they then say so,
## see @code{existsOnGPU}).  @code{gpuDevice ([])} releases every gpuArray
## and resets the device, and returns nothing.
##
## @var{D} has the fields (read as @code{@var{D}.Name}, @dots{}) Name, Index,
## ComputeCapability, SupportsDouble, DriverVersion, ToolkitVersion,
## MaxThreadsPerBlock, MultiprocessorCount, ClockRateKHz, TotalMemory,
## AvailableMemory (bytes free now: read when asked), CanMapHostMemory,
## ECCEnabled, DeviceSupported, DeviceAvailable and DeviceSelected (read
## when asked).  Methods: @code{reset (@var{D})} releases every gpuArray and
## resets the device (@code{cudaDeviceReset}); @code{wait (@var{D})} waits
## for all queued gpuArray work.
##
## Without a usable CUDA device gpuArrays keep their data in host memory,
## and @code{gpuDevice ()} (or @code{gpuDevice (1)}) is the device object of
## that CPU fallback, so that scripts that time or reset their GPU work run
## unchanged: @code{IsHostFallback} true, Name saying so (with the reason),
## TotalMemory and AvailableMemory the host's (read when asked, from
## @file{/proc/meminfo}; NaN where it cannot be read), MultiprocessorCount
## the CPU count, DeviceSupported false, DeviceSelected true, the CUDA
## fields 0 or empty; @code{wait} and @code{reset} act on the arrays in
## host memory.  With @code{gpu_axis_backend ("cuda")} and no usable
## device it is a @code{gpuaxis:no-gpu} error.  Every device object has the
## field @code{IsHostFallback} (false for a CUDA device).
##
## @example
## @group
## D = gpuDevice ();
## printf ("%s, %.1f GiB\n", D.Name, D.TotalMemory / 2^30);
## @end group
## @end example
##
## @seealso{gpuDeviceCount, gpuArray, existsOnGPU}
## @end deftypefn

function D = gpuDevice (idx)
  if (nargin > 1)
    print_usage ();
  endif
  host = __gpu_array__ ("count") == 0;
  if (host)
    info = gpu_axis_info ();         # once: about 66 us a call
    if (strcmp (info.selected, "cuda"))
      error ("gpuaxis:no-gpu", "gpuDevice: no usable CUDA device (%s); gpuArray works without one, with its data in host memory", ...
             info.reason);
    endif
  endif
  if (nargin == 1 && isempty (idx))
    __gpu_array__ ("reset");
    if (nargout > 0)
      D = [];
    endif
    return;
  endif
  if (host)
    if (nargin == 1 && ! (isscalar (idx) && isnumeric (idx) && idx == 1))
      error ("gpuaxis:invalid-device", "gpuDevice: IDX must be 1: without a usable CUDA device the only device is the CPU fallback");
    endif
    D = host_device_ (info.reason);
    return;
  endif
  if (nargin == 0)
    idx = __gpu_array__ ("device").Index;
  endif
  __gpu_array__ ("select", idx);
  s = __gpu_array__ ("device", idx);
  s.IsHostFallback = false;
  D = class (s, "gpuDevice");
endfunction

function D = host_device_ (reason)
  ## the CPU fallback's device object
  [total, avail] = host_memory_ ();
  s = struct ("Name", ["CPU fallback: " reason], "Index", 1,
              "ComputeCapability", "", "SupportsDouble", true,
              "DriverVersion", 0, "ToolkitVersion", 0, "MaxThreadsPerBlock", 0,
              "MultiprocessorCount", nproc (), "ClockRateKHz", 0,
              "TotalMemory", total, "AvailableMemory", avail,
              "CanMapHostMemory", true, "ECCEnabled", false,
              "DeviceSupported", false, "DeviceAvailable", true,
              "DeviceSelected", true, "IsHostFallback", true);
  D = class (s, "gpuDevice");
endfunction
