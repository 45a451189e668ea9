## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{Y} =} diff (@var{X})
## @deftypefnx {} {@var{Y} =} diff (@var{X}, @var{K})
## @deftypefnx {} {@var{Y} =} diff (@var{X}, @var{K}, @var{DIM})
## The @var{K}-th order differences of the gpuArray @var{X} along
## @var{DIM}, as Octave 7.3's @code{diff}: integer classes stay (each
## difference saturating, at every order), logical gives double; without
## @var{DIM}, an order at least the length of the first dimension whose
## length is not 1 moves on to the next dimensions as Octave does.  Each
## order is two shifted views of the data subtracted where it is.
##
## @example
## @group
## gather (diff (gpuArray ([1 4 9 16])))
## @result{} 3   5   7
## @end group
## @end example
## @seealso{cumsum}
## @end deftypefn

function Y = diff (X, varargin)
  if (nargin > 3)
    error ("gpuaxis:invalid-call", "Invalid call to diff");
  endif
  varargin(end+1:2) = {[]};
  [K, DIM] = varargin{:};
  if (! isa (X, "gpuArray"))
    X = gpuArray (X);                 # a gpuArray K or DIM brought us here
  endif
  order = 1;
  if (nargin > 1)
    K = gather (K);
    if (isscalar (K) && (isnumeric (K) || islogical (K)))
      k = double (real (K));
      if (! (round (k) == k))
        if (isnan (k))
          error ("gpuaxis:invalid-input", "conversion of nan to int64_t value failed");
        endif
        error ("gpuaxis:invalid-input", "conversion of %g to int64_t value failed", k);
      endif
      order = k;
    elseif (! (isnumeric (K) && isequal (size (K), [0 0])))
      error ("gpuaxis:invalid-input", "diff: order K must be a scalar or []");
    endif
    if (order < 0)
      error ("gpuaxis:invalid-input", "diff: order K must be non-negative");
    endif
  endif
  if (nargin > 2)
    DIM = gather (DIM);
    if (! (isnumeric (DIM) || islogical (DIM)) || isempty (DIM))
      error ("gpuaxis:invalid-dim", "diff: DIM must be a valid dimension");
    endif
    d = double (real (DIM(1)));
    if (! (round (d) == d))
      if (isnan (d))
        error ("gpuaxis:invalid-dim", "conversion of nan to int value failed");
      endif
      error ("gpuaxis:invalid-dim", "conversion of %g to int value failed", d);
    endif
    if (d < 1 || d > ndims (X))
      error ("gpuaxis:invalid-dim", "diff: DIM must be a valid dimension");
    endif
    Y = diff_along (X, order, d);
    return;
  endif
  ## Octave's do_diff without DIM: an order that reaches the first
  ## non-singleton dimension's length moves on to later dimensions, each
  ## step differencing X itself (not the previous step's result)
  sz = size (X);
  nd = numel (sz);
  d = find (sz != 1, 1);
  if (isempty (d))
    d = 1;
  endif
  if (sz(d) > order)
    Y = diff_along (X, order, d);
    return;
  elseif (sz(d) == 1)
    Y = subsref (X, substruct ("()", {[]}));    # 0x0 of X's class
    return;
  endif
  Y = X;
  while (order > 0)
    if (d > nd)
      Y = diff_along (X, order, d - 1);
      order = 0;
    elseif (sz(d) == 1)
      d += 1;
    else
      Y = diff_along (X, sz(d) - 1, d);
      order -= sz(d) - 1;
      d += 1;
    endif
  endwhile
endfunction

## K-th differences along dimension d (1 <= d <= ndims): X(2:end) -
## X(1:end-1) along d, K times; the elementwise minus saturates integers
## as Octave's octave_int does.  Logical is taken as double.
function Y = diff_along (X, K, d)
  if (islogical (X))
    X = double (X);
  endif
  Y = X;
  if (K <= 0)
    return;
  endif
  nd = max (ndims (X), d);
  idx = repmat ({":"}, 1, nd);
  n = size (X, d);
  if (K >= n)
    idx{d} = [];
    Y = subsref (X, substruct ("()", idx));
    return;
  endif
  for o = 1:K
    m = n - o + 1;
    hi = idx;
    lo = idx;
    hi{d} = 2:m;
    lo{d} = 1:m-1;
    Y = subsref (Y, substruct ("()", hi)) - subsref (Y, substruct ("()", lo));
  endfor
endfunction
