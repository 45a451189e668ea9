## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} angle (@var{G})
## The phase angle of each element of the gpuArray @var{G} in radians, as
## Octave's @code{angle} and @code{arg}, computed where the data is: of a
## complex element @code{atan2 (imag, real)}; of a real one pi where its
## sign bit is set (negative numbers and -0) and 0 elsewhere (NaN too:
## std::arg), in single for single, else double.  (A NaN whose sign bit is
## set gives 0 here, pi in Octave.)
##
## @example
## @group
## G = gpuArray ([1i, -1, 1]);
## gather (angle (G))
## @end group
## @end example
## @seealso{abs, atan2, arg}
## @end deftypefn

function R = angle (G)
  if (iscomplex (G))
    R = atan2 (imag (G), real (G));
    return;
  endif
  if (! strcmp (classUnderlying (G), "single"))
    G = double (G);
  endif
  R = pi * ((G < 0) | (1 ./ G < 0));    # -0: 1 ./ -0 is -Inf
  if (strcmp (classUnderlying (G), "single"))
    R = single (R);
  endif
endfunction
