## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {[@dots{}] =} __host_fn__ (@var{name}, @var{nout}, @dots{})
## Octave's own @var{name} on the gathered arguments, its numeric outputs
## made gpuArrays (@code{__la_host__}), with a one-time
## @code{gpuaxis:@var{name}-host} warning.
## For the functions Octave 9 rewrote (@code{var}, @code{std},
## @code{median}, @code{mode}: new options, result classes, rounding and
## messages) where gpuaxis computes 7.3's rules: on Octave 9 and later
## they give that Octave's answers this way.  Octave's errors keep their
## message under a @code{gpuaxis:invalid-input} identifier.
## @end deftypefn

function varargout = __host_fn__ (name, nout, varargin)
  persistent warned = {};
  if (! any (strcmp (warned, name)))
    warned{end+1} = name;
    warning (["gpuaxis:" name "-host"],
             "%s: computed by Octave %s's own %s on the host (gather first to avoid the copies)",
             name, OCTAVE_VERSION (), name);
  endif
  [varargout{1:max(nout, 1)}] = __la_host__ (name, varargin{:});
endfunction
