## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## Y = fast_call_ (NAME, X, ARGS...): __gpu_array__ (ARGS{:}) made a
## gpuArray beside X, or [] where the gateway declines (a "..._fast"
## command given a call it does not take); its errors as NAME's.  The
## common calls of fft, ifft, fft2, ifft2, cumsum and cumprod go this
## way, past their m-file checks.
function Y = fast_call_ (name, X, varargin)
  try
    Y = __gpu_array__ (varargin{:});
  catch err
    __gpu_array_rethrow__ (err, name);
  end_try_catch
  if (! isempty (Y))
    Y = __gpu_array_handle__ (X, Y);
  endif
endfunction
