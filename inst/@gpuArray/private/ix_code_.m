## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## C = ix_code_ (CLS): the class code of the metadata row (1 double ..
## 11 logical) of the class named CLS; 0 for a class a gpuArray cannot
## hold.

function c = ix_code_ (cls)
  persistent names = {"double", "single", "int8", "uint8", "int16", ...
                      "uint16", "int32", "uint32", "int64", "uint64", "logical"};
  c = find (strcmp (cls, names), 1);
  if (isempty (c))
    c = 0;
  endif
endfunction
