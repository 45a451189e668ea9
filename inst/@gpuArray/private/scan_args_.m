## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [X, DIM] = scan_args_ (NAME, X, ARGS): the arguments after X of cumsum
## (its string options already taken off), cumprod, cummax or cummin
## (NAME): at most one, DIM, read as Octave reads it (__gpu_axis_scan_dim__; [] for
## the default).  X comes back a gpuArray (a gpuArray DIM of host data
## brought the call here).

function [X, DIM] = scan_args_ (name, X, args)
  if (numel (args) > 1)
    error ("gpuaxis:invalid-call", "Invalid call to %s", name);
  endif
  if (! isa (X, "gpuArray"))
    X = gpuArray (X);
  endif
  DIM = [];
  if (numel (args) == 1)
    DIM = __gpu_axis_scan_dim__ (name, args{1}, ndims (X));
  endif
endfunction
