## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{args} =} gather_args_ (@var{args})
## The cell @var{args} with every gpuArray in it gathered: for the methods
## that give Octave's own function's answer on the host data.
## @end deftypefn

function args = gather_args_ (args)
  for k = 1:numel (args)
    if (isa (args{k}, "gpuArray"))
      args{k} = gather (args{k});
    endif
  endfor
endfunction
