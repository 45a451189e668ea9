## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{n} =} norm (@var{G})
## @deftypefnx {} {@var{n} =} norm (@var{G}, @var{p})
## Vector and matrix norms of a floating-point gpuArray, as a gpuArray
## scalar computed where the data is.  Vectors: @var{p} = 2 (default), 1,
## Inf, -Inf, @qcode{"fro"} and any other positive @var{p}
## (@code{sum (abs (x) .^ p) ^ (1/p)}, scaled by the largest magnitude
## where the plain sum would overflow or underflow, as Octave's is).
## Matrices: 1 (largest column sum), Inf (largest row sum),
## @qcode{"fro"}, and 2 (the largest singular value: cuSOLVER's gesvd).
## Other forms (a matrix p-norm, @qcode{"rows"}/@qcode{"columns"}, integer
## classes) are Octave's @code{norm} on the host.
##
## @example
## @group
## gather (norm (gpuArray ([3 4])))
## @end group
## @end example
## @seealso{svd, cond, dot}
## @end deftypefn

function n = norm (G, p, opt)
  if (nargin < 1 || nargin > 3)
    print_usage ();
  endif
  if (nargin < 2)
    p = 2;
  endif
  cls = classUnderlying (G);
  if (nargin > 2 || ndims (G) > 2 || ! __la_is_float__ (G) ...
      || ! (is_p (p) || (ischar (p) && any (strcmpi (p, {"fro", "inf", "-inf"})))))
    args = {G, p};
    if (nargin > 2)
      args{end+1} = opt;
    endif
    n = __la_host__ ("norm", args{:});
    return;
  endif
  if (ischar (p))
    p = lower (p);
    if (strcmp (p, "inf"))
      p = Inf;
    elseif (strcmp (p, "-inf"))
      p = -Inf;
    endif
  endif
  if (isempty (G))
    n = gpuArray (zeros (1, cls));
    return;
  endif
  a = abs (G);
  if (isvector (G) || strcmp (p, "fro"))
    if (strcmp (p, "fro"))
      p = 2;
    endif
    a = reshape (a, [], 1);
    if (p == Inf)
      n = max (a);
    elseif (p == -Inf)
      n = min (a);
    elseif (p == 1)
      n = sum (a);
    else
      n = scaled (a, p);
    endif
    return;
  endif
  if (p == 1)
    n = max (sum (a, 1));
  elseif (p == Inf)
    n = max (sum (a, 2));
  elseif (p == 2)
    n = max (svd (G));
  else
    n = __la_host__ ("norm", G, p);
  endif
endfunction

function tf = is_p (p)
  tf = isnumeric (p) && isscalar (p) && isreal (p) && (p > 0 || p == -Inf);
endfunction

function n = scaled (a, p)
  ## sum (a .^ p) ^ (1/p); where that overflows or underflows, with a
  ## scaled by its largest element (one more pass)
  if (p == 2)
    n = sqrt (sumsq (a));
  else
    n = sum (a .^ p) .^ (1 / p);
  endif
  v = gather (n);
  if (isnan (v) || (v > 0 && v < Inf && v > sqrt (realmin (class (v)))))
    return;
  endif
  s = max (a);
  sv = gather (s);
  if (sv > 0 && sv < Inf)
    n = s .* sum ((a ./ s) .^ p) .^ (1 / p);
  endif
endfunction
