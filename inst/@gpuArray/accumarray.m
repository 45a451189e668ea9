## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{A} =} accumarray (@var{subs}, @var{vals})
## @deftypefnx {} {@var{A} =} accumarray (@var{subs}, @var{vals}, @var{sz}, @var{func}, @var{fillval}, @var{issparse})
## Octave 7.3's @code{accumarray} where @var{subs} or @var{vals} is a
## gpuArray: the values summed (the default, @code{@@sum}), or their
## @code{@@max} or @code{@@min}, per subscript, on the selection engine
## where the values are, in index order as Octave does (so sums round as
## Octave's); classes, @var{sz}, @var{fillval} and the errors are
## Octave's.  The subscripts are read and checked on the host.
##
## Any other @var{func}, complex values with @code{@@max}/@code{@@min},
## and a @var{fillval} of another class than double run Octave's own
## accumarray on the gathered data (a one-time warning
## @code{gpuaxis:accumarray-host}); the result is a gpuArray.  A sparse
## result (@var{issparse} true) is a @code{gpuaxis:not-supported} error.
##
## @example
## @group
## A = accumarray ([1; 2; 4; 2], gpuArray ([10; 20; 30; 40]));
## gather (A)'
##   @result{} [10 60 0 30]
## gather (accumarray ([1; 2; 2], gpuArray ([3; -1; 5]), [], @@max))'
##   @result{} [3 5]
## @end group
## @end example
##
## @seealso{gpuArray, histc, sum}
## @end deftypefn

function A = accumarray (subs, vals, sz = [], func = [], fillval = [], issparse = [])
  if (nargin < 2 || nargin > 6)
    error ("gpuaxis:invalid-call", "Invalid call to accumarray");
  endif
  if (iscell (subs))
    subs = cellfun (@gather, subs, "uniformoutput", false);
  else
    subs = gather (subs);
  endif
  sz = gather (sz);
  fillval = gather (fillval);
  issparse = gather (issparse);
  if (! isa (vals, "gpuArray"))
    vals = gpuArray (vals);
  endif
  try
    A = accum_ (subs, vals, sz, func, fillval, issparse);
  catch err
    if (! strncmp (err.identifier, "gpuaxis:", 8))
      err = gpuaxis_id_ (err);
    endif
    rethrow (err);
  end_try_catch
endfunction

function A = accum_ (subs, vals, sz, func, fillval, issparse)
  lenvals = length (vals);
  if (iscell (subs))
    subs = cellfun (@(s) s(:), subs, "uniformoutput", false);
    nsubs = numel (subs);
    if (nsubs == 1)
      subs = subs{1};
    endif
    lensubs = cellfun (@length, subs);
    if (any (lensubs != lensubs(1)) || (lenvals > 1 && lenvals != lensubs(1)))
      error ("gpuaxis:invalid-input", "accumarray: dimension mismatch");
    endif
  else
    nsubs = columns (subs);
    if (lenvals > 1 && lenvals != rows (subs))
      error ("gpuaxis:invalid-input", "accumarray: dimension mismatch");
    endif
  endif
  if (isempty (func))
    func = @sum;
  elseif (! is_function_handle (func))
    error ("gpuaxis:invalid-input", "accumarray: %s must be a function handle",
           ifelse_ver_ ("FCN", "FUNC"));   # Octave 9's word, 7.3's
  endif
  if (isempty (fillval))
    fillval = 0;
  endif
  if (! isempty (issparse) && issparse)
    if (fillval != 0)
      error ("gpuaxis:invalid-input", "accumarray: FILLVAL must be zero in the sparse case");
    endif
    error ("gpuaxis:not-supported", ["accumarray: sparse results are not " ...
           "supported for gpuArrays (sparse arrays are not); use accumarray " ...
           "on gathered data"]);
  endif
  cls = classUnderlying (vals);
  fname = func2str (func);
  op = find (strcmp (fname, {"sum", "max", "min"}));
  if (isempty (op) || (op > 1 && ! isreal (vals))
      || ! (isa (fillval, "double") && isreal (fillval)))
    A = on_host_ (subs, vals, sz, func, fillval);
    return;
  endif
  ## Subscripts linearised and checked as Octave does
  if (nsubs > 1)
    if (isempty (sz))
      if (iscell (subs))
        sz = cellfun ("max", subs);
      else
        sz = max (subs, [], 1);
      endif
    elseif (nsubs != length (sz))
      error ("gpuaxis:invalid-input", "accumarray: dimensions mismatch");
    endif
    if (isnumeric (subs))
      subs = num2cell (subs, 1);
    endif
    subs = sub2ind (sz, subs{:});
  elseif (! isempty (sz) && length (sz) < 2)
    error ("gpuaxis:invalid-input", "accumarray: needs at least 2 dimensions");
  elseif (! isindex (subs))
    error ("gpuaxis:invalid-index", "accumarray: indices must be positive integers");
  endif
  subs = double (subs(:));
  if (isempty (sz))
    nout = max ([0; subs]);
  else
    nout = prod (sz);
  endif
  if (op == 1)                          # sums: in double, or single
    if (! strcmp (cls, "single"))
      vals = double (vals);
    endif
    zero = 0;
    fill = fillval;
  else
    was_logical = islogical (vals);
    if (was_logical)
      vals = double (vals);             # Octave's max/min of logical: double
    endif
    if (op == 2)
      if (isinteger (vals))
        zero = double (intmin (cls));
      elseif (was_logical)
        zero = 0;
      elseif (fillval == 0 && gather (all (reshape (vals, [], 1) >= 0)))
        zero = 0;
      else
        zero = NaN;
      endif
    else
      if (isinteger (vals))
        zero = double (intmax (cls));
      elseif (was_logical)
        zero = 1;
      elseif (fillval == 0 && gather (all (reshape (vals, [], 1) <= 0)))
        zero = 0;
      else
        zero = NaN;
      endif
    endif
    fill = zero;
    if (fillval != zero && ! (isnan (fillval) || isnan (zero)))
      fill = fillval;
    endif
  endif
  if (op == 1 && fillval == 0)
    fill = 0;
  endif
  ops = {"sum", "max", "min"};
  try
    A = __gpu_array_handle__ (vals, __gpu_array__ ("sel_accum", subs, vals.m,
                                                   nout, ops{op}, zero, fill));
  catch err
    __gpu_array_rethrow__ (err, "accumarray");
  end_try_catch
  if (! isempty (sz))
    A = reshape (A, sz);
  endif
endfunction

## Octave's accumarray on the gathered data, its result a gpuArray.
function A = on_host_ (subs, vals, sz, func, fillval)
  persistent warned = false;
  if (! warned)
    warning ("gpuaxis:accumarray-host", ["accumarray: this FUNC, complex " ...
             "values with @max/@min or a FILLVAL not of class double are " ...
             "computed on the host (copied there and back)"]);
    warned = true;
  endif
  A = gpuArray (accumarray (subs, gather (vals), sz, func, fillval));
endfunction

function w = ifelse_ver_ (since9, before9)
  ## Octave 9's wording of a message, or 7.3's
  if (__octave9__ ())
    w = since9;
  else
    w = before9;
  endif
endfunction
