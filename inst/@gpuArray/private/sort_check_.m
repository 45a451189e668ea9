## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} sort_check_ (@var{fn}, @var{nout}, @var{X}, @var{dsize}, @dots{})
## Internal: raise the error Octave's @var{fn} (sort, sortrows, unique,
## median, mode) gives for these arguments, if any, with a
## @code{gpuaxis:} identifier: @var{fn} is called with @var{nout} outputs
## on an empty array of @var{X}'s class and complexity, of size @var{dsize}
## (by default all zeros, as many as @var{X} has dimensions, so that the
## checks that depend on them, as @code{[S, I] = sort (X, DIM)} past
## @code{ndims (X)}, come out as Octave's; sortrows passes
## @code{[0, columns(X)]}), and the other arguments gathered.  Checks that look at
## @var{X}'s data are the callers'.
## @end deftypefn

function sort_check_ (fn, nout, X, dsize, varargin)
  if (isa (X, "gpuArray"))
    cls = classUnderlying (X);
    cplx = ! isreal (X);
  else
    cls = class (X);
    cplx = iscomplex (X);
  endif
  if (isempty (dsize))
    dsize = zeros (1, ndims (X));
  endif
  dummy = zeros (dsize, cls);
  if (strcmp (cls, "logical"))
    dummy = false (size (dummy));
  elseif (cplx)
    dummy = complex (dummy);
  endif
  args = cellfun (@gather, varargin, "UniformOutput", false);
  try
    [out{1:max (nout, 1)}] = fn (dummy, args{:});
  catch err
    id = "gpuaxis:invalid-input";
    if (! isempty (regexp (err.message, 'DIM|dimension', "once")))
      id = "gpuaxis:invalid-dim";
    endif
    msg = regexprep (err.message, '^error: ', '');
    error (id, "%s", msg);
  end_try_catch
endfunction
