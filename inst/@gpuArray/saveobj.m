## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{s} =} saveobj (@var{G})
## What @code{save} stores of a gpuArray: its gathered data.  Octave 7.3
## stores it in MAT files (@code{save -v7}, @code{-v6}, @code{-mat}), and
## @code{load} makes a gpuArray of it again (@code{loadobj}).  Octave's own
## formats (text, the default; @code{-binary}; @code{-hdf5}) cannot: Octave
## 7.3 writes an object's own fields there and ignores what saveobj returns,
## so they keep only the size and class (Octave warns that it skips the
## onCleanup field), and @code{load} of such a file is a @code{gpuaxis:load}
## error.
## @seealso{gpuArray, loadobj}
## @end deftypefn

function s = saveobj (G)
  s = G;
  s.h = __gpu_array__ ("gather", G.m);
endfunction
