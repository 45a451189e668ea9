## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{M} =} gpu_axis_min (@var{A})
## @deftypefnx {} {@var{M} =} gpu_axis_min (@var{A}, [], @var{dim})
## @deftypefnx {} {@var{M} =} gpu_axis_min (@var{A}, [], @var{nanflag})
## @deftypefnx {} {@var{M} =} gpu_axis_min (@var{A}, [], @var{dim}, @var{nanflag})
## @deftypefnx {} {[@var{M}, @var{I}] =} gpu_axis_min (@dots{})
## Smallest element of @var{A} along dimension @var{dim}, and its index,
## computed on a CUDA GPU.
##
## Returns what @code{min (@var{A}, [], @var{dim})} returns: the same class,
## the same size and the same values, exactly (min selects an element, it
## does not round), for double, single, all integer classes, logical, char,
## complex, ranges and N-D arrays.  Without @var{dim} the first
## non-singleton dimension is reduced.  Only the reduction is computed here:
## the second argument must be @code{[]} (see below).  The rules are those
## of @code{gpu_axis_max} with ``smallest'' for ``largest''.
##
## The class of @var{M} is the class of @var{A} (double, single, every
## integer class, and logical); char @var{A} gives double.  Complex @var{A}
## gives a complex @var{M} of the same precision (real when every imaginary
## part of the result is 0, as in Octave).
##
## @var{I}, the second output, is double and of the size of @var{M}: the
## 1-based index of the chosen element along @var{dim}; over a @var{dim}
## vector the linear index into the reduced sub-array (column-major over
## the listed dimensions, in ascending order); over @code{"all"} the linear
## index into @var{A}.
##
## How the smallest element is chosen:
## @itemize
## @item
## NaN is skipped (the default, @code{"omitnan"}); a slice of NaNs only gives
## its first element (NaN) with @var{I} = 1.  With @code{"includenan"} (an
## extension) a slice holding a NaN (complex: real or imaginary part NaN)
## gives its first NaN element and @var{I} its index.
## @item
## Ties go to the first index; -0 and 0 are equal, so the first of them is
## returned: @code{gpu_axis_min ([0 -0])} is 0, @code{gpu_axis_min ([-0 0])}
## is -0.
## @item
## Complex elements are compared by @code{abs}, and equal magnitudes by
## @code{arg}, in (-pi, pi]: @code{gpu_axis_min ([1i -1 1])} is 1.
## @end itemize
##
## @var{dim} is a positive integer of any numeric class; a @var{dim} beyond
## @code{ndims (@var{A})} returns @var{A} (and @var{I} all ones).
## Extensions (not in Octave 7's @code{min}): @var{dim} may be a vector of
## distinct positive integers, in any order, or @code{"all"} (1x1).
## @code{[@var{M}, @var{I}]} over a @var{dim} vector gives in @var{I} the
## linear index into the reduced dimensions (column-major over the listed
## dimensions in ascending order); over @code{"all"}, into @var{A}.
##
## There is no minimum of nothing: an extent of 0 that is reduced stays 0
## (@code{gpu_axis_min (zeros (0, 3))} is 0x3, @code{gpu_axis_min ([])} is
## 0x0); over a @var{dim} vector the listed extents of 0 stay 0 and the
## others become 1; @code{"all"} of an empty @var{A} is 0x1.  @var{I} is
## then empty of the same size.
##
## The reduction runs on the GPU when a usable CUDA device is present (see
## @code{gpu_axis_backend}); otherwise on the CPU with a one-time warning
## @code{gpuaxis:no-gpu}.  Both give the same @var{M} and @var{I}.  Sparse
## input is reduced on the CPU by Octave's own @code{min} and gives a sparse
## result; @var{nanflag} is refused for sparse input
## (@code{gpuaxis:invalid-type}), and so is @code{[@var{M}, @var{I}]} over
## both of its dimensions (@code{gpuaxis:invalid-dim}).
##
## Errors:
## @table @code
## @item Octave:invalid-fun-call
## no argument, more than 4, or more than two outputs.
## @item gpuaxis:invalid-input
## @var{A} is not numeric, logical or char.
## @item gpuaxis:elementwise
## two arguments, whatever the second is (@code{gpu_axis_min (@var{A}, 0)},
## @code{gpu_axis_min (@var{A}, "all")}): that is the elementwise minimum of
## two arrays, for Octave's @code{min (@var{A}, @var{B})}; or a second
## argument that is not empty (@code{gpu_axis_min (@var{A}, 5, 2)}).
## @item gpuaxis:invalid-dim
## @var{dim} is 0, negative, fractional, NaN, Inf, empty, complex, a matrix,
## has repeated entries, or a string other than @code{"all"} and the
## @var{nanflag}s.
## @item gpuaxis:invalid-type
## after @var{dim}, anything but one @var{nanflag}; a @var{nanflag} with
## sparse @var{A}.
## @end table
##
## Deliberate differences from Octave 7.3's @code{min}, the same as
## @code{gpu_axis_max}'s: the elementwise form @code{min (@var{A},
## @var{B})} is refused, and so is a non-empty @var{B} with three or four
## arguments, which Octave 7.3 ignores with a warning (both
## @code{gpuaxis:elementwise}); an invalid @var{dim} is an error where
## Octave 7.3 takes the first element of a vector, returns @var{A} for Inf,
## or fails without an identifier (0, fractional, NaN); @var{dim} vectors,
## @code{"all"} and @var{nanflag} are accepted (7.3 has none of them and
## always skips NaN).
##
## @example
## @group
## [M, I] = gpu_axis_min ([3 1 4; 1 5 9])
##     @result{} M = [1 1 4]
##     @result{} I = [2 1 1]
## [M, I] = gpu_axis_min ([3 1 4; 1 5 9], [], 2)
##     @result{} M = [1; 1]
##     @result{} I = [2; 1]
## [M, I] = gpu_axis_min ([4 NaN 1 1])           # NaN skipped, first tie
##     @result{} M = 1
##     @result{} I = 3
## gpu_axis_min (uint8 ([7 2 9]))
##     @result{} uint8 (2)
## gpu_axis_min ("ab")                           # char gives double
##     @result{} 97
## [M, I] = gpu_axis_min ([3 1 4; 1 5 9], [], "all")
##     @result{} M = 1
##     @result{} I = 2
## [M, I] = gpu_axis_min ([4 NaN 1], [], "includenan")
##     @result{} M = NaN
##     @result{} I = 2
## @end group
## @end example
##
## @seealso{min, gpu_axis_max, gpu_axis_backend, gpu_axis_info}
## @end deftypefn

