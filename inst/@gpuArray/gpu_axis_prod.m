## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {[@dots{}] =} gpu_axis_prod (@var{G}, @dots{})
## @code{gpu_axis_prod} of a gpuArray: the same as @code{prod (@var{G}, @dots{})}
## (a gpuArray result, computed where the data of @var{G} is).
## @seealso{gpuArray, gpu_axis_prod}
## @end deftypefn

function varargout = gpu_axis_prod (G, varargin)
  [varargout{1:max (nargout, 1)}] = prod (G, varargin{:});
endfunction
