## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} disp (@var{G})
## Show the gpuArray @var{G} in MATLAB's manner: a header naming its size,
## class and shape (e.g. @samp{3x3 gpuArray double matrix}), then its values
## (gathered).  A gpuArray whose data was released says so instead.
##
## @example
## @group
## disp (gpuArray ([1 2]))
## @end group
## @end example
##
## @seealso{gpuArray, display}
## @end deftypefn

function disp (G)
  m = G.m;
  if (m(3) == 2 && __gpu_array__ ("exists", m))   # decided now (isreal.m)
    m = __gpu_array__ ("meta", m);
  endif
  sz = m(4:end);
  if (numel (sz) > 2)
    kind = "array";
  elseif (all (sz == 1))
    kind = "scalar";
  elseif (sz(1) == 1)
    kind = "row vector";
  elseif (sz(2) == 1)
    kind = "column vector";
  else
    kind = "matrix";
  endif
  empty = "";
  if (any (sz == 0))
    empty = "empty ";
  endif
  cx = "";
  if (m(3) == 1)                # 2: undecided, and gone (above)
    cx = "complex ";
  endif
  printf ("  %s %sgpuArray %s%s %s\n", strjoin (arrayfun (@num2str, sz, ...
          "UniformOutput", false), "x"), empty, cx, classUnderlying (G), kind);
  if (! __gpu_array__ ("exists", m))
    printf ("\n  (its data is gone: released by reset (gpuDevice ()), another device's\n   selection or a device error)\n");
  elseif (! any (sz == 0))
    printf ("\n");
    disp (__gpu_array__ ("gather", m));
  endif
endfunction
