## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {[@dots{}] =} gpu_axis_any (@var{G}, @dots{})
## @code{gpu_axis_any} of a gpuArray: the same as @code{any (@var{G}, @dots{})}
## (a gpuArray result, computed where the data of @var{G} is).
## @seealso{gpuArray, gpu_axis_any}
## @end deftypefn

function varargout = gpu_axis_any (G, varargin)
  [varargout{1:max (nargout, 1)}] = any (G, varargin{:});
endfunction
