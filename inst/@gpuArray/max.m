## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{M} =} max (@var{G})
## @deftypefnx {} {@var{M} =} max (@var{G}, [], @var{dim}, @dots{})
## @deftypefnx {} {[@var{M}, @var{I}] =} max (@dots{})
## @deftypefnx {} {@var{C} =} max (@var{A}, @var{B})
## Octave's @code{max} of the gpuArray @var{G} along @var{dim}, computed
## where its data is; @var{M} and the index @var{I} (double) are gpuArrays.
## The arguments after @var{G} are those of @code{gpu_axis_max}.
##
## The elementwise form @code{max (@var{A}, @var{B})} (either one a
## gpuArray) is computed where the data is, with the classes and NaN
## handling of Octave's @code{max}, as a gpuArray.
##
## @example
## @group
## G = gpuArray ([3 1 4; 1 5 9]);
## [M, I] = max (G, [], 2);
## gather (M)', gather (I)'
##   @result{} [4 9], [3 3]
## gather (max (G, 2))
##   @result{} [3 2 4; 2 5 9]
## @end group
## @end example
##
## @seealso{gpuArray, gather, gpu_axis_max}
## @end deftypefn

function varargout = max (G, varargin)
  [varargout{1:nargout + (nargout == 0)}] = __minmax__ (@max, 4, nargout, G, varargin{:});
endfunction
