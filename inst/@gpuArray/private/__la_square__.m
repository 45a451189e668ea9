## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## __la_square__ (G, NAME): the error Octave's built-in NAME ("inv",
## "det", "eig", ...) gives for a matrix of G's shape when G is not a
## square 2-D matrix (NAME's own message, from the built-in on a small
## host array of that kind), with a gpuaxis: id.

function __la_square__ (G, name)
  sz = size (G);
  if (numel (sz) == 2 && sz(1) == sz(2))
    return;
  endif
  if (numel (sz) > 2)
    x = zeros ([2 2 min(sz(3:end), 2)]);
  else
    x = zeros (2, 3);
  endif
  msg = sprintf ("%s: A must be a square matrix", name);
  try
    builtin (name, x);
  catch e
    msg = e.message;
  end_try_catch
  error ("gpuaxis:invalid-input", "%s", msg);
endfunction
