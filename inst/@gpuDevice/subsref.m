## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{v} =} subsref (@var{D}, @var{s})
## @code{@var{D}.Name} and the other fields of a gpuDevice; AvailableMemory
## and DeviceSelected are read from the device when asked.
## @end deftypefn

function v = subsref (D, s)
  if (! strcmp (s(1).type, "."))
    error ("gpuDevice: only fields can be read (D.Name, D.AvailableMemory, ...)");
  endif
  f = s(1).subs;
  if (strcmp (f, "AvailableMemory") && D.IsHostFallback)
    [~, v] = host_memory_ ();
  elseif (any (strcmp (f, {"AvailableMemory", "DeviceSelected"})) && ! D.IsHostFallback)
    v = __gpu_array__ ("device", D.Index).(f);
  elseif (isfield (struct (D), f))
    v = D.(f);
  else
    error ("gpuDevice: no field '%s'", f);
  endif
  if (numel (s) > 1)
    v = subsref (v, s(2:end));
  endif
endfunction
