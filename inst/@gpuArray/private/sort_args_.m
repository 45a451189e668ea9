## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {[@var{dim}, @var{descend}] =} sort_args_ (@var{X}, @var{args})
## Internal: sort's DIM and MODE from its arguments after @var{X}, read as
## Octave's sort reads them once sort_check_ has let them through: DIM
## truncated to an integer (its first element), past
## @code{ndims (X)} taken as @code{ndims (X) + 1} (a length of 1); by
## default the first dimension whose length is not 1.
## @end deftypefn

function [dim, descend] = sort_args_ (X, args)
  args = cellfun (@gather, args, "UniformOutput", false);
  descend = false;
  dim = [];
  if (numel (args) >= 1 && ischar (args{1}))
    descend = strcmp (args{1}, "descend");
  elseif (numel (args) >= 1)
    dim = fix (double (args{1}(1)));
    if (numel (args) == 2)
      descend = strcmp (args{2}, "descend");
    endif
  endif
  sz = size (X);
  if (isempty (dim))
    dim = find (sz != 1, 1);
    if (isempty (dim))
      dim = 1;
    endif
  endif
  dim = min (dim, numel (sz) + 1);
endfunction
