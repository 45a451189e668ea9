## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{M} =} gpu_axis_mean (@var{A})
## @deftypefnx {} {@var{M} =} gpu_axis_mean (@var{A}, @var{dim})
## @deftypefnx {} {@var{M} =} gpu_axis_mean (@dots{}, "a")
## @deftypefnx {} {@var{M} =} gpu_axis_mean (@dots{}, @var{outtype})
## @deftypefnx {} {@var{M} =} gpu_axis_mean (@dots{}, @var{nanflag})
## Arithmetic mean of the elements of @var{A} along dimension @var{dim},
## computed on a CUDA GPU.
##
## Returns what Octave 7.3's @code{mean (@var{A}, @var{dim})} returns, that
## is @code{sum (@var{A}, @var{dim}) / size (@var{A}, @var{dim})}: the same
## class, the same size and the same values up to rounding, for double,
## single, all integer classes, logical, complex, ranges and N-D arrays.
##
## Without @var{dim} the mean runs along the first dimension of size greater
## than 1, or dimension 1 when there is none, as in Octave 7.3's
## @code{mean}.  This is not @code{sum}'s rule (the first dimension that is
## not 1) and differs for empty arrays: @code{gpu_axis_mean (zeros (0, 3))}
## is 0x1 (a mean along dimension 2) where @code{gpu_axis_sum (zeros (0, 3))}
## is 1x3, and @code{gpu_axis_mean (zeros (1, 0))} is 1x0.
##
## The class of @var{M}:
##
## @multitable @columnfractions 0.28 0.24 0.24 0.24
## @headitem @var{A} @tab default @tab @code{"native"} @tab @code{"double"}
## @item double @tab double @tab double @tab double
## @item single @tab single @tab single @tab double
## @item int8 @dots{} uint64 @tab double @tab the same integer class
## @tab double
## @item logical @tab double @tab double @tab double
## @end multitable
##
## @noindent
## Complex @var{A} gives a complex @var{M} of the same precision.  Integers
## are summed in double and divided in double; @code{"native"} then rounds
## that mean to the nearest integer of the class, halves away from zero,
## saturating (@code{int8 ([1 2 3 4])} gives @code{int8 (3)}).  Single is
## summed and divided in single; @code{"double"} converts that result.  Char
## @var{A} is refused, as Octave 7.3's @code{mean} refuses it.
##
## @var{dim} is a positive integer of any numeric class; a @var{dim} beyond
## @code{ndims (@var{A})} averages over an extent of 1 and returns @var{A}
## (converted to the result class).  Extensions (not in Octave 7's
## @code{mean}): @var{dim} may be a vector of distinct positive integers, in
## any order (the mean of all elements over those dimensions, divided by
## the product of their extents), or @code{"all"} (the mean of every
## element, 1x1; NaN for an empty @var{A}).
##
## Options, after @var{dim}, in any order, at most one of each:
## @table @asis
## @item "a"
## the arithmetic mean (the only kind computed here, and the default).
## @item @var{outtype}
## @code{"default"}, @code{"double"} or @code{"native"}, as in the table.
## The words are case-sensitive.
## @item @var{nanflag}
## (an extension) @code{"includenan"} (the default: a NaN makes the mean
## NaN) or @code{"omitnan"}: NaN elements (complex: real or imaginary part
## NaN) are left out of both the sum and the count; a mean of no non-NaN
## elements is NaN.  It changes nothing for integer or logical @var{A}.
## @end table
##
## The mean over an extent of 0 is 0/0 = NaN in the result class:
## @code{gpu_axis_mean (zeros (0, 3), 1)} is @code{[NaN NaN NaN]},
## @code{gpu_axis_mean ([])} is NaN (0x0 counts as 0x1); with
## @code{"native"} an integer result is @code{cast (NaN, class (@var{A}))},
## that is 0.
##
## The reduction runs on the GPU when a usable CUDA device is present (see
## @code{gpu_axis_backend}); otherwise on the CPU with a one-time warning
## @code{gpuaxis:no-gpu}.  Sparse input is averaged on the CPU by Octave's
## own @code{mean} and gives a sparse result; @var{nanflag} is refused for
## sparse input (@code{gpuaxis:invalid-type}).
##
## Errors:
## @table @code
## @item Octave:invalid-fun-call
## no argument, more than 5, or more than one output.
## @item gpuaxis:invalid-input
## @var{A} is char, or not numeric or logical (a cell, struct, function
## handle, @dots{}).
## @item gpuaxis:invalid-dim
## @var{dim} is 0, negative, fractional, NaN, Inf, empty, complex, a matrix,
## has repeated entries, or is a string other than @code{"all"} that is not
## within two typing edits of an @var{outtype} word (@code{"foo"},
## @code{"ALL"}).
## @item gpuaxis:invalid-type
## an unknown option (@code{"extra"}, @code{"NATIVE"}, a number after an
## option), two @var{outtype}s or two @var{nanflag}s, a misspelt
## @var{outtype} in @var{dim}'s place (@code{"Native"}, @code{"dobule"}),
## the geometric or harmonic mean (@code{"g"}, @code{"h"}), or a
## @var{nanflag} with sparse @var{A}.
## @end table
##
## Deliberate differences from Octave 7.3's @code{mean}:
## @itemize
## @item
## On the GPU, floating-point sums are added in a tree, not strictly left
## to right, so they round differently (usually more accurately).  The CPU
## backend adds in index order, as @code{mean} does.
## @item
## @code{"g"} and @code{"h"} (geometric and harmonic mean) are refused.
## @item
## @var{outtype} words are case-sensitive (Octave 7.3 also takes
## @code{"NATIVE"}), may come before other options (7.3 wants
## @var{outtype} last), and @var{dim} must come right after @var{A}
## (7.3 also takes @code{mean (@var{A}, "a", 2)}).
## @item
## Every error carries an identifier (7.3's @code{mean} gives none for an
## invalid @var{dim} or char @var{A}).
## @item
## @var{dim} vectors, @code{"all"} and @var{nanflag} are accepted (Octave
## 7.3's @code{mean} has none of them).
## @end itemize
##
## @example
## @group
## gpu_axis_mean ([1 2; 3 4])
##     @result{} [2 3]
## gpu_axis_mean ([1 2; 3 4], 2)
##     @result{} [1.5; 3.5]
## gpu_axis_mean (int8 ([1 2 3 4]), "native")   # 2.5, rounded
##     @result{} int8 (3)
## gpu_axis_mean (zeros (0, 3))                 # along dim 2, unlike sum
##     @result{} zeros (0, 1)
## gpu_axis_mean (reshape (1:8, 2, 2, 2), [1 3])
##     @result{} [3.5 5.5]
## gpu_axis_mean ([1 NaN 3], "omitnan")
##     @result{} 2
## @end group
## @end example
##
## @seealso{mean, gpu_axis_sum, gpu_axis_backend, gpu_axis_info}
## @end deftypefn

