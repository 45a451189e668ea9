## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{R} =} tril (@var{G})
## @deftypefnx {} {@var{R} =} tril (@var{G}, @var{k})
## @deftypefnx {} {@var{R} =} tril (@var{G}, @var{k}, "pack")
## Octave's @code{tril} of the gpuArray @var{G}, the elements outside the
## part set to 0 where the data is (@var{k} and the errors are Octave's);
## the @qcode{"pack"} form is Octave's on the gathered matrix.
##
## @example
## @group
## G = gpuArray (magic (3));
## gather (tril (G, -1))
## @end group
## @end example
## @seealso{triu, tril, diag}
## @end deftypefn

function R = tril (G, varargin)
  if (nargin < 1 || nargin > 3)
    print_usage ();
  endif
  R = tri_part_ (@tril, G, varargin);
endfunction
