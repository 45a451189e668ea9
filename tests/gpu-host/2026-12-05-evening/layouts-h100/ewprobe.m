## where "X + 0" of a complex single gpuArray spends its time (1.6 ms for 8192^2 against a 0.26 ms copy)
source (fullfile (fileparts (mfilename ("fullpath")), "..", "bench", "bench_timing.m"));
X = gpuArray (complex (randn (8192, "single"), randn (8192, "single")));
R = gpuArray (randn (8192, 16384, "single"));
D = gpuArray (complex (randn (4096, 8192), randn (4096, 8192)));
cases = {"cs X + 0", @() X + 0; "cs X .* 1", @() X .* 1; "cs X + X", @() X + X; "cs 2 * X", @() 2 * X; ...
         "cs X + single(1i)", @() X + single(1i); "cs -X", @() -X; "cs conj (X)", @() conj (X); "cs X.'", @() X.'; ...
         "rs R + 0", @() R + 0; "cd D + 0", @() D + 0; "cd D + D", @() D + D};
for i = 1:rows (cases)
  __gpu_array__ ("trace", "reset");
  t = med_calls (cases{i,2}, 5);
  tr = __gpu_array__ ("trace");
  f = fieldnames (tr); s = "";
  for j = 1:numel (f)
    v = tr.(f{j});
    if (isnumeric (v) && numel (v) >= 1 && v(1) > 0)
      s = [s sprintf(" %s=%.3g", f{j}, v(1) / 6 * 1e3)];
    endif
  endfor
  printf ("%-20s %.3f ms |%s (ms per call)\n", cases{i,1}, 1e3 * t, s);
endfor
## X' * X by SYRK and by GEMM (GPUAXIS_LA_SYRK_RATIO set per process by the caller)
