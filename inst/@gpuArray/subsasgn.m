## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{G} =} subsasgn (@var{G}, @var{s}, @var{x})
## @code{@var{G}(@var{idx}@dots{}) = @var{x}}: Octave's indexed assignment on
## a gpuArray, computed where the data is.  @var{x} is a gpuArray, a host
## array or a scalar; the class of the result is the one Octave gives
## (assigning double into an integer gpuArray rounds and saturates into
## that class, complex makes the result complex, @dots{}).  Indices as
## @code{subsref} takes them; an index beyond the end grows @var{G} as
## Octave does (zeros fill the new part); @code{@var{G}(@var{idx}) = []}
## deletes elements.
##
## Value semantics: the assignment writes into a new copy of the data
## (one device-to-device pass over @var{G}), so another variable that
## shared it (@code{A = G} before) never changes.  The copy is always
## made: the old-style class cannot see whether the data is shared.
##
## @example
## @group
## G = gpuArray (zeros (2, 3));
## G(:, 2) = [5; 6];
## gather (G)
##   @result{} [0 5 0; 0 6 0]
## @end group
## @end example
##
## @seealso{subsref, gpuArray}
## @end deftypefn

function G = subsasgn (G, s, x)
  if (numel (s) != 1 || ! strcmp (s(1).type, "()"))
    error ("gpuaxis:invalid-index", "a gpuArray is assigned with (...) = X only");
  endif
  if (! isa (G, "gpuArray"))
    G = subsasgn (gpuArray (G), s, x);
    return;
  endif
  subs = s(1).subs;
  try
    if (isempty (subs))
      error ("gpuaxis:invalid-index", "=: nonconformant arguments (op1 is 0x0)");
    elseif (! isa (x, "gpuArray") && isa (x, "double") && isequal (size (x), [0 0]))
      G = delete_elements (G, subs);
    else
      G = assign (G, subs, x);
    endif
  catch err
    ix_rethrow_ (err, "subsasgn");
  end_try_catch
endfunction

