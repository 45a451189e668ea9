## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{B} =} circshift (@var{G}, @var{n})
## @deftypefnx {} {@var{B} =} circshift (@var{G}, @var{n}, @var{dim})
## The gpuArray @var{G} shifted circularly by @var{n} (a shift per
## dimension, or one along @var{dim} or the first non-singleton
## dimension), as Octave's @code{circshift}: one gather where the data
## is.
##
## @example
## @group
## gather (circshift (gpuArray (1:5), 2))
## @end group
## @end example
## @seealso{flip, rot90}
## @end deftypefn

function B = circshift (G, n, dim)
  if (nargin < 2)
    print_usage ();
  endif
  try
    n = gather (n);
    if (nargin == 3)
      dim = gather (dim);
    endif
    if (! isa (G, "gpuArray"))          # circshift (X, gpuArray (N))
      if (nargin == 3)
        B = circshift (G, n, dim);
      else
        B = circshift (G, n);
      endif
      return;
    endif
    if (isempty (G))
      B = G;
      return;
    endif
    ## Octave's circshift.m: its checks, its index lists (a shift's list
    ## is one progression or two: the gather takes it as a list)
    sz = size (G);
    nd = numel (sz);
    if (nargin == 2)
      if (isscalar (n))
        (dim = find (sz > 1, 1)) || (dim = 1);
        n = [zeros(1, dim-1), n];
      endif
    else
      if (! isscalar (n))
        error ("circshift: N must be a scalar when DIM is also specified");
      endif
      n = [zeros(1, dim-1), n];
    endif
    if (! isvector (n) || length (n) > nd)
      error ("circshift: N must be a vector, no longer than the number of dimensions in X");
    elseif (any (n != fix (n)))
      error ("circshift: all values of N must be integers");
    endif
    idx = repmat ({':'}, 1, nd);
    for i = 1:length (n)
      b = n(i);
      d = sz(i);
      if (b > 0)
        b = rem (b, d);
        idx{i} = [d-b+1:d, 1:d-b];
      elseif (b < 0)
        b = rem (abs (b), d);
        idx{i} = [b+1:d, 1:b];
      endif
    endfor
    ## (in a method, G(...) is not the class's indexing: call it)
    B = subsref (G, substruct ("()", idx));
  catch err
    __gpu_array_rethrow__ (gpuaxis_id_ (err), "circshift");
  end_try_catch
endfunction
