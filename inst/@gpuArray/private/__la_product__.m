## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## C = __la_product__ (CMD, A, OPA, B, OPB, NAME): op(A) * op(B) by the
## gateway's CMD ("mtimes", "pagemtimes"), OPA and OPB BLAS's op flags
## ("N", "T", "C"); errors as NAME's.

function C = __la_product__ (cmd, A, opa, B, opb, name)
  try
    if (isa (A, "gpuArray"))
      if (isa (B, "gpuArray"))
        C = __gpu_array_handle__ (A, __gpu_array__ (cmd, 3, A.m, B.m, opa, opb));
      else
        C = __gpu_array_handle__ (A, __gpu_array__ (cmd, 1, A.m, B, opa, opb));
      endif
    else
      C = __gpu_array_handle__ (B, __gpu_array__ (cmd, 2, A, B.m, opa, opb));
    endif
  catch err
    ix_rethrow_ (err, name);
  end_try_catch
endfunction
