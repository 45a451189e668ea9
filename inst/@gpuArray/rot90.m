## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{B} =} rot90 (@var{G})
## @deftypefnx {} {@var{B} =} rot90 (@var{G}, @var{k})
## The gpuArray @var{G} turned by @var{k} (default 1) quarter turns
## counterclockwise in the plane of its first two dimensions, as Octave's
## @code{rot90}: one gather where the data is (the transpose and the flip
## together).
##
## @example
## @group
## gather (rot90 (gpuArray ([1 2; 3 4])))
## @end group
## @end example
## @seealso{flip, permute}
## @end deftypefn

function B = rot90 (G, k = 1)
  if (nargin < 1)
    print_usage ();
  endif
  try
    k = gather (k);
    if (! isa (G, "gpuArray"))          # rot90 (X, gpuArray (K))
      B = rot90 (G, k);
      return;
    endif
    if (! (isscalar (k) && isreal (k) && k == fix (k)))
      error ("rot90: K must be a single real integer");
    endif
    switch (mod (k, 4))
      case 0
        B = G;
      case 1                            # flipud (permute (G, [2 1 ...]))
        B = flip_gather_ (G, [2 1], [true false]);
      case 2
        B = flip_gather_ (G, [1 2], [true true]);
      otherwise                         # permute (flipud (G), [2 1 ...])
        B = flip_gather_ (G, [2 1], [false true]);
    endswitch
  catch err
    __gpu_array_rethrow__ (gpuaxis_id_ (err), "rot90");
  end_try_catch
endfunction
