## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{X} =} gather (@var{G})
## @deftypefnx {} {[@var{X1}, @var{X2}, @dots{}] =} gather (@var{G1}, @var{G2}, @dots{})
## The Octave array a gpuArray holds: same class, size and values.  A
## complex gpuArray whose imaginary parts are all 0 comes back real, as
## Octave narrows every complex result.  Waits for the work queued on
## @var{G}; an error in that work is reported here.  Arguments that are not
## gpuArrays are returned as they are.
##
## @example
## @group
## G = gpuArray (int8 ([1 2 3]));
## x = gather (G);
## class (x), isgpuarray (x)
##   @result{} int8, 0
## @end group
## @end example
##
## @seealso{gpuArray}
## @end deftypefn

function varargout = gather (varargin)
  for k = 1:nargin                       # >= 1: one of them is a gpuArray
    if (isa (varargin{k}, "gpuArray"))
      try
        varargout{k} = __gpu_array__ ("gather", varargin{k}.m);
      catch err
        __gpu_array_rethrow__ (err, "gather");
      end_try_catch
    else
      varargout{k} = varargin{k};
    endif
  endfor
endfunction
