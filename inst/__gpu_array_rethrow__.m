## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} __gpu_array_rethrow__ (@var{err}, @var{name})
## Internal: raise the error @var{err} of a @code{__gpu_array__} call again
## as the error of the function the user called, @var{name} ("sum",
## "gpuArray", @dots{}): Octave prefixes a MEX file's messages with the MEX
## file's name, which says nothing to the user.  Called only on the error
## path of the gpuArray methods.
## @end deftypefn

function __gpu_array_rethrow__ (err, name)
  msg = regexprep (err.message, '^__gpu_array__: ', '');
  if (! strncmp (msg, [name ":"], numel (name) + 1))
    msg = [name ": " msg];
  endif
  st = err.stack;
  if (numel (st) > 1)
    st = st(2:end);                       # from the method on
  endif
  rethrow (struct ("message", msg, "identifier", err.identifier, "stack", st));
endfunction

%!test
%! try
%!   __gpu_array_rethrow__ (struct ("message", "__gpu_array__: DIM bad", ...
%!                                  "identifier", "gpuaxis:invalid-dim", ...
%!                                  "stack", struct ("file", {}, "name", {}, ...
%!                                                   "line", {}, "column", {})), "sum");
%! catch e
%!   assert (e.identifier, "gpuaxis:invalid-dim");
%!   assert (e.message, "sum: DIM bad");
%! end_try_catch
