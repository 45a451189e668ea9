#!/usr/bin/env bash
# call 1 (session 2026-12-01c): the CUDA elementwise and indexing kernels'
# first run (their suites), test_gpuarray, the sticky-fault recovery
# experiment, then the elementwise benchmark.  Built here (sm_90) beforehand:
# .gpu/build.tar.xz holds src/*.mex *.oct libgpuaxis.so and the C tests.
set -u
cd "$(dirname "$0")/.."
L=$OUT/logs; mkdir -p $L
finish () { tar -czf $OUT/c1-logs.tar.gz -C $OUT logs; }
trap finish EXIT
tar -xJf .gpu/octave.tar.xz -C / && . /opt/octave-pack/env.sh || exit 1
tar -xJf .gpu/build.tar.xz || exit 1
nvidia-smi --query-gpu=name,compute_mode,driver_version --format=csv,noheader
ldd src/libgpuaxis.so | grep -i "not found"
for m in bare state destroy ctxreset; do
  timeout -s KILL 15 .gpu/trap_recover $m 2>&1 | tee -a $L/trap_recover.log
done
run1 () {  # name timeout file
  local t=$SECONDS
  timeout -s KILL $2 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('$3', 'verbose', stdout)" > $L/$1.log 2>&1
  echo "== $1: rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^Skipped|^cuda_ok" $L/$1.log; grep -B2 -A6 "!!!!!" $L/$1.log | head -60
}
run1 ew 130 inst/tests/test_gpuarray_elementwise.m
run1 index 100 inst/tests/test_gpuarray_index.m
run1 gpuarray 100 inst/tests/test_gpuarray.m
t=$SECONDS; OUT=$L STEP=ew-bench timeout -s KILL 150 bash tests/gpu-host-gpuarray.sh > $L/ew-bench.out 2>&1; echo "== ew-bench rc $? in $((SECONDS-t)) s"
cat $L/ew-bench.out | head -70
