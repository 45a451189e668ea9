## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} __gpu_axis_cuda_ok__ ()
## Internal: true if gpuaxis can use a CUDA device.  Never errors, so that
## tests may use it as a @code{%!testif} condition.
## @end deftypefn

function tf = __gpu_axis_cuda_ok__ ()
  try
    tf = __gpu_axis__ ("cuda_ok");
  catch
    tf = false;
  end_try_catch
endfunction

%!assert (islogical (__gpu_axis_cuda_ok__ ()))
