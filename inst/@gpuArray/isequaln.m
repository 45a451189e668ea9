## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} isequaln (@var{A}, @var{B}, @dots{})
## Octave's @code{isequaln} of the arguments with every gpuArray among them
## gathered: a gpuArray equals the host array (or gpuArray) of the same
## size and values, whatever their classes, as Octave compares them.
##
## @example
## @group
## isequaln (gpuArray ([1 NaN]), [1 NaN])
## @end group
## @end example
## @seealso{gather, eq}
## @end deftypefn

function tf = isequaln (varargin)
  if (nargin < 2)
    print_usage ();
  endif
  args = gather_args_ (varargin);
  tf = isequaln (args{:});
endfunction
