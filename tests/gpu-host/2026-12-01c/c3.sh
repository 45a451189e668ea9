#!/usr/bin/env bash
# call 3 (session 2026-12-01c): the CUDA elementwise/indexing fixes
# verified (suites, and a keep-going run that lists every mismatch), the
# fatal-fault handling, test_complex_c99 against this host's libgcc/glibc,
# the indexing benchmark, the rest of test_transfer on CUDA, and the CPU
# engine's threads on 16 cores.  Prebuilt here for sm_90: .gpu/build.tar.xz.
set -u
cd "$(dirname "$0")/.."
L=$OUT/logs; mkdir -p $L
finish () { pkill -f torch_ 2>/dev/null; tar -czf $OUT/c3-logs.tar.gz -C $OUT logs; }
trap finish EXIT
t0=$SECONDS
tar -xJf .gpu/octave.tar.xz -C / && . /opt/octave-pack/env.sh || exit 1
tar -xJf .gpu/build.tar.xz || exit 1
./tests/test_complex_c99 2>&1 | tee $L/test_complex_c99.log
run1 () {  # name timeout file [env]
  local t=$SECONDS
  env ${4:-} timeout -s KILL $2 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('$3', 'verbose', stdout)" > $L/$1.log 2>&1
  echo "== $1: rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^Skipped|^cuda_ok" $L/$1.log; grep -B2 -A6 "!!!!!" $L/$1.log | head -40
}
run1 ew 100 inst/tests/test_gpuarray_elementwise.m
run1 ew-keepgoing 100 inst/tests/test_gpuarray_elementwise.m GPUAXIS_TEST_KEEP_GOING=1
grep -c "^MISMATCH" $L/ew-keepgoing.log; grep "^MISMATCH" $L/ew-keepgoing.log | cut -c1-600 | head -30
run1 index 60 inst/tests/test_gpuarray_index.m
run1 gpuarray 60 inst/tests/test_gpuarray.m
grep -B3 -A3 "restart Octave" $L/gpuarray.log | head -10
t=$SECONDS; OUT=$L STEP=bench-index timeout -s KILL 100 bash tests/gpu-host-gpuarray.sh > $L/bench-index.out 2>&1; echo "== bench-index rc $? in $((SECONDS-t)) s"
sed -n '/^| operation/,$p' $L/bench-index.out | head -40
t=$SECONDS; GPUAXIS_TEST_VERBOSE=1 timeout -s KILL 150 ./tests/test_transfer cuda > $L/test_transfer_cuda.log 2>&1; echo "== test_transfer cuda rc $? in $((SECONDS-t)) s"
grep -E "^FAIL|passed|^== |section" $L/test_transfer_cuda.log | tail -12
left=$((570 - (SECONDS-t0))); echo "== threads bench with $left s"
OUT=$L timeout -s KILL $left bash bench/run_cpu_threads_host.sh > $L/threads.out 2>&1; echo "== threads rc $?"
tail -45 $L/threads.out
