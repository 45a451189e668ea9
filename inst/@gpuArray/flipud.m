## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} flipud (@var{G})
## The gpuArray @var{G} with its rows backwards: @code{flip (@var{G}, 1)},
## one gather where the data is.
##
## @example
## @group
## gather (flipud (gpuArray ([1; 2; 3])))
## @end group
## @end example
## @seealso{flip, fliplr, rot90}
## @end deftypefn

function B = flipud (G)
  if (nargin < 1)
    print_usage ();
  endif
  B = flip (G, 1);
endfunction
