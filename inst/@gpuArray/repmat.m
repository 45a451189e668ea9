## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{B} =} repmat (@var{G}, @var{m})
## @deftypefnx {} {@var{B} =} repmat (@var{G}, @var{m}, @var{n}, @dots{})
## @deftypefnx {} {@var{B} =} repmat (@var{G}, [@var{m} @var{n} @dots{}])
## Octave's @code{repmat} of the gpuArray @var{G} (copies of it tiled
## @var{m} by @var{n} by @dots{}), as a gpuArray: one gather kernel where
## the data is, driven by per-dimension index lists.
##
## @example
## @group
## G = repmat (gpuArray ([1 2]), 2, 2);
## gather (G)
##   @result{} [1 2 1 2; 1 2 1 2]
## @end group
## @end example
##
## @seealso{cat, gpuArray}
## @end deftypefn

function B = repmat (G, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  if (! isa (G, "gpuArray"))          # repmat (X, gpuArray sizes)
    B = repmat (G, cellfun (@gather, varargin, "uniformoutput", false){:});
    return;
  endif
  args = cellfun (@(a) double (gather (a)), varargin, "uniformoutput", false);
  if (numel (args) == 1)
    r = args{1}(:)';
    if (isscalar (r))
      r = [r r];
    endif
  else
    if (! all (cellfun (@isscalar, args)))
      error ("gpuaxis:invalid-input", "repmat: all input arguments must be scalar");
    endif
    r = [args{:}];
  endif
  if (isempty (r) || any (r != fix (r)))
    error ("gpuaxis:invalid-input", "repmat: M, N, ... must be integers");
  endif
  r = max (r, 0);
  sz = G.m(4:end);
  nd = max (numel (sz), numel (r));
  sz(end+1:nd) = 1;
  r(end+1:nd) = 1;
  stride = [1, cumprod(sz(1:end-1))];
  out = sz .* r;
  D = zeros (nd, 6);
  L = cell (1, nd);
  for k = 1:nd
    if (r(k) == 1 || out(k) == 0)
      D(k,:) = [out(k), stride(k), 0, 1, 0, sz(k)];
    else
      D(k,:) = [out(k), stride(k), 0, 0, 1, sz(k)];
      L{k} = mod (0:out(k)-1, sz(k)) + 1;
    endif
  endfor
  try
    B = __gpu_array_handle__ (G, __gpu_array__ ("ix_gather", G.m,
                                                ix_chop_ (out), D, L));
  catch err
    ix_rethrow_ (err, "repmat");
  end_try_catch
endfunction
