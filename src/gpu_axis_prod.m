## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{P} =} gpu_axis_prod (@var{A})
## @deftypefnx {} {@var{P} =} gpu_axis_prod (@var{A}, @var{dim})
## @deftypefnx {} {@var{P} =} gpu_axis_prod (@dots{}, @var{type})
## @deftypefnx {} {@var{P} =} gpu_axis_prod (@dots{}, @var{nanflag})
## Product of the elements of @var{A} along dimension @var{dim}, computed on
## a CUDA GPU.
##
## Returns what @code{prod (@var{A}, @var{dim})} returns: the same class, the
## same size and the same values up to rounding, for double, single, all
## integer classes, logical, char, complex, ranges and N-D arrays.  Without
## @var{dim} the first non-singleton dimension is multiplied.
##
## The class of @var{P}:
##
## @multitable @columnfractions 0.28 0.24 0.24 0.24
## @headitem @var{A} @tab default @tab @code{"native"} @tab @code{"double"}
## @item double @tab double @tab double @tab double
## @item single @tab single @tab single @tab double
## @item int8 @dots{} uint64 @tab double @tab the same integer class
## @tab double
## @item logical @tab double @tab logical @tab double
## @item char @tab double @tab double @tab double
## @end multitable
##
## @noindent
## Complex @var{A} gives a complex @var{P} of the same precision (real when
## every imaginary part of the result is 0, as in Octave).
##
## @var{dim} is a positive integer of any numeric class (@code{2},
## @code{int32 (2)}, @code{single (2)}); a @var{dim} beyond
## @code{ndims (@var{A})} multiplies over an extent of 1 and returns
## @var{A}.  Extensions (not in Octave 7's @code{prod}): @var{dim} may be a
## vector of distinct positive integers, in any order, and the product then
## runs over all of those dimensions (each becomes 1 in the result, the
## elements taken in column-major order of the listed dimensions); or
## @code{"all"}, the product of every element (1x1, also for an empty
## @var{A}).
##
## @var{type} is one of
## @table @asis
## @item "native"
## multiply in the class of @var{A}.  Integers saturate at every step, in
## index order, exactly as Octave's @code{prod} does
## (@code{int8 ([100 2 -1])} gives @code{-127}: 100*2 saturates at 127,
## then times -1).  Over a @var{dim} vector whose dimensions are not
## adjacent, the run of lower dimensions is multiplied first, saturating at
## each step in that order.  Logical gives @code{all}; char and double stay
## double, single stays single.
## @item "double"
## multiply in double precision (the default for every class but single).
## @item "default"
## the same as giving no @var{type}.
## @end table
##
## @var{nanflag} (an extension) is @code{"includenan"} (the default: a NaN
## makes the product NaN) or @code{"omitnan"}: every NaN element (complex:
## real or imaginary part NaN) counts as 1.  It changes nothing for integer,
## logical or char @var{A}.  @var{type} and @var{nanflag} may come in either
## order, after @var{dim}.
##
## The product over an extent of 0 is 1: @code{gpu_axis_prod (zeros (0, 3))}
## is @code{[1 1 1]}, @code{gpu_axis_prod ([])} is 1 (0x0 counts as 0x1, as
## in @code{prod}), @code{gpu_axis_prod (zeros (3, 0))} is 1x0.  The sign of
## a zero result is kept: @code{gpu_axis_prod ([-0 1])} is -0.
##
## The reduction runs on the GPU when a usable CUDA device is present (see
## @code{gpu_axis_backend}); otherwise on the CPU with a one-time warning
## @code{gpuaxis:no-gpu}.  Sparse input is multiplied on the CPU by Octave's
## own @code{prod} and gives a sparse result; @var{nanflag} is refused for
## sparse input (@code{gpuaxis:invalid-type}).
##
## Errors:
## @table @code
## @item Octave:invalid-fun-call
## no argument, more than 4, or more than one output.
## @item gpuaxis:invalid-input
## @var{A} is not numeric, logical or char (a cell, struct, function
## handle, @dots{}).
## @item gpuaxis:invalid-dim
## @var{dim} is 0, negative, fractional, NaN, Inf, empty, complex, a matrix,
## has repeated entries, or is a string other than @code{"all"} that is not
## within two typing edits of a @var{type} word (@code{"foo"},
## @code{"ALL"}).
## @item gpuaxis:invalid-type
## an unknown option (@code{"extra"}, @code{"Omitnan"}, a number after
## @var{dim}), two @var{type}s or two @var{nanflag}s, a misspelt @var{type}
## in @var{dim}'s place (@code{"Native"}, @code{"dobule"}), or a
## @var{nanflag} with sparse @var{A}.
## @end table
##
## Deliberate differences from Octave 7.3's @code{prod}:
## @itemize
## @item
## On the GPU, floating-point products are formed in a tree, not strictly
## left to right, so they round differently; and where partial products
## leave the range of the class, the result may be another of Inf, 0 or NaN
## than @code{prod}'s (Octave gives @code{Inf} for
## @code{prod ([1e200 1e200 1e-200 1e-200])}).  The CPU backend multiplies
## in index order, as @code{prod} does.
## @item
## An invalid @var{dim} is an error @code{gpuaxis:invalid-dim}: Octave 7.3
## truncates 1.5 to 1, returns @var{A} unchanged for NaN or Inf, and takes
## the first element of a vector.
## @item
## @var{dim} vectors, @code{"all"}, @var{nanflag} and @code{"default"} are
## accepted (Octave 7.3's @code{prod} has none of them).
## @end itemize
##
## @example
## @group
## gpu_axis_prod ([1 2; 3 4])
##     @result{} [3 8]
## gpu_axis_prod ([1 2; 3 4], 2)
##     @result{} [2; 12]
## gpu_axis_prod (int8 ([100 2 -1]))             # double: no saturation
##     @result{} -200
## gpu_axis_prod (int8 ([100 2 -1]), "native")   # saturates, like prod
##     @result{} int8 (-127)
## gpu_axis_prod (zeros (0, 3))
##     @result{} [1 1 1]
## gpu_axis_prod (reshape (1:8, 2, 2, 2), [1 3]) # 1*2*5*6, 3*4*7*8
##     @result{} [60 672]
## gpu_axis_prod ([2 NaN 3], "omitnan")
##     @result{} 6
## @end group
## @end example
##
## @seealso{prod, gpu_axis_sum, gpu_axis_backend, gpu_axis_info}
## @end deftypefn

