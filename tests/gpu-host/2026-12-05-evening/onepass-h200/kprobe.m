## the kernels of fft2 (real double), ifft2 (fft2 (U) .* H) and S + 0, for a profiler's summary
R = gpuArray (randn (4096)); U = gpuArray (complex (randn (4096, "single"), randn (4096, "single")));
H = gpuArray (exp (1i * randn (4096, "single"))); S = gpuArray (randn (8192, "single"));
for k = 1:3
  F = fft2 (R); __gpu_array__ ("sync");
  Y = ifft2 (fft2 (U) .* H); __gpu_array__ ("sync");
  Z = S + 0; __gpu_array__ ("sync");
endfor
disp ("kprobe done")
