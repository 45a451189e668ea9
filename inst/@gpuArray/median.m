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
## error.  Real slices of up to 128 KiB go to sort's engine's selection
## (a radix selection of the middles, a slice a block in shared memory:
## each slice is read once and nothing is sorted); complex and longer
## slices are sorted and the middles read from there.  Which of equal
## elements Octave's median takes is its selection's (std::nth_element,
## not stable): that shows only in the sign of a zero, so a slice whose
## middle element has a zero part and that holds a negative zero (in
## either part) is computed by Octave's own median on the gathered slice.
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
  k = floor ((n + 1) / 2);
  two = mod (n, 2) == 0;
  lo = [];
  if (isreal (X))
    try
      [lo, hi, top] = __gpu_array__ ("nth", X.m, dim, k, two);
    catch err
      __gpu_array_rethrow__ (err, "median");
    end_try_catch
  endif
  if (! isempty (lo))                   # selected: the middles, the largest
    mids = {__gpu_array_handle__(X, lo)};
    if (two)
      mids{2} = __gpu_array_handle__ (X, hi);
    endif
    last = __gpu_array_handle__ (X, top);
  else                                  # complex, or slices too long
    S = sort (X, dim);
    idx = repmat ({":"}, 1, numel (sz));
    idx{dim} = k;
    mids = {subsref(S, substruct("()", idx))};
    if (two)
      idx{dim} = k + 1;
      mids{2} = subsref (S, substruct ("()", idx));
    endif
    idx{dim} = n;
    last = subsref (S, substruct ("()", idx));
  endif
  if (two)
    M = (mids{1} + mids{2}) / 2;        # saturating in an integer class,
    if (islogical (X))                  # as Octave's sum (..., "native")
      M = logical (M);
    endif
  else
    M = mids{1};
  endif
  if (isfloat (X))
    M = zero_ties_ (M, X, dim, n, mids);
    nan_at = isnan (last);              # NaNs are the largest in sort's order
    if (gather (any (reshape (nan_at, [], 1))))
      M = subsasgn (M, substruct ("()", {nan_at}), NaN);
    endif
  endif
endfunction

## Which of equal zeros Octave's median takes is its nth_element's: so a
## slice whose middle element has a zero part (real or imaginary) and
## that holds a negative zero is computed by Octave's own median on the
## gathered slice.  The middle elements are checked first (small), the
## whole array only when one of them has a zero part: median (G, 1) of
## 16384x16384 single on an H100 took 33.7 ms with the whole array
## checked (and the middles joined by cat and sum), 19.0 ms now.
function M = zero_ties_ (M, X, dim, n, mids)
  z = false;
  for i = 1:numel (mids)
    z = z | (real (mids{i}) == 0);
    if (! isreal (mids{i}))
      z = z | (imag (mids{i}) == 0);
    endif
  endfor
  if (! gather (any (reshape (z, [], 1))))
    return;
  endif
  negz = (1 ./ real (X)) == -Inf;
  if (! isreal (X))
    negz = negz | ((1 ./ imag (X)) == -Inf);
  endif
  at = find (gather (any (negz, dim) & z));
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
