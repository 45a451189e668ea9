## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} floor (@var{G})
## @code{floor (@var{G})} of the gpuArray @var{G} elementwise, as a gpuArray computed
## where its data is; classes as Octave's (README: gpuArray).
## @end deftypefn

function R = floor (G)
  try                         # __ew__'s work, inlined: one call fewer
    R = __gpu_array_handle__ (G, __gpu_array__ ("ew", "floor", 1, G.m));
  catch err
    __gpu_array_rethrow__ (err, "floor");
  end_try_catch
endfunction
