addpath ([pwd '/src'], [pwd '/inst']);
m = rand (3000, 700) > 0.5;  g = gpuArray (m);
k = gather (find (g));  n = gather (nnz (g));  k2 = gather (find (gpuArray (int8 (m)), 5));
z = single (complex (rand (64), rand (64)));  Z = gpuArray (z);
f1 = gather (fft (Z));  f2 = gather (fft (Z, 100, 2));  f3 = gather (ifft2 (fft2 (Z) .* Z));
x = rand (300, 40);  X = gpuArray (x);
c1 = gather (cumsum (X, 2));  c2 = gather (cumprod (single (X)));
[s, i] = sort (X, 2);  s = gather (s);  i = gather (i);  s1 = gather (sort (X));
A = rand (300) + 300 * eye (300);  b = rand (300, 1);  y = gather (gpuArray (A) \ gpuArray (b));
P = gpuArray (single (rand (64)));  q = gather (P' * P);  r = gather (P * P);
rel = @(a, w) norm (double (a(:)) - double (w(:)), 1) / max (norm (double (w(:)), 1), realmin);
ok = [isequal(k, find(m)), n == nnz(m), isequal(k2, find(int8(m), 5)), ...
      rel(f1, fft(z)) < 1e-5, rel(f2, fft(z, 100, 2)) < 1e-5, rel(f3, ifft2(fft2(z) .* z)) < 1e-5, ...
      rel(c1, cumsum(x, 2)) < 1e-12, rel(c2, cumprod(single(x))) < 1e-5, ...
      isequal(s, sort(x, 2)), isequal(s1, sort(x)), rel(y, A \ b) < 1e-12, ...
      rel(q, single(gather(P))' * single(gather(P))) < 1e-5, rel(r, gather(P) * gather(P)) < 1e-5];
[~, ii] = sort (x, 2);  ok(end+1) = isequal (i, ii);
w = randn (100, 600);  W = gpuArray (w);  ok(end+1) = rel (gather (cumsum (W, 2)), cumsum (w, 2)) < 1e-12;
w = single (randn (40, 3, 700));  ok(end+1) = rel (gather (cumsum (gpuArray (w), 3)), cumsum (w, 3)) < 1e-5;
w = randn (70001, 5);  ok(end+1) = rel (gather (cumsum (gpuArray (w))), cumsum (w)) < 1e-12;
w = single (randn (2^17, 1));  ok(end+1) = rel (gather (cumsum (gpuArray (w))), cumsum (w)) < 1e-4;
w = complex (randn (64, 300), 1);  ok(end+1) = rel (gather (cumsum (gpuArray (w), 2)), cumsum (w, 2)) < 1e-12;
printf ("mc checks: %d of %d true\n", sum (ok), numel (ok));
