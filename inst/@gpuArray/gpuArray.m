## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{G} =} gpuArray (@var{X})
## An array whose data is kept on the GPU, as MATLAB's @code{gpuArray}.
##
## @var{X} may be of any numeric class (double, single, every integer
## class; real or complex) or logical, of any size; a gpuArray @var{X} is
## returned as it is.  Other classes (char, cell, struct, function handle,
## objects) and sparse arrays are refused with a @code{gpuaxis:invalid-input}
## error (use @code{full (@var{X})} for a sparse one).
##
## The reductions of the package work on @var{G} where its data is, and
## their results are gpuArrays again: @code{sum}, @code{prod}, @code{mean},
## @code{max}, @code{min} (also @code{[@var{M}, @var{I}]}), @code{any},
## @code{all} and @code{sumsq}, with the signatures and results of Octave's
## functions (and the @code{gpu_axis_*} names).  @code{gather (@var{G})}
## gives the Octave array back.  The size and class queries (@code{size},
## @code{numel}, @code{classUnderlying}, @code{isreal}, @dots{}) need no
## device work.  Indexing @code{@var{G}(@dots{})} and assignment
## @code{@var{G}(@dots{}) = @var{x}} (with @code{end}), @code{reshape},
## @code{squeeze}, @code{permute}, transposes, concatenation and
## @code{repmat} are computed where the data is, as are the constructors
## @code{gpuArray.zeros}, @code{.ones}, @code{.rand}, @dots{} (see
## @code{subsref}, @code{subsasgn}, @code{gpurng}), and so is elementwise
## arithmetic: @code{+ - .* ./ .\ .^}, comparisons, @code{& | ~ xor},
## @code{max (@var{A}, @var{B})}, @code{abs}, @code{sqrt}, @code{exp},
## @code{log}, @dots{} (Octave's class and broadcasting rules), and so is
## linear algebra: @code{*}, @code{pagemtimes}, @code{\}, @code{/},
## @code{inv}, @code{det}, @code{lu}, @code{chol}, @code{qr}, @code{svd},
## @code{eig}, @code{norm}, @dots{} (cuBLAS and cuSOLVER; the host BLAS
## and LAPACK on the CPU fallback).  Other functions (@code{cumsum},
## @code{sort}, @dots{}) are a @code{gpuaxis:not-supported} error naming
## the function.
##
## Work is queued: a method returns once its kernels are launched, and
## @code{gather} waits for them (errors in queued work surface there at the
## latest).  The device memory of @var{G} is freed when its last copy goes
## (@code{clear}, reassignment, the end of a function).
##
## Without a usable CUDA device (or with @code{gpu_axis_backend ("cpu")}),
## @var{G} keeps its data in host memory and every method computes on the
## CPU, with the same results; @code{existsOnGPU} is then true while the data
## exists.
##
## @seealso{gather, gpuDevice, existsOnGPU, classUnderlying, gpu_axis_sum}
## @end deftypefn

function G = gpuArray (X)
  if (nargin != 1)                       # one nargin on the common path
    if (nargin > 1)
      print_usage ();
    endif
    X = [];
  endif
  if (isa (X, "gpuArray"))
    G = X;
    return;
  endif
  try
    s.m = __gpu_array__ ("upload", X);
  catch err
    __gpu_array_rethrow__ (err, "gpuArray");
  end_try_catch
  s.h = __gpu_array_handle__ (s.m);
  G = class (s, "gpuArray");
endfunction
