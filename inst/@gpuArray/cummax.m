## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{W} =} cummax (@var{X})
## @deftypefnx {} {@var{W} =} cummax (@var{X}, @var{DIM})
## @deftypefnx {} {[@var{W}, @var{IW}] =} cummax (@dots{})
## The cumulative maximum of the gpuArray @var{X} along @var{DIM} (by default
## its first dimension whose length is not 1), with the index @var{IW}
## (double) of the element each value comes from, as Octave's
## @code{cummax}: the result in @var{X}'s class; leading NaNs stay NaN
## (index 1), a NaN after a number never replaces it, ties keep the first
## index; complex values are ordered by abs, then arg.
##
## @example
## @group
## gather (cummax (gpuArray ([3 1 4 1 5])))
## @result{} 3   3   4   4   5
## @end group
## @end example
## @seealso{cummax, cummin, max, min}
## @end deftypefn

function [W, IW] = cummax (X, varargin)
  if (__gpu_axis_scan_octave11__ ("cummax", X, varargin))
    [W, IW] = __host_fn__ ("cummax", 2, X, varargin{:});
    return;
  endif
  [X, DIM] = scan_args_ ("cummax", X, varargin);
  if (nargout > 1)
    [W, IW] = scan_run_ ("cummax", X, DIM, 2);
  else
    W = scan_run_ ("cummax", X, DIM, 1);
  endif
endfunction
