## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} sum (@var{G}, @dots{})
## Octave's @code{sum} of the gpuArray @var{G}, computed where its data is;
## @var{R} is a gpuArray.  The arguments after @var{G} are those of
## @code{gpu_axis_sum}; see there for the classes and values returned.
## @seealso{gpuArray, gather, gpu_axis_sum}
## @end deftypefn

function R = sum (G, varargin)
  try                         # one statement: the result and its handle
    R = __gpu_array_handle__ (G, __gpu_array__ (1, G.m, varargin{:}));
  catch err
    __gpu_array_rethrow__ (err, "sum");
  end_try_catch
endfunction