## The work is done by gpu_axis_min.mex, which sits beside this file and
## takes precedence over it; this file carries the help text and tests.
function [M, I] = gpu_axis_min (varargin)
  error ("gpuaxis:not-built", ["gpu_axis_min: the compiled gpu_axis_min.mex ", ...
                               "is missing; reinstall the gpuaxis package"]);
endfunction

%!demo
%! ## Over every element: I is the linear index into A.
%! A = [3 1 4; 1 5 9];
%! [M, I] = gpu_axis_min (A, [], "all")
%! A(I)

%!demo
%! ## Ties go to the first index, so the sign of a zero minimum is the first's.
%! [M, I] = gpu_axis_min ([0 -0 2])
%! 1 / M

%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! ## M and I as Octave's min gives them, for each class and shape
%! X = [3 1 4; 1 5 9];
%! cases = {{X}, {X, [], 2}, {uint8([7 2 9])}, {[true false]}, {"ab"}, ...
%!          {single([1 NaN 2]), [], 2}, {[1i -1 1]}, {[4 NaN 1 1]}, ...
%!          {[NaN NaN]}, {zeros(0, 3)}, {zeros(3, 0)}, {[]}};
%! for k = 1:numel (cases)
%!   [got, at] = gpu_axis_min (cases{k}{:});
%!   [want, want_at] = min (cases{k}{:});
%!   assert (got, want);
%!   assert (at, want_at);
%! endfor
%! assert (gpu_axis_min (uint8 ([7 2 9])), uint8 (2));
%! [m, i] = gpu_axis_min ([0 -0]);
%! assert ([1/m, i], [Inf 1]);
%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! ## the extensions
%! A = reshape (1:8, 2, 2, 2);
%! assert (gpu_axis_min (A, [], [1 3]), [1 3]);
%! [m, i] = gpu_axis_min (A, [], [2 3]);
%! assert (m, [1; 2]);
%! assert (i, [1; 1]);
%! [m, i] = gpu_axis_min ([3 1 4; 1 5 9], [], "all");
%! assert ([m, i], [1 2]);
%! [m, i] = gpu_axis_min ([4 NaN 1], [], "includenan");
%! assert ([m, i], [NaN 2]);
%! assert (size (gpu_axis_min (zeros (0, 3), [], "all")), [0 1]);
## the help text is found for the MEX file (post_install.m puts this file
## beside it)
%!assert (! isempty (strfind (get_help_text ("gpu_axis_min"), "Smallest element")))
%!error <Invalid call> gpu_axis_min ()
%!error <Invalid call> gpu_axis_min (1, [], 1, "omitnan", 5)
%!test __gpu_axis_assert_error__ (@() gpu_axis_min ([1 2], "all"), "gpuaxis:elementwise");
%!test __gpu_axis_assert_error__ (@() gpu_axis_min ([1 2], 5, 2), "gpuaxis:elementwise");
%!test __gpu_axis_assert_error__ (@() gpu_axis_min ([1 2], [], "foo"), "gpuaxis:invalid-dim");
%!test __gpu_axis_assert_error__ (@() gpu_axis_min ([1 2], [], "omitnan", "includenan"), "gpuaxis:invalid-type");
## [M, I] over non-adjacent dimensions: the linear index into them
%!test
%! [m, i] = gpu_axis_min (reshape (1:8, 2, 2, 2), [], [1 3]);
%! assert (m, [1 3]);
%! assert (i, [1 1]);
