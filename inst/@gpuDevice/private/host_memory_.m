## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {[@var{total}, @var{avail}] =} host_memory_ ()
## The host's memory in bytes, total and available now (MemTotal and
## MemAvailable of /proc/meminfo): the memory of the CPU fallback's device
## object.  NaN where it cannot be read.
## @end deftypefn

function [total, avail] = host_memory_ ()
  total = avail = NaN;
  fid = fopen ("/proc/meminfo", "r");
  if (fid < 0)
    return;
  endif
  txt = fread (fid, [1 Inf], "char=>char");
  fclose (fid);
  t = regexp (txt, 'MemTotal:\s*(\d+) kB', "tokens", "once");
  a = regexp (txt, 'MemAvailable:\s*(\d+) kB', "tokens", "once");
  if (! isempty (t))
    total = str2double (t{1}) * 1024;
  endif
  if (! isempty (a))
    avail = str2double (a{1}) * 1024;
  endif
endfunction
