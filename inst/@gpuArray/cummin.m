## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{W} =} cummin (@var{X})
## @deftypefnx {} {@var{W} =} cummin (@var{X}, @var{DIM})
## @deftypefnx {} {[@var{W}, @var{IW}] =} cummin (@dots{})
## The cumulative minimum of the gpuArray @var{X} along @var{DIM} (by default
## its first dimension whose length is not 1), with the index @var{IW}
## (double) of the element each value comes from, as Octave's
## @code{cummin}: the result in @var{X}'s class; leading NaNs stay NaN
## (index 1), a NaN after a number never replaces it, ties keep the first
## index; complex values are ordered by abs, then arg.
##
## @example
## @group
## gather (cummin (gpuArray ([3 1 4 0 5])))
## @result{} 3   1   1   0   0
## @end group
## @end example
## @seealso{cummax, cummin, max, min}
## @end deftypefn

function [W, IW] = cummin (X, varargin)
  if (__gpu_axis_scan_octave11__ ("cummin", X, varargin))
    [W, IW] = __host_fn__ ("cummin", 2, X, varargin{:});
    return;
  endif
  [X, DIM] = scan_args_ ("cummin", X, varargin);
  if (nargout > 1)
    [W, IW] = scan_run_ ("cummin", X, DIM, 2);
  else
    W = scan_run_ ("cummin", X, DIM, 1);
  endif
endfunction
