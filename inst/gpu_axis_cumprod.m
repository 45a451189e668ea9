## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{R} =} gpu_axis_cumprod (@var{A})
## @deftypefnx {} {@var{R} =} gpu_axis_cumprod (@var{A}, @var{dim})
## The cumulative product of @var{A} along dimension @var{dim} (by default the
## first one whose length is not 1), computed by gpuaxis's scan engine:
## on a CUDA GPU when one is usable (under the @qcode{"auto"} backend small
## inputs stay on the CPU, as for @code{gpu_axis_sum}), else on the
## threaded CPU engine.
##
## Returns what @code{cumprod} returns, class, size and values: single gives single, every other class
## double (integer and logical @var{A} included; Octave 11 keeps an
## integer class, computed there by its own @code{cumprod}); complex
## stays complex (real when every imaginary part is 0); a @var{dim} beyond
## @code{ndims (@var{A})} returns @var{A} in the result's class.  The CPU
## engine adds or multiplies each slice left to right, as Octave does, so
## its results are Octave's bit for bit; on the GPU see
## @code{doc/gpuarray.md} for the order and the bound.  Errors are
## Octave's messages with @code{gpuaxis:} identifiers.  A gpuArray @var{A}
## goes to the gpuArray's own @code{cumprod}.
##
## @example
## @group
## gpu_axis_cumprod ([1 2 3 4])
## @result{}  1    2    6   24
## @end group
## @end example
## @seealso{cumprod, gpu_axis_sum, gpu_axis_backend}
## @end deftypefn

function R = gpu_axis_cumprod (A, varargin)
  if (nargin < 1)
    error ("gpuaxis:invalid-call", "Invalid call to gpu_axis_cumprod");
  endif
  R = __gpu_axis_scan_host__ ("cumprod", A, varargin);
endfunction

%!assert (gpu_axis_cumprod ([1 2 3 4]), cumprod ([1 2 3 4]))
%!assert (gpu_axis_cumprod (int8 ([100 2 -1])), cumprod (int8 ([100 2 -1])))
