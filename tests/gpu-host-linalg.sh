#!/usr/bin/env bash
# tests/gpu-host-linalg.sh: gpuArray's matrix products and linear algebra
# on a machine with an NVIDIA GPU (cuBLAS and cuSOLVER; doc/gpu-testing.md),
# one step a call:
#
#   bash tests/gpu-host-linalg.sh --out DIR STEP
#
#   build    build src/ (says whether cuBLAS/cuSOLVER were found) and
#            bench/build/linalg_cublas, bench/build/fft_cufft
#   test     inst/tests/test_gpuarray_linalg.m, CPU fallback and CUDA
#            blocks, with GPUAXIS_TEST_FAULTS=1 (the out-of-memory check)
#   memcheck the CUDA blocks' products (one by chunks of k) and solves
#            under compute-sanitizer
#   bench    bench/linalg_cublas and bench/torch_linalg.py, then
#            bench/bench_linalg.m with both beside it (LA_QUICK=1: the
#            quick sizes; one warm-up call a row: a second of them in
#            all three left the compute-bound rows slower and further
#            apart on an H100, DGEMM 19.3 ms in C, 22.0 by the package,
#            23.8 by torch, as the device slows under minutes of FP64
#            load and each program's rows follow its own heat)
#   fftbench bench/fft_cufft and bench/torch_fft.py, then bench/bench_fft.m
#            with both beside it, bench/bench_fft_routes.m (each route of
#            a transform along dim 2 beside the one the package picks) and
#            bench/bench_conv2_crossover.m (the device's conv2 crossover;
#            LA_QUICK=1: the quick sizes)
# Logs and CSVs go to DIR (default /tmp/gpuaxis-linalg).  Octave
# (octave-cli), nvcc and python3 (with torch, for bench) come from PATH.
set -u
cd "$(dirname "$0")/.."
logdir=/tmp/gpuaxis-linalg
step=test
while [ $# -gt 0 ]; do
  case $1 in
    --out) logdir=$2; shift 2 ;;
    *) step=$1; shift ;;
  esac
done
mkdir -p "$logdir" || exit 2
command -v octave-cli >/dev/null || { echo "gpu-host-linalg.sh: octave-cli not on PATH" >&2; exit 2; }
export GPUAXIS_ARCHS=${GPUAXIS_ARCHS:-90}
oct () { octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); $1"; }
quick=""
[ "${LA_QUICK:-0}" = 1 ] && quick="--quick"
case "$step" in
  build)
    nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
    make -C src -j"$(nproc)" >"$logdir/build.log" 2>&1 || { tail -30 "$logdir/build.log"; exit 1; }
    grep "gpuaxis:" "$logdir/build.log"
    make -C bench linalg_cublas fft_cufft >>"$logdir/build.log" 2>&1 || tail -5 "$logdir/build.log" ;;
  test)
    GPUAXIS_TEST_FAULTS=1 oct "test ('inst/tests/test_gpuarray_linalg.m', 'verbose', stdout)" \
      >"$logdir/test_linalg.log" 2>&1
    grep -E "^PASSES|^Skipped|!!!!!" "$logdir/test_linalg.log"
    grep -A6 "!!!!!" "$logdir/test_linalg.log" | head -60 ;;
  memcheck)
    compute-sanitizer --tool memcheck --target-processes all octave-cli --no-history --norc --eval \
      "addpath ([pwd '/src'], [pwd '/inst']); A = rand (200) + 200 * eye (200); G = gpuArray (A);
       C = G * G; x = G \\ A(:, 1); s = svd (G); [L, U, P] = lu (G); R = chol (G' * G);
       Z = pagemtimes (gpuArray (rand (4, 3, 5)), 'transpose', rand (4, 2), 'none'); e = eig (G + G');
       [V, D] = eig (G); ev = eig (single (G));
       X = single (rand (200000, 8)); K = gpuArray (X)' * X;
       setenv ('GPUAXIS_LA_SPLIT', '7'); Y = rand (53, 5); Q = gpuArray (Y)' * Y; unsetenv ('GPUAXIS_LA_SPLIT');
       disp (norm (gather (C) - A * A, 1) / norm (A * A, 1)); disp (norm (gather (x) - A \\ A(:, 1)));
       disp (norm (double (gather (K)) - double (X)' * double (X), 1) / norm (double (X)' * double (X), 1));
       disp (norm (gather (Q) - Y' * Y, 1))" \
      >"$logdir/memcheck_linalg.log" 2>&1
    grep -E "ERROR SUMMARY|^ *[0-9.e-]+$" "$logdir/memcheck_linalg.log" ;;
  bench)
    bench/build/linalg_cublas $quick >"$logdir/linalg_cublas.csv" 2>"$logdir/linalg_cublas.log" || tail -5 "$logdir/linalg_cublas.log"
    python3 bench/torch_linalg.py $quick --csv "$logdir/torch_linalg.csv" >"$logdir/torch_linalg.log" 2>&1 \
      || tail -5 "$logdir/torch_linalg.log"
    GPUAXIS_BENCH_QUICK="${LA_QUICK:-0}" GPUAXIS_BENCH_OUT="$logdir" GPUAXIS_BENCH_C_CSV="$logdir/linalg_cublas.csv" \
      GPUAXIS_BENCH_TORCH_CSV="$logdir/torch_linalg.csv" oct "run ('bench/bench_linalg.m')" 2>&1 \
      | tee "$logdir/bench_linalg.log" | sed -n '/^device/p;/^| op/,$p' ;;
  fftbench)
    bench/build/fft_cufft $quick >"$logdir/fft_cufft.csv" 2>"$logdir/fft_cufft.log" || tail -5 "$logdir/fft_cufft.log"
    python3 bench/torch_fft.py $quick --csv "$logdir/torch_fft.csv" >"$logdir/torch_fft.log" 2>&1 \
      || tail -5 "$logdir/torch_fft.log"
    GPUAXIS_BENCH_QUICK="${LA_QUICK:-0}" GPUAXIS_BENCH_OUT="$logdir" GPUAXIS_BENCH_C_CSV="$logdir/fft_cufft.csv" \
      GPUAXIS_BENCH_TORCH_CSV="$logdir/torch_fft.csv" oct "run ('bench/bench_fft.m')" 2>&1 \
      | tee "$logdir/bench_fft.log" | sed -n '/^| operation/,$p'
    GPUAXIS_BENCH_QUICK="${LA_QUICK:-0}" oct "run ('bench/bench_fft_routes.m')" 2>&1 \
      | tee "$logdir/fft_routes.log" | sed -n '/^| class/,$p'
    GPUAXIS_BENCH_QUICK="${LA_QUICK:-0}" oct "run ('bench/bench_conv2_crossover.m')" 2>&1 \
      | tee "$logdir/conv2_crossover.log" | sed -n '/^backend/,$p' ;;
esac
