## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} existsOnGPU (@var{G})
## True while the data of the gpuArray @var{G} exists: false once it was
## released by @code{reset (gpuDevice ())}, by selecting another device with
## @code{gpuDevice (@var{idx})}, or by a fatal device error (using @var{G}
## is then a @code{gpuaxis:invalid-array} error).  Without a GPU the data is
## in host memory, and this is true until such a release.
##
## @example
## @group
## G = gpuArray (1:3);
## existsOnGPU (G)
##   @result{} 1
## @end group
## @end example
##
## @seealso{gpuArray, gpuDevice}
## @end deftypefn

function tf = existsOnGPU (G)
  tf = __gpu_array__ ("exists", G.m);
endfunction
