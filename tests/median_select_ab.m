## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## median_select_ab.m: median of gpuArrays against Octave's own on the
## gathered data, for sort's selection (src/engine/cuda/sort_cuda.cu's
## k_nth, which reads where GPUAXIS_NTH_SMEM, set by the caller, says):
## every real class, slices of 2 to 16384 doubles (selected) and longer
## (sorted), contiguous and strided, with NaN, -0, Inf and many equal
## keys.  Ends with "median_select_ab: N compared, N bad"; then, unless
## msa_quick is set, the time of median along each dim of 16384x16384
## single and 8192x8192 double (the median of 5 calls after one).  On a
## machine without a GPU it checks the CPU engine.
##
##   octave-cli --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('tests/median_select_ab.m')"

1;
if (! exist ("msa_quick", "var"))
  msa_quick = false;
endif
rand ("state", 3);
randn ("state", 3);
classes = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", ...
           "uint32", "int64", "uint64", "logical"};
shapes = {[2 3], [3 5], [64 7], [65 2], [1000 3], [4097 2], [16384 2], ...
          [16385 2], [5 300], [3 4 6]};
ncmp = 0;
nbad = 0;
for c = 1:numel (classes)
  for s = 1:numel (shapes)
    v = round (randn (shapes{s}) * 40) / 2;
    v(1:3:end) = v(1);                    # many equal keys
    switch (classes{c})
      case "logical"
        x = v > 0;
      case {"double", "single"}
        x = cast (v, classes{c});
        if (s > 5)
          x(2) = NaN;
        endif
        x(end) = -0;
        x(min (5, end)) = Inf;
      otherwise
        x = cast (v, classes{c});
    endswitch
    G = gpuArray (x);
    for d = 1:ndims (x)
      m = median (x, d);
      g = gather (median (G, d));
      ncmp++;
      if (! strcmp (class (m), class (g)) || ! isequaln (m, g))
        nbad++;
        printf ("MISMATCH %s %s dim %d\n", classes{c}, mat2str (size (x)), d);
      endif
    endfor
  endfor
endfor
printf ("median_select_ab: %d compared, %d bad\n", ncmp, nbad);
if (! msa_quick)
  for t = {{"single", 16384}, {"double", 8192}}
    G = gpuArray (rand (t{1}{2}, t{1}{1}));
    for d = 1:2
      m = median (G, d);
      ms = zeros (1, 5);
      for k = 1:5
        gather (G(1));
        t0 = tic;
        m = median (G, d);
        gather (m(1));
        ms(k) = 1e3 * toc (t0);
      endfor
      printf ("time median %s %dx%d dim %d: %.3f ms\n", t{1}{1}, t{1}{2}, t{1}{2}, d, median (ms));
    endfor
  endfor
endif
