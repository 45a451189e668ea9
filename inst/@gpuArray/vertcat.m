## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} vertcat (@dots{})
## Octave's @code{vertcat} of arrays of which some are gpuArrays, as a gpuArray;
## computed on the host (gathered and made a gpuArray again): correct, not
## fast.  (Without it Octave would make an array of gpuArray objects.)
## @seealso{gpuArray, gather}
## @end deftypefn

function B = vertcat (varargin)
  [varargin{:}] = gather (varargin{:});
  B = gpuArray (vertcat (varargin{:}));
endfunction
