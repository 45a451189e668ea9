## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} disp (@var{D})
## The fields of the gpuDevice @var{D}, one a line.
## @end deftypefn

function disp (D)
  if (D.IsHostFallback)
    s = struct (D);
    [~, s.AvailableMemory] = host_memory_ ();
    printf ("  CPU fallback device (no usable CUDA device) with properties:\n\n");
  else
    s = __gpu_array__ ("device", D.Index);
    s.IsHostFallback = false;
    printf ("  CUDADevice with properties:\n\n");
  endif
  f = fieldnames (s);
  w = max (cellfun (@numel, f));
  for k = 1:numel (f)
    v = s.(f{k});
    if (ischar (v))
      v = ["'" v "'"];
    elseif (islogical (v))
      v = mat2str (v);
    else
      v = num2str (v, 15);
    endif
    printf ("  %*s: %s\n", w + 2, f{k}, v);
  endfor
endfunction
