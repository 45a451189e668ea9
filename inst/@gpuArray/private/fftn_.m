## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## Y = fftn_ (NAME, INVERSE, X, ARGS, SYM): fftn and ifftn with Octave's
## rules (libinterp's fftn.cc): SIZE a vector of ndims (X) lengths >= 1
## (rounded), an all-empty array gives 0x0.  A length of 0 is refused as
## one below 0 (Octave 7.3 passes it on to FFTW, which fails to plan).

function Y = fftn_ (name, inverse, X, args, sym)
  if (numel (args) > 1)
    error ("gpuaxis:invalid-call", "Invalid call to %s", name);
  endif
  X = fft_input_ (X, sym);
  sz = X.m(4:end);
  if (numel (args) == 1)
    v = gather (args{1});
    if (! (isnumeric (v) || islogical (v)) || ! isvector (v)
        || numel (v) != numel (sz))
      error ("gpuaxis:invalid-size", "%s: SIZE must be a vector of length dim",
             name);
    elseif (any (isnan (v)))
      error ("gpuaxis:invalid-size", "%s: SIZE has invalid NaN entries", name);
    elseif (any (round (double (v)) < 1))
      error ("gpuaxis:invalid-size",
             "%s: all dimensions in SIZE must be greater than zero", name);
    endif
    sz = round (double (v(:).'));
  endif
  if (all (sz == 0))
    Y = reshape (fft_dims_ (name, inverse, X, 1:numel (sz), sz, sym), 0, 0);
  else
    Y = fft_dims_ (name, inverse, X, 1:numel (sz), sz, sym);
  endif
endfunction
