## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{A} =} ipermute (@var{G}, @var{perm})
## The inverse of @code{permute (@var{G}, @var{perm})}, computed where the
## data is: @code{permute} with the inverse permutation (Octave's errors
## for a bad @var{perm}).
##
## @example
## @group
## G = gpuArray (rand (2, 3, 4));
## size (ipermute (permute (G, [3 1 2]), [3 1 2]))
## @end group
## @end example
## @seealso{permute}
## @end deftypefn

function A = ipermute (G, perm)
  if (nargin != 2)
    print_usage ();
  endif
  perm = gather (perm);
  try
    ipermute (zeros (ones (1, max (2, numel (perm)))), perm);   # Octave's checks
  catch err
    __gpu_array_rethrow__ (gpuaxis_id_ (err), "ipermute");
  end_try_catch
  [~, inv] = sort (perm);
  A = permute (G, inv);
endfunction