function R = assign (G, subs, x)
  sz = G.m(4:end);
  ns = numel (subs);
  pg = ix_proxy_ (G, 2);                 # Octave's class of the result
  pg(1) = ix_proxy_ (x, 1);
  cls = class (pg);
  cplx = ! isreal (pg);
  colon = cellfun (@(s) ischar (s) && strcmp (s, ":"), subs);
  if (prod (sz) == 0 && any (colon))
    ## colons on an empty array take their length from X (Octave's rules):
    ## G holds no data, so Octave itself does it on the host
    R = ix_as_ (G, subsasgn (gather (G), substruct ("()", subs), gather (x)),
                cls, cplx);
    return;
  endif
  ext = ix_extents_ (sz, ns);
  need = ext;
  for k = find (! colon)
    need(k) = max ([0, largest(subs{k})]);
  endfor
  if (any (need > ext))
    newsz = grown (sz, ext, need, ns);
    R = __gpu_array_handle__ (G, __gpu_array__ ("ix_new_at", G.m,
                                                ix_code_ (cls), cplx, newsz,
                                                "fill", 0));
    if (prod (sz) > 0)
      nd = numel (newsz);
      szp = [sz, ones(1, nd - numel (sz))];
      stride = [1, cumprod(newsz(1:end-1))];
      D = [szp', stride', zeros(nd, 1), ones(nd, 1), zeros(nd, 1), szp'];
      X = ix_as_ (G, G, cls, cplx);      # held: a temporary's data would go
      __gpu_array__ ("ix_scatter", R.m, D, {}, X.m);
    endif
  elseif (strcmp (classUnderlying (G), cls) && isreal (G) != cplx)
    R = __gpu_array_handle__ (G, __gpu_array__ ("ix_copy", G.m)); # the copy
  else
    R = ix_as_ (G, G, cls, cplx);                             # a copy too
  endif
  [D, L, ~, cnt, keep] = ix_parse_ (R, subs);
  nx = numel (x);
  if (nx != 1)
    xs = size (x);
    if (ns == 1)
      ok = nx == cnt;
      op1 = sprintf ("%dx1", cnt);
    else
      ok = isequal (cnt(cnt != 1), xs(xs != 1));
      op1 = strjoin (arrayfun (@num2str, cnt, "uniformoutput", false), "x");
    endif
    if (! ok)
      error ("gpuaxis:nonconformant-args", "=: nonconformant arguments (op1 is %s, op2 is %s)",
             op1, strjoin (arrayfun (@num2str, xs, "uniformoutput", false), "x"));
    endif
  endif
  if (prod (cnt) > 0)
    X = ix_as_ (R, x, cls, cplx);
    __gpu_array__ ("ix_scatter", R.m, D, L, X.m);
  endif
endfunction

## The largest index subscript S asks for (0 for none).
function m = largest (s)
  if (isa (s, "gpuArray"))
    if (islogical (s))
      f = __gpu_array_handle__ (s, __gpu_array__ ("ix_find", s.m, 0));
      s = f;
    endif
    m = gather (max (reshape (s, numel (s), 1)));
  elseif (islogical (s))
    m = find (s, 1, "last");
  else
    m = max (double (s(:)));
  endif
  if (isempty (m) || ! isreal (m) || isnan (m))
    m = 0;
  endif
  m = floor (double (m));
endfunction

## Octave's resize on an out-of-bound assignment.
function newsz = grown (sz, ext, need, ns)
  bad = "Octave:invalid-resize";
  msg = "Invalid resizing operation or ambiguous assignment to an out-of-bounds array element";
  if (ns == 1)
    if (numel (sz) == 2 && sz(1) <= 1)
      newsz = [1 need];
    elseif (numel (sz) == 2 && sz(2) == 1)
      newsz = [need 1];
    else
      error (strrep (bad, "Octave:", "gpuaxis:"), "%s", msg);
    endif
  elseif (ns < numel (sz))
    if (need(ns) > ext(ns))
      error (strrep (bad, "Octave:", "gpuaxis:"), "%s", msg);
    endif
    newsz = [max(ext(1:ns-1), need(1:ns-1)), sz(ns:end)];
  else
    newsz = max (ext, need);
  endif
  newsz = ix_chop_ (newsz);
endfunction

## G(subs) = []: which elements stay, and the result's size, as Octave
## says on a logical stand-in of G's size (1 byte per element, host);
## then one gather of the kept ones.
function B = delete_elements (G, subs)
  sz = G.m(4:end);
  ns = numel (subs);
  hsubs = cellfun (@gather, subs, "uniformoutput", false);
  P = false ([sz 1 1](1:max (2, numel (sz))));
  try
    P(hsubs{:}) = [];
  catch err
    id = strrep (err.identifier, "Octave:", "gpuaxis:");
    if (isempty (id))
      id = "gpuaxis:invalid-deletion";
    endif
    error (id, "%s", err.message);
  end_try_catch
  rd = size (P);
  ext = ix_extents_ (sz, ns);
  stride = [1, cumprod(ext(1:end-1))];
  D = [ext', stride', zeros(ns, 1), ones(ns, 1), zeros(ns, 1), ext'];
  L = cell (1, ns);
  k = [];
  for j = 1:ns
    if (! (ischar (hsubs{j}) && strcmp (hsubs{j}, ":")))
      m = true (ext(j), 1);
      m(hsubs{j}) = false;
      if (! all (m) || ns == 1)
        k = j;
        kept = find (m);
        D(j,:) = [numel(kept), stride(j), 0, 0, 1, ext(j)];
        L{j} = kept;
        break;
      endif
    endif
  endfor
  if (isempty (k) && ns == 1 || numel (P) == 0)
    D(1,1) = 0;                       # nothing stays
  endif
  B = __gpu_array_handle__ (G, __gpu_array__ ("ix_gather", G.m, rd, D, L));
endfunction
