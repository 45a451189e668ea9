## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} __gpu_axis_octave11__ ()
## Whether the running Octave is 11 or later (where cumsum keeps an
## integer class and has no @code{"native"}), asked once: the gpuArray
## methods and the host-array scans both need it, and compare_versions
## costs 0.17 ms a call.
## @end deftypefn

function tf = __gpu_axis_octave11__ ()
  persistent v = compare_versions (OCTAVE_VERSION (), "11.0.0", ">=");
  tf = v;
endfunction
