## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{M} =} min (@var{G})
## @deftypefnx {} {@var{M} =} min (@var{G}, [], @var{dim}, @dots{})
## @deftypefnx {} {[@var{M}, @var{I}] =} min (@dots{})
## @deftypefnx {} {@var{C} =} min (@var{A}, @var{B})
## Octave's @code{min} of the gpuArray @var{G} along @var{dim}, computed
## where its data is; @var{M} and the index @var{I} (double) are gpuArrays.
## The arguments after @var{G} are those of @code{gpu_axis_min}.
##
## The elementwise form @code{min (@var{A}, @var{B})} (either one a
## gpuArray) is computed where the data is, with the classes and NaN
## handling of Octave's @code{min}, as a gpuArray.
##
## @example
## @group
## G = gpuArray ([3 1 4; 1 5 9]);
## [M, I] = min (G);
## gather (M), gather (I)
##   @result{} [1 1 4], [2 1 1]
## gather (min (G, [], "all"))
##   @result{} 1
## @end group
## @end example
##
## @seealso{gpuArray, gather, gpu_axis_min}
## @end deftypefn

function varargout = min (G, varargin)
  [varargout{1:nargout + (nargout == 0)}] = __minmax__ (@min, 5, nargout, G, varargin{:});
endfunction
