## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{G} =} gpuArray (@var{X})
## @deftypefnx {} {@var{G} =} gpuArray.zeros (@dots{})
## An array whose data is kept on the GPU, as MATLAB's @code{gpuArray}.
##
## @var{X} may be of any numeric class (double, single, every integer
## class; real or complex) or logical, of any size; a gpuArray @var{X} is
## returned as it is.  Other classes (char, cell, struct, function handle,
## objects) and sparse arrays are refused with a @code{gpuaxis:invalid-input}
## error (use @code{full (@var{X})} for a sparse one).  @code{gather
## (@var{G})} gives the Octave array back.
##
## What works on a gpuArray, with Octave's results (class, size, values,
## complexity) for the gathered data:
##
## @multitable @columnfractions 0.22 0.78
## @headitem what @tab functions
## @item reductions
## @tab @code{sum}, @code{prod}, @code{mean}, @code{max}, @code{min} (also
## @code{[@var{M}, @var{I}]}), @code{any}, @code{all}, @code{sumsq} and the
## @code{gpu_axis_*} names, with Octave's arguments and NANFLAGs
## @item selection, statistics
## @tab @code{find}, @code{nnz}, @code{histc}, @code{accumarray},
## @code{std}, @code{var}, with Octave 7.3's forms
## @item arithmetic
## @tab @code{+ - .* ./ .\ .^}, @code{^} with a scalar operand, unary
## @code{-} and @code{+}; Octave's class and broadcasting rules
## @item comparison, logic
## @tab @code{< <= > >= == ~=}, @code{& | ~}, @code{xor},
## @code{max (@var{A}, @var{B})}, @code{min (@var{A}, @var{B})}
## @item elementwise functions
## @tab @code{abs}, @code{sqrt}, @code{exp}, @code{log}, @code{log2},
## @code{log10}, @code{sin}, @code{cos}, @code{tan}, @code{atan},
## @code{sinh}, @code{cosh}, @code{tanh}, @code{asinh}, @code{expm1},
## @code{cbrt}, @code{gamma}, @code{atan2}, @code{hypot}, @code{mod},
## @code{rem}, @code{angle}, @code{complex}, @code{floor}, @code{ceil},
## @code{round}, @code{fix}, @code{sign}, @code{real}, @code{imag},
## @code{conj}, @code{isnan}, @code{isinf}, @code{isfinite}
## @item casts
## @tab @code{double}, @code{single}, @code{int8} @dots{} @code{uint64},
## @code{logical}, @code{cast} (also @code{"like"})
## @item linear algebra
## @tab @code{*}, @code{pagemtimes}, @code{pagefun}, @code{\}, @code{/},
## @code{inv}, @code{det}, @code{lu}, @code{chol}, @code{qr}, @code{svd},
## @code{eig}, @code{norm}, @code{dot}, @code{cross}, @code{kron},
## @code{trace}, @code{pinv}, @code{rank} (cuBLAS, cuSOLVER)
## @item FFTs, filters
## @tab @code{fft}, @code{ifft}, @code{fft2}, @code{ifft2}, @code{fftn},
## @code{ifftn}, @code{filter}, @code{conv}, @code{conv2} (cuFFT)
## @item scans
## @tab @code{cumsum}, @code{cumprod}, @code{cummax}, @code{cummin},
## @code{diff}
## @item sorting
## @tab @code{sort}, @code{sortrows}, @code{unique}, @code{median},
## @code{mode} (CUB's radix sorts)
## @item MATLAB idioms
## @tab @code{if}, @code{while}, @code{&&}, @code{||} (@code{logical}),
## @code{isequal}, @code{iscomplex}, colon, @code{arrayfun},
## @code{bsxfun}, @code{zeros (@dots{}, "gpuArray")} and the other
## constructors by class name or @code{"like"}, @code{gputimeit}
## @item indexing
## @tab @code{@var{G}(@dots{})}, @code{@var{G}(@dots{}) = @var{x}},
## @code{end}, logical masks (see @code{subsref}, @code{subsasgn})
## @item shape
## @tab @code{reshape}, @code{squeeze}, @code{permute}, @code{ipermute},
## @code{.'}, @code{'}, @code{repmat}, @code{cat}, @code{horzcat},
## @code{vertcat}, @code{diag}, @code{triu}, @code{tril}
## @item constructors
## @tab @code{gpuArray.zeros}, @code{.ones}, @code{.eye}, @code{.true},
## @code{.false}, @code{.rand}, @code{.randn}, @code{.randi}
## (@code{gpurng}), @code{.linspace}, @code{.colon}
## @item queries
## @tab @code{size}, @code{numel}, @code{ndims}, @code{length},
## @code{rows}, @code{columns}, @code{isempty}, @code{isreal},
## @code{isscalar}, @code{isvector}, @code{isrow}, @code{iscolumn},
## @code{ismatrix}, @code{isfloat}, @code{isinteger}, @code{islogical},
## @code{isnumeric}, @code{classUnderlying}, @code{underlyingType},
## @code{existsOnGPU}, @code{isgpuarray}
## @item not supported
## @tab other functions (@code{expm}, @code{interp1},
## @dots{}) are a @code{gpuaxis:not-supported} error naming the function:
## @code{gather} first
## @end multitable
##
## Work is queued: a method returns once its kernels are launched, and
## @code{gather} waits for them (errors in queued work surface there at the
## latest).  The device memory of @var{G} is freed when its last copy goes
## (@code{clear}, reassignment, the end of a function).  A gpuArray cannot
## be saved: save @code{gather (@var{G})}.
##
## Without a usable CUDA device (or with @code{gpu_axis_backend ("cpu")}),
## @var{G} keeps its data in host memory and every method computes on the
## CPU, with the same results; @code{existsOnGPU} is then true while the data
## exists.
##
## @example
## @group
## G = gpuArray (magic (4));
## S = sum (G .^ 2, 2);             # a gpuArray, computed where G is
## [m, i] = max (G(:, 2:3), [], 1);
## gather (S)'
##   @result{} 438   310   310   438
## gather (i)
##   @result{} 4   4
## @end group
## @end example
##
## @seealso{gather, isgpuarray, gpuDevice, existsOnGPU, classUnderlying,
## gpurng, gpu_axis_sum}
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
