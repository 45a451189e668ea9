## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{r} =} isreal (@var{G})
## True unless the gpuArray @var{G} is complex (a complex result with zero imaginary parts stays complex on the device; @code{gather} narrows it).
## No device work.
## @seealso{gpuArray, size}
## @end deftypefn

function r = isreal (G)
  r = ! G.m(3);
endfunction
