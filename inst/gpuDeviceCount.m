## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{n} =} gpuDeviceCount ()
## The number of CUDA devices (0 without a usable one).
##
## @example
## @group
## n = gpuDeviceCount ()           # 0 without a usable GPU
## @end group
## @end example
##
## @seealso{gpuDevice}
## @end deftypefn

function n = gpuDeviceCount ()
  n = __gpu_array__ ("count");
endfunction

%!assert (gpuDeviceCount () >= 0)
