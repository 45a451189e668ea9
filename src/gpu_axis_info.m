## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{info} =} gpu_axis_info ()
## Describe the gpuaxis backend and the CUDA device.
##
## Returns a struct with fields @code{backend} (@code{"cuda"} or
## @code{"cpu"}, what @code{gpu_axis_sum} uses now), @code{selected}
## (@code{"auto"}, @code{"cuda"} or @code{"cpu"}), @code{built_with_cuda},
## @code{device_name}, @code{compute_capability}, @code{multiprocessors},
## @code{total_memory} and @code{free_memory} (bytes), @code{driver_version}
## and @code{runtime_version} (CUDA's integers, e.g. 13000),
## @code{held_device_bytes} and @code{held_pinned_bytes} (what the package
## keeps between calls), @code{reason} (why no device is usable, if so),
## and what gpuArrays hold: @code{gpuarray_count} (live arrays),
## @code{gpuarray_device_bytes} and @code{gpuarray_host_bytes} (their data in
## device memory, or in host memory without a GPU), @code{gpuarray_pool_bytes}
## (device memory the gpuArray pool holds, cached free memory included),
## @code{gpuarray_pinned_bytes} (pinned staging of transfers) and
## @code{gpuarray_device} (the selected device, 1-based; 0 if none yet), and
## @code{cpu_threads} (the CPU backend's threads: @code{gpu_axis_threads}),
## and the two lines by which @code{"auto"} keeps host arrays on the CPU
## (@code{gpu_axis_backend}): @code{auto_cpu_bytes} (inputs under it) and
## @code{auto_cpu_threads} (any size from that many CPU threads; 0: never).
## Never errors, even without a GPU.
##
## @example
## @group
## info = gpu_axis_info ();
## printf ("backend %s, %d CPU threads\n", info.backend, info.cpu_threads);
## if (! info.built_with_cuda || ! isempty (info.reason))
##   disp (info.reason)              # why no GPU is used
## endif
## @end group
## @end example
##
## @seealso{gpu_axis_sum, gpu_axis_backend, gpu_axis_threads}
## @end deftypefn

## The work is done by gpu_axis_info.mex, which sits beside this file and
## takes precedence over it; this file carries the help text and tests.
function info = gpu_axis_info ()
  error ("gpuaxis:not-built", ["gpu_axis_info: the compiled gpu_axis_info.mex ", ...
                               "is missing; reinstall the gpuaxis package"]);
endfunction

%!test
%! s = gpu_axis_info ();
%! assert (isstruct (s));
%! assert (any (strcmp (s.backend, {"cpu", "cuda"})));
%! assert (islogical (s.built_with_cuda));
%! assert (s.cpu_threads, gpu_axis_threads ());
%! if (isempty (getenv ("GPUAXIS_AUTO_CPU_THREADS")))
%!   assert (s.auto_cpu_threads, 8);
%! endif
%! if (isempty (getenv ("GPUAXIS_AUTO_CPU_BYTES")))
%!   assert (s.auto_cpu_bytes, 512 * 1024);
%! endif
%! if (! __gpu_axis_cuda_ok__ ())
%!   assert (! isempty (s.reason));
%! endif
%! n0 = s.gpuarray_count;
%! G = gpuArray (ones (100, 10));
%! s = gpu_axis_info ();
%! assert (s.gpuarray_count, n0 + 1);
%! assert (s.gpuarray_device_bytes + s.gpuarray_host_bytes >= 8000);
%! clear G
%! assert (gpu_axis_info ().gpuarray_count, n0);
