## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## Y = fft2_ (NAME, INVERSE, X, ARGS, SYM): fft2 and ifft2 with Octave's
## rules (libinterp's fft2.cc): M and N rounded, [] or absent for the
## size, an all-empty result 0x0.

function Y = fft2_ (name, inverse, X, args, sym)
  if (numel (args) > 2)
    error ("gpuaxis:invalid-call", "Invalid call to %s", name);
  endif
  X = fft_input_ (X, sym);
  sz = X.m(4:end);
  v11 = __gpu_axis_octave11__ ();
  if (v11)                            # Octave 11 names them M and N
    what = {"rows (M)", "columns (N)"};
  else
    what = {"rows (N)", "columns (M)"};
  endif
  for k = 1:2
    if (k <= numel (args) && ! isempty (args{k}))
      v = args{k};
      if (! (isa (v, "double") && isscalar (v) && isreal (v)))
        v = fft_scalar_ (v);
      endif
      if (isnan (v))
        error ("gpuaxis:invalid-size", "%s: number of %s cannot be NaN",
               name, what{k});
      endif
      v = round (v);
      if (v < 0)
        error ("gpuaxis:invalid-size",
               "%s: number of %s must be greater than zero", name, what{k});
      endif
      sz(k) = v;
    endif
  endfor
  if (all (sz == 0) || sz(1) == 0 || sz(2) == 0)
    Y = fft_dims_ (name, inverse, X, 1:numel (sz), 0 * sz, sym);
    if (v11)                          # 11 keeps the size asked for; 7.3 0x0
      Y = reshape (Y, sz);
    else
      Y = reshape (Y, 0, 0);
    endif
  else
    try                                  # (fft_dims_'s call, without its m-file call)
      Y = __gpu_array_handle__ (X, __gpu_array__ ("fft", X.m, [1 2], sz(1:2),
                                                  inverse, sym));
    catch err
      __gpu_array_rethrow__ (err, name);
    end_try_catch
  endif
endfunction
