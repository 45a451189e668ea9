## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} display (@var{G})
## What Octave prints for @code{G} without a semicolon: the name, then
## @code{disp (@var{G})}.
##
## @example
## @group
## G = gpuArray (int8 ([1 2]))
## @end group
## @end example
##
## @seealso{disp}
## @end deftypefn

function display (G)
  __gpu_axis_display__ (inputname (1), G);
endfunction
