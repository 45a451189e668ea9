## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {[@dots{}] =} gpu_axis_max (@var{G}, @dots{})
## @code{gpu_axis_max} of a gpuArray: the same as @code{max (@var{G}, @dots{})}
## (a gpuArray result, computed where the data of @var{G} is).
## @seealso{gpuArray, gpu_axis_max}
## @end deftypefn

function varargout = gpu_axis_max (G, varargin)
  [varargout{1:max (nargout, 1)}] = max (G, varargin{:});
endfunction
