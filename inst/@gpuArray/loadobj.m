## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{G} =} loadobj (@var{s})
## A gpuArray made again from what @code{saveobj} stored: its data goes to
## the device selected now (or to host memory without a GPU).
## @seealso{saveobj}
## @end deftypefn

function G = loadobj (s)
  persistent names = {"double", "single", "int8", "uint8", "int16", ...
                      "uint16", "int32", "uint32", "int64", "uint64", "logical"};
  m = s.m;
  X = s.h;
  ok = isnumeric (m) && numel (m) >= 5 && (isnumeric (X) || islogical (X)) ...
       && m(2) >= 1 && m(2) <= 11 && strcmp (class (X), names{m(2)}) ...
       && isequal (size (X), m(4:end));
  if (! ok)
    error ("gpuaxis:load", "load: this gpuArray was saved without its data: Octave 7.3 stores a gpuArray's data only in MAT files (save -v7, -v6 or -mat), not in its text, binary or HDF5 formats");
  endif
  G = gpuArray (X);
endfunction
