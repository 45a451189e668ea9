## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} display (@var{D})
## What Octave prints for @code{D} without a semicolon.
## @end deftypefn

function display (D)
  __gpu_axis_display__ (inputname (1), D);
endfunction
