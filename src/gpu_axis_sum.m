## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{S} =} gpu_axis_sum (@var{A})
## @deftypefnx {} {@var{S} =} gpu_axis_sum (@var{A}, @var{dim})
## @deftypefnx {} {@var{S} =} gpu_axis_sum (@dots{}, @var{type})
## Sum of the elements of @var{A} along dimension @var{dim}, computed on a
## CUDA GPU.
##
## Returns what @code{sum (@var{A}, @var{dim})} returns: the same class, the
## same size and the same values up to rounding, for double, single, all
## integer classes, logical, char, complex, ranges, diagonal and permutation
## matrices and N-D arrays (of any number of dimensions).  Without @var{dim}
## the first non-singleton dimension is summed.
##
## @var{dim} may also be a vector of distinct positive integers (of any
## length) or @code{"all"}: the sum then runs over all of those dimensions.
## A logical @var{dim} counts as its value (@code{true} is 1), a complex one
## as its real part when the imaginary part is zero, as in @code{sum}.
##
## @var{type} is one of
## @table @asis
## @item "native"
## sum in the class of @var{A}; integers saturate at every step, in index
## order, exactly as Octave's @code{sum} does; logical gives @code{any}.
## @item "double"
## sum in double precision (the default for all classes but single).
## @item "extra"
## compensated double-precision sum (at least as accurate as Octave's).
## @end table
## As in @code{sum}, a string given as the only option is @var{type}, so a
## misspelt one is the error @code{gpuaxis:invalid-type}; @code{"all"} is the
## only @var{dim} string.
##
## The reduction runs on the GPU through shared-memory parallel reduction
## kernels when a usable CUDA device is present (see
## @code{gpu_axis_backend}); otherwise it runs on the CPU with the warning
## @code{gpuaxis:no-gpu}, given once a session (while that warning is set to
## @code{"error"}, every call that would fall back raises it).  Sparse input
## is summed on the CPU by Octave's own @code{sum} and gives a sparse
## result; dimensions above 2 of a sparse matrix have size 1, so summing
## along them returns the matrix (Octave 7.3's @code{sum (S, 3)} sums its
## columns instead).  Running out of memory, also under a limit such as
## @code{ulimit -v}, is the error @code{gpuaxis:out-of-memory}.
##
## A tree reduction rounds differently from @code{sum}'s left-to-right loop
## (usually more accurately).  Deliberate differences from Octave 7's
## @code{sum}: an invalid @var{dim} (fractional, NaN, Inf, empty, a matrix,
## repeated entries, complex with a non-zero imaginary part, sparse) is an
## error @code{gpuaxis:invalid-dim}, where @code{sum} truncates it, ignores
## it, or takes its first element or its real part (0 and negative
## @var{dim}s are errors in both); @code{"extra"} returns @code{Inf} for a
## sum that overflows or holds an @code{Inf} where Octave returns NaN;
## @var{dim} vectors and @code{"all"} are accepted.
##
## @example
## @group
## A = (0:7)' * 10 + (0:15);     # the 8x16 example: element = row*10 + col
## gpu_axis_sum (A, 1)           # 280 288 ... 400
## gpu_axis_sum (A, 2)'          # 120 280 ... 1240
## gpu_axis_sum (int8 ([100 100 -100]), "native")   # 27, like sum
## @end group
## @end example
##
## @seealso{sum, gpu_axis_backend, gpu_axis_info}
## @end deftypefn

## The work is done by gpu_axis_sum.mex, which sits beside this file and
## takes precedence over it; this file carries the help text and tests.
function S = gpu_axis_sum (varargin)
  error ("gpuaxis:not-built", ["gpu_axis_sum: the compiled gpu_axis_sum.mex ", ...
                               "is missing; reinstall the gpuaxis package"]);
endfunction

%!demo
%! ## The seed example: 8x16, element = row*10 + col, summed both ways.
%! A = (0:7)' * 10 + (0:15);
%! down_columns = gpu_axis_sum (A, 1)
%! across_rows = gpu_axis_sum (A, 2)
%! printf ("matches sum: %d %d\n", isequal (down_columns, sum (A, 1)), ...
%!         isequal (across_rows, sum (A, 2)));

%!demo
%! ## Saturating integer sums, in index order, like Octave's sum.
%! gpu_axis_sum (int8 ([100 100 -100]), "native")
%! gpu_axis_sum (int8 ([-100 100 100]), "native")

%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! A = (0:7)' * 10 + (0:15);
%! assert (gpu_axis_sum (A, 1), 280 + 8 * (0:15));
%! assert (gpu_axis_sum (A, 1)([1 2 end]), [280 288 400]);   # the help's example
%! assert (gpu_axis_sum (A, 2), (120:160:1240)');
## the help text is found for the MEX file (post_install.m puts this file
## beside it)
%!assert (! isempty (strfind (get_help_text ("gpu_axis_sum"), "Sum of the elements")))
%!error <Invalid call> gpu_axis_sum ()
%!error <Invalid call> gpu_axis_sum (1, 2, "native", "omitnan", 4)
