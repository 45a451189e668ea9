## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [ARGS, SYM] = fft_options_ (NAME, ARGS, NMAX): MATLAB's trailing
## "symmetric" or "nonsymmetric" of the inverse transforms taken off ARGS;
## more than NMAX arguments left is Octave's invalid call.

function [args, sym] = fft_options_ (name, args, nmax)
  sym = false;
  if (! isempty (args) && ischar (args{end}))
    switch (lower (args{end}))
      case "symmetric"
        sym = true;
      case "nonsymmetric"
      otherwise
        error ("gpuaxis:invalid-input", "%s: unknown option '%s'", name,
               args{end});
    endswitch
    args(end) = [];
  endif
  if (numel (args) > nmax)
    error ("gpuaxis:invalid-call", "Invalid call to %s", name);
  endif
endfunction
