## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{Z} =} pagefun (@var{fcn}, @var{A}, @dots{})
## MATLAB's @code{pagefun} on gpuArrays: @var{fcn} applied to every page
## (the first two dimensions) of its arguments, pages of size 1 broadcast.
## @code{@@mtimes} is @code{pagemtimes} (one strided-batched GEMM);
## @code{@@transpose} and @code{@@ctranspose} swap the first two
## dimensions; elementwise functions (@code{@@plus}, @code{@@times},
## @dots{}) work on all pages at once.  Other functions are a
## @code{gpuaxis:not-supported} error.
##
## @example
## @group
## A = gpuArray (rand (2, 3, 4));
## size (pagefun (@@mtimes, A, rand (3, 2)))
## @end group
## @end example
## @seealso{pagemtimes, arrayfun}
## @end deftypefn

function Z = pagefun (fcn, varargin)
  if (nargin < 2 || ! is_function_handle (fcn))
    print_usage ();
  endif
  name = func2str (fcn);
  switch (name)
    case "mtimes"
      if (numel (varargin) != 2)
        print_usage ();
      endif
      Z = pagemtimes (varargin{:});
    case {"transpose", "ctranspose"}
      if (numel (varargin) != 1)
        print_usage ();
      endif
      Z = permute (varargin{1}, [2 1 3:max(3, ndims (varargin{1}))]);
      if (strcmp (name, "ctranspose"))
        Z = conj (Z);
      endif
    case {"plus", "minus", "times", "rdivide", "ldivide", "power", "eq", "ne", ...
          "lt", "le", "gt", "ge", "and", "or", "uminus", "uplus", "abs", ...
          "sqrt", "exp", "log", "conj", "real", "imag"}
      Z = fcn (varargin{:});
    otherwise
      __not_supported__ ("pagefun", ["only @mtimes, @transpose, " ...
                         "@ctranspose and elementwise functions are"]);
  endswitch
endfunction
