## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{v} =} var (@var{G})
## @deftypefnx {} {@var{v} =} var (@var{G}, @var{w})
## @deftypefnx {} {@var{v} =} var (@var{G}, @var{w}, @var{dim})
## @deftypefnx {} {@var{v} =} var (@var{G}, @var{w}, "all")
## Octave 7.3's @code{var} of the gpuArray @var{G}: normalisation
## @var{w} 0 (by N-1) or 1 (by N), or a weight vector along @var{dim};
## @var{dim} a dimension, a vector of them, or @code{"all"}.  Classes,
## empties, NaN and Inf and the errors are Octave's (single stays single;
## integers and logical give double).
##
## One read of the data, where it is: each slice's count, mean and sum
## of squared deviations M2 by Welford's update, the partial results of
## threads and runs merged by Chan, Golub and LeVeque's pairwise formula,
## all in double, each value shifted by its slice's first element
## (src/engine/devsq.h): M2 is within a small multiple of N eps (double)
## of the exact one whatever the mean, below Octave's own rounding.
## With the environment variable GPUAXIS_VAR_FUSED=2 it is two reads
## instead: the mean along @var{dim} (the reduction engine), then one pass
## that sums the squared deviations without storing them (each deviation
## rounded in the class, as Octave's @code{x - mean (x)}, its square
## summed in double); with GPUAXIS_VAR_FUSED=1 the second pass is the
## older @code{sumsq} of the stored centred array (for timing all three).
## The two-pass sum's error is at most about
## (N + 2) eps times the variance plus a term in (N eps)^2 times the
## squared ratio of mean to spread.  The engine's order is not Octave's
## left-to-right one, so results agree with Octave's within that bound,
## not bit for bit.
## Weighted forms follow Octave's formula operation by operation (so an
## integer array is weighted in its own class, as Octave does).
##
## @example
## @group
## G = gpuArray ([1 2; 3 5]);
## gather (var (G)), gather (var (G, 1, 2))
##   @result{} [2 4.5], [0.25; 1]
## @end group
## @end example
##
## @seealso{gpuArray, std, mean, sumsq}
## @end deftypefn

function retval = var (x, varargin)
  if (__octave9__ ())                   # Octave 9 rewrote var
    retval = __host_fn__ ("var", 1, x, varargin{:});
    return;
  endif
  if (nargin > 3)
    error ("gpuaxis:invalid-fun-call", "var: function called with too many inputs");
  endif
  if (isa (x, "gpuArray"))
    ## The common call, var (G), var (G, W) or var (G, W, DIM) with W 0, 1
    ## or [] and a DIM along which the non-empty double or single G has
    ## more than one element, is checked by the gateway and goes straight
    ## to the one-read engine ([] otherwise).  std (G, 0, 1) of a 4x4 on a
    ## 2-core machine: 278 us a call by the general path, 127 with these
    ## checks written in this file, 26 with them in C (var 94 -> 24); of
    ## 16384x16384 single: 0.87 ms by the general path on an H200; on an
    ## H100 0.50 with the checks in this file, 0.415 with them in C (its
    ## kernel 0.37 of that; torch.std 0.458).
    r = __gpu_array__ ("var_fast", x.m, false, varargin{:});
    if (! isempty (r))
      retval = __gpu_array_handle__ (x, r);
      return;
    endif
  endif
  args = [cellfun(@gather, varargin, "uniformoutput", false), {0, []}(nargin:end)];
  [w, dim] = args{1:2};
  if (! isa (x, "gpuArray"))
    retval = var (x, w, dim);
    return;
  endif
  try
    retval = var_ (x, w, dim);
  catch err
    if (! strncmp (err.identifier, "gpuaxis:", 8))
      err = gpuaxis_id_ (err);
    endif
    rethrow (err);
  end_try_catch
endfunction

