## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [M, I] = __minmax__ (FN, CODE, NOUT, G, ...): max or min of a gpuArray
## (CODE 4 or 5 of __gpu_array__), with the index when NOUT > 1.  The
## elementwise form FN (A, B) (either one a gpuArray; B = [] too, as
## Octave's max (A, []) is elementwise) is computed where the data is
## (__ew__); the forms with more arguments after a non-empty B are
## Octave's FN on the gathered arguments (which refuses them).

function [M, I] = __minmax__ (fn, code, nout, G, varargin)
  if (numel (varargin) == 1)          # max (A, B): always elementwise
    if (nout > 1)
      error ("gpuaxis:invalid-input", ["%s: two output arguments are not " ...
             "supported for two input arrays"], func2str (fn));
    endif
    M = __ew__ (func2str (fn), G, varargin{1});
    return;
  elseif (numel (varargin) > 0 && ! isempty (varargin{1}))
    ## max (A, B, DIM) on the host; every argument gathered (a gpuArray DIM
    ## left in would send fn back here without end)
    args = cellfun (@gather, varargin, "UniformOutput", false);
    M = gpuArray (fn (gather (G), args{:}));
    return;
  endif
  try
    if (nout < 2)
      m = __gpu_array__ (code, G.m, varargin{:});
    else
      [m, i] = __gpu_array__ (code, G.m, varargin{:});
      I = __gpu_array_handle__ (G, i);
    endif
  catch err
    __gpu_array_rethrow__ (err, func2str (fn));
  end_try_catch
  M = __gpu_array_handle__ (G, m);
endfunction
