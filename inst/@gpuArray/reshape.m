## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{B} =} reshape (@var{G}, @var{m}, @var{n}, @dots{})
## @deftypefnx {} {@var{B} =} reshape (@var{G}, [@var{m} @var{n} @dots{}])
## @deftypefnx {} {@var{B} =} reshape (@var{G}, @dots{}, [], @dots{})
## Octave's @code{reshape} of the gpuArray @var{G}: the same elements with
## another size (one @code{[]} stands for the size that makes the count
## right), as a gpuArray.  @var{B} shares @var{G}'s device memory (no
## copy: only the size differs); value semantics hold, as every
## assignment writes into a fresh copy.
##
## @example
## @group
## G = reshape (gpuArray (1:6), [], 2);
## size (G)
##   @result{} 3   2
## @end group
## @end example
##
## @seealso{squeeze, permute, gpuArray}
## @end deftypefn

function B = reshape (G, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  n = prod (G.m(4:end));
  ## The common calls, a row of sizes or two sizes (one may be []) as
  ## plain doubles, skip the checks below: reshape (G, [], 1) of a 4x4 on
  ## a 2-core machine took 113 us a call by them, 66 by this path.
  d = [];
  if (nargin == 2)
    d = varargin{1};
  elseif (nargin == 3 && isa (varargin{1}, "double") && isa (varargin{2}, "double"))
    [a, b] = varargin{:};
    if (isempty (a) && isscalar (b) && b > 0)
      a = n / b;
    elseif (isempty (b) && isscalar (a) && a > 0)
      b = n / a;
    endif
    if (isscalar (a) && isscalar (b))
      d = [a, b];
    endif
  endif
  if (isa (d, "double") && isrow (d) && numel (d) >= 2 && prod (d) == n
      && all (d >= 0 & d == fix (d)))
    try
      B = __gpu_array_handle__ (G, __gpu_array__ ("ix_reshape", G.m, ix_chop_ (d)));
    catch err
      ix_rethrow_ (err, "reshape");
    end_try_catch
    return;
  endif
  args = cellfun (@gather, varargin, "uniformoutput", false);
  try
    if (numel (args) == 1)
      d = args{1};
      if (! isnumeric (d) || numel (d) < 2 || ! isvector (d))
        error ("gpuaxis:invalid-input", "reshape: SIZE must have 2 or more dimensions");
      endif
      dims = double (d(:)');
    else
      empty = cellfun (@isempty, args);
      if (sum (empty) > 1)
        error ("gpuaxis:invalid-input", "reshape: only a single dimension can be unknown");
      endif
      if (! all (cellfun (@(a) isnumeric (a) && (isempty (a) || isscalar (a)), args)))
        error ("gpuaxis:invalid-input", "reshape: SIZE must be non-negative integers");
      endif
      args(empty) = {1};
      dims = double ([args{:}]);
      if (any (empty))
        rest = prod (dims);
        if (rest == 0 || mod (n, rest) != 0)
          error ("gpuaxis:invalid-input", "reshape: SIZE is not divisible by the product of known dimensions (= %d)", rest);
        endif
        dims(empty) = n / rest;
      endif
    endif
    if (any (dims < 0 | dims != fix (dims)))
      error ("gpuaxis:invalid-input", "reshape: SIZE must be non-negative integers");
    endif
    if (prod (dims) != n)
      error ("gpuaxis:invalid-input", "reshape: can't reshape %s array to %s array",
             dims_str (G.m(4:end)), dims_str (dims));
    endif
    B = __gpu_array_handle__ (G, __gpu_array__ ("ix_reshape", G.m,
                                                ix_chop_ (dims)));
  catch err
    ix_rethrow_ (err, "reshape");
  end_try_catch
endfunction

function s = dims_str (d)
  s = strjoin (arrayfun (@num2str, d, "uniformoutput", false), "x");
endfunction
