## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{R} =} triu (@var{G})
## @deftypefnx {} {@var{R} =} triu (@var{G}, @var{k})
## @deftypefnx {} {@var{R} =} triu (@var{G}, @var{k}, "pack")
## Octave's @code{triu} of the gpuArray @var{G}, the elements outside the
## part set to 0 where the data is (@var{k} and the errors are Octave's);
## the @qcode{"pack"} form is Octave's on the gathered matrix.
##
## @example
## @group
## G = gpuArray (magic (3));
## gather (triu (G))
## @end group
## @end example
## @seealso{triu, tril, diag}
## @end deftypefn

function R = triu (G, varargin)
  if (nargin < 1 || nargin > 3)
    print_usage ();
  endif
  R = tri_part_ (@triu, G, varargin);
endfunction
