A = rand (300) + 300 * eye (300); G = gpuArray (A); s = single (G);
c1 = cumsum (G); c2 = cumsum (G, 2); c3 = cumprod (s, 2); [m1, i1] = cummax (G); d1 = diff (G, 2);
c4 = gpu_axis_cumsum (rand (70000, 3)); c5 = cumsum (gpuArray (rand (70000, 2)));
[S, I] = sort (G); S2 = sort (s, 2, "descend"); u = unique (gpuArray (randi (50, 1000, 1))); md = median (G); mo = mode (gpuArray (randi (9, 500, 3)));
sr = sortrows (gpuArray (randi (5, 200, 3)), [2 -1]); S3 = sort (gpuArray (rand (1, 3e5)));
f = find (G > 300.5); [r, cc, v] = find (G > 300.9); n = nnz (G); h = histc (G, 0:0.1:1); ac = accumarray (gpuArray ([1; 2; 1]), gpuArray ([1; 2; 3]));
sd = std (G); vr = var (s, 0, 2); e = eig (G); [V, D] = eig (G(1:50, 1:50)); N = null (gpuArray (ones (4))); K = conv2 (G, gpuArray (rand (31)));
F = fft (G, [], 2); F3 = fft (gpuArray (rand (4, 3, 5)), 7, 2);
printf ("%g %g %g\n", norm (gather (c1) - cumsum (A), 1), norm (gather (S) - sort (A), 1), norm (gather (F) - fft (A, [], 2), 1));
