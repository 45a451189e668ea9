## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{X} =} mldivide (@var{A}, @var{B})
## @code{@var{A} \\ @var{B}}: the solution of @code{@var{A} * @var{X} =
## @var{B}} for a square @var{A}, as a gpuArray, by the method Octave's
## matrix type picks: a triangular solve (cuBLAS's trsm) for a triangular
## @var{A}, Cholesky (cuSOLVER's potrf and potrs) for a Hermitian one with
## a positive diagonal (LU where that fails), else LU with partial
## pivoting (getrf and getrs; LAPACK's routines on the CPU fallback), and
## LAPACK's estimate of the reciprocal condition number (xTRCON's,
## xPOCON's, xGECON's, from solves with the factors).  Where that is below eps (singular or nearly
## singular: Octave then warns and answers by least squares) the system is
## handed to Octave's own @code{\\} on the gathered data, so the warning and
## the answer are Octave's.  A scalar @var{A} is elementwise
## (@code{ldivide}).  A tall @var{A} of full rank is solved in the least
## squares sense by QR (geqrf, ormqr, trsm); a wide or rank-deficient one
## by Octave's @code{\\} on the gathered data (its minimum-norm answer).
##
## @example
## @group
## A = gpuArray ([4 1; 2 3]);
## gather (A \ [1; 2])
## @end group
## @end example
## @seealso{mrdivide, inv, mtimes}
## @end deftypefn

function X = mldivide (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  if (isscalar (A))
    X = ldivide (A, B);
    return;
  endif
  ca = cls_of (A);  cb = cls_of (B);
  if (any (strncmp ({ca, cb}, "int", 3)) || any (strncmp ({ca, cb}, "uint", 4)))
    try
      zeros (2, 2, ca) \ zeros (2, 2, cb);
    catch e
      error ("gpuaxis:binary-operator", "%s", e.message);
    end_try_catch
  endif
  sa = size (A);  sb = size (B);
  na = prod (sa(2:end));
  if (sa(1) != sb(1))
    error ("gpuaxis:nonconformant-args", ["operator \\: nonconformant " ...
           "arguments (op1 is %dx%d, op2 is %dx%d)"], sa(1), na, sb(1),
           prod (sb(2:end)));
  endif
  if (numel (sb) > 2)
    B = reshape (B, sb(1), []);
  endif
  if (sa(1) != na)
    X = least_squares (A, B, sa(1), na);
    return;
  endif
  anorm = double (gather (max (sum (abs (A), 1))));   # the 1-norm, where A is
  if (isempty (anorm))
    anorm = 0;
  endif
  kind = __la_kind__ (A);                       # as Octave's MatrixType
  try
    if (isa (A, "gpuArray"))
      P = A;
      if (isa (B, "gpuArray"))
        [m, rc] = __gpu_array__ ("solve", 3, A.m, B.m, anorm, kind);
      else
        [m, rc] = __gpu_array__ ("solve", 1, A.m, B, anorm, kind);
      endif
    else
      P = B;
      [m, rc] = __gpu_array__ ("solve", 2, A, B.m, anorm, kind);
    endif
    X = __gpu_array_handle__ (P, m);
  catch err
    ix_rethrow_ (err, "mldivide");
  end_try_catch
  if (! (rc + 1 != 1))                  # singular, nearly so, or NaN
    X = gpuArray (gather (A) \ gather (B));
  endif
endfunction

function X = least_squares (A, B, m, n)
  ## a tall A of full rank: QR on the device; a wide or rank-deficient A:
  ## Octave's minimum-norm answer (xGELSD) on the gathered data
  X = [];
  if (m > n && n > 0)
    try
      if (isa (A, "gpuArray"))
        P = A;
        if (isa (B, "gpuArray"))
          [M, full] = __gpu_array__ ("lstsq", 3, A.m, B.m);
        else
          [M, full] = __gpu_array__ ("lstsq", 1, A.m, B);
        endif
      else
        P = B;
        [M, full] = __gpu_array__ ("lstsq", 2, A, B.m);
      endif
      X = __gpu_array_handle__ (P, M);
    catch err
      ix_rethrow_ (err, "mldivide");
    end_try_catch
    if (full)
      X = subsref (X, substruct ("()", {1:n, ":"}));
      return;
    endif
  endif
  X = gpuArray (gather (A) \ gather (B));
endfunction

function c = cls_of (x)
  if (isa (x, "gpuArray"))
    c = classUnderlying (x);
  else
    c = class (x);
  endif
endfunction
