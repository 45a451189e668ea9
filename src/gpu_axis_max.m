## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{M} =} gpu_axis_max (@var{A})
## @deftypefnx {} {@var{M} =} gpu_axis_max (@var{A}, [], @var{dim})
## @deftypefnx {} {@var{M} =} gpu_axis_max (@var{A}, [], @var{nanflag})
## @deftypefnx {} {@var{M} =} gpu_axis_max (@var{A}, [], @var{dim}, @var{nanflag})
## @deftypefnx {} {[@var{M}, @var{I}] =} gpu_axis_max (@dots{})
## Largest element of @var{A} along dimension @var{dim}, and its index,
## computed on a CUDA GPU.
##
## Returns what @code{max (@var{A}, [], @var{dim})} returns: the same class,
## the same size and the same values, exactly (max selects an element, it
## does not round), for double, single, all integer classes, logical, char,
## complex, ranges and N-D arrays.  Without @var{dim} the first
## non-singleton dimension is reduced.  Only the reduction is computed here:
## the second argument must be @code{[]} (see below).
##
## The class of @var{M} is the class of @var{A} (double, single, every
## integer class, and logical); char @var{A} gives double.  Complex @var{A}
## gives a complex @var{M} of the same precision (real when every imaginary
## part of the result is 0, as in Octave).
##
## @var{I}, the second output, is double and of the size of @var{M}: the
## 1-based index of the chosen element along @var{dim}.  With a @var{dim}
## vector it is the linear index into the reduced sub-array (column-major
## over the listed dimensions, in ascending order); with @code{"all"} it is
## the linear index into @var{A}.
##
## How the largest element is chosen:
## @itemize
## @item
## NaN is skipped (the default, @code{"omitnan"}); a slice of NaNs only gives
## its first element (NaN) with @var{I} = 1.  With @code{"includenan"} (an
## extension) a slice holding a NaN (complex: real or imaginary part NaN)
## gives its first NaN element and @var{I} its index.
## @item
## Ties go to the first index.  -0 and 0 are equal, so the first of them is
## returned: @code{gpu_axis_max ([-0 0])} is -0, @code{gpu_axis_max ([0 -0])}
## is 0.
## @item
## Complex elements are compared by @code{abs}, and equal magnitudes by
## @code{arg}, in (-pi, pi]: @code{gpu_axis_max ([1i -1 1])} is -1.
## @end itemize
##
## @var{dim} is a positive integer of any numeric class; a @var{dim} beyond
## @code{ndims (@var{A})} returns @var{A} (and @var{I} all ones).
## Extensions (not in Octave 7's @code{max}): @var{dim} may be a vector of
## distinct positive integers, in any order (the maximum over all of those
## dimensions), or @code{"all"} (over every element, 1x1).
## @code{[@var{M}, @var{I}]} over a @var{dim} vector gives in @var{I} the
## linear index into the reduced dimensions (column-major over the listed
## dimensions in ascending order); over @code{"all"}, into @var{A}.
##
## There is no maximum of nothing: an extent of 0 that is reduced stays 0.
## @code{gpu_axis_max (zeros (0, 3))} is 0x3, @code{gpu_axis_max (zeros (3,
## 0), [], 2)} is 3x0, @code{gpu_axis_max ([])} is 0x0; over a @var{dim}
## vector the listed extents of 0 stay 0 and the others become 1
## (@code{gpu_axis_max (zeros (0, 3), [], [1 2])} is 0x1); @code{"all"} of
## an empty @var{A} is 0x1.  @var{I} is then empty of the same size.
##
## The reduction runs on the GPU when a usable CUDA device is present (see
## @code{gpu_axis_backend}); otherwise on the CPU with a one-time warning
## @code{gpuaxis:no-gpu}.  Both give the same @var{M} and @var{I}.  Sparse
## input is reduced on the CPU by Octave's own @code{max} and gives a sparse
## result; @var{nanflag} is refused for sparse input
## (@code{gpuaxis:invalid-type}), and so is @code{[@var{M}, @var{I}]} over
## both of its dimensions (@code{"all"}, @code{[1 2]}:
## @code{gpuaxis:invalid-dim}).
##
## Errors:
## @table @code
## @item Octave:invalid-fun-call
## no argument, more than 4, or more than two outputs.
## @item gpuaxis:invalid-input
## @var{A} is not numeric, logical or char (a cell, struct, function
## handle, @dots{}).
## @item gpuaxis:elementwise
## two arguments, whatever the second is (@code{gpu_axis_max (@var{A}, 2)},
## @code{gpu_axis_max (@var{A}, [])}): that is the elementwise maximum of two
## arrays, for Octave's @code{max (@var{A}, @var{B})}; or a second argument
## that is not empty (@code{gpu_axis_max (@var{A}, 5, 2)}).
## @item gpuaxis:invalid-dim
## @var{dim} is 0, negative, fractional, NaN, Inf, empty, complex, a matrix,
## has repeated entries, or is a string other than @code{"all"} and the
## @var{nanflag}s (@code{"foo"}, @code{"ALL"}, @code{"native"}).
## @item gpuaxis:invalid-type
## after @var{dim}, anything but one @var{nanflag} (@code{"native"}, a
## number, two @var{nanflag}s); a @var{nanflag} with sparse @var{A}.
## @end table
##
## Deliberate differences from Octave 7.3's @code{max}:
## @itemize
## @item
## The elementwise form is refused (@code{gpuaxis:elementwise}): Octave 7.3's
## @code{max (@var{A}, @var{B})} compares two arrays, and with three or four
## arguments and a non-empty @var{B} it warns ``second argument is
## ignored'' and reduces.
## @item
## An invalid @var{dim} is an error @code{gpuaxis:invalid-dim}: Octave 7.3
## takes the first element of a vector and returns @var{A} for Inf, and its
## errors for 0, fractional or NaN @var{dim} carry no identifier.
## @item
## @var{dim} vectors, @code{"all"} and @var{nanflag} are accepted (Octave
## 7.3's @code{max} has none of them and always skips NaN).
## @end itemize
##
## @example
## @group
## gpu_axis_max ([3 1 4; 1 5 9])
##     @result{} [3 5 9]
## [M, I] = gpu_axis_max ([3 1 4; 1 5 9], [], 2)
##     @result{} M = [4; 9]
##     @result{} I = [3; 3]
## [M, I] = gpu_axis_max ([NaN 2 NaN 3 3])       # NaN skipped, first tie
##     @result{} M = 3
##     @result{} I = 4
## gpu_axis_max (int8 ([-5 3]))
##     @result{} int8 (3)
## gpu_axis_max ("ab")                           # char gives double
##     @result{} 98
## [M, I] = gpu_axis_max ([3 1 4; 1 5 9], [], "all")
##     @result{} M = 9
##     @result{} I = 6
## [M, I] = gpu_axis_max ([1 NaN 3], [], "includenan")
##     @result{} M = NaN
##     @result{} I = 2
## gpu_axis_max (reshape (1:8, 2, 2, 2), [], [1 3])
##     @result{} [6 8]
## @end group
## @end example
##
## @seealso{max, gpu_axis_min, gpu_axis_backend, gpu_axis_info}
## @end deftypefn