## The work is done by gpu_axis_mean.mex, which sits beside this file and
## takes precedence over it; this file carries the help text and tests.
function M = gpu_axis_mean (varargin)
  error ("gpuaxis:not-built", ["gpu_axis_mean: the compiled gpu_axis_mean.mex ", ...
                               "is missing; reinstall the gpuaxis package"]);
endfunction

%!demo
%! ## The default dimension is mean's (the first of size > 1), not sum's.
%! size (gpu_axis_mean (zeros (0, 3)))
%! size (gpu_axis_sum (zeros (0, 3)))

%!demo
%! ## "native" rounds the double mean into the class; "omitnan" skips NaN.
%! gpu_axis_mean (int8 ([1 2 3 4]), "native")
%! gpu_axis_mean ([1 NaN 3], "omitnan")

%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! ## against the running Octave's mean: class, size and value
%! A = [1 2; 3 4];
%! for c = {{A}, {A, 2}, {A, 3}, {int8([1 2 3 4])}, ...
%!          {uint8([250 255]), "native"}, {single([1 2]), "double"}, ...
%!          {single([1 2])}, {[true false], "native"}, {[1i 2]}, ...
%!          {zeros(0, 3)}, {zeros(1, 0)}, {zeros(3, 0)}, {[]}, {zeros(0, 3), 1}}
%!   assert (gpu_axis_mean (c{1}{:}), mean (c{1}{:}));
%! endfor
%! if (compare_versions (OCTAVE_VERSION (), "9.0.0", "<"))
%!   assert (gpu_axis_mean (A, 2, "a"), mean (A, 2, "a"));
%! else                                # Octave 9 dropped "a"
%!   fail ('mean (A, 2, "a")');
%!   fail ('gpu_axis_mean (A, 2, "a")', "unrecognized option 'a'");
%! endif
%! assert (gpu_axis_mean (int8 ([1 2 3 4]), "native"), int8 (3));
%! assert (gpu_axis_mean (int8 (zeros (0, 3)), 1, "native"), int8 ([0 0 0]));
%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! ## the extensions
%! A = reshape (1:8, 2, 2, 2);
%! assert (gpu_axis_mean (A, [1 3]), [3.5 5.5]);
%! assert (gpu_axis_mean (A, "all"), 4.5);
%! assert (gpu_axis_mean ([], "all"), NaN);
%! assert (gpu_axis_mean ([1 NaN 3], "omitnan"), 2);
%! assert (gpu_axis_mean ([NaN NaN], "omitnan"), NaN);
%! assert (gpu_axis_mean (single ([1 NaN 3]), 2, "omitnan"), single (2));
%! assert (gpu_axis_mean ([1 2; 3 4], 1, "default"), [2 3]);
%! assert (gpu_axis_mean (int8 ([1 2 3 4]), "omitnan", "native"), int8 (3));
## the help text is found for the MEX file (post_install.m puts this file
## beside it)
%!assert (! isempty (strfind (get_help_text ("gpu_axis_mean"), "Arithmetic mean")))
%!error <Invalid call> gpu_axis_mean ()
%!error <Invalid call> gpu_axis_mean (1, 1, "a", "native", "omitnan", 6)
%!test __gpu_axis_assert_error__ (@() gpu_axis_mean ("ab"), "gpuaxis:invalid-input");
%!test __gpu_axis_assert_error__ (@() gpu_axis_mean ([1 2], 1.5), "gpuaxis:invalid-dim");
%!test __gpu_axis_assert_error__ (@() gpu_axis_mean ([1 2], "g"), "gpuaxis:invalid-type");
%!test __gpu_axis_assert_error__ (@() gpu_axis_mean ([1 2], 2, "h"), "gpuaxis:invalid-type");
%!test __gpu_axis_assert_error__ (@() gpu_axis_mean ([1 2], "dobule"), "gpuaxis:invalid-type");
%!test __gpu_axis_assert_error__ (@() gpu_axis_mean ([1 2], 1, "extra"), "gpuaxis:invalid-type");
