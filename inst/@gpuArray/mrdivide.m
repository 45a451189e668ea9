## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{X} =} mrdivide (@var{A}, @var{B})
## @code{@var{A} / @var{B}}: the solution of @code{@var{X} * @var{B} =
## @var{A}} for a square @var{B}, as @code{(@var{B}.' \\ @var{A}.').'}
## (see @code{mldivide}).  A scalar @var{B} is elementwise
## (@code{rdivide}).
##
## @example
## @group
## A = gpuArray ([4 1; 2 3]);
## gather ([1 2] / A)
## @end group
## @end example
## @seealso{mldivide, rdivide}
## @end deftypefn

function X = mrdivide (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  if (isscalar (B))
    X = rdivide (A, B);
    return;
  endif
  sa = size (A);  sb = size (B);
  if (numel (sa) > 2 || numel (sb) > 2 || sa(2) != sb(2))
    error ("gpuaxis:nonconformant-args", ["operator /: nonconformant " ...
           "arguments (op1 is %dx%d, op2 is %dx%d)"], sa(1), prod (sa(2:end)),
           sb(1), prod (sb(2:end)));
  endif
  X = (B.' \ A.').';
endfunction
