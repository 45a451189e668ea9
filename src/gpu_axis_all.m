## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{T} =} gpu_axis_all (@var{A})
## @deftypefnx {} {@var{T} =} gpu_axis_all (@var{A}, @var{dim})
## True where all elements of @var{A} along dimension @var{dim} are nonzero,
## computed on a CUDA GPU.
##
## Returns what @code{all (@var{A}, @var{dim})} returns, exactly: a logical
## array of the same size, for double, single, all integer classes,
## logical, char, complex, ranges and N-D arrays.  Without @var{dim} the
## first non-singleton dimension is reduced.
##
## An element is false only when it is 0 (complex: both parts 0).  NaN is
## nonzero along every dimension: @code{gpu_axis_all ([1 NaN])} is true, as
## in MATLAB and mostly in Octave 7.3 (see the differences below).
## (@code{any} does not count NaN: see @code{gpu_axis_any}.)
##
## @var{dim} is a positive integer of any numeric class; a @var{dim} beyond
## @code{ndims (@var{A})} returns @code{@var{A} != 0}.  Extensions (not in
## Octave 7's @code{all}): @var{dim} may be a vector of distinct positive
## integers, in any order (true where every element over all of those
## dimensions is nonzero), or @code{"all"} (over every element, 1x1).
## There are no options.
##
## Over an extent of 0 the result is true: @code{gpu_axis_all (zeros (0,
## 3))} is @code{[true true true]}, @code{gpu_axis_all ([])} is true (0x0
## counts as 0x1), @code{gpu_axis_all (zeros (3, 0))} is 1x0, and
## @code{"all"} of an empty @var{A} is true.
##
## The reduction runs on the GPU when a usable CUDA device is present (see
## @code{gpu_axis_backend}); otherwise on the CPU with a one-time warning
## @code{gpuaxis:no-gpu}.  Sparse input is reduced on the CPU by Octave's
## own @code{all} and gives a sparse result.
##
## Errors:
## @table @code
## @item Octave:invalid-fun-call
## no argument, more than 2, or more than one output.
## @item gpuaxis:invalid-input
## @var{A} is not numeric, logical or char.
## @item gpuaxis:invalid-dim
## @var{dim} is 0, negative, fractional, NaN, Inf, empty, complex, a matrix,
## has repeated entries, or a string other than @code{"all"}.
## @end table
##
## Deliberate differences from Octave 7.3's @code{all}:
## @itemize
## @item
## NaN counts as nonzero along every dimension.  Octave 7.3's @code{all}
## counts it as zero along a dimension other than the first whose extent
## is at most 8, and for a @var{dim} beyond @code{ndims (@var{A})}:
## @code{all ([NaN 1; 1 1], 2)} is @code{[false; true]} there and
## @code{[true; true]} here, @code{all ([NaN 1], 3)} is @code{[false true]}
## there and @code{[true true]} here.
## @item
## An invalid @var{dim} is an error @code{gpuaxis:invalid-dim}: Octave 7.3
## truncates 1.5 to 1, takes 0 as the default dimension, returns
## @code{@var{A} != 0} for NaN or Inf, and takes the first element of a
## vector.
## @item
## @var{dim} vectors and @code{"all"} are accepted (Octave 7.3's @code{all}
## has neither).
## @end itemize
##
## @example
## @group
## gpu_axis_all ([1 1 0; 1 1 1])
##     @result{} [true true false]
## gpu_axis_all ([1 1 0; 1 1 1], 2)
##     @result{} [false; true]
## gpu_axis_all ([1 NaN])                  # NaN is nonzero
##     @result{} true
## gpu_axis_all (zeros (0, 3))
##     @result{} [true true true]
## gpu_axis_all (reshape (1:8, 2, 2, 2) > 1, [2 3])
##     @result{} [false; true]
## gpu_axis_all ([1 2; 3 0], "all")
##     @result{} false
## @end group
## @end example
##
## @seealso{all, gpu_axis_any, gpu_axis_backend, gpu_axis_info}
## @end deftypefn

## The work is done by gpu_axis_all.mex, which sits beside this file and
## takes precedence over it; this file carries the help text and tests.
function T = gpu_axis_all (varargin)
  error ("gpuaxis:not-built", ["gpu_axis_all: the compiled gpu_axis_all.mex ", ...
                               "is missing; reinstall the gpuaxis package"]);
endfunction

%!demo
%! ## Columns with no zero in them; NaN is nonzero.
%! gpu_axis_all ([1 1 0; 1 1 1])
%! gpu_axis_all ([1 NaN])

%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! ## the same logical array as Octave's all, for each class and shape
%! B = [1 1 0; 1 1 1];
%! inputs = {{B}, {B, 2}, {B, 3}, {uint16([1 2; 0 3])}, {[1 NaN]}, ...
%!           {complex([0 1], [1 0])}, {char([97 0])}, {zeros(0, 3)}, {[]}, ...
%!           {zeros(3, 0)}};
%! for k = 1:numel (inputs)
%!   assert (gpu_axis_all (inputs{k}{:}), all (inputs{k}{:}));
%! endfor
%! assert (gpu_axis_all ([1 NaN]), true);
%! ## NaN is nonzero along every dimension (Octave 7.3's all is not, along
%! ## a dimension > 1 of extent <= 8)
%! assert (gpu_axis_all ([NaN 1; 1 1], 2), [true; true]);
%! assert (gpu_axis_all ([NaN 1], 3), [true true]);
%! assert (gpu_axis_all (NaN (2, 2, 3), 3), true (2, 2));
%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! ## the extensions
%! A = reshape (1:8, 2, 2, 2) > 1;
%! assert (gpu_axis_all (A, [2 3]), [false; true]);
%! assert (gpu_axis_all (A, [1 3]), [false true]);
%! assert (gpu_axis_all (A, "all"), false);
%! assert (gpu_axis_all ([], "all"), true);
## the help text is found for the MEX file (post_install.m puts this file
## beside it)
%!assert (! isempty (strfind (get_help_text ("gpu_axis_all"), "True where all elements")))
%!error <Invalid call> gpu_axis_all ()
%!error <Invalid call> gpu_axis_all ([1 0], 2, "native")
%!test __gpu_axis_assert_error__ (@() gpu_axis_all (struct ()), "gpuaxis:invalid-input");
%!test __gpu_axis_assert_error__ (@() gpu_axis_all ([1 0], [1 1]), "gpuaxis:invalid-dim");
%!test __gpu_axis_assert_error__ (@() gpu_axis_all ([1 0], NaN), "gpuaxis:invalid-dim");
