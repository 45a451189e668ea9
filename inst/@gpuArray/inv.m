## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{X} =} inv (@var{G})
## The inverse of the square gpuArray @var{G}, as a gpuArray: LU with
## partial pivoting solved against the identity (cuSOLVER's getrf and
## getrs; LAPACK's on the CPU fallback).  A singular @var{G} gives
## Octave's warning (@code{Octave:singular-matrix}).
## @seealso{mldivide, det}
## @end deftypefn

function X = inv (G)
  if (nargin != 1)
    print_usage ();
  endif
  __la_square__ (G, "inv");
  X = mldivide (G, eye (rows (G)));
endfunction
