## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{err} =} gpuaxis_id_ (@var{err})
## The error @var{err} of an Octave function run for a gpuArray method,
## with a @code{gpuaxis:} identifier (@code{Octave:X} becomes
## @code{gpuaxis:X}, none becomes @code{gpuaxis:octave-error}); message and
## stack kept.
## @end deftypefn

function err = gpuaxis_id_ (err)
  id = err.identifier;
  if (strncmp (id, "Octave:", 7))
    id = ["gpuaxis:" id(8:end)];
  elseif (isempty (id))
    id = "gpuaxis:octave-error";
  endif
  err = struct ("message", err.message, "identifier", id, "stack", err.stack);
endfunction
