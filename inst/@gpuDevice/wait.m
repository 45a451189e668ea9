## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} wait (@var{D})
## Wait until all queued gpuArray work on the device @var{D} is done; an
## error in it is reported here.
##
## @example
## @group
## if (gpuDeviceCount () > 0)
##   G = gpuArray.rand (1000);  S = sum (G);
##   wait (gpuDevice ());            # S's kernel has run
## endif
## @end group
## @end example
##
## @seealso{gpuDevice, gather}
## @end deftypefn

function wait (D)
  __gpu_array__ ("sync");
endfunction
