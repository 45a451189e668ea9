## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{Y} =} filter (@var{B}, @var{A}, @var{X})
## @deftypefnx {} {[@var{Y}, @var{ZF}] =} filter (@var{B}, @var{A}, @var{X}, @var{ZI})
## @deftypefnx {} {[@var{Y}, @var{ZF}] =} filter (@var{B}, @var{A}, @var{X}, @var{ZI}, @var{DIM})
## The digital filter of Octave's @code{filter} (the transposed direct
## form II, normalised by @code{@var{A}(1)}) on the gpuArray @var{X} along
## @var{DIM} (by default its first dimension whose length is not 1), from
## the initial states @var{ZI} (@code{max (length (@var{A}), length
## (@var{B})) - 1} rows); @var{ZF} the final states.  Single if any
## argument is single, complex if any is complex; integer and logical data
## is taken as double.
##
## Long columns are cut into chunks along @var{DIM} that run in parallel,
## joined by their states carried in double: the result differs from
## Octave's by rounding only (within a small multiple of eps times the
## filter's gain).  Short columns, FIR filters and filters whose poles
## are on or outside the unit circle (or too close to it) give Octave's
## result bit for bit: the last two run the sequential recurrence.
##
## @example
## @group
## x = gpuArray ([1 1 1 1]);
## gather (filter (1, [1 -0.5], x))
## @end group
## @end example
## @seealso{conv, fft}
## @end deftypefn

function [Y, ZF] = filter (B, A, X, varargin)
  if (nargin < 3 || nargin > 5)
    error ("gpuaxis:invalid-call", "Invalid call to filter");
  endif
  if (nargin >= 4)
    ZI = varargin{1};
  endif
  if (nargin == 5)
    DIM = varargin{2};
  endif
  b = gather (B);
  a = gather (A);
  if (nargin < 4)
    ZI = [];
  endif
  if (! isa (X, "gpuArray"))
    X = gpuArray (X);
  endif
  sz = size (X);
  if (nargin == 5)
    DIM = fix (double (gather (DIM)(1)));
    if (DIM < 1 || DIM > numel (sz))
      error ("gpuaxis:invalid-dim", "filter: DIM must be a valid dimension");
    endif
  else
    DIM = find (sz != 1, 1);
    if (isempty (DIM))
      DIM = 1;
    endif
  endif
  args = {b, a, ZI};
  single_ = strcmp (classUnderlying (X), "single") ...
            || any (cellfun (@(v) isa (v, "single") ...
                             || (isa (v, "gpuArray") && strcmp (classUnderlying (v), "single")),
                             args));
  cplx = ! isreal (X) || any (cellfun (@(v) ! isreal (v), args));
  cls = merge (single_, "single", "double");
  b = cast (b(:), cls);
  a = cast (a(:), cls);
  fir = numel (a) <= 1;
  nab = max (numel (a), numel (b));
  if (isempty (a) || a(1) == 0)
    error ("gpuaxis:invalid-input", "filter: the first element of A must be nonzero");
  endif
  b(end+1:nab) = 0;
  a(end+1:nab) = 0;
  if (a(1) != 1)
    b /= a(1);
    a /= a(1);
  endif
  if (cplx)
    b = complex (b);
    a = complex (a);
  endif
  ns = nab - 1;
  other = sz;
  other(DIM) = [];
  ncol = prod (other);
  if (isempty (ZI))
    zi = [];
  else
    if (isvector (ZI) && isvector (X))
      ZI = reshape (ZI, [], 1);
    endif
    if (size (ZI, 1) != ns)
      error ("gpuaxis:invalid-input", ["filter: first dimension of SI must " ...
             "be of length max (length (a), length (b)) - 1"]);
    elseif (numel (ZI) != ns * ncol)
      error ("gpuaxis:invalid-input",
             "filter: dimensionality of SI and X must agree");
    endif
    zi = fft_input_ (reshape (ZI, ns, ncol), cplx);
    zi = ix_as_ (X, zi, cls, cplx);
  endif
  X = ix_as_ (X, fft_input_ (X, cplx), cls, cplx);
  try
    zm = [];
    if (! isempty (zi))
      zm = zi.m;
    endif
    [ym, fm] = __gpu_array__ ("filter", X.m, b, a, zm, DIM, fir);
    Y = __gpu_array_handle__ (X, ym);
    ZF = reshape (__gpu_array_handle__ (X, fm), [ns, other, 1]);
  catch err
    __gpu_array_rethrow__ (err, "filter");
  end_try_catch
endfunction

