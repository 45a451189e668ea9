## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## C = __scalar_only__ (NAME, FN, A, B, OK, WHAT): the matrix operator
## NAME (mtimes, mrdivide, ...) where it is elementwise (OK: a scalar
## operand where the operator needs one): FN (A, B) as a gpuArray; else the
## gpuaxis:not-supported error naming WHAT.

function C = __scalar_only__ (name, fn, A, B, ok, what)
  if (! ok)
    __not_supported__ (name, [what " of gpuArrays; only the forms with a " ...
                              "scalar operand are"]);
  endif
  C = fn (A, B);
endfunction
