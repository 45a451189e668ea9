## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{s} =} std (@var{G})
## @deftypefnx {} {@var{s} =} std (@var{G}, @var{w})
## @deftypefnx {} {@var{s} =} std (@var{G}, @var{w}, @var{dim})
## @deftypefnx {} {@var{s} =} std (@var{G}, @var{w}, "all")
## Octave 7.3's @code{std} of the gpuArray @var{G}: the square root of
## @code{var (@var{G}, @dots{})} (its forms, classes, errors and
## accuracy), computed where the data is.
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
  retval = sqrt (var (varargin{:}));
endfunction
