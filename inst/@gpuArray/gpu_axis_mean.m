## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {[@dots{}] =} gpu_axis_mean (@var{G}, @dots{})
## @code{gpu_axis_mean} of a gpuArray: the same as @code{mean (@var{G}, @dots{})}
## (a gpuArray result, computed where the data of @var{G} is).
## @seealso{gpuArray, gpu_axis_mean}
## @end deftypefn

function varargout = gpu_axis_mean (G, varargin)
  [varargout{1:max (nargout, 1)}] = mean (G, varargin{:});
endfunction
