## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{n} =} nnz (@var{G})
## The number of nonzero elements of the gpuArray @var{G} (NaN counts),
## counted where its data is; @var{n} is a double on the host, as
## @code{numel} and @code{size} are.
##
## @example
## @group
## nnz (gpuArray ([1 0 NaN; 0 0 2]))
##   @result{} 3
## @end group
## @end example
##
## @seealso{gpuArray, find}
## @end deftypefn

function n = nnz (G, varargin)
  if (nargin != 1)
    error ("gpuaxis:invalid-call", "Invalid call to nnz");
  endif
  try
    n = __gpu_array__ ("sel_nnz", G.m);
  catch err
    __gpu_array_rethrow__ (err, "nnz");
  end_try_catch
endfunction
