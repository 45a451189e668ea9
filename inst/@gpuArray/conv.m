## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{Y} =} conv (@var{U}, @var{V})
## @deftypefnx {} {@var{Y} =} conv (@var{U}, @var{V}, @var{SHAPE})
## The convolution of the vectors @var{U} and @var{V} on gpuArrays, as
## Octave's @code{conv} (which is @code{conv2} of the columns, turned back
## to a row as it turns them): @code{conv2}'s direct sum on the device,
## or its FFT path for long vectors, by @code{conv2}'s rule.
##
## @example
## @group
## gather (conv (gpuArray ([1 2]), [1 1]))
## @end group
## @end example
## @seealso{conv2, filter}
## @end deftypefn

function y = conv (a, b, shape = "full")
  if (nargin < 2 || nargin > 3)
    error ("gpuaxis:invalid-call", "Invalid call to conv");
  endif
  if (! (isvector (a) && isvector (b)))
    error ("gpuaxis:invalid-input", "conv: both arguments A and B must be vectors");
  elseif (nargin == 3 && ! any (strcmpi (shape, {"full", "same", "valid"})))
    error ("gpuaxis:invalid-input",
           'conv: SHAPE argument must be "full", "same", or "valid"');
  endif
  y = conv2 (reshape (a, [], 1), reshape (b, [], 1), shape);
  if (strcmpi (shape, "full"))
    if ((length (a) > length (b) && isrow (a))
        || (length (a) <= length (b) && isrow (b)))
      y = y.';
    endif
  elseif (isrow (a))
    y = y.';
  endif
endfunction
