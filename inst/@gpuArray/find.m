## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{idx} =} find (@var{G})
## @deftypefnx {} {@var{idx} =} find (@var{G}, @var{n})
## @deftypefnx {} {@var{idx} =} find (@var{G}, @var{n}, @var{direction})
## @deftypefnx {} {[@var{i}, @var{j}] =} find (@dots{})
## @deftypefnx {} {[@var{i}, @var{j}, @var{v}] =} find (@dots{})
## Octave's @code{find} of the gpuArray @var{G}, computed where its data
## is (a compaction on the selection engine: CUB on the device, the
## threads of the CPU engine in host memory).  Results are gpuArrays with
## Octave's orientation (a row for a row vector @var{G}, else a column;
## Octave's sizes for empties and a zero scalar) and classes (@var{i},
## @var{j} double, @var{v} of @var{G}'s class).  NaN counts as nonzero.
##
## @example
## @group
## G = gpuArray ([0 3; 5 0]);
## [i, j, v] = find (G);
## gather ([i, j, v])
##   @result{} [2 1 5; 1 2 3]
## gather (find (gpuArray ([1 0 1 1]), 2, "last"))
##   @result{} [3 4]
## @end group
## @end example
##
## @seealso{gpuArray, nnz, gather}
## @end deftypefn

function varargout = find (X, varargin)
  if (nargin < 1 || nargin > 3)
    error ("gpuaxis:invalid-call", "Invalid call to find");
  endif
  args = cellfun (@gather, varargin, "uniformoutput", false);
  if (! isa (X, "gpuArray"))
    [varargout{1:max (nargout, 1)}] = find (X, args{:});
    return;
  endif
  n_to_find = -1;
  last = false;
  if (numel (args) > 0)
    N = args{1};
    if (! (isnumeric (N) || islogical (N)) || isempty (N))
      error ("gpuaxis:invalid-input", "find: N must be an integer");
    endif
    val = double (real (N(1)));          # Octave reads the first element
    if (val < 0 || val != fix (val))
      error ("gpuaxis:invalid-input", "find: N must be a non-negative integer");
    elseif (! isinf (val))
      n_to_find = val;
    endif
  endif
  if (numel (args) > 1)
    D = args{2};
    if (ischar (D) && strcmp (D, "last"))
      last = true;
    elseif (! (ischar (D) && strcmp (D, "first")))
      error ("gpuaxis:invalid-input", 'find: DIRECTION must be "first" or "last"');
    endif
  endif
  try
    pos = __gpu_array_handle__ (X, __gpu_array__ ("sel_find", X.m, n_to_find, last));
  catch err
    __gpu_array_rethrow__ (err, "find");
  end_try_catch
  sz = size (X);
  k = numel (pos);
  ## Octave's sizes (Array<T>::find): 0x0 for a scalar without a nonzero
  ## and for 0 rows with no columns; a row for a row vector; else a column
  if (islogical (X) && nargout <= 1 && n_to_find < 0 && ! last)
    ## Octave answers this form from the mask's index vector: no 0x0 for
    ## an empty mask, only for a false scalar
    if (prod (sz) == 1 && k == 0)
      pos = reshape (pos, 0, 0);
    elseif (sz(1) == 1 && numel (sz) == 2)
      pos = reshape (pos, 1, k);
    endif
  elseif ((prod (sz) == 1 && k == 0) || (sz(1) == 0 && prod (sz(2:end)) == 0))
    pos = reshape (pos, 0, 0);
  elseif (sz(1) == 1 && numel (sz) == 2)
    pos = reshape (pos, 1, k);
  endif
  if (nargout <= 1)
    varargout{1} = pos;
    return;
  endif
  nr = max (sz(1), 1);
  p0 = pos - 1;
  r0 = rem (p0, nr);
  varargout{1} = r0 + 1;
  varargout{2} = (p0 - r0) / nr + 1;    # exact: an integer quotient
  if (nargout > 2)
    ## V = X(pos): X's own shape when X is a vector (of any dimension)
    ## and more or less than one value is found, as Octave's indexing
    vsz = size (pos);
    if (prod (sz) != 1 && sum (sz != 1) == 1 && k != 1 && sum (vsz != 1) == 1)
      vsz = sz;
      vsz(sz != 1) = k;
    endif
    varargout{3} = reshape (subsref (X, struct ("type", "()", "subs",
                                                {{reshape(pos, [], 1)}})), vsz);
  endif
  if (nargout > 3)
    varargout(4:nargout) = {[]};          # as Octave 7.3 answers
  endif
endfunction
