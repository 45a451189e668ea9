#!/usr/bin/env bash
# G1 (written before the call): main c8b20a2 (all merged work incl. selection/statistics and general eig; none of their CUDA code has run yet).
# For: (1) build with cuBLAS/cuSOLVER/cuFFT for sm_90; (2) test_reduce cuda + memcheck quick after the layout move
# (also the first run of ROWS_NARROW=3 as the committed default); (3) first device run of the linalg, fft, idioms,
# route test files' CUDA blocks; (4) the older gpuArray suites on CUDA (regressions from the merges).
set -u
o=${1:?output folder}; t0=$SECONDS
ln -sf "$(command -v octave-cli)" /usr/local/bin/octave 2>/dev/null
export GPUAXIS_ARCHS=90
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
make -C src -j16 >"$o/build.log" 2>&1; echo "== build rc $? ($((SECONDS-t0)) s)"; grep -E "gpuaxis:|error" "$o/build.log" | head
make -s -C tests -j16 test_reduce test_select >>"$o/build.log" 2>&1; echo "== tests build rc $?"
timeout -s KILL 90 ./tests/test_reduce cuda >"$o/test_reduce_cuda.log" 2>&1; echo "== test_reduce cuda rc $? ($((SECONDS-t0)) s)"; tail -1 "$o/test_reduce_cuda.log"; grep FAIL "$o/test_reduce_cuda.log" | head -3
timeout -s KILL 60 compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick >"$o/memcheck_reduce.log" 2>&1; echo "== memcheck quick rc $?"; tail -2 "$o/memcheck_reduce.log"
GPUAXIS_SEL_CHUNK=100000 timeout -s KILL 60 ./tests/test_select cuda >"$o/test_select_cuda.log" 2>&1; echo "== test_select cuda rc $?"; tail -1 "$o/test_select_cuda.log"; grep FAIL "$o/test_select_cuda.log" | head -3
for f in test_gpuarray_linalg test_gpuarray_fft test_gpuarray_select test_gpuarray_stats test_gpuarray_scan test_gpuarray_sort test_gpuarray_idioms test_gpuarray_route test_gpuarray test_gpuarray_elementwise test_gpuarray_index test_minmax; do
  [ -f inst/tests/$f.m ] || continue
  GPUAXIS_TEST_FAULTS=1 timeout -s KILL 90 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); test ('inst/tests/$f.m', 'verbose', stdout)" >"$o/$f.log" 2>&1
  echo "== $f rc $? ($((SECONDS-t0)) s)"; grep -E "^PASSES|^Skipped" "$o/$f.log"; grep -B2 -A8 "!!!!!" "$o/$f.log" | head -30
done
echo "== the printable plan on CUDA"
timeout -s KILL 60 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); __gpu_axis__ ('plan', true); G = gpuArray (rand (4096)); s = sum (G, 1); m = max (G, [], 2); x = gpu_axis_sum (rand (2000, 3000), 2); disp (gpu_axis_backend ())" 2>&1 | head -20