## The work is done by gpu_axis_max.mex, which sits beside this file and
## takes precedence over it; this file carries the help text and tests.
function [M, I] = gpu_axis_max (varargin)
  error ("gpuaxis:not-built", ["gpu_axis_max: the compiled gpu_axis_max.mex ", ...
                               "is missing; reinstall the gpuaxis package"]);
endfunction

%!demo
%! ## Largest element of each row, and where it is.
%! [M, I] = gpu_axis_max ([3 1 4; 1 5 9], [], 2)

%!demo
%! ## NaN is skipped unless "includenan" is given.
%! [M, I] = gpu_axis_max ([1 NaN 3])
%! [M, I] = gpu_axis_max ([1 NaN 3], [], "includenan")

%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! ## against Octave's max: class, size and value of M and I (NaN, ties,
%! ## complex, empty arrays whose reduced extent stays 0)
%! A = [3 1 4; 1 5 9];
%! for c = {{A}, {A, [], 2}, {A, [], 3}, {int8([-5 3])}, {[true false]}, {"ab"}, ...
%!          {single([1 NaN 2])}, {[1i -1 1]}, {[NaN 2 NaN 3 3]}, {[NaN NaN]}, ...
%!          {zeros(0, 3)}, {zeros(3, 0), [], 2}, {zeros(3, 0)}, {[]}}
%!   [m, i] = gpu_axis_max (c{1}{:});
%!   [m0, i0] = max (c{1}{:});
%!   assert (m, m0);
%!   assert (i, i0);
%! endfor
%! assert (gpu_axis_max (int8 ([-5 3])), int8 (3));
%! [m, i] = gpu_axis_max ([-0 0]);
%! assert ([1/m, i], [-Inf 1]);
%! [m, i] = gpu_axis_max ([0 -0]);
%! assert ([1/m, i], [Inf 1]);
%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! ## the extensions
%! A = reshape (1:8, 2, 2, 2);
%! assert (gpu_axis_max (A, [], [1 3]), [6 8]);
%! [m, i] = gpu_axis_max (A, [], [1 2]);
%! assert (m, reshape ([4 8], 1, 1, 2));
%! assert (i, reshape ([4 4], 1, 1, 2));
%! [m, i] = gpu_axis_max ([3 1 4; 1 5 9], [], "all");
%! assert ([m, i], [9 6]);
%! [m, i] = gpu_axis_max ([1 NaN 3], [], "includenan");
%! assert ([m, i], [NaN 2]);
%! [m, i] = gpu_axis_max ([1 NaN 3], [], 2, "omitnan");
%! assert ([m, i], [3 3]);
%! assert (size (gpu_axis_max (zeros (0, 3), [], [1 2])), [0 1]);
%! assert (size (gpu_axis_max (zeros (2, 0, 3), [], [1 2 3])), [1 0]);
%! assert (size (gpu_axis_max (zeros (0, 3), [], "all")), [0 1]);
## the help text is found for the MEX file (post_install.m puts this file
## beside it)
%!assert (! isempty (strfind (get_help_text ("gpu_axis_max"), "Largest element")))
%!error <Invalid call> gpu_axis_max ()
%!error <Invalid call> gpu_axis_max (1, [], 1, "omitnan", 5)
%!test __gpu_axis_assert_error__ (@() gpu_axis_max ([1 2], 2), "gpuaxis:elementwise");
%!test __gpu_axis_assert_error__ (@() gpu_axis_max ([1 2], []), "gpuaxis:elementwise");
%!test __gpu_axis_assert_error__ (@() gpu_axis_max ([1 2], 5, 2), "gpuaxis:elementwise");
%!test __gpu_axis_assert_error__ (@() gpu_axis_max ([1 2], [], 0), "gpuaxis:invalid-dim");
%!test __gpu_axis_assert_error__ (@() gpu_axis_max ([1 2], [], 1, "native"), "gpuaxis:invalid-type");
## [M, I] over non-adjacent dimensions: the linear index into them
%!test
%! [m, i] = gpu_axis_max (reshape (1:8, 2, 2, 2), [], [1 3]);
%! assert (m, [6 8]);
%! assert (i, [4 4]);
