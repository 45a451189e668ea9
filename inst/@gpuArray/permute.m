## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} permute (@var{G}, @var{perm})
## Octave's @code{permute}: the dimensions of the gpuArray @var{G}
## rearranged as @var{perm} says, as a gpuArray; one gather kernel where
## the data is.
##
## @example
## @group
## G = permute (gpuArray (ones (2, 3, 4)), [3 1 2]);
## size (G)
##   @result{} 4   2   3
## @end group
## @end example
##
## @seealso{transpose, reshape, squeeze, gpuArray}
## @end deftypefn

function B = permute (G, perm)
  if (nargin != 2)
    print_usage ();
  endif
  perm = double (gather (perm));
  sz = G.m(4:end);
  np = numel (perm);
  if (np < numel (sz) || ! isequal (sort (perm(:)'), 1:np))
    error ("gpuaxis:invalid-input", "permute: PERM is not a valid permutation vector");
  endif
  sz(end+1:np) = 1;
  stride = [1, cumprod(sz(1:end-1))];
  D = [sz(perm)', stride(perm)', zeros(np, 1), ones(np, 1), zeros(np, 1), sz(perm)'];
  try
    B = __gpu_array_handle__ (G, __gpu_array__ ("ix_gather", G.m,
                                                ix_chop_ (sz(perm)), D, {}));
  catch err
    ix_rethrow_ (err, "permute");
  end_try_catch
endfunction
