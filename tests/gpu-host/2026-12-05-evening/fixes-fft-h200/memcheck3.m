## memcheck over the FFT, conv and linalg device paths (null/orth refused now)
try, gpu_axis_backend ("cuda"); catch, disp ("no cuda"); end_try_catch
A = rand (300) + 300 * eye (300); G = gpuArray (A); s = single (G);
K = conv2 (G, gpuArray (rand (31))); K2 = conv2 (s, single (rand (5)), "same"); K3 = conv (gpuArray (rand (1, 5000)), rand (1, 70));
F = fft (G, [], 2); F3 = fft (gpuArray (rand (4, 3, 5)), 7, 2); F4 = fft (gpuArray (rand (3, 2, 2, 3)), [], 2); F5 = ifft (fft2 (s));
F6 = fftn (gpuArray (rand (6, 5, 4))); F7 = ifft (F, [], 2, "symmetric"); F8 = fft (single (gpuArray (rand (1, 97))), 40);
y = filter ([1 2 3], [1 -0.5 0.1], G); [y2, zf] = filter (1, [1 -0.9], s, [], 2);
M = G * G; v = G * rand (300, 1); XtX = G' * G; P = pagemtimes (gpuArray (rand (4, 5, 6)), gpuArray (rand (5, 3, 6)));
x = G \ rand (300, 2); x2 = gpuArray (rand (400, 300)) \ rand (400, 1); x3 = gpuArray (rand (200, 300)) \ rand (200, 1);
w = ones (3) \ [1; 2; 3]; iv = inv (G); d = det (G); [L, U, Pm] = lu (G); R = chol (G' * G); [Q, R2] = qr (G(:, 1:50), 0);
sv = svd (G); [U2, S2, V2] = svd (G(1:100, 1:60), "econ"); e = eig (G + G'); [V, D] = eig (G(1:50, 1:50)); nm = norm (G); pv = pinv (G(1:80, 1:40)); rk = rank (G);
printf ("%g %g\n", norm (gather (F) - fft (A, [], 2), 1), norm (gather (M) - A * A, 1) / norm (A * A, 1));
