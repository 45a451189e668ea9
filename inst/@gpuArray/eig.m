## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{lambda} =} eig (@var{G})
## @deftypefnx {} {[@var{V}, @var{D}] =} eig (@var{G})
## @deftypefnx {} {[@var{V}, @var{D}, @var{W}] =} eig (@var{G})
## @deftypefnx {} {@dots{} =} eig (@var{G}, @var{option}, @dots{})
## @deftypefnx {} {@dots{} =} eig (@var{A}, @var{B}, @dots{})
## Eigenvalues (and vectors) of the square gpuArray @var{G}, as gpuArrays,
## in Octave's forms.  A Hermitian (real symmetric) @var{G} runs on
## cuSOLVER's syevd (LAPACK's on the CPU fallback): real values ascending,
## orthonormal vectors.  Any other @var{G} runs on cuSOLVER's geev
## (LAPACK's xGEEV on the CPU fallback): the values in no particular order
## (they may come in another order than Octave's), complex where a real
## @var{G} has complex ones, right vectors of norm 1 with their largest
## component real.  The left vectors @var{W} (@code{@var{W}' * @var{G} =
## @var{D} * @var{W}'}) come from @code{inv (@var{V})'}, normalized the
## same way, as cuSOLVER computes no left vectors: their accuracy falls
## with the condition of @var{V} (of a Hermitian @var{G}, @var{W} is
## @var{V}, as Octave's).
##
## Options as Octave's: @qcode{"vector"} (@var{D} as a column) or
## @qcode{"matrix"} (@var{lambda} as a diagonal matrix); @qcode{"balance"}
## and @qcode{"nobalance"} are accepted, the balancing being the
## library's own.  The generalized problem @code{eig (@var{A}, @var{B})}
## is computed by Octave's @code{eig} on the host (the data copied there
## and back): cuSOLVER has no general generalized eigensolver.
##
## @example
## @group
## gather (eig (gpuArray ([0 1; -1 0])))
## @end group
## @end example
## @seealso{svd, chol}
## @end deftypefn

function varargout = eig (G, varargin)
  if (nargin < 1 || nargout > 3)
    print_usage ();
  endif
  bits = -1;
  if (nargin == 1 && nargout < 2)
    ## eig (G) in one gateway call: the check, then syevd's values of a
    ## finite Hermitian G (W [] otherwise, and the path below decides)
    try
      [W, bits] = __gpu_array__ ("eig_values", G.m);
    catch err
      ix_rethrow_ (err, "eig");
    end_try_catch
    if (! isempty (W))
      varargout{1} = __gpu_array_handle__ (G, W);
      return;
    endif
  endif
  opts = varargin;
  if (! isempty (opts))
    if (! all (cellfun (@ischar, opts)))
      [varargout{1:max (nargout, 1)}] = __la_host__ ("eig", G, varargin{:});
      return;                       # the generalized problem
    endif
    try
      builtin ("eig", eye (2), opts{:});   # Octave's messages for options
    catch e
      error ("gpuaxis:invalid-input", "%s", e.message);
    end_try_catch
  endif
  as_vector = nargout < 2;
  for k = 1:numel (opts)
    if (strcmpi (opts{k}, "vector"))
      as_vector = true;
    elseif (strcmpi (opts{k}, "matrix"))
      as_vector = false;
    endif
  endfor
  __la_square__ (G, "eig");
  if (bits < 0)
    bits = 1;
    if (__la_is_float__ (G) && ! isempty (G))
      try                           # finite? Hermitian? in one pass
        bits = __gpu_array__ ("square_check", G.m);
      catch err
        ix_rethrow_ (err, "eig");
      end_try_catch
    endif
  endif
  if (bitand (bits, 1))
    [varargout{1:max (nargout, 1)}] = __la_host__ ("eig", G, opts{:});
    return;                         # Octave's errors, and its empties
  endif
  n = rows (G);
  hermitian = ! bitand (bits, 2);
  if (hermitian)
    if (nargout < 2 && as_vector)
      W = __la_call__ ("eigh", "eig", G, false);
      varargout = {W};
      return;                       # syevd's W as it is: real, ascending
    elseif (nargout < 2)
      e = gather (__la_call__ ("eigh", "eig", G, false));
    else
      [W, V] = __la_call__ ("eigh", "eig", G, true);
      e = gather (W);
    endif
  elseif (nargout < 2)
    e = values_of (gather (__la_call__ ("geev", "eig", G, false)), n, isreal (G));
  else
    [w, VR] = __la_call__ ("geev", "eig", G, true);
    [e, V] = vectors_of (gather (w), VR, n, isreal (G));
  endif
  if (as_vector)
    D = gpuArray (e);
  else
    D = gpuArray (diag (e));
  endif
  if (nargout < 2)
    varargout = {D};
    return;
  endif
  varargout = {V, D};
  if (nargout > 2 && hermitian)
    varargout{3} = V;               # as Octave's: the left vectors are V
  elseif (nargout > 2)
    varargout{3} = left_of (V);
  endif
endfunction

function e = values_of (w, n, real_in)
  ## the values as Octave gives them: real where all are real
  if (real_in)
    e = w(1:n);
    if (any (w(n+1:end)))
      e = complex (e, w(n+1:end));
    endif
  else
    e = w;
    if (! any (imag (e)))
      e = real (e);
    endif
  endif
endfunction

function [e, V] = vectors_of (w, VR, n, real_in)
  ## complex values and vectors from xGEEV's packed real form (a pair's
  ## real and imaginary parts in columns j, j+1); real where all are real
  e = values_of (w, n, real_in);
  if (real_in)
    if (iscomplex (e))
      wi = w(n+1:end);
      p = [];                       # the first of each conjugate pair
      j = 1;
      while (j < n)
        if (wi(j) != 0)
          p(end+1) = j;
          j += 2;
        else
          j += 1;
        endif
      endwhile
      re = subsref (VR, substruct ("()", {":", p}));
      im = subsref (VR, substruct ("()", {":", p + 1}));
      V = complex (VR);
      V = subsasgn (V, substruct ("()", {":", p}), complex (re, im));
      V = subsasgn (V, substruct ("()", {":", p + 1}), complex (re, -im));
    else
      V = VR;
    endif
  else
    V = VR;
    if (! any (any (imag (V))))
      V = real (V);
    endif
  endif
endfunction

function W = left_of (V)
  ## left vectors: the columns of inv (V)', of norm 1, largest component real
  W = inv (V)';
  W = W ./ sqrt (sum (abs (W) .^ 2, 1));
  if (iscomplex (W))
    [~, i] = max (abs (W), [], 1);
    k = sub2ind (size (W), gather (i), 1:columns (W));
    big = subsref (W, substruct ("()", {k}));
    W = W .* (abs (big) ./ big);
  endif
endfunction
