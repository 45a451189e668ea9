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
    else
      [D, L, rd, ~, keep] = ix_parse_ (G, subs);
      B = __gpu_array_handle__ (G, __gpu_array__ ("ix_gather", G.m, rd, D, L));
    endif
  catch err
    ix_rethrow_ (err, "index");
  end_try_catch
endfunction
