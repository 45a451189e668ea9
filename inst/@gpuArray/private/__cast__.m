## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} __cast__ (@var{G}, @var{cls})
## The gpuArray @var{G} converted to class @var{cls} (double ... uint64,
## logical) on the device, with Octave's conversions: integers rounded
## half away from zero, saturated, NaN to 0; a 64-bit integer exactly;
## complex kept for double and single, an error for the integer classes;
## logical: NaN an error.  @var{G} itself when it is of class @var{cls}.
## @end deftypefn

function R = __cast__ (G, cls)
  if (strcmp (classUnderlying (G), cls))
    R = G;
    return;
  endif
  try
    R = __gpu_array_handle__ (G, __gpu_array__ ("ew", cls, 1, G.m));
  catch err
    __gpu_array_rethrow__ (err, cls);
  end_try_catch
endfunction
