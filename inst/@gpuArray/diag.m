## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{M} =} diag (@var{v})
## @deftypefnx {} {@var{M} =} diag (@var{v}, @var{k})
## @deftypefnx {} {@var{d} =} diag (@var{A}, @var{k})
## @deftypefnx {} {@var{M} =} diag (@var{v}, @var{m}, @var{n})
## Octave's @code{diag} of a gpuArray, computed where the data is: of a
## vector @var{v}, the square matrix with @var{v} on its @var{k}-th
## diagonal (zeros of its class elsewhere); of a matrix @var{A}, its
## @var{k}-th diagonal as a column.  @var{k} is taken as Octave takes it
## (Octave's own @code{diag} of a 1x1 proxy decides it, and its errors).
## The three-argument form is Octave's on the gathered vector.
##
## @example
## @group
## G = gpuArray (magic (3));
## gather (diag (G))
## @end group
## @end example
## @seealso{triu, tril}
## @end deftypefn

function R = diag (G, k, n)
  if (nargin < 1 || nargin > 3)
    print_usage ();
  endif
  try
    if (nargin == 3)
      R = gpuArray (diag (gather (G), gather (k), gather (n)));
      return;
    endif
    if (nargin < 2)
      k = 0;
    endif
    k = effective_k (gather (k));
    if (ndims (G) > 2)
      error ("gpuaxis:invalid-input", "Matrix must be 2-dimensional");
    endif
    [r, c] = size (G);
    if (r == 0 && c == 0)                 # [] (any K): [], as Octave
      R = G;
    elseif (r == 1 || c == 1)             # a vector: a matrix
      nv = numel (G);
      m = nv + abs (k);
      R = gpuArray_static (G, "zeros", {m, m, "like", G});
      if (nv > 0)
        i = (1:nv)' + max (-k, 0);
        j = (1:nv)' + max (k, 0);
        ## (in a method, G(...) is not the class's indexing: call it)
        R = subsasgn (R, substruct ("()", {i + (j - 1) * m}),
                      subsref (G, substruct ("()", {":"})));
      endif
    else                                  # a matrix: its diagonal
      if (k >= 0)
        len = max (0, min (r, c - k));
        i = (1:len)';  j = i + k;
      else
        len = max (0, min (r + k, c));
        j = (1:len)';  i = j - k;
      endif
      R = subsref (G, substruct ("()", {i + (j - 1) * r}));
      R = reshape (R, len, 1);
    endif
  catch err
    __gpu_array_rethrow__ (gpuaxis_id_ (err), "diag");
  end_try_catch
endfunction

function k = effective_k (k)
  ## the diagonal Octave's diag takes for K (and its errors for a bad K)
  D = diag (1, k);
  m = rows (D);
  if (m > 1 && D(1, end) == 1)
    k = m - 1;
  elseif (m > 1)
    k = 1 - m;
  else
    k = 0;
  endif
endfunction
