## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## R = __ew__ (OP, A) or __ew__ (OP, A, B): the elementwise operation OP
## (a row of src/engine/elementwise_ops.def) of a gpuArray operand, and
## of a second operand that is a gpuArray, an Octave array or a scalar.
## One __gpu_array__ ("ew", ...) call; R is a new gpuArray where the
## gpuArray operands are.  Errors are reported as OP's (NAME when given).
##
## The one-line methods (plus, times, exp, ...) do not call it: each holds
## this function's body for its own OP, since the call of a private
## function cost about 15 us of a 45-60 us method on the development
## machine (bench/bench_call_cost.m, CPU backend, 1x1: G + 1 60 -> 45 us,
## exp (G) 46 -> 32 us of CPU time); ldivide, log2 and xor still call it.
## The common path is kept to what it needs, since every statement of an
## m-file costs about as much as a builtin call (bench/bench_call_cost.m):
## one nargin, an isa per operand of a binary OP, and the result made
## with its handle in one call (__gpu_array_handle__ (G, M)).  A mask of
## 0 (neither operand a gpuArray: xor (x, y, G)) is the MEX file's error.

function R = __ew__ (op, A, B, name)
  try
    if (nargin == 2)
      R = __gpu_array_handle__ (A, __gpu_array__ ("ew", op, 1, A.m));
    elseif (isa (A, "gpuArray"))
      if (isa (B, "gpuArray"))
        R = __gpu_array_handle__ (A, __gpu_array__ ("ew", op, 3, A.m, B.m));
      else
        R = __gpu_array_handle__ (A, __gpu_array__ ("ew", op, 1, A.m, B));
      endif
    elseif (isa (B, "gpuArray"))
      R = __gpu_array_handle__ (B, __gpu_array__ ("ew", op, 2, A, B.m));
    else
      __gpu_array__ ("ew", op, 0, A, B);
    endif
  catch err
    if (nargin < 4)
      name = op;
    endif
    __gpu_array_rethrow__ (err, name);
  end_try_catch
endfunction
