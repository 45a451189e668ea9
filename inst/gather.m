## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{X} =} gather (@var{A})
## @deftypefnx {} {[@var{X1}, @var{X2}, @dots{}] =} gather (@var{A1}, @var{A2}, @dots{})
## The Octave array of a gpuArray (the @code{gather} method of the class);
## any other value is returned unchanged, so that code runs with and
## without gpuArrays.
##
## @example
## @group
## x = gather (gpuArray ([1 2]) + 1)
##   @result{} 2   3
## gather ([4 5])                 # not a gpuArray: returned as it is
##   @result{} 4   5
## @end group
## @end example
##
## @seealso{gpuArray}
## @end deftypefn

function varargout = gather (varargin)
  varargout = varargin;
  if (nargin == 0)
    varargout = {[]};
  endif
endfunction

%!assert (gather (3), 3)
%!assert (gather ("abc"), "abc")
%!test
%! [a, b] = gather ({1}, int8 (2));
%! assert (a, {1});
%! assert (b, int8 (2));
