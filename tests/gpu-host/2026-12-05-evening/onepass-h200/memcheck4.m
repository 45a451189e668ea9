## memcheck over the device paths added after the last memcheck: filter in chunks, the FFT routes, conv2 in half spectra, scan layouts, devsq/var, X'*X by GEMM
try, gpu_axis_backend ("cuda"); catch, disp ("no cuda"); end_try_catch
A = rand (3000, 40); G = gpuArray (A); s = single (G);
y = filter ([0.0048 0.0193 0.0289 0.0193 0.0048], [1 -2.3695 2.3140 -1.0547 0.1874], G); [y2, zf] = filter (1, [1 -0.9], s, [], 2); y3 = filter (ones (1, 9) / 9, 1, G);
F = fft (gpuArray (rand (60, 70, 3)), [], 2); F2 = fft (gpuArray (rand (60, 70, 3)), [], 3); F3 = fft2 (G(1:512, :)); F4 = ifft (F, [], 2, "symmetric");
for r = {"strided", "strided-in", "transpose"}, setenv ("GPUAXIS_FFT_STRIDED", r{1}); F5 = fft (gpuArray (rand (33, 17, 5)), 9, 2); endfor
K = conv2 (gpuArray (rand (300)), gpuArray (rand (31)), "same"); K2 = conv2 (gpuArray (rand (200)), rand (15));
c1 = cumsum (G); c2 = cumsum (s); c3 = cumsum (gpuArray (rand (300000, 1))); c4 = cumsum (gpuArray (rand (64, 500)));
v1 = var (G); v2 = std (s, 0, 2); v3 = var (gpuArray (complex (rand (500, 3), rand (500, 3))));
X = G' * G; Y = s * s'; S = single (gpuArray (rand (200, 3) + 1i)); Z = S' * S;
printf ("memcheck4 %g %g\n", norm (gather (c1) - cumsum (A), 1), norm (gather (v1) - var (A), 1));
