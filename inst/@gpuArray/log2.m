## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{R} =} log2 (@var{G})
## @deftypefnx {} {[@var{F}, @var{E}] =} log2 (@var{G})
## The base-2 logarithm of the gpuArray @var{G} elementwise, as a gpuArray
## (complex for negative reals, as in Octave).  With two outputs, Octave's
## mantissas and exponents, @code{@var{G} = @var{F} .* 2 .^ @var{E}} with
## @code{0.5 <= abs (@var{F}) < 1} (0, Inf and NaN as they are): both
## gpuArrays, computed where the data of @var{G} is; for a complex
## @var{G}, @var{E} is that of @code{abs (@var{G})}.
##
## @example
## @group
## G = gpuArray ([1 2 8]);
## gather (log2 (G))
## [F, E] = log2 (gpuArray ([8 -3 0.5]));
## gather (F), gather (E)
## @end group
## @end example
## @end deftypefn

function varargout = log2 (G)
  if (nargout < 2)
    varargout{1} = __ew__ ("log2", G);
  else
    try
      varargout{1} = __gpu_array_handle__ (G, __gpu_array__ ("ew", "log2f", 1, G.m));
      varargout{2} = __gpu_array_handle__ (G, __gpu_array__ ("ew", "log2e", 1, G.m));
    catch err
      __gpu_array_rethrow__ (err, "log2");
    end_try_catch
  endif
endfunction
