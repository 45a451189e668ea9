## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{Q} =} gpu_axis_sumsq (@var{A})
## @deftypefnx {} {@var{Q} =} gpu_axis_sumsq (@var{A}, @var{dim})
## @deftypefnx {} {@var{Q} =} gpu_axis_sumsq (@dots{}, @var{nanflag})
## Sum of the squares of the elements of @var{A} along dimension @var{dim},
## computed on a CUDA GPU.
##
## Returns what @code{sumsq (@var{A}, @var{dim})} returns: the same class,
## the same size and the same values up to rounding, for double, single, all
## integer classes, logical, complex, ranges and N-D arrays.  Without
## @var{dim} the first non-singleton dimension is reduced.  For complex
## @var{A} it is the sum of @code{abs (@var{A}) .^ 2}, a real result.
##
## The class of @var{Q}: single for single @var{A} (real or complex), double
## for every other class (integers are squared and added in double: no
## saturation).  There is no @var{type} argument, as in Octave.  Char
## @var{A} is refused, as Octave refuses it.
##
## @var{dim} is a positive integer of any numeric class; a @var{dim} beyond
## @code{ndims (@var{A})} reduces over an extent of 1 and returns
## @code{abs (@var{A}) .^ 2}.  Extensions (not in Octave 7's @code{sumsq}):
## @var{dim} may be a vector of distinct positive integers, in any order
## (the reduction runs over all of those dimensions, each becomes 1 in the
## result), or @code{"all"} (every element, 1x1, also for an empty
## @var{A}).
##
## @var{nanflag} (an extension) is @code{"includenan"} (the default: a NaN
## makes the result NaN) or @code{"omitnan"}: every NaN element (complex:
## real or imaginary part NaN) counts as 0.
##
## The sum over an extent of 0 is 0: @code{gpu_axis_sumsq (zeros (0, 3))}
## is @code{[0 0 0]}, @code{gpu_axis_sumsq ([])} is 0 (0x0 counts as 0x1),
## @code{gpu_axis_sumsq (zeros (3, 0))} is 1x0.
##
## The reduction runs on the GPU when a usable CUDA device is present (see
## @code{gpu_axis_backend}); otherwise on the CPU with a one-time warning
## @code{gpuaxis:no-gpu}.  Sparse input is reduced on the CPU by Octave's
## own @code{sumsq} and gives a sparse result; @var{nanflag} is refused for
## sparse input (@code{gpuaxis:invalid-type}).
##
## Errors:
## @table @code
## @item Octave:invalid-fun-call
## no argument, more than 3, or more than one output.
## @item gpuaxis:invalid-input
## @var{A} is char, or not numeric or logical (a cell, struct, function
## handle, @dots{}).
## @item gpuaxis:invalid-dim
## @var{dim} is 0, negative, fractional, NaN, Inf, empty, complex, a matrix,
## has repeated entries, or is a string other than @code{"all"} and the
## @var{nanflag}s (@code{"foo"}, @code{"ALL"}, also @code{"native"}: sumsq
## has no @var{type}).
## @item gpuaxis:invalid-type
## after @var{dim}, anything but one @var{nanflag} (@code{"native"},
## @code{"double"}, a number, two @var{nanflag}s); a @var{nanflag} with
## sparse @var{A}.
## @end table
##
## Deliberate differences from Octave 7.3's @code{sumsq}:
## @itemize
## @item
## On the GPU, floating-point sums are added in a tree, not strictly left
## to right, so they round differently (usually more accurately).  The CPU
## backend adds in index order, as @code{sumsq} does.
## @item
## An invalid @var{dim} is an error @code{gpuaxis:invalid-dim}: Octave 7.3
## takes 0 as the default dimension and the first element of a vector.
## @item
## The errors carry identifiers (Octave 7.3's @code{sumsq} gives none for a
## fractional @var{dim} or char @var{A}).
## @item
## @var{dim} vectors, @code{"all"} and @var{nanflag} are accepted (Octave
## 7.3's @code{sumsq} has none of them).
## @end itemize
##
## @example
## @group
## gpu_axis_sumsq ([1 2; 3 4])
##     @result{} [10 20]
## gpu_axis_sumsq ([1 2; 3 4], 2)
##     @result{} [5; 25]
## gpu_axis_sumsq ([3+4i, 1])                 # |3+4i|^2 + 1
##     @result{} 26
## gpu_axis_sumsq (int8 ([100 100]))          # double: no saturation
##     @result{} 20000
## gpu_axis_sumsq ([1 2; 3 4], "all")
##     @result{} 30
## gpu_axis_sumsq ([1 NaN 2], "omitnan")
##     @result{} 5
## @end group
## @end example
##
## @seealso{sumsq, gpu_axis_sum, gpu_axis_backend, gpu_axis_info}
## @end deftypefn

## The work is done by gpu_axis_sumsq.mex, which sits beside this file and
## takes precedence over it; this file carries the help text and tests.
function Q = gpu_axis_sumsq (varargin)
  error ("gpuaxis:not-built", ["gpu_axis_sumsq: the compiled gpu_axis_sumsq.mex ", ...
                               "is missing; reinstall the gpuaxis package"]);
endfunction

%!demo
%! ## Complex input: the sum of abs (x) .^ 2, a real result.
%! gpu_axis_sumsq ([3+4i, 1; 1i, 2])

%!demo
%! ## Integers are squared and added in double: no saturation.
%! gpu_axis_sumsq (int8 ([100 100]))

%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! ## against Octave's sumsq: class, size and value
%! A = [1 2; 3 4];
%! for c = {{A}, {A, 2}, {A, 3}, {[3+4i, 1]}, {int8([100 100])}, ...
%!          {single([1 2 3])}, {single([1i 2])}, {true(2, 3)}, {zeros(0, 3)}, ...
%!          {[]}, {zeros(3, 0)}}
%!   assert (gpu_axis_sumsq (c{1}{:}), sumsq (c{1}{:}));
%! endfor
%! assert (gpu_axis_sumsq ([3+4i, 1]), 26);
%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! ## the extensions
%! A = reshape (1:8, 2, 2, 2);
%! assert (gpu_axis_sumsq (A, [1 3]), [1+4+25+36, 9+16+49+64]);
%! assert (gpu_axis_sumsq (A, "all"), 204);
%! assert (gpu_axis_sumsq ([1 NaN 2], "omitnan"), 5);
%! assert (gpu_axis_sumsq ([1 NaN 2], 2, "includenan"), NaN);
%! assert (gpu_axis_sumsq (single ([1 NaN 2]), "omitnan"), single (5));
## the help text is found for the MEX file (post_install.m puts this file
## beside it)
%!assert (! isempty (strfind (get_help_text ("gpu_axis_sumsq"), "Sum of the squares")))
%!error <Invalid call> gpu_axis_sumsq ()
%!error <Invalid call> gpu_axis_sumsq (1, 1, "omitnan", 4)
%!test __gpu_axis_assert_error__ (@() gpu_axis_sumsq ("ab"), "gpuaxis:invalid-input");
%!test __gpu_axis_assert_error__ (@() gpu_axis_sumsq ([1 2], [1 1]), "gpuaxis:invalid-dim");
%!test __gpu_axis_assert_error__ (@() gpu_axis_sumsq ([1 2], "native"), "gpuaxis:invalid-dim");
%!test __gpu_axis_assert_error__ (@() gpu_axis_sumsq ([1 2], 1, "native"), "gpuaxis:invalid-type");
