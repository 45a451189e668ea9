## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{C} =} ne (@var{A}, @var{B})
## @code{@var{A} != @var{B}} where either operand is a gpuArray, computed where its data
## is; classes, broadcasting and errors are Octave's (README: gpuArray).
## @end deftypefn

function C = ne (A, B)
  try                         # __ew__'s work, inlined: one call fewer
    if (isa (A, "gpuArray"))
      if (isa (B, "gpuArray"))
        C = __gpu_array_handle__ (A, __gpu_array__ ("ew", "ne", 3, A.m, B.m));
      else
        C = __gpu_array_handle__ (A, __gpu_array__ ("ew", "ne", 1, A.m, B));
      endif
    else
      C = __gpu_array_handle__ (B, __gpu_array__ ("ew", "ne", 2, A, B.m));
    endif
  catch err
    if (nargin < 2)
      rethrow (err);            # 'B' undefined, as the call of __ew__ said
    endif
    __gpu_array_rethrow__ (err, "ne");
  end_try_catch
endfunction
