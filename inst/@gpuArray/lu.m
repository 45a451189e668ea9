## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {[@var{L}, @var{U}] =} lu (@var{G})
## @deftypefnx {} {[@var{L}, @var{U}, @var{P}] =} lu (@var{G})
## @deftypefnx {} {[@var{L}, @var{U}, @var{p}] =} lu (@var{G}, "vector")
## @deftypefnx {} {@var{Y} =} lu (@var{G})
## LU factorization with partial pivoting of the 2-D gpuArray @var{G}
## (cuSOLVER's getrf; LAPACK's on the CPU fallback): @code{@var{L} *
## @var{U} = @var{P} * @var{G}}; with two outputs @var{L} is
## @code{@var{P}' * @var{L}}; one output is the packed factor as
## LAPACK's.
##
## @example
## @group
## A = gpuArray ([4 1; 2 3]);
## [L, U, P] = lu (A);
## norm (gather (P * A - L * U))
## @end group
## @end example
## @seealso{det, mldivide, chol}
## @end deftypefn

function [L, U, P] = lu (G, opt)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  endif
  vec = nargin == 2 && ischar (opt) && strcmpi (opt, "vector");
  if (nargin == 2 && ! vec)
    error ("gpuaxis:invalid-input", "lu: the only option is \"vector\"");
  endif
  sz = size (G);
  if (numel (sz) > 2)
    error ("gpuaxis:invalid-input", "lu: A must be a 2-D matrix");
  endif
  [F, piv] = __la_call__ ("lu", "lu", G);
  if (nargout < 2)
    L = F;
    return;
  endif
  [m, n] = deal (sz(1), sz(2));
  k = min (m, n);
  perm = 1:m;
  for i = 1:numel (piv)
    perm([i piv(i)]) = perm([piv(i) i]);
  endfor
  ## (indexing in a method of the class is Octave's own: subsref)
  L = __la_tri__ (subsref (F, substruct ("()", {":", 1:k})), "lower") ...
      + gpuArray_static (F, "eye", {m, k});
  U = __la_tri__ (subsref (F, substruct ("()", {1:k, ":"})), "upper");
  if (nargout < 3)
    ip(perm) = 1:m;
    L = subsref (L, substruct ("()", {ip, ":"}));     # P' * L
  elseif (vec)
    P = perm;
  else
    P = eye (m)(perm, :);
  endif
endfunction
