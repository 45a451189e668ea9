## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{C} =} conv2 (@var{A}, @var{B})
## @deftypefnx {} {@var{C} =} conv2 (@var{V1}, @var{V2}, @var{M})
## @deftypefnx {} {@var{C} =} conv2 (@dots{}, @var{SHAPE})
## The two-dimensional convolution of Octave's @code{conv2} on gpuArrays
## (@qcode{"full"}, @qcode{"same"} or @qcode{"valid"}): a direct sum (one
## thread an output on the device) for small kernels, the product of 2-D
## FFTs (cuFFT; FFTW on the CPU fallback) for large ones, chosen by the
## measured rule of @code{conv2_by_fft_} (operands with an Inf or NaN
## always by the direct sum, whose NaNs stay where Octave's are).  The
## FFT's result differs from
## the direct sum's by rounding of the order of eps log2 (size) times the
## operands' norms, not elementwise.  @code{conv2 (@var{V1}, @var{V2},
## @var{M})} convolves with the outer product of the vectors.  Single if
## either operand is single, complex if either is complex.
##
## @example
## @group
## A = gpuArray (magic (3));
## gather (conv2 (A, [1 1], "same"))
## @end group
## @end example
## @seealso{conv, filter, fft2}
## @end deftypefn

function C = conv2 (varargin)
  args = varargin;
  shape = "full";
  if (numel (args) > 2 && ischar (args{end}))
    shape = lower (args{end});
    args(end) = [];
    if (! any (strcmp (shape, {"full", "same", "valid"})))
      msg = {"SHAPE type not valid", "invalid SHAPE type"}; # 7.3 and 9; 11
      error ("gpuaxis:invalid-input", "conv2: %s",
             msg{1 + __gpu_axis_octave11__ ()});
    endif
  endif
  if (numel (args) == 3)
    v1 = gather (args{1});
    v2 = gather (args{2});
    if (! isvector (v1) || ! isvector (v2))
      error ("gpuaxis:invalid-input", "conv2: arguments must be vectors for separable option");
    endif
    A = args{3};
    B = v1(:) * v2(:).';
  elseif (numel (args) == 2)
    [A, B] = deal (args{:});
  else
    error ("gpuaxis:invalid-call", "Invalid call to conv2");
  endif
  if (ndims (A) > 2 || ndims (B) > 2)
    error ("gpuaxis:invalid-input", "conv2: A and B must be 1-D vectors or 2-D matrices");
  endif
  cplx = ! isreal (A) || ! isreal (B);
  A = fft_input_ (A, cplx);
  B = fft_input_ (B, cplx);
  if (strcmp (classUnderlying (A), "single") || strcmp (classUnderlying (B), "single"))
    A = ix_as_ (A, A, "single", cplx);
    B = ix_as_ (A, B, "single", cplx);
  endif
  [ma, na] = size (A);
  [mb, nb] = size (B);
  switch (shape)
    case "full"
      v = [ma + mb - 1, na + nb - 1, 0, 0];
    case "same"
      v = [ma, na, floor(mb / 2), floor(nb / 2)];
    otherwise
      v = [max(ma - mb + 1, 0), max(na - nb + 1, 0), mb - 1, nb - 1];
  endswitch
  if (isempty (A) || isempty (B))
    v(1:2) = 0;                 # Octave's conv2: 0x0 for an empty operand
  endif
  [tf, p, q] = conv2_by_fft_ (size (A), size (B), v);
  try
    if (tf)
      ## the half spectra's product (complex: the spectra's), the kept
      ## part cut out; an operand with an Inf or NaN (which the FFT would
      ## spread to every output) by the direct sum after all
      C = __gpu_array_handle__ (A, __gpu_array__ ("conv2", A.m, B.m, v, [p q]));
    else
      C = __gpu_array_handle__ (A, __gpu_array__ ("conv2", A.m, B.m, v));
    endif
  catch err
    __gpu_array_rethrow__ (err, "conv2");
  end_try_catch
endfunction
