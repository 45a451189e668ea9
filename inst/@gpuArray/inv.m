## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{X} =} inv (@var{G})
## The inverse of the square gpuArray @var{G}, as a gpuArray: LU with
## partial pivoting solved against the identity (cuSOLVER's getrf and
## getrs; LAPACK's on the CPU fallback), with LAPACK's estimate of the
## reciprocal condition number.  Where that is below eps (singular or
## nearly so) Octave's own @code{inv} answers on the gathered data, with
## its warning (@code{Octave:singular-matrix}) and its result.
##
## @example
## @group
## A = gpuArray ([4 1; 2 3]);
## gather (inv (A))
## @end group
## @end example
## @seealso{mldivide, det}
## @end deftypefn

function X = inv (G)
  if (nargin != 1)
    print_usage ();
  endif
  __la_square__ (G, "inv");
  if (! isfloat (zeros (1, classUnderlying (G))))
    X = __la_host__ ("inv", G);                     # Octave's error
    return;
  endif
  I = gpuArray_static (G, "eye", {rows(G), classUnderlying(G)});
  anorm = double (gather (max (sum (abs (G), 1))));
  if (isempty (anorm))
    anorm = 0;
  endif
  try
    [m, rc] = __gpu_array__ ("solve", 3, G.m, I.m, anorm, "I");
    X = __gpu_array_handle__ (G, m);
  catch err
    ix_rethrow_ (err, "inverse");
  end_try_catch
  if (! (rc + 1 != 1))                  # singular, nearly so, or NaN
    X = gpuArray (inv (gather (G)));
  endif
endfunction