## The work is done by gpu_axis_prod.mex, which sits beside this file and
## takes precedence over it; this file carries the help text and tests.
function P = gpu_axis_prod (varargin)
  error ("gpuaxis:not-built", ["gpu_axis_prod: the compiled gpu_axis_prod.mex ", ...
                               "is missing; reinstall the gpuaxis package"]);
endfunction

%!demo
%! ## Column and row products of a small matrix, and Octave's prod of it.
%! A = [1 2; 3 4];
%! [gpu_axis_prod(A); prod(A)]
%! [gpu_axis_prod(A, 2), prod(A, 2)]

%!demo
%! ## Saturating "native" integer products, in index order, like prod.
%! gpu_axis_prod (int8 ([100 2 -1]), "native")
%! gpu_axis_prod (int8 ([-1 100 2]), "native")

%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! ## against Octave's prod: class, size and value
%! A = [1 2; 3 4];
%! for c = {{A}, {A, 2}, {A, 3}, {int8([100 2 -1])}, {int8([100 2 -1]), "native"}, ...
%!          {true(2, 3), "native"}, {single([1 2 3])}, {"ab"}, {[1i 2]}, ...
%!          {zeros(0, 3)}, {[]}, {zeros(3, 0)}}
%!   assert (gpu_axis_prod (c{1}{:}), prod (c{1}{:}));
%! endfor
%! assert (gpu_axis_prod (int8 ([100 2 -1]), "native"), int8 (-127));
%! assert (1 ./ gpu_axis_prod ([-0 1]), -Inf);
%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! ## the extensions
%! A = reshape (1:8, 2, 2, 2);
%! assert (gpu_axis_prod (A, [1 3]), [60 672]);
%! assert (gpu_axis_prod (A, [3 1]), [60 672]);
%! assert (gpu_axis_prod (A, "all"), 40320);
%! assert (gpu_axis_prod (zeros (0, 3), "all"), 1);
%! assert (gpu_axis_prod ([2 NaN 3], "omitnan"), 6);
%! assert (gpu_axis_prod ([2 NaN 3], "includenan"), NaN);
%! assert (gpu_axis_prod ([1 2; 3 4], 1, "default"), [3 8]);
%! assert (gpu_axis_prod (int8 ([100 2 -1]), "native", "omitnan"), int8 (-127));
## the help text is found for the MEX file (post_install.m puts this file
## beside it)
%!assert (! isempty (strfind (get_help_text ("gpu_axis_prod"), "Product of the elements")))
%!error <Invalid call> gpu_axis_prod ()
%!error <Invalid call> gpu_axis_prod (1, 2, "native", "omitnan", 5)
%!test __gpu_axis_assert_error__ (@() gpu_axis_prod ({1}), "gpuaxis:invalid-input");
%!test __gpu_axis_assert_error__ (@() gpu_axis_prod ([1 2], 0), "gpuaxis:invalid-dim");
%!test __gpu_axis_assert_error__ (@() gpu_axis_prod ([1 2], 1.5), "gpuaxis:invalid-dim");
%!test __gpu_axis_assert_error__ (@() gpu_axis_prod ([1 2], "foo"), "gpuaxis:invalid-dim");
%!test __gpu_axis_assert_error__ (@() gpu_axis_prod ([1 2], "Native"), "gpuaxis:invalid-type");
%!test __gpu_axis_assert_error__ (@() gpu_axis_prod ([1 2], 1, "extra"), "gpuaxis:invalid-type");
