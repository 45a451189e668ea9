## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{Z} =} complex (@var{G})
## @deftypefnx {} {@var{Z} =} complex (@var{A}, @var{B})
## A complex gpuArray, as Octave's @code{complex}: @code{complex (@var{G})}
## of a double, single or logical gpuArray is complex with imaginary parts
## 0 (kept complex on the device; @code{gather} narrows it, as Octave
## narrows every complex result it returns), an integer array a complex
## double (an integer scalar is Octave's error); @code{complex (@var{A},
## @var{B})} is @code{@var{A} + i*@var{B}} computed without the product
## (so Inf parts stay as they are).  Integer and char arguments are
## Octave's error.
##
## @example
## @group
## G = complex (gpuArray ([1 2]), gpuArray ([3 4]));
## gather (G)
## @end group
## @end example
## @seealso{real, imag, isreal, iscomplex}
## @end deftypefn

function Z = complex (A, B)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  endif
  try
    if (nargin == 1)
      if (isinteger (A))        # Octave 7.3: an error for a scalar only
        if (isscalar (A))
          error ("gpuaxis:invalid-conversion", "complex: invalid conversion");
        endif
        A = double (A);
      endif
      Z = __gpu_array_handle__ (A, __gpu_array__ ("ew", "complex", 1, A.m));
    else
      if (! (isscalar (A) || isscalar (B) || isequal (size (A), size (B))))
        error ("gpuaxis:nonconformant", "complex: dimension mismatch");
      endif
      sgl = strcmp (cls_ (A), "single") || strcmp (cls_ (B), "single");
      if (sgl && ((iscomplex (A) && ! isscalar (A)) || (iscomplex (B) && ! isscalar (B))))
        ## Octave 7.3 takes a single result's parts as float arrays: a
        ## complex array (not a scalar) is its error
        error ("gpuaxis:invalid-input", "complex: wrong type argument '%s'",
               typename_ (iscomplex (A) && ! isscalar (A), A, B));
      endif
      Z = __ew__ ("complex2", A, B, "complex");
    endif
  catch err
    __gpu_array_rethrow__ (err, "complex");
  end_try_catch
endfunction

function c = cls_ (X)
  if (isa (X, "gpuArray"))
    c = classUnderlying (X);
  else
    c = class (X);
  endif
endfunction

function t = typename_ (a, A, B)
  if (a)
    X = A;
  else
    X = B;
  endif
  if (strcmp (cls_ (X), "single"))
    t = "float complex matrix";
  else
    t = "complex matrix";
  endif
endfunction
