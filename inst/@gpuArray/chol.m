## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{R} =} chol (@var{G})
## @deftypefnx {} {[@var{R}, @var{p}] =} chol (@var{G})
## @deftypefnx {} {@dots{} =} chol (@var{G}, "lower")
## The Cholesky factor of the Hermitian positive definite gpuArray
## @var{G} (cuSOLVER's potrf; LAPACK's on the CPU fallback), read from its
## upper triangle as Octave's: @code{@var{R}' * @var{R} = @var{G}}, or
## with @qcode{"lower"} @code{@var{L} * @var{L}' = @var{G}} (from the
## transposed factor).  Not positive definite: Octave's error, or with
## @var{p} the factor of the leading @code{@var{p}-1} rows.
##
## @example
## @group
## A = gpuArray ([4 2; 2 3]);
## R = chol (A);
## norm (gather (R * R - A))
## @end group
## @end example
## @seealso{lu, mldivide}
## @end deftypefn

function [R, p] = chol (G, opt)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  endif
  lower = false;
  if (nargin == 2)
    if (! ischar (opt) || ! any (strcmpi (opt, {"upper", "lower"})))
      error ("gpuaxis:invalid-input", 'chol: optional argument must be one of "vector", "lower", or "upper"');
    endif
    lower = strcmpi (opt, "lower");
  endif
  __la_square__ (G, "chol");
  sz = size (G);
  [F, info] = __la_call__ ("chol", "chol", G);
  n = sz(1);
  if (info > 0)
    if (nargout < 2)
      error ("gpuaxis:not-positive-definite", "chol: input matrix must be positive definite");
    endif
    n = info - 1;
    F = subsref (F, substruct ("()", {1:n, 1:n}));
  endif
  R = __la_tri__ (F, "upper");
  if (lower)
    R = R';
  endif
  p = info;
endfunction
