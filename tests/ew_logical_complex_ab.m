## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## ew_logical_complex_ab.m: the elementwise operations of logical and
## complex gpuArrays (the CUDA kernels of
## src/engine/cuda/elementwise_logical_complex.cu) against Octave's own:
## logical results equal, complex ones equal (+ - conj real imag uminus)
## or within a few ulps of the larger part (.* ./ abs), on seeded data of
## 2, 17 and 1000003 elements with Inf, NaN, 0 and -0 among them, double
## and single, array, real-array and scalar operands on either side.  It
## prints a line "md5 CASE LEN HASH" of every result's bytes, so that a
## run with GPUAXIS_EW_LC=1 (the generic kernel) can be diffed against
## the default run (tests/gpu-host-gpuarray.sh, step ew-ab), and ends
## with "ew_logical_complex_ab: N compared, N bad".  On a machine without
## a GPU it checks the CPU engine.
##
##   octave-cli --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('tests/ew_logical_complex_ab.m')"

1;
try
  gpu_axis_backend ("cuda");
catch
  disp ("no usable CUDA device: the CPU engine is checked");
end_try_catch
bad = 0; n = 0;
function h = md5_of (r)
  if (islogical (r)), r = uint8 (r); endif
  if (iscomplex (r)), r = [real(r(:)); imag(r(:))]; else, r = r(:); endif
  h = hash ("md5", char (typecast (r, "uint8"))');
endfunction
function ok = near (g, w, ulps)
  if (! strcmp (class (g), class (w)) || iscomplex (g) != iscomplex (w) || ! isequal (size (g), size (w)))
    ok = false; return;
  endif
  if (isequaln (g, w)), ok = true; return; endif
  sc = max (abs (real (w)), abs (imag (w)));
  d = max (abs (real (g) - real (w)), abs (imag (g) - imag (w)));
  ok = all ((d(:) <= ulps * eps (sc(:))) | (isnan (g(:)) & isnan (w(:))) | (g(:) == w(:)));
endfunction
for len = [2 17 1000003]
  rand ("seed", len); rand ("state", len); randn ("state", len);
  L = rand (1, len) > 0.5; M = rand (1, len) > 0.3;
  gL = gpuArray (L); gM = gpuArray (M);
  lc = {"L&M", @(a,b) a & b, 1; "L|M", @(a,b) a | b, 1; "xor", @(a,b) xor (a, b), 1; "L==M", @(a,b) a == b, 1;
        "L~=M", @(a,b) a ~= b, 1; "L<M", @(a,b) a < b, 1; "L<=M", @(a,b) a <= b, 1; "L>M", @(a,b) a > b, 1;
        "L>=M", @(a,b) a >= b, 1; "L&true", @(a,b) a & true, 0; "L&0", @(a,b) a & 0, 0; "true&L", @(a,b) true & a, 0;
        "L|false", @(a,b) a | false, 0; "L<0.5", @(a,b) a < 0.5, 0; "2>L", @(a,b) 2 > a, 0; "L==1", @(a,b) a == 1, 0;
        "~L", @(a,b) ! a, 0; "L>=single(0.5)", @(a,b) a >= single (0.5), 0; "L~=int8(1)", @(a,b) a ~= int8 (1), 0;
        "isnan(L)", @(a,b) isnan (a), 0; "L&NaN", @(a,b) a & NaN, 0; "NaN|L", @(a,b) NaN | a, 0};
  for k = 1:rows (lc)
    f = lc{k,2}; n++;
    try, w = f (L, M); catch e, w = e.message; end_try_catch
    try, g = gather (f (gL, gM)); catch e, g = e.message; end_try_catch
    if (ischar (w) || ischar (g))
      if (! (ischar (w) && ischar (g))), bad++; printf ("MISMATCH %s %d: error on one side: %s | %s\n", lc{k,1}, len, disp (w), disp (g)); endif
      printf ("md5 %s %d error\n", lc{k,1}, len);
      continue;
    endif
    if (! isequal (g, w) || ! strcmp (class (g), class (w)))
      bad++; printf ("MISMATCH %s %d\n", lc{k,1}, len);
    endif
    printf ("md5 %s %d %s\n", lc{k,1}, len, md5_of (g));
  endfor
  for cls = {"single", "double"}
    c = cls{1};
    Z = complex (cast (randn (1, len), c), cast (randn (1, len), c));
    W = complex (cast (randn (1, len), c), cast (randn (1, len), c));
    S = cast (randn (1, len), c);
    if (len > 10)
      Z(1:6) = [complex(Inf, 1), complex(NaN, 0), 0, complex(0, -0), complex(1e30, 1e30), complex(-Inf, -Inf)];
      W(1:6) = [complex(2, 0), 0, complex(1e-30, 1e-30), complex(Inf, 0), complex(3, -4), complex(0, 1)];
    endif
    gZ = gpuArray (Z); gW = gpuArray (W); gS = gpuArray (S);
    zc = {"Z+W", @(z,w,s) z + w, 0; "Z-W", @(z,w,s) z - w, 0; "Z.*W", @(z,w,s) z .* w, 4; "Z./W", @(z,w,s) z ./ w, 4;
          "Z+S", @(z,w,s) z + s, 0; "S-Z", @(z,w,s) s - z, 0; "Z.*S", @(z,w,s) z .* s, 0; "S./Z", @(z,w,s) s ./ z, 4;
          "Z./S", @(z,w,s) z ./ s, 0; "Z+2", @(z,w,s) z + 2, 0; "2-Z", @(z,w,s) 2 - z, 0; "Z+0", @(z,w,s) z + 0, 0;
          "Z.*(1+2i)", @(z,w,s) z .* (1 + 2i), 4; "(1+2i)./Z", @(z,w,s) (1 + 2i) ./ z, 4; "Z+single(3)", @(z,w,s) z + single (3), 0;
          "S+1i", @(z,w,s) s + 1i, 0; "-Z", @(z,w,s) -z, 0; "conj", @(z,w,s) conj (z), 0; "abs", @(z,w,s) abs (z), 2;
          "real", @(z,w,s) real (z), 0; "imag", @(z,w,s) imag (z), 0; "Z-Z", @(z,w,s) z - z, 0};
    for k = 1:rows (zc)
      f = zc{k,2}; n++;
      w = f (Z, W, S);
      g = gather (f (gZ, gW, gS));
      if (! near (g, w, zc{k,3}))
        bad++;
        if (isequal (size (g), size (w)) && strcmp (class (g), class (w)))
          i = find (g != w & ! (isnan (g) & isnan (w)), 1);
          printf ("MISMATCH %s %s %d at %d: %s vs %s\n", zc{k,1}, c, len, i, num2str (g(i), 17), num2str (w(i), 17));
        else
          printf ("MISMATCH %s %s %d: %s %s vs %s %s\n", zc{k,1}, c, len, class (g), mat2str (size (g)), class (w), mat2str (size (w)));
        endif
      endif
      printf ("md5 %s %s %d %s\n", zc{k,1}, c, len, md5_of (g));
    endfor
  endfor
endfor
printf ("ew_logical_complex_ab: %d compared, %d bad\n", n, bad);
