#!/usr/bin/env bash
# call 5 (session 2026-12-01c, the last 3 minutes): the C++ result handle
# on CUDA (test_gpuarray, indexing, elementwise suites), and the per-call
# cost of 1000x1000 methods with the onCleanup methods (inst of b3ac3e7)
# and the handle methods, the same src/ build, back to back.
set -u
cd "$(dirname "$0")/.."
L=$OUT/logs; mkdir -p $L
finish () { tar -czf $OUT/c5-logs.tar.gz -C $OUT logs; }
trap finish EXIT
tar -xJf .gpu/octave.tar.xz -C / && . /opt/octave-pack/env.sh || exit 1
tar -xJf .gpu/build.tar.xz || exit 1
run1 () {  # name timeout file
  local t=$SECONDS
  timeout -s KILL $2 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('$3', 'verbose', stdout)" > $L/$1.log 2>&1
  echo "== $1: rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^cuda_ok" $L/$1.log; grep -B2 -A6 "!!!!!" $L/$1.log | cut -c1-300 | head -20
}
run1 gpuarray 20 inst/tests/test_gpuarray.m
run1 index 15 inst/tests/test_gpuarray_index.m
run1 ew 50 inst/tests/test_gpuarray_elementwise.m
for v in old new; do
  inst=$PWD/inst; [ $v = old ] && inst=$PWD/.gpu/inst-old/inst
  GPUAXIS_BENCH_SIZES=1000 GPUAXIS_BENCH_CALLS=1000 GPUAXIS_BENCH_LOOPS=5 timeout -s KILL 20 \
    octave-cli --no-history --norc --eval "addpath ([pwd '/src'], '$inst'); run ('bench/bench_call_cost.m')" > $L/cost-$v.log 2>&1
  echo "== call cost ($v methods): rc $?"; grep "^|" $L/cost-$v.log | head -14
done
