## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{B} =} subsref (@var{G}, @var{s})
## @deftypefnx {} {@var{G} =} gpuArray.zeros (@dots{})
## @code{@var{G}(@var{idx}@dots{})}: the elements Octave's indexing selects,
## as a gpuArray, gathered where the data is (one kernel on the device):
## scalars, ranges, @code{:}, @code{end}, logical masks and index vectors
## (host arrays or gpuArrays), linear and N-D subscripts.  Bad indices are
## Octave's errors with @code{gpuaxis:} identifiers
## (@code{gpuaxis:index-out-of-bounds}, @code{gpuaxis:invalid-index}).
##
## @code{gpuArray.@var{name} (@dots{})} makes an array on the device:
## @code{zeros}, @code{ones}, @code{true}, @code{false}, @code{eye},
## @code{rand}, @code{randn}, @code{randi}, @code{linspace}, @code{colon}
## (Octave 7.3 evaluates @code{gpuArray} with no argument and indexes the
## result with @code{.@var{name}}: that is this method).
## @code{@var{G}@{@dots{}@}} and other @code{.@var{name}} are errors.
##
## @example
## @group
## G = gpuArray (magic (4));
## gather (G(2:3, end))'
##   @result{} 8   12
## Z = gpuArray.zeros (2, 3, "single");
## classUnderlying (Z)
##   @result{} single
## @end group
## @end example
##
## @seealso{gpuArray, subsasgn, gather, gpurng}
## @end deftypefn

function varargout = subsref (G, s)
  switch (s(1).type)
    case "()"
      B = index (G, s(1).subs);
      s = s(2:end);
    case "."
      args = {};
      used = 1;
      if (numel (s) > 1 && strcmp (s(2).type, "()"))
        args = s(2).subs;
        used = 2;
      endif
      B = gpuArray_static (G, s(1).subs, args);
      s = s(used+1:end);
    otherwise
      error ("gpuaxis:invalid-index", "a gpuArray is indexed with () only, not %s",
             s(1).type);
  endswitch
  if (! isempty (s))
    B = subsref (B, s);
  endif
  varargout{1} = B;
endfunction

function B = index (G, subs)
  if (isempty (subs))
    B = G;
    return;
  endif
  try
    if (numel (subs) == 1 && ischar (subs{1}) && strcmp (subs{1}, ":"))
      B = __gpu_array_handle__ (G, __gpu_array__ ("ix_reshape", G.m,
                                                  [prod(G.m(4:end)), 1]));
    elseif (numel (subs) > 1 && ! isempty (D = slice_desc (G.m(4:end), subs)))
      B = __gpu_array_handle__ (G, __gpu_array__ ("ix_gather", G.m,
                                                  ix_chop_ (D(:,1)'), D, {}));
    else
      [D, L, rd, ~, keep] = ix_parse_ (G, subs);
      B = __gpu_array_handle__ (G, __gpu_array__ ("ix_gather", G.m, rd, D, L));
    endif
  catch err
    ix_rethrow_ (err, "index");
  end_try_catch
endfunction

## The descriptor of G(S1, S2, ...) where every subscript is ":" or one
## in-range whole number (a slice: G(:, k), G(i, :, j)), else []: such a
## call skips ix_parse_'s general walk (G(2, :) of a 4x4 on a 2-core
## machine 130 us a call by it, 100 by this).  Rows as ix_parse_'s, each
## subscript a range (kind 0).
function D = slice_desc (sz, subs)
  ns = numel (subs);
  ext = ix_extents_ (sz, ns);
  stride = [1, cumprod(ext(1:end-1))];
  D = zeros (ns, 6);
  for k = 1:ns
    s = subs{k};
    if (ischar (s) && strcmp (s, ":"))
      D(k,:) = [ext(k), stride(k), 0, 1, 0, ext(k)];
    elseif (isa (s, "double") && isscalar (s) && isreal (s) && s >= 1
            && s <= ext(k) && s == fix (s))
      D(k,:) = [1, stride(k), s - 1, 1, 0, ext(k)];
    else
      D = [];
      return;
    endif
  endfor
endfunction
