## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} __gpu_axis_display__ (@var{name}, @var{obj})
## Internal: what Octave prints for a variable @var{name} holding the
## object @var{obj} (a gpuArray or a gpuDevice): the name line, then
## @code{disp (@var{obj})}; @var{name} empty for an expression (ans).
## @end deftypefn

function __gpu_axis_display__ (name, obj)
  if (isempty (name))
    name = "ans";
  endif
  printf ("%s =\n\n", name);
  disp (obj);
  printf ("\n");
endfunction
