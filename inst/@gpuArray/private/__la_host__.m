## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## varargout = __la_host__ (NAME, ...): Octave's own NAME on the gathered
## arguments, its numeric results made gpuArrays: the forms of a linear
## algebra function that gpuaxis does not compute on the device (unusual
## options), and the bad input, whose error is then Octave's message with
## a gpuaxis: id.

function varargout = __la_host__ (name, varargin)
  args = varargin;
  for k = 1:numel (args)
    if (isa (args{k}, "gpuArray"))
      args{k} = gather (args{k});
    endif
  endfor
  out = cell (1, max (nargout, 1));
  try
    [out{:}] = feval (name, args{:});
  catch e
    id = e.identifier;
    if (! strncmp (id, "gpuaxis:", 8))
      id = "gpuaxis:invalid-input";
    endif
    error (id, "%s", e.message);
  end_try_catch
  for k = 1:numel (out)
    if ((isnumeric (out{k}) || islogical (out{k})) && ! issparse (out{k}))
      out{k} = gpuArray (out{k});
    endif
  endfor
  varargout = out;
endfunction
