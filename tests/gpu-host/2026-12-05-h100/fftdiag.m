## which fft/ifft case of test_gpuarray_fft's check_fft_ifft gives a cuFFT error on the device
try, gpu_axis_backend ("cuda"); catch, disp ("no cuda"); end_try_catch
randn ("state", 42); xs = {};
for cls = {"double", "single"}
  c = cls{1};
  xs(end+1,:) = {[c " column"], cast(randn (16, 1), c)};
  xs(end+1,:) = {[c " row odd"], cast(randn (1, 15), c)};
  xs(end+1,:) = {[c " matrix"], cast(randn (6, 5), c)};
  xs(end+1,:) = {[c " 3-D"], cast(randn (4, 3, 5), c)};
  xs(end+1,:) = {[c " 4-D"], cast(randn (3, 2, 2, 3), c)};
  xs(end+1,:) = {[c " complex matrix"], cast(complex (randn (7, 4), randn (7, 4)), c)};
  xs(end+1,:) = {[c " complex 3-D"], cast(complex (randn (2, 5, 3), randn (2, 5, 3)), c)};
  xs(end+1,:) = {[c " prime"], cast(randn (1, 97), c)};
  xs(end+1,:) = {[c " scalar"], cast(3.5, c)};
endfor
xs(end+1,:) = {"int8", int8([1 -2 3 4 -5])};
xs(end+1,:) = {"uint16 matrix", uint16(magic (4))};
xs(end+1,:) = {"logical", logical([1 0 1 1 0 0 1])};
xs(end+1,:) = {"empty 0x3", zeros(0, 3)};
xs(end+1,:) = {"empty 1x0", zeros(1, 0)};
xs(end+1,:) = {"empty 0x0 single", single([])};
nbad = 0;
for i = 1:rows (xs)
  x = xs{i,2}; G = gpuArray (x);
  for f = {@fft, @ifft}
    args = {{}, {1}, {2}, {5}, {8}, {33}, {0}, {2.5}, {gpuArray(4)}};
    for d = 1:ndims (x)
      args = [args, {{[], d}, {1, d}, {3, d}, {7, d}}];
    endfor
    for a = args
      try
        y = gather (f{1} (G, a{1}{:}));
      catch e
        nbad++;
        printf ("FAIL %s %s args=%s: %s\n", func2str (f{1}), xs{i,1}, strjoin (cellfun (@(v) mat2str (gather (v)), a{1}, "uniformoutput", false), ","), e.message);
      end_try_catch
    endfor
  endfor
endfor
printf ("fftdiag: %d failing calls\n", nbad);
## linalg: which singular matrix warns on one side only
for A = {ones(3), [1 2; 2 4], hilb(12), hilb(16), zeros(4), [1 2; 0 0], [0 0; 1 2], [1 0; 0 1e-30]}
  a = A{1}; b = (1:rows (a))';
  lastwarn (""); x1 = a \ b; [~, wid] = lastwarn ();
  lastwarn (""); x2 = gpuArray (a) \ b; [~, gid] = lastwarn ();
  printf ("solve %s: octave '%s' rcond %g, gpu '%s'\n", mat2str (size (a)), wid, rcond (a), gid);
endfor
