## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{r} =} isreal (@var{G})
## True unless the gpuArray @var{G} is complex (a complex result with zero imaginary parts stays complex on the device; @code{gather} narrows it).
## No device work, except for the result of @code{sqrt}, @code{log},
## @code{log2}, @code{log10} or @code{.^} of real operands on the device
## whose check for a complex result is still queued: it waits for it.
##
## @example
## @group
## isreal (gpuArray ([1 2])), isreal (gpuArray ([1 2i]))
##   @result{} 1, 0
## @end group
## @end example
##
## @seealso{gpuArray, size}
## @end deftypefn

function r = isreal (G)
  m = G.m;
  if (m(3) == 2)              # sqrt, log, power on the device: decided now
    m = __gpu_array__ ("meta", m);
  endif
  r = ! m(3);
endfunction
