## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} tri_part_ (@var{f}, @var{G}, @var{args})
## triu or tril (@var{f}, a handle) of the gpuArray @var{G} with the further
## arguments @var{args}: the elements outside the part set to 0 where the
## data is, through the mask Octave's own @var{f} makes of a logical matrix
## of @var{G}'s size (so K and the errors are Octave's); the "pack" form is
## Octave's on the gathered matrix.
## @end deftypefn

function R = tri_part_ (f, G, args)
  name = func2str (f);
  try
    args = gather_args_ (args);
    if (numel (args) == 2)
      R = gpuArray (f (gather (G), args{:}));
      return;
    endif
    if (ndims (G) > 2)
      error ("gpuaxis:invalid-input", "%s: need a 2-D matrix", name);
    endif
    mask = f (true (size (G)), args{:});
    R = G;
    if (! all (mask(:)))
      ## (in a method, R(...) = x is not the class's assignment: call it)
      R = subsasgn (R, substruct ("()", {! mask}), 0);
    endif
  catch err
    __gpu_array_rethrow__ (gpuaxis_id_ (err), name);
  end_try_catch
endfunction
