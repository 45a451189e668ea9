## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## Y = fft_axis_ (NAME, INVERSE, X, N, DIM, SYM): fft and ifft of a
## gpuArray along one dimension, with Octave's rules (libinterp's fft.cc):
## N rounded to the nearest integer (0 gives an empty result, [] the
## length), DIM in 1..ndims (X) before rounding, by default the first
## dimension whose length is not 1.  A transform of one point is the first
## slice along DIM in X's own class (an integer array stays integer), as
## Octave's.

function Y = fft_axis_ (name, inverse, X, N, DIM, sym)
  if (! isa (X, "gpuArray"))
    X = gpuArray (X);
  endif
  m = X.m;
  sz = m(4:end);                          # size (X), without the method call
  if (isempty (DIM))
    DIM = find (sz != 1, 1);
    if (isempty (DIM))
      DIM = 1;
    endif
  else
    if (! (isa (DIM, "double") && isscalar (DIM) && isreal (DIM)))
      DIM = fft_scalar_ (DIM);
    endif
    if (isnan (DIM))
      error ("gpuaxis:invalid-dim", "%s: DIM cannot be NaN", name);
    elseif (DIM < 1 || DIM > numel (sz))
      error ("gpuaxis:invalid-dim",
             "%s: DIM must be a valid dimension along which to perform FFT",
             name);
    endif
    DIM = round (DIM);
  endif
  if (isempty (N))
    N = sz(DIM);
  else
    if (! (isa (N, "double") && isscalar (N) && isreal (N)))
      N = fft_scalar_ (N);
    endif
    if (isnan (N))
      error ("gpuaxis:invalid-size", "%s: number of points (N) cannot be NaN",
             name);
    endif
    N = round (N);
    if (N < 0)
      error ("gpuaxis:invalid-size",
             "%s: number of points (N) must be greater than zero", name);
    endif
  endif
  if (N == 1 && ! sym)
    idx = repmat ({":"}, 1, numel (sz));
    idx{DIM} = 1;
    Y = subsref (X, substruct ("()", idx));
    return;
  endif
  X = fft_input_ (X, sym);
  try
    Y = __gpu_array_handle__ (X, __gpu_array__ ("fft", X.m, DIM, N, inverse,
                                                sym));
  catch err
    __gpu_array_rethrow__ (err, name);
  end_try_catch
endfunction
