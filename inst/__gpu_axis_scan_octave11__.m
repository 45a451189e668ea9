## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} __gpu_axis_scan_octave11__ (@var{name}, @var{X}, @var{args})
## Whether @var{name} (cumsum, cumprod, cummax, cummin) of @var{X} with the
## options @var{args} is left to the running Octave's own function: on
## Octave 11 and later, which rewrote these four (DIM vectors,
## @code{"all"}, a direction, a NaN flag, integer cumsum and cumprod in
## their own class, no @code{"native"}), every call but the plain ones
## gpuaxis computes itself: no option or one DIM that is a finite whole
## number >= 1, and for cumprod floating-point data.  On 7.3 and 9 it is
## false.
## @end deftypefn

function tf = __gpu_axis_scan_octave11__ (name, X, args)
  tf = false;
  if (! __gpu_axis_octave11__ ())
    return;
  endif
  tf = true;
  if (numel (args) > 1)
    return;
  elseif (numel (args) == 1)
    D = gather (args{1});
    if (! ((isnumeric (D) || islogical (D)) && isscalar (D) && isreal (D)))
      return;
    endif
    d = double (D);
    if (! (isfinite (d) && d >= 1 && d == fix (d) && d < 2^31))
      return;
    endif
  endif
  if (strcmp (name, "cumprod") && ! isfloat (X))
    return;
  endif
  tf = false;
endfunction

%!test
%! if (compare_versions (OCTAVE_VERSION (), "11.0.0", ">="))
%!   assert (__gpu_axis_scan_octave11__ ("cumsum", 1, {"all"}), true);
%!   assert (__gpu_axis_scan_octave11__ ("cumsum", 1, {[1 2]}), true);
%!   assert (__gpu_axis_scan_octave11__ ("cumprod", int8 (1), {}), true);
%!   assert (__gpu_axis_scan_octave11__ ("cumsum", int8 (1), {2}), false);
%! else
%!   assert (__gpu_axis_scan_octave11__ ("cumsum", 1, {"all"}), false);
%! endif
