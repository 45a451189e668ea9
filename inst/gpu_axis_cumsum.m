## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{R} =} gpu_axis_cumsum (@var{A})
## @deftypefnx {} {@var{R} =} gpu_axis_cumsum (@var{A}, @var{dim})
## @deftypefnx {} {@var{R} =} gpu_axis_cumsum (@dots{}, "native")
## @deftypefnx {} {@var{R} =} gpu_axis_cumsum (@dots{}, "double")
## The cumulative sum of @var{A} along dimension @var{dim} (by default the
## first one whose length is not 1), computed by gpuaxis's scan engine:
## on a CUDA GPU when one is usable (under the @qcode{"auto"} backend small
## inputs stay on the CPU, as for @code{gpu_axis_sum}), else on the
## threaded CPU engine.
##
## Returns what @code{cumsum} returns, class, size and values: integer and logical @var{A} give double (with
## @code{"native"} their own class, integers saturating at every step in
## index order), single gives single (double with @code{"double"}); complex
## stays complex (real when every imaginary part is 0); a @var{dim} beyond
## @code{ndims (@var{A})} returns @var{A} in the result's class.  The CPU
## engine adds or multiplies each slice left to right, as Octave does, so
## its results are Octave's bit for bit, except a float sum of a few
## slices at least 65536 long, which it cuts into runs over its threads;
## there, and for float sums on the GPU, see @code{doc/gpuarray.md} for
## the order and the bound.  Errors are
## Octave's messages with @code{gpuaxis:} identifiers.  A gpuArray @var{A}
## goes to the gpuArray's own @code{cumsum}.  On Octave 11 integers keep
## their class (saturating), @code{"native"} and @code{"double"} are
## refused as @code{cumsum} refuses them, and its new forms are computed
## by @code{cumsum} itself.
##
## @example
## @group
## gpu_axis_cumsum ([1 2 3 4])
## @result{}  1    3    6   10
## @end group
## @end example
## @seealso{cumsum, gpu_axis_sum, gpu_axis_backend}
## @end deftypefn

function R = gpu_axis_cumsum (A, varargin)
  if (nargin < 1)
    error ("gpuaxis:invalid-call", "Invalid call to gpu_axis_cumsum");
  endif
  R = __gpu_axis_scan_host__ ("cumsum", A, varargin);
endfunction

%!assert (gpu_axis_cumsum ([1 2 3; 4 5 6], 2), cumsum ([1 2 3; 4 5 6], 2))
%!assert (gpu_axis_cumsum (int8 ([100 100 -100])), cumsum (int8 ([100 100 -100])))
