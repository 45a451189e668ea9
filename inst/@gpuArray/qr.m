## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{X} =} qr (@var{G})
## @deftypefnx {} {[@var{Q}, @var{R}] =} qr (@var{G})
## @deftypefnx {} {[@var{Q}, @var{R}] =} qr (@var{G}, 0)
## The QR factorization of the 2-D gpuArray @var{G} (Householder:
## cuSOLVER's geqrf and ormqr, LAPACK's on the CPU fallback):
## @code{@var{Q} * @var{R} = @var{G}}, @var{Q} unitary (m x m, or m x
## min (m, n) with 0), @var{R} upper triangular.  One output is Octave's
## X for a full matrix: R in the upper triangle, the Householder vectors
## below it scaled by their tau (Octave 11: R alone, zeros below).  The
## column-pivoting forms are computed by Octave's @code{qr} on the host.
##
## @example
## @group
## A = gpuArray ([1 2; 3 4; 5 6]);
## [Q, R] = qr (A, 0);
## norm (gather (Q * R - A))
## @end group
## @end example
## @seealso{lu, chol, mldivide}
## @end deftypefn

function [Q, R, P] = qr (G, varargin)
  if (nargin < 1)
    print_usage ();
  endif
  econ = nargin == 2 && isnumeric (varargin{1}) && isscalar (varargin{1}) ...
         && varargin{1} == 0;
  if (nargout > 2 || ndims (G) > 2 || (nargin > 1 && ! econ))
    [Q, R, P] = __la_host__ ("qr", G, varargin{:});
    return;
  endif
  [m, n] = size (G);
  k = min (m, n);
  if (nargout < 2)
    ## Octave's X: R over the reflectors, each column scaled by its tau
    [F, tau] = __la_call__ ("qr", "qr", G, 2);
    if (__gpu_axis_octave11__ ())
      Q = __la_tri__ (F, "upper");      # Octave 11 returns R alone
      return;
    endif
    tau = reshape ([gather(tau); zeros(n - k, 1)], 1, n);
    Q = __la_tri__ (F, "upper") + __la_tri__ (F, "lower") .* tau;
    return;
  endif
  r = m;
  if (econ)
    r = k;
  endif
  I = gpuArray_static (G, "eye", {m, r, classUnderlying(G)});   # made on the device
  [F, Q] = __la_call__ ("qr", "qr", G, econ, I.m);
  R = __la_tri__ (subsref (F, substruct ("()", {1:r, ":"})), "upper");
endfunction
