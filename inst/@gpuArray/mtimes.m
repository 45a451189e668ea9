## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{C} =} mtimes (@var{A}, @var{B})
## @code{@var{A} * @var{B}} where either operand is a gpuArray: the matrix
## product, as a gpuArray where the gpuArray is, on cuBLAS (GEMM, or GEMV
## for a matrix times a vector) or on the CPU fallback with the host BLAS
## that Octave links (the same call).  With a scalar operand it is
## elementwise (@code{times}).  Classes as Octave's: single with double
## gives single, logical and char count as double, integer matrices are an
## error; N-D operands are taken as Octave takes them (the trailing
## dimensions folded into the columns).  No reduced-precision mode (TF32)
## is used: results are within the BLAS's rounding of Octave's.
##
## @example
## @group
## A = gpuArray ([1 2; 3 4]);
## gather (A * A)
## @end group
## @end example
## @seealso{pagemtimes, mldivide, times}
## @end deftypefn

function C = mtimes (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  ## Two gpuArrays, neither a scalar (the handle's sizes tell): straight
  ## to the gateway.  X' * X of a 64x64 single on a 2-core machine: 76 us
  ## a call through isscalar and __la_product__, 46 this way.
  if (isa (A, "gpuArray") && isa (B, "gpuArray"))
    a = A.m;
    b = B.m;
    if ((numel (a) > 5 || a(4) != 1 || a(5) != 1)
        && (numel (b) > 5 || b(4) != 1 || b(5) != 1))
      try
        C = __gpu_array_handle__ (A, __gpu_array__ ("mtimes", 3, a, b, "N", "N"));
      catch err
        ix_rethrow_ (err, "mtimes");
      end_try_catch
      return;
    endif
  endif
  if (isscalar (A) || isscalar (B))
    C = times (A, B);
    return;
  endif
  C = __la_product__ ("mtimes", A, "N", B, "N", "mtimes");
endfunction
