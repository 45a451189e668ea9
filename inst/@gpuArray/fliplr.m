## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} fliplr (@var{G})
## The gpuArray @var{G} with its columns backwards: @code{flip (@var{G}, 2)},
## one gather where the data is.
##
## @example
## @group
## gather (fliplr (gpuArray ([1 2 3])))
## @end group
## @end example
## @seealso{flip, flipud, rot90}
## @end deftypefn

function B = fliplr (G)
  if (nargin < 1)
    print_usage ();
  endif
  B = flip (G, 2);
endfunction