function retval = var_ (x, w, dim)
  nd = ndims (x);
  sz = size (x);
  emptydimflag = false;
  if (isempty (dim))
    emptydimflag = true;         # Octave's compatibility rule for 0x0
    (dim = find (sz != 1, 1)) || (dim = 1);
  elseif (! (isscalar (dim) && dim == fix (dim) && dim > 0))
    if (isvector (dim) && isnumeric (dim) && all (dim > 0)
        && all (rem (dim, 1) == 0))
      if (dim != unique (dim, "stable"))
        error ("gpuaxis:invalid-input",
               "var: vector DIM must contain non-repeating positiveintegers");
      endif
      if (! isscalar (w))
        error ("gpuaxis:invalid-input",
               "var: W must be either 0 or 1 when DIM is a vector");
      endif
      collapsed = dim(:)';
      dim = collapsed(end);
      top = max ([nd, collapsed]);
      first = 1:dim-1;
      first(ismember (first, collapsed)) = [];
      rest = dim+1:top;
      rest(ismember (rest, collapsed)) = [];
      perm = [first, collapsed, rest];
      permute (zeros (ones (1, max (2, numel (perm)))), perm);  # Octave's errors
      x = permute (x, perm);
      newshape = ones (1, top);
      newshape(1:nd) = sz;
      newshape(collapsed(1:end-1)) = 1;
      newshape(dim) = prod (sz(collapsed));
      x = reshape (x, newshape);
    elseif (ischar (dim) && strcmp (tolower (dim), "all"))
      if (! isscalar (w))
        error ("gpuaxis:invalid-input",
               "var: W must be either 0 or 1 when using 'ALL' as dimension");
      endif
      x = reshape (x, [], 1);
      dim = 1;
      sz = size (x);
    else
      error ("gpuaxis:invalid-input",
             "var: DIM must be a positive integer scalar, vector, or 'all'");
    endif
  endif
  n = size (x, dim);
  if (isempty (w))
    w = 0;
  elseif (! isvector (w) || ! isnumeric (w) || any (w < 0)
          || (isscalar (w) && ((w != 0 && w != 1) && (n != 1))))
    error ("gpuaxis:invalid-input",
           "var: W must be 0, 1, or a vector of positive integers");
  endif
  if (isempty (x))
    if (emptydimflag && isequal (sz, [0 0]))
      retval = gpuArray (NaN);
    else
      osz = sz;
      osz(dim) = 1;
      retval = gpuArray (NaN (osz));
    endif
  elseif (n == 1)
    if (! isscalar (w))
      error ("gpuaxis:invalid-input", ["var: the length of W must be equal " ...
             "to the size of X in the dimension along which variance is calculated"]);
    endif
    a = abs (as_float_ (x));
    retval = a - a;                # 0, and NaN where x is NaN or Inf
  elseif (isscalar (w))
    xf = as_float_ (x);
    passes = getenv ("GPUAXIS_VAR_FUSED");
    if (! any (strcmp (passes, {"1", "2"})))      # one read
      retval = __gpu_array_handle__ (xf, __gpu_array__ ("moments", xf.m, dim,
                                                        n - 1 + w));
      return;
    endif
    mu = mean (xf, dim);
    if (iscomplex (mu) == iscomplex (xf) && strcmp (passes, "2"))
      ss = __gpu_array_handle__ (xf, __gpu_array__ ("devsq", xf.m, mu.m, dim));
    else                         # a complex array whose mean came back real
      ss = sumsq (xf - mu, dim);
    endif
    retval = ss / (n - 1 + w);
  else
    if (length (w) != n)
      error ("gpuaxis:invalid-input", ["var: the length of W must be equal " ...
             "to the size of X in the dimension along which variance is calculated"]);
    endif
    w = reshape (double (w), [ones(1, dim - 1), numel(w), 1]);
    den = sum (w);
    mu = sum (w .* x, dim) ./ den;
    retval = sum (w .* (x - mu) .^ 2, dim) / den;
  endif
endfunction

## Integers and logical as double (Octave's center does so); floats kept.
function x = as_float_ (x)
  c = classUnderlying (x);
  if (! strcmp (c, "double") && ! strcmp (c, "single"))
    x = double (x);
  endif
endfunction
