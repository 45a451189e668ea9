## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{G} =} loadobj (@var{s})
## A gpuArray made again from a MAT file that holds its gathered data (as
## gpuaxis's saveobj wrote before it became an error; see there): the data
## goes to the device selected now (or to host memory without a GPU).  A
## file of Octave's own formats holds no data: a @code{gpuaxis:load} error.
##
## @example
## @group
## x = gather (gpuArray (1:3));   # save and load the gathered array
## f = [tempname() ".mat"];
## save ("-binary", f, "x");  s = load (f);  delete (f);
## G = gpuArray (s.x);
## @end group
## @end example
##
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
    error ("gpuaxis:load", "load: this gpuArray was saved without its data: Octave 7.3 cannot store a gpuArray's data (save gather (G) instead)");
  endif
  G = gpuArray (X);
endfunction
