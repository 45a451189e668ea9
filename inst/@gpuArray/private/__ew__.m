## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## R = __ew__ (OP, A) or __ew__ (OP, A, B): the elementwise operation OP
## (a row of src/gpuarray/elementwise_ops.def) of a gpuArray operand, and
## of a second operand that is a gpuArray, an Octave array or a scalar.
## One __gpu_array__ ("ew", ...) call; R is a new gpuArray where the
## gpuArray operands are.  Errors are reported as OP's (NAME when given).

function R = __ew__ (op, A, B, name)
  if (nargin < 4)
    name = op;
  endif
  try
    if (nargin == 2)
      R = A;
      R.m = __gpu_array__ ("ew", op, 1, A.m);
    else
      ga = isa (A, "gpuArray");
      gb = isa (B, "gpuArray");
      if (ga)
        R = A;
        A = A.m;
      else
        R = B;
      endif
      if (gb)
        B = B.m;
      endif
      R.m = __gpu_array__ ("ew", op, ga + 2 * gb, A, B);
    endif
  catch err
    __gpu_array_rethrow__ (err, name);
  end_try_catch
  R.h = __gpu_array_handle__ (R.m);
endfunction
