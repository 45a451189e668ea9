## ncu_ew.m (session 2026-12-03h): one call each of sqrt, exp, .^2 and
## the copy on a 1 GiB resident double, for ncu's kernel times (h1.sh).
G = gpuArray.rand (16384, 8192);
__gpu_array__ ("sync");
for k = 1:2
  R = sqrt (G); clear R
  R = exp (G); clear R
  R = G .^ 2; clear R
  R = G .* 2.5; clear R
  __gpu_array__ ("sync");
endfor
