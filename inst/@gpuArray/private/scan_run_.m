## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [Y, I] = scan_run_ (NAME, X, DIM, NOUT): the scan NAME ("cumsum",
## "cumprod", "cummax", "cummin") of the gpuArray X along DIM ([]: the
## first dimension whose length is not 1) in X's own class, where X's
## data is (the scan engine, scan.h); with NOUT > 1 the index of cummax /
## cummin too.

function [Y, I] = scan_run_ (name, X, DIM, nout)
  if (isempty (DIM))
    DIM = find (size (X) != 1, 1);
    if (isempty (DIM))
      DIM = 1;
    endif
  endif
  try
    if (nout > 1)
      [m, i] = __gpu_array__ ("scan", X.m, name, DIM);
      I = __gpu_array_handle__ (X, i);
    else
      m = __gpu_array__ ("scan", X.m, name, DIM);
    endif
  catch err
    __gpu_array_rethrow__ (err, name);
  end_try_catch
  Y = __gpu_array_handle__ (X, m);
endfunction
