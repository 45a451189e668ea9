## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{s} =} std (@var{G})
## @deftypefnx {} {@var{s} =} std (@var{G}, @var{w})
## @deftypefnx {} {@var{s} =} std (@var{G}, @var{w}, @var{dim})
## @deftypefnx {} {@var{s} =} std (@var{G}, @var{w}, "all")
## Octave 7.3's @code{std} of the gpuArray @var{G}: the square root of
## @code{var (@var{G}, @dots{})} (its forms, classes, errors and
## accuracy), computed where the data is; for var's common call the
## root is taken in var's kernel, in @var{G}'s class, as @code{sqrt} would.
##
## @example
## @group
## gather (std (gpuArray ([2 4 4 4 5 5 7 9]), 1))
##   @result{} 2
## @end group
## @end example
##
## @seealso{gpuArray, var, mean}
## @end deftypefn

function retval = std (varargin)
  if (__octave9__ ())                   # Octave 9 rewrote std
    retval = __host_fn__ ("std", 1, varargin{:});
    return;
  endif
  if (nargin >= 1 && nargin <= 3 && isa (varargin{1}, "gpuArray"))
    ## var's common call with the root taken in its kernel ([] otherwise)
    x = varargin{1};
    r = __gpu_array__ ("var_fast", x.m, true, varargin{2:end});
    if (! isempty (r))
      retval = __gpu_array_handle__ (x, r);
      return;
    endif
  endif
  retval = sqrt (var (varargin{:}));
endfunction

## the root taken in var's kernel is sqrt's, bit for bit
%!test
%! x = randn (37, 5) * 1e3 + 7;
%! for c = {@double, @single, @(v) complex (v, -v)}
%!   G = gpuArray (c{1} (x));
%!   for d = 1:3
%!     for w = {0, 1, []}
%!       assert (isequal (gather (std (G, w{1}, d)), gather (sqrt (var (G, w{1}, d)))));
%!     endfor
%!   endfor
%!   assert (isequal (gather (std (G)), gather (sqrt (var (G)))));
%! endfor
