## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{B} =} flip (@var{G})
## @deftypefnx {} {@var{B} =} flip (@var{G}, @var{dim})
## The gpuArray @var{G} backwards along @var{dim} (the first
## non-singleton dimension by default), as Octave's @code{flip}: one
## gather where the data is.
##
## @example
## @group
## G = gpuArray ([1 2 3; 4 5 6]);
## gather (flip (G, 2))
## @end group
## @end example
## @seealso{fliplr, flipud, rot90, circshift}
## @end deftypefn

function B = flip (G, dim)
  if (nargin < 1)
    print_usage ();
  endif
  try
    if (nargin == 2)
      dim = gather (dim);
    endif
    if (! isa (G, "gpuArray"))          # flip (X, gpuArray (DIM))
      B = flip (G, dim);
      return;
    endif
    if (nargin == 1)
      (dim = find (size (G) > 1, 1)) || (dim = 1);
    elseif (! (isscalar (dim) && isindex (dim)))
      error ("flip: DIM must be a positive integer");
    endif
    rev = false (1, dim);
    rev(dim) = true;
    B = flip_gather_ (G, 1:dim, rev);
  catch err
    __gpu_array_rethrow__ (gpuaxis_id_ (err), "flip");
  end_try_catch
endfunction
