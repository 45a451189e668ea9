## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} isequal (@var{A}, @var{B}, @dots{})
## Octave's @code{isequal} of the arguments with every gpuArray among them
## gathered: a gpuArray equals the host array (or gpuArray) of the same
## size and values, whatever their classes, as Octave compares them.
##
## @example
## @group
## isequal (gpuArray ([1 2 3]), [1 2 3])
## @end group
## @end example
## @seealso{gather, eq}
## @end deftypefn

function tf = isequal (varargin)
  if (nargin < 2)
    print_usage ();
  endif
  args = gather_args_ (varargin);
  tf = isequal (args{:});
endfunction
