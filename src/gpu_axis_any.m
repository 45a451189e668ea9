## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{T} =} gpu_axis_any (@var{A})
## @deftypefnx {} {@var{T} =} gpu_axis_any (@var{A}, @var{dim})
## True where any element of @var{A} along dimension @var{dim} is nonzero,
## computed on a CUDA GPU.
##
## Returns what @code{any (@var{A}, @var{dim})} returns, exactly: a logical
## array of the same size, for double, single, all integer classes,
## logical, char, complex, ranges and N-D arrays.  Without @var{dim} the
## first non-singleton dimension is reduced.
##
## An element counts when it is nonzero and not NaN, as in Octave (and
## MATLAB): @code{gpu_axis_any ([0 NaN])} is false.  A complex element
## counts when either part is nonzero and neither is NaN.  (@code{all}
## counts NaN as nonzero: see @code{gpu_axis_all}.)
##
## @var{dim} is a positive integer of any numeric class; a @var{dim} beyond
## @code{ndims (@var{A})} returns whether each element counts.  Extensions
## (not in Octave 7's @code{any}): @var{dim} may be a vector of distinct
## positive integers, in any order (true where any element over all of
## those dimensions counts), or @code{"all"} (over every element, 1x1).
## There are no options.
##
## Over an extent of 0 the result is false: @code{gpu_axis_any (zeros (0,
## 3))} is @code{[false false false]}, @code{gpu_axis_any ([])} is false
## (0x0 counts as 0x1), @code{gpu_axis_any (zeros (3, 0))} is 1x0, and
## @code{"all"} of an empty @var{A} is false.
##
## The reduction runs on the GPU when a usable CUDA device is present (see
## @code{gpu_axis_backend}); otherwise on the CPU with a one-time warning
## @code{gpuaxis:no-gpu}.  Sparse input is reduced on the CPU by Octave's
## own @code{any} and gives a sparse result (Octave 7.3's sparse @code{any}
## counts a stored NaN as true).
##
## Errors:
## @table @code
## @item Octave:invalid-fun-call
## no argument, more than 2, or more than one output.
## @item gpuaxis:invalid-input
## @var{A} is not numeric, logical or char (a cell, struct, function
## handle, @dots{}).
## @item gpuaxis:invalid-dim
## @var{dim} is 0, negative, fractional, NaN, Inf, empty, complex, a matrix,
## has repeated entries, or a string other than @code{"all"}
## (@code{"foo"}, @code{"ALL"}, @code{"omitnan"}).
## @end table
##
## Deliberate differences from Octave 7.3's @code{any}:
## @itemize
## @item
## An invalid @var{dim} is an error @code{gpuaxis:invalid-dim}: Octave 7.3
## truncates 1.5 to 1, takes 0 as the default dimension, returns
## @code{@var{A} != 0} for NaN or Inf, and takes the first element of a
## vector.
## @item
## @var{dim} vectors and @code{"all"} are accepted (Octave 7.3's @code{any}
## has neither).
## @end itemize
##
## @example
## @group
## gpu_axis_any ([0 0 1; 0 0 0])
##     @result{} [false false true]
## gpu_axis_any ([0 0 1; 0 0 0], 2)
##     @result{} [true; false]
## gpu_axis_any ([0 NaN])                  # NaN does not count
##     @result{} false
## gpu_axis_any (zeros (0, 3))
##     @result{} [false false false]
## gpu_axis_any (reshape ([0 0 0 1 0 0 0 0], 2, 2, 2), [1 3])
##     @result{} [false true]
## gpu_axis_any ([0 0; 0 2], "all")
##     @result{} true
## @end group
## @end example
##
## @seealso{any, gpu_axis_all, gpu_axis_backend, gpu_axis_info}
## @end deftypefn

## The work is done by gpu_axis_any.mex, which sits beside this file and
## takes precedence over it; this file carries the help text and tests.
function T = gpu_axis_any (varargin)
  error ("gpuaxis:not-built", ["gpu_axis_any: the compiled gpu_axis_any.mex ", ...
                               "is missing; reinstall the gpuaxis package"]);
endfunction

%!demo
%! ## Which rows hold an element above 4; a NaN does not count.
%! A = [3 1 4; 1 5 9];
%! gpu_axis_any (A > 4, 2)
%! gpu_axis_any ([0 NaN; 0 1])

%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! ## against Octave's any: class, size and value (NaN does not count)
%! A = [0 0 1; 0 0 0];
%! for c = {{A}, {A, 2}, {A, 3}, {int8([0 0; 0 -1])}, {single([0 1e-40])}, ...
%!          {"a b"}, {[0 1i]}, {[0 NaN]}, {[NaN 1]}, {NaN(2, 2), 2}, ...
%!          {complex([0 1], [NaN NaN])}, {zeros(0, 3)}, {[]}, {zeros(3, 0)}}
%!   assert (gpu_axis_any (c{1}{:}), any (c{1}{:}));
%! endfor
%! assert (gpu_axis_any ([0 NaN]), false);
%!test
%! warning ("off", "gpuaxis:no-gpu", "local");
%! ## the extensions
%! A = reshape ([0 0 0 1 0 0 0 0], 2, 2, 2);
%! assert (gpu_axis_any (A, [1 3]), [false true]);
%! assert (gpu_axis_any (A, [3 2]), [false; true]);
%! assert (gpu_axis_any (A, "all"), true);
%! assert (gpu_axis_any ([], "all"), false);
## the help text is found for the MEX file (post_install.m puts this file
## beside it)
%!assert (! isempty (strfind (get_help_text ("gpu_axis_any"), "True where any element")))
%!error <Invalid call> gpu_axis_any ()
%!error <Invalid call> gpu_axis_any ([1 0], 1, 2)
%!test __gpu_axis_assert_error__ (@() gpu_axis_any ({1}), "gpuaxis:invalid-input");
%!test __gpu_axis_assert_error__ (@() gpu_axis_any ([1 0], 1.5), "gpuaxis:invalid-dim");
%!test __gpu_axis_assert_error__ (@() gpu_axis_any ([1 0], "omitnan"), "gpuaxis:invalid-dim");
