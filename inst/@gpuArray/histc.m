## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{n} =} histc (@var{G}, @var{edges})
## @deftypefnx {} {@var{n} =} histc (@var{G}, @var{edges}, @var{dim})
## @deftypefnx {} {[@var{n}, @var{idx}] =} histc (@dots{})
## Octave 7.3's @code{histc} of the gpuArray @var{G}, computed where its
## data is: @var{n}(k) counts the elements with @var{edges}(k) <= x <
## @var{edges}(k+1) along @var{dim}, the last bin those equal to the last
## edge; @var{idx} is each element's bin, 0 for none (below the first
## edge, above the last, NaN).  Edges out of order are sorted with
## Octave's warning; an empty @var{edges} warns and gives [].  Values are
## compared in single precision when @var{G} or @var{edges} is single,
## else in double, as Octave's @code{lookup} does.  @var{n} and @var{idx}
## are double gpuArrays.  @var{edges} are read on the host.
##
## @example
## @group
## [n, idx] = histc (gpuArray ([1 2 2 3 5 NaN]), [1 2 3 4]);
## gather (n), gather (idx)
##   @result{} [1 2 1 0], [1 2 2 3 0 0]
## @end group
## @end example
##
## @seealso{gpuArray, accumarray}
## @end deftypefn

function [n, idx] = histc (x, edges, dim)
  if (nargin < 2 || nargin > 3)
    error ("gpuaxis:invalid-call", "Invalid call to histc");
  endif
  edges = gather (edges);
  if (nargin > 2)
    dim = gather (dim);
  endif
  if (! isa (x, "gpuArray"))
    if (nargin > 2)
      [n, idx] = histc (x, edges, dim);
    else
      [n, idx] = histc (x, edges);
    endif
    return;
  endif
  if (! isreal (x))
    error ("gpuaxis:invalid-input", "histc: X argument must be real-valued, not complex");
  endif
  num_edges = numel (edges);
  if (num_edges == 0)
    warning ("histc: empty EDGES specified\n");
    n = idx = gpuArray ([]);
    return;
  endif
  if (! isreal (edges) || ! (isnumeric (edges) || islogical (edges)))
    error ("gpuaxis:invalid-input", "histc: EDGES must be real-valued, not complex");
  endif
  edges = edges(:);
  if (! issorted (edges) || edges(1) > edges(end))
    warning ("histc: edge values not sorted on input");
    edges = sort (edges);
  endif
  sz = size (x);
  if (nargin < 3)
    (dim = find (sz > 1, 1)) || (dim = 1);
  elseif (! (isscalar (dim) && isnumeric (dim) && dim == fix (dim))
          || ! (1 <= dim && dim <= numel (sz)))
    error ("gpuaxis:invalid-input", "histc: DIM must be an integer and a valid dimension");
  endif
  if (num_edges > 3 && islogical (x))
    ## Octave's histc looks the bins up with lookup, which refuses logical
    error ("gpuaxis:invalid-call", "Invalid call to lookup");
  endif
  if (strcmp (classUnderlying (x), "single") || isa (edges, "single"))
    edges = single (edges);
  else
    edges = double (edges);
  endif
  try
    if (nargout > 1)
      [nm, im] = __gpu_array__ ("sel_histc", x.m, edges, dim, true);
      idx = __gpu_array_handle__ (x, im);
    else
      nm = __gpu_array__ ("sel_histc", x.m, edges, dim, false);
    endif
    n = __gpu_array_handle__ (x, nm);
  catch err;                          # Octave 11 warns "missing semicolon" without it
    __gpu_array_rethrow__ (err, "histc");
  end_try_catch
endfunction
