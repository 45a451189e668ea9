## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{M} =} median (@var{X})
## @deftypefnx {} {@var{M} =} median (@var{X}, @var{DIM})
## The median of the gpuArray @var{X} along @var{DIM} (by default its first
## dimension whose length is not 1), as Octave 7.3's @code{median}: the
## middle element of the sorted slice, or the sum of the two middle ones
## in @var{X}'s class (integers saturate) divided by 2; NaN where the
## slice has a NaN (floats); logical stays logical; an empty @var{X} is an
## error.  The slices are sorted on the device (sort's engine) and the
## middle read from there: a full sort rather than a selection (one
## segmented sort serves every slice at once, and a radix selection also
## passes over the data once a key digit; not measured against one).  Which of equal
## elements Octave's median takes is its selection's (std::nth_element,
## not stable): that shows only in the sign of a zero, so a slice holding
## a negative zero (in either part) is computed by Octave's own median on
## the gathered slice.
##
## @example
## @group
## gather (median (gpuArray ([3 1 4; 1 5 9]), 2))
## @end group
## @end example
## @seealso{mode, sort, mean}
## @end deftypefn

function M = median (X, varargin)
  if (__octave9__ ())                   # Octave 9 rewrote median
    M = __host_fn__ ("median", 1, X, varargin{:});
    return;
  endif
  if (nargin < 1 || nargin > 2)
    print_usage ();
  endif
  if (! isa (X, "gpuArray"))            # median (x, gpuArray DIM)
    M = median (X, gather (varargin{1}));
    return;
  endif
  if (isempty (X))
    error ("gpuaxis:invalid-input", "median: X cannot be an empty matrix");
  endif
  sz = size (X);
  dim = stat_dim_ ("median", X, varargin);
  n = size (X, dim);
  if (n == 1)                           # the data itself, NaNs made NaN
    M = X;
    if (isfloat (X))
      M = subsasgn (M, substruct ("()", {isnan(X)}), NaN);
    endif
    return;
  endif
  S = sort (X, dim);
  k = floor ((n + 1) / 2);
  idx = repmat ({":"}, 1, numel (sz));
  idx{dim} = k;
  M = subsref (S, substruct ("()", idx));
  if (mod (n, 2) == 0)
    idx{dim} = k + 1;
    M = sum (cat (dim, M, subsref (S, substruct ("()", idx))), dim, "native") / 2;
    if (islogical (X))
      M = logical (M);
    endif
  endif
  if (isfloat (X))
    M = zero_ties_ (M, X, dim, n);
    idx{dim} = n;                       # NaNs sort last
    M = subsasgn (M, substruct ("()", {isnan(subsref (S, substruct ("()", idx)))}), NaN);
  endif
endfunction

## Slices with a negative zero: Octave's own median on them (its choice
## among equal zeros is its std::nth_element's), the others as they are.
function M = zero_ties_ (M, X, dim, n)
  negz = (1 ./ real (X)) == -Inf;
  if (! isreal (X))
    negz = negz | ((1 ./ imag (X)) == -Inf);
  endif
  at = find (gather (any (negz, dim)));
  if (isempty (at))
    return;
  endif
  nd = max (ndims (X), dim);
  P = reshape (permute (X, [dim, 1:dim-1, dim+1:nd]), n, []);
  g = gather (subsref (P, substruct ("()", {":", at})));
  if (! isreal (X) && isreal (g))       # gather narrows an all-zero imag
    g = complex (g);
  endif
  m = median (g, 1);
  M = subsasgn (M, substruct ("()", {at}), m);
endfunction

%!test
%! x = [0 -0 -0 1 0; 1 -0 0 -0 -0];
%! assert (signbit (gather (median (gpuArray (x), 2))), signbit (median (x, 2)));

%!test
%! x = [3 NaN 1; 4 2 2; int8(1) 5 7];
%! assert (gather (median (gpuArray (x), 2)), median (x, 2));
%! assert (gather (median (gpuArray (int8 ([100 120])))), median (int8 ([100 120])));
