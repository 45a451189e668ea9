## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{R} =} cast (@var{G}, @var{class})
## @deftypefnx {} {@var{R} =} cast (@var{X}, "like", @var{P})
## @code{cast (@var{G}, @var{class})}: the gpuArray @var{G} converted to
## @var{class} (double, single, int8 @dots{} uint64, logical) where its data
## is.  @code{cast (@var{X}, "like", @var{P})} with @var{X} or @var{P} a
## gpuArray: @var{X} converted to the class of @var{P} (its underlying
## class when it is a gpuArray), complex when @var{P} or @var{X} is, as
## Octave's @code{cast} does; the result is a gpuArray.
##
## @example
## @group
## G = gpuArray ([1.5 300]);
## gather (cast (G, "uint8"))
## classUnderlying (cast ([1 2], "like", single (G)))
## @end group
## @end example
## @seealso{double, single, int32, logical, classUnderlying}
## @end deftypefn

function R = cast (X, type, P)
  if (nargin < 2 || nargin > 3)
    print_usage ();
  endif
  if (! ischar (type))
    error ("gpuaxis:invalid-input", "cast: TYPE must be a string");
  endif
  like = strcmp (type, "like");
  if (like != (nargin == 3))
    print_usage ();
  endif
  if (like)
    if (isa (P, "gpuArray"))
      type = classUnderlying (P);
    else
      type = class (P);
    endif
    cplx = ! isreal (P) || ! isreal (X);
  endif
  if (! isa (X, "gpuArray"))
    if (! isnumeric (X) && ! islogical (X) && ! ischar (X))
      error ("gpuaxis:invalid-input", "cast: type conversion from '%s' is not supported",
             class (X));
    endif
    X = gpuArray (X);           # a char X: gpuArray's own error
  endif
  if (! any (strcmp (type, {"int8", "uint8", "int16", "uint16", "int32", ...
                            "uint32", "int64", "uint64", "double", "single", ...
                            "logical"})))
    if (strcmp (type, "char"))
      error ("gpuaxis:not-supported", "cast: a gpuArray cannot be of class char; use gather (G) and Octave's cast");
    endif
    error ("gpuaxis:invalid-input", "cast: type conversion to '%s' is not supported", type);
  endif
  if (strcmp (type, "logical"))
    R = logical_of (X);
  else
    R = __cast__ (X, type);
  endif
  if (like && cplx)
    R = complex (R);
  endif
endfunction

function R = logical_of (G)
  if (strcmp (classUnderlying (G), "logical"))
    R = G;                      # logical (G) would gather it (see logical)
  else
    R = logical (G);
  endif
endfunction
