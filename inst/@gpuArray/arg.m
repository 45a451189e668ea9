## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} arg (@var{G})
## The same as @code{angle (@var{G})}.
##
## @example
## @group
## G = gpuArray ([1i, -1, 1]);
## gather (arg (G))
## @end group
## @end example
## @seealso{angle}
## @end deftypefn

function R = arg (G)
  R = angle (G);
endfunction
