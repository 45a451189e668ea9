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
## Without a usable CUDA device this is a @code{gpuaxis:no-gpu} error (as in
## MATLAB); gpuArray itself works without one, in host memory.
##
## @example
## @group
## if (gpuDeviceCount () > 0)
##   D = gpuDevice ();
##   printf ("%s, %.1f GiB\n", D.Name, D.TotalMemory / 2^30);
## endif
## @end group
## @end example
##
## @seealso{gpuDeviceCount, gpuArray, existsOnGPU}
## @end deftypefn

function D = gpuDevice (idx)
  if (nargin > 1)
    print_usage ();
  endif
  if (__gpu_array__ ("count") == 0)
    error ("gpuaxis:no-gpu", "gpuDevice: no usable CUDA device (%s); gpuArray works without one, with its data in host memory", ...
           gpu_axis_info ().reason);
  endif
  if (nargin == 1 && isempty (idx))
    __gpu_array__ ("reset");
    if (nargout > 0)
      D = [];
    endif
    return;
  endif
  if (nargin == 0)
    idx = __gpu_array__ ("device").Index;
  endif
  __gpu_array__ ("select", idx);
  D = class (__gpu_array__ ("device", idx), "gpuDevice");
endfunction
