## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} cosh (@var{G})
## @code{cosh (@var{G})} of the real gpuArray @var{G} elementwise, as a gpuArray
## computed where its data is; classes as Octave's (single stays single,
## integers and logical give double).  A complex @var{G} is a
## @code{gpuaxis:not-supported} error (gather it first).
## @end deftypefn

function R = cosh (G)
  try
    R = __gpu_array_handle__ (G, __gpu_array__ ("ew", "cosh", 1, G.m));
  catch err
    __gpu_array_rethrow__ (err, "cosh");
  end_try_catch
endfunction
