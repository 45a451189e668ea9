## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## DIM = scan_dim_ (NAME, D, X): the dimension argument D of cumsum,
## cumprod, cummax or cummin (NAME) read as Octave 7.3 reads it, for the
## gpuArray X: D's first element as an int (cumsum truncates a fraction,
## the others refuse one); 0 from cumprod means its default dimension;
## what is past X's dimensions (huge, Inf, or NaN and -Inf, which Octave's
## int conversion wraps around past the top) gives ndims (X) + 1, where
## every slice is one element.  Errors: Octave's messages with gpuaxis:
## identifiers.

function DIM = scan_dim_ (name, D, X)
  D = gather (D);
  if (ischar (D))
    error ("gpuaxis:invalid-dim",
           "octave_base_value::int_value (): wrong type argument 'sq_string'");
  elseif (! (isnumeric (D) || islogical (D)))
    error ("gpuaxis:invalid-dim",
           "octave_base_value::int_value (): wrong type argument '%s'", class (D));
  elseif (isempty (D))
    error ("gpuaxis:invalid-dim",
           "octave_base_value::int_value (): wrong type argument 'null_matrix'");
  endif
  d = double (real (D(1)));
  top = ndims (X) + 1;
  if (! strcmp (name, "cumsum") && ! (round (d) == d))
    if (isnan (d))
      error ("gpuaxis:invalid-dim", "conversion of nan to int value failed");
    endif
    error ("gpuaxis:invalid-dim", "conversion of %g to int value failed", d);
  endif
  if (isnan (d) || d <= -2^31 || d >= 2^31)
    DIM = top;                        # past the last dimension
    return;
  endif
  k = fix (d);
  switch (name)
    case "cumsum"
      if (k < 1)
        error ("gpuaxis:invalid-dim",
               "cumsum: invalid dimension argument = %d", k);
      endif
    case "cumprod"
      if (k == 0)
        DIM = [];                     # Octave's -1: the default dimension
        return;
      elseif (k < 0)
        error ("gpuaxis:invalid-dim",
               "cumprod: invalid dimension argument = %d", k);
      endif
    otherwise
      if (k < 1)
        error ("gpuaxis:invalid-dim", "%s: DIM must be a valid dimension", name);
      endif
  endswitch
  DIM = min (k, top);
endfunction
