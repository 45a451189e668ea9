## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## varargout = __la_call__ (CMD, NAME, G, ...): the gateway's solver
## command CMD on gpuArray G (and the further arguments); gpuArray
## results (metadata rows) made objects, others returned as they are.

function varargout = __la_call__ (cmd, name, G, varargin)
  try
    out = cell (1, max (nargout, 1));
    [out{:}] = __gpu_array__ (cmd, G.m, varargin{:});
    ngpu = 1;                           # outputs that are arrays of ours
    if (any (strcmp (cmd, {"svd"})))
      ngpu = 3;
    elseif (any (strcmp (cmd, {"qr", "eigh", "geev"})))
      ngpu = 2;
    endif
    for k = 1:min (ngpu, numel (out))
      out{k} = __gpu_array_handle__ (G, out{k});
    endfor
    varargout = out;
  catch err
    ix_rethrow_ (err, name);
  end_try_catch
endfunction
