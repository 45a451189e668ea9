## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## __not_supported__ (NAME, WHY): the gpuaxis:not-supported error of a
## function the package does not compute on a gpuArray (instead of Octave
## taking the object for something else and answering wrongly).

function __not_supported__ (name, why)
  if (nargin < 2)
    why = "";
  else
    why = [" (" why ")"];
  endif
  error ("gpuaxis:not-supported", ["%s: not supported on a gpuArray%s; " ...
         "use gather (G) and Octave's %s"], name, why, name);
endfunction
