## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {[@dots{}] =} gpu_axis_sumsq (@var{G}, @dots{})
## @code{gpu_axis_sumsq} of a gpuArray: the same as @code{sumsq (@var{G}, @dots{})}
## (a gpuArray result, computed where the data of @var{G} is).
## @seealso{gpuArray, gpu_axis_sumsq}
## @end deftypefn

function varargout = gpu_axis_sumsq (G, varargin)
  [varargout{1:max (nargout, 1)}] = sumsq (G, varargin{:});
endfunction
