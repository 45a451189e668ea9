## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{dim} =} stat_dim_ (@var{name}, @var{X}, @var{args})
## Internal: the DIM of Octave 7.3's median and mode: the first dimension
## of @var{X} longer than 1 (else 1) when @var{args} (the arguments after
## @var{X}) is empty, else its first gathered, which must be a positive integer scalar
## (Octave's error, with a @code{gpuaxis:} identifier, if not).
## @end deftypefn

function dim = stat_dim_ (name, X, args)
  if (isempty (args))
    dim = find (size (X) > 1, 1);
    if (isempty (dim))
      dim = 1;
    endif
  else
    dim = gather (args{1});
    if (! (isscalar (dim) && dim == fix (dim) && dim > 0))
      error ("gpuaxis:invalid-dim",
             "%s: DIM must be an integer and a valid dimension", name);
    endif
  endif
endfunction
