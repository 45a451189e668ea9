## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{L} =} logical (@var{G})
## The truth of each element of the gpuArray @var{G}: a logical gpuArray,
## computed where the data is, with Octave's rules (nonzero is true, a
## complex element is true when either part is nonzero, NaN is an error
## with the identifier @code{gpuaxis:nan-to-logical}).
##
## Octave takes the truth of an object in @code{if}, @code{while},
## @code{&&} and @code{||} by calling its @code{logical} method and then
## the truth of what that returns.  So that such a condition is Octave's
## answer for the gathered array (empty is false, all elements nonzero is
## true), @code{logical} of a gpuArray that is @emph{already} logical
## returns the host logical array (@code{gather (@var{G})}); of any other
## class it returns a logical gpuArray.
##
## @example
## @group
## G = gpuArray ([0 2 -1]);
## if (G(2)), disp ("true"), end
## gather (logical (G))
## @end group
## @end example
## @seealso{gpuArray, cast, gather}
## @end deftypefn

function L = logical (G)
  if (strcmp (classUnderlying (G), "logical"))
    L = gather (G);            # the condition's truth, decided on the host
    return;
  endif
  try
    L = __gpu_array_handle__ (G, __gpu_array__ ("ew", "logical", 1, G.m));
  catch err
    __gpu_array_rethrow__ (err, "logical");
  end_try_catch
endfunction
