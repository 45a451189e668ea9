## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} reset (@var{D})
## Release every gpuArray (they remain, and say that their data is gone)
## and reset the device @var{D} (@code{cudaDeviceReset}): all the package's
## device memory goes back to the driver.  @var{D} must be the selected
## device.
##
## @example
## @group
## if (gpuDeviceCount () > 0)
##   reset (gpuDevice ());           # every gpuArray is released
## endif
## @end group
## @end example
##
## @seealso{gpuDevice, existsOnGPU}
## @end deftypefn

function reset (D)
  if (! D.IsHostFallback && ! __gpu_array__ ("device", D.Index).DeviceSelected)
    error ("gpuaxis:invalid-device", "reset: device %d is not the selected device (gpuDevice (%d) selects it)", D.Index, D.Index);
  endif
  __gpu_array__ ("reset");
endfunction
