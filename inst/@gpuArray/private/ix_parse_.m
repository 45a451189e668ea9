## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [D, L, RD, CNT, KEEP] = ix_parse_ (G, SUBS, EXT)
## The gather/scatter descriptor of G(SUBS{:}) (see src/gateway/gpuarray_index.c): D
## (one row [n, stride, start, step, kind, ext] per subscript), L (the
## index lists), RD (the size Octave gives G(SUBS{:})), CNT (elements per
## subscript).  EXT, when given, are the extents the subscripts are
## checked against (an assignment that grows G); otherwise G's own (its
## dims folded into as many as there are subscripts).  KEEP holds the
## gpuArrays made here (positions of gpuArray masks) while they are used.

function [D, L, rd, cnt, keep] = ix_parse_ (G, subs, ext)
  sz = G.m(4:end);
  ns = numel (subs);
  if (nargin < 3)
    ext = ix_extents_ (sz, ns);
  endif
  stride = [1, cumprod(ext(1:end-1))];
  D = zeros (ns, 6);
  L = cell (1, ns);
  cnt = zeros (1, ns);
  keep = {};
  od = [];
  colon = false;
  for k = 1:ns
    s = subs{k};
    if (islogical (s) && ! isobject (s) && numel (s) >= 65536)
      ## a large host mask goes up as it is (a byte an element) and is
      ## compacted where G is: on the H200 host G(mask) of 2^27 elements
      ## took 2017 ms through a host find and a list of doubles, against
      ## 1.84 ms for a gpuArray mask (2026-12-01)
      s = gpuArray (s);
    endif
    if (ischar (s) && strcmp (s, ":"))
      n = ext(k);
      D(k,:) = [n, stride(k), 0, 1, 0, ext(k)];
      od = [n, 1];
      colon = true;
    elseif (isa (s, "gpuArray"))
      if (islogical (s))
        f = __gpu_array_handle__ (G, __gpu_array__ ("ix_find", s.m, 0));
        keep{end+1} = f;
        n = prod (f.m(4:end));
        od = nd_vector (s.m(4:end), n);
        L{k} = f.m;
      else
        n = prod (s.m(4:end));
        od = s.m(4:end);
        L{k} = s.m;
      endif
      D(k,:) = [n, stride(k), 0, 0, 2, ext(k)];
    else
      if (islogical (s))
        dv = size (s);
        s = find (s);
        od = nd_vector (dv, numel (s));
      elseif (ischar (s))
        s = double (s);
        od = size (s);
      elseif (isnumeric (s))
        od = size (s);
      else
        error ("gpuaxis:invalid-index", ["index (<%s>): subscripts must be ", ...
                                         "either integers 1 to (2^63)-1 or logicals"], class (s));
      endif
      n = numel (s);
      L{k} = s;
      D(k,:) = [n, stride(k), 0, 0, 1, ext(k)];
    endif
    cnt(k) = n;
  endfor
  if (ns == 1)
    rd = od;
    if (colon)
      rd = [cnt 1];
    elseif (numel (sz) == 2 && prod (sz) != 1 && numel (rd) == 2 && any (rd == 1))
      if (sz(2) == 1)
        rd = [cnt 1];
      elseif (sz(1) == 1)
        rd = [1 cnt];
      endif
    endif
  else
    rd = cnt;
  endif
  rd = ix_chop_ (rd);
endfunction

## Octave's dim_vector::make_nd_vector: the mask's shape when it has one
## dimension that is not 1, else a column.
function od = nd_vector (dv, n)
  if (all (dv == 1))
    od = [n n];                 # a scalar mask: G(true) is 1x1, G(false) 0x0
  elseif (sum (dv != 1) == 1)
    od = dv;
    od(dv != 1) = n;
  else
    od = [n, 1];
  endif
endfunction
