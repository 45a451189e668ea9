## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{Y} =} cumsum (@var{X})
## @deftypefnx {} {@var{Y} =} cumsum (@var{X}, @var{DIM})
## @deftypefnx {} {@var{Y} =} cumsum (@dots{}, "native")
## @deftypefnx {} {@var{Y} =} cumsum (@dots{}, "double")
## The cumulative sum of the gpuArray @var{X} along @var{DIM} (by default
## its first dimension whose length is not 1), as Octave's @code{cumsum}:
## integer and logical data give double, or with @code{"native"} their own
## class, the integers saturating at every step in index order (logical:
## whether any element so far is true); single gives single, or double
## with @code{"double"}.  Computed where the data is, each slice added left
## to right on the CPU backend (Octave's own sums, bit for bit, but for a
## few slices at least 65536 long, cut into runs over the threads); there
## and on the device see @code{doc/gpuarray.md} for the order and its
## bound.
## Octave 11 keeps an integer class (saturating, as @code{"native"} did)
## and has no @code{"native"} or @code{"double"}; its other forms (DIM
## vectors, @code{"all"}, a direction, a NaN flag) are computed by
## Octave's own @code{cumsum} on the gathered data.
##
## @example
## @group
## gather (cumsum (gpuArray ([1 2 3 4])))
## @result{}  1    3    6   10
## @end group
## @end example
## @seealso{cumprod, cummax, cummin, diff, gpu_axis_cumsum}
## @end deftypefn

function Y = cumsum (X, varargin)
  if (isa (X, "gpuArray") && nargin <= 2)
    ## the common call, checked in C ([] otherwise): cumsum (G, 2) of a 64x64
    ## double on a 2-core machine 107 -> 19 us a call
    try
      r = __gpu_array__ ("scan_fast", X.m, "cumsum", varargin{:});
    catch err
      __gpu_array_rethrow__ (err, "cumsum");
    end_try_catch
    if (! isempty (r))
      Y = __gpu_array_handle__ (X, r);
      return;
    endif
  endif
  if (__gpu_axis_scan_octave11__ ("cumsum", X, varargin))
    Y = __host_fn__ ("cumsum", 1, X, varargin{:});
    return;
  endif
  native = false;
  dbl = false;
  if (numel (varargin) > 0 && ischar (varargin{end}))
    switch (varargin{end})
      case "native"
        native = true;
      case "double"
        dbl = true;
      otherwise
        error ("gpuaxis:invalid-input", "cumsum: unrecognized string argument");
    endswitch
    varargin(end) = [];
  endif
  [X, DIM] = scan_args_ ("cumsum", X, varargin);
  native = native || (__gpu_axis_octave11__ () && isinteger (X));  # Octave 11: an integer class kept
  cls = classUnderlying (X);
  if (strcmp (cls, "logical"))
    Y = scan_run_ ("cumsum", double (X), DIM, 1);
    if (native)
      Y = (Y != 0);
    endif
    return;
  elseif ((isinteger (X) && ! native) || (strcmp (cls, "single") && dbl))
    X = double (X);
  endif
  Y = scan_run_ ("cumsum", X, DIM, 1);
endfunction
