## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{DIM} =} __gpu_axis_scan_dim__ (@var{NAME}, @var{D}, @var{ND})
## Internal (the scans of gpuArray and gpu_axis_cumsum / gpu_axis_cumprod):
## the dimension argument @var{D} of cumsum,
## cumprod, cummax or cummin (@var{NAME}) read as Octave 7.3 reads it, for an
## array of @var{ND} dimensions: D's first element as an int (cumsum truncates a fraction,
## the others refuse one); 0 from cumprod means its default dimension;
## what is past the dimensions (huge, Inf, or NaN and -Inf, which Octave's
## int conversion wraps around past the top) gives ND + 1, where every
## slice is one element.  Errors: Octave's messages with gpuaxis:
## identifiers.
## @end deftypefn

function DIM = __gpu_axis_scan_dim__ (name, D, nd)
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
  top = nd + 1;
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

%!assert (__gpu_axis_scan_dim__ ("cumsum", 1.9, 2), 1)
%!assert (__gpu_axis_scan_dim__ ("cumsum", NaN, 2), 3)
%!assert (__gpu_axis_scan_dim__ ("cumprod", 0, 2), [])
%!assert (__gpu_axis_scan_dim__ ("cummax", int8 (7), 3), 4)
%!error <invalid dimension argument = 0> __gpu_axis_scan_dim__ ("cumsum", 0.5, 2)
%!error <conversion of 1.5 to int value failed> __gpu_axis_scan_dim__ ("cumprod", 1.5, 2)
%!error <DIM must be a valid dimension> __gpu_axis_scan_dim__ ("cummin", -1, 2)
