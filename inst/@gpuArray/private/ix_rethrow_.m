## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## ix_rethrow_ (ERR, NAME): raise ERR of an indexing command again for the
## method NAME: index errors keep Octave's own form ("index (_,4): out of
## bound 3 ...", "=: nonconformant arguments ..."), and so do operator
## errors ("operator *: nonconformant ...", "binary operator '*' not
## implemented ..."); others are prefixed with NAME (as
## __gpu_array_rethrow__ does).

function ix_rethrow_ (err, name)
  msg = regexprep (err.message, '^__gpu_array__: ', '');
  if (strncmp (msg, "index (", 7) || strncmp (msg, "=:", 2)
      || strncmp (msg, "operator ", 9) || strncmp (msg, "binary operator ", 16)
      || strncmp (msg, [name ":"], numel (name) + 1))
    st = err.stack;
    if (numel (st) > 1)
      st = st(2:end);
    endif
    rethrow (struct ("message", msg, "identifier", err.identifier, "stack", st));
  endif
  __gpu_array_rethrow__ (err, name);
endfunction
