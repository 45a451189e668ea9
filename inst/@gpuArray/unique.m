## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {[@var{Y}, @var{I}, @var{J}] =} unique (@var{X})
## @deftypefnx {} {[@var{Y}, @var{I}, @var{J}] =} unique (@var{X}, @var{option}, @dots{})
## The distinct values of the gpuArray @var{X} (or rows, with
## @qcode{"rows"}), as Octave 7.3's @code{unique}: sorted (or in order of
## first appearance with @qcode{"stable"}); @var{I} the index of each one's
## first occurrence (@qcode{"first"}, the default) or last
## (@qcode{"last"}), @var{J} such that @code{Y(J)} is @var{X}; @var{I} and
## @var{J} are columns (rows for a row @var{X} with @qcode{"legacy"}).
## Equal is Octave's @code{==} (each NaN is distinct; -0 equals 0).  The
## sort (sort or sortrows) and the comparison of neighbours run on the
## device; the mask of repeats is gathered and the positions to keep (and
## @var{J}) are worked out on the host, then read from the device arrays.
##
## @example
## @group
## [Y, I, J] = unique (gpuArray ([3 1 3 2]));
## gather (Y), gather (I), gather (J)
## @end group
## @end example
## @seealso{sort, sortrows}
## @end deftypefn

function [y, i, j] = unique (x, varargin)
  if (! isa (x, "gpuArray"))
    error ("gpuaxis:invalid-input", "unique: options must be strings");
  endif
  sort_check_ (@unique, nargout, x, [], varargin{:});
  optrows = any (strcmp ("rows", varargin));
  optfirst = any (strcmp ("first", varargin));
  optlast = any (strcmp ("last", varargin));
  optstable = any (strcmp ("stable", varargin));
  optlegacy = any (strcmp ("legacy", varargin));
  optsorted = ! optstable;
  optfirst = optfirst || ! optlast;
  if (optrows)
    n = rows (x);
    isrowvec = false;
  else
    n = numel (x);
    isrowvec = isrow (x);
  endif
  if (n == 0)
    y = x;
    if (! optrows && any (size (x)))
      y = reshape (x, 0, 1);
    endif
    i = j = gpuArray ([]);
    return;
  elseif (n == 1)
    y = x;
    i = j = gpuArray (1);
    return;
  endif
  ## the sort and the neighbours' comparison on the device
  if (optrows)
    [y, i] = sortrows (x);
    a = subsref (y, substruct ("()", {1:n-1, ":"}));
    b = subsref (y, substruct ("()", {2:n, ":"}));
    match = gather (all (a == b, 2));
  else
    if (! isvector (x))
      x = reshape (x, n, 1);
    endif
    [y, i] = sort (x);
    i = reshape (i, n, 1);
    match = gather (subsref (y, substruct ("()", {1:n-1})) ...
                    == subsref (y, substruct ("()", {2:n})));
  endif
  match = match(:);
  if (optsorted)
    keep = find (! [match; false]);
  else
    ih = gather (i);
    gone = ih([false; match]);
    keep = setdiff ((1:n)', gone);
    y = x;
  endif
  if (optrows)
    y = subsref (y, substruct ("()", {keep, ":"}));
  else
    y = subsref (y, substruct ("()", {keep}));
  endif
  if (isargout (3))
    ih = gather (i);
    jh = ih;
    jh(ih) = cumsum ([1; ! match]);
    if (! optsorted && ! __gpu_axis_octave11__ ())
      warning ("unique: third output J is not yet implemented");
      jh = [];
    elseif (! optsorted)              # Octave 11: J indexes Y in first-seen order
      first = accumarray (jh, (1:n)', [], @min);
      [~, order] = sort (first);
      rank(order) = 1:numel (order);
      jh = rank(jh)(:);
    endif
    if (optlegacy && isrowvec)
      jh = jh.';
    endif
    j = gpuArray (jh);
  endif
  if (isargout (2))
    if (optsorted)
      if (! optlegacy && optfirst)
        at = find (! [false; match]);
      else
        at = find (! [match; false]);
      endif
      i = subsref (i, substruct ("()", {at}));
    else
      i = gpuArray (keep);
    endif
    if (optlegacy && isrowvec)
      i = i.';
    endif
  endif
endfunction

%!test
%! x = [3 NaN 1 3 -0 0 NaN 1];
%! [Y, I, J] = unique (gpuArray (x));
%! [y, i, j] = unique (x);
%! assert (gather (Y), y);
%! assert (gather (I), i);
%! assert (gather (J), j);
