## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} __octave9__ ()
## Whether the running Octave is 9 or later (where var, std, median and
## mode follow Octave's rewritten m-files: @code{__host_fn__}).
## @end deftypefn

function tf = __octave9__ ()
  persistent v = compare_versions (OCTAVE_VERSION (), "9.0.0", ">=");
  tf = v;
endfunction
