## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} subsref (@var{G}, @var{s})
## @code{@var{G}(@var{idx}@dots{})}: the elements Octave's indexing selects,
## as a gpuArray.  Computed on the host (gathered, indexed, made a gpuArray
## again): correct, not fast.  @code{@var{G}@{@dots{}@}} and
## @code{@var{G}.@var{name}} are errors.
## @seealso{gpuArray, gather}
## @end deftypefn

function varargout = subsref (G, s)
  if (! strcmp (s(1).type, "()"))
    error ("gpuaxis:invalid-index", "a gpuArray is indexed with () only, not %s",
           s(1).type);
  endif
  B = gpuArray (subsref (gather (G), s(1)));
  if (numel (s) > 1)
    B = subsref (B, s(2:end));
  endif
  varargout{1} = B;
endfunction
