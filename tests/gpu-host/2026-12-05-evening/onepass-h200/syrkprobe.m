source (fullfile (fileparts (mfilename ("fullpath")), "..", "bench", "bench_timing.m"));
r = getenv ("GPUAXIS_LA_SYRK_RATIO");
X = gpuArray (randn (200000, 64, "single")); A = gpuArray (randn (8192)); S = gpuArray (randn (8192, "single")); W = gpuArray (randn (64, 200000, "single"));
printf ("ratio %s: X'*X 200000x64 single %.3f ms; A'*A 8192 double %.3f ms; S'*S 8192 single %.3f ms; W*W' 64x200000 single %.3f ms\n", r, ...
        1e3 * med_calls (@() X' * X, 5), 1e3 * med_calls (@() A' * A, 5), 1e3 * med_calls (@() S' * S, 5), 1e3 * med_calls (@() W * W', 5));
