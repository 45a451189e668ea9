## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{sz} =} size (@var{G})
## @deftypefnx {} {@var{n} =} size (@var{G}, @var{dim})
## @deftypefnx {} {@var{n} =} size (@var{G}, @var{d1}, @var{d2}, @dots{})
## @deftypefnx {} {[@var{r}, @var{c}, @dots{}] =} size (@dots{})
## The size of the gpuArray @var{G}, in every form of Octave's @code{size};
## no device work.
##
## @example
## @group
## G = gpuArray (ones (2, 3, 4));
## size (G), size (G, 2)
##   @result{} [2 3 4], 3
## [r, c] = size (G)
##   @result{} r = 2, c = 12
## @end group
## @end example
##
## @seealso{gpuArray, numel, ndims}
## @end deftypefn

function varargout = size (G, varargin)
  sz = G.m(4:end);
  if (nargin == 1)
    if (nargout <= 1)
      varargout{1} = sz;
    else
      sz(end+1:nargout) = 1;
      varargout = num2cell ([sz(1:nargout-1), prod(sz(nargout:end))]);
    endif
    return;
  endif
  d = [];
  for k = 1:numel (varargin)
    v = varargin{k};
    if (! (isnumeric (v) || islogical (v)) || ! isreal (v) || isempty (v))
      error ("size: DIM must be a positive integer");
    endif
    d = [d, double(v(:)')];
  endfor
  if (any (d < 1 | d != fix (d)))
    error ("size: requested dimension DIM (= %g) out of range", d(find (d < 1 | d != fix (d), 1)));
  endif
  sz(end+1:max (d)) = 1;
  v = sz(d);
  if (nargout <= 1)
    varargout{1} = v;
  elseif (nargout == numel (v))
    varargout = num2cell (v);
  else
    error ("size: nargout > 1 but does not match number of requested dimensions");
  endif
endfunction
