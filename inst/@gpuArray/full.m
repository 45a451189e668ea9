## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} full (@var{G})
## A gpuArray is never sparse: @var{G} itself, as Octave's @code{full} of
## a full array.
##
## @example
## @group
## G = gpuArray ([1 2; 3 4]);
## isequal (full (G), G)
## @end group
## @end example
## @end deftypefn

function R = full (G)
  if (nargin != 1)
    print_usage ();
  endif
  R = G;
endfunction
