## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} __gpu_axis_still_works__ (@var{what})
## Internal, for the test suite: after @var{what} (an error, a fault, a
## release), ordinary calls of @code{gpu_axis_sum} must still give the right
## answers; otherwise this raises an error naming @var{what}.
## @end deftypefn

function __gpu_axis_still_works__ (what)
  r = gpu_axis_sum ([1 2; 3 4]);
  if (! isequal (r, [4 6]))
    error ("after %s: gpu_axis_sum ([1 2; 3 4]) gave %s", what, mat2str (r));
  endif
  r = gpu_axis_sum (int8 ([100 100 -100]), "native");
  if (! (isa (r, "int8") && r == 27))
    error ("after %s: int8 native sum gave %s", what, num2str (r));
  endif
  r = gpu_axis_sum (reshape (1:24, 2, 3, 4), [1 3], "double");
  if (! isequal (r, [84 100 116]))
    error ("after %s: vecdim sum gave %s", what, mat2str (r));
  endif
endfunction

%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! __gpu_axis_still_works__ ("nothing");
