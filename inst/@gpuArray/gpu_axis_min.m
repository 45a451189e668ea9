## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {[@dots{}] =} gpu_axis_min (@var{G}, @dots{})
## @code{gpu_axis_min} of a gpuArray: the same as @code{min (@var{G}, @dots{})}
## (a gpuArray result, computed where the data of @var{G} is).
## @seealso{gpuArray, gpu_axis_min}
## @end deftypefn

function varargout = gpu_axis_min (G, varargin)
  [varargout{1:max (nargout, 1)}] = min (G, varargin{:});
endfunction
